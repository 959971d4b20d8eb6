import BenchmarkSupport
import Foundation
import MockAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state the pipeline benchmarks share across iterations, and one run of each side.
enum PipelineRuns {
  /// How many users the server sends.
  static let userCount = 10_000

  enum Failure: Error, CustomStringConvertible {
    case notSetUp
    case wrongRowCount(side: String, count: Int)

    var description: String {
      switch self {
      case .notSetUp: "the pipeline fixture was not set up"
      case .wrongRowCount(let side, let count):
        "the \(side) pipeline showed \(count) rows, not \(PipelineRuns.userCount)"
      }
    }
  }

  /// The main-actor side of the fixture.
  @MainActor
  private static var fixture: (baseURL: URL, viperKit: ViperKitPipeline)?

  /// Starts the server (once per process), makes the fixture, and asks for the users once so
  /// the server has generated and cached the body before anything is measured.
  static func setUp() async throws {
    let api = try await SharedMockAPI.shared.start(fault: .generatedUsers(userCount))
    let baseURL = api.baseURL
    await MainActor.run {
      fixture = (baseURL, ViperKitPipeline(baseURL: baseURL))
    }
    _ = try await URLSession.shared.data(from: baseURL.appendingPathComponent("users"))
  }

  /// Drops the fixture and stops the server.
  static func tearDown() async {
    await MainActor.run { fixture = nil }
    await SharedMockAPI.shared.stop()
  }

  /// What one run took.
  struct Timing {
    /// Wall-clock time.
    var wall: Duration
    /// CPU time of the whole process (server and URLSession threads included).
    var cpu: Duration
  }

  /// One ViperKit run.
  @MainActor
  static func viperKit() async throws -> Timing {
    guard let fixture else { throw Failure.notSetUp }
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = ProcessCPUClock.now()
    let rows = try await fixture.viperKit.loadUsers()
    let timing = Timing(
      wall: start.duration(to: clock.now), cpu: ProcessCPUClock.now() - cpuStart)
    guard rows == userCount else { throw Failure.wrongRowCount(side: "ViperKit", count: rows) }
    return timing
  }

  /// One hand-written run.
  @MainActor
  static func handWritten() async throws -> Timing {
    guard let fixture else { throw Failure.notSetUp }
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = ProcessCPUClock.now()
    let rows = try await TutorialUsersViewController.show(baseURL: fixture.baseURL)
    let timing = Timing(
      wall: start.duration(to: clock.now), cpu: ProcessCPUClock.now() - cpuStart)
    guard rows == userCount else {
      throw Failure.wrongRowCount(side: "hand-written", count: rows)
    }
    return timing
  }
}
