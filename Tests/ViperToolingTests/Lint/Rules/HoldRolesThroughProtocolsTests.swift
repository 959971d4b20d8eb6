import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct HoldRolesThroughProtocolsTests {
  @Test func reportsRolesHeldAsConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      final class UsersView { 1️⃣let presenter: UsersPresenter }
      final class UsersPresenter {
        2️⃣private let interactor: UsersInteractor
        3️⃣weak var view: UsersView?
      }
      final class UsersInteractor {}
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'UsersView.presenter' holds the concrete presenter 'UsersPresenter'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'UsersPresenter.interactor' holds the concrete interactor 'UsersInteractor'; hold it through a protocol"
        ),
        ExpectedFinding(
          "3️⃣",
          "'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol"),
      ])
  }

  @Test func acceptsProtocolsAndBuildersHoldingConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      protocol UsersViewOutput: AnyObject {}
      final class UsersView { let presenter: any UsersViewOutput }
      final class UsersPresenter: UsersViewOutput { let builder: DetailBuilder }
      struct DetailBuilder { let cached: UsersPresenter? }
      final class UsersInteractor { let service: UsersService }
      final class UsersService {}
      """, [])
  }

  @Test(
    "a presenter whose generic superclass is bound to the concrete interactor and router holds them concretely; bound to protocols, or to a type of no role, it does not"
  )
  func reportsAGenericSuperclassBoundToConcreteRoles() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      class ScreenPresenter<Interactor, Router> {
        var interactor: Interactor
        var router: Router
        init(interactor: Interactor, router: Router) {
          self.interactor = interactor
          self.router = router
        }
      }
      protocol NotesViewOutput: AnyObject {}
      protocol NotesInteractorInput: AnyObject {}
      protocol NotesRouterInput: AnyObject {}
      final class NotesView { var presenter: (any NotesViewOutput)? }
      final class NotesInteractor: NotesInteractorInput {}
      final class NotesRouter: NotesRouterInput {}
      final class 1️⃣NotesPresenter: ScreenPresenter<NotesInteractor, NotesRouter>, NotesViewOutput {}
      final class TagsView { var presenter: (any NotesViewOutput)? }
      final class TagsInteractor: NotesInteractorInput {}
      final class TagsRouter: NotesRouterInput {}
      final class TagsPresenter: ScreenPresenter<any NotesInteractorInput, any NotesRouterInput>,
        NotesViewOutput {}
      final class PinsView { var presenter: (any NotesViewOutput)? }
      final class PinsInteractor: NotesInteractorInput {}
      final class PinsRouter: NotesRouterInput {}
      final class 2️⃣PinsPresenter: ScreenPresenter<[String: PinsInteractor], PinsRouter>,
        NotesViewOutput {}
      enum Screens {
        static func notes() -> NotesView {
          let view = NotesView()
          view.presenter = NotesPresenter(interactor: NotesInteractor(), router: NotesRouter())
          return view
        }
        static func tags() -> TagsView {
          let view = TagsView()
          view.presenter = TagsPresenter(interactor: TagsInteractor(), router: TagsRouter())
          return view
        }
        static func pins() -> PinsView {
          let view = PinsView()
          view.presenter = PinsPresenter(interactor: [:], router: PinsRouter())
          return view
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'NotesPresenter' binds its superclass 'ScreenPresenter' to the concrete interactor 'NotesInteractor'; bind it to a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'PinsPresenter' binds its superclass 'ScreenPresenter' to the concrete router 'PinsRouter'; bind it to a protocol"
        ),
      ])
  }

  @Test(
    "a screen holding a component's widget (a card view with a presenter of its own) composes itself; holding another screen's view controller holds that module's role"
  )
  func aComponentsWidgetIsComposition() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      in: [
        (
          "Card/CardModule.swift",
          """
          import UIKit
          protocol CardViewInput: AnyObject { func show(balance: String) }
          final class CardView: UIView, CardViewInput {
            var presenter: (any CardViewOutput)?
            func show(balance: String) {}
          }
          protocol CardViewOutput: AnyObject {}
          final class CardPresenter: CardViewOutput { weak var view: CardViewInput? }
          """
        ),
        (
          "Wallet/WalletModule.swift",
          """
          import UIKit
          protocol WalletViewInput: AnyObject { func reload() }
          final class WalletViewController: UIViewController, WalletViewInput {
            var presenter: (any WalletViewOutput)?
            let card = CardView()
            1️⃣var history: HistoryViewController?
            func reload() {}
          }
          protocol WalletViewOutput: AnyObject {}
          final class WalletPresenter: WalletViewOutput { weak var view: WalletViewInput? }
          """
        ),
        (
          "History/HistoryModule.swift",
          """
          import UIKit
          protocol HistoryViewInput: AnyObject { func reload() }
          final class HistoryViewController: UIViewController, HistoryViewInput {
            var presenter: (any HistoryViewOutput)?
            func reload() {}
          }
          protocol HistoryViewOutput: AnyObject {}
          final class HistoryPresenter: HistoryViewOutput { weak var view: HistoryViewInput? }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'WalletViewController.history' holds the concrete view 'HistoryViewController'; hold it through a protocol"
        )
      ])
  }

  @Test("roles held through a tuple, written out or behind a type alias, are held concretely")
  func reportsRolesHeldThroughTuplesAndAliases() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      typealias FilmsDependencies = (interactor: FilmsInteractor, router: FilmsRouter)
      protocol FilmsViewInput: AnyObject {}
      protocol FilmsViewOutput: AnyObject {}
      final class FilmsView: FilmsViewInput { var presenter: (any FilmsViewOutput)? }
      final class FilmsPresenter: FilmsViewOutput {
        weak var view: (any FilmsViewInput)?
        1️⃣private let dependencies: FilmsDependencies
        2️⃣private let spare: (interactor: FilmsInteractor, name: String)
        init(dependencies: FilmsDependencies, spare: (interactor: FilmsInteractor, name: String)) {
          self.dependencies = dependencies
          self.spare = spare
        }
      }
      final class FilmsInteractor {}
      final class FilmsRouter {}
      enum FilmsBuilder {
        static func build() -> FilmsView {
          let presenter = FilmsPresenter(
            dependencies: (FilmsInteractor(), FilmsRouter()), spare: (FilmsInteractor(), ""))
          let view = FilmsView()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'FilmsPresenter.dependencies' holds the concrete interactor 'FilmsInteractor' through 'FilmsDependencies'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'FilmsPresenter.spare' holds the concrete interactor 'FilmsInteractor'; hold it through a protocol"
        ),
      ])
  }

  /// A tab bar screen with no presenter is no module: its router makes each tab's router and
  /// keeps it, and its controller keeps its router, without holding any module's roles. The
  /// tab's own module still holds its roles through protocols.
  @Test("a tab bar of no module (no presenter) may hold what its router makes")
  func acceptsATabBarOfNoModuleHoldingWhatItMakes() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      in: [
        (
          "TabBar/TabBar.swift",
          """
          import UIKit
          final class TabBarViewController: UITabBarController { weak var router: TabBarRouter? }
          final class TabBarRouter {
            private weak var controller: TabBarViewController?
            let homeRouter: HomeRouter
            init() { homeRouter = HomeRouter() }
            func start() -> UIViewController {
              let controller = TabBarViewController()
              controller.router = self
              controller.viewControllers = [homeRouter.makeModule()]
              self.controller = controller
              return controller
            }
          }
          """
        ),
        (
          "Home/Home.swift",
          """
          import UIKit
          protocol HomeViewInput: AnyObject {}
          final class HomeViewController: UIViewController, HomeViewInput { 2️⃣var presenter: HomePresenter? }
          final class HomePresenter {
            weak var view: (any HomeViewInput)?
            1️⃣let router: HomeRouter
            init(router: HomeRouter) { self.router = router }
          }
          final class HomeRouter {
            func makeModule() -> UIViewController {
              let view = HomeViewController()
              let presenter = HomePresenter(router: self)
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'HomePresenter.router' holds the concrete router 'HomeRouter'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'HomeViewController.presenter' holds the concrete presenter 'HomePresenter'; hold it through a protocol"
        ),
      ])
  }

  @Test(
    "a module's router wrapping the app's shared navigator of no module holds how it navigates, not a role; a presenter holding that navigator as its router holds a router"
  )
  func acceptsRoutersWrappingTheSharedNavigator() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      in: [
        (
          "Navigation/AppRouter.swift",
          """
          import SwiftUI
          enum AppRoute: Hashable { case profile, lessons }
          final class AppRouter: ObservableObject {
            @Published var path = NavigationPath()
            func navigate(to route: AppRoute) { path.append(route) }
            func pop() { path.removeLast() }
          }
          """
        ),
        (
          "Screens/Home/HomeRouter.swift",
          """
          final class HomeRouter {
            let router: AppRouter
            init(router: AppRouter) { self.router = router }
            func showProfile() { router.navigate(to: .profile) }
          }
          """
        ),
        (
          "Screens/Home/HomePresenter.swift",
          """
          final class HomePresenter {
            1️⃣let router: HomeRouter
            init(router: HomeRouter) { self.router = router }
            func profileTapped() { router.showProfile() }
          }
          """
        ),
        (
          "Screens/Profile/ProfileRouter.swift",
          """
          final class ProfileRouter {
            let router: AppRouter
            init(router: AppRouter) { self.router = router }
            func close() { router.pop() }
          }
          """
        ),
        (
          "Screens/Profile/ProfilePresenter.swift",
          """
          protocol ProfileRouting: AnyObject { func close() }
          extension ProfileRouter: ProfileRouting {}
          final class ProfilePresenter {
            let router: any ProfileRouting
            init(router: any ProfileRouting) { self.router = router }
          }
          """
        ),
        (
          "Screens/Lessons/LessonsPresenter.swift",
          """
          import SwiftUI
          final class LessonsPresenter: ObservableObject {
            2️⃣let router: AppRouter
            init(router: AppRouter) { self.router = router }
            func lessonsTapped() { router.navigate(to: .lessons) }
          }
          struct LessonsView: View {
            @ObservedObject var presenter: LessonsPresenter
            var body: some View { Text("Lessons") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'HomePresenter.router' holds the concrete router 'HomeRouter'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'LessonsPresenter.router' holds the concrete router 'AppRouter'; hold it through a protocol"
        ),
      ])
  }
}
