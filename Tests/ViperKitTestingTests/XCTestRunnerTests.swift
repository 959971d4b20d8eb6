import Foundation
import ProcessTestSupport
import Testing

/// The test kit fails XCTest tests too: its failures go through IssueReporting, which records
/// them with whichever runner runs the test. Each case runs one ``XCTestProbe`` test case in a
/// child process of this test binary, under XCTest, and reads how that run ended.
@Suite("ViperKitTesting under XCTest")
struct XCTestRunnerTests {
  /// Runs `test` of ``XCTestProbe`` under XCTest, with the probe's failures switched on.
  private func runProbe(_ test: String) async throws -> ChildProcess.Output {
    let binary = CommandLine.arguments[0]
    return try await offThePool {
      try ChildProcess.run(
        binary, ["ViperKitTestingTests.XCTestProbe/\(test)"],
        environment: ProcessInfo.processInfo.environment.merging(
          [XCTestProbe.variable: "1"]) { $1 })
    }
  }

  @Test("a harness expectation that is not met fails the XCTest test, with the diff")
  func harnessFailureFailsXCTest() async throws {
    let output = try await runProbe("testHarnessMismatch")
    let text = output.text
    #expect(output.status != 0, "\(text)")
    #expect(text.contains("XCTestProbe.testHarnessMismatch' failed"), "\(text)")
    #expect(text.contains("The messages received differ from those expected."), "\(text)")
    #expect(text.contains("with 1 failure"), "\(text)")
  }

  @Test("an object that outlives its release fails the XCTest test, naming it")
  func leakFailsXCTest() async throws {
    let output = try await runProbe("testLeak")
    let text = output.text
    #expect(output.status != 0, "\(text)")
    #expect(text.contains("XCTestProbe.testLeak' failed"), "\(text)")
    #expect(text.contains("after release: survivor"), "\(text)")
  }

  @Test("a harness whose expectations are met passes under XCTest")
  func metHarnessPassesXCTest() async throws {
    let output = try await runProbe("testHarnessMet")
    let text = output.text
    #expect(output.status == 0, "\(text)")
    #expect(text.contains("XCTestProbe.testHarnessMet' passed"), "\(text)")
  }
}

extension ChildProcess.Output {
  /// Standard output and standard error, as text.
  fileprivate var text: String {
    String(decoding: stdout, as: UTF8.self) + String(decoding: stderr, as: UTF8.self)
  }
}
