import Foundation
import MockAPI

/// The MockAPI servers of this benchmark process, one per pipeline system: started on first
/// use, shared by every iteration of that system's benchmarks.
///
/// The systems ask for different data (10,000 users, 2,000 cryptos, 10,000 items), so a
/// server is kept per system name with the fault it was started with: a system never gets a
/// server another system started, and asking again with another fault restarts the server.
///
/// `swift package benchmark` runs each benchmark in a process of its own, so usually there is
/// one server per process; running the executable directly (`.build/release/Pipeline`) runs
/// every benchmark in one process, one after another.
actor SharedMockAPI {
  static let shared = SharedMockAPI()

  private var servers: [String: (fault: MockAPI.Fault, api: MockAPI)] = [:]

  /// The running server of `system`, started with `fault` if it is not running yet (or was
  /// started with another fault).
  func start(for system: String, fault: MockAPI.Fault) async throws -> MockAPI {
    if let server = servers[system] {
      if server.fault == fault { return server.api }
      servers[system] = nil
      await server.api.stop()
    }
    let api = try await MockAPI.start(fault: fault)
    servers[system] = (fault, api)
    return api
  }

  /// Stops the server of `system`; the next ``start(for:fault:)`` starts a new one.
  func stop(for system: String) async {
    guard let server = servers.removeValue(forKey: system) else { return }
    await server.api.stop()
  }
}
