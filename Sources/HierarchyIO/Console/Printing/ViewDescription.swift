import DumpModel

// The one-line descriptions UIKit prints for a view (`-[UIView description]`) and a layout
// guide (`-[UILayoutGuide description]`), built from what a dump records.

extension ViewAttributes {
  /// The view as `-[UIView description]` prints it, without the keys a dump does not record
  /// (`layer = <CALayer: …>`, `gestureRecognizers`, …):
  /// `<_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44); alpha = 0>`.
  ///
  /// Keys come in UIKit's order — `frame`, `text` (labels and text views),
  /// `clipsToBounds`, `alpha`, `hidden` (samples 52 and 66: `clipsToBounds = YES; alpha = 0;
  /// hidden = YES`), `opaque`, `autoresize`, `userInteractionEnabled`, `tag` — and only when they differ from UIKit's default, as UIKit prints them. A view
  /// without a recorded frame prints without `frame =`. The title of a view that UIKit does not
  /// describe with `text = '…'` follows the address in quotes, as `_autolayoutTrace` and the
  /// constraint logs name the view (`UIButton: 0x10940abb0' Back'`).
  public var uikitDescription: String {
    var text = "<\(className): \(address)"
    if let title, !Self.printsTextKey(className) { text += "'\(escapingControlCharacters(title))'" }
    var keys: [String] = []
    if let frame { keys.append("frame = \(frame.uikitDescription)") }
    if let title, Self.printsTextKey(className) {
      keys.append("text = '\(escapingControlCharacters(title))'")
    }
    if unknownFlag("clipsToBounds") == true { keys.append("clipsToBounds = YES") }
    if alpha != 1 { keys.append("alpha = \(uikitNumber(alpha))") }
    if hidden { keys.append("hidden = YES") }
    if unknownFlag("opaque") == false { keys.append("opaque = NO") }
    if !autoresizingMask.isEmpty {
      keys.append("autoresize = \(autoresizingMask.uikitDescription)")
    }
    if !userInteractionEnabled { keys.append("userInteractionEnabled = NO") }
    if let tag, tag != 0 { keys.append("tag = \(tag)") }
    for key in keys { text += "; " + key }
    return text + ">"
  }

  /// UIKit describes labels, text fields and text views with `text = '…'` after the frame.
  static func printsTextKey(_ className: String) -> Bool {
    className.hasSuffix("Label") || className.hasSuffix("TextField")
      || className.hasSuffix("TextView")
  }

  /// A `YES`/`NO` attribute this version of the format does not model (`opaque`,
  /// `clipsToBounds`, kept verbatim by the readers), or nil.
  private func unknownFlag(_ name: String) -> Bool? {
    guard let attribute = unknownAttributes.first(where: { $0.name == name }) else { return nil }
    switch attribute.value {
    case "YES", "yes", "true", "1": return true
    case "NO", "no", "false", "0": return false
    default: return nil
    }
  }
}

extension LayoutGuide {
  /// The guide as `_autolayoutTrace` prints it:
  ///
  ///     <UILayoutGuide: 0x1c01a1500 - "BackButtonGuide(0x109518800)",
  ///       layoutFrame = {{0, 0}, {16, 44}},
  ///       owningView = <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>>
  ///
  /// on one line.
  ///
  /// A guide without an identifier prints `- ""` as UIKit does; one without a recorded frame
  /// prints without `layoutFrame =`.
  /// - Parameter owner: the owning view, described with `ViewAttributes.uikitDescription`.
  public func uikitDescription(owner: ViewAttributes?) -> String {
    var text = "<\(className): \(address) - \"\(escapingControlCharacters(identifier ?? ""))\""
    if let frame { text += ", layoutFrame = \(frame.cgRectDescription)" }
    if let owner { text += ", owningView = \(owner.uikitDescription)" }
    return text + ">"
  }
}

extension Rect {
  /// `(16 0; 44 0.333333)`, as `-[UIView description]` prints a frame (`%g`: `uikitNumber`).
  public var uikitDescription: String {
    "(\(uikitNumber(x)) \(uikitNumber(y)); \(uikitNumber(width)) \(uikitNumber(height)))"
  }

  /// `{{16, 0}, {44, 44}}`, as `NSStringFromCGRect` prints a rectangle.
  public var cgRectDescription: String {
    "{{\(uikitNumber(x)), \(uikitNumber(y))}, {\(uikitNumber(width)), \(uikitNumber(height))}}"
  }
}

/// A title on one line: control characters (a multi-line label's newline) as `\u000a`, the
/// escape UIKit's descriptions use and the LLDB reader reads back.
private func escapingControlCharacters(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else {
    return text
  }
  var escaped = ""
  for scalar in text.unicodeScalars {
    if scalar.value < 0x20 || scalar.value == 0x7f {
      let hex = String(scalar.value, radix: 16)
      escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    } else {
      escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped
}
