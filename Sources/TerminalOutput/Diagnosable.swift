/// An error that says what it is in parts (`Diagnostic`): the libraries' errors keep their
/// place and message apart, and the command line prints them from those, never from their
/// rendered line.
package protocol Diagnosable {
  var diagnostic: Diagnostic { get }
}

extension CommandFailure: Diagnosable {}
