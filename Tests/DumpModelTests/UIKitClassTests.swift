import DumpModel
import Foundation
import TestSupport
import Testing

/// `UIKitClass` is the one place that spells UIKit's class names (issue 18, "one bar
/// reader"): BarModel's anatomy decides from them what a bar, a stack, a side or an adaptor
/// is, Layout's stack views and conflict logs read them, and no other source file writes one
/// of them as a literal of its own.
@Suite struct UIKitClassTests {
  /// Each `public static let name = "Class"` of Sources/DumpModel/UIKit/UIKitClass.swift.
  static func names() throws -> [String: String] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/DumpModel/UIKit/UIKitClass.swift"),
      encoding: .utf8)
    var names: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.starts(with: ["public", "static", "let"]), words.count == 6,
        words[4] == "=", words[5].hasPrefix("\""), words[5].hasSuffix("\"")
      else { continue }
      names[String(words[5])] = String(words[3])
    }
    return names
  }

  @Test func theNamesAreUIKitsClasses() throws {
    let names = try Self.names()
    #expect(names.count >= 30)
    #expect(names["\"_UIButtonBarStackView\""] == "buttonBarStackView")
    #expect(UIKitClass.buttonBarStackView == "_UIButtonBarStackView")
    #expect(UIKitClass.tamicAdaptorView == "_UITAMICAdaptorView")
    for literal in names.keys {
      #expect(literal.hasPrefix("\"UI") || literal.hasPrefix("\"_UI"), "\(literal)")
    }
  }

  /// No code line of Sources outside UIKitClass.swift holds `"UIStackView"` or any other of its
  /// names as a literal (comments, and prose that names a class inside a longer string, may).
  @Test func noOtherSourceSpellsAClassName() throws {
    let names = try Self.names()
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [String] = []
    for case let path as String in files
    where path.hasSuffix(".swift") && path != "DumpModel/UIKit/UIKitClass.swift" {
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for (literal, name) in names where line.contains(literal) {
          found.append("Sources/\(path):\(number + 1): \(literal) (UIKitClass.\(name))")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
