import DumpModel
import SentryFormat
import TestSupport
import Testing

/// Reads `text` as a Sentry view hierarchy named `crash.json`.
func readSentry(_ text: String) throws(ReadError) -> Document {
  var warnings: [ReadWarning] = []
  return try SentryAttachment.read(text, source: "crash.json", warnings: &warnings)
}

/// The error `text` gives, rendered, or "no error".
func sentryError(_ text: String) -> String {
  do {
    _ = try readSentry(text)
    return "no error"
  } catch {
    return error.description
  }
}

/// The views of a document in pre-order: address, class, frame, alpha, hidden.
func outline(_ document: Document) -> [String] {
  document.preorder.map { id in
    let view = document[id]
    let frame = view.frame.map { "(\($0.x) \($0.y); \($0.width) \($0.height))" } ?? "nil"
    return "\(view.address) \(view.className) \(frame) alpha \(view.alpha)"
      + (view.hidden ? " hidden" : "")
  }
}

@Suite struct SentryReaderTests {
  @Test func readsTheDocumentedShape() throws {
    let document = try readSentry(
      """
      {
        "rendering_system": "UIKIT",
        "windows": [
          {
            "type": "UIWindow", "identifier": "main", "width": 390, "height": 844, "x": 0,
            "y": 0, "alpha": 1, "visible": true,
            "children": [
              {"type": "UIView", "width": 390.0, "height": 844.0, "x": 0.0, "y": 0.0,
               "alpha": 0.5, "visible": false, "children": []},
              {"type": "Demo.Badge", "width": 2.5e1, "height": 20, "x": -4, "y": 10.25}
            ]
          },
          {"type": "UITextEffectsWindow", "width": 390, "height": 844, "x": 0, "y": 0}
        ]
      }
      """)
    #expect(
      outline(document) == [
        "sentry:0 UIWindow (0.0 0.0; 390.0 844.0) alpha 1.0",
        "sentry:0.0 UIView (0.0 0.0; 390.0 844.0) alpha 0.5 hidden",
        "sentry:0.1 Demo.Badge (-4.0 10.25; 25.0 20.0) alpha 1.0",
        "sentry:1 UITextEffectsWindow (0.0 0.0; 390.0 844.0) alpha 1.0",
      ])
    #expect(document.roots.count == 2)
    #expect(document[document.roots[0]].identifier == "main")
    #expect(document.metadata.source == "Sentry view hierarchy (rendering_system 'UIKIT')")
    #expect(document.constraintCount == 0 && document.guideCount == 0)
    #expect(document.metadata.os == nil && document.metadata.screen == nil)
  }

  /// A JSON tool that sorts keys writes `children` before `type` and the frame: the reader
  /// takes the keys in any order.
  @Test func keysComeInAnyOrder() throws {
    let sorted = try readSentry(
      #"""
      {"windows": [{"alpha": 1, "children": [{"height": 4, "type": "B", "width": 3, "x": 1,
        "y": 2}], "height": 10, "type": "A", "visible": true, "width": 10, "x": 0, "y": 0}],
       "rendering_system": "UIKIT"}
      """#)
    #expect(
      outline(sorted) == [
        "sentry:0 A (0.0 0.0; 10.0 10.0) alpha 1.0", "sentry:0.0 B (1.0 2.0; 3.0 4.0) alpha 1.0",
      ])
  }

  /// Each view is placed where its `{` is, so that a later message (layout, patch) names it.
  @Test func viewsAreLocatedAtTheirBrace() throws {
    let document = try readSentry(
      """
      {"rendering_system": "UIKIT", "windows": [
        {"type": "UIWindow", "children": [
            {"type": "UIView"}]}]}
      """)
    let locations = document.preorder.map { document[$0].location?.description }
    #expect(locations == ["crash.json:2:3", "crash.json:3:7"])
  }

  /// `null` for a known key is the key left out; a frame is all four numbers or unknown.
  @Test func nullIsAbsent() throws {
    let document = try readSentry(
      #"""
      {"rendering_system": "UIKIT", "windows": [{"type": "V", "identifier": null, "x": null,
        "y": null, "width": null, "height": null, "alpha": null, "visible": null}]}
      """#)
    let view = document[document.roots[0]]
    #expect(view.frame == nil && view.identifier == nil && view.alpha == 1 && !view.hidden)
  }

  /// Every other key is kept, as text: strings as they are, numbers as written, booleans as
  /// the dump's YES/NO, the rest as compact JSON; a key that a dump's view already has is
  /// kept as `sentry.KEY`, so that it cannot read back as that attribute.
  @Test func unknownKeysAreKept() throws {
    let document = try readSentry(
      #"""
      {"rendering_system": "UIKIT", "sdk": {"name": "sentry.cocoa"}, "windows": [
        {"type": "UIView", "view_controller": "Demo.InboxViewController", "depth": 2.50,
         "clickable": true, "tag": 7, "title": "Inbox", "extra": null,
         "bounds": [0, 0, {"a": "\"q\"", "b": [true, null, -1e3]}], "children": []}]}
      """#)
    let unknown = document[document.roots[0]].unknownAttributes.map { "\($0.name)=\($0.value)" }
    #expect(
      unknown == [
        "view_controller=Demo.InboxViewController", "depth=2.50", "clickable=YES",
        "sentry.tag=7", "sentry.title=Inbox", "extra=null",
        #"sentry.bounds=[0,0,{"a":"\"q\"","b":[true,null,-1e3]}]"#,
      ])
    #expect(document[document.roots[0]].title == nil && document[document.roots[0]].tag == nil)
    #expect(
      document.metadata.unknownAttributes == [
        UnknownAttribute(name: "sdk", value: #"{"name":"sentry.cocoa"}"#)
      ])
  }

  @Test func anotherRenderingSystemIsReadWithAWarning() throws {
    var warnings: [ReadWarning] = []
    let document = try SentryAttachment.read(
      #"{"rendering_system": "compose", "windows": [{"type": "DecorView"}]}"#,
      source: "crash.json", warnings: &warnings)
    #expect(document.viewCount == 1)
    #expect(
      warnings.map(\.description) == [
        "crash.json:1:22: warning: the rendering system is 'compose', not 'UIKIT': the frames are "
          + "read as they are, but inspect knows UIKit's views only"
      ])
  }

  @Test(arguments: [
    ("", "crash.json:1:1: error: the input is empty"),
    (
      "[]",
      "crash.json:1:1: error: a Sentry view hierarchy is a JSON object: expected "
        + #"{"rendering_system": "UIKIT", "windows": […]} (docs/sentry.md)"#
    ),
    (
      #"{"rendering_system": "UIKIT"}"#,
      "crash.json:1:1: error: no 'windows': expected "
        + #"{"rendering_system": "UIKIT", "windows": […]} (docs/sentry.md)"#
    ),
    (
      #"{"rendering_system": "UIKIT", "windows": []}"#,
      "crash.json:1:42: error: 'windows' holds no view: there is nothing to read"
    ),
    (
      #"{"windows": {"type": "V"}}"#,
      "crash.json:1:13: error: 'windows' must be an array of views"
    ),
    (
      #"{"windows": [{"type": "V", "children": [3]}]}"#,
      "crash.json:1:41: error: 'children' holds views (JSON objects), not 3"
    ),
    (
      #"{"windows": [{"type": "V", "children": {}}]}"#,
      "crash.json:1:40: error: 'children' must be an array of views"
    ),
    (
      #"{"windows": [{"x": 0}]}"#,
      "crash.json:1:14: error: a view without 'type' (its class): every node of 'windows' has one"
    ),
    (
      #"{"windows": [{"type": 4}]}"#,
      "crash.json:1:23: error: view attribute 'type' has the value '4'; expected a string"
    ),
    (
      #"{"windows": [{"type": "V", "x": 1, "y": 2}]}"#,
      "crash.json:1:14: error: view 'V' has part of a frame: 'width', 'height' missing "
        + "(x, y, width and height go together)"
    ),
    (
      #"{"windows": [{"type": "V", "width": "375"}]}"#,
      "crash.json:1:37: error: view attribute 'width' has the value '375'; expected a number"
    ),
    (
      #"{"windows": [{"type": "V", "alpha": 1e999}]}"#,
      "crash.json:1:37: error: view attribute 'alpha' is not a finite number: '1e999'"
    ),
    (
      #"{"windows": [{"type": "V", "visible": "YES"}]}"#,
      "crash.json:1:39: error: view attribute 'visible' has the value 'YES'; expected true or false"
    ),
    (
      #"{"windows": [{"type": "V", "type": "W"}]}"#,
      "crash.json:1:28: error: the key 'type' is already in this view"
    ),
    (
      #"{"windows": [], "windows": []}"#,
      "crash.json:1:17: error: the key 'windows' is already in this object"
    ),
    (
      "{\"windows\": [{\"type\": \"V\",\n  \"x\": 1,]}",
      "crash.json:2:10: error: invalid JSON: expected a key in quotes"
    ),
    (
      #"{"windows": [{"type": "V"}]} x"#,
      "crash.json:1:30: error: invalid JSON: unexpected text after the JSON value"
    ),
  ])
  func errorsNameTheLineAndColumn(text: String, message: String) {
    #expect(sentryError(text) == message)
  }

  /// `ReadLimits.viewDepth` views nest; one more is an error, not a crash. Neither pass
  /// recurses, so this runs on a test's small stack.
  @Test func nestingUpToTheLimit() throws {
    func nested(_ levels: Int) -> String {
      #"{"windows": ["# + String(repeating: #"{"type": "V", "children": ["#, count: levels)
        + String(repeating: "]}", count: levels) + "]}"
    }
    let deepest = try readSentry(nested(ReadLimits.viewDepth))
    #expect(deepest.viewCount == ReadLimits.viewDepth)
    #expect(deepest.depth(of: deepest.preorder.last!) == ReadLimits.viewDepth - 1)
    #expect(
      sentryError(nested(ReadLimits.viewDepth + 1))
        == "crash.json:1:\(13 + 27 * ReadLimits.viewDepth + 1): error: the hierarchy is nested "
        + "deeper than 1000 levels")
    let deepValue =
      #"{"windows": [{"type": "V", "extra": "# + String(repeating: "[", count: 5000)
      + String(repeating: "]", count: 5000) + "}]}"
    #expect(
      sentryError(deepValue).hasSuffix("error: the hierarchy is nested deeper than 1000 levels"))
  }
}
