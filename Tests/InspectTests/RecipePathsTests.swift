import Foundation
import TestSupport
import Testing

/// docs/contributing.md's recipes ("Adding an attribute", "… a format", "… a patch", "… an
/// option", "… a check") name the files a newcomer edits: each of them exists.
@Suite struct RecipePathsTests {
  @Test func everyPathARecipeNamesExists() throws {
    let guide = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/contributing.md"), encoding: .utf8)
    let paths = RecipePaths.named(inRecipesOf: guide)
    #expect(paths.count > 20, "the recipes name too few paths: \(paths)")
    let missing = paths.filter { !RecipePaths.exists($0, under: Repository.root) }
    #expect(missing.isEmpty, "docs/contributing.md's recipes name files that do not exist")
  }

  /// Every path the guide names in backquotes, anywhere in it (the module map, the goldens,
  /// the recipes), exists: under Sources/, Tests/, Fixtures/ or docs/ (issue 18).
  @Test func everyPathTheGuideNamesExists() throws {
    let guide = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/contributing.md"), encoding: .utf8)
    let paths = RecipePaths.backquoted(in: guide)
    #expect(paths.count > 40, "the guide names too few paths: \(paths)")
    let missing = paths.filter { !RecipePaths.exists($0, under: Repository.root) }
    #expect(missing.isEmpty, "docs/contributing.md names files that do not exist: \(missing)")
  }

  @Test func aBackquotedPathThatDoesNotExistIsSeen() {
    let guide = """
      ## Build
      `Sources/Nowhere.swift`, `docs/…`, `Tests/AuditTests`, `Tools/kiwi` (not read) and
      `Sources/a b` (no path).

      ```
      `Fixtures/in-a-code-block` is code
      ```
      """
    let paths = RecipePaths.backquoted(in: guide)
    #expect(paths == ["Sources/Nowhere.swift", "docs/…", "Tests/AuditTests"])
    let missing = paths.filter { !RecipePaths.exists($0, under: Repository.root) }
    #expect(missing == ["Sources/Nowhere.swift"])
  }

  @Test func aRecipeThatNamesAMissingFileIsSeen() {
    let guide = """
      ## Build
      `Sources/Nowhere.swift` is outside the recipes.

      ## Adding a thing
      Edit `Sources/InspectCLI/Nowhere.swift` and `Sources/Patcher/Patches/<Name>Patch.swift`,
      then [cli.md](cli.md) and [gone.md](gone.md#anchor).

      ## Benchmarks
      """
    let paths = RecipePaths.named(inRecipesOf: guide)
    #expect(
      paths == [
        "Sources/InspectCLI/Nowhere.swift", "Sources/Patcher/Patches/<Name>Patch.swift",
        "docs/cli.md", "docs/gone.md",
      ])
    let missing = paths.filter { !RecipePaths.exists($0, under: Repository.root) }
    #expect(missing == ["Sources/InspectCLI/Nowhere.swift", "docs/gone.md"])
  }
}

/// The paths the recipes of docs/contributing.md name.
enum RecipePaths {
  /// Backquoted paths under the repository's top folders, and links to other docs, in the
  /// sections whose title starts with "Adding".
  static func named(inRecipesOf guide: String) -> [String] {
    var paths: [String] = []
    var inRecipe = false
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inRecipe = line.hasPrefix("## Adding")
        continue
      }
      guard inRecipe else { continue }
      for piece in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where piece.offset % 2 == 1 {
        let text = String(piece.element)
        if roots.contains(where: { text.hasPrefix($0) }), !text.contains(" ") {
          paths.append(text)
        }
      }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = after[..<close].split(separator: "#").first.map(String.init) ?? ""
        if target.hasSuffix(".md"), !target.contains("://") { paths.append("docs/" + target) }
        rest = after[close...]
      }
    }
    return paths
  }

  static let roots = ["Sources/", "Tests/", "docs/", "Tools/", "Fixtures/", "Benchmarks/", "Fuzz/"]

  /// Every backquoted path under Sources/, Tests/, Fixtures/ or docs/ in the whole text,
  /// outside fenced code blocks.
  static func backquoted(in text: String) -> [String] {
    var paths: [String] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      for piece in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where piece.offset % 2 == 1 {
        let text = String(piece.element)
        if ["Sources/", "Tests/", "Fixtures/", "docs/"].contains(where: { text.hasPrefix($0) }),
          !text.contains(" ")
        {
          paths.append(text)
        }
      }
    }
    return paths
  }

  /// A path exists; one with a placeholder (`<Name>Patch.swift`, `docs/…`) exists when its
  /// folder does.
  static func exists(_ path: String, under root: URL) -> Bool {
    var path = path
    if let placeholder = path.firstIndex(where: { $0 == "<" || $0 == "…" }) {
      path = String(path[..<placeholder])
      if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }
}
