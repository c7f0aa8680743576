import DumpModel

// overlap and title-squeezed: the bar's items against each other and the title.
extension AuditContext {
  /// `overlap`: two items, an item and the back button, an item and the title, overlapping
  /// with an area (touching edges do not).
  func overlaps(into findings: inout [Finding]) {
    for bar in structure.bars {
      let items = bar.items.map(\.shown)
      var pairs: [(ViewID, ViewID)] = []
      for (index, item) in items.enumerated() {
        for other in items[(index + 1)...] { pairs.append((item, other)) }
        for other in bar.backButtons + bar.titles { pairs.append((item, other)) }
      }
      for (a, b) in pairs {
        guard let first = frames[a]?.standardized, let second = frames[b]?.standardized,
          let common = first.intersection(second),
          common.width > Self.tolerance, common.height > Self.tolerance
        else { continue }
        findings.append(
          finding(
            .overlap,
            "'\(name(.view(a)))' \(Self.frame(first)) and '\(name(.view(b)))' "
              + "\(Self.frame(second)) overlap by \(Self.size(common.width, common.height))",
            fix: "give them room: a spacing of 0 or more between items (inspect patch --patch "
              + "spacing --item-gap), fewer items, or a shorter title", items: [.view(a), .view(b)]
          ))
      }
    }
  }

  /// `title-squeezed`: a title narrower than its text (its intrinsic width where the dump
  /// records it, else `--min-title`), or of no width.
  func squeezedTitles(into findings: inout [Finding]) {
    for bar in structure.bars {
      for title in bar.titles {
        guard let frame = frames[title]?.standardized else { continue }
        let attributes = document[title]
        let intrinsic = attributes.intrinsicSize.map(\.width).flatMap { $0 > 0 ? $0 : nil }
        let needed = intrinsic ?? options.minTitle
        guard frame.width <= Self.tolerance || frame.width < needed - 0.5 else { continue }
        let text = attributes.title.map { "'\($0)' " } ?? ""
        let source = intrinsic == nil ? " (--min-title)" : ""
        findings.append(
          finding(
            .titleSqueezed,
            "title \(text)('\(name(.view(title)))') is \(Self.points(frame.width)) pt wide; "
              + "its text needs \(Self.points(needed)) pt\(source)",
            fix: "leave the title room: fewer or narrower items, or a smaller --gap",
            items: [.view(title)]))
      }
    }
  }
}
