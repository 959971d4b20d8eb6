import Foundation
import ViperKit

/// The reference app without a front end: the composition root, the navigation model with
/// one tab per reference system, and the deep links. A front end (the terminal demo) renders
/// ``navigation``.
///
/// ```swift
/// let app = ReferenceApp(services: ServiceContainer(environment: .development(baseURL: url)))
/// try app.open(URL(string: "viper://users/3")!)  // users tab, then user 3's detail
/// ```
///
/// Links: `viper://users`, `viper://users/3`, `viper://cryptos`, `viper://todos`,
/// `viper://todos?user=3`, `viper://listing`, `viper://listing/42`.
@MainActor
public final class ReferenceApp {
  /// The tabs, in order: users, crypto prices, todos, listing.
  public static let tabIDs = ["users", "cryptos", "todos", "listing"]

  /// The composition root.
  public let component: AppComponent
  /// What is on screen.
  public let navigation: NavigationModel
  /// The deep links the app answers.
  public private(set) var routes = RouteTable(scheme: "viper")

  /// The users list's input, while its tab exists.
  public private(set) weak var users: (any UsersModuleInput)?
  /// The crypto prices' input, while its tab exists.
  public private(set) weak var cryptos: (any CryptosModuleInput)?
  /// The todos list's input, while its tab exists.
  public private(set) weak var todos: (any TodosModuleInput)?
  /// The listing page's input, while its tab exists.
  public private(set) weak var listing: (any ListingModuleInput)?

  /// Creates the app with its tabs; nothing loads until a tab is shown.
  public init(
    services: ServiceContainer,
    views: ReferenceViews = .neutral,
    navigation: NavigationModel = NavigationModel(),
    listingAPI: ListingAPI = .async
  ) {
    self.component = AppComponent(services: services, views: views, listingAPI: listingAPI)
    self.navigation = navigation

    let users = component.usersBuilder.build(navigator: navigation)
    self.users = users.input
    navigation.addTab(id: "users", title: "Users", root: users.screen)

    let cryptos = component.cryptosBuilder.build()
    self.cryptos = cryptos.input
    navigation.addTab(id: "cryptos", title: "Cryptos", root: cryptos.screen)

    let todos = component.todosBuilder.build(navigator: navigation)
    self.todos = todos.input
    navigation.addTab(id: "todos", title: "Todos", root: todos.screen)

    let listing = component.listingBuilder.build()
    self.listing = listing.input
    navigation.addTab(id: "listing", title: "Listing", root: listing.screen)

    registerRoutes()
  }

  /// Opens a deep link.
  ///
  /// - Throws: ``RouteError`` when the link is not one of the app's; nothing changes then.
  public func open(_ url: URL) throws(RouteError) {
    try routes.open(url, in: navigation)
  }

  private func registerRoutes() {
    for tab in ["users", "cryptos", "listing"] {
      routes.register(tab) { _ in { navigator in Self.show(tab: tab, in: navigator) } }
    }
    routes.register("users/:id") { [weak self] match in
      let id = try match.int("id")
      return { navigator in
        Self.show(tab: "users", in: navigator)
        self?.users?.showUser(id: id)
      }
    }
    // `viper://todos?user=3`; without `user`, every user's todos.
    routes.register("todos") { [weak self] match in
      let userID = try match.queryInt("user")
      return { navigator in
        // The filter first: if the tab has not loaded yet, it loads once, for this user.
        self?.todos?.filter(userID: userID)
        Self.show(tab: "todos", in: navigator)
      }
    }
    routes.register("listing/:id") { [weak self] match in
      let id = try match.int("id")
      return { navigator in
        self?.listing?.highlightItem(id: id)
        Self.show(tab: "listing", in: navigator)
      }
    }
  }

  /// Closes anything presented, selects `tab` and goes back to its first screen.
  private static func show(tab: String, in navigator: any Navigator) {
    while navigator.dismiss() {}
    navigator.selectTab(tab)
    navigator.popToRoot()
  }
}
