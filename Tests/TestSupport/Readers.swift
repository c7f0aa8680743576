import Foundation
import HierarchyIO
import XMLFormat

/// Reads `text` as `nav.xml`.
public func readXML(_ text: String) throws(ReadError) -> Document {
  try Document(xml: Data(text.utf8), source: "nav.xml")
}

/// A fixture's input, read as `inspect` reads it (its format detected, not strict), named as
/// `inspect test` names it (`Fixtures/<case>/<input>`).
public func fixtureDocument(_ name: String, input: String = "input.xml") throws -> Document {
  let data = try Fixture(name).data(input)
  var warnings: [ReadWarning] = []
  return try Document(
    data: data, source: "Fixtures/\(name)/\(input)", format: InputFormat.detect(data),
    strict: false, warnings: &warnings)
}
