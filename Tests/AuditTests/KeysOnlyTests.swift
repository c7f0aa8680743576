import DumpModel
import LaidOut
import Patcher
import TestSupport
import Testing

@testable import Audit

/// `Checks.introduced` compares findings by key without making their messages
/// (`Checks.collect(keysOnly:)`), and makes the messages only when a finding is new: the same
/// findings as comparing the whole findings of both dumps.
@Suite struct KeysOnlyTests {
  /// Dumps whose checks find every rule `check` runs: fixtures as recorded (tap targets, a
  /// conflict, unmeasured items, squeezed titles, no bar), patched off their bars, and bars
  /// written here (overlaps, edge gaps, items past the screen).
  static func dumps() throws -> [(name: String, dump: LaidOutDump)] {
    var dumps: [(name: String, dump: LaidOutDump)] = []
    for (fixture, input) in [
      ("ios11-beta-bar", "input.xml"), ("conflict-pin-kept-guide", "input.xml"),
      ("ios17-393-custom-views", "input.xml"), ("ios11-375-sample01-trace", "input.txt"),
      ("ios12-375-sample52-nslog", "input.txt"), ("ios9-ios10-sample51-nslog", "input.txt"),
    ] {
      dumps.append((fixture, try laidOutFixture(fixture, input: input)))
    }
    for (fixture, patch) in [
      ("ios11-beta-bar", Patch(.pin, gap: 1000)),
      ("ios11-beta-bar", Patch(.pin, side: .both, gap: -5)),
      ("already-patched", Patch(.margins)),
    ] {
      let result = try Patching.apply(patch, to: try fixtureDocument(fixture), source: "bar.xml")
      dumps.append(
        ("\(fixture) \(patch.summary)", LaidOutDump(document: result.document, source: "bar.xml")))
    }
    for (name, xml) in [
      (
        "overlaps",
        modernBar(
          items: ["0 0; 44 44", "30 0; 44 44"], title: #"frame="150 12; 75 20.5""#,
          backButton: "0 0; 210 44")
      ),
      ("past the screen", modernBar(items: ["0 0; 44 44", "160 0; 44 44"])),
      ("at the edge", modernBar(items: ["0 0; 44 44", "120 0; 44 44"], backButton: "-4 0; 60 44")),
    ] {
      dumps.append((name, LaidOutDump(document: try document(xml), source: "bar.xml")))
    }
    return dumps
  }

  /// Every rule's findings, without messages, are the same findings by key and in the same
  /// order; the messages and fixes are empty.
  @Test func keysOnlyFindsTheSameFindings() throws {
    var options = AuditOptions()
    options.minEdge = 16
    var rules = Set<Rule>()
    for (name, dump) in try Self.dumps() {
      let full = try Checks.collect(dump, options: options)
      let keys = try Checks.collect(dump, options: options, keysOnly: true)
      #expect(!full.findings.isEmpty, "\(name)")
      #expect(keys.findings.map(\.key) == full.findings.map(\.key), "\(name)")
      #expect(keys.findings.map(\.location) == full.findings.map(\.location), "\(name)")
      #expect(keys.findings.map(\.level) == full.findings.map(\.level), "\(name)")
      #expect(keys.findings.allSatisfy { $0.message.isEmpty && $0.fix.isEmpty }, "\(name)")
      #expect(keys.coverage == full.coverage, "\(name)")
      rules.formUnion(full.findings.map(\.rule))
      // Without `unmeasured` (as `introduced` checks), the same keys, and nothing counted.
      var without = options
      without.ignored.insert(.unmeasured)
      let fewer = try Checks.collect(dump, options: without, keysOnly: true)
      #expect(
        fewer.findings.map(\.key) == full.findings.filter { $0.rule != .unmeasured }.map(\.key),
        "\(name)")
      #expect(fewer.coverage == Coverage(), "\(name)")
    }
    #expect(
      rules.isSuperset(of: [
        .tapTarget, .offBar, .overlap, .titleSqueezed, .edgeGap, .conflict, .unmeasured, .noBar,
      ]), "\(rules)")
  }

  /// What a patch introduced is what the whole findings after have that those before do not
  /// (by rule and addresses), in the order `check` lists them, with their messages.
  @Test func introducedIsTheWholeComparison() throws {
    let patches = [
      Patch(.pin, gap: 1000), Patch(.pin, side: .both, gap: -5), Patch(.margins),
      Patch(.pin), Patch(.spacing, gap: 300),
    ]
    var compared = 0
    for fixture in ["ios11-beta-bar", "already-patched", "ios11-375-two-items-each-side"] {
      for patch in patches {
        let input = try fixtureDocument(fixture)
        guard let result = try? Patching.apply(patch, to: input, source: "bar.xml") else {
          continue
        }
        let found = try Checks.introduced(before: input, after: result.document, source: "bar.xml")
        var options = AuditOptions()
        options.ignored.formUnion([
          .conflict, .ambiguous, .misplaced, .privateAPI, .unmeasured, .noBar,
        ])
        var before = input
        for view in before.viewIDs where before[view].frame == nil {
          if let frame = result.document.view(at: before[view].address).flatMap({
            result.document[$0].frame
          }) {
            before.setFrame(frame, of: .view(view))
          }
        }
        let known = Set(
          try Checks.findings(LaidOutDump(document: before, source: "bar.xml"), options: options)
            .map(\.key))
        let after = try Checks.findings(
          LaidOutDump(document: result.document, source: "bar.xml"), options: options)
        #expect(found == after.filter { !known.contains($0.key) }, "\(fixture) \(patch.summary)")
        compared += found.isEmpty ? 0 : 1
      }
    }
    #expect(compared >= 4)
  }
}
