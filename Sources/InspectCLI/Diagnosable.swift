import Audit
import BarModel
import BarPictures
import HierarchyIO
import Layout
import Patcher
import TerminalOutput

extension ReadError: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(at: location, reason.message) }
}

extension ReadWarning: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(.warning, at: location, message) }
}

extension DocumentError: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(at: location, reason.message) }
}

extension LayoutError: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}

extension BarModelError: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}

extension PatchError: Diagnosable {
  /// A refusal with reasons is a short first line and one indented line a reason.
  package var diagnostic: Diagnostic {
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
  package var diagnostic: Diagnostic { Diagnostic(self) }
}

extension XPathError: Diagnosable {
  /// At the column of the expression, which follows with a caret under that column.
  package var diagnostic: Diagnostic {
    let padding = String(expression.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
    return Diagnostic(
      file: "<query>", line: 1, column: column, "invalid XPath expression: \(message)",
      details: [expression, padding + "^"])
  }
}

extension AuditError: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(message) }
}

extension PictureTooLarge: Diagnosable {
  package var diagnostic: Diagnostic { Diagnostic(at: location, message) }
}
