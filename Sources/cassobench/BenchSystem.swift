import Cassowary
import Foundation

/// A `cassobench 1` system file (the format is documented in shared/bench/cassobench.py).
///
/// The constraints are flat arrays (one entry per term, one per constraint) rather than an
/// array of terms per constraint: at N = 10,000 that is 47 MB instead of 95 MB, in a few large
/// blocks that `releaseConstraints()` hands back to the system before the solve.
struct BenchSystem {
  var variables: [String] = []
  var edits: [(variable: Int, priority: Double)] = []
  /// phase → (variable, value), in file order.
  var suggests: [Int: [(variable: Int, value: Double)]] = [:]
  /// Constraint `k`'s terms are `termStart[k]..<termStart[k + 1]` of these two.
  var termVariables: [Int32] = []
  var termCoefficients: [Double] = []
  var termStart: [Int] = [0]
  var relations: [Relation] = []
  var rhs: [Double] = []
  var priorities: [Double] = []

  var constraintCount: Int { relations.count }

  /// Variable `v`, as the solver made it: `makeVariable` numbers variables in creation order,
  /// and the solver was given them in file order (an array of them would be 14 MB at
  /// N = 10,000).
  func variable(_ v: Int) -> Variable { Variable(id: v) }

  /// Constraint `k` as the solver takes it: `terms - rhs REL 0`.
  func constraint(_ k: Int) -> Constraint {
    let terms = (termStart[k]..<termStart[k + 1]).map {
      Term(variable(Int(termVariables[$0])), termCoefficients[$0])
    }
    return Constraint(
      Expression(terms, constant: -rhs[k]), relations[k], priority: priorities[k])
  }

  /// Drops the constraints' arrays (once they are made into `Constraint`s).
  mutating func releaseConstraints() {
    termVariables = []
    termCoefficients = []
    termStart = [0]
    relations = []
    rhs = []
    priorities = []
  }
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
    // Parsed in place: a copy of the bytes would be one more file-sized block.
    self = try data.withUnsafeBytes { raw in
      try BenchSystem(parsing: raw.bindMemory(to: UInt8.self), path: path)
    }
  }

  private init(parsing bytes: UnsafeBufferPointer<UInt8>, path: String) throws {
    var index: [String: Int] = [:]
    var seenHeader = false
    var lineNumber = 0
    var lineStart = 0
    // Tokens of the current line as byte ranges (no String per token).
    var tokens: [Range<Int>] = []
    while lineStart < bytes.count {
      var end = lineStart
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      lineNumber += 1
      tokens.removeAll(keepingCapacity: true)
      var i = lineStart
      while i < end {
        while i < end && (bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13) { i += 1 }
        if i == end { break }
        let tokenStart = i
        while i < end && !(bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13) { i += 1 }
        if bytes[tokenStart] == UInt8(ascii: "#") { break }
        tokens.append(tokenStart..<i)
      }
      let start = lineStart
      lineStart = end + 1
      if tokens.isEmpty { continue }
      func fail(_ message: String, _ token: Int = 0) -> BenchError {
        let column = token < tokens.count ? tokens[token].lowerBound - start + 1 : 1
        return BenchError(description: "\(path):\(lineNumber):\(column): error: \(message)")
      }
      func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
      func token(_ k: Int) -> String { text(tokens[k]) }
      func number(_ range: Range<Int>, _ k: Int) throws -> Double {
        guard let value = decimal(bytes, range) ?? Double(text(range)) else {
          throw fail("expected a number", k)
        }
        return value
      }
      func number(_ k: Int, dropping prefix: Int = 0) throws -> Double {
        guard k < tokens.count else { throw fail("expected a number", k) }
        let range = tokens[k]
        return try number(range.lowerBound + prefix..<range.upperBound, k)
      }
      func variable(_ k: Int, _ range: Range<Int>) throws -> Int {
        guard let id = index[text(range)] else {
          throw fail("undeclared variable '\(text(range))'", k)
        }
        return id
      }
      func starts(_ k: Int, with byte: UInt8) -> Bool {
        k < tokens.count && !tokens[k].isEmpty && bytes[tokens[k].lowerBound] == byte
      }
      if !seenHeader {
        guard tokens.count == 2, token(0) == "cassobench", token(1) == "1" else {
          throw fail("expected 'cassobench 1'")
        }
        seenHeader = true
        continue
      }
      switch token(0) {
      case "c":
        guard tokens.count >= 5, starts(tokens.count - 1, with: UInt8(ascii: "@")) else {
          throw fail("expected 'c TERM... OP RHS @P'")
        }
        let op = tokens.count - 3
        let relation: Relation
        switch token(op) {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw fail("expected '==', '<=' or '>='", op)
        }
        for k in 1..<op {
          let range = tokens[k]
          guard let star = bytes[range].firstIndex(of: UInt8(ascii: "*")) else {
            throw fail("expected COEF*NAME", k)
          }
          termCoefficients.append(try number(range.lowerBound..<star, k))
          termVariables.append(Int32(try variable(k, star + 1..<range.upperBound)))
        }
        let value = try number(op + 1)
        let priority = try number(op + 2, dropping: 1)
        termStart.append(termVariables.count)
        relations.append(relation)
        rhs.append(value)
        priorities.append(priority)
      case "var":
        guard tokens.count == 2 else { throw fail("expected 'var NAME'") }
        let name = token(1)
        if index[name] != nil { throw fail("duplicate variable '\(name)'", 1) }
        index[name] = variables.count
        variables.append(name)
      case "edit":
        guard tokens.count == 3, starts(2, with: UInt8(ascii: "@")) else {
          throw fail("expected 'edit NAME @P'")
        }
        edits.append((try variable(1, tokens[1]), try number(2, dropping: 1)))
      case "suggest":
        guard tokens.count == 4, let phase = Int(token(1)) else {
          throw fail("expected 'suggest K NAME VALUE'")
        }
        suggests[phase, default: []].append((try variable(2, tokens[2]), try number(3)))
      case "meta":
        continue
      default:
        throw fail("unknown keyword '\(token(0))'")
      }
    }
    if !seenHeader { throw BenchError(description: "\(path):1:1: error: expected 'cassobench 1'") }
  }
}

/// `[-+]digits[.digits]` with at most 15 significant digits and 15 decimals, exactly: both the
/// integer mantissa and the power of ten are exact doubles, so one division rounds correctly.
/// Anything else (exponents, long mantissas) is nil and goes to `Double(_:)`.
func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
  var i = range.lowerBound
  var negative = false
  if i < range.upperBound && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
    negative = bytes[i] == UInt8(ascii: "-")
    i += 1
  }
  var mantissa: Int64 = 0
  var digits = 0
  var decimals = 0
  var seenPoint = false
  while i < range.upperBound {
    let b = bytes[i]
    if b == UInt8(ascii: ".") && !seenPoint {
      seenPoint = true
    } else if b >= 48 && b <= 57 {
      mantissa = mantissa * 10 + Int64(b - 48)
      digits += 1
      if seenPoint { decimals += 1 }
      if digits > 15 { return nil }
    } else {
      return nil
    }
    i += 1
  }
  if digits == 0 { return nil }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let value = Double(mantissa) / scale
  return negative ? -value : value
}
