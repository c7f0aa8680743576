import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// `Document(hierarchy)` and `document.hierarchy` convert exactly, on every input and golden
/// of `Fixtures/` in each form it can be read in (XML, its JSON form, console text).
@Suite struct BridgingTests {
  /// Every dump of `Fixtures/`: each case's `input.xml` and `expected.*.xml`, and the LLDB
  /// samples; read as they are, and their XML also through the JSON form.
  static func dumps() throws -> [(name: String, hierarchy: Hierarchy)] {
    var result: [(String, Hierarchy)] = []
    for fixture in Fixture.cases() {
      let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
      let files = ["input.xml"] + names.filter { $0.hasPrefix("expected") && $0.hasSuffix(".xml") }
      for file in files.sorted() {
        let name = "\(fixture)/\(file)"
        let hierarchy = try Hierarchy(xml: try fixture.data(file), source: name)
        result.append((name, hierarchy))
        result.append((name + " (JSON)", try Hierarchy(json: hierarchy.jsonData(), source: name)))
      }
    }
    let samples = Repository.fixtures.appendingPathComponent("lldb-samples")
    for file in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
      let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
      // Each sample starts with `# ` header lines and a blank line.
      let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("# ") }.dropFirst().joined(separator: "\n")
      var warnings: [ReadWarning] = []
      result.append(
        ("lldb-samples/\(file)", try Hierarchy(lldb: body, source: file, warnings: &warnings)))
    }
    return result
  }

  @Test func everyFixtureRoundTrips() throws {
    let dumps = try Self.dumps()
    #expect(dumps.count > 100)
    for (name, hierarchy) in dumps {
      let document = try Document(hierarchy)
      let back = document.hierarchy
      #expect(back == hierarchy, "\(name)")
      #expect(locations(back) == locations(hierarchy), "\(name): locations")
      #expect(back.xmlData() == hierarchy.xmlData(), "\(name): written bytes")
      expectAgrees(document, NaiveModel(hierarchy, ids: document), name)
    }
  }

  @Test func aDocumentOfAReadTreeCarriesItsLocations() throws {
    let fixture = Fixture("ios11-beta-bar")
    let hierarchy = try Hierarchy(xml: try fixture.data("input.xml"), source: "input.xml")
    let document = try Document(hierarchy)
    let stack = try #require(document.view(at: "0x7fb4d8e13ad0"))
    #expect(document.location(of: .view(stack))?.description == "input.xml:14:7")
    let first = try #require(document.constraints(heldBy: stack).first)
    #expect(document[first].address == "0x6000021c4f50")
    #expect(document[first].location?.description == "input.xml:31:9")
  }

  @Test func anUnknownReferenceIsAnErrorAtItsConstraint() {
    var constraint = LayoutConstraint(first: "0x1", .leading, second: "nowhere", .leading)
    constraint.location = DumpModel.SourceLocation(file: "nav.xml", line: 12, column: 7)
    var root = View(className: "UIView", address: "0x1")
    root.constraints = [constraint]
    #expect(
      throws: DocumentError(
        .unknownReference(address: "nowhere", attribute: "second"),
        at: DumpModel.SourceLocation(file: "nav.xml", line: 12, column: 7))
    ) { try Document(Hierarchy(views: [root])) }
  }

  @Test func duplicateAddressesOfATreeBuiltInCodeAreKept() throws {
    var root = View(className: "UIView", address: "0x1")
    root.subviews = [
      View(className: "UILabel", address: "0x1"), View(className: "UIButton", address: "0x2"),
    ]
    root.constraints = [LayoutConstraint(first: "0x1", .width, constant: 4)]
    let hierarchy = Hierarchy(views: [root])
    let document = try Document(hierarchy)
    #expect(document.hierarchy == hierarchy)
    // The first item with the address is the one indexed.
    #expect(document.view(at: "0x1") == document.roots.first)
  }
}

/// Every location of a tree, in document order: views, guides, constraints, patch records.
func locations(_ hierarchy: Hierarchy) -> [String] {
  var result = hierarchy.patches.map { $0.location?.description ?? "-" }
  hierarchy.forEachView { view, _ in
    result.append(view.location?.description ?? "-")
    result += view.guides.map { $0.location?.description ?? "-" }
    result += view.constraints.map { $0.location?.description ?? "-" }
  }
  return result
}
