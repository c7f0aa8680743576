import DumpModel
import Foundation
import TestSupport
import Testing

@testable import XMLFormat

/// The writer's fast paths against what they stand for: a name's bytes made once per table
/// (`XMLAttributeNames`, `XMLTag`) and values written without looking for what to escape.
@Suite struct XMLOutputTests {
  /// Every view, guide and constraint of every fixture: the start tag the writer makes is
  /// ` name="text"` for each value the table writes, the name and the value's text as they
  /// are, whenever the text holds nothing to escape.
  @Test(arguments: Fixture.cases())
  func writesEachAttributeAsNameAndText(_ fixture: Fixture) throws {
    let document = try Document(xml: fixture.data("input.xml"), source: "input.xml")
    var checked = 0
    for view in document.viewIDs {
      checked += try expectTag(
        "view", ViewAttributeTable.table, .view, .view, document[view], fixture)
      var guide = document.firstGuide(of: view)
      while let id = guide {
        checked += try expectTag(
          "guide", GuideAttributeTable.table, .guide, .guide, document[id], fixture)
        guide = document.nextGuide(after: id)
      }
      var constraint = document.firstConstraint(heldBy: view)
      while let id = constraint {
        checked += try expectTag(
          "constraint", ConstraintAttributeTable.table, .constraint, .constraint,
          document.addressedConstraint(id), fixture)
        constraint = document.nextConstraint(after: id)
      }
    }
    #expect(checked > 0, "\(fixture): no element without anything to escape")
  }

  /// A number, a list of them, a frame and a boolean are written without looking for what
  /// to escape: their text never holds any of it, whatever the number (a finite one: no
  /// reader keeps another, and `formatNumber` refuses it).
  @Test func numbersNeverHoldWhatAnAttributeEscapes() {
    let numbers: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.0 / 3.0, -2.5e-7, 1e21, 1e300, -1e-300, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNormalMagnitude, 123_456_789.125, 1e15, 999_999_999_999_999,
    ]
    var values: [AttributeValue] = numbers.map { .number($0) } + [.bool(true), .bool(false)]
    values.append(.numbers(numbers))
    values.append(.rect(Rect(x: -1e-300, y: -0.0, width: 1e300, height: 0.5)))
    for value in values {
      let text = Array(value.text.utf8)
      #expect(!text.contains { $0 < 0x20 || Array("<>&\"".utf8).contains($0) }, "\(value)")
      var output = XMLOutput()
      output.attribute("a", value)
      #expect(output.finish() == Data(" a=\"".utf8 + text + "\"".utf8), "\(value)")
    }
  }

  /// An element longer than the buffer's chunk (a title of 300,000 bytes) is made whole and
  /// written as it is.
  @Test func writesAnElementLongerThanAChunk() throws {
    let title = String(repeating: "ab", count: 150_000)
    let document = try Document.build { b in
      try b.view(ViewAttributes("UILabel", "0x1") { $0.title = title })
    }
    #expect(
      String(decoding: document.xmlData(), as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="UILabel" address="0x1" title="\(title)"/>
        </hierarchy>

        """)
  }

  /// Writes one element's start tag and its end the writer's way, and compares it with the
  /// names and the values' text put together, when no value has anything to escape.
  /// - Returns: 1 when the element was compared, 0 when one of its values needs escaping.
  private func expectTag<Model>(
    _ name: String, _ table: AttributeTable<Model>, _ tag: XMLTag, _ names: XMLAttributeNames,
    _ value: Model, _ fixture: Fixture
  ) throws -> Int {
    var expected = "<\(name)"
    var plain = true
    table.forEachKnownValue(of: value) { position, value in
      let text = value.text
      if text.utf8.contains(where: { $0 < 0x20 || Array("<>&\"".utf8).contains($0) }) {
        plain = false
      }
      expected += " \(table.names[position])=\"\(text)\""
    }
    guard plain else { return 0 }
    var output = XMLOutput()
    output.start(tag)
    table.forEachKnownValue(of: value) { output.attribute(prefix: names.prefixes[$0], $1) }
    output.end(full: false)
    let written = String(decoding: output.finish(), as: UTF8.self)
    #expect(written == expected + "/>", "\(fixture): \(name)")
    return 1
  }
}
