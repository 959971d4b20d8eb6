import Foundation
import Testing

extension Trait where Self == CPUBoundTrait {
  /// Runs each test of a suite on threads of their own, at a lower priority, instead of on
  /// Swift's cooperative pool.
  ///
  /// For suites whose tests do seconds of synchronous work (parsing, linting, rendering
  /// templates). The pool has one thread per core (two on CI); when such tests hold both,
  /// every other test's continuations wait behind them. Under ThreadSanitizer that wait passed a
  /// minute, and module-harness tests whose fake services answer at once timed out.
  ///
  /// ```swift
  /// @Suite("Generated Swift parses cleanly", .cpuBound)
  /// struct GeneratedSyntaxTests { ... }
  /// ```
  package static var cpuBound: Self { CPUBoundTrait() }
}

/// See ``Testing/Trait/cpuBound``.
package struct CPUBoundTrait: SuiteTrait, TestTrait, TestScoping {
  package var isRecursive: Bool { true }

  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    // A suite only gathers its tests; each test case gets the executor itself.
    testCase == nil ? nil : self
  }

  package func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(CPUBoundExecutor.shared) {
      try await function()
    }
  }
}

/// A task executor over threads it owns (as many as the machine has cores), run at a lower
/// priority than the rest of the process, so that the work of tests holding them never delays
/// the cooperative pool, the main actor or the in-process servers.
///
/// Jobs run first in, first out. Main-actor code still runs on the main actor: a preferred
/// executor only decides where nonisolated code runs.
final class CPUBoundExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = CPUBoundExecutor(
    threads: max(2, ProcessInfo.processInfo.activeProcessorCount))

  // Guarded by `condition`.
  private var jobs: [UnownedJob] = []
  private let condition = NSCondition()

  private init(threads: Int) {
    for index in 0..<threads {
      let thread = Thread { [self] in work() }
      thread.name = "ProcessTestSupport.cpuBound.\(index)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func work() {
    #if os(Linux)
      // On Linux the nice value belongs to each thread: this lowers only the calling one.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
