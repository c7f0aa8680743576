import BarModel
import DumpModel
import Foundation
import LaidOut
import Pictures

extension BarPicture {
  /// What a view is labelled with (docs/pictures.md): `StackView`, `Adaptor`; an item, title or
  /// back button by its title or text (its own, else the first inside it); a content view
  /// `ContentView`, a bar's background `Background`; any other view by its class, short
  /// (`UIImageView` → `ImageView`).
  func label(_ view: ViewID, role: SceneItem.Role) -> String {
    switch role {
    case .stackView: return "StackView"
    case .adaptor: return "Adaptor"
    case .bar: return document[view].className
    case .item, .title, .backButton:
      var text: String?
      walk(view) { inner in
        if text == nil, let title = document[inner].title, !title.isEmpty { text = title }
        return text == nil
      }
      return text?.trimmingCharacters(in: .whitespaces) ?? Self.shortClass(document[view].className)
    default:
      if structure.isContentView(view) { return "ContentView" }
      // A background printed in a walk of the bar's subviews, without its bar (sample 51),
      // is one too: by its class.
      let className = document[view].className
      if BarClass.isBackground(className) { return "Background" }
      return Self.shortClass(className)
    }
  }

  /// `_UIBarBackground` → `BarBackground`, `UIImageView` → `ImageView`; an app's class as it is.
  static func shortClass(_ className: String) -> String {
    var name = Substring(className)
    while name.first == "_" { name = name.dropFirst() }
    if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first?.isUppercase == true {
      name = name.dropFirst(2)
    }
    return String(name)
  }

  /// `LeadingBarGuide(0x7fb4d8c0c1e0)` → `LeadingBarGuide`.
  static func guideLabel(_ guide: LayoutGuide) -> String {
    let identifier = guide.identifier ?? guide.className
    if identifier.hasSuffix(")"), let open = identifier.lastIndex(of: "("),
      identifier[identifier.index(after: open)...].hasPrefix("0x")
    {
      return String(identifier[..<open])
    }
    return identifier
  }

  /// The tooltip: class, address, frame in its superview (as the dump records it).
  func detail(_ item: ItemID, frame: Rect) -> String {
    var text = "\(document.className(of: item)) \(document.address(of: item))"
    if case .guide(let guide) = item, let identifier = document[guide].identifier {
      text += " '\(identifier)'"
    } else if let title = document.label(of: item), !title.isEmpty {
      text += " '\(title)'"
    }
    if let own = document.frame(of: item) { text += " " + PointText.frame(own) }
    return text
  }
}
