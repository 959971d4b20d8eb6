import Testing

@testable import ViperTooling

/// A module is what its builder wires: a builder that makes another module's view and router
/// classes with a presenter of its own module (and none of theirs) makes its own module's
/// screen on shared classes. Calling it routes to its module, and naming or making those
/// classes is no route of its module to theirs. Its presenter, a subclass of the other
/// module's, navigates as that one does where it does not override it.
@Suite struct SharedViewModuleTests {
  /// A list module, Catalog, with its own builder.
  static let catalog = (
    "Catalog/Catalog.swift",
    """
    import UIKit
    protocol CatalogViewInput: AnyObject { func show(rows: [String]) }
    protocol CatalogViewOutput: AnyObject { func viewDidLoad() }
    protocol CatalogRouterInput: AnyObject {
      func close()
      func openDetail()
    }
    class CatalogViewController: UIViewController, CatalogViewInput {
      var presenter: CatalogViewOutput?
      func show(rows: [String]) {}
    }
    class CatalogPresenter: CatalogViewOutput {
      weak var view: CatalogViewInput?
      var router: CatalogRouterInput?
      func viewDidLoad() {}
      func didSelect() { router?.openDetail() }
    }
    final class CatalogRouter: CatalogRouterInput {
      weak var viewController: UIViewController?
      func close() { viewController?.dismiss(animated: true) }
      func openDetail() {
        viewController?.navigationController?.pushViewController(
          DetailAssembly.make(), animated: true)
      }
    }
    enum CatalogAssembly {
      static func make() -> CatalogViewController {
        let view = CatalogViewController()
        let presenter = CatalogPresenter()
        let router = CatalogRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
      }
    }
    """
  )

  /// Detail, which Catalog's router opens.
  static let detail = (
    "Detail/Detail.swift",
    """
    import UIKit
    protocol DetailViewOutput: AnyObject { func viewDidLoad() }
    final class DetailViewController: UIViewController {
      var presenter: DetailViewOutput?
    }
    final class DetailPresenter: DetailViewOutput {
      weak var view: DetailViewController?
      func viewDidLoad() {}
    }
    enum DetailAssembly {
      static func make() -> DetailViewController {
        let view = DetailViewController()
        let presenter = DetailPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
      }
    }
    """
  )

  /// MyItems: the user's own items, on Catalog's view and router classes with its own
  /// presenter; `wiring` is how its builder makes them, `overrides` its presenter's members.
  static func myItems(wiring: String, overrides: String = "") -> (String, String) {
    (
      "MyItems/MyItems.swift",
      """
      import UIKit
      final class MyItemsPresenter: CatalogPresenter {
        override func viewDidLoad() {}
      \(overrides)
      }
      final class MyItemsInteractor {}
      enum Assembler {
        static func assemble(
          view: CatalogViewController, presenter: CatalogPresenter.Type,
          router: CatalogRouter.Type
        ) {}
      }
      enum MyItemsAssembly {
        static func make() -> CatalogViewController {
      \(wiring)
        }
      }
      """
    )
  }

  /// Profile, whose router opens MyItems.
  static let profile = (
    "Profile/Profile.swift",
    """
    import UIKit
    protocol ProfileViewOutput: AnyObject { func didTapItems() }
    final class ProfileViewController: UIViewController {
      var presenter: ProfileViewOutput?
    }
    final class ProfilePresenter: ProfileViewOutput {
      weak var view: ProfileViewController?
      var router: ProfileRouter?
      func didTapItems() { router?.openItems() }
    }
    final class ProfileRouter {
      weak var viewController: UIViewController?
      func openItems() {
        viewController?.navigationController?.pushViewController(
          MyItemsAssembly.make(), animated: true)
      }
    }
    """
  )

  @Test(
    arguments: [
      """
          let view = CatalogViewController()
          let presenter = MyItemsPresenter()
          let router = CatalogRouter()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          return view
      """,
      """
          let view = CatalogViewController()
          Assembler.assemble(view: view, presenter: MyItemsPresenter.self, router: CatalogRouter.self)
          return view
      """,
    ])
  func aBuilderOfSharedClassesWithItsOwnPresenterMakesItsOwnModulesScreen(wiring: String) {
    let model = ModelDescription([
      Self.catalog, Self.detail, Self.myItems(wiring: wiring), Self.profile,
    ])
    #expect(model.modules.contains { $0.hasPrefix("MyItems") })
    // MyItems' presenter inherits Catalog's `didSelect()`, which opens Detail through the
    // router class the two modules share.
    #expect(model.routes == ["Catalog -> Detail", "MyItems -> Detail", "Profile -> MyItems"])
  }

  @Test func aPresenterThatOverridesTheInheritedMethodDoesNotNavigateAsItsSuperclassDoes() {
    let wiring = """
          let view = CatalogViewController()
          let presenter = MyItemsPresenter()
          view.presenter = presenter
          return view
      """
    let model = ModelDescription([
      Self.catalog, Self.detail,
      Self.myItems(wiring: wiring, overrides: "  override func didSelect() {}"), Self.profile,
    ])
    #expect(model.routes == ["Catalog -> Detail", "Profile -> MyItems"])
  }

  @Test func aBuilderThatMakesAnotherModulesPresenterTooMakesThatModulesScreen() {
    // The builder makes Catalog's presenter as well: Catalog's screen, however it is named.
    let wiring = """
          let view = CatalogViewController()
          let presenter = CatalogPresenter()
          let mine = MyItemsPresenter()
          view.presenter = presenter
          _ = mine
          return view
      """
    let model = ModelDescription([
      Self.catalog, Self.detail, Self.myItems(wiring: wiring), Self.profile,
    ])
    #expect(model.routes.contains("Profile -> Catalog"))
  }
}
