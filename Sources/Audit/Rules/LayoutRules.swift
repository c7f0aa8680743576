import DumpModel
import LaidOut

// conflict, ambiguous, misplaced: what the layout engine found, as findings; and private-api.
extension AuditContext {
  /// `conflict`: each constraint the engine breaks, where it was read; each conflict log of a
  /// paste, reproduced or not (a log inspect cannot reproduce says why).
  func conflicts() -> [Finding] {
    dump.layout.conflicts.map { conflict in
      let named =
        conflict.identifier.map { "'\($0)' ('\(conflict.brokenText)')" }
        ?? "'\(conflict.brokenText)'"
      let message: String
      if let log = conflict.log, conflict.broken == nil, let why = conflict.notReproduced {
        message =
          "UIKit logged a conflict of \(conflict.size) printed constraints (conflict log "
          + "\(log)) and the paste does not say which it broke; inspect could not reproduce "
          + "it: \(why)"
      } else if let log = conflict.log, let why = conflict.notReproduced {
        message =
          "UIKit broke \(named) (conflict log \(log)); inspect could not reproduce the "
          + "conflict: \(why)"
      } else {
        let breaker =
          conflict.log == nil
          ? "the layout breaks"
          : conflict.predicted ? "inspect predicts UIKit broke" : "UIKit broke"
        message =
          conflict.size == 1
          ? "\(breaker) \(named), which cannot hold on its own"
          : "\(breaker) \(named), one of \(conflict.size) constraints that cannot all hold"
      }
      var finding = self.finding(
        .conflict, message, fix: ConflictAdvice(conflict, in: document).text,
        items: conflict.items)
      finding.location = conflict.location ?? finding.location
      return finding
    }
  }

  /// `ambiguous`: each item the constraints leave free (UIKit's bar-button guides aside), when
  /// the capture carries its constraints (inspect's XML or JSON dump records every one) or
  /// UIKit itself reported it (an `_autolayoutTrace`'s AMBIGUOUS LAYOUT). A console paste or
  /// a Sentry attachment prints frames and a few constraints at most (a conflict log only
  /// those in conflict): an item's freedom there says only what the capture could not print.
  func ambiguities() -> [Finding] {
    dump.layout.ambiguous.filter {
      dump.carriesConstraints || !reportedAmbiguity(of: $0.item).isEmpty
    }.map { ambiguity in
      let variables = ambiguity.variables.joined(separator: ", ")
      return finding(
        .ambiguous, "'\(name(ambiguity.item))' is ambiguous: nothing fixes its \(variables)",
        fix: "add constraints that fix its \(variables) (or the dump misses some: paste its "
          + "constraints too)", items: [ambiguity.item])
    }
  }

  /// `misplaced`: each recorded frame the dump's constraints do not give (ambiguous items
  /// aside: their solved frame is one of many), in a capture that carries its constraints.
  func misplaced() -> [Finding] {
    let ambiguous = Set(dump.layout.ambiguous.map(\.item))
    guard dump.carriesConstraints else { return [] }
    return dump.layout.mismatches.filter { !ambiguous.contains($0.item) }.map { mismatch in
      finding(
        .misplaced,
        "'\(name(mismatch.item))' is recorded at \(Self.frame(mismatch.recorded)), its "
          + "constraints put it at \(Self.frame(mismatch.computed))",
        fix: "a constraint of the dump is missing or differs from UIKit's (inspect layout "
          + "lists every frame)", items: [mismatch.item])
    }
  }

  /// The variables UIKit itself reported as AMBIGUOUS LAYOUT for an item (an
  /// `_autolayoutTrace`).
  func reportedAmbiguity(of item: ItemID) -> [String] {
    switch item {
    case .view(let view): return document[view].ambiguous
    case .guide(let guide): return document[guide].ambiguous
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
