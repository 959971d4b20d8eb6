/// The Presenter role: turns user events into requests and entities into view models.
///
/// A presenter holds its interactor and router strongly (`let`, set in `init`) and its view
/// weakly (`weak var view`, set by the builder). It never starts work in `init`: at that time
/// the view is not attached yet. Work starts in ``viewDidLoad()``, which the view forwards
/// once it is on screen, so a fetch that starts before the module is wired cannot happen.
@MainActor
public protocol ViperPresenter: AnyObject {
  /// The view is loaded and the module is wired: start the module's work here.
  func viewDidLoad()
}
