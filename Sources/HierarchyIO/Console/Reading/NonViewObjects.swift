import DumpModel

extension ConsoleReader {
  /// The refusal of the object of class `className` whose text runs from `start` to `end`,
  /// when the class is a `NonViewObject`; nil for any other class. Every path that would make
  /// a view (a description, a tree or trace line, a class walk, a guide's `owningView`, a
  /// constraint's item) asks here first, so that what `show` prints always reads back.
  func nonViewRefusal(
    className: some Collection<UInt8>, from start: Int, to end: Int
  ) -> ReadError? {
    guard NonViewObject.kind(ofClass: className) != nil else { return nil }
    return NonViewObject.refusal(
      ofClass: className, text: shown(start, end).trimmingWhitespace(), at: location(at: start))
  }

  /// Reports `nonViewRefusal` (a warning, an error under `--strict`); true when it refused.
  mutating func refusedAsNonView(
    className: some Collection<UInt8>, from start: Int, to end: Int
  ) throws(ReadError) -> Bool {
    guard let refusal = nonViewRefusal(className: className, from: start, to: end) else {
      return false
    }
    try report(refusal)
    return true
  }
}

/// Objects LLDB prints beside a bar that are not views: `po navigationItem.rightBarButtonItems`
/// prints `UIBarButtonItem`s, in an `NSArray` or a Swift array, each as
/// `<UIBarButtonItem: 0x7fb4d8e16a00>` and, on the systems that describe them, fields after the
/// `>` (`target=… action=… title='Next'`, a `view=<…>` of its custom view). UIKit's bar items
/// (`UIBarItem` and its subclasses) and `UINavigationItem` are `NSObject`s, not views: UIKit
/// prints no frame for them, and the dump has no place for them. Each is a warning at its
/// description, never a view (QA S3-27; docs/format.md, "Text that UIKit and LLDB print").
///
/// The same holds for what a paste prints around its views (issue 21): a layer (`po
/// view.layer`, `po view.layer.sublayers`, a layer's line in a tree), a font (`UICTFont`), a
/// touch or an event, a colour, a trait collection, an image, a gesture recognizer, a
/// collection object (`__NSArrayM`, `NSDictionary`): each is a warning at its description,
/// never a view, whatever path would have made one.
package enum NonViewObject {
  /// What a class is, for the warning, when it is one of these (an app's subclass named
  /// as UIKit names them, `Demo.CloseBarButtonItem`, included); nil for any other class.
  package static func kind(ofClass name: some Collection<UInt8>) -> String? {
    let text = String(decoding: name, as: UTF8.self)
    if text.hasSuffix("BarButtonItemGroup") { return "a bar button item group" }
    if text.hasSuffix("BarButtonItem") || text == "UIBarItem" || text.hasSuffix("TabBarItem") {
      return "a bar item"
    }
    if text.hasSuffix("NavigationItem") { return "a navigation item" }
    // Core Animation's layers (`CALayer`, `CAShapeLayer`, `_UILabelLayer`,
    // `_UIBackdropViewLayer`): every layer class UIKit and Core Animation name ends in `Layer`.
    if text.hasSuffix("Layer") { return "a layer" }
    if text.hasSuffix("Font") || text == "UIFontDescriptor" { return "a font" }
    if text == "UITouch" || text.hasSuffix("TouchesEvent") || text == "UIEvent"
      || text == "UIPressesEvent"
    {
      return "a touch or an event"
    }
    // `UIColor` and its private classes (`UIDeviceRGBColor`, `UIDynamicSystemColor`,
    // `UICachedDeviceWhiteColor`, `UIDynamicCatalogColor`), `CGColor`.
    if text.hasSuffix("Color") || text == "CGColorRef" { return "a colour" }
    if text.hasSuffix("TraitCollection") { return "a trait collection" }
    if text == "UIImage" || text.hasSuffix("ImageAsset") || text == "UIImageSymbolConfiguration" {
      return "an image"
    }
    if text.hasSuffix("GestureRecognizer") { return "a gesture recognizer" }
    // `po view.leadingAnchor`: `<NSLayoutXAxisAnchor:0x600001c3f580 "UIView:0x7f9b….leading">`.
    if text.hasSuffix("AxisAnchor") || text == "NSLayoutDimension" || text == "NSLayoutAnchor" {
      return "a layout anchor"
    }
    if Self.collectionClasses.contains(text) || text.hasPrefix("__NSArray")
      || text.hasPrefix("__NSDictionary") || text.hasPrefix("__NSSet")
      || text.hasPrefix("__NSSingleObjectArray") || text.hasPrefix("__NSFrozen")
      || text.hasPrefix("_ContiguousArrayStorage")
      || text.hasPrefix("Swift._ContiguousArrayStorage")
    {
      return "a collection"
    }
    return nil
  }

  static let collectionClasses: Set<String> = [
    "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet",
    "NSOrderedSet", "NSPointerArray", "NSHashTable", "NSMapTable", "__NSCFArray",
    "__NSCFDictionary", "__NSCFSet", "__NSPlaceholderArray", "NSConcreteHashTable",
    "NSConcreteMapTable",
  ]

  /// The attribute a view keeps from a trait collection printed for it.
  package static let idiomName = "userInterfaceIdiom"

  /// `Pad` of `UserInterfaceIdiom = Pad` in a trait collection's description (98:3); nil
  /// for any other object or a description without it.
  static func idiom(ofClass name: String, in text: some Collection<UInt8>) -> String? {
    guard name.hasSuffix("TraitCollection") else { return nil }
    let bytes = Array(text)
    let key = Array("UserInterfaceIdiom = ".utf8)
    guard bytes.count >= key.count,
      let start = (0...(bytes.count - key.count)).first(where: {
        bytes[$0..<$0 + key.count].elementsEqual(key)
      })
    else { return nil }
    let value = bytes[(start + key.count)...].prefix { $0.isLetter || $0.isDigit }
    return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
  }

  /// The refusal of `text`, an object of class `name`, where a view was expected, when the
  /// class is one of these; nil for any other class.
  static func refusal(
    ofClass name: some Collection<UInt8>, text: String, at location: SourceLocation
  ) -> ReadError? {
    guard let kind = kind(ofClass: name) else { return nil }
    let why =
      ["a bar item", "a bar button item group", "a navigation item"].contains(kind)
      ? " (UIKit prints no frame for it)" : "; skipped"
    return ReadError(
      .other("cannot read '\(text)' as a view: it is \(kind)\(why)"), at: location)
  }

  /// The end of the object's text that starts at `open` (its `<`): the `>` closing its
  /// description, then the fields UIKit prints after it, up to a `,` before the next element
  /// (`<…> title='A', <…>` in a Swift array, an `NSArray` element's line), a `)` or `]`
  /// closing the array, or the end of the line. Brackets and quoted titles nest.
  static func end(from open: Int, in cursor: ByteCursor) -> Int {
    let bytes = cursor.bytes
    var depth = 0
    var quoted = false
    var headerClosed = false
    for index in open..<cursor.end {
      let byte = bytes[index]
      if quoted {
        if byte == .quote { quoted = false }
        continue
      }
      switch byte {
      case .quote where headerClosed && depth == 0:
        quoted = true
      case .lessThan, .openParen, .openBracket, .openBrace:
        depth += 1
      case .greaterThan, .closeParen, .closeBracket, .closeBrace:
        if depth == 0 { return index }
        depth -= 1
        if depth == 0 { headerClosed = true }
      case .comma where depth == 0:
        return index
      default:
        break
      }
    }
    return cursor.end
  }
}
