import Foundation
import MockAPI

/// The MockAPI server of this benchmark process: started once, on first use, and shared by
/// every iteration (and, when the suite runs in one process, by every benchmark).
///
/// `swift package benchmark` runs each benchmark in a process of its own, so each benchmark
/// starts one server in its setup; the ratio benchmark runs both sides against that one server.
actor SharedMockAPI {
  static let shared = SharedMockAPI()

  private var api: MockAPI?

  /// The running server, started with `fault` if it is not running yet.
  func start(fault: MockAPI.Fault) async throws -> MockAPI {
    if let api { return api }
    let api = try await MockAPI.start(fault: fault)
    self.api = api
    return api
  }

  /// Stops the server; the next ``start(fault:)`` starts a new one.
  func stop() async {
    guard let api else { return }
    self.api = nil
    await api.stop()
  }
}
