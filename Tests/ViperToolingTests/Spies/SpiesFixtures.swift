/// Legacy modules in our own words, each in the style of a family of VIPER apps, for
/// `viper spies`.
enum SpiesFixtures {
  /// Directional protocols with no module stem of their own, wired through optional
  /// properties by the router's static `createModule()`.
  static let directional: [String: String] = [
    "Pantry/PantryProtocols.swift": """
    import Foundation

    struct Jar: Equatable {
        let label: String
    }

    protocol PresenterToViewPantryProtocol: AnyObject {
        var caption: String { get set }
        func showJars(_ labels: [String])
    }

    protocol PresenterToInteractorPantryProtocol: AnyObject {
        func fetchJars()
        func jar(at index: Int) -> Jar?
    }

    protocol PresenterToRouterPantryProtocol: AnyObject {
        static func createModule() -> PantryView
        func openJar(_ jar: Jar, from view: PresenterToViewPantryProtocol)
    }

    protocol ViewToPresenterPantryProtocol: AnyObject {
        var view: PresenterToViewPantryProtocol? { get set }
        var interactor: PresenterToInteractorPantryProtocol? { get set }
        var router: PresenterToRouterPantryProtocol? { get set }
        func viewDidLoad()
    }

    """,
    "Pantry/PantryPresenter.swift": """
    final class PantryPresenter: ViewToPresenterPantryProtocol {
        weak var view: PresenterToViewPantryProtocol?
        var interactor: PresenterToInteractorPantryProtocol?
        var router: PresenterToRouterPantryProtocol?

        func viewDidLoad() {
            view?.caption = "Jars"
            interactor?.fetchJars()
        }
    }

    """,
    "Pantry/PantryView.swift": """
    final class PantryView: PresenterToViewPantryProtocol {
        var presenter: ViewToPresenterPantryProtocol?
        var caption = ""
        func showJars(_ labels: [String]) {}
    }

    """,
    "Pantry/PantryInteractor.swift": """
    final class PantryInteractor: PresenterToInteractorPantryProtocol {
        func fetchJars() {}
        func jar(at index: Int) -> Jar? { nil }
    }

    """,
    "Pantry/PantryRouter.swift": """
    final class PantryRouter: PresenterToRouterPantryProtocol {
        static func createModule() -> PantryView {
            let view = PantryView()
            let presenter: ViewToPresenterPantryProtocol = PantryPresenter()
            let interactor = PantryInteractor()
            let router = PantryRouter()
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            return view
        }

        func openJar(_ jar: Jar, from view: PresenterToViewPantryProtocol) {}
    }

    """,
  ]

  /// A presenter made through its initializer by a builder that passes a constant, a value the
  /// builder is given, and the view.
  static let initializerInjection: [String: String] = [
    "Inbox/InboxContract.swift": """
    protocol InboxViewInput: AnyObject {
        func showCount(_ count: Int)
    }

    protocol InboxInteractorInput: AnyObject {
        func countMessages(in folder: String)
    }

    protocol InboxRouterInput: AnyObject {
        func close()
    }

    protocol InboxModuleOutput: AnyObject {
        func inboxDidClose()
    }

    struct Account {
        let name: String
    }

    final class InboxFormatter {}

    """,
    "Inbox/InboxPresenter.swift": """
    final class InboxPresenter {
        private weak var view: InboxViewInput?
        private let interactor: InboxInteractorInput
        private let router: InboxRouterInput
        weak var output: InboxModuleOutput?
        private let title: String
        private let account: Account
        private let formatter: InboxFormatter

        init(
            view: InboxViewInput,
            interactor: InboxInteractorInput,
            router: InboxRouterInput,
            title: String,
            account: Account,
            formatter: InboxFormatter,
            pageSize: Int = 20
        ) {
            self.view = view
            self.interactor = interactor
            self.router = router
            self.title = title
            self.account = account
            self.formatter = formatter
        }
    }

    """,
    "Inbox/InboxBuilder.swift": """
    enum InboxBuilder {
        static func build(account: Account, output: InboxModuleOutput?) -> InboxView {
            let view = InboxView()
            let formatter = InboxFormatter()
            let presenter = InboxPresenter(
                view: view, interactor: InboxInteractor(), router: InboxRouter(),
                title: "Inbox", account: account, formatter: formatter)
            presenter.output = output
            return view
        }
    }

    """,
    "Inbox/InboxView.swift": """
    final class InboxView: InboxViewInput {
        func showCount(_ count: Int) {}
    }

    """,
    "Inbox/InboxInteractor.swift": """
    final class InboxInteractor: InboxInteractorInput {
        func countMessages(in folder: String) {}
    }

    """,
    "Inbox/InboxRouter.swift": """
    final class InboxRouter: InboxRouterInput {
        func close() {}
    }

    """,
  ]

  /// Generamba's shape: a protocol per file, `XModuleInput`, implicitly unwrapped properties,
  /// and a configurator a storyboard's initializer object calls.
  static let generamba: [String: String] = [
    "Modules/Feed/View/FeedViewInput.swift": """
    protocol FeedViewInput: class {
        func setupInitialState()
    }

    """,
    "Modules/Feed/View/FeedViewOutput.swift": """
    protocol FeedViewOutput {
        func viewIsReady()
    }

    """,
    "Modules/Feed/Interactor/FeedInteractorInput.swift": """
    protocol FeedInteractorInput {
        func obtainPosts()
    }

    """,
    "Modules/Feed/Interactor/FeedInteractorOutput.swift": """
    protocol FeedInteractorOutput: class {
        func didObtainPosts(_ count: Int)
    }

    """,
    "Modules/Feed/Router/FeedRouterInput.swift": """
    protocol FeedRouterInput {
        func openPost(withId id: String)
    }

    """,
    "Modules/Feed/Presenter/FeedModuleInput.swift": """
    protocol FeedModuleInput: class {
        func configure(with filter: String)
    }

    """,
    "Modules/Feed/Presenter/FeedPresenter.swift": """
    class FeedPresenter: FeedModuleInput, FeedViewOutput, FeedInteractorOutput {
        weak var view: FeedViewInput!
        var interactor: FeedInteractorInput!
        var router: FeedRouterInput!

        func configure(with filter: String) {}
        func viewIsReady() {
            view.setupInitialState()
            interactor.obtainPosts()
        }
        func didObtainPosts(_ count: Int) {}
    }

    """,
    "Modules/Feed/View/FeedViewController.swift": """
    class FeedViewController: FeedViewInput {
        var output: FeedViewOutput!
        func setupInitialState() {}
    }

    """,
    "Modules/Feed/Interactor/FeedInteractor.swift": """
    class FeedInteractor: FeedInteractorInput {
        weak var output: FeedInteractorOutput!
        func obtainPosts() {}
    }

    """,
    "Modules/Feed/Router/FeedRouter.swift": """
    class FeedRouter: FeedRouterInput {
        func openPost(withId id: String) {}
    }

    """,
    "Modules/Feed/Configurator/FeedConfigurator.swift": """
    class FeedModuleConfigurator {
        func configureModuleForViewInput<UIViewController>(viewInput: UIViewController) {
            if let viewController = viewInput as? FeedViewController {
                configure(viewController: viewController)
            }
        }

        private func configure(viewController: FeedViewController) {
            let router = FeedRouter()
            let presenter = FeedPresenter()
            presenter.view = viewController
            presenter.router = router
            let interactor = FeedInteractor()
            interactor.output = presenter
            presenter.interactor = interactor
            viewController.output = presenter
        }
    }

    """,
  ]

  /// Protocols named `AnyView`, `AnyInteractor`, `AnyRouter`, shared by every module, and a
  /// router whose static factory makes the module.
  static let anyView: [String: String] = [
    "Common/Protocols.swift": """
    protocol AnyView: AnyObject {
        func update(with titles: [String])
    }

    protocol AnyInteractor: AnyObject {
        func getTitles()
    }

    protocol AnyRouter: AnyObject {
        func route(to destination: String)
    }

    protocol AnyPresenter: AnyObject {
        var view: AnyView? { get set }
        var interactor: AnyInteractor? { get set }
        var router: AnyRouter? { get set }
    }

    """,
    "Movies/MoviesPresenter.swift": """
    class MoviesPresenter: AnyPresenter {
        weak var view: AnyView?
        var interactor: AnyInteractor?
        var router: AnyRouter?
    }

    """,
    "Movies/MoviesView.swift": """
    class MoviesView: AnyView {
        var presenter: AnyPresenter?
        func update(with titles: [String]) {}
    }

    """,
    "Movies/MoviesInteractor.swift": """
    class MoviesInteractor: AnyInteractor {
        func getTitles() {}
    }

    """,
    "Movies/MoviesRouter.swift": """
    class MoviesRouter: AnyRouter {
        static func start() -> MoviesView {
            var presenter: AnyPresenter = MoviesPresenter()
            let view = MoviesView()
            let interactor = MoviesInteractor()
            let router = MoviesRouter()
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            view.presenter = presenter
            return view
        }

        func route(to destination: String) {}
    }

    """,
  ]

  /// A module whose interactor contract has every kind of requirement a spy must write.
  static let requirements: [String: String] = [
    "Notes/NotesContract.swift": """
    import Foundation

    struct Note: Equatable {
        var text: String
    }

    final class Folder {}

    enum NotesError: Error {
        case full
    }

    protocol NotesViewInput: AnyObject {}

    typealias Completion = (Result<[Note], Error>) -> Void

    protocol NotesInteractorInput: AnyObject {
        var draft: Note? { get set }
        var folder: Folder { get set }
        var isSyncing: Bool { get }
        static var limit: Int { get set }
        func load()
        func load(page: Int)
        func load(in folder: Folder)
        func count() -> Int
        func note(at index: Int) -> Note
        func save(_ note: Note) throws
        func delete(_ note: Note) throws(NotesError) -> Int
        func sync() async
        func refresh(since date: Date?) async throws -> [Note]
        func fetch(completion: @escaping Completion)
        func each(_ body: (Note) -> Void)
        func tag(_ tags: String...)
        func move(_ note: inout Note, for: Folder)
        func decode<T: Decodable>(_ type: T.Type) -> T
        static func make() -> NotesInteractorInput
    }

    """,
    "Notes/NotesPresenter.swift": """
    final class NotesPresenter {
        weak var view: NotesViewInput?
        var interactor: NotesInteractorInput?
    }

    """,
    "Notes/NotesInteractor.swift": """
    final class NotesInteractor: NotesInteractorInput {}

    """,
  ]
}
