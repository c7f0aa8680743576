import ConsoleFormat
import DumpModel
import TestSupport
import Testing

/// Bad input never crashes or hangs: every cut of every sample line, garbage, deep nesting,
/// cycles made by `names:`.
@Suite struct LLDBRobustnessTests {
  @Test(arguments: LLDB.sampleNames)
  func everyPrefixOfEveryLineIsReadOrReported(sample: String) throws {
    let text = try LLDB.sample(sample)
    for line in text.split(separator: "\n") {
      let scalars = Array(line.unicodeScalars)
      for end in stride(from: 0, through: scalars.count, by: 3) {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[..<end])
        var warnings: [ReadWarning] = []
        _ = try? Document(console: String(prefix), source: "cut.txt", warnings: &warnings)
        #expect(warnings.allSatisfy { $0.location.line == 1 && $0.location.column >= 1 })
      }
    }
  }

  @Test func garbageIsReportedNotFatal() {
    var generator = LLDBSplitMix(seed: 42)
    let alphabet = Array("<>()[]{}|'\":;,.-+*=@ \t\nHV0x1aUIView•&h".unicodeScalars)
    for _ in 0..<300 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 120) {
        text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      var warnings: [ReadWarning] = []
      _ = try? Document(console: String(text), source: "junk.txt", warnings: &warnings)
    }
  }

  @Test func nestingDeeperThanTheFormatAllowsIsAnError() {
    // Each constraint puts one view in the next: 1,200 levels.
    let text = (0..<1200).map {
      "<NSLayoutConstraint:0x\($0) V:|-(0)-[UIView:0xa\($0)]   (active, names: '|':UIView:0xa\($0 + 1) )>"
    }.joined(separator: "\n")
    let error = #expect(throws: ReadError.self) { try LLDB.read(text) }
    #expect(error?.reason == .tooDeep(limit: 1000))
  }

  @Test func deepTraceWithinTheLimitIsRead() throws {
    let text = (0..<900).map {
      String(repeating: "|   ", count: $0) + "*UIView:0x\(String($0 + 1, radix: 16))"
    }.joined(separator: "\n")
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbViews.count == 900)
    #expect(hierarchy.lldbSuperview(of: "0x384") == "0x383")
  }

  @Test func namesThatWouldMakeACycleAreIgnored() throws {
    let text = """
      <NSLayoutConstraint:0x1 H:|-(0)-[UIView:0xa]   (active, names: '|':UIView:0xb )>
      <NSLayoutConstraint:0x2 H:|-(0)-[UIView:0xb]   (active, names: '|':UIView:0xa )>
      """
    let (hierarchy, _) = try LLDB.read(text)
    #expect(hierarchy.rootViews.map(\.address) == ["0xb"])
    #expect(hierarchy.lldbSuperview(of: "0xa") == "0xb")
  }
}

/// A small deterministic generator (LLDBSplitMix64), so the garbage is the same every run.
struct LLDBSplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
