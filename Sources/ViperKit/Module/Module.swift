/// A built and wired module: its entry view, ready to be shown, and its typed input.
///
/// A builder returns a `Module`; whoever opens the module shows ``screen`` through a
/// ``Navigator`` and keeps ``input`` (typically `any XModuleInput`) to send the module
/// messages later. Keep the input weakly if you keep it beyond the call that opened the
/// module: the navigator owns the module, and a strong reference from outside would keep it
/// alive after it is dismissed.
@MainActor
public struct Module<Input> {
  /// The entry view with the parts of the module, for navigators and leak checks.
  public let screen: Screen

  /// The module's input: how other modules talk to it (usually its presenter, as
  /// `any XModuleInput`).
  public let input: Input

  /// The module's entry view.
  public var view: any ViperView { screen.view }

  /// Creates a module from its wired view, its input and its parts.
  public init(view: any ViperView, input: Input, parts: ModuleParts) {
    self.screen = Screen(view: view, parts: parts)
    self.input = input
  }
}

extension Module where Input == Void {
  /// Creates a module that takes no messages after it is built.
  public init(view: any ViperView, parts: ModuleParts) {
    self.init(view: view, input: (), parts: parts)
  }
}

/// A view on screen together with the parts of the module it belongs to.
///
/// This is what a ``Navigator`` holds. The view is held strongly (the navigator owns what is
/// on screen); the parts only weakly, so that after the screen is removed a ``LeakDetector``
/// can tell which part of the module, if any, is still alive.
@MainActor
public struct Screen {
  /// The entry view of the module, owned by whoever holds this screen.
  public let view: any ViperView

  /// Weak references to every part of the module.
  public let parts: ModuleParts

  /// Creates a screen for a module's entry view.
  public init(view: any ViperView, parts: ModuleParts) {
    self.view = view
    self.parts = parts
  }
}
