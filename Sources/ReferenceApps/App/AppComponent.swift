import ViperKit

/// The composition root: the one place where the app's services meet its modules.
///
/// It conforms to every module's dependency protocol, and each builder sees it only through
/// its own protocol, so a module can reach exactly the services it declared.
@MainActor
public final class AppComponent: UsersDependency, CryptosDependency, TodosDependency,
  ListingDependency
{
  /// The services, made for one environment.
  public let services: ServiceContainer
  /// The views modules are built with.
  public let views: ReferenceViews
  /// Which API of the items service the listing page uses.
  public let listingAPI: ListingAPI

  /// Every service key of the app, for start-up ``setUp()``.
  public static let serviceKeys: [any ServiceKey.Type] = [
    UsersServiceKey.self, CryptosServiceKey.self, TodosServiceKey.self, TodosStoreKey.self,
    ListingServiceKey.self,
  ]

  /// Creates the root over `services`, building modules with `views`; the listing page
  /// fetches with `listingAPI`.
  public init(
    services: ServiceContainer, views: ReferenceViews = .neutral, listingAPI: ListingAPI = .async
  ) {
    self.services = services
    self.views = views
    self.listingAPI = listingAPI
  }

  /// Runs `setup()` once for every service of the app.
  public func setUp() async throws(ServiceError) {
    try await services.setUp(Self.serviceKeys)
  }

  // Looked up once: a container lookup takes a lock and a dynamic cast, and every module
  // built asks for its services.
  public private(set) lazy var usersService: any UsersService = services[UsersServiceKey.self]
  public private(set) lazy var cryptosService: any CryptosService = services[
    CryptosServiceKey.self]
  public private(set) lazy var todosService: any TodosService = services[TodosServiceKey.self]
  public private(set) lazy var todosStore: any TodosStore = services[TodosStoreKey.self]
  public private(set) lazy var listingService: any ListingService = services[ListingServiceKey.self]

  // MARK: Views, as the front end chose them

  public func makeUsersView(presenter: any UsersViewOutput) -> any UsersViewInput {
    views.users(presenter)
  }

  public func makeUserDetailView(presenter: any UserDetailViewOutput) -> any UserDetailViewInput {
    views.userDetail(presenter)
  }

  public func makeCryptosView(presenter: any CryptosViewOutput) -> any CryptosViewInput {
    views.cryptos(presenter)
  }

  public func makeTodosView(presenter: any TodosViewOutput) -> any TodosViewInput {
    views.todos(presenter)
  }

  public func makeUserPickerView(presenter: any UserPickerViewOutput) -> any UserPickerViewInput {
    views.userPicker(presenter)
  }

  public func makeListingView(presenter: any ListingViewToPresenter) -> any ListingPresenterToView {
    views.listing(presenter)
  }

  // MARK: Builders

  /// The users list's builder.
  public var usersBuilder: UsersBuilder { UsersBuilder(dependency: self) }
  /// The user detail's builder.
  public var userDetailBuilder: UserDetailBuilder { UserDetailBuilder(dependency: self) }
  /// The crypto prices' builder.
  public var cryptosBuilder: CryptosBuilder { CryptosBuilder(dependency: self) }
  /// The todos list's builder.
  public var todosBuilder: TodosBuilder { TodosBuilder(dependency: self) }
  /// The listing page's builder.
  public var listingBuilder: ListingBuilder { ListingBuilder(dependency: self) }
}
