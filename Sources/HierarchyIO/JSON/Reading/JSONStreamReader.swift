/// Reads a dump's JSON in one pass, token by token, straight into the document builder: no
/// tree of the views is made, and a value's XML text is made in one reused byte buffer for its
/// table row (a frame's four numbers as `x y; width height`, without a string on the way).
///
/// It reads the dumps the JSON writer writes, whatever they hold, and any other member order
/// in which a view's attributes come before its guides, subviews and constraints. On anything
/// else — any problem at all, or a view attribute after its children — it gives up (`nil`) and
/// the tree reader (`JSONDocumentReader`) reads the input again: every message, and where it
/// points, comes from that one reader. The two agree on every input they both read (the JSON
/// reader's tests, the fixtures and the fuzz regressions run through both). Patches and
/// unknown elements, rare and small, are read as trees by the tree reader's own functions.
struct JSONStreamReader {
  /// The stream reader gave up: the tree reader reads the input again.
  struct GiveUp: Error {}

  private var parser: JSONParser
  private var reader: JSONDocumentReader
  /// A value's XML text for its table row.
  private var text: [UInt8] = []
  /// The most bytes of JSON any one element's own members take (not its guides, subviews
  /// and constraints), and those of every namespace declaration: a bound on one start tag
  /// of the XML written (`tagBytes`).
  private var largestElement = 0
  private var declarationBytes = 0

  /// The JSON bytes that one start tag of the XML written comes from at most: an element's
  /// own members and every namespace declaration in the dump (the form check writes those in
  /// scope into each element it writes alone). `ReadLimits.mayPassTheTagLimit` of it says
  /// whether the XML form check must write every element.
  var tagBytes: Int { largestElement + declarationBytes }

  init(bytes: UnsafeBufferPointer<UInt8>, positions: SourcePositions) {
    parser = JSONParser(bytes: bytes)
    reader = JSONDocumentReader(positions: positions)
    text.reserveCapacity(256)
  }

  /// The document, or nil when the tree reader must read the input.
  mutating func document() -> Document? {
    do throws(GiveUp) {
      return try hierarchy()
    } catch {
      return nil
    }
  }

  private mutating func hierarchy() throws(GiveUp) -> Document {
    guard try next() == .objectStart else { throw GiveUp() }
    var keys = KeysSeen()
    var span = ElementSpan()
    var sawFormat = false
    while case .key(let key) = try next() {
      try member(key, &keys, HierarchyAttributeTable.table)
      span.member(at: parser.tokens.offset, own: key != "views")
      switch key {
      case "format":
        sawFormat = true
        guard case .number("1") = try next() else { throw GiveUp() }
      case "patches":
        reader.builder.metadata.patches += try patches()
      case "views":
        try array { (reader: inout Self) throws(GiveUp) in try reader.view(depth: 1) }
      case "unknownElements":
        reader.builder.metadata.unknownElements = try unknownElements()
      default:
        var metadata = reader.builder.metadata
        if let unknown = try attribute(key, HierarchyAttributeTable.table, into: &metadata) {
          metadata.unknownAttributes.append(unknown)
        }
        reader.builder.metadata = metadata
      }
    }
    span.end(at: parser.tokens.offset, &largestElement)
    guard sawFormat, try next() == .end else { throw GiveUp() }
    do throws(DocumentError) { return try reader.builder.finish() } catch { throw GiveUp() }
  }

  /// A view's object, its `{` read.
  private mutating func view(depth: Int) throws(GiveUp) {
    guard depth <= ReadLimits.viewDepth else { throw GiveUp() }
    var view = ViewAttributes(className: "", address: "")
    view.location = reader.positions.location(at: parser.tokens.offset)
    var keys = KeysSeen()
    var span = ElementSpan()
    var opened = false
    var sawClass = false
    var sawAddress = false
    while case .key(let key) = try next() {
      try member(key, &keys, ViewAttributeTable.table)
      let isChildren = key == "guides" || key == "subviews" || key == "constraints"
      span.member(at: parser.tokens.offset, own: !isChildren)
      switch key {
      case "guides", "subviews", "constraints":
        if !opened {
          guard sawClass, sawAddress else { throw GiveUp() }
          do throws(DocumentError) { try reader.builder.openView(view) } catch { throw GiveUp() }
          opened = true
        }
        switch key {
        case "guides": try array { (reader: inout Self) throws(GiveUp) in try reader.guide() }
        case "subviews":
          try array { (reader: inout Self) throws(GiveUp) in try reader.view(depth: depth + 1) }
        default: try array { (reader: inout Self) throws(GiveUp) in try reader.constraint() }
        }
      case _ where opened:
        // An attribute after the view's children: the tree reader reads it before them.
        throw GiveUp()
      case "unknownElements":
        view.unknownElements = try unknownElements()
      default:
        if let unknown = try attribute(key, ViewAttributeTable.table, into: &view) {
          view.unknownAttributes.append(unknown)
        } else if key == "class" {
          sawClass = true
        } else if key == "address" {
          sawAddress = true
        }
      }
    }
    span.end(at: parser.tokens.offset, &largestElement)
    if !opened {
      guard sawClass, sawAddress else { throw GiveUp() }
      do throws(DocumentError) { try reader.builder.openView(view) } catch { throw GiveUp() }
    }
    do throws(DocumentError) { try reader.builder.closeView() } catch { throw GiveUp() }
  }

  /// A guide's object, its `{` read.
  private mutating func guide() throws(GiveUp) {
    var guide = LayoutGuide(address: "")
    guide.location = reader.positions.location(at: parser.tokens.offset)
    var keys = KeysSeen()
    var span = ElementSpan()
    var sawAddress = false
    while case .key(let key) = try next() {
      try member(key, &keys, GuideAttributeTable.table)
      span.member(at: parser.tokens.offset, own: true)
      if key == "unknownElements" {
        guide.unknownElements = try unknownElements()
      } else if let unknown = try attribute(key, GuideAttributeTable.table, into: &guide) {
        guide.unknownAttributes.append(unknown)
      } else if key == "address" {
        sawAddress = true
      }
    }
    span.end(at: parser.tokens.offset, &largestElement)
    guard sawAddress else { throw GiveUp() }
    do throws(DocumentError) { try reader.builder.addGuide(guide) } catch { throw GiveUp() }
  }

  /// A constraint's object, its `{` read.
  private mutating func constraint() throws(GiveUp) {
    let table = ConstraintAttributeTable.table
    var constraint = LayoutConstraint(first: "", .notAnAttribute)
    constraint.location = reader.positions.location(at: parser.tokens.offset)
    var keys = KeysSeen()
    var span = ElementSpan()
    while case .key(let key) = try next() {
      try member(key, &keys, table)
      span.member(at: parser.tokens.offset, own: true)
      if key == "unknownElements" {
        constraint.unknownElements = try unknownElements()
      } else if let unknown = try attribute(key, table, into: &constraint) {
        constraint.unknownAttributes.append(unknown)
      }
    }
    span.end(at: parser.tokens.offset, &largestElement)
    // The tree reader's rules: `first` and `firstAttribute`; `second` with `secondAttribute`;
    // no `secondAttribute` other than `notAnAttribute` without `second`.
    let (first, firstAttribute, second, secondAttribute) = Self.constraintPositions
    guard keys.contains(first), keys.contains(firstAttribute),
      !keys.contains(second) || keys.contains(secondAttribute),
      keys.contains(second) || constraint.secondAttribute == .notAnAttribute
    else { throw GiveUp() }
    do throws(DocumentError) { try reader.builder.addConstraint(constraint) } catch {
      throw GiveUp()
    }
  }

  /// The table positions of `first`, `firstAttribute`, `second` and `secondAttribute`.
  private static let constraintPositions = {
    let positions = ConstraintAttributeTable.table.positions
    return (
      positions["first"]!, positions["firstAttribute"]!, positions["second"]!,
      positions["secondAttribute"]!
    )
  }()

  // MARK: - Members and values

  /// A member's key, checked as the tree's parser checks it: a string a dump can hold, once in
  /// its object, at most `ReadLimits.attributes` members.
  private mutating func member<Model>(
    _ key: String, _ keys: inout KeysSeen, _ table: AttributeTable<Model>
  ) throws(GiveUp) {
    try check(key)
    guard keys.insert(key, table.positions[key]), keys.count <= ReadLimits.attributes else {
      throw GiveUp()
    }
  }

  /// Reads the value of member `key` into `model` by the table's row for it, as the tree
  /// reader's `read` does.
  /// - Returns: nil when the table knows `key`; else the member as an unknown attribute.
  private mutating func attribute<Model>(
    _ key: String, _ table: AttributeTable<Model>, into model: inout Model
  ) throws(GiveUp) -> UnknownAttribute? {
    let token = try next()
    guard let position = table.positions[key] else {
      switch token {
      case .string(let value):
        try check(value)
        if key.hasPrefix("xmlns") { declarationBytes += key.utf8.count + value.utf8.count + 8 }
        return UnknownAttribute(name: key, value: value)
      case .number(let value):
        if key.hasPrefix("xmlns") { declarationBytes += key.utf8.count + value.utf8.count + 8 }
        return UnknownAttribute(name: key, value: value)
      case .bool(let value): return UnknownAttribute(name: key, value: value ? "YES" : "NO")
      default: throw GiveUp()
      }
    }
    text.removeAll(keepingCapacity: true)
    try valueText(token, JSONShape(table.kinds[position]))
    let read: Result<Void, ValueProblem> = text.withUnsafeBufferPointer { bytes in
      do throws(ValueProblem) {
        return .success(try table.read(position, bytes, into: &model))
      } catch {
        return .failure(error)
      }
    }
    guard case .success = read else { throw GiveUp() }
    return nil
  }

  /// Appends to `text` the XML text of a value of the shape, whose first token is `token`,
  /// as `JSONDocumentReader.scalarText` makes it.
  private mutating func valueText(_ token: JSONTokenizer.Token, _ shape: JSONShape)
    throws(GiveUp)
  {
    switch (shape, token) {
    case (.string, .string(let value)), (.number, .string(let value)),
      (.words, .string(let value)):
      try check(value)
      text.append(contentsOf: value.utf8)
    case (.number, .number(let value)): text.append(contentsOf: value.utf8)
    case (.bool, .bool(let value)): text.append(contentsOf: value ? "YES".utf8 : "NO".utf8)
    case (.words, .arrayStart):
      var count = 0
      while true {
        let item = try next()
        if item == .arrayEnd { break }
        guard case .string(let word) = item else { throw GiveUp() }
        try check(word)
        if count > 0 { text.append(UInt8(ascii: " ")) }
        text.append(contentsOf: word.utf8)
        count += 1
      }
    case (.numbers, .arrayStart), (.pair, .arrayStart), (.quad, .arrayStart),
      (.rect, .arrayStart):
      var count = 0
      while true {
        let item = try next()
        if item == .arrayEnd { break }
        guard case .number(let number) = item else { throw GiveUp() }
        if count > 0 {
          // `x y; width height`
          if shape == .rect && count == 2 { text.append(UInt8(ascii: ";")) }
          text.append(UInt8(ascii: " "))
        }
        text.append(contentsOf: number.utf8)
        count += 1
      }
      switch shape {
      case .pair: guard count == 2 else { throw GiveUp() }
      case .quad, .rect: guard count == 4 else { throw GiveUp() }
      default: break
      }
    default: throw GiveUp()
    }
  }

  /// Calls `item` for each object of the array that is the next value, the object's `{` read.
  private mutating func array(_ item: (inout Self) throws(GiveUp) -> Void) throws(GiveUp) {
    guard try next() == .arrayStart else { throw GiveUp() }
    while true {
      switch try next() {
      case .arrayEnd: return
      case .objectStart: try item(&self)
      default: throw GiveUp()
      }
    }
  }

  /// The next value as a tree.
  private mutating func tree() throws(GiveUp) -> JSONNode {
    let token = try next()
    do throws(JSONSyntaxError) { return try parser.parseValue(token) } catch { throw GiveUp() }
  }

  /// The next value, an array of unknown elements, by the tree reader's function.
  private mutating func unknownElements() throws(GiveUp) -> [UnknownElement] {
    let node = try tree()
    do throws(ReadError) { return try reader.unknownElements(node) } catch { throw GiveUp() }
  }

  /// The next value, an array of patch records, by the tree reader's function.
  private mutating func patches() throws(GiveUp) -> [PatchRecord] {
    guard case .array(let items) = try tree().value else { throw GiveUp() }
    var patches: [PatchRecord] = []
    for item in items {
      do throws(ReadError) { patches.append(try reader.patch(item)) } catch { throw GiveUp() }
    }
    return patches
  }

  // MARK: - Tokens

  private mutating func next() throws(GiveUp) -> JSONTokenizer.Token {
    do throws(JSONSyntaxError) { return try parser.tokens.next() } catch { throw GiveUp() }
  }

  /// A string as the tree's parser checks it.
  private mutating func check(_ string: String) throws(GiveUp) {
    do throws(JSONSyntaxError) { try parser.checkString(string) } catch { throw GiveUp() }
  }
}

/// The bytes an element's own members take in its object: from each member's key to the
/// token after its value.
struct ElementSpan {
  private var bytes = 0
  private var start: Int?

  /// A member's key read at `offset`; `own` unless it holds the element's children.
  mutating func member(at offset: Int, own: Bool) {
    close(at: offset)
    if own { start = offset }
  }

  /// The object's end read at `offset`: the largest element so far is updated.
  mutating func end(at offset: Int, _ largest: inout Int) {
    close(at: offset)
    largest = max(largest, bytes)
  }

  private mutating func close(at offset: Int) {
    if let start { bytes += offset - start }
    start = nil
  }
}

/// The keys of one object so far: those of its element's table as bits of their positions,
/// the others in a list (a dump's objects have a few).
struct KeysSeen {
  private var known: (UInt64, UInt64) = (0, 0)
  private var others: [String] = []
  private(set) var count = 0

  /// Adds a key; false when the object has it already (or its table is too long for the
  /// bits: then the tree reader decides).
  mutating func insert(_ key: String, _ position: Int?) -> Bool {
    count += 1
    guard let position else {
      if others.contains(key) { return false }
      others.append(key)
      return true
    }
    guard position < 128 else { return false }
    let bit: UInt64 = 1 << UInt64(position % 64)
    if position < 64 {
      if known.0 & bit != 0 { return false }
      known.0 |= bit
    } else {
      if known.1 & bit != 0 { return false }
      known.1 |= bit
    }
    return true
  }

  func contains(_ position: Int) -> Bool {
    let bit: UInt64 = 1 << UInt64(position % 64)
    return (position < 64 ? known.0 : known.1) & bit != 0
  }
}
