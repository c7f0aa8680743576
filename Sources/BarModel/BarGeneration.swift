/// A generation of UIKit's navigation bar, as far as captures tell them apart
/// (docs/navbar/README.md has the table).
public enum BarGeneration: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Frame-based bars with `_UINavigationBarBackground` (docs/navbar/ios7-10.md).
  case ios7to9 = "7-9"
  /// Frame-based bars with `_UIBarBackground` (51:6).
  case ios10 = "10"
  /// The guide chain (docs/navbar/ios11-12.md).
  case ios11to12 = "11-12"
  /// The guide chain with a spacer `UIView` first in a stack (the iOS 11 beta).
  case ios11Beta = "11-beta"
  /// `_UIBackButtonContainerView` (66:18).
  case ios13to14 = "13-14"
  /// `UINavigationBarItemContentLayoutGuide`, `BIB_*` (06).
  case ios15to18 = "15-18"
  /// iOS 13 or later, nothing telling 13–14 from 15–18: modelled as 15–18.
  case ios13to18 = "13-18"
  /// An `os` of 26 or later: modelled as 15–18 (docs/navbar/ios26.md); with iOS 26 class
  /// names, not modelled.
  case ios26 = "26"

  public var description: String { "iOS \(rawValue)" }

  public enum Family: Sendable, Hashable {
    /// iOS 7–10: UIKit lays the bar out by arithmetic.
    case frameBased
    /// iOS 11–12: guides chained across the content view.
    case guideChain
    /// iOS 13 and later: stacks tied to the item content guide.
    case modern
  }

  public var family: Family {
    switch self {
    case .ios7to9, .ios10: return .frameBased
    case .ios11to12, .ios11Beta: return .guideChain
    case .ios13to14, .ios15to18, .ios13to18, .ios26: return .modern
    }
  }

  /// The generation of an iOS version (`17.5`, `12`); nil below 7 or for text that is no
  /// version.
  public init?(os: String) {
    guard let major = Self.major(os) else { return nil }
    switch major {
    case 7...9: self = .ios7to9
    case 10: self = .ios10
    case 11, 12: self = .ios11to12
    case 13, 14: self = .ios13to14
    case 15...25: self = .ios15to18
    case 26...: self = .ios26
    default: return nil
    }
  }

  /// The number the version starts with: its leading characters that are numbers, after
  /// white space. Read in the bytes when the version starts with an ASCII digit and the digits
  /// end at an ASCII byte (`11.4`, `17`): then those characters are the digits, and nothing
  /// is trimmed before them (every bar of a window reads the dump's `os`).
  package static func major(_ os: String) -> Int? {
    let bytes = os.utf8
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    if let first = bytes.first, isDigit(first) {
      let end = bytes.firstIndex { !isDigit($0) } ?? bytes.endIndex
      if end == bytes.endIndex || bytes[end] < 0x80 { return Int(os[..<end]) }
    }
    return Int(os.trimmingWhitespace().prefix { $0.isNumber })
  }
}
