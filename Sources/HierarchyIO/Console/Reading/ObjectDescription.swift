import DumpModel

/// One object as `-[UIView description]` prints it:
/// `<UIButton: 0x10940abb0; frame = (0 0; 44 44); opaque = NO; layer = <CALayer: 0x1c0>>`,
/// with an optional `'title'` after the address, values nested in `<…>`, `{…}`, `(…)` and
/// quotes, `key: value` pairs (`contentOffset: {0, -64}`), and what some classes print after
/// the closing `>` (`layout=0x107e1a430`, `buttonBar=0x283fbc5a0`, `effect=none`).
struct ObjectDescription {
  var className: String
  var address: String
  var title: String?
  /// `key = value` pairs inside the brackets, values as printed (`(0 0; 375 44)`, `NO`).
  var pairs: [(key: String, value: String)] = []
  /// `key=value` words after the closing `>`.
  var trailing: [(key: String, value: String)] = []

  func value(_ key: String) -> String? { pairs.first { $0.key == key }?.value }

  /// Parses from the cursor's `<` to the matching `>` and what follows on the line.
  static func parse(_ cursor: inout ByteCursor, trailingWords: Bool = true) throws(GrammarError)
    -> ObjectDescription
  {
    guard cursor.consume(.lessThan) else {
      throw GrammarError(offset: cursor.position, problem: "expected '<'")
    }
    let classStart = cursor.position
    // The class ends at `: `; generic Swift class names hold `<`, `>`, `,` and spaces.
    // The name is one the top-level reader takes too (`ClassName.end`): what `show`
    // prints of a tree reads back the same (a '-' is in no Objective-C or Swift class name).
    guard let colon = cursor.firstIndex(of: Self.colonSpace), colon > classStart,
      ClassName.end(cursor.bytes, from: classStart, to: colon + 1) == colon
    else {
      throw GrammarError(offset: cursor.position, problem: "expected 'Class: 0xADDRESS'")
    }
    let className = cursor.string(classStart..<colon)
    cursor.position = colon + 2
    guard let address = cursor.printedAddress() else {
      throw GrammarError(offset: cursor.position, problem: "expected an address")
    }
    var object = ObjectDescription(className: className, address: address)
    cursor.skipSpaces()
    if cursor.peek() == .quote {
      let open = cursor.position
      let index = closingQuote(after: open, in: cursor)
      guard index < cursor.end else {
        throw GrammarError(offset: open, problem: "expected the quote closing the title")
      }
      object.title = unescape(cursor.string(open + 1..<index))
      cursor.position = index + 1
    }
    while true {
      cursor.skipSpaces()
      if cursor.consume(.greaterThan) { break }
      if cursor.consume(.semicolon) || cursor.consume(.comma) { continue }
      guard !cursor.atEnd else {
        throw GrammarError(offset: cursor.position, problem: "expected '>' closing the description")
      }
      // key = value, or key: value
      let keyStart = cursor.position
      while let byte = cursor.peek(), byte.isNameByte || byte == .space,
        !(byte == .space && (cursor.peek(1) == .equals || cursor.peek(1) == .colon))
      {
        cursor.position += 1
      }
      let key = cursor.string(keyStart..<cursor.position)
      cursor.skipSpaces()
      guard !key.isEmpty, cursor.consume(.equals) || cursor.consume(.colon) else {
        throw GrammarError(offset: cursor.position, problem: "expected 'key = value'")
      }
      cursor.skipSpaces()
      let valueStart = cursor.position
      try skipValue(&cursor)
      var valueEnd = cursor.position
      while valueEnd > valueStart, cursor.bytes[valueEnd - 1].isSpace { valueEnd -= 1 }
      object.pairs.append((key, cursor.string(valueStart..<valueEnd)))
    }
    guard trailingWords else { return object }
    // Words after the description: `layout=0x107e1a430`, `clientRequestedContentView`, a
    // Cycript backtick; up to the next description on the line. `<…>,UIView` alone: a walk
    // printing each view's superclass after it.
    if let superclass = superclass(after: cursor) {
      object.trailing.append(("superclass", superclass))
      cursor.position = cursor.end
    }
    while true {
      cursor.skipSpaces()
      guard let next = cursor.peek(), next != .lessThan else { break }
      let start = cursor.position
      while let byte = cursor.peek(), !byte.isSpace, byte != .lessThan { cursor.position += 1 }
      let word = cursor.string(start..<cursor.position)
      if let equals = word.firstIndex(of: "="), equals != word.startIndex {
        let key = String(word[..<equals])
        var value = String(word[word.index(after: equals)...])
        while value.hasSuffix("`") { value.removeLast() }
        if key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          object.trailing.append((key, value))
        }
      }
    }
    return object
  }

  /// `,UIView` (or `, UIControl`) and nothing else from the cursor to the end of the line.
  static func superclass(after cursor: ByteCursor) -> String? {
    var probe = cursor
    probe.skipSpaces()
    guard probe.consume(.comma) else { return nil }
    probe.skipSpaces()
    let start = probe.position
    while let byte = probe.peek(), byte.isNameByte { probe.position += 1 }
    guard probe.position > start else { return nil }
    let name = probe.string(start..<probe.position)
    probe.skipSpaces()
    return probe.atEnd ? name : nil
  }

  /// The quote closing the one at `open`: the first quote followed by `;`, `>` or the end
  /// (`text = 'a; b'` and `'it's'` hold quotes and semicolons); `cursor.end` when none is.
  private static func closingQuote(after open: Int, in cursor: ByteCursor) -> Int {
    var index = open + 1
    while index < cursor.end {
      if cursor.bytes[index] == .quote,
        index + 1 == cursor.end
          || cursor.bytes[index + 1] == .semicolon || cursor.bytes[index + 1] == .greaterThan
      {
        return index
      }
      index += 1
    }
    return cursor.end
  }

  /// Skips a value up to the `;` or `>` that ends it, past nested brackets and quotes.
  private static func skipValue(_ cursor: inout ByteCursor) throws(GrammarError) {
    var depth = 0
    while let byte = cursor.peek() {
      switch byte {
      case .lessThan, .openBrace, .openParen, .openBracket:
        depth += 1
      case .greaterThan, .closeBrace, .closeParen, .closeBracket:
        if depth == 0 { return }
        depth -= 1
      case .semicolon where depth == 0:
        return
      case .quote where depth == 0:
        cursor.position = closingQuote(after: cursor.position, in: cursor)
      default:
        break
      }
      cursor.position += 1
    }
    throw GrammarError(offset: cursor.position, problem: "expected '>' closing the description")
  }

  static let colonSpace = Array(": ".utf8)

  /// Applies what a description tells of a view: frame, scroll offset, autoresizing mask,
  /// alpha, hidden, interaction, tag, a label's text as its title, and the words after it.
  func apply(to view: inout ViewAttributes) throws(GrammarError) {
    if let title, view.title == nil { view.title = title }
    var failure: GrammarError?
    for (key, value) in pairs {
      switch key {
      case "frame":
        guard let frame = try? ValueParser.rect(value) else {
          failure = GrammarError(offset: 0, problem: "cannot read the frame '\(value)'")
          continue
        }
        view.frame = frame
      case "autoresize":
        if let mask = try? ValueParser.autoresizingMask(value) { view.autoresizingMask = mask }
      case "alpha": if let alpha = try? ValueParser.number(value) { view.alpha = alpha }
      case "hidden": view.hidden = value == "YES"
      case "userInteractionEnabled": view.userInteractionEnabled = value != "NO"
      case "tag": if let tag = try? ValueParser.integer(value) { view.tag = tag }
      case "text":
        if view.title == nil, value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
          view.title = Self.unescape(String(value.dropFirst().dropLast()))
        }
      case "opaque", "clipsToBounds", "baseClass", "transform":
        // Not modelled, but `inspect show` prints them back (kept as unknown attributes);
        // `baseClass = UINavigationBar` names the UIKit class an app's subclass is (83:2);
        // `transform = [a, b, c, d, tx, ty]` makes the frame the transformed bounds' box.
        if !view.unknownAttributes.contains(where: { $0.name == key }) {
          view.unknownAttributes.append(UnknownAttribute(name: key, value: value))
        }
      case "contentOffset":
        // `{0, -64}`, as `NSStringFromCGPoint` prints it.
        if let point = try? ValueParser.numbers(value, count: 2), point != [0, 0] {
          view.bounds = Rect(x: point[0], y: point[1], width: 0, height: 0)
        }
      default: break
      }
    }
    if var bounds = view.bounds, let frame = view.frame {
      bounds.width = frame.width
      bounds.height = frame.height
      view.bounds = bounds
    }
    for (key, value) in trailing where !Self.modelAttributeNames.contains(key) {
      if !view.unknownAttributes.contains(where: { $0.name == key }) {
        view.unknownAttributes.append(UnknownAttribute(name: key, value: value))
      }
    }
    if let failure { throw failure }
  }

  /// Attribute names the dump format gives a view a meaning for (`ViewAttributeTable`): a word
  /// after a description that collides with one is not kept.
  static let modelAttributeNames = Set(ViewAttributeTable.names)

  /// Decodes `\u53d6` escapes (Cycript, `po` of an `NSString` in a collection): one rule for
  /// every reader (`UnicodeEscape`); the reader refuses an escape of a character a dump cannot
  /// hold at its place (`ConsoleReader.refuseEscapes`).
  static func unescape(_ text: String) -> String { UnicodeEscape.decoded(text) }
}
