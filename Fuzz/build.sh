#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets into .build/fuzz/bin/fuzz-NAME, and the XML and
# JSON dictionaries into .build/fuzz/dict (Fuzz/README.md says how and why this way).
#
#   Fuzz/build.sh
#
# 1. The package's library modules (InspectCLI and what it depends on), built by SwiftPM in
#    release mode with -sanitize=fuzzer,address: coverage instrumentation and ASan, in a build
#    folder of their own (.build/fuzz), so the normal build is untouched.
# 2. Each target linked by swiftc from Fuzz/Support/*.swift, Fuzz/Targets/NAME.swift and those
#    modules' object files, with libFuzzer's main (an executable target would rename `main`).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=.build/fuzz
FLAGS=(-sanitize=fuzzer,address)
swift build -c release --build-path "$BUILD" --target InspectCLI -Xswiftc "${FLAGS[0]}" \
  2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]|^Building|^Write|^Compiling|^$' || true
test -f "$BUILD/release/Modules/InspectCLI.swiftmodule" || {
  echo "fuzz: error: the sanitized build of InspectCLI failed" >&2
  exit 1
}

# The object files of InspectCLI and of every module it depends on: the modules from the
# package's own description, their objects from the file maps SwiftPM compiled them with (a
# module added or moved is found without editing this script, and the object of a source
# file since moved away is left out).
mapfile -t OBJECTS < <(swift package describe --type json | python3 -c '
import json, os, sys
build = sys.argv[1]
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
seen, todo = [], ["InspectCLI"]
while todo:
    name = todo.pop()
    if name in seen or name not in targets or targets[name]["type"] != "library":
        continue
    if targets[name].get("module_type") == "SystemLibraryTarget":
        continue
    seen.append(name)
    todo += targets[name].get("target_dependencies", [])
for name in seen:
    files = json.load(open(os.path.join(build, name + ".build", "output-file-map.json")))
    for source, outputs in files.items():
        if source and "object" in outputs:
            print(outputs["object"])' "$BUILD/release")
INCLUDES=(-I "$BUILD/release/Modules" -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap)
for flag in $(pkg-config --cflags-only-I libxml-2.0); do INCLUDES+=(-Xcc "$flag"); done
LINK=("${OBJECTS[@]}" $(pkg-config --libs libxml-2.0))
# lld, where the toolchain has it: gold warns about every ASan symbol it cannot export.
command -v ld.lld >/dev/null && LINK+=(-use-ld=lld)

mkdir -p "$BUILD/bin" "$BUILD/dict"
for target in Fuzz/Targets/*.swift; do
  name=$(basename "$target" .swift)
  swiftc -O "${FLAGS[@]}" -parse-as-library -module-name "Fuzz_$name" "${INCLUDES[@]}" \
    Fuzz/Support/*.swift "$target" "${LINK[@]}" -o "$BUILD/bin/fuzz-$name"
done
# The dictionary tool is linked like a target and does its work in libFuzzer's start-up hook.
swiftc -O "${FLAGS[@]}" -parse-as-library -module-name FuzzDictionary "${INCLUDES[@]}" \
  Fuzz/Support/Entry.swift Fuzz/Tools/dictionary.swift "${LINK[@]}" -o "$BUILD/bin/dictionary"
FUZZ_DICTIONARIES="$BUILD/dict" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
  "$BUILD/bin/dictionary" >/dev/null 2>&1
echo "fuzz: built $(ls "$BUILD/bin" | grep -c '^fuzz-') targets in $BUILD/bin"
