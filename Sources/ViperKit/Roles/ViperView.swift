/// The View role: what a person sees and touches.
///
/// A view holds its presenter strongly (`let presenter`, set in `init`) and forwards every
/// user event to it. It never formats data, never decides what happens next and never
/// navigates: it renders the view models its presenter gives it.
///
/// Whoever puts the view on screen calls ``viewDidLoad()`` exactly once, after the module has
/// been wired: a ``NavigationModel`` does it when the view first becomes visible, UIKit does it
/// through `UIViewController.viewDidLoad()`, a test does it through its harness. That call is
/// the only place a module's work may start.
///
/// ```swift
/// @MainActor
/// final class UsersView: UsersViewInput {
///   let presenter: any UsersViewOutput
///   init(presenter: any UsersViewOutput) { self.presenter = presenter }
///   func viewDidLoad() { presenter.viewDidLoad() }
///   func showUsers(_ users: [UserViewModel]) { ... }
/// }
/// ```
@MainActor
public protocol ViperView: AnyObject {
  /// Tells the view that its module is wired and that it is on screen for the first time.
  ///
  /// Forward it to the presenter, which starts the module's work.
  func viewDidLoad()
}
