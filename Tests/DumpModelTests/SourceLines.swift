import Foundation
import TestSupport

/// The code lines of the package's Sources (comment lines left out), for the tests that check
/// a piece of UIKit's knowledge has one home (`UIKitClassTests`, `ClassDecisionTests`,
/// `IdentifierTests`).
struct SourceLine {
  /// The path under Sources (`Layout/StackViews.swift`).
  var path: String
  var number: Int
  var text: Substring

  var place: String { "Sources/\(path):\(number)" }

  /// Every code line of every Swift file under Sources.
  static func all() throws -> [SourceLine] {
    let sources = Repository.root.appendingPathComponent("Sources")
    guard let files = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var lines: [SourceLine] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        lines.append(SourceLine(path: path, number: index + 1, text: line))
      }
    }
    return lines
  }

  /// The `public static let name = "literal"` and `case name = "literal"` lines of a file
  /// under Sources: literal (with its quotes) to name.
  static func constants(in path: String) throws -> [String: String] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
    var names: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      let constant: ArraySlice<Substring>
      if words.starts(with: ["public", "static", "let"]) {
        constant = words.dropFirst(3)
      } else if words.starts(with: ["case"]) {
        constant = words.dropFirst()
      } else {
        continue
      }
      guard constant.count == 3, constant.dropFirst().first == "=",
        let literal = constant.last, literal.hasPrefix("\""), literal.hasSuffix("\"")
      else { continue }
      names[String(literal)] = String(constant.first ?? "")
    }
    return names
  }
}
