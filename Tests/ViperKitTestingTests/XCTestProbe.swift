import Foundation
import ViperKit
import ViperKitTesting
import XCTest

/// XCTest test cases that break the test kit's rules on purpose, for ``XCTestRunnerTests``,
/// which runs each in a child process and checks that XCTest reports it failed.
///
/// They fail only when `VIPERKIT_XCTEST_PROBE` is set (XCTest on Linux has no
/// `XCTExpectFailure` to expect a failure in-process); in a plain `swift test` run they return
/// at once and pass.
final class XCTestProbe: XCTestCase {
  static let variable = "VIPERKIT_XCTEST_PROBE"

  private var probing: Bool { ProcessInfo.processInfo.environment[Self.variable] == "1" }

  /// A harness expectation that is not met.
  @MainActor
  func testHarnessMismatch() async {
    guard probing else { return }
    let harness = ModuleHarness(wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.interactor.fetchGreeting(for: "Grace")
    }
    harness.skipReceivedMessages()
  }

  /// An object that outlives its release.
  @MainActor
  func testLeak() async {
    guard probing else { return }
    let survivor = NSObject()
    let tracker = DeallocationTracker()
    tracker.track(survivor, as: "survivor")
    await tracker.expectDeallocation(within: .milliseconds(50))
    withExtendedLifetime(survivor) {}
  }

  /// A passing harness, so the probe shows that only a broken rule fails the run.
  @MainActor
  func testHarnessMet() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.interactor.fetchGreeting(for: "Ada")
      $0.output.didFetchGreeting("hello, Ada")
      $0.view.showGreeting("HELLO, ADA")
    }
  }
}
