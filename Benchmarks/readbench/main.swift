// readbench: how fast the XML reader is next to libxml2's own `xmllint --noout`.
//
//   swift run -c release --scratch-path .build-xml readbench [--views N] [--file PATH]
//     [--before OTHER-READBENCH]
//
// Generates a dump of about 200,000 views (about 55 MB: frames, margins, guides, one or two
// constraints a view), then times, best of five rounds, `xmllint --noout FILE` and a child
// `readbench read FILE` (our reader: read the file, build the Document, exit), both as whole
// processes, in turn within each round (and another build's reader with `--before`). Also
// prints our in-process parse time, the XML and JSON writers' times and peak RSS.
import Foundation
import HierarchyIO

/// Seconds since an arbitrary start.
func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Peak resident set size in MB (Linux reports kilobytes).
func peakRSS(_ who: __rusage_who) -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(who.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// A deterministic dump: windows of nav-bar-like trees, `views` views in all.
func generate(views count: Int) -> (String, Int) {
  var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  text +=
    "<hierarchy format=\"1\" os=\"17.2\" screen=\"390 844\" scale=\"3\" source=\"readbench\">\n"
  text.reserveCapacity(count * 260)
  var made = 0
  var address = 0x1_0000_0000
  func next() -> String {
    address += 0x1a0
    return "0x" + String(address, radix: 16)
  }
  // Each root holds containers of 9 leaves, three levels deep: about 1,000 views a root.
  while made < count {
    let root = next()
    text += "  <view class=\"UIWindow\" address=\"\(root)\" frame=\"0 0; 390 844\">\n"
    made += 1
    var containers = 0
    while containers < 100, made < count {
      let container = next()
      let guide = next()
      text += "    <view class=\"_UINavigationBarContentView\" address=\"\(container)\" "
      text += "frame=\"0 \(containers % 40).5; 390 44\" margins=\"0 16 0 16\">\n"
      text += "      <guide address=\"\(guide)\" identifier=\"LeadingBarGuide(\(container))\" "
      text += "frame=\"16 0; 44 44\"/>\n"
      made += 1
      var leaves: [String] = []
      for leaf in 0..<9 where made < count {
        let view = next()
        leaves.append(view)
        text += "      <view class=\"UIButton\" address=\"\(view)\" "
        text +=
          "frame=\"\(16 + leaf * 44) 0; 44 44\" translatesAutoresizingMaskIntoConstraints=\"NO\"/>\n"
        made += 1
      }
      for view in leaves {
        text +=
          "      <constraint address=\"\(next())\" first=\"\(view)\" firstAttribute=\"leading\" "
        text += "second=\"\(guide)\" secondAttribute=\"leading\" constant=\"9.5\"/>\n"
      }
      text += "      <constraint address=\"\(next())\" first=\"\(guide)\" firstAttribute=\"width\" "
      text += "constant=\"44\"/>\n"
      text += "    </view>\n"
      containers += 1
    }
    text += "  </view>\n"
  }
  text += "</hierarchy>\n"
  return (text, made)
}

/// Runs a program, returning its wall time and standard output.
func run(_ path: String, _ arguments: [String]) -> (Double, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  let start = now()
  do { try process.run() } catch {
    print("readbench: cannot run \(path): \(error)")
    exit(1)
  }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let elapsed = now() - start
  guard process.terminationStatus == 0 else {
    print("readbench: \(path) \(arguments.joined(separator: " ")) failed")
    exit(1)
  }
  return (elapsed, String(decoding: output, as: UTF8.self))
}

func format(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }

let arguments = Array(CommandLine.arguments.dropFirst())

// Child mode: read one file with our reader (straight into the Document), report parse time,
// view count and peak RSS.
if arguments.first == "read", arguments.count == 2 {
  let start = now()
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let document = try Document(xml: data, source: arguments[1])
  let parsed = now() - start
  print("\(parsed) \(document.viewCount) \(peakRSS(RUSAGE_SELF))")
  exit(0)
}

var viewCount = 200_000
var file = FileManager.default.temporaryDirectory.appendingPathComponent("readbench.xml").path
/// Another build's readbench (`--before PATH`), whose reader is timed beside ours.
var before: String?
var index = 0
while index < arguments.count {
  switch arguments[index] {
  case "--views":
    viewCount = Int(arguments[index + 1]) ?? viewCount
    index += 2
  case "--file":
    file = arguments[index + 1]
    index += 2
  case "--before":
    before = arguments[index + 1]
    index += 2
  default:
    print("usage: readbench [--views N] [--file PATH] [--before READBENCH] | readbench read FILE")
    exit(64)
  }
}

let (text, made) = generate(views: viewCount)
try Data(text.utf8).write(to: URL(fileURLWithPath: file))
let size = Double(text.utf8.count) / 1_000_000
print("file: \(file), \(String(format: "%.1f", size)) MB, \(made) views")

let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
guard let xmllint else {
  print("readbench: xmllint not found (apt-get install libxml2-utils)")
  exit(1)
}
let runs = 5
let me = URL(fileURLWithPath: CommandLine.arguments[0]).path

/// A child's time as a whole process and its three fields (parse time, views, peak RSS).
func child(_ program: String, _ file: String) -> (
  elapsed: Double, parse: Double, views: Int, rss: Double
) {
  let (elapsed, output) = run(program, ["read", file])
  let fields = output.split(separator: " ").compactMap {
    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  guard fields.count == 3 else {
    print("readbench: unexpected child output '\(output)'")
    exit(1)
  }
  return (elapsed, fields[0], Int(fields[1]), fields[2])
}

// The readers in turn, round after round, so that a change of load hits all alike.
var xmllintTimes: [Double] = []
var ourTimes: [Double] = []
var parseTimes: [Double] = []
var ourRSS = 0.0
var beforeTimes: [Double] = []
for _ in 0..<runs {
  xmllintTimes.append(run(xmllint, ["--noout", file]).0)
  let ours = child(me, file)
  guard ours.views == made else {
    print("readbench: read \(ours.views) views, generated \(made)")
    exit(1)
  }
  ourTimes.append(ours.elapsed)
  parseTimes.append(ours.parse)
  ourRSS = max(ourRSS, ours.rss)
  if let before { beforeTimes.append(child(before, file).elapsed) }
}
let xmllintRSS = peakRSS(RUSAGE_CHILDREN)

// The writers, in this process.
let document = try Document(xml: Data(text.utf8), source: file)
var writeTimes: [Double] = []
var writtenSize = 0
var jsonTimes: [Double] = []
var jsonSize = 0
for _ in 0..<runs {
  var start = now()
  writtenSize = document.xmlData().count
  writeTimes.append(now() - start)
  start = now()
  jsonSize = document.jsonData().count
  jsonTimes.append(now() - start)
}

let xmllintBest = xmllintTimes.min()!
let ourBest = ourTimes.min()!
print(
  "xmllint --noout, best of \(runs): \(format(xmllintBest)) (peak RSS \(String(format: "%.0f", xmllintRSS)) MB)"
)
print(
  "our reader (whole process), best of \(runs): \(format(ourBest)) (peak RSS \(String(format: "%.0f", ourRSS)) MB)"
)
print("our reader (file read + parse, in process), best of \(runs): \(format(parseTimes.min()!))")
print("ratio (process vs process): \(String(format: "%.2f", ourBest / xmllintBest))x (goal 1.5x)")
print(
  "writer (xmlData), best of \(runs): \(format(writeTimes.min()!)), \(String(format: "%.1f", Double(writtenSize) / 1_000_000)) MB"
)
print(
  "JSON writer (jsonData), best of \(runs): \(format(jsonTimes.min()!)), \(String(format: "%.1f", Double(jsonSize) / 1_000_000)) MB"
)
if !beforeTimes.isEmpty {
  print(
    "before (\(before!)), whole process, best of \(runs): \(format(beforeTimes.min()!)) "
      + "(\(String(format: "%.2f", beforeTimes.min()! / xmllintBest))x)")
}
exit(ourBest <= 1.5 * xmllintBest ? 0 : 1)
