import ViperKit

/// The composition root: the one place where the app's services meet its modules.
///
/// It conforms to every module's dependency protocol, and each builder sees it only through
/// its own protocol, so a module can reach exactly the services it declared.
@MainActor
public final class AppComponent: UsersDependency {
  /// The services, made for one environment.
  public let services: ServiceContainer

  /// Every service key of the app, for start-up ``setUp()``.
  public static let serviceKeys: [any ServiceKey.Type] = [UsersServiceKey.self]

  /// Creates the root over `services`.
  public init(services: ServiceContainer) {
    self.services = services
  }

  /// Runs `setup()` once for every service of the app.
  public func setUp() async throws(ServiceError) {
    try await services.setUp(Self.serviceKeys)
  }

  public var usersService: any UsersService { services[UsersServiceKey.self] }

  /// The users list's builder.
  public var usersBuilder: UsersBuilder { UsersBuilder(dependency: self) }
  /// The user detail's builder.
  public var userDetailBuilder: UserDetailBuilder { UserDetailBuilder(dependency: self) }
}
