/// The RELAX NG schema of the dump format, version 1 (docs/format.md), embedded in the library.
///
/// Known attributes get their value patterns (frames, pairs, numbers, `YES`/`NO`, the
/// enumerations — built from the model's own enums, so the schema and the reader agree);
/// unknown attributes and unknown elements are allowed, since docs/format.md keeps them. Optional
/// attributes sit in an `<interleave>`: as a plain group, libxml2's validator tries their
/// combinations and takes seconds for a view with 14 attributes, minutes for 16. What a
/// schema cannot see — references to addresses, duplicate addresses, numbers beyond a
/// double's range — `inspect validate` checks by reading the file as well.
public enum HierarchySchema {
  /// The schema, in RELAX NG's XML syntax.
  public static let relaxNG: String = """
    <?xml version="1.0" encoding="UTF-8"?>
    <grammar xmlns="http://relaxng.org/ns/structure/1.0"
             datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
      <start>
        <element name="hierarchy">
          <attribute name="format"><value>1</value></attribute>
          \(attributes(HierarchyAttributeTable.table, alsoKnown: ["format"]))
          <interleave>
            <zeroOrMore><ref name="patch"/></zeroOrMore>
            <oneOrMore><ref name="view"/></oneOrMore>
            <zeroOrMore>\(unknownElement(except: ["patch", "view"]))</zeroOrMore>
          </interleave>
        </element>
      </start>

      <define name="patch">
        <element name="patch">
          \(attributes(PatchAttributeTable.table))
          <interleave>
            <zeroOrMore>
              <choice>
                <element name="removed">\(anyAttributes)<text/></element>
                <element name="added">
                  <attribute name="address"/>
                  \(otherAttributes(except: ["address"]))
                  <text/>
                </element>
              </choice>
            </zeroOrMore>
            <zeroOrMore>\(unknownElement(except: ["removed", "added"]))</zeroOrMore>
          </interleave>
        </element>
      </define>

      <define name="view">
        <element name="view">
          \(attributes(ViewAttributeTable.table))
          <interleave>
            <zeroOrMore><ref name="guide"/></zeroOrMore>
            <zeroOrMore><ref name="view"/></zeroOrMore>
            <zeroOrMore><ref name="constraint"/></zeroOrMore>
            <zeroOrMore>\(unknownElement(except: ["guide", "view", "constraint"]))</zeroOrMore>
          </interleave>
        </element>
      </define>

      <define name="guide">
        <element name="guide">
          \(attributes(GuideAttributeTable.table))
          <zeroOrMore>\(anyElement)</zeroOrMore>
        </element>
      </define>

      <define name="constraint">
        <element name="constraint">
          <interleave>
          \(optionalAttributes(ConstraintAttributeTable.table))
          \(otherAttributes(except: ConstraintAttributeTable.table.names))
          </interleave>
          <choice>
            <group>
              \(requiredAttributes(ConstraintAttributeTable.table))
              <zeroOrMore>\(anyElement)</zeroOrMore>
            </group>
            <group>
              <!-- UIKit's printed notation with unknown elements beside it: the text is only
                   checked by the reader (a data pattern cannot sit beside elements). -->
              \(requiredAttributes(ConstraintAttributeTable.table, optional: true))
              <mixed><oneOrMore>\(anyElement)</oneOrMore></mixed>
            </group>
            <group>
              \(requiredAttributes(ConstraintAttributeTable.table, optional: true))
              <data type="string"><param name="pattern">\(escape(textConstraint))</param></data>
            </group>
          </choice>
        </element>
      </define>

      <define name="unknownContent">
        <zeroOrMore>
          <choice>
            <attribute><anyName/></attribute>
            <text/>
            <element><anyName/><ref name="unknownContent"/></element>
          </choice>
        </zeroOrMore>
      </define>

      \(patternDefine("address"))
      \(patternDefine("number"))
      \(patternDefine("integer"))
      \(patternDefine("multiplier"))
      \(patternDefine("pair"))
      \(patternDefine("quad"))
      \(patternDefine("rect"))
      <define name="bool">
        <choice><value>YES</value><value>NO</value></choice>
      </define>
      \(patternDefine("positiveIntegers"))
      \(patternDefine("autoresizingMask"))
    </grammar>

    """

  // MARK: - Pieces

  /// An element's attributes from its table: the required ones, then the others in an
  /// interleave, with any attribute the table does not know (nor `alsoKnown`).
  private static func attributes<Model>(
    _ table: AttributeTable<Model>, alsoKnown: [String] = []
  ) -> String {
    """
    \(requiredAttributes(table))
              <interleave>
              \(optionalAttributes(table))
              \(otherAttributes(except: alsoKnown + table.names))
              </interleave>
    """
  }

  /// The table's required attributes, each with its value pattern (`optional`: each may be
  /// absent, for a constraint written in UIKit's notation).
  private static func requiredAttributes<Model>(
    _ table: AttributeTable<Model>, optional: Bool = false
  ) -> String {
    table.required.map { optional ? "<optional>\(pattern($0))</optional>" : pattern($0) }
      .joined(separator: "\n          ")
  }

  /// The table's other attributes, each with its value pattern.
  private static func optionalAttributes<Model>(_ table: AttributeTable<Model>) -> String {
    table.all.filter { !$0.isRequired }.map { "<optional>\(pattern($0))</optional>" }
      .joined(separator: "\n          ")
  }

  /// `<attribute name="…">` with the pattern of the attribute's kind.
  private static func pattern<Model>(_ attribute: AttributeRow<Model>) -> String {
    let pattern: String
    switch rule(attribute.kind) {
    case .text: return "<attribute name=\"\(attribute.name)\"/>"
    case .pattern(let name): pattern = "<ref name=\"\(name)\"/>"
    case .tokens(let values):
      pattern = attribute.kind == .bool ? "<ref name=\"bool\"/>" : choice(values)
    }
    return "<attribute name=\"\(attribute.name)\">\(pattern)</attribute>"
  }

  /// `<define name="…">` of one of `patterns`.
  private static func patternDefine(_ name: String) -> String {
    """
    <define name="\(name)">
        <data type="string"><param name="pattern">\(escape(patterns[name]!))</param></data>
      </define>
    """
  }

  private static func choice(_ values: [String]) -> String {
    "<choice>" + values.map { "<value>\(escape($0))</value>" }.joined() + "</choice>"
  }

  /// Any attribute but the element's known ones, any number of times.
  private static func otherAttributes(except names: [String]) -> String {
    "<zeroOrMore><attribute><anyName><except>"
      + names.map { "<name>\($0)</name>" }.joined()
      + "</except></anyName></attribute></zeroOrMore>"
  }

  /// Any attribute, any number of times.
  private static let anyAttributes = "<zeroOrMore><attribute><anyName/></attribute></zeroOrMore>"

  /// Any element with any content (inside an element that has no known children).
  private static let anyElement = "<element><anyName/><ref name=\"unknownContent\"/></element>"

  /// Any element but the known ones, with any content.
  private static func unknownElement(except names: [String]) -> String {
    "<element><anyName><except>" + names.map { "<name>\($0)</name>" }.joined()
      + "</except></anyName><ref name=\"unknownContent\"/></element>"
  }

  private static func escape(_ text: String) -> String {
    text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(
      ">", with: "&gt;")
  }
}
