/// The identifiers UIKit gives a navigation bar's guides and constraints
/// (docs/navbar/ios11-12.md, ios13-18.md); those of any view's (margins guides, stack views) are
/// `UIKitIdentifier`'s. A test fails when another source file spells one (`IdentifierTests`).
public enum BarIdentifier {
  /// iOS 11–12's four guides of a navigation item's layout, `Role(0x…)` (01:13–21).
  public enum ChainRole: String, Sendable, CaseIterable, Hashable {
    case backButton = "BackButtonGuide"
    case leadingBar = "LeadingBarGuide"
    case title = "TitleView"
    case trailingBar = "TrailingBarGuide"

    // Compared and hashed by case: `RawRepresentable`'s hash hashed the role's name, for each
    // lookup of a guide set's dictionary of roles (the anatomy's, the model's, the audit's).
    public static func == (a: ChainRole, b: ChainRole) -> Bool { a.ordinal == b.ordinal }
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    private var ordinal: Int {
      switch self {
      case .backButton: return 0
      case .leadingBar: return 1
      case .title: return 2
      case .trailingBar: return 3
      }
    }
  }

  /// The prefix of iOS 11–12's guides inside a bar's stack (`UIButtonBar.…LayoutGuide`).
  public static let buttonBarPrefix = "UIButtonBar."
  /// iOS 11–12's guides inside a stack, ambiguous by design (01:23–25).
  public static let buttonBarGuides = [
    "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide",
    "UIButtonBar.minimumInterItemSpaceLayoutGuide",
    "UIButtonBar.minimumInterGroupSpaceLayoutGuide",
  ]

  /// One of UIKit's bar-button guides (`UIButtonBar.*LayoutGuide`), ambiguous by design.
  public static func isButtonBarGuide(_ identifier: String) -> Bool {
    identifier.hasPrefix(buttonBarPrefix) && identifier.hasSuffix("LayoutGuide")
  }

  /// iOS 15's item content guide (06:14–15).
  public static let itemContentGuide = "UINavigationBarItemContentLayoutGuide"
  /// Identifiers only seen on iOS 15 (06:11–17, 06:31, 06:50–52).
  public static let ios15Prefixes = [
    itemContentGuide, itemContentGuideConstraintPrefix, "BIB_", "CB_Trailing", "Mask_",
    "MaskEV_", staticButtonPosition,
  ]
  /// An identifier only iOS 15 prints: one of `ios15Prefixes` starts it (as `hasPrefix`
  /// tells), its bytes compared where they are (asked of every guide and constraint of a bar).
  public static func isIOS15(_ identifier: String) -> Bool {
    ios15PrefixBytes.prefixes(identifier)
      ?? ios15Prefixes.contains(where: identifier.hasPrefix)
  }

  private static let ios15PrefixBytes = ASCIINames(ios15Prefixes)

  /// How the identifiers of the constraints UIKit makes for a bar's buttons and a navigation
  /// bar start (samples 06, 10, 101, 113): the conflict logs' break rule counts them UIKit's.
  public static let uikitConstraintPrefixes = [
    "BIB_", "CB_", "TB_", "UINav", "Mask_", "MaskEV_", buttonBarPrefix, "UIBarButton", "_UI",
  ]

  // MARK: iOS 15's constraints (06:11–17, 06:31, 06:50–52), as the bar model makes them

  /// The item content guide's edges to the back button and the content view
  /// (`UINavItemContentGuide-leading`, `-trailing`).
  public static let itemContentGuideConstraintPrefix = "UINavItemContentGuide-"
  public static let itemContentGuideLeading = "UINavItemContentGuide-leading"
  public static let itemContentGuideTrailing = "UINavItemContentGuide-trailing"
  /// The back chevron's leading edge on the margins guide.
  public static let staticButtonPosition = "UINav_static_button_horiz_position"
  /// Inside the back button: the chevron to the button's leading edge, the title to the
  /// chevron, the title within the button, the mask and its effect view.
  public static let chevronLeading = "BIB_Leading_Leading"
  public static let titleAfterChevron = "BIB_Trailing_CB_Leading"
  public static let titleTrailing = "CB_Trailing_Trailing"
  public static let maskTrailing = "Mask_Trailing_Trailing"
  public static let maskEffectLeading = "MaskEV_Leading_BIB_Trailing"

  /// Splits `LeadingBarGuide(0x109518800)` into its role and the layout's address.
  public static func chainRole(of identifier: String) -> (role: ChainRole, layout: String)? {
    // Read on every guide of every bar (the recognition, the anatomy, the audit's structure):
    // the identifier's bytes are read where they are, the name compared length first with
    // each role's bytes, and only a chain guide's address becomes a string. Through the
    // `UTF8View`'s indices, the same reading cost ~2,000 instructions a guide.
    if let found = identifier.utf8.withContiguousStorageIfAvailable({ chainRole(bytes: $0) }) {
      return found
    }
    return chainRoleByIndices(of: identifier)
  }

  /// `chainRole(of:)` read through the `UTF8View`'s indices: a string without contiguous
  /// bytes, and the tests' reference for the bytes' reading.
  package static func chainRoleByIndices(of identifier: String) -> (
    role: ChainRole, layout: String
  )? {
    let (name, layout) = guideIdentifierParts(identifier)
    guard
      let role = chainRoleNames.first(where: {
        name.count == $0.bytes.count && name.elementsEqual($0.bytes)
      })?.role
    else { return nil }
    return (role, layout.map { String($0) } ?? "")
  }

  /// `chainRole(of:)` of an identifier's UTF-8 bytes: `Name(suffix)` split at its last `(`
  /// when it ends in `)` (ASCII bytes, never part of another character's), as
  /// `guideIdentifierParts` splits it.
  private static func chainRole(bytes: UnsafeBufferPointer<UInt8>) -> (
    role: ChainRole, layout: String
  )? {
    var nameEnd = bytes.count
    var layout: Range<Int>?
    if let last = bytes.last, last == UInt8(ascii: ")"),
      let open = bytes.lastIndex(of: UInt8(ascii: "("))
    {
      nameEnd = open
      layout = open + 1..<bytes.count - 1
    }
    for (role, roleBytes) in chainRoleNames where roleBytes.count == nameEnd {
      guard roleBytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes[0..<nameEnd]) }) else {
        continue
      }
      let suffix = layout.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
      return (role, suffix)
    }
    return nil
  }

  private static let chainRoleNames = ChainRole.allCases.map {
    (role: $0, bytes: Array($0.rawValue.utf8))
  }

  /// Splits `Name(suffix)` into the name and the suffix ("" when there is none).
  public static func splitGuideIdentifier(_ identifier: String) -> (name: String, layout: String) {
    let (name, layout) = guideIdentifierParts(identifier)
    return (layout == nil ? identifier : String(Substring(name)), layout.map { String($0) } ?? "")
  }

  /// `Name(suffix)`'s name and suffix, in place; no suffix when the identifier does not end
  /// in a parenthesis.
  private static func guideIdentifierParts(_ identifier: String) -> (
    name: Substring.UTF8View, layout: Substring?
  ) {
    let bytes = identifier.utf8
    guard bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "("))
    else { return (identifier[...].utf8, nil) }
    let close = bytes.index(before: bytes.endIndex)
    return (identifier[..<open].utf8, identifier[bytes.index(after: open)..<close])
  }
}
