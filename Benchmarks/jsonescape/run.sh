#!/bin/sh
# The one JSON string writer (Sources/DumpModel/Values/JSONString.swift, JSONEscaping) against
# the one it replaced (d490954, a String built scalar by scalar), on 200,000 strings of the
# kinds a dump and a report hold: addresses, class names, constraints in UIKit's notation,
# identifiers, titles (1 in 100 with a quote, a line end and a tab). Both are compiled with
# `swiftc -O` into one program; best of 5 runs of each way of writing: the old function
# appended to a String, the new function appended to a String, JSONEscaping.append into a
# String (what JSONText and the dump's JSON writer do) and into a [UInt8]. The program checks
# that all four write the same bytes.
# Usage: Benchmarks/jsonescape/run.sh   (from the package root)
set -e
WORK=$(mktemp -d /tmp/jsonescape-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
git show d490954:Sources/DumpModel/Values/JSONString.swift \
  | sed 's/public func jsonString/func oldJSONString/' > "$WORK/old.swift"
cp Sources/DumpModel/Values/JSONString.swift "$WORK/new.swift"
cat > "$WORK/main.swift" <<'SWIFT'
import Foundation

var corpus: [String] = []
for i in 0..<200_000 {
  switch i % 5 {
  case 0: corpus.append("0x7fb4d8\(String(i, radix: 16))")
  case 1: corpus.append("_UIButtonBarStackView")
  case 2:
    corpus.append(
      "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'.trailing >= "
        + "_UINavigationBarContentView:0x7fb4d8c0b0a0.leading + 12")
  case 3: corpus.append(i % 100 == 3 ? "Zurück \"quoted\"\n\ttab" : "Zurück ← Back")
  default: corpus.append("TrailingBarGuide(0x11890ee00)")
  }
}
var written: [[UInt8]] = []
func time(_ name: String, _ body: () -> [UInt8]) {
  var best = Double.infinity
  var bytes: [UInt8] = []
  for _ in 0..<5 {
    let start = Date()
    bytes = body()
    best = min(best, Date().timeIntervalSince(start))
  }
  written.append(bytes)
  print(name.padding(toLength: 44, withPad: " ", startingAt: 0), String(format: "%7.1f ms", best * 1000), bytes.count, "bytes")
}
time("old: text += jsonString(s)") {
  var text = ""
  for s in corpus { text += oldJSONString(s) }
  return Array(text.utf8)
}
time("new: text += jsonString(s)") {
  var text = ""
  for s in corpus { text += jsonString(s) }
  return Array(text.utf8)
}
time("new: JSONEscaping.append(s, to: &text)") {
  var text = ""
  for s in corpus { JSONEscaping.append(s, to: &text) }
  return Array(text.utf8)
}
time("new: JSONEscaping.append(s, to: &bytes)") {
  var bytes: [UInt8] = []
  for s in corpus { JSONEscaping.append(s, to: &bytes) }
  return bytes
}
print(Set(written).count == 1 ? "all four wrote the same bytes" : "THE OUTPUTS DIFFER")
SWIFT
swiftc -O "$WORK/old.swift" "$WORK/new.swift" "$WORK/main.swift" -o "$WORK/bench"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$WORK/bench"
