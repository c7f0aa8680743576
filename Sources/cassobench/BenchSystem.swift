import Cassowary
import Foundation

/// A `cassobench 1` system file (the format is documented in shared/bench/cassobench.py).
struct BenchSystem {
  struct Term {
    var coefficient: Double
    var variable: Int
  }
  struct Line {
    var terms: [Term]
    var relation: Relation
    var rhs: Double
    var priority: Double
  }
  var variables: [String] = []
  var edits: [(variable: Int, priority: Double)] = []
  /// phase → (variable, value), in file order.
  var suggests: [Int: [(variable: Int, value: Double)]] = [:]
  var constraints: [Line] = []
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
}

extension BenchSystem {
  /// Parses the file; every complaint names `path:line:column`.
  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchError(description: "\(path): error: cannot read the file")
    }
    let bytes = [UInt8](data)
    var index: [String: Int] = [:]
    var seenHeader = false
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      lineNumber += 1
      // Tokens: runs of non-space bytes, up to a token that starts with '#'.
      var tokens: [(String, Int)] = []
      var i = start
      while i < end {
        while i < end && (bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13) { i += 1 }
        if i == end { break }
        let tokenStart = i
        while i < end && !(bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13) { i += 1 }
        if bytes[tokenStart] == UInt8(ascii: "#") { break }
        tokens.append(
          (String(decoding: bytes[tokenStart..<i], as: UTF8.self), tokenStart - start + 1))
      }
      start = end + 1
      if tokens.isEmpty { continue }
      func fail(_ message: String, _ token: Int = 0) -> BenchError {
        let column = token < tokens.count ? tokens[token].1 : 1
        return BenchError(description: "\(path):\(lineNumber):\(column): error: \(message)")
      }
      func number(_ k: Int, dropping prefix: Int = 0) throws -> Double {
        guard k < tokens.count, let value = Double(tokens[k].0.dropFirst(prefix)) else {
          throw fail("expected a number", k)
        }
        return value
      }
      func variable(_ k: Int, _ name: Substring) throws -> Int {
        guard let id = index[String(name)] else { throw fail("undeclared variable '\(name)'", k) }
        return id
      }
      if !seenHeader {
        guard tokens.map(\.0) == ["cassobench", "1"] else { throw fail("expected 'cassobench 1'") }
        seenHeader = true
        continue
      }
      switch tokens[0].0 {
      case "c":
        guard tokens.count >= 5, tokens[tokens.count - 1].0.hasPrefix("@") else {
          throw fail("expected 'c TERM... OP RHS @P'")
        }
        let op = tokens.count - 3
        let relation: Relation
        switch tokens[op].0 {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw fail("expected '==', '<=' or '>='", op)
        }
        var terms: [Term] = []
        for k in 1..<op {
          let token = tokens[k].0
          guard let star = token.firstIndex(of: "*"), let c = Double(token[..<star]) else {
            throw fail("expected COEF*NAME", k)
          }
          terms.append(Term(coefficient: c, variable: try variable(k, token[token.index(after: star)...])))
        }
        constraints.append(
          Line(
            terms: terms, relation: relation, rhs: try number(op + 1),
            priority: try number(op + 2, dropping: 1)))
      case "var":
        guard tokens.count == 2 else { throw fail("expected 'var NAME'") }
        if index[tokens[1].0] != nil { throw fail("duplicate variable '\(tokens[1].0)'", 1) }
        index[tokens[1].0] = variables.count
        variables.append(tokens[1].0)
      case "edit":
        guard tokens.count == 3, tokens[2].0.hasPrefix("@") else { throw fail("expected 'edit NAME @P'") }
        edits.append((try variable(1, tokens[1].0[...]), try number(2, dropping: 1)))
      case "suggest":
        guard tokens.count == 4, let phase = Int(tokens[1].0) else {
          throw fail("expected 'suggest K NAME VALUE'")
        }
        suggests[phase, default: []].append((try variable(2, tokens[2].0[...]), try number(3)))
      case "meta":
        continue
      default:
        throw fail("unknown keyword '\(tokens[0].0)'")
      }
    }
    if !seenHeader { throw BenchError(description: "\(path):1:1: error: expected 'cassobench 1'") }
  }
}
