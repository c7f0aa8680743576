import DumpModel

/// Undoes what Markdown (an issue, a blog post, a chat) does to console text pasted into it
/// and copied back out (docs/format.md, "Text that UIKit and LLDB print"):
///
/// - backslash escapes of ASCII punctuation (`\<`, `\>`, `\_`, `\*`, `\[`, `\|`): the
///   character;
/// - HTML entities (`&lt;`, `&gt;`, `&amp;`, `&quot;`, `&#39;`, `&nbsp;`): the character
///   (`&nbsp;` a space);
/// - `**bold**`: the text (a run of stars no `**` closes is kept: a walk's depth);
/// - `_` read as emphasis and written back as `*`: a Swift class name `_TtC5UIKit…_` comes back
///   as `*TtC5UIKit…*`; a `*` before `Tt` and a digit or a `C`/`G`/`V`, and the `*` that
///   closes it, are `_` again.
///
/// Code fences are lines of their own (`ConsoleLine.isPunctuation`).
enum MarkdownRepair {
  /// Whether the line may hold Markdown damage: a cheap test on every line.
  static func mayNeedRepair(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    var index = start
    while index < end {
      switch bytes[index] {
      case .backslash, ampersand: return true
      case .star:
        if index + 1 < end, bytes[index + 1] == .star || bytes[index + 1] == letterT {
          return true
        }
      default: break
      }
      index += 1
    }
    return false
  }

  /// The repaired line and, for each of its bytes (and its end), the offset in `bytes` it came
  /// from; nil when nothing needed repair.
  static func repair(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (
    bytes: [UInt8], offsets: [Int]
  )? {
    var out: [UInt8] = []
    var offsets: [Int] = []
    out.reserveCapacity(end - start)
    offsets.reserveCapacity(end - start + 1)
    var changed = false
    var mangledOpen = false
    var boldOpen = false
    var index = start
    func emit(_ byte: UInt8, from offset: Int) {
      out.append(byte)
      offsets.append(offset)
    }
    while index < end {
      let byte = bytes[index]
      if byte == .backslash, index + 1 < end, isEscapable(bytes[index + 1]) {
        emit(bytes[index + 1], from: index)
        index += 2
        boldOpen.toggle()
        changed = true
        continue
      }
      if byte == ampersand, let (character, length) = entity(bytes, index, end) {
        emit(character, from: index)
        index += length
        changed = true
        continue
      }
      if byte == .star, index + 1 < end, bytes[index + 1] == .star {
        // `**bold**`; a run of stars no `**` closes is a walk's depth (`**<UILabel: …>`,
        // `DamagedWalks`), kept.
        var run = index
        while run < end, bytes[run] == .star { run += 1 }
        if !boldOpen, !closesBold(bytes, run, end) {
          while index < run {
            emit(.star, from: index)
            index += 1
          }
          continue
        }
        index += 2
        boldOpen.toggle()
        changed = true
        continue
      }
      if byte == .star, startsMangledName(bytes, index + 1, end) {
        emit(underscore, from: index)
        mangledOpen = true
        index += 1
        changed = true
        continue
      }
      if byte == .star, mangledOpen, index > start, bytes[index - 1].isNameByte {
        emit(underscore, from: index)
        mangledOpen = false
        index += 1
        changed = true
        continue
      }
      emit(byte, from: index)
      index += 1
    }
    offsets.append(end)
    return changed ? (out, offsets) : nil
  }

  /// `TtC5`, `TtCC5`, `TtGC7`, `TtV5`: what follows `_` in a mangled Swift class name.
  /// Whether `**` comes again on the line after `index`.
  private static func closesBold(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Bool {
    var at = index
    while at + 1 < end {
      if bytes[at] == .star, bytes[at + 1] == .star { return true }
      at += 1
    }
    return false
  }

  private static func startsMangledName(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Bool {
    guard index + 3 < end, bytes[index] == letterT, bytes[index + 1] == UInt8(ascii: "t") else {
      return false
    }
    var probe = index + 2
    while probe < end,
      [UInt8(ascii: "C"), UInt8(ascii: "G"), UInt8(ascii: "V")].contains(
        bytes[probe])
    {
      probe += 1
    }
    return probe > index + 2 && probe < end && bytes[probe].isDigit
  }

  private static func isEscapable(_ byte: UInt8) -> Bool {
    escapable.contains(byte)
  }

  /// An HTML entity at `index`: the character and the entity's length.
  private static func entity(_ bytes: [UInt8], _ index: Int, _ end: Int) -> (UInt8, Int)? {
    for (name, character) in entities {
      let length = name.count
      if index + length <= end, bytes[index..<index + length].elementsEqual(name) {
        return (character, length)
      }
    }
    return nil
  }

  static let ampersand = UInt8(ascii: "&")
  static let underscore = UInt8(ascii: "_")
  static let letterT = UInt8(ascii: "T")
  static let escapable = Set("\\`*_{}[]()<>#+-.!|\"'&".utf8)
  static let entities: [([UInt8], UInt8)] = [
    ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"),
    ("&nbsp;", " "), ("&#x27;", "'"),
  ].map { (name: String, character: Unicode.Scalar) in (Array(name.utf8), UInt8(ascii: character)) }
}
