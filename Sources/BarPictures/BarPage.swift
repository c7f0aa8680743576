import DumpModel
import LaidOut
import Pictures

extension BarPicture {
  /// The report page (docs/pictures.md, "The page"): the picture, the tree of every view and
  /// guide (hidden ones too), every constraint in UIKit's notation, the findings, and for a
  /// patch or a diff the before/after and its report.
  public func page(
    title: String, comparison: Comparison? = nil, report: String? = nil,
    pictureOptions: SVGOptions = SVGOptions()
  ) -> Page {
    let scene = self.scene
    var drawnItems: [String: [String]] = [:]
    for item in scene.items {
      let owner = item.id.hasPrefix("tap:") ? String(item.id.dropFirst(4)) : item.id
      drawnItems[owner, default: []].append(item.id)
    }
    var nodes: [Page.Node] = []
    nodes.reserveCapacity(document.viewCount + document.guideCount)
    var depths: [Int] = Array(repeating: 0, count: document.viewCount)
    for view in document.preorder {
      let depth = document.superview(of: view).map { depths[$0.index] + 1 } ?? 0
      depths[view.index] = depth
      let item = ItemID.view(view)
      nodes.append(node(item, depth: depth, drawn: drawnItems))
      for guide in document.guides(of: view) {
        nodes.append(node(.guide(guide), depth: depth + 1, drawn: drawnItems))
      }
    }
    let broken = Set(dump.layout.conflicts.compactMap(\.broken))
    let constraints = document.constraintsInDocumentOrder.map { id in
      let constraint = document[id]
      return Page.Constraint(
        id: ids[id], text: constraint.notation(in: document),
        nodeIDs: [constraint.first].map { ids[$0] } + (constraint.second.map { [ids[$0]] } ?? []),
        broken: broken.contains(id))
    }
    let pageFindings = findings.map { finding in
      Page.Finding(
        level: finding.level, rule: finding.rule, text: finding.text,
        location: (finding.location ?? SourceLocation(file: dump.source, line: 1, column: 1))
          .description,
        nodeIDs: finding.items.map { ids[$0] })
    }
    // The size of what is drawn (a trace's bar records no frame: its items still are drawn).
    let size = scene.drawnExtent.map { PointText.size($0.width, $0.height) } ?? "nothing drawn"
    let summary =
      "\(size), "
      + counted(document.viewCount, "view") + ", "
      + counted(document.guideCount, "guide") + ", "
      + counted(document.constraintCount, "constraint") + ", " + findingsSummary
    return Page(
      title: title, summary: summary, scene: scene, nodes: nodes, constraints: constraints,
      findings: pageFindings, comparison: comparison, report: report,
      pictureOptions: pictureOptions)
  }

  private func node(_ item: ItemID, depth: Int, drawn: [String: [String]]) -> Page.Node {
    let id = ids[item]
    var label = "\(document.className(of: item)) \(document.address(of: item))"
    if case .guide(let guide) = item, let identifier = document[guide].identifier {
      label = "\(identifier) \(document.address(of: item))"
    } else if let title = document.label(of: item), !title.isEmpty {
      label += " '\(title)'"
    }
    var detail = document.frame(of: item).map { "frame " + PointText.frame($0) } ?? "no frame"
    if case .view(let view) = item, document[view].hidden || document[view].alpha <= 0 {
      detail += ", hidden"
    }
    return Page.Node(
      id: id, label: label, detail: detail, depth: depth, itemIDs: drawn[id] ?? [])
  }
}
