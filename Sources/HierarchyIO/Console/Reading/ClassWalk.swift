import DumpModel

/// A walk that prints class names only, one view a line, its depth shown by indentation,
/// `|` or arrow dashes, as a loop over `subviews` printing `type(of: view)` does:
///
///     UINavigationBar
///       _UIBarBackground
///         UIImageView
///       _UINavigationBarContentView
///
/// A single word may as well be prose (a caption such as `iOS10`), so the lines of a block are
/// read as views only when the block has at least two and one names a UIKit class (`UI…`,
/// `_UI…`); else they are skipped lines. Such a view has no address: it is given `line<N>`, the
/// line it was printed on, which no UIKit address can be.
struct PendingClass {
  var name: String
  var depth: Int
  var location: SourceLocation
  /// What a `class:…,,,superClass:…` line printed beside it (`DamagedWalks`).
  var superclass: String? = nil
}

enum ClassWalk {
  /// The class name a line holds alone (`UIView`, `_UIButtonBarStackView`,
  /// `MyApp.BadgeView`, `SwiftUI._UIHostingView<SwiftUI.AnyView>`), or nil.
  static func className(_ cursor: ByteCursor) -> String? {
    var end = cursor.end
    while end > cursor.position, cursor.bytes[end - 1].isSpace { end -= 1 }
    guard end > cursor.position, end - cursor.position <= 256,
      ClassName.end(cursor.bytes, from: cursor.position, to: end) == end,
      cursor.bytes[cursor.position..<end].contains(where: { $0 >= 0x41 && $0 <= 0x5A }),
      cursor.bytes[end - 1] != .dot
    else { return nil }
    return cursor.string(cursor.position..<end)
  }

  static func isUIKitClass(_ name: String) -> Bool {
    name.hasPrefix("UI") || name.hasPrefix("_UI")
  }
}

extension ConsoleReader {
  /// Reads the pending class names as views, or skips them (see `ClassWalk`).
  mutating func flushClasses() throws(ReadError) {
    guard !pendingClasses.isEmpty else { return }
    let block = pendingClasses
    pendingClasses = []
    guard block.count >= 2, block.contains(where: { ClassWalk.isUIKitClass($0.name) }) else {
      for line in block {
        skippedCount += 1
        if strict || skipped.isEmpty { skipped.append((line.location, line.name)) }
      }
      return
    }
    for line in block {
      if let refusal = NonViewObject.refusal(
        ofClass: line.name.utf8, text: line.name, at: line.location)
      {
        try report(refusal)
        continue
      }
      let index = assembler.view(
        "line\(line.location.line)", className: line.name, location: line.location)
      place(index, depth: line.depth)
      walkLinePlaced(index, depth: line.depth)
      if let superclass = line.superclass { setSuperclass(superclass, of: index) }
    }
  }
}
