import Foundation

/// The repository's top-level folders, found from this file's path.
public enum Repository {
  /// `…/Fixtures`.
  public static let fixtures: URL = root.appendingPathComponent("Fixtures")
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// One `Fixtures/<case>/` folder.
public struct Fixture: Sendable, CustomStringConvertible, Hashable {
  public var name: String
  public var folder: URL { Repository.fixtures.appendingPathComponent(name) }
  public var description: String { name }

  public init(_ name: String) { self.name = name }

  /// Every fixture folder holding an `input.xml`, sorted by name.
  public static func cases(withInput input: String = "input.xml") -> [Fixture] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)) ?? []
    return names.sorted().filter {
      FileManager.default.fileExists(
        atPath: Repository.fixtures.appendingPathComponent($0).appendingPathComponent(input).path)
    }.map(Fixture.init)
  }

  public func url(_ file: String) -> URL { folder.appendingPathComponent(file) }
  public func data(_ file: String) throws -> Data { try Data(contentsOf: url(file)) }
  public func text(_ file: String) throws -> String {
    String(decoding: try data(file), as: UTF8.self)
  }
  public func exists(_ file: String) -> Bool {
    FileManager.default.fileExists(atPath: url(file).path)
  }
}
