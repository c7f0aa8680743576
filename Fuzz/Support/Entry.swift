import Foundation

// The entry libFuzzer calls with each input; every target defines `fuzz(_:)` in its own file
// (Fuzz/Targets/NAME.swift) and is linked with this one (Fuzz/build.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  fuzz(data)
  return 0
}

/// A broken promise of inspect: libFuzzer records the input as a crash.
func violated(_ promise: String, _ detail: @autoclosure () -> String = "") -> Never {
  fatalError("fuzz: \(promise)\(detail().isEmpty ? "" : ": " + detail())")
}
