import Foundation

/// A new, empty scratch directory under the system's temporary one (`inspect-NAME-UUID`).
public func scratchDirectory(_ name: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("inspect-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}
