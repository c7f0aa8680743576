import Foundation
import TestSupport
import Testing

/// docs/contributing.md's module graph is Package.swift's: every target, and the targets each
/// depends on. A target added, removed or rewired without the map fails here, with the lines
/// the map should hold.
@Suite struct ModuleMapTests {
  @Test func theMapIsPackageSwift() throws {
    let package = try String(
      contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let guide = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/contributing.md"), encoding: .utf8)
    let declared = try #require(ModuleMap.targets(ofPackage: package))
    let drawn = try #require(ModuleMap.targets(ofMap: guide), "no module graph in the guide")
    #expect(declared.count > 10)
    let message =
      "docs/contributing.md's module graph differs from Package.swift; it should read:\n"
      + ModuleMap.lines(declared).joined(separator: "\n")
    #expect(drawn == ModuleMap.Graph(declared), Comment(rawValue: message))
  }

  @Test func aMissingArrowIsSeen() throws {
    let package = """
      let package = Package(
        products: [.library(name: "B", targets: ["B"])],
        targets: [
          .target(name: "A"),
          .target(name: "B", dependencies: ["A"], path: "Sources/X/B"),
          .testTarget(
            name: "BTests",
            dependencies: [
              "B", "A",
            ]),
        ]
      )
      """
    let declared = try #require(ModuleMap.targets(ofPackage: package))
    #expect(declared.map(\.name) == ["A", "B", "BTests"])
    #expect(declared.map(\.dependencies) == [[], ["A"], ["B", "A"]])
    let map = """
      <!-- module graph: x -->

      ```
      A      → –
      B      → –
      BTests → A, B
      ```
      """
    let drawn = try #require(ModuleMap.targets(ofMap: map))
    #expect(drawn != ModuleMap.Graph(declared))
    #expect(drawn["B"] == [])
  }
}

/// The two readings the test compares.
enum ModuleMap {
  struct Target: Equatable {
    var name: String
    var dependencies: [String]
  }
  typealias Graph = [String: Set<String>]

  /// The targets of a Package.swift, in order: each `name:` after the line `targets: [` (not a
  /// product's `targets: [`), and the quoted names of its `dependencies: [ … ]`.
  static func targets(ofPackage text: String) -> [Target]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "targets: ["
      })
    else { return nil }
    let body = lines[start...].joined(separator: "\n")
    let pieces = body.components(separatedBy: "name: \"").dropFirst()
    return pieces.map { piece in
      let name = String(piece.prefix { $0 != "\"" })
      var dependencies: [String] = []
      if let list = piece.range(of: "dependencies: ["),
        let end = piece[list.upperBound...].firstIndex(of: "]")
      {
        dependencies = quoted(piece[list.upperBound..<end])
      }
      return Target(name: name, dependencies: dependencies)
    }
  }

  /// The graph the guide draws: the fenced block after its `<!-- module graph` line, one
  /// `Name → A, B` (or `Name → –`) a line.
  static func targets(ofMap text: String) -> Graph? {
    guard let marker = text.range(of: "<!-- module graph"),
      let open = text[marker.upperBound...].range(of: "```\n"),
      let close = text[open.upperBound...].range(of: "```")
    else { return nil }
    var graph: Graph = [:]
    for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
      let sides = line.components(separatedBy: "→")
      guard sides.count == 2 else { return nil }
      let name = sides[0].trimmingCharacters(in: .whitespaces)
      let right = sides[1].trimmingCharacters(in: .whitespaces)
      graph[name] =
        right == "–"
        ? [] : Set(right.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    return graph
  }

  static func lines(_ targets: [Target]) -> [String] {
    let width = (targets.map(\.name.count).max() ?? 0) + 1
    return targets.map { target in
      let name = target.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let list = target.dependencies.isEmpty ? "–" : target.dependencies.joined(separator: ", ")
      return "\(name)→ \(list)"
    }
  }

  private static func quoted(_ text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}

extension ModuleMap.Graph {
  init(_ targets: [ModuleMap.Target]) {
    self.init(uniqueKeysWithValues: targets.map { ($0.name, Set($0.dependencies)) })
  }
}
