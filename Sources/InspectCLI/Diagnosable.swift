import Audit
import BarModel
import BarPictures
import HierarchyIO
import Layout
import Patcher

/// An error that says what it is in parts (`Diagnostic`): the libraries' errors keep their
/// place and message apart, and the command line prints them from those, never from their
/// rendered line.
protocol Diagnosable {
  var diagnostic: Diagnostic { get }
}

extension ReadError: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(at: location, reason.message) }
}

extension ReadWarning: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(.warning, at: location, message) }
}

extension DocumentError: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(at: location, reason.message) }
}

extension LayoutError: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}

extension BarModelError: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}

extension PatchError: Diagnosable {
  /// A refusal with reasons is a short first line and one indented line a reason.
  var diagnostic: Diagnostic {
    guard case .notReproduced(let bar, let details) = reason else {
      return Diagnostic(at: location, file: source, reason.message)
    }
    var diagnostic = Diagnostic(
      at: location, file: source,
      "the bar model does not reproduce '\(bar)': a patch of it would patch a guess; nothing "
        + "written")
    diagnostic.details = details
    return diagnostic
  }
}

extension DiagnosticText: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(self) }
}

extension XPathError: Diagnosable {
  /// At the column of the expression, which follows with a caret under that column.
  var diagnostic: Diagnostic {
    let padding = String(expression.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
    return Diagnostic(
      file: "<query>", line: 1, column: column, "invalid XPath expression: \(message)",
      details: [expression, padding + "^"])
  }
}

extension PictureTooLarge: Diagnosable {
  var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}

extension CommandFailure: Diagnosable {}
