import DumpModel
import Pictures

/// A window of about 2,000 views for the size tests and the benchmark: a 390 × 844 pt
/// window, 50 rows, each a row view holding a stack view of 38 items (every seventh a
/// 24-pt-wide item under 44 pt, flagged), two constraints an item, a finding a row.
enum SyntheticWindow {
  static let rows = 50
  static let itemsPerRow = 38

  static func page(comparison: Bool = false) -> Page {
    var items: [SceneItem] = []
    var nodes: [Page.Node] = []
    var constraints: [Page.Constraint] = []
    var findings: [Page.Finding] = []
    let window = Rect(x: 0, y: 0, width: 390, height: 844)
    items.append(SceneItem(id: "w", role: .view, frame: window, label: "UIWindow"))
    nodes.append(Page.Node(id: "w", label: "UIWindow 0x1", depth: 0, itemIDs: ["w"]))
    let rowHeight = 844.0 / Double(rows)
    for row in 0..<rows {
      let y = Double(row) * rowHeight
      let rowID = "r\(row)"
      let stackID = "s\(row)"
      items.append(
        SceneItem(
          id: rowID, role: .view, frame: Rect(x: 0, y: y, width: 390, height: rowHeight)))
      items.append(
        SceneItem(
          id: stackID, role: .stackView, frame: Rect(x: 4, y: y + 1, width: 382, height: 14),
          label: "StackView"))
      nodes.append(Page.Node(id: rowID, label: "UIView row \(row)", depth: 1, itemIDs: [rowID]))
      nodes.append(
        Page.Node(
          id: stackID, label: "UIStackView row \(row)", depth: 2, itemIDs: [stackID]))
      for column in 0..<itemsPerRow {
        let id = "i\(row)-\(column)"
        let narrow = column % 7 == 3
        items.append(
          SceneItem(
            id: id, role: .item,
            frame: Rect(x: 5 + Double(column) * 10, y: y + 2, width: narrow ? 8 : 9.5, height: 12),
            label: "\(column)", flags: narrow ? .warning : []))
        nodes.append(
          Page.Node(id: id, label: "UIButton \(row).\(column)", depth: 3, itemIDs: [id]))
        constraints.append(
          Page.Constraint(
            id: "c\(row)-\(column)-w", text: "UIButton:\(id).width == 10", nodeIDs: [id]))
        constraints.append(
          Page.Constraint(
            id: "c\(row)-\(column)-l",
            text: "UIButton:\(id).leading == UIStackView:\(stackID).leading + \(column * 10)",
            nodeIDs: [id, stackID]))
      }
      findings.append(
        Page.Finding(
          level: .warning, rule: "tap-target", text: "row \(row): narrow buttons",
          nodeIDs: ["i\(row)-3"]))
    }
    let scene = Scene(root: window, title: "synthetic window", items: items)
    var moved = scene
    for index in moved.items.indices where moved.items[index].id.hasPrefix("s") {
      moved.items[index].frame.x -= 4
    }
    return Page(
      title: "synthetic window", summary: "\(nodes.count) views", scene: scene, nodes: nodes,
      constraints: constraints, findings: findings,
      comparison: comparison ? Comparison(before: scene, after: moved) : nil)
  }
}
