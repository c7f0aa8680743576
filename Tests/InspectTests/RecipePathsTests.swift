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

  /// A path exists; one with a placeholder (`<Name>Patch.swift`) exists when its folder does.
  static func exists(_ path: String, under root: URL) -> Bool {
    var path = path
    if let placeholder = path.firstIndex(of: "<") {
      path = String(path[..<placeholder])
      if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }
}
