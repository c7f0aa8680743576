import DumpModel

/// docs/format.md's example bar, built by hand so that these tests do not depend on a reader.
public enum SampleBar {
  public static let contentView = "0x11890ff60"
  public static let stack = "0x113b5df90"
  public static let backButtonGuide = "0x1c01a1500"
  public static let leadingBarGuide = "0x1c01a1ce0"

  public static var document: Document {
    do {
      return try Document.build(
        DumpMetadata(os: "11.0", screen: Size(width: 375, height: 812), scale: 3)
      ) { b in
        try b.view("UINavigationBar", "0x11890f1b0", Rect(x: 0, y: 44, width: 375, height: 44)) {
          b in
          try b.view(
            ViewAttributes(
              "_UINavigationBarContentView", contentView,
              Rect(x: 0, y: 0, width: 375, height: 44)
            ) { $0.margins = Insets(top: 0, left: 16, bottom: 0, right: 16) }
          ) { b in
            try b.guides([
              LayoutGuide(
                address: backButtonGuide, identifier: "BackButtonGuide(0x109518800)",
                frame: Rect(x: 0, y: 0, width: 16, height: 44)),
              LayoutGuide(
                address: leadingBarGuide, identifier: "LeadingBarGuide(0x109518800)",
                frame: Rect(x: 16, y: 0, width: 44, height: 44)),
            ])
            try b.view(
              ViewAttributes(
                "_UIButtonBarStackView", stack, Rect(x: 16, y: 0, width: 44, height: 44)
              ) { $0.translatesAutoresizingMaskIntoConstraints = false }
            ) { b in
              try b.view(
                ViewAttributes(
                  "_UITAMICAdaptorView", "0x113bba900", Rect(x: 0, y: 0, width: 44, height: 44)
                ) {
                  $0.translatesAutoresizingMaskIntoConstraints = false
                  $0.intrinsicSize = Size(width: 44, height: 44)
                }
              ) { b in
                try b.view(
                  ViewAttributes("UIButton", "0x10940abb0", Rect(x: 0, y: 0, width: 44, height: 44))
                  {
                    $0.title = " Back"
                  })
              }
            }
            try b.constraints([
              LayoutConstraint(
                address: "0x600002139400", first: stack, .leading, second: leadingBarGuide,
                .leading),
              LayoutConstraint(
                address: "0x600002139480", first: backButtonGuide, .trailing,
                .greaterThanOrEqual, second: contentView, .leading, constant: 16),
            ])
          }
        }
      }
    } catch {
      preconditionFailure("docs/format.md's example bar is a valid dump: \(error)")
    }
  }

  /// The same bar as docs/format.md's XML (`formatExample`).
  public static let xml = formatExample
}
