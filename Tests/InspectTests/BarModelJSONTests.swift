import Foundation
import TestSupport
import Testing

/// Issue 21 item 7 end to end: `layout --format json` gives each bar as an object — its
/// generation, the evidence with lines, its inputs, the rebuilt constraints, reproduced /
/// compared / given, each differing frame with both values on the capture's pixel grid —
/// every key of it in docs/cli.md's "layout" table, and every key of that table printed.
@Suite struct BarModelJSONTests {
  /// The runs: an iOS 12 trace forced to iOS 14 (frames differ), a modern paste (03), an
  /// iOS 7 bar whose frames are all the arithmetic's (83), a taller iOS 9 bar (92).
  static let runs: [[String]] = [
    [
      Fixture("ios12-375-trace-back-container").url("trace.txt").path, "--os", "14",
    ],
    [Fixture("sample03-ios14-sheet-cancel-next").url("input.txt").path],
    [Fixture("sample83-ios7-subclass").url("capture.txt").path],
    [Fixture("sample92-ios9-height100").url("capture.txt").path],
  ]

  static func bars(_ arguments: [String]) throws -> [[String: Any]] {
    let run = inspectRun(["layout"] + arguments + ["--format", "json"])
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]],
      "\(arguments): \(run.output.prefix(300))")
    let output = try #require(results.first?["output"] as? [String: Any])
    return try #require(output["barModel"] as? [[String: Any]])
  }

  /// Every bar-model key the tool prints is documented, and every documented one is printed.
  @Test func everyKeyIsDocumentedAndPrinted() throws {
    let documented = try JSONOutputsDoc.load().keys(of: "layout").filter {
      $0.hasPrefix("barModel")
    }
    var printed: Set<String> = []
    for arguments in Self.runs {
      for bar in try Self.bars(arguments) {
        printed.formUnion(
          JSONOutputTests.keyPaths(bar, prefix: "barModel[]").union(["barModel"]))
      }
    }
    #expect(printed.subtracting(documented).isEmpty, "\(printed.subtracting(documented))")
    #expect(documented.subtracting(printed).isEmpty, "\(documented.subtracting(printed))")
  }

  /// Each bar is an object of values, not prose: the forced iOS 12 trace's generation, who
  /// decided, its signs with their lines, inputs, the constraints it rebuilt, the counts, and
  /// each differing frame with both values as numbers.
  @Test func aBarIsAnObject() throws {
    let bar = try #require(try Self.bars(Self.runs[0]).first)
    #expect(bar["generation"] as? String == "13-14")
    #expect(bar["decidedBy"] as? String == "--os 14")
    let signs = try #require(bar["signs"] as? [[String: Any]])
    #expect(signs.compactMap { $0["line"] as? Int } == [8, 16])
    let inputs = try #require(bar["inputs"] as? [String: Any])
    #expect(inputs["width"] as? Double == 375 && inputs["scale"] as? Double == 2)
    #expect((bar["constraints"] as? [String])?.isEmpty == false)
    #expect(bar["reproduced"] as? Int == 1 && bar["compared"] as? Int == 11)
    let differences = try #require(bar["differences"] as? [[String: Any]])
    #expect(differences.count == 10)
    let first = try #require(differences.first)
    #expect(first["line"] as? Int == 8)
    #expect(first["recorded"] as? [Double] == [0, 0, 69, 44])
    #expect((first["model"] as? [Double])?.count == 4)
  }

  /// An iOS 7–10 bar is an object like any other, with its inputs, though the dump's frames
  /// are all reproduced (83: 8 of 8; 92: the 100-pt bar, 8 of 8, not laid out).
  @Test func anIOS7To10BarIsAnObjectToo() throws {
    let ios7 = try #require(try Self.bars(Self.runs[2]).last)
    #expect(ios7["generation"] as? String == "7-9")
    #expect(ios7["rebuilt"] as? Bool == true)
    #expect(ios7["reproduced"] as? Int == 8 && ios7["compared"] as? Int == 8)
    #expect((ios7["inputs"] as? [String: Any])?["width"] as? Double == 320)
    let tall = try #require(try Self.bars(Self.runs[3]).first)
    let inputs = try #require(tall["inputs"] as? [String: Any])
    #expect(inputs["height"] as? Double == 100 && inputs["laidOut"] as? Bool == false)
    #expect(tall["reproduced"] as? Int == 8 && tall["compared"] as? Int == 8)
  }

  /// A differing frame's values lie on the capture's pixel grid: at 2× every number is a
  /// multiple of 0.5.
  @Test func differencesAreOnThePixelGrid() throws {
    let bar = try #require(try Self.bars(Self.runs[0]).first)
    let scale = try #require((bar["inputs"] as? [String: Any])?["scale"] as? Double)
    for difference in try #require(bar["differences"] as? [[String: Any]]) {
      for key in ["recorded", "model"] {
        for value in difference[key] as? [Double] ?? [] {
          #expect((value * scale).rounded() == value * scale, "\(key) \(value)")
        }
      }
    }
  }
}
