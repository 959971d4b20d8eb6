import Testing

@testable import ViperTooling

/// A module's route to itself: an instance of it opening another (a detail's router pushing
/// the next detail), never the static method that builds it.
@Suite struct SelfRouteTests {
  /// A module made by an initializer object, which its router's static method makes and
  /// shows as the window's root (whoever calls it: the app's launch);
  /// `routerCode` is the body of the router's instance method `next()`, which its presenter
  /// calls.
  static func module(_ name: String, routerCode: String = "") -> (String, String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import UIKit
      final class \(name)ViewController: UIViewController {
        var presenter: \(name)Presenter?
      }
      final class \(name)Presenter {
        weak var view: \(name)ViewController?
        var router: \(name)Router?
        func didTapNext() { router?.next() }
      }
      final class \(name)ModuleInitializer {
        let view = \(name)ViewController()
        init() {
          let presenter = \(name)Presenter()
          let router = \(name)Router()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          router.screen = view
        }
      }
      final class \(name)Router {
        weak var screen: UIViewController?
        class func start(in window: UIWindow?) {
          window?.rootViewController = \(name)ModuleInitializer().view
        }
        func next() { \(routerCode) }
      }
      """
    )
  }

  @Test func aStaticMethodThatBuildsItsOwnModuleIsNoRouteToItself() {
    #expect(ModelDescription([Self.module("Gallery")]).routes == [])
  }

  @Test func anInstanceThatOpensAnotherOfItsModuleIsARouteToItself() {
    let push = """
      screen?.navigationController?.pushViewController(PhotoModuleInitializer().view, animated: true)
      """
    #expect(ModelDescription([Self.module("Photo", routerCode: push)]).routes == ["Photo -> Photo"])
  }
}
