extension PageWriter {
  /// The tree: nested `<ul role="tree">` / `<ul role="group">`, each node a
  /// `<li role="treeitem" data-node="ID" data-items="ITEM …">` holding its row. The first
  /// node is the tree's tab stop (roving tabindex, PageScript).
  func writeTree() {
    w.newline()
    w.start("nav", ["class": "views", "aria-labelledby": "views-heading"])
    w.newline(1)
    w.element("h2", ["id": "views-heading"], text: "Views and guides (\(page.nodes.count))")
    w.newline(1)
    w.start("div", ["class": "treebox"])
    w.start("ul", ["role": "tree", "id": "tree", "aria-labelledby": "views-heading"])
    var open = 0  // nodes whose <li> and <ul role="group"> are open
    var previousDepth = -1
    for (index, node) in page.nodes.enumerated() {
      // A depth more than one below the previous node is read as one below it.
      let depth = max(0, min(node.depth, previousDepth + 1))
      while open > depth {
        w.fullEnd()  // ul group
        w.fullEnd()  // li
        open -= 1
      }
      let nextDepth = index + 1 < page.nodes.count ? page.nodes[index + 1].depth : -1
      let hasChildren = nextDepth > depth
      w.newline(depth + 1)
      w.start(
        "li",
        [
          "role": "treeitem", "data-node": node.id,
          "data-items": node.itemIDs.joined(separator: " "),
          "aria-level": String(depth + 1), "aria-selected": "false",
          "tabindex": index == 0 ? "0" : "-1",
        ])
      if hasChildren { w.attribute("aria-expanded", "true") }
      if !node.detail.isEmpty { w.attribute("data-detail", node.detail) }
      w.start("span", ["class": "row"])
      w.element("span", ["class": "twisty", "aria-hidden": "true"], text: hasChildren ? "▾" : "")
      w.element("span", ["class": "name"], text: node.label)
      w.fullEnd()
      if hasChildren {
        w.start("ul", ["role": "group"])
        open += 1
      } else {
        w.fullEnd()  // li
      }
      previousDepth = depth
    }
    while open > 0 {
      w.fullEnd()
      w.fullEnd()
      open -= 1
    }
    w.fullEnd()  // tree
    w.fullEnd()  // treebox
    w.newline()
    w.fullEnd()  // nav
  }

  func writeDetails() {
    section("details", "Selection")
    w.newline(1)
    w.start("div", ["id": "details", "aria-live": "polite"])
    w.element("p", ["class": "hint"], text: "Nothing selected.")
    w.fullEnd()
    w.newline()
    w.fullEnd()
  }

  /// `<ul role="listbox" id="constraints">`, each constraint a
  /// `<li role="option" data-constraint="ID" data-nodes="NODE …" [class="broken"]>` with its
  /// text.
  func writeConstraints() {
    writeList("constraints", "Constraints", page.constraints) { constraint, first in
      w.start(
        "li",
        [
          "role": "option", "data-constraint": constraint.id,
          "data-nodes": constraint.nodeIDs.joined(separator: " "),
          "tabindex": first ? "0" : "-1", "aria-selected": "false",
        ])
      if constraint.broken { w.attribute("class", "broken") }
      w.text(constraint.text)
      w.fullEnd()
    }
  }

  /// `<ul role="listbox" id="findings">`, each finding a
  /// `<li role="option" class="finding LEVEL" data-nodes="NODE …">`: its level, rule, text
  /// and location.
  func writeFindings() {
    writeList("findings", "Findings", page.findings) { finding, first in
      w.start(
        "li",
        [
          "role": "option", "class": "finding " + finding.level.rawValue,
          "data-nodes": finding.nodeIDs.joined(separator: " "),
          "tabindex": first ? "0" : "-1", "aria-selected": "false",
        ])
      w.element("span", ["class": "level"], text: finding.level.rawValue)
      w.text(" ")
      w.element("span", ["class": "rule"], text: finding.rule)
      w.text(" ")
      w.element("span", ["class": "text"], text: finding.text)
      if !finding.location.isEmpty {
        w.text(" ")
        w.element("span", ["class": "location"], text: finding.location)
      }
      w.fullEnd()
    }
  }

  /// A section holding a listbox of `entries` (each written by `entry`, told whether it is
  /// the first: the list's tab stop), or "No NAME." when there are none.
  private func writeList<Entry>(
    _ name: String, _ heading: String, _ entries: [Entry], entry: (Entry, Bool) -> Void
  ) {
    section(name, "\(heading) (\(entries.count))")
    w.newline(1)
    if entries.isEmpty {
      w.element("p", ["class": "hint"], text: "No \(name).")
    } else {
      w.start("ul", ["role": "listbox", "id": name, "aria-labelledby": name + "-heading"])
      for (index, element) in entries.enumerated() {
        w.newline(2)
        entry(element, index == 0)
      }
      w.newline(1)
      w.fullEnd()
    }
    w.newline()
    w.fullEnd()
  }
}
