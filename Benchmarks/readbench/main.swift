import DumpIO
// readbench: how fast the XML reader is next to libxml2's own `xmllint --noout`.
//
//   swift run -c release --scratch-path .build-xml readbench [--views N] [--file PATH]
//
// Generates a dump of about 200,000 views (about 50 MB: frames, margins, guides, one or two
// constraints a view), then times, best of five runs each, `xmllint --noout FILE` and a child
// `readbench read FILE` (our reader: read the file, build the model, exit), both as whole
// processes. Also prints our in-process parse time, the writer's time and peak RSS.
import Foundation

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

// Child mode: read one file, then build the Document of what was read (docs/model.md) and the
// tree back from it; report each time, the view count and peak RSS.
if arguments.first == "document", arguments.count == 2 {
  let start = now()
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let hierarchy = try Hierarchy(xml: data, source: arguments[1])
  let parsed = now()
  let document = try Document(hierarchy)
  let built = now()
  let back = document.hierarchy
  let bridged = now()
  guard back == hierarchy, document.viewCount == document.preorder.count else {
    print("readbench: the document does not give the tree back")
    exit(1)
  }
  print(
    "\(parsed - start) \(built - parsed) \(bridged - built) \(document.viewCount) "
      + "\(document.constraintCount) \(peakRSS(RUSAGE_SELF))")
  exit(0)
}

// Child mode: read one file with our reader, report parse time, view count and peak RSS.
if arguments.first == "read", arguments.count == 2 {
  let start = now()
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let hierarchy = try Hierarchy(xml: data, source: arguments[1])
  let parsed = now() - start
  var views = 0
  hierarchy.forEachView { _, _ in views += 1 }
  print("\(parsed) \(views) \(peakRSS(RUSAGE_SELF))")
  exit(0)
}

var viewCount = 200_000
var file = FileManager.default.temporaryDirectory.appendingPathComponent("readbench.xml").path
var index = 0
while index < arguments.count {
  switch arguments[index] {
  case "--views":
    viewCount = Int(arguments[index + 1]) ?? viewCount
    index += 2
  case "--file":
    file = arguments[index + 1]
    index += 2
  default:
    print("usage: readbench [--views N] [--file PATH] | readbench read FILE")
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
var xmllintTimes: [Double] = []
for _ in 0..<runs { xmllintTimes.append(run(xmllint, ["--noout", file]).0) }
let xmllintRSS = peakRSS(RUSAGE_CHILDREN)

let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
var ourTimes: [Double] = []
var parseTimes: [Double] = []
var ourRSS = 0.0
var readViews = 0
for _ in 0..<runs {
  let (elapsed, output) = run(me, ["read", file])
  let fields = output.split(separator: " ").compactMap {
    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  guard fields.count == 3 else {
    print("readbench: unexpected child output '\(output)'")
    exit(1)
  }
  ourTimes.append(elapsed)
  parseTimes.append(fields[0])
  readViews = Int(fields[1])
  ourRSS = max(ourRSS, fields[2])
}
guard readViews == made else {
  print("readbench: read \(readViews) views, generated \(made)")
  exit(1)
}

// The writer, in this process.
let hierarchy = try Hierarchy(xml: Data(text.utf8), source: file)
var writeTimes: [Double] = []
var writtenSize = 0
for _ in 0..<runs {
  let start = now()
  writtenSize = hierarchy.xmlData().count
  writeTimes.append(now() - start)
}

// Building the Document from the tree the reader gives (in a child: its own peak RSS).
var documentTimes: [Double] = []
var treeTimes: [Double] = []
var documentRSS = 0.0
for _ in 0..<runs {
  let fields = run(me, ["document", file]).1.split(separator: " ").compactMap {
    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  guard fields.count == 6 else {
    print("readbench: unexpected document output")
    exit(1)
  }
  documentTimes.append(fields[1])
  treeTimes.append(fields[2])
  documentRSS = max(documentRSS, fields[5])
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
print("ratio (process vs process): \(String(format: "%.2f", ourBest / xmllintBest))x (limit 2x)")
print(
  "writer (xmlData), best of \(runs): \(format(writeTimes.min()!)), \(String(format: "%.1f", Double(writtenSize) / 1_000_000)) MB"
)
print(
  "Document(hierarchy), best of \(runs): \(format(documentTimes.min()!)); document.hierarchy: "
    + "\(format(treeTimes.min()!)) (peak RSS, read + both: \(String(format: "%.0f", documentRSS)) MB)"
)
exit(ourBest <= 2 * xmllintBest ? 0 : 1)
