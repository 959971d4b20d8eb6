import ViperTooling

/// libFuzzer's entry point: analyzes the input as a Swift file's bytes and runs every rule on
/// it. Any crash, hang or sanitizer report is a bug: bad input must become notes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let facts = FileAnalyzer.analyze(bytes: bytes, path: "Fuzz/FuzzPresenter.swift")
  _ = Linter().findings(in: [facts])
  return 0
}
