import HierarchyIO
import TestSupport

/// A navigation bar built in Swift from docs/navbar/ios11-12.md's guide chain, with the items a case needs.
/// Addresses are short names: `bar`, `content`, `bb` `lb` `tv` `tb` (the bar guides), `m` (the
/// margins guide), `ls`/`rs` (stacks), `la`/`ra` (adaptors), `back` (the back button).
struct NavBarModel {
  var width: Double = 375
  var margin: Double = 16
  var leftItem: Double? = nil
  var rightItem: Double? = nil
  var backButton: Double? = nil
  var direction: LayoutDirection = .leftToRight

  var leadingInset: Double { leftItem != nil || backButton != nil ? margin : margin - 8 }
  var trailingInset: Double { rightItem != nil ? margin : margin - 8 }

  func stack(_ address: String, adaptor: String, itemWidth: Double) -> View {
    let adaptorView = makeView(
      "_UITAMICAdaptorView", adaptor,
      subviews: [makeView("UIButton", adaptor + "-button", rect(0, 0, itemWidth, 44), tamic: true)],
      constraints: [
        c(adaptor, .width, .equal, nil, .notAnAttribute, itemWidth),
        c(adaptor, .height, .equal, nil, .notAnAttribute, 44),
      ])
    return makeView(
      "_UIButtonBarStackView", address,
      guides: [
        guide(address + "-flex", "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide"),
        guide(address + "-item", "UIButtonBar.minimumInterItemSpaceLayoutGuide"),
        guide(address + "-group", "UIButtonBar.minimumInterGroupSpaceLayoutGuide"),
        guide(address + "-m", "UIViewLayoutMarginsGuide"),
      ],
      subviews: [adaptorView]
    ) {
      $0.alignment = .center
      $0.margins = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }
  }

  var hierarchy: Hierarchy {
    var constraints: [LayoutConstraint] = [
      c("bb", .leading, .equal, "content", .leading),
      c("bb", .trailing, .greaterThanOrEqual, "content", .leading, leadingInset),
      c("bb", .width, .equal, nil, .notAnAttribute, 0, priority: 250),
      c("lb", .leading, .equal, "bb", .trailing, backButton != nil ? 6 : 0),
      c("tv", .leading, .equal, "lb", .trailing),
      c("tb", .leading, .equal, "tv", .trailing),
      c("tb", .trailing, .equal, "content", .trailing, -trailingInset, priority: 999),
      c("lb", .width, .greaterThanOrEqual, nil, .notAnAttribute, 0),
      c("tb", .width, .greaterThanOrEqual, nil, .notAnAttribute, 0),
      c("lb", .width, .equal, nil, .notAnAttribute, 0, priority: 250),
      c("tb", .width, .equal, nil, .notAnAttribute, 0, priority: 250),
      c("tv", .width, .equal, "m", .width, priority: 50),
    ]
    for g in ["bb", "lb", "tv", "tb"] {
      constraints.append(c(g, .top, .equal, "content", .top))
      constraints.append(c(g, .bottom, .equal, "content", .bottom))
    }
    var subviews: [View] = []
    if let backButton {
      subviews.append(
        makeView(
          "_UIButtonBarButton", "back",
          constraints: [
            c("back", .width, .equal, nil, .notAnAttribute, backButton),
            c("back", .height, .equal, nil, .notAnAttribute, 44),
          ]))
      constraints += [
        c("back", .leading, .equal, "bb", .leading), c("back", .trailing, .equal, "bb", .trailing),
        c("back", .top, .equal, "content", .top),
      ]
    }
    for (item, stack, adaptor, barGuide) in [
      (leftItem, "ls", "la", "lb"), (rightItem, "rs", "ra", "tb"),
    ] {
      guard let item else { continue }
      subviews.append(self.stack(stack, adaptor: adaptor, itemWidth: item))
      constraints += [
        c(stack, .leading, .equal, barGuide, .leading),
        c(stack, .trailing, .equal, barGuide, .trailing),
        c(stack, .top, .equal, "content", .top),
        c(stack, .bottom, .equal, "content", .bottom),
      ]
    }
    let content = makeView(
      "_UINavigationBarContentView", "content", rect(0, 0, width, 44), tamic: true,
      guides: [
        guide("bb", "BackButtonGuide(0x1)"), guide("lb", "LeadingBarGuide(0x1)"),
        guide("tv", "TitleView(0x1)"), guide("tb", "TrailingBarGuide(0x1)"),
        guide("m", "UIViewLayoutMarginsGuide"),
      ],
      subviews: subviews, constraints: constraints
    ) { $0.margins = Insets(top: 0, left: margin, bottom: 0, right: margin) }
    let bar = makeView(
      "UINavigationBar", "bar", rect(0, 44, width, 44), tamic: true, subviews: [content])
    return Hierarchy(scale: 3, direction: direction, views: [bar])
  }
}
