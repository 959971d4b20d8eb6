import ViperKit

/// The composition root: the one place where the app's services meet its modules.
///
/// It conforms to every module's dependency protocol, and each builder sees it only through
/// its own protocol, so a module can reach exactly the services it declared.
@MainActor
public final class AppComponent: UsersDependency {
  /// The services, made for one environment.
  public let services: ServiceContainer
  /// The views modules are built with.
  public let views: ReferenceViews

  /// Every service key of the app, for start-up ``setUp()``.
  public static let serviceKeys: [any ServiceKey.Type] = [UsersServiceKey.self]

  /// Creates the root over `services`, building modules with `views`.
  public init(services: ServiceContainer, views: ReferenceViews = .neutral) {
    self.services = services
    self.views = views
  }

  /// Runs `setup()` once for every service of the app.
  public func setUp() async throws(ServiceError) {
    try await services.setUp(Self.serviceKeys)
  }

  // Looked up once: a container lookup takes a lock and a dynamic cast, and every module
  // built asks for its services.
  public private(set) lazy var usersService: any UsersService = services[UsersServiceKey.self]

  public func makeUsersView(presenter: any UsersViewOutput) -> any UsersViewInput {
    views.users(presenter)
  }

  public func makeUserDetailView(presenter: any UserDetailViewOutput) -> any UserDetailViewInput {
    views.userDetail(presenter)
  }

  /// The users list's builder.
  public var usersBuilder: UsersBuilder { UsersBuilder(dependency: self) }
  /// The user detail's builder.
  public var userDetailBuilder: UserDetailBuilder { UserDetailBuilder(dependency: self) }
}
