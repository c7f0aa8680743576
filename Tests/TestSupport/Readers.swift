import Foundation
import XMLFormat

/// Reads `text` as `nav.xml`.
public func readXML(_ text: String) throws(ReadError) -> Document {
  try Document(xml: Data(text.utf8), source: "nav.xml")
}
