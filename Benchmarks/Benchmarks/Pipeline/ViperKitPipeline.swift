import Foundation
import ReferenceApps
import ViperKit

/// The S1 pipeline through ViperKit: the users module of the reference app, built by its
/// builder from a development-environment composition root (live `UsersService` over
/// `HTTPClient` and `URLSession`), shown on a `NavigationModel`, dismissed once its view lists
/// every user.
///
/// Per run: build and wire the module, push it (its view's `viewDidLoad` makes the presenter
/// ask the interactor, which fetches through its `TaskBag`: GET, HTTP checks, `JSONDecoder`
/// into `[UserDTO]` off the main actor; then `User` entities, `UserRowViewModel`s and the
/// `UsersViewState` on the main actor), wait for the state with the rows, pop it.
@MainActor
final class ViperKitPipeline {
  enum Failure: Error, CustomStringConvertible {
    case unexpectedView(String)
    case loadFailed(String)

    var description: String {
      switch self {
      case .unexpectedView(let type): "the users module's view is a \(type), not a UsersView"
      case .loadFailed(let message): "the users module did not load: \(message)"
      }
    }
  }

  /// The composition root, made once as an app makes it at start-up.
  let component: AppComponent
  /// The screen stack the module is pushed on and popped from.
  let navigation: NavigationModel

  init(baseURL: URL) {
    component = AppComponent(services: ServiceContainer(environment: .development(baseURL: baseURL)))
    navigation = NavigationModel(leakDetector: nil)
    // A root screen, so that the users module is pushed above it and `pop()` removes it (a
    // stack's root is never popped).
    let root = PlaceholderView()
    navigation.addTab(
      id: "root", title: "Root", root: Screen(view: root, parts: ModuleParts(["view": root])))
  }

  /// Builds, shows and dismisses the users module once; returns how many rows its view showed.
  func loadUsers() async throws -> Int {
    let module = component.usersBuilder.build(navigator: navigation)
    guard let view = module.view as? UsersView else {
      throw Failure.unexpectedView(String(describing: type(of: module.view)))
    }
    let rowCount = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Int, any Error>) in
      view.onChange = { [unowned view] state in
        switch state {
        case .loading:
          break
        case .users(let rows, isReloading: _, notice: _):
          view.onChange = nil
          continuation.resume(returning: rows.count)
        case .empty(let message), .error(let message):
          view.onChange = nil
          continuation.resume(throwing: Failure.loadFailed(message))
        }
      }
      navigation.push(module)
    }
    navigation.pop()
    return rowCount
  }
}

/// A view that does nothing: the root screen under the module being measured.
@MainActor
final class PlaceholderView: ViperView {
  func viewDidLoad() {}
}
