import Foundation

/// A whole window of navigation bars, as `Benchmarks/windowbench` times them: a fixture's bar
/// repeated `bars` times under one `UIWindow`, each copy with fresh addresses (`0x…` becomes
/// `0x<n>f…`) in a navigation controller's view of its own, one below the other.
public enum BarWindow {
  public static func xml(bars: Int, fixture: String = "ios11-375-two-items-each-side") throws
    -> String
  {
    let lines = try Fixture(fixture).text("input.xml").split(
      separator: "\n", omittingEmptySubsequences: false)
    let header = lines[1]
    guard let start = lines.firstIndex(where: { $0.contains("class=\"UINavigationBar\"") }),
      let end = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "</view>" })
    else { throw CocoaError(.fileReadCorruptFile) }
    let bar = lines[start...end].joined(separator: "\n")
    var out = [String(lines[0]), String(header)]
    out.append(
      "<view class=\"UIWindow\" address=\"0xffff0\" frame=\"0 0; 375 \(100 * bars)\">")
    for n in 0..<bars {
      out.append(
        "<view class=\"UILayoutContainerView\" address=\"0xfffe\(String(n, radix: 16))\" "
          + "frame=\"0 \(100 * n); 375 100\" autoresizingMask=\"flexibleWidth|flexibleHeight\">")
      out.append(bar.replacingOccurrences(of: "0x", with: "0x\(String(n, radix: 16))f"))
      out.append("</view>")
    }
    out += ["</view>", "</hierarchy>", ""]
    return out.joined(separator: "\n")
  }
}
