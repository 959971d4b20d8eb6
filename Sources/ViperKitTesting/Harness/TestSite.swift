import IssueReporting

/// Where in a test a check was asked for: the call site a failure points at, under XCTest or
/// Swift Testing alike.
///
/// The test kit's public checks take `fileID`, `filePath`, `line` and `column` with the
/// caller's defaults (`#fileID`, ...), as swift-dependencies' and TCA's do, and report through
/// IssueReporting, which fails whichever test is running: an XCTest test case or a Swift
/// Testing test.
struct TestSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Fails the running test with `message`, pointing at this site.
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
