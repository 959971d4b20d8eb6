import Foundation
import ReferenceApps
import ViperKit

/// The users pipeline through ViperKit: the users module of the reference app, built by its
/// builder from a development-environment composition root (live `UsersService` over
/// `HTTPClient` and `URLSession`), shown on a `NavigationModel`, dismissed once its view lists
/// every user.
///
/// Per run: build and wire the module, push it (its view's `viewDidLoad` makes the presenter
/// ask the interactor, which fetches through its `TaskBag`: GET, HTTP checks, `JSONDecoder`
/// into `[UserDTO]` off the main actor; then `User` entities, `UserRowViewModel`s and the
/// `UsersViewState` on the main actor), wait for the state with the rows, pop it.
@MainActor
final class UsersViperKitPipeline {
  /// The composition root, made once as an app makes it at start-up.
  let component: AppComponent
  private let host = ModuleHost()

  init(baseURL: URL) {
    component = AppComponent(
      services: ServiceContainer(environment: .development(baseURL: baseURL)))
  }

  /// Builds, shows and dismisses the users module once; returns how many rows its view showed.
  func load() async throws -> Int {
    let module = component.usersBuilder.build(navigator: host.navigation)
    guard let view = module.view as? UsersView else {
      throw ModuleLoadFailure.unexpectedView(
        module: "users", type: String(describing: type(of: module.view)))
    }
    return try await host.show(module) { done in
      view.onChange = { [unowned view] state in
        switch state {
        case .loading:
          break
        case .users(let rows, isReloading: _, notice: _):
          view.onChange = nil
          done(.success(rows.count))
        case .empty(let message), .error(let message):
          view.onChange = nil
          done(.failure(ModuleLoadFailure.loadFailed(module: "users", message: message)))
        }
      }
    }
  }
}
