/// The bar model's numbers fitted on sample captures (no public source gives them), each with
/// the captures it was fitted on and the value it would have without them: the nearest
/// generation's, as docs/navbar/README.md's ASSUMED numbers are chosen. A number two captures
/// agree on keeps its value when one is left out. `HeldOut.capture` leaves one capture out;
/// `Tests/BarModelTests/HeldOutTests.swift` measures every capture so (docs/navbar/README.md,
/// "Measured on what it was not fitted on").
public enum FittedRule: String, CaseIterable, Sendable {
  /// The iOS 11 beta's margin: 12 (its stack at x 12). Without it: iOS 11–12's.
  case betaMargin = "iOS 11 beta margin"
  /// A side without items is inset `margin − 8` (01:13, 01:21; the 414 trace).
  case emptySideDelta = "empty side inset margin − 8"
  /// LeadingBarGuide 6 after the back button (the 414 trace). Without it: iOS 13+'s 6
  /// (`UINavItemContentGuide-leading`, 06:14): the same.
  case backToLeadingBar = "iOS 11–12 back button to LeadingBarGuide 6"
  /// A hidden large-title or prompt view of a laid-out iOS 11–12 bar is `(0 0; 0 H)` (88).
  /// Without 88: iOS 13–14's 50.
  case hiddenContainerChain = "iOS 11–12 hidden container height H"
  /// The same on iOS 13+: `(0 0; 0 50)` (66). Without 66: iOS 11–12's H.
  case hiddenContainerModern = "iOS 13+ hidden container height 50"
  /// An image item's inner inset 11 (13:10, 13:14). Without 13: a text item's 0 (03).
  case imageInset = "iOS 13+ image item inset 11"
  /// `UISV-spacing` 8 (13:8/12). Without 13: iOS 11–12's minimum inter-item space 8 (01:24).
  case itemSpacing = "iOS 13+ item spacing 8"
  /// The chevron 8 into the back button on iOS 13–14 (66:12), as iOS 12's back button holds
  /// its content (the 414 trace).
  case chevronInset = "iOS 13–14 chevron inset 8"
  /// A hidden chevron of an iOS 7–10 bar not laid out for its item is at x 0, centred in the
  /// bar's height (92:7; [BK]'s hidden `(0 11.5; 13 21)` has the position, not the state).
  /// Without 92: where a laid-out bar puts it, `margin − 8`.
  case unplacedIndicator = "iOS 7–10 hidden chevron of a bar not laid out at x 0"
  /// The item margin 16 on 375 and 390 (03:11/15, 13:6/17).
  case itemMargin = "iOS 13+ item margin 16"
  /// A modern button's bar-edge inset 8 (03:13, 03:17, 13:14).
  case edgeInset = "iOS 13+ edge inset 8"

  /// The captures it was fitted on (the names `HeldOut.capture` takes: `01`, `03`, `13`,
  /// `66`, `88`, `92`, `414-trace`, `beta`).
  public var captures: Set<String> {
    switch self {
    case .betaMargin: return ["beta"]
    case .emptySideDelta: return ["01", "414-trace"]
    case .backToLeadingBar: return ["414-trace"]
    case .hiddenContainerChain: return ["88"]
    case .hiddenContainerModern: return ["66"]
    case .chevronInset: return ["66", "414-trace"]
    case .imageInset, .itemSpacing: return ["13"]
    case .itemMargin, .edgeInset: return ["03", "13"]
    case .unplacedIndicator: return ["92"]
    }
  }

  /// True while the capture left out is the only one this rule was fitted on: the rule then
  /// takes its held-out value.
  var isHeldOut: Bool {
    guard let out = HeldOut.capture else { return false }
    return captures == [out]
  }
}

/// The capture left out of the fitting while the model measures it (leave-one-out).
public enum HeldOut {
  @TaskLocal public static var capture: String?
}
