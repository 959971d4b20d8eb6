import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct DoNotNavigateFromViewsTests {
  @Test func reportsPresentingPushingAndBuildingInAView() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Detail/DetailBuilder.swift",
          "struct DetailBuilder { func build(id: Int) -> DetailViewController { DetailViewController() } }\n"
        ),
        (
          "Detail/DetailViewController.swift",
          """
          final class DetailViewController { let presenter: DetailPresenter }
          final class DetailPresenter { weak var view: DetailViewController? }
          enum DetailRouter { static func createModule() -> DetailViewController { DetailViewController(presenter: DetailPresenter()) } }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput {\n  weak var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          final class UsersViewController: UIViewController, UsersViewInput {
            func didTap(id: Int) {
              let detail = 1️⃣DetailBuilder().build(id: id)
              2️⃣navigationController?.pushViewController(detail, animated: true)
              3️⃣present(detail, animated: true)
              4️⃣show(detail, sender: self)
              let other = 5️⃣DetailViewController()
              6️⃣performSegue(withIdentifier: "detail", sender: nil)
              let module = 7️⃣DetailRouter.createModule()
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'UsersViewController' creates the builder 'DetailBuilder'; let the router build and show other modules"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view 'UsersViewController' navigates with 'pushViewController'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view 'UsersViewController' navigates with 'present'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "4️⃣",
          "the view 'UsersViewController' navigates with 'show'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "5️⃣",
          "the view 'UsersViewController' creates the view 'DetailViewController'; let the router build and show other modules"
        ),
        ExpectedFinding(
          "6️⃣",
          "the view 'UsersViewController' navigates with 'performSegue'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "7️⃣",
          "the view 'UsersViewController' creates the router 'DetailRouter'; let the router build and show other modules"
        ),
      ])
  }

  @Test(
    "wiring a cell module (its presenter's view a table cell named for no role) from a view is embedding, not navigating; opening a screen module still is"
  )
  func acceptsWiringACellModule() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Cells/ItemCell.swift",
          """
          import UIKit
          protocol ItemCellDisplaying: AnyObject {}
          final class ItemCell: UITableViewCell, ItemCellDisplaying { var presenter: ItemCellPresenter? }
          final class ItemCellPresenter { weak var view: (any ItemCellDisplaying)? }
          enum ItemCellRouter {
            static func configure(_ cell: ItemCell, title: String) {
              let presenter = ItemCellPresenter()
              cell.presenter = presenter
              presenter.view = cell
            }
          }
          """
        ),
        (
          "Cart/Cart.swift",
          """
          import UIKit
          protocol CartViewInput: AnyObject {}
          final class CartPresenter { weak var view: (any CartViewInput)? }
          final class CartViewController: UIViewController, CartViewInput { var presenter: CartPresenter? }
          enum CartRouter {
            static func createModule() -> UIViewController {
              let view = CartViewController()
              let presenter = CartPresenter()
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { weak var view: (any UsersViewInput)? }\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            var presenter: UsersPresenter?
            func cell(_ cell: ItemCell) { ItemCellRouter.configure(cell, title: "a") }
            func openCart() { _ = 1️⃣CartRouter.createModule() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'UsersViewController' creates the router 'CartRouter'; let the router build and show other modules"
        )
      ])
  }

  @Test func acceptsSubviewsOfItsOwnModuleAndNavigationInTheRouter() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { weak var view: (any UsersViewInput)? }\n"
        ),
        (
          "Users/UsersView.swift",
          """
          struct UsersRowView { let title: String }
          final class UsersHeaderView {}
          final class UsersView: UsersViewInput {
            let output: any UsersViewOutput
            func render() {
              let row = UsersRowView(title: "a")
              let header = UsersHeaderView()
              output.didSelect(id: 1)
              show("text")
              label.present("words")
            }
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            func showDetail() { navigator.push(DetailBuilder().build()) }
          }
          struct DetailBuilder { func build() -> Int { 1 } }
          """
        ),
      ], [])
  }

  @Test func acceptsATabBarShowingTheChildrenItsRouterBuilt() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Main/MainTabBar.swift",
          """
          import UIKit
          protocol MainTabBarViewInput: AnyObject { func show(tabs: [UIViewController]) }
          final class MainTabBarViewController: UITabBarController, MainTabBarViewInput {
            let presenter: MainTabBarPresenter
            init(presenter: MainTabBarPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            func show(tabs: [UIViewController]) { setViewControllers(tabs, animated: false) }
          }
          final class MainTabBarPresenter { weak var view: MainTabBarViewInput? }
          """
        )
      ], [])
  }
}
