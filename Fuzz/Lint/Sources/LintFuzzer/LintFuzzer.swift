import ViperTooling

/// libFuzzer's entry point: analyzes the input as a Swift file's bytes, whole and (as
/// `viper lint` first reads a file) for its declarations, and runs every rule on both. Any
/// crash, hang or sanitizer report is a bug: bad input must become notes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let linter = Linter()
  let whole = FileAnalyzer.analyze(bytes: bytes, path: "Fuzz/FuzzPresenter.swift")
  _ = linter.findings(in: [whole])
  let declarations = FileAnalyzer.analyze(
    bytes: bytes, path: "Fuzz/Other.swift", naming: linter.configuration.naming)
  _ = linter.findings(in: [declarations])
  return 0
}
