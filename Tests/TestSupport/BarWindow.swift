import Foundation

/// A whole window of navigation bars, as `Benchmarks/windowbench` times them: a fixture's bar
/// repeated `bars` times under one `UIWindow`, each copy with fresh addresses (`0x…` becomes
/// `0x<n>f…`) and 44 pt below the last.
public enum BarWindow {
  public static func xml(bars: Int, fixture: String = "ios11-375-two-items-each-side") throws
    -> String
  {
    let lines = try Fixture(fixture).text("input.xml").split(
      separator: "\n", omittingEmptySubsequences: false)
    let header = lines[1].replacingOccurrences(of: "<hierarchy ", with: "<hierarchy ")
    guard let start = lines.firstIndex(where: { $0.contains("class=\"UINavigationBar\"") }),
      let end = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "</view>" })
    else { throw CocoaError(.fileReadCorruptFile) }
    let bar = lines[start...end].joined(separator: "\n")
    var out = [String(lines[0]), String(header)]
    out.append(
      "<view class=\"UIWindow\" address=\"0xffff0\" frame=\"0 0; 375 \(44 * bars + 44)\">")
    for n in 0..<bars {
      var copy = bar.replacingOccurrences(of: "0x", with: "0x\(String(n, radix: 16))f")
      // The bar's own frame: one below the other.
      if let range = copy.range(of: #"frame="0 \d+; "#, options: .regularExpression) {
        copy.replaceSubrange(range, with: "frame=\"0 \(44 * n); ")
      }
      out.append(copy)
    }
    out += ["</view>", "</hierarchy>", ""]
    return out.joined(separator: "\n")
  }
}
