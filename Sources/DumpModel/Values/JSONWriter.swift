/// The one JSON text writer of the package: every JSON output — the dump's JSON
/// (`Document.jsonData()`, docs/format.md) and every `JSONText` (reports, findings, SARIF,
/// diagnostics, `--format json`) — is written by it, so the layout of JSON text is decided here
/// alone. It streams UTF-8 bytes: a caller opens a container, starts each member (`key`) or
/// element (`nextElement`), writes its value, and ends the container.
///
/// The layout (docs/cli.md, "JSON outputs"):
/// - `indented`: two spaces a level; an object or array one member or element a line, a
///   comma after each but the last, `": "` after a key; an empty container is `{}` or `[]`.
///   An array the caller gives as numbers or words (`numbers`, `words`) stays on one line,
///   `[1, 2.5]`.
/// - `line`: the same tokens on one line without spaces (a JSON Lines record).
///
/// Strings are escaped by `JSONEscaping`, numbers written by `appendNumber` (`formatNumber`).
public struct JSONWriter: Sendable {
  /// How the writer lays text out.
  public enum Style: Sendable {
    /// Two-space indented, one member or element a line.
    case indented
    /// One line without spaces.
    case line
  }

  /// A container open: the byte that closes it, and whether it has a member or element yet.
  @usableFromInline
  struct Container: Sendable {
    @usableFromInline let closing: UInt8
    @usableFromInline var isEmpty = true

    @usableFromInline
    init(closing: UInt8) { self.closing = closing }
  }

  @usableFromInline var output: [UInt8] = []
  @usableFromInline var containers: [Container] = []
  @usableFromInline let indented: Bool

  public init(style: Style = .indented, reservingCapacity capacity: Int = 0) {
    indented = style == .indented
    output.reserveCapacity(capacity)
  }

  /// The text written so far, as UTF-8 bytes.
  public var bytes: [UInt8] { output }

  /// The text written so far.
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// Takes the text written so far out of the writer, which goes on from where it was
  /// (a stream that prints each piece as soon as it is written).
  mutating func takeText() -> String {
    defer { output.removeAll(keepingCapacity: true) }
    return text
  }

  // MARK: - Containers

  @inlinable
  public mutating func beginObject() { begin(UInt8(ascii: "{"), UInt8(ascii: "}")) }

  @inlinable
  public mutating func beginArray() { begin(UInt8(ascii: "["), UInt8(ascii: "]")) }

  @inlinable
  mutating func begin(_ opening: UInt8, _ closing: UInt8) {
    output.append(opening)
    containers.append(Container(closing: closing))
  }

  /// Ends the container open: its last member's line end and the indentation before the
  /// closing bracket, or nothing between the brackets of an empty one.
  @inlinable
  public mutating func end() {
    let container = containers.removeLast()
    if !container.isEmpty { newline() }
    output.append(container.closing)
  }

  /// Starts a member of the object open: `"name": `.
  @inlinable
  public mutating func key(_ name: String) {
    assert(containers.last?.closing == UInt8(ascii: "}"), "a key outside an object")
    nextElement()
    JSONEscaping.append(name, to: &output)
    output.append(UInt8(ascii: ":"))
    if indented { output.append(UInt8(ascii: " ")) }
  }

  /// Starts the next element of the container open: a comma after the one before, then (when
  /// indented) a line end and the indentation.
  @inlinable
  public mutating func nextElement() {
    let last = containers.count - 1
    if containers[last].isEmpty {
      containers[last].isEmpty = false
    } else {
      output.append(UInt8(ascii: ","))
    }
    newline()
  }

  /// A line end and the indentation of the containers open; nothing on one line.
  @inlinable
  mutating func newline() {
    guard indented else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * containers.count))
  }

  /// The line end after the outermost value (an output ends in one).
  @inlinable
  public mutating func endLine() { output.append(UInt8(ascii: "\n")) }

  // MARK: - Values

  @inlinable
  public mutating func string(_ value: String) { JSONEscaping.append(value, to: &output) }

  @inlinable
  public mutating func number(_ value: Double) { appendNumber(value, to: &output) }

  @inlinable
  public mutating func bool(_ value: Bool) {
    output.append(contentsOf: (value ? "true" : "false").utf8)
  }

  @inlinable
  public mutating func null() { output.append(contentsOf: "null".utf8) }

  /// An array of numbers on one line: `[1, 2.5]` (`[1,2.5]` on one line).
  @inlinable
  public mutating func numbers(_ values: [Double]) {
    oneLine(values) { $0.number($1) }
  }

  /// An array of strings on one line: `["a", "b"]`.
  @inlinable
  public mutating func words(_ values: [String]) {
    oneLine(values) { $0.string($1) }
  }

  @inlinable
  mutating func oneLine<Value>(
    _ values: [Value], _ write: (inout JSONWriter, Value) -> Void
  ) {
    output.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 {
        output.append(UInt8(ascii: ","))
        if indented { output.append(UInt8(ascii: " ")) }
      }
      write(&self, value)
    }
    output.append(UInt8(ascii: "]"))
  }
}
