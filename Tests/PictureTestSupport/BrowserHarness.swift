import Foundation
import TestSupport

/// Runs Tools/browser/harness.py: a scripted visit of pages in headless Chromium.
struct BrowserHarness {
  /// The report the harness prints (Tools/browser/README.md).
  struct Report: Decodable {
    var errors: [String]
    var requests: [String]
    var results: [String: JSONValue]
    var timings: [String: Double?]
    var harness: String?
    var chromiumLog: String?

    enum CodingKeys: String, CodingKey {
      case errors, requests, results, timings, harness
      case chromiumLog = "chromium_log"
    }
  }

  /// A step of the visit, as the harness reads it.
  enum Step {
    case load(URL, scheme: String = "light", name: String = "load")
    case click(String)
    case hover(String)
    case focus(String)
    case key(String)
    case eval(String, String)
    case screenshot(URL)

    var json: [String: String] {
      switch self {
      case .load(let url, let scheme, let name):
        return ["do": "load", "file": url.path, "scheme": scheme, "name": name]
      case .click(let selector): return ["do": "click", "selector": selector]
      case .hover(let selector): return ["do": "hover", "selector": selector]
      case .focus(let selector): return ["do": "focus", "selector": selector]
      case .key(let key): return ["do": "key", "key": key]
      case .eval(let name, let expression):
        return ["do": "eval", "name": name, "expression": expression]
      case .screenshot(let url): return ["do": "screenshot", "file": url.path]
      }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let script = Repository.root.appendingPathComponent("Tools/browser/harness.py")

  /// Runs the steps in one browser with a `width` × `height` viewport; throws when the
  /// harness itself could not run them.
  static func visit(_ steps: [Step], in folder: URL, width: Int = 1280, height: Int = 800) throws
    -> Report
  {
    let spec: [String: Any] = ["width": width, "height": height, "steps": steps.map(\.json)]
    let specURL = folder.appendingPathComponent("spec.json")
    try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]).write(to: specURL)
    let result = try runProgram("python3", [script.path, specURL.path])
    let report: Report
    do {
      report = try JSONDecoder().decode(Report.self, from: result.output)
    } catch {
      throw Failure(
        description: "harness exit \(result.status), no report: \(result.error)"
          + String(decoding: result.output, as: UTF8.self))
    }
    if let problem = report.harness {
      throw Failure(description: "harness: \(problem)\n\(report.chromiumLog ?? "")")
    }
    return report
  }
}
