/// Shows and hides modules: what a router talks to.
///
/// A navigator owns the screens it shows (and so the modules behind them). Removing a screen
/// (``pop()``, ``dismiss()``) releases its module. ViperKit ships a platform-neutral
/// implementation, ``NavigationModel``; a front end (terminal, UIKit, SwiftUI) either renders
/// a `NavigationModel` or implements this protocol over its own containers.
///
/// ```swift
/// // In a router:
/// func showDetail(for userID: Int) {
///   guard view != nil, let navigator else { return }  // dismissed: navigate nowhere
///   navigator.push(detailBuilder.build(userID: userID, navigator: navigator))
/// }
/// ```
@MainActor
public protocol Navigator: AnyObject {
  /// Shows `screen` on top of the visible stack (the top modal's, else the selected tab's).
  func push(_ screen: Screen)

  /// Removes the top screen of the visible stack; a stack's root screen stays.
  ///
  /// - Returns: Whether a screen was removed.
  @discardableResult
  func pop() -> Bool

  /// Removes every screen of the visible stack above its root.
  func popToRoot()

  /// Shows `screen` modally, over everything, as the root of a new stack.
  func present(_ screen: Screen)

  /// Removes the top modal stack with all its screens.
  ///
  /// - Returns: Whether a modal stack was removed.
  @discardableResult
  func dismiss() -> Bool

  /// Makes the tab with `id` the visible one.
  ///
  /// - Returns: Whether a tab with that id exists.
  @discardableResult
  func selectTab(_ id: String) -> Bool
}

extension Navigator {
  /// Shows a module's entry view on top of the visible stack.
  public func push<Input>(_ module: Module<Input>) {
    push(module.screen)
  }

  /// Shows a module's entry view modally.
  public func present<Input>(_ module: Module<Input>) {
    present(module.screen)
  }
}
