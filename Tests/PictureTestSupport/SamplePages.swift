import Pictures

/// Pages over SampleScenes: the beta bar's tree (as `inspect show --guides` lists it),
/// the constraints of the pin in UIKit's notation, a tap-target finding, and the pin's
/// before/after with its report (Fixtures/ios11-beta-bar/expected.pin-gap0.report.txt).
enum SamplePages {
  typealias S = SampleScenes

  static let nodes: [Page.Node] = [
    node(S.bar, "UINavigationBar 0x7fb4d8c0a2f0", 0),
    node(
      S.content, "_UINavigationBarContentView 0x7fb4d8c0b0a0", 1, items: [S.content, S.margins]),
    node(S.backButtonGuide, "BackButtonGuide 0x60c0001b2a40", 2),
    node(S.leadingBarGuide, "LeadingBarGuide 0x60c0001b2b20", 2),
    node(S.titleGuide, "TitleView 0x60c0001b2ce0", 2),
    node(S.trailingBarGuide, "TrailingBarGuide 0x60c0001b2dc0", 2),
    node(S.stack, "_UIButtonBarStackView 0x7fb4d8e13ad0", 2),
    node(S.spacer, "UIView 0x7fb4d8e14160", 3),
    node(S.adaptor, "_UITAMICAdaptorView 0x7fb4d8e14390", 3),
    node(S.button, "UIButton 0x7fb4d8d06a70", 4, items: [S.button, S.tapArea]),
    node(S.image, "UIImageView 0x7fb4d8d07020", 5),
    node(S.title, "UILabel 0x7fb4d8e15a40 'Inbox'", 2),
  ]

  static let constraints: [Page.Constraint] = [
    Page.Constraint(
      id: "0x6000021c9a00",
      text: "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'.trailing >= "
        + "_UINavigationBarContentView:0x7fb4d8c0b0a0.leading + 12",
      nodeIDs: [S.backButtonGuide, S.content]),
    Page.Constraint(
      id: "0x6000021c54f0",
      text: "UILayoutGuide:0x60c0001b2b20'LeadingBarGuide(0x7fb4d8c0c1e0)'.leading == "
        + "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'.trailing",
      nodeIDs: [S.leadingBarGuide, S.backButtonGuide]),
    Page.Constraint(
      id: "0x6000021c5090",
      text: "_UITAMICAdaptorView:0x7fb4d8e14390.leading == UIView:0x7fb4d8e14160.trailing "
        + "(UISV-spacing)",
      nodeIDs: [S.adaptor, S.spacer]),
  ]

  static let findings: [Page.Finding] = [
    Page.Finding(
      level: .error, rule: "tap-target",
      text: "'UIButton' is 40 × 40 pt, under 44 × 44 pt: give it a larger hit area",
      location: "input.xml:28:11", nodeIDs: [S.button])
  ]

  static let report = """
    inspect patch: pin (side auto, gap 0) on ios11-beta-bar/input.xml
    moved   _UIButtonBarStackView:0x7fb4d8e13ad0: (12 0; 48 44) → (0 0; 48 44)
    1 constraint removed, 1 added, 4 frames moved, 0 warnings
    """

  /// The recorded bar alone.
  static let bar = Page(
    title: "ios11-beta-bar", summary: "375 × 44 pt, 12 views and guides, 1 finding",
    scene: S.recorded, nodes: nodes, constraints: constraints, findings: findings)

  /// The pin: the patched bar, its before/after and the report.
  static let pin = Page(
    title: "ios11-beta-bar: pin", summary: "375 × 44 pt, the stack view moved −12 pt",
    scene: S.pinned, nodes: nodes, constraints: constraints, findings: findings,
    comparison: S.pin, report: report)

  private static func node(_ id: String, _ label: String, _ depth: Int, items: [String]? = nil)
    -> Page.Node
  {
    Page.Node(id: id, label: label, depth: depth, itemIDs: items ?? [id])
  }
}
