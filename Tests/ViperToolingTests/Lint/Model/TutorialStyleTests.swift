import ProcessTestSupport
import Testing
import ViperTooling

/// The two styles most VIPER tutorials teach, written for these tests: roles behind
/// `AnyView`/`AnyPresenter`/`AnyInteractor`/`AnyRouter` protocols with every reference strong
/// and the module built in the router's static `start()`; and stemless directional protocols
/// (`PresenterToViewProtocol`) with a static `createModule()` on the router.
@Suite("Lint model: tutorial styles", .cpuBound)
struct TutorialStyleTests {
  static let anyStyle: [(String, String)] = [
    (
      "Coins/CoinsRouter.swift",
      """
      import UIKit
      typealias EntryPoint = AnyView & UIViewController

      protocol AnyRouter {
        var entry: EntryPoint? { get }
        static func start() -> AnyRouter
      }

      final class CoinsRouter: AnyRouter {
        var entry: EntryPoint?
        var interactor: AnyInteractor?

        static func start() -> AnyRouter {
          let router = CoinsRouter()
          var view: AnyView = CoinsViewController()
          var presenter: AnyPresenter = CoinsPresenter()
          var interactor: AnyInteractor = CoinsInteractor()
          view.presenter = presenter
          interactor.presenter = presenter
          presenter.view = view
          presenter.interactor = interactor
          presenter.router = router
          router.entry = view as? EntryPoint
          router.interactor = interactor
          return router
        }

        func refresh() { interactor?.loadCoins() }
      }
      """
    ),
    (
      "Coins/CoinsView.swift",
      """
      import UIKit
      protocol AnyView {
        var presenter: AnyPresenter? { get set }
        func update(with coins: [Coin])
        func update(with error: String)
      }

      final class CoinsViewController: UIViewController, AnyView {
        var presenter: AnyPresenter?
        func update(with coins: [Coin]) {}
        func update(with error: String) {}
      }
      """
    ),
    (
      "Coins/CoinsPresenter.swift",
      """
      protocol AnyPresenter {
        var router: AnyRouter? { get set }
        var interactor: AnyInteractor? { get set }
        var view: AnyView? { get set }
        func interactorDidLoad(_ result: Result<[Coin], Error>)
      }

      final class CoinsPresenter: AnyPresenter {
        var router: AnyRouter?
        var interactor: AnyInteractor? { didSet { interactor?.loadCoins() } }
        var view: AnyView?
        func interactorDidLoad(_ result: Result<[Coin], Error>) {
          if case .success(let coins) = result { view?.update(with: coins) }
        }
      }
      """
    ),
    (
      "Coins/CoinsInteractor.swift",
      """
      import Foundation
      protocol AnyInteractor {
        var presenter: AnyPresenter? { get set }
        func loadCoins()
      }

      final class CoinsInteractor: AnyInteractor {
        var presenter: AnyPresenter?
        func loadCoins() {
          URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { [weak self] data, _, _ in
            let coins = (try? JSONDecoder().decode([Coin].self, from: data ?? Data())) ?? []
            self?.presenter?.interactorDidLoad(.success(coins))
          }.resume()
        }
      }
      """
    ),
    ("Coins/Coin.swift", "struct Coin: Codable {\n  let symbol: String\n  let value: Double\n}\n"),
  ]

  @Test("AnyX protocols: roles from the contracts, the module from what start() creates")
  func anyStyleModel() {
    let model = ModelDescription(Self.anyStyle)
    #expect(
      model.modules == [
        "Coins: CoinsInteractor interactor, CoinsPresenter presenter, CoinsRouter router, CoinsViewController view"
      ])
    #expect(model.role(of: "CoinsViewController") == "view wired")
    #expect(model.role(of: "CoinsRouter") == "router wired")
    // `AnyPresenter` has no stem: it belongs to the module of its one implementer.
    #expect(model.module(of: "AnyPresenter") == "Coins")
  }

  @Test("AnyX protocols: every cycle, the entity passed to the view, the router's call")
  func anyStyleFindings() {
    let model = ModelDescription(Self.anyStyle)
    // Presenter <-> view, presenter <-> interactor, and through the router: presenter ->
    // router -> view (the `EntryPoint` alias) -> presenter, reported at the router's `entry`
    // (the back-reference a fix weakens), and presenter -> router -> interactor -> presenter.
    let cycles = model.messages(of: NoStrongReferenceCycles.self)
    #expect(cycles.count == 4)
    #expect(
      cycles.contains(
        "strong reference cycle: 'CoinsRouter.entry' -> 'CoinsViewController' (Coins/CoinsRouter.swift:10), 'CoinsViewController.presenter' -> 'CoinsPresenter' (Coins/CoinsView.swift:9), 'CoinsPresenter.router' -> 'CoinsRouter' (Coins/CoinsPresenter.swift:9); make one of these references 'weak'"
      ))
    #expect(
      model.places(of: HoldBackReferencesWeakly.self) == [
        "Coins/CoinsInteractor.swift:8", "Coins/CoinsPresenter.swift:11",
        "Coins/CoinsRouter.swift:10",
      ])
    #expect(
      model.messages(of: ClassBindBackReferenceProtocols.self) == [
        "constrain the protocol 'AnyPresenter' to 'AnyObject'; 'CoinsInteractor.presenter' uses it as a back-reference",
        "constrain the protocol 'AnyView' to 'AnyObject'; 'CoinsPresenter.view' uses it as a back-reference",
      ])
    #expect(
      model.messages(of: PassViewModelsToViews.self) == [
        "the view input 'AnyView.update' takes the entity 'Coin'; pass a view model made by the presenter"
      ])
    #expect(
      model.messages(of: DoNotCallInteractorsFromRouters.self) == [
        "the router 'CoinsRouter' calls the interactor 'interactor.loadCoins'; routers only navigate"
      ])
    #expect(
      model.messages(of: NoRoleCallsInPropertyObservers.self) == [
        "do not call the interactor ('interactor.loadCoins') from a property observer of 'CoinsPresenter'; call it from an explicit method"
      ])
  }

  static let directional: [(String, String)] = [
    (
      "Movies/Protocols/MoviesProtocols.swift",
      """
      import UIKit
      protocol ViewToPresenterProtocol: AnyObject {
        func viewDidLoad()
        func didSelectMovie(at index: Int)
      }
      protocol PresenterToViewProtocol: AnyObject {
        func showMovies(_ titles: [String])
        func showFailure(_ movie: Movie)
      }
      protocol PresenterToRouterProtocol: AnyObject {
        static func createModule() -> UIViewController
        func pushDetail(from view: PresenterToViewProtocol, movieID: Int)
      }
      protocol PresenterToInteractorProtocol: AnyObject { func fetchMovies() }
      protocol InteractorToPresenterProtocol: AnyObject { func moviesFetched(_ movies: [Movie]) }
      """
    ),
    (
      "Movies/Presenter/MoviesPresenter.swift",
      """
      final class MoviesPresenter: ViewToPresenterProtocol, InteractorToPresenterProtocol {
        var view: PresenterToViewProtocol?
        var interactor: PresenterToInteractorProtocol?
        var router: PresenterToRouterProtocol?
        func viewDidLoad() { interactor?.fetchMovies() }
        func didSelectMovie(at index: Int) {
          guard let view else { return }
          router?.pushDetail(from: view, movieID: index)
        }
        func moviesFetched(_ movies: [Movie]) { view?.showMovies(movies.map(\\.title)) }
      }
      """
    ),
    (
      "Movies/View/MoviesViewController.swift",
      """
      import UIKit
      final class MoviesViewController: UIViewController, PresenterToViewProtocol {
        var presenter: ViewToPresenterProtocol?
        func showMovies(_ titles: [String]) {}
        func showFailure(_ movie: Movie) {}
      }
      """
    ),
    (
      "Movies/Interactor/MoviesInteractor.swift",
      """
      final class MoviesInteractor: PresenterToInteractorProtocol {
        weak var presenter: InteractorToPresenterProtocol?
        func fetchMovies() { presenter?.moviesFetched([]) }
      }
      """
    ),
    (
      "Movies/Router/MoviesRouter.swift",
      """
      import UIKit
      final class MoviesRouter: PresenterToRouterProtocol {
        static func createModule() -> UIViewController {
          let view = MoviesViewController()
          let presenter = MoviesPresenter()
          let interactor = MoviesInteractor()
          let router = MoviesRouter()
          view.presenter = presenter
          presenter.view = view
          presenter.interactor = interactor
          presenter.router = router
          interactor.presenter = presenter
          return view
        }
        func pushDetail(from view: PresenterToViewProtocol, movieID: Int) {
          let detail = MovieDetailRouter.createModule(movieID: movieID)
          (view as? UIViewController)?.navigationController?.pushViewController(detail, animated: true)
        }
      }
      """
    ),
    (
      "Movies/Entity/Movie.swift",
      "struct Movie: Decodable {\n  let id: Int\n  let title: String\n}\n"
    ),
    (
      "MovieDetail/MovieDetailModule.swift",
      """
      import UIKit
      protocol MovieDetailPresenterToViewProtocol: AnyObject { func show(title: String) }
      protocol MovieDetailViewToPresenterProtocol: AnyObject { func viewDidLoad() }

      final class MovieDetailViewController: UIViewController, MovieDetailPresenterToViewProtocol {
        var presenter: MovieDetailViewToPresenterProtocol?
        func show(title: String) {}
      }
      final class MovieDetailPresenter: MovieDetailViewToPresenterProtocol {
        weak var view: MovieDetailPresenterToViewProtocol?
        let movieID: Int
        init(movieID: Int) { self.movieID = movieID }
        func viewDidLoad() { view?.show(title: "#\\(movieID)") }
      }
      final class MovieDetailRouter {
        static func createModule(movieID: Int) -> UIViewController {
          let view = MovieDetailViewController()
          let presenter = MovieDetailPresenter(movieID: movieID)
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test("stemless directional protocols: modules by implementers, a route by createModule()")
  func directionalModel() {
    let model = ModelDescription(Self.directional)
    #expect(
      model.modules == [
        "MovieDetail: MovieDetailPresenter presenter, MovieDetailRouter router, MovieDetailViewController view",
        "Movies: MoviesInteractor interactor, MoviesPresenter presenter, MoviesRouter router, MoviesViewController view",
      ])
    #expect(model.routes == ["Movies -> MovieDetail"])
    // No protocol makes a module of its own, and none is cut into one.
    #expect(model.module(of: "PresenterToViewProtocol") == "Movies")
    #expect(model.module(of: "MovieDetailPresenterToViewProtocol") == "MovieDetail")
  }

  @Test("stemless directional protocols: the strong view and the entity passed to it")
  func directionalFindings() {
    let model = ModelDescription(Self.directional)
    #expect(
      model.messages(of: HoldBackReferencesWeakly.self) == [
        "make the back-reference 'view' of the presenter 'MoviesPresenter' to its view 'weak' or 'unowned'"
      ])
    #expect(
      model.messages(of: NoStrongReferenceCycles.self) == [
        "strong reference cycle: 'MoviesPresenter.view' -> 'MoviesViewController' (Movies/Presenter/MoviesPresenter.swift:2), 'MoviesViewController.presenter' -> 'MoviesPresenter' (Movies/View/MoviesViewController.swift:3); make one of these references 'weak'"
      ])
    #expect(
      model.messages(of: PassViewModelsToViews.self) == [
        "the view input 'PresenterToViewProtocol.showFailure' takes the entity 'Movie'; pass a view model made by the presenter"
      ])
    #expect(model.places(of: NeverForceCastToRoles.self).isEmpty)
  }
}
