import ViperKit

/// The screen stack a ViperKit side pushes its module on, as an app's navigation would.
///
/// It has a root screen, so that the module is pushed above it and `pop()` removes it (a
/// stack's root is never popped), which releases the module.
@MainActor
final class ModuleHost {
  /// The screen stack.
  let navigation: NavigationModel

  init() {
    navigation = NavigationModel(leakDetector: nil)
    let root = PlaceholderView()
    navigation.addTab(
      id: "root", title: "Root", root: Screen(view: root, parts: ModuleParts(["view": root])))
  }

  /// Pushes `module` (its view's `viewDidLoad` starts the load), waits until `watch`'s
  /// callback reports the view's row count or its failure, pops the module and returns the
  /// count.
  ///
  /// `watch` installs the view's change handler before the push; the handler must call the
  /// callback exactly once (and then remove itself).
  func show<Input>(
    _ module: Module<Input>,
    until watch: (_ done: @escaping @MainActor (Result<Int, any Error>) -> Void) -> Void
  ) async throws -> Int {
    let rowCount = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Int, any Error>) in
      watch { result in continuation.resume(with: result) }
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

/// A module's view was not the reference app's view, or it showed a failure.
enum ModuleLoadFailure: Error, CustomStringConvertible {
  case unexpectedView(module: String, type: String)
  case loadFailed(module: String, message: String)

  var description: String {
    switch self {
    case .unexpectedView(let module, let type): "the \(module) module's view is a \(type)"
    case .loadFailed(let module, let message): "the \(module) module did not load: \(message)"
    }
  }
}
