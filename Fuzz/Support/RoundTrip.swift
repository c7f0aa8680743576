import DumpIO
import Foundation

/// What every reader promises of a hierarchy it has read: written as XML and as JSON, it
/// reads back, and writing it again gives the same bytes (docs/format.md: the writer is
/// deterministic, and inspect never writes a file it then refuses).
func checkRoundTrip(_ hierarchy: Hierarchy) {
  let xml = hierarchy.xmlData()
  do {
    let again = try Hierarchy(xml: xml, source: "written.xml")
    if again.xmlData() != xml { violated("the XML written, read and written again, differs") }
  } catch {
    violated("the XML written is refused when read", error.description)
  }
  let json = hierarchy.jsonData()
  do {
    var warnings: [ReadWarning] = []
    let again = try Hierarchy(
      data: json, source: "written.json", format: .json, warnings: &warnings)
    if again.jsonData() != json { violated("the JSON written, read and written again, differs") }
  } catch {
    violated("the JSON written is refused when read", error.description)
  }
}
