import DumpModel

// conflict, ambiguous, misplaced: what the layout engine found, as findings; and private-api.
extension AuditContext {
  /// `conflict`: each constraint the engine breaks, where it was read.
  func conflicts() -> [Finding] {
    dump.layout.conflicts.map { conflict in
      var finding = self.finding(
        .conflict,
        conflict.size == 1
          ? "the layout breaks '\(conflict.brokenText)', which cannot hold on its own"
          : "the layout breaks '\(conflict.brokenText)', one of \(conflict.size) constraints "
            + "that cannot all hold",
        fix: "remove one of them or make it optional (priority under 1000); inspect layout "
          + "prints the set as UIKit logs it", items: conflict.items)
      finding.location = conflict.location ?? finding.location
      return finding
    }
  }

  /// `ambiguous`: each item the constraints leave free (UIKit's bar-button guides aside).
  func ambiguities() -> [Finding] {
    dump.layout.ambiguous.map { ambiguity in
      let variables = ambiguity.variables.joined(separator: ", ")
      return finding(
        .ambiguous, "'\(name(ambiguity.item))' is ambiguous: nothing fixes its \(variables)",
        fix: "add constraints that fix its \(variables) (or the dump misses some: paste its "
          + "constraints too)", items: [ambiguity.item])
    }
  }

  /// `misplaced`: each recorded frame the dump's constraints do not give (ambiguous items
  /// aside: their solved frame is one of many).
  func misplaced() -> [Finding] {
    let ambiguous = Set(dump.layout.ambiguous.map(\.item))
    return dump.layout.mismatches.filter { !ambiguous.contains($0.item) }.map { mismatch in
      finding(
        .misplaced,
        "'\(name(mismatch.item))' is recorded at \(Self.frame(mismatch.recorded)), its "
          + "constraints put it at \(Self.frame(mismatch.computed))",
        fix: "a constraint of the dump is missing or differs from UIKit's (inspect layout "
          + "lists every frame)", items: [mismatch.item])
    }
  }

  /// `private-api`: a `margins` patch recorded in a dump of iOS 13 or later, where UIKit
  /// refuses to change the content view's layout margins (docs/patches.md, "margins").
  func privateAPI() -> [Finding] {
    let os = document.metadata.os
    guard let major = BarStructure.majorVersion(os), major >= 13 else { return [] }
    let contentViews = structure.bars.flatMap(\.contentViews).map(ItemID.view)
    return document.metadata.patches.filter { $0.name == "margins" }.map { record in
      var finding = self.finding(
        .privateAPI,
        "the 'margins' patch changes the layout margins of the bar's private content view, "
          + "which UIKit refuses on iOS 13 and later (this dump: iOS \(os ?? ""))",
        fix: "use '--patch shift' or '--patch pin' instead", items: contentViews)
      finding.location = record.location ?? finding.location
      return finding
    }
  }
}
