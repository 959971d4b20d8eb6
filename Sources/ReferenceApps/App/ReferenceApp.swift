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
@MainActor
public final class ReferenceApp {
  /// The composition root.
  public let component: AppComponent
  /// What is on screen.
  public let navigation: NavigationModel
  /// The deep links the app answers.
  public private(set) var routes = RouteTable(scheme: "viper")

  /// The users list's input, while its tab exists.
  public private(set) weak var users: (any UsersModuleInput)?

  /// Creates the app with its tabs; nothing loads until a tab is shown.
  public init(
    services: ServiceContainer,
    views: ReferenceViews = .neutral,
    navigation: NavigationModel = NavigationModel()
  ) {
    self.component = AppComponent(services: services, views: views)
    self.navigation = navigation
    let users = component.usersBuilder.build(navigator: navigation)
    self.users = users.input
    navigation.addTab(id: "users", title: "Users", root: users.screen)
    registerRoutes()
  }

  /// Opens a deep link.
  ///
  /// - Throws: ``RouteError`` when the link is not one of the app's; nothing changes then.
  public func open(_ url: URL) throws(RouteError) {
    try routes.open(url, in: navigation)
  }

  private func registerRoutes() {
    routes.register("users") { _ in
      { navigator in
        navigator.selectTab("users")
        navigator.popToRoot()
      }
    }
    routes.register("users/:id") { [weak self] match in
      let id = try match.int("id")
      return { _ in self?.users?.showUser(id: id) }
    }
  }
}
