import DumpModel
import Foundation
import TestSupport
import Testing

/// Every constraint form UIKit, its layout libraries and the logging tools print, as people
/// paste them (docs/conflicts.md, "Console forms"): `Fixtures/constraint-forms/constraints.txt`
/// holds one per line, `constraints.tsv` what each carries, worked out by hand from UIKit's
/// notation (docs/breaking.md §3). Each is read, alone and in the whole file, with `--strict`;
/// a line that cannot be read is a warning at its line and column, never silent.
@Suite struct ConstraintFormsFixtureTests {
  static let folder = Repository.fixtures.appendingPathComponent("constraint-forms")

  static func lines() throws -> [String] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("constraints.txt"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The rows of `constraints.tsv`, by column name.
  static func rows() throws -> [[String: String]] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("constraints.tsv"), encoding: .utf8)
    let records = text.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let header = records[0]
    return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  static func read(_ text: String, strict: Bool = true) throws -> (Document, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: text, source: "constraints.txt", strict: strict, warnings: &warnings)
    return (document, warnings)
  }

  /// What a constraint carries, in the table's columns.
  static func fields(_ id: ConstraintID, in document: Document) -> [String: String] {
    let constraint = document.addressedConstraint(id)
    let number = { (value: Double) in formatNumber(value) }
    return [
      "class": constraint.className, "address": constraint.address ?? "",
      "identifier": constraint.identifier ?? "", "first": constraint.first,
      "firstAttribute": constraint.firstAttribute.rawValue,
      "relation": constraint.relation.symbol, "second": constraint.second ?? "",
      "secondAttribute": constraint.second == nil ? "" : constraint.secondAttribute.rawValue,
      "multiplier": number(constraint.multiplier), "constant": number(constraint.constant),
      "priority": number(constraint.priority), "active": constraint.active ? "YES" : "NO",
    ]
  }

  @Test func theTableHasARowForEveryLine() throws {
    let rows = try Self.rows()
    #expect(rows.count == (try Self.lines()).count)
    #expect(rows.count == 60)
    #expect(rows.map { $0["line"] } == rows.indices.map { String($0 + 1) })
  }

  /// Each line alone: one constraint, carrying what the table says.
  @Test func everyFormIsReadAlone() throws {
    let lines = try Self.lines()
    for (line, row) in zip(lines, try Self.rows()) {
      let (document, warnings) = try Self.read(line + "\n")
      #expect(warnings.isEmpty, "\(row["form"]!): \(warnings)")
      let ids = document.constraintsInDocumentOrder
      #expect(ids.count == 1, "\(row["form"]!)")
      guard let id = ids.first else { continue }
      let fields = Self.fields(id, in: document)
      for (name, value) in fields {
        #expect(value == row[name], "line \(row["line"]!) (\(row["form"]!)): \(name)")
      }
    }
  }

  /// The whole file: every line read, nothing skipped.
  @Test func theWholeFileIsRead() throws {
    let text = try Self.lines().joined(separator: "\n") + "\n"
    let (document, warnings) = try Self.read(text)
    #expect(warnings.isEmpty)
    #expect(
      document.constraintsInDocumentOrder.compactMap { document[$0].location?.line }.sorted()
        == (try Self.rows()).compactMap { Int($0["line"]!) })
  }

  /// Each line hard-wrapped at 80 columns, as a terminal or a forum breaks it, mid-word: the
  /// pieces are read as one (the lines whose description starts past a logging tool's prefix
  /// are left whole: a prefix cut in two is not one; so are those holding an escape, a text the
  /// reader repairs before reading it, which it does not join).
  @Test func everyFormHardWrappedIsRead() throws {
    let lines = try Self.lines().filter { line in
      (line.prefix(8).contains("<") || line.hasPrefix("NSLayoutConstraint:"))
        && !line.contains("\\")
    }
    let wrapped = lines.map { line -> String in
      var pieces: [Substring] = []
      var rest = Substring(line)
      while rest.count > 80 {
        pieces.append(rest.prefix(80))
        rest = rest.dropFirst(80)
      }
      pieces.append(rest)
      return pieces.joined(separator: "\n")
    }
    #expect(wrapped.filter { $0.contains("\n") }.count >= 40)
    for (line, text) in zip(lines, wrapped) {
      let (whole, _) = try Self.read(line + "\n")
      let (document, warnings) = try Self.read(text + "\n")
      #expect(warnings.isEmpty)
      #expect(
        document.constraintsInDocumentOrder.map { document.addressedConstraint($0) }
          == whole.constraintsInDocumentOrder.map { whole.addressedConstraint($0) }, "\(text)")
    }
  }

  /// A line that cannot be read is a warning at its line and column, the rest read; with
  /// `--strict`, an error there.
  @Test func aLineNotReadIsALocatedWarning() throws {
    var lines = try Self.lines()
    // Line 5 loses its relation; line 19 the quote closing its label.
    lines[4] = lines[4].replacingOccurrences(of: " >= 20", with: " => 20")
    lines[18] = lines[18].replacingOccurrences(of: "'Label'", with: "'Label")
    let text = lines.joined(separator: "\n") + "\n"
    let (document, warnings) = try Self.read(text, strict: false)
    #expect(warnings.map(\.location.line) == [5, 19])
    #expect(warnings.allSatisfy { $0.location.column > 1 && $0.location.file == "constraints.txt" })
    #expect(document.constraintsInDocumentOrder.count == lines.count - 2)
    #expect(throws: ReadError.self) { try Self.read(text) }
  }
}
