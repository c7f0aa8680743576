import Foundation

extension Hierarchy {
  /// Reads FORMAT.md's JSON form (what `jsonData()` writes): the same attributes under their
  /// XML names, typed — numbers, `[x, y, width, height]`, `true`/`false`, strings.
  /// - Throws: `ReadError` at the line and column of the first problem: a syntax error, a value
  ///   of the wrong type or shape, a missing attribute, an unknown reference, a duplicate
  ///   address, nesting beyond 1,000 views.
  public init(json data: Data, source: String) throws(ReadError) {
    let start = SourceLocation(file: source, line: 1, column: 1)
    guard data.contains(where: { !isSpace($0) }) else { throw ReadError(.emptyInput, at: start) }
    let result: Result<Hierarchy, ReadError> = withLargeStack {
      data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<Hierarchy, ReadError> in
        let bytes = raw.bindMemory(to: UInt8.self)
        var positions = SourcePositions(bytes: bytes, file: source)
        var parser = JSONParser(bytes: bytes)
        let root: JSONNode
        do throws(JSONSyntaxError) {
          root = try parser.parseDocument()
        } catch {
          let location = positions.location(at: error.offset)
          if parser.tooDeep {
            return .failure(ReadError(.tooDeep(limit: ReadLimits.viewDepth), at: location))
          }
          if parser.beyondTheFormat {
            return .failure(ReadError(.other(error.message), at: location))
          }
          return .failure(ReadError(.invalidJSON(error.message), at: location))
        }
        var builder = JSONHierarchyBuilder(positions: positions)
        do throws(ReadError) {
          return .success(try builder.hierarchy(from: root))
        } catch {
          return .failure(error)
        }
      }
    }
    self = try result.get()
  }

  /// FORMAT.md's JSON form: keys in the XML attribute order, typed values, defaults left out;
  /// two-space indentation, number arrays on one line, `\n` line ends, deterministic.
  public func jsonData() -> Data {
    withLargeStack {
      var output = JSONOutput()
      output.hierarchy(self)
      return Data(output.text.utf8)
    }
  }
}

/// Writes JSON text with two-space indentation.
struct JSONOutput {
  var text = ""

  mutating func hierarchy(_ hierarchy: Hierarchy) {
    var members = hierarchy.metadata.outputAttributes.map { member($0) }
    if !hierarchy.patches.isEmpty {
      members.append(
        keyed("patches") { output, depth in
          output.array(hierarchy.patches, depth: depth) { output, patch, depth in
            output.patch(patch, depth: depth)
          }
        })
    }
    appendChildren(&members, hierarchy.views, hierarchy.unknownElements)
    object(members, depth: 0)
    text += "\n"
  }

  typealias Member = (inout JSONOutput, Int) -> Void

  private func keyed(_ key: String, _ body: @escaping Member) -> Member {
    { output, depth in
      output.text += jsonString(key) + ": "
      body(&output, depth)
    }
  }

  private func member(_ attribute: OutputAttribute) -> Member {
    keyed(attribute.name) { output, _ in output.value(attribute.value) }
  }

  private func appendChildren(
    _ members: inout [Member], _ views: [View], _ unknownElements: [UnknownElement]
  ) {
    if !views.isEmpty {
      members.append(
        keyed("views") { output, depth in
          output.array(views, depth: depth) { output, view, depth in
            output.view(view, depth: depth)
          }
        })
    }
    appendUnknownElements(&members, unknownElements)
  }

  private func appendUnknownElements(_ members: inout [Member], _ elements: [UnknownElement]) {
    guard !elements.isEmpty else { return }
    members.append(
      keyed("unknownElements") { output, depth in
        output.array(elements, depth: depth) { output, element, _ in
          output.text += jsonString(element.xml)
        }
      })
  }

  mutating func view(_ view: View, depth: Int) {
    var members = view.outputAttributes.map { member($0) }
    if !view.guides.isEmpty {
      members.append(
        keyed("guides") { output, depth in
          output.array(view.guides, depth: depth) { output, guide, depth in
            output.leaf(guide.outputAttributes, guide.unknownElements, depth: depth)
          }
        })
    }
    if !view.subviews.isEmpty {
      members.append(
        keyed("subviews") { output, depth in
          output.array(view.subviews, depth: depth) { output, subview, depth in
            output.view(subview, depth: depth)
          }
        })
    }
    if !view.constraints.isEmpty {
      members.append(
        keyed("constraints") { output, depth in
          output.array(view.constraints, depth: depth) { output, constraint, depth in
            output.leaf(constraint.outputAttributes, constraint.unknownElements, depth: depth)
          }
        })
    }
    appendUnknownElements(&members, view.unknownElements)
    object(members, depth: depth)
  }

  mutating func patch(_ patch: PatchRecord, depth: Int) {
    var members = patch.outputAttributes.map { member($0) }
    if !patch.changes.isEmpty {
      members.append(
        keyed("changes") { output, depth in
          output.array(patch.changes, depth: depth) { output, change, depth in
            // The kind and its text first, then the element's attributes.
            let kind =
              switch change {
              case .removed(let text, _): OutputAttribute("removed", .string(text))
              case .added(_, let text, _): OutputAttribute("added", .string(text))
              }
            output.object(
              ([kind] + change.outputAttributes).map { output.member($0) }, depth: depth)
          }
        })
    }
    appendUnknownElements(&members, patch.unknownElements)
    object(members, depth: depth)
  }

  /// A guide or a constraint: its attributes, then its unknown elements.
  mutating func leaf(
    _ attributes: [OutputAttribute], _ unknownElements: [UnknownElement], depth: Int
  ) {
    var members = attributes.map { member($0) }
    appendUnknownElements(&members, unknownElements)
    object(members, depth: depth)
  }

  mutating func object(_ members: [Member], depth: Int) {
    guard !members.isEmpty else {
      text += "{}"
      return
    }
    text += "{\n"
    for (index, member) in members.enumerated() {
      indent(depth + 1)
      member(&self, depth + 1)
      text += index + 1 < members.count ? ",\n" : "\n"
    }
    indent(depth)
    text += "}"
  }

  mutating func array<T>(
    _ items: [T], depth: Int, _ body: (inout JSONOutput, T, Int) -> Void
  ) {
    text += "[\n"
    for (index, item) in items.enumerated() {
      indent(depth + 1)
      body(&self, item, depth + 1)
      text += index + 1 < items.count ? ",\n" : "\n"
    }
    indent(depth)
    text += "]"
  }

  mutating func value(_ value: AttributeValue) {
    switch value {
    case .string(let string): text += jsonString(string)
    case .number(let number): text += formatNumber(number)
    case .bool(let bool): text += bool ? "true" : "false"
    case .numbers(let numbers):
      text += "[" + numbers.map(formatNumber).joined(separator: ", ") + "]"
    case .rect(let rect):
      text +=
        "["
        + [rect.x, rect.y, rect.width, rect.height].map(formatNumber)
        .joined(separator: ", ") + "]"
    }
  }

  mutating func indent(_ depth: Int) {
    text += String(repeating: " ", count: 2 * depth)
  }
}
