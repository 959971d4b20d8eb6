import BenchmarkSupport
import Foundation
import MockAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One benchmark's fixture for a ``PipelineSystem``: its server and its two sides, made in the
/// benchmark's setup and dropped in its teardown, and a timed run of either side.
@MainActor
final class PipelineHarness {
  /// A side of the comparison.
  enum Side: String {
    case viperKit = "ViperKit"
    case handWritten = "hand-written"
  }

  enum Failure: Error, CustomStringConvertible {
    case notSetUp(system: String)
    case wrongRowCount(system: String, side: Side, count: Int, expected: Int)

    var description: String {
      switch self {
      case .notSetUp(let system): "the \(system) fixture was not set up"
      case .wrongRowCount(let system, let side, let count, let expected):
        "the \(system) \(side.rawValue) side showed \(count) rows, not \(expected)"
      }
    }
  }

  /// What one run took.
  struct Timing {
    /// Wall-clock time.
    var wall: Duration
    /// CPU time of the whole process (server and URLSession threads included).
    var cpu: Duration
  }

  /// The system measured.
  let system: PipelineSystem
  private var sides: PipelineSides?

  nonisolated init(system: PipelineSystem) {
    self.system = system
  }

  /// Starts the system's server (once per process), makes both sides, and asks for the list
  /// once so the server has generated and cached the body before anything is measured.
  func setUp() async throws {
    let api = try await SharedMockAPI.shared.start(for: system.name, fault: system.fault)
    sides = system.makeSides(api.baseURL)
    _ = try await URLSession.shared.data(from: api.baseURL.appendingPathComponent(system.path))
  }

  /// Drops both sides and stops the server.
  func tearDown() async {
    sides = nil
    await SharedMockAPI.shared.stop(for: system.name)
  }

  /// One timed run of `side`; throws unless it showed exactly ``PipelineSystem/count`` rows.
  func run(_ side: Side) async throws -> Timing {
    guard let sides else { throw Failure.notSetUp(system: system.name) }
    let load =
      switch side {
      case .viperKit: sides.viperKit
      case .handWritten: sides.handWritten
      }
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = ProcessCPUClock.now()
    let rows = try await load()
    let timing = Timing(
      wall: start.duration(to: clock.now), cpu: ProcessCPUClock.now() - cpuStart)
    guard rows == system.count else {
      throw Failure.wrongRowCount(
        system: system.name, side: side, count: rows, expected: system.count)
    }
    return timing
  }
}
