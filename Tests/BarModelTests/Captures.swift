import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// A fixture's input read as a user's paste would be, and the model's options its
/// `frames.recorded.txt` holds (`# barmodel: width 390`, `stack-content ADDR custom`, …).
struct Capture: Sendable, CustomTestStringConvertible {
  var fixture: Fixture
  var input: String

  var testDescription: String { "\(fixture.name)/\(input)" }
  var source: String { "Fixtures/\(fixture.name)/\(input)" }

  init(_ name: String, _ input: String) {
    fixture = Fixture(name)
    self.input = input
  }

  func document() throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(data: fixture.data(input), source: source, warnings: &warnings)
  }

  /// The `# barmodel:` lines of `frames.recorded.txt`.
  func options() throws -> BarModelOptions {
    var options = BarModelOptions()
    guard fixture.exists("frames.recorded.txt") else { return options }
    for line in try fixture.text("frames.recorded.txt").split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 4, words[0] == "#", words[1] == "barmodel:" else { continue }
      switch words[2] {
      case "width": options.width = Double(words[3])
      case "direction": options.direction = LayoutDirection(rawValue: words[3])
      case "os": break  // the dumps carry their os
      case "stack-content" where words.count >= 5:
        options.stackContents[words[3]] = words[4] == "custom" ? .custom : .button
      default: break
      }
    }
    return options
  }

  func rebuild() throws -> BarRebuild {
    try Bars.rebuild(document(), options: options())
  }
}

/// Prints a rebuild the way a test failure should show it.
func describe(_ rebuild: BarRebuild) -> String {
  var lines: [String] = []
  for bar in rebuild.bars {
    lines.append(
      "\(rebuild.document.name(of: .view(bar.parts.root))): "
        + "\(bar.recognition.generation.map { "\($0)" } ?? "unknown") "
        + "(\(bar.recognition.evidence.joined(separator: "; ")))")
    lines += bar.notes.map { "  \($0)" }
    lines.append("  \(bar.comparison.summary)")
    for row in bar.comparison.differences {
      lines.append("  DIFFERS \(row.name): \(row.values)")
    }
  }
  return lines.joined(separator: "\n")
}
