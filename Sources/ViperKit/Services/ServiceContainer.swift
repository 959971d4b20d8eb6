/// The services of one app, made for one environment: the composition root asks it for each
/// service and hands each builder only the services its dependency protocol declares.
///
/// A service is made once, on first use, by its ``ServiceKey`` for the container's
/// environment, unless an override was given. ``setUp(_:)`` runs each service's
/// ``Service/setup()`` once.
///
/// ```swift
/// let services = ServiceContainer(environment: .development(baseURL: api.baseURL))
/// try await services.setUp([UsersServiceKey.self, TodosServiceKey.self])
/// let users = services[UsersServiceKey.self]  // LiveUsersService
/// ```
///
/// In tests, `ServiceContainer.testing { ... }` (from `ViperKitTesting`) makes a container whose
/// unconfigured services fail the test on first use.
public final class ServiceContainer: Sendable {
  /// How a container picks the implementation of a service nobody overrode.
  public enum Mode: Sendable, Equatable {
    /// Live services for production and development, fakes for the fake environment.
    case environment(AppEnvironment)
    /// Every service not overridden is unimplemented and reports its first use.
    case unimplemented
  }

  /// Overrides given when a container is made.
  public struct Overrides {
    fileprivate var values: [ObjectIdentifier: any Sendable] = [:]

    /// The service to use for `key` instead of the one its environment would make.
    public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value? {
      get { values[ObjectIdentifier(key)] as? Key.Value }
      set { values[ObjectIdentifier(key)] = newValue }
    }
  }

  private struct State {
    var values: [ObjectIdentifier: any Sendable]
    var setUp: Set<ObjectIdentifier> = []
  }

  /// How services are picked.
  public let mode: Mode
  /// What keys get to make their services.
  public let context: ServiceContext
  private let state: Locked<State>

  /// Creates a container for `environment`.
  ///
  /// - Parameters:
  ///   - environment: Which implementations to make.
  ///   - context: What keys get to make services; by default one for `environment`.
  ///   - override: Sets services to use instead of the environment's.
  public convenience init(
    environment: AppEnvironment,
    context: ServiceContext? = nil,
    override: (inout Overrides) -> Void = { _ in }
  ) {
    self.init(
      mode: .environment(environment),
      context: context ?? ServiceContext(environment: environment),
      override: override
    )
  }

  /// Creates a container with an explicit mode.
  public init(mode: Mode, context: ServiceContext, override: (inout Overrides) -> Void = { _ in }) {
    var overrides = Overrides()
    override(&overrides)
    self.mode = mode
    self.context = context
    self.state = Locked(State(values: overrides.values))
  }

  /// The environment, `nil` for an unimplemented (test) container.
  public var environment: AppEnvironment? {
    if case .environment(let environment) = mode { return environment }
    return nil
  }

  /// The service for `key`, made on first use.
  public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let value = state.withLock({ $0.values[id] }) as? Key.Value {
      return value
    }
    // Made outside the lock: a key may ask the container for the services it builds on.
    let made = make(key)
    return state.withLock { state in
      if let existing = state.values[id] as? Key.Value { return existing }
      state.values[id] = made
      return made
    }
  }

  /// Runs ``Service/setup()`` once for the service of each key, in order. A service that was
  /// set up already is skipped.
  ///
  /// - Throws: ``ServiceError/setupFailed(service:reason:)`` for the first service that fails.
  public func setUp(_ keys: [any ServiceKey.Type]) async throws(ServiceError) {
    for key in keys {
      try await setUp(key)
    }
  }

  private func setUp<Key: ServiceKey>(_ key: Key.Type) async throws(ServiceError) {
    let id = ObjectIdentifier(key)
    let first = state.withLock { $0.setUp.insert(id).inserted }
    guard first, let service = self[key] as? any Service else { return }
    do {
      try await service.setup()
    } catch {
      state.withLock { _ = $0.setUp.remove(id) }
      throw .setupFailed(service: Key.serviceName, reason: String(describing: error))
    }
  }

  private func make<Key: ServiceKey>(_ key: Key.Type) -> Key.Value {
    switch mode {
    case .environment(.fake): key.fake(context)
    case .environment: key.live(context)
    case .unimplemented: key.unimplemented(context)
    }
  }
}
