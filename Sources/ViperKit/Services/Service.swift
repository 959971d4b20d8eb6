/// Code that is not a VIPER module: network, storage, clocks. Modules receive services by
/// injection, through their builder's dependency.
///
/// Services are `Sendable` and do their slow work off the main actor. The app runs
/// ``setup()`` once for every service at start-up (``ServiceContainer/setUp(_:)``) before any
/// module uses it.
public protocol Service: Sendable {
  /// Prepares the service (opens a database, warms a cache). Runs once, at start-up.
  /// The default does nothing.
  func setup() async throws
}

extension Service {
  public func setup() async throws {}
}
