import DumpModel

/// One bar as the model saw it, as data (docs/cli.md, "layout"): its generation and every
/// sign weighed, its inputs, the constraints rebuilt, what was reproduced, compared and given,
/// and each frame that differs with both values on the capture's pixel grid.
public struct BarModelData: Sendable, Hashable {
  public struct Sign: Sendable, Hashable {
    public var item: String?
    public var line: Int?
    public var reason: String
    public var shows: BarGeneration
    public var strength: RecognitionSign.Strength
  }

  public struct Difference: Sendable, Hashable {
    public var item: String
    public var line: Int?
    public var status: FrameStatus
    public var recorded: Rect
    public var model: Rect?
    public var ambiguous: [String]
  }

  /// `UINavigationBar:0x…`, as UIKit names it.
  public var bar: String
  public var line: Int?
  public var generation: BarGeneration?
  /// `--os 14` when it decided, else nil (the signs did).
  public var override: String?
  public var evidence: [String]
  public var signs: [Sign]
  public var disagreement: String?
  public var rebuilt: Bool
  public var inputs: BarInputs?
  public var direction: LayoutDirection
  /// The constraints the model added, in UIKit's notation.
  public var constraints: [String]
  public var notRebuilt: [String]
  public var reproduced: Int
  public var compared: Int
  public var given: Int
  public var differences: [Difference]
  public var notes: [String]
  public var advice: [String]
}

extension BarRebuild {
  /// Every bar the model found, as data.
  public var data: [BarModelData] {
    bars.map { bar in
      let comparison = bar.comparison
      return BarModelData(
        bar: document.name(of: .view(bar.parts.root)),
        line: document[bar.parts.root].location?.line,
        generation: bar.recognition.generation, override: bar.recognition.override,
        evidence: bar.recognition.evidence,
        signs: bar.recognition.signs.map {
          BarModelData.Sign(
            item: $0.item, line: $0.line, reason: $0.reason, shows: $0.generation,
            strength: $0.strength)
        },
        disagreement: bar.recognition.disagreement, rebuilt: bar.isRebuilt, inputs: bar.inputs,
        direction: bar.direction,
        constraints: bar.added.map { document[$0].notation(in: document) },
        notRebuilt: bar.notRebuilt, reproduced: comparison.reproduced,
        compared: comparison.total, given: comparison.given,
        differences: comparison.differences.map { row in
          BarModelData.Difference(
            item: row.name, line: document.location(of: row.item)?.line, status: row.status,
            recorded: row.shownRecorded, model: row.shownModel, ambiguous: row.ambiguous)
        }, notes: bar.notes, advice: bar.advice)
    }
  }
}

extension BarModelData {
  /// The JSON object `layout --format json` writes for the bar (docs/cli.md, "layout").
  public var json: JSONText {
    var members: [(String, JSONText)] = [
      ("bar", .string(bar)), ("line", line.map { .number(Double($0)) } ?? .null),
      ("generation", generation.map { .string($0.rawValue) } ?? .null),
      ("decidedBy", .string(override.map { "--os \($0)" } ?? "signs")),
      ("evidence", .array(evidence.map(JSONText.string))),
      ("signs", .array(signs.map(\.json))),
      ("disagreement", disagreement.map(JSONText.string) ?? .null),
      ("rebuilt", .bool(rebuilt)),
    ]
    members.append(("inputs", inputs.map { $0.json(direction) } ?? .null))
    members += [
      ("constraints", .array(constraints.map(JSONText.string))),
      ("notRebuilt", .array(notRebuilt.map(JSONText.string))),
      ("reproduced", .number(Double(reproduced))), ("compared", .number(Double(compared))),
      ("given", .number(Double(given))),
      ("differences", .array(differences.map(\.json))),
      ("notes", .array(notes.map(JSONText.string))),
      ("advice", .array(advice.map(JSONText.string))),
    ]
    return .object(members)
  }
}

extension BarModelData.Sign {
  var json: JSONText {
    .object([
      ("item", item.map(JSONText.string) ?? .null),
      ("line", line.map { .number(Double($0)) } ?? .null), ("reason", .string(reason)),
      ("shows", .string(shows.rawValue)), ("strength", .string("\(strength)")),
      ("weight", .number(Double(strength.rawValue))),
    ])
  }
}

extension BarModelData.Difference {
  var json: JSONText {
    .object([
      ("item", .string(item)), ("line", line.map { .number(Double($0)) } ?? .null),
      ("status", .string(status.rawValue)), ("recorded", .rect(recorded)),
      ("model", .rect(model)), ("ambiguous", .array(ambiguous.map(JSONText.string))),
    ])
  }
}

extension BarInputs {
  func json(_ direction: LayoutDirection) -> JSONText {
    .object([
      ("direction", .string(direction.rawValue)),
      ("width", .number(width)), ("height", .number(height)),
      ("barY", barY.map(JSONText.number) ?? .null), ("scale", .number(scale)),
      ("scaleSource", .string(scaleSource)), ("laidOut", .bool(laidOut)),
    ])
  }
}
