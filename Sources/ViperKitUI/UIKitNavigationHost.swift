#if canImport(UIKit)
  import UIKit
  import ViperKit

  /// Shows a ``ViperKit/NavigationModel`` with UIKit: a `UITabBarController` whose tabs are
  /// `UINavigationController`s, and each modal stack a `UINavigationController` presented over
  /// the one below.
  ///
  /// Every module's view must be a `UIViewController`. Build the model with
  /// `loadsViews: false`, because UIKit calls `viewDidLoad()` itself:
  ///
  /// ```swift
  /// let navigation = NavigationModel(loadsViews: false)
  /// let host = UIKitNavigationHost()
  /// host.connect(to: navigation)
  /// window.rootViewController = host.tabBarController
  /// navigation.addTab(id: "users", title: "Users", root: usersBuilder.build(navigator: navigation).screen)
  /// ```
  ///
  /// The host makes no decision: ``ViperKit/NavigationConnection`` says what to do, and the host
  /// tells it what a person did with UIKit's own controls.
  @MainActor
  public final class UIKitNavigationHost: NSObject, NavigationHost {
    /// The root view controller: put it in a window.
    public let tabBarController = UITabBarController()

    private var connection: NavigationConnection?
    private var tabIDs: [String] = []
    private var tabControllers: [String: UINavigationController] = [:]
    private var modalControllers: [UINavigationController] = []

    /// Creates a host that shows nothing yet.
    public override init() {
      super.init()
      tabBarController.delegate = self
    }

    /// Shows `model` from now on, and tells it what a person does with UIKit's controls.
    public func connect(to model: NavigationModel) {
      connection = NavigationConnection(model: model, host: self)
    }

    public func apply(_ operation: NavigationOperation) {
      switch operation {
      case .setTabs(let tabs):
        tabIDs = tabs.map(\.id)
        let controllers = tabs.map { tab in
          let controller = tabControllers[tab.id] ?? makeNavigationController()
          controller.setViewControllers(tab.stack.map(Self.viewController), animated: false)
          controller.tabBarItem.title = tab.title
          tabControllers[tab.id] = controller
          return controller
        }
        tabBarController.setViewControllers(controllers, animated: false)
        // One tab needs no tab bar.
        tabBarController.tabBar.isHidden = tabs.count < 2
      case .selectTab(let id):
        if let index = tabIDs.firstIndex(of: id) { tabBarController.selectedIndex = index }
      case .push(let screens, let place):
        guard let controller = navigationController(at: place) else { return }
        controller.setViewControllers(
          controller.viewControllers + screens.map(Self.viewController), animated: true)
      case .pop(let count, let place):
        guard let controller = navigationController(at: place) else { return }
        let stack = controller.viewControllers
        guard count < stack.count else { return }
        controller.popToViewController(stack[stack.count - 1 - count], animated: true)
      case .replaceStack(let screens, let place):
        navigationController(at: place)?
          .setViewControllers(screens.map(Self.viewController), animated: true)
      case .present(let screens):
        let controller = makeNavigationController()
        controller.setViewControllers(screens.map(Self.viewController), animated: false)
        controller.presentationController?.delegate = self
        let presenter: UIViewController = modalControllers.last ?? tabBarController
        modalControllers.append(controller)
        presenter.present(controller, animated: true)
      case .dismiss(let count):
        guard count > 0, count <= modalControllers.count else { return }
        let base = modalControllers.count - count
        let presenter: UIViewController =
          base == 0 ? tabBarController : modalControllers[base - 1]
        modalControllers.removeLast(count)
        presenter.dismiss(animated: true)
      }
    }

    private func makeNavigationController() -> UINavigationController {
      let controller = UINavigationController()
      controller.delegate = self
      return controller
    }

    private func navigationController(at place: NavigationPlace) -> UINavigationController? {
      switch place {
      case .tab(let id): tabControllers[id]
      case .modal(let index):
        modalControllers.indices.contains(index) ? modalControllers[index] : nil
      }
    }

    private func place(of controller: UINavigationController) -> NavigationPlace? {
      if let index = modalControllers.firstIndex(of: controller) { return .modal(index) }
      return tabControllers.first { $0.value === controller }.map { NavigationPlace.tab($0.key) }
    }

    /// The screen's view as UIKit shows it. A view that is not a view controller is a
    /// programming error, caught in debug builds; in release it shows as an empty screen.
    private static func viewController(_ screen: Screen) -> UIViewController {
      if let controller = screen.view as? UIViewController { return controller }
      assertionFailure("\(type(of: screen.view)) is not a UIViewController")
      return UIViewController()
    }
  }

  extension UIKitNavigationHost: UINavigationControllerDelegate {
    /// A back button or an edge swipe popped: the model pops too.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let place = place(of: navigationController) else { return }
      connection?.hostDidPop(to: navigationController.viewControllers.count, in: place)
    }
  }

  extension UIKitNavigationHost: UITabBarControllerDelegate {
    /// A tap in the tab bar: the model selects the tab too.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      let index = tabBarController.selectedIndex
      guard tabIDs.indices.contains(index) else { return }
      connection?.hostDidSelectTab(tabIDs[index])
    }
  }

  extension UIKitNavigationHost: UIAdaptivePresentationControllerDelegate {
    /// A sheet swiped down: the model dismisses it too.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      _ = modalControllers.popLast()
      connection?.hostDidDismiss()
    }
  }
#endif
