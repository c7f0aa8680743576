import DumpModel

/// Which generation a bar is, and why (docs/navbar/README.md, "Recognising the generation").
public struct Recognition: Sendable, Hashable {
  /// Nil when nothing in the capture tells it.
  public var generation: BarGeneration?
  /// What decided it, each naming the item that shows it and its line.
  public var evidence: [String]
  /// Every sign the capture shows, weighed (`--os` apart).
  public var signs: [RecognitionSign] = []
  /// An iOS 26 bar with iOS 26 class names: recognised, not modelled (docs/navbar/ios26.md).
  public var hasIOS26Classes = false
  /// The `--os` given, which decided the generation whatever the capture shows.
  public var override: String?

  /// The model can rebuild this bar's constraints (iOS 11–12 and 13–26 without iOS 26
  /// classes; iOS 7–10 bars are frame-based).
  public var isModelled: Bool {
    guard let generation, !hasIOS26Classes else { return false }
    return generation.family != .frameBased
  }

  /// What the capture's own signs show, without `--os`: the family with the most weight.
  public var shown: BarGeneration? { Self.weigh(signs).generation }

  /// The signs of another family than the generation's: each with its line, for a report
  /// that says the signs disagree (the stronger decided, or `--os` did).
  public var disagreeing: [RecognitionSign] {
    guard let family = generation?.family else { return [] }
    return signs.filter { $0.generation.family != family }
  }

  /// One line saying the signs disagree, each side with its lines; nil when they agree.
  public var disagreement: String? {
    let against = disagreeing
    guard !against.isEmpty, let generation else { return nil }
    let agreeing = signs.filter { $0.generation.family == generation.family }
    let decided =
      override.map { "--os \($0) decides" }
      ?? "the stronger decides (\(Self.weight(agreeing)) against \(Self.weight(against)))"
    var sides: [String] = []
    for family in [generation.family]
      + Set(against.map(\.generation.family)).sorted(by: { $0.name < $1.name })
    {
      let shown = signs.filter { $0.generation.family == family }
      guard !shown.isEmpty else { continue }
      sides.append("for \(family.name), " + shown.map(\.located).joined(separator: "; "))
    }
    return "the capture's signs disagree: " + sides.joined(separator: "; ") + "; \(decided)"
  }
}

/// One sign of a generation in a capture, with its strength: a name only one generation
/// prints is stronger than a class several share (docs/navbar/README.md).
public struct RecognitionSign: Sendable, Hashable {
  public enum Strength: Int, Sendable, Hashable, Comparable {
    /// Seen in more than one generation, leaning to this one (a hairline class).
    case weak = 1
    /// Printed by this generation's runtime, and by few others (`layout=`, a back button
    /// container also seen on iOS 12).
    case moderate = 2
    /// The dump's recorded `os`; the frame-based items of iOS 7–10.
    case strong = 4
    /// Names only this generation has (its guide chain, its identifiers, its classes).
    case decisive = 8

    public static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
  }

  /// The item that shows it, as UIKit names it (`UILayoutGuide:0x…'BackButtonGuide(0x…)'`);
  /// nil for the dump's `os`.
  public var item: String?
  /// Why it is a sign (`iOS 11–12's bar guides`).
  public var reason: String
  /// The line it was read from, when it was.
  public var line: Int?
  /// The generation it shows (its family counts in the weighing).
  public var generation: BarGeneration
  public var strength: Strength
}

extension BarGeneration.Family {
  /// `iOS 11–12`, for a report.
  var name: String {
    switch self {
    case .frameBased: return "iOS 7–10"
    case .guideChain: return "iOS 11–12"
    case .modern: return "iOS 13+"
    }
  }
}

extension Recognition {
  /// Recognises the generation of the bar under `root` by weighing every sign the capture
  /// shows (`RecognitionSign.Strength`): the family with the most weight wins, then its most
  /// specific sign names the generation within it (the dump's `os` names the version within
  /// the family the classes show). `--os` overrides everything; the signs are kept, so that a
  /// report can say when they disagree with it.
  public static func recognise(
    _ root: ViewID, in document: Document, os override: String? = nil
  ) -> Recognition {
    recognised(Scan(root, in: document), os: override)
  }

  /// The recognition of what `scan` found.
  static func recognised(_ scan: Scan, os override: String?) -> Recognition {
    let signs = scan.signs
    if let override {
      guard let generation = BarGeneration(os: override) else {
        return Recognition(
          generation: nil, evidence: ["--os \(override): no iOS version"], signs: signs,
          override: override)
      }
      return Recognition(
        generation: generation, evidence: ["--os \(override)"], signs: signs,
        hasIOS26Classes: scan.hasIOS26Classes, override: override)
    }
    var recognition = weigh(signs)
    recognition.hasIOS26Classes =
      scan.hasIOS26Classes && recognition.generation?.family == .modern
    return recognition
  }

  /// The family with the most weight, then the generation its most specific sign names.
  static func weigh(_ signs: [RecognitionSign]) -> Recognition {
    var weights: [BarGeneration.Family: Int] = [:]
    for sign in signs { weights[sign.generation.family, default: 0] += sign.strength.rawValue }
    let ranked = weights.sorted { a, b in
      a.value != b.value ? a.value > b.value : strongest(signs, a.key) > strongest(signs, b.key)
    }
    guard let (family, weight) = ranked.first else {
      return Recognition(
        generation: nil, evidence: ["nothing in the capture tells the generation: give --os"],
        signs: signs)
    }
    if ranked.count > 1, ranked[1].value == weight,
      strongest(signs, ranked[1].key) == strongest(signs, family)
    {
      let families = ranked.prefix(2).map(\.key.name).joined(separator: " or ")
      return Recognition(
        generation: nil,
        evidence: [
          "the capture's signs weigh the same for \(families) ("
            + signs.map(\.text).joined(separator: "; ") + "): give --os"
        ], signs: signs)
    }
    let agreeing = signs.filter { $0.generation.family == family }
      .sorted { $0.strength > $1.strength }
    let generation = specific(agreeing, family: family)
    // The dump's os is evidence when it decided: alone, or naming the version in the family.
    let named = agreeing.filter { !$0.isDumpOS }
    let os = agreeing.filter { $0.isDumpOS && (named.isEmpty || $0.generation == generation) }
    let byName = named.isEmpty ? nil : specific(named, family: family)
    var evidence = Array(named.prefix(1))
    if let naming = named.first(where: { $0.generation == generation }), naming != evidence.first {
      evidence.append(naming)
    }
    return Recognition(
      generation: generation,
      evidence: evidence.map(\.text) + (byName == generation ? [] : os.map(\.text)),
      signs: signs)
  }

  /// Within a family: iOS 26 classes, then iOS 15's names, the back button container, the
  /// beta's spacer, the legacy background; the dump's `os` names the version within the
  /// family (26 with iOS 15 markers is an iOS 26 bar modelled as 15–18).
  private static func specific(_ signs: [RecognitionSign], family: BarGeneration.Family)
    -> BarGeneration
  {
    let named = signs.filter { !$0.isDumpOS }.map(\.generation)
    let os = signs.first(where: \.isDumpOS)?.generation
    switch family {
    case .frameBased:
      return named.contains(.ios7to9) ? .ios7to9 : named.first ?? os ?? .ios10
    case .guideChain:
      return named.contains(.ios11Beta) ? .ios11Beta : .ios11to12
    case .modern:
      if named.contains(.ios26) { return .ios26 }
      if let os, os != .ios13to18 { return os }
      for generation in [BarGeneration.ios15to18, .ios13to14] where named.contains(generation) {
        return generation
      }
      return .ios13to18
    }
  }

  static func weight(_ signs: [RecognitionSign]) -> Int {
    signs.map(\.strength.rawValue).reduce(0, +)
  }

  private static func strongest(_ signs: [RecognitionSign], _ family: BarGeneration.Family)
    -> Int
  {
    signs.filter { $0.generation.family == family }.map(\.strength.rawValue).max() ?? 0
  }
}

extension RecognitionSign {
  /// `UILayoutGuide:0x…'BackButtonGuide(0x…)': iOS 11–12's bar guides`.
  public var text: String { item.map { $0 + joiner + reason } ?? reason }

  /// `text` with its line: `UILayoutGuide:0x…'BackButtonGuide(0x…)' (line 13): …`.
  public var located: String {
    guard let item, let line else { return text }
    return "\(item) (line \(line))" + joiner + reason
  }

  /// A reason that is a verb phrase follows the item's name: `… prints 'layout='`.
  private var joiner: String {
    // The prefixes' bytes compared where the reason's are (`ASCIINames`: as `hasPrefix` tells).
    Self.verbs.prefixes(reason) ?? (reason.hasPrefix("prints ") || reason.hasPrefix("without "))
      ? " " : ": "
  }

  private static let verbs = ASCIINames(["prints ", "without "])

  static let dumpOSPrefix = "the dump's os "
  private static let dumpOSBytes = ASCIINames([dumpOSPrefix])
  var isDumpOS: Bool {
    item == nil && (Self.dumpOSBytes.prefixes(reason) ?? reason.hasPrefix(Self.dumpOSPrefix))
  }
}
