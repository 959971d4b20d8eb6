import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct PassViewModelsToViewsTests {
  @Test func reportsEntitiesAndDTOsInViewInputMethods() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Users/User.swift", userEntity),
        ("Services/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n"),
        ("Users/Entities/Address.swift", "struct Address { let street: String }\n"),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput {\n  var address: Address?\n  func fetchUsers() {}\n}\n"
        ),
        (
          "Users/UsersContract.swift",
          """
          protocol UsersInteractorInput: AnyObject { func fetchUsers() }
          protocol UsersViewInput: AnyObject {
            func showUsers(1️⃣_ users: [User])
            func showRaw(2️⃣_ dto: UserDTO, 3️⃣address: Address?)
            func showRows(_ rows: [UserRowViewModel])
          }
          protocol UsersInteractorOutput: AnyObject {
            func didFetchUsers(_ result: Result<[User], FetchError>)
          }
          struct UserRowViewModel { let title: String }
          struct FetchError: Error {}
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'UsersViewInput.showUsers' takes the entity 'User'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view input 'UsersViewInput.showRaw' takes the DTO 'UserDTO'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view input 'UsersViewInput.showRaw' takes the entity 'Address'; pass a view model made by the presenter"
        ),
      ])
  }

  @Test(
    "a property the view's protocol lets the presenter set is an input: one holding entities is reported; one holding view models, the presenter or an associated type, or one the view only exposes, is not"
  )
  func reportsEntitiesInTheViewProtocolsProperties() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Albums/Album.swift", "struct Album: Codable { let id: Int; let title: String }\n"),
        (
          "Albums/AlbumsContract.swift",
          """
          protocol AlbumsViewProtocol: AnyObject {
            associatedtype Selection: AlbumsSelecting
            var presenter: AlbumsPresenterProtocol? { get set }
            var 1️⃣albums: [Album] { get set }
            var 2️⃣featured: Album? { get set }
            var rows: [AlbumRowViewModel] { get set }
            var selected: Album? { get }
            var selection: Selection? { get set }
          }
          protocol AlbumsSelecting {}
          protocol AlbumsInteractorProtocol: AnyObject {
            var selection: Selection { get }
          }
          struct Selection: Codable { let ids: [Int] }
          protocol AlbumsPresenterProtocol: AnyObject { func viewDidLoad() }
          struct AlbumRowViewModel { let title: String }
          """
        ),
        (
          "Albums/AlbumsPresenter.swift",
          """
          final class AlbumsPresenter: AlbumsPresenterProtocol {
            weak var view: AlbumsViewProtocol?
            func viewDidLoad() {
              view?.albums = [Album(id: 1, title: "quidem molestiae enim")]
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'AlbumsViewProtocol.albums' holds the entity 'Album'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view input 'AlbumsViewProtocol.featured' holds the entity 'Album'; pass a view model made by the presenter"
        ),
      ])
  }

  @Test(
    "a coded type in a model folder named like an item (CartItem) is an entity; an item outside one, or one not coded, is a display item"
  )
  func readsACodedItemInAModelFolderAsAnEntity() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        (
          "Networking/Models/CartItem.swift",
          "struct CartItem: Codable { let id: Int; let quantity: Int }\n"
        ),
        ("Cart/Views/CartRowItem.swift", "struct CartRowItem: Codable { let title: String }\n"),
        ("Networking/Models/BadgeItem.swift", "struct BadgeItem { let count: Int }\n"),
        (
          "Cart/CartContract.swift",
          """
          protocol CartViewInput: AnyObject {
            func show(1️⃣_ items: [CartItem])
            func show(rows: [CartRowItem])
            func show(badge: BadgeItem)
          }
          """
        ),
        (
          "Cart/CartPresenter.swift",
          "final class CartPresenter { weak var view: (any CartViewInput)? }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'CartViewInput.show' takes the entity 'CartItem'; pass a view model made by the presenter"
        )
      ])
  }

  /// A protocol stands for entities when it is coded or only entities adopt it; one a view
  /// model adopts too, or a view input's own, is none.
  @Test func reportsAProtocolOfEntities() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        (
          "Shop/Models/Catalog.swift",
          """
          protocol CatalogEntry: Codable { var title: String { get } }
          struct Product: CatalogEntry { let title: String }
          protocol Priced { var price: Int { get } }
          struct Offer: Priced, Decodable { let price: Int }
          protocol Titled { var title: String { get } }
          struct Banner: Titled, Codable { let title: String }
          struct BannerViewModel: Titled { let title: String }
          """
        ),
        (
          "Shop/ShopContract.swift",
          """
          protocol ShopViewInput: AnyObject {
            func show(1️⃣_ entries: [CatalogEntry])
            func showPrices(2️⃣_ prices: [any Priced])
            func showTitles(_ titles: [Titled])
          }
          """
        ),
        (
          "Shop/ShopPresenter.swift",
          "final class ShopPresenter {\n  weak var view: ShopViewInput?\n}\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'ShopViewInput.show' takes the entity 'CatalogEntry'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view input 'ShopViewInput.showPrices' takes the entity 'Priced'; pass a view model made by the presenter"
        ),
      ])
  }

  @Test(
    "a Realm object is an entity (a subclass of `Object` or `EmbeddedObject`), and a protocol only Realm objects adopt stands for entities"
  )
  func reportsRealmObjects() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        (
          "Player/Storage/Track.swift",
          """
          import RealmSwift
          protocol Playable { var name: String { get } }
          final class StoredTrack: Object {
            @objc dynamic var title = ""
          }
          extension StoredTrack: Playable { var name: String { title } }
          final class StoredAlbum: EmbeddedObject {
            @objc dynamic var title = ""
          }
          """
        ),
        (
          "Player/PlayerContract.swift",
          """
          protocol PlayerViewInput: AnyObject {
            func show(1️⃣_ tracks: [Playable])
            func showAlbum(2️⃣_ album: StoredAlbum)
            func showCount(_ count: Int)
          }
          """
        ),
        (
          "Player/PlayerPresenter.swift",
          "final class PlayerPresenter {\n  weak var view: PlayerViewInput?\n}\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'PlayerViewInput.show' takes the entity 'Playable'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view input 'PlayerViewInput.showAlbum' takes the entity 'StoredAlbum'; pass a view model made by the presenter"
        ),
      ])
  }

  @Test func acceptsViewModelsStringsAndErrors() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Users/User.swift", userEntity),
        // A display type in a model folder that no interactor uses is the presenter's.
        ("Users/Models/FieldStatus.swift", "enum FieldStatus { case valid, invalid }\n"),
        (
          "Users/UsersInteractor.swift",
          "protocol UsersInteractorInput: AnyObject {}\nfinal class UsersInteractor: UsersInteractorInput {\n  weak var output: (any UsersInteractorOutput)?\n}\n"
        ),
        (
          "Users/UsersContract.swift",
          """
          protocol UsersViewInput: AnyObject {
            func showRows(_ rows: [UserRowViewModel])
            func showStatus(_ status: FieldStatus)
            func showCells(_ cells: [UserCellModel])
            func showError(_ message: String, error: FetchError)
          }
          struct UserCellModel: Codable { let title: String }
          protocol UsersInteractorOutput: AnyObject {
            func didFetchUsers(_ result: Result<[User], FetchError>)
          }
          protocol UsersPresenterInput { func show(_ user: User) }
          struct UserRowViewModel { let title: String }
          struct FetchError: Error {}
          """
        ),
      ], [])
  }

  @Test(
    "a reactive presenter's output streams are view inputs: entities in them are reported; a subject the view only feeds is the presenter's input, and a stream only another module's view reads one of that name of is none"
  )
  func reportsEntitiesInThePresentersOutputStreams() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        (
          "Films/Film.swift",
          """
          struct Film: Codable { let title: String }
          struct FilmDTO: Decodable { let title: String }
          struct FilmRowViewModel { let title: String }
          """
        ),
        (
          "Films/FilmsContract.swift",
          """
          protocol FilmsViewInput: AnyObject { func reload() }
          protocol FilmsInteractorInput: AnyObject { func load() }
          protocol FilmsPresenterOutput: AnyObject {
            var 1️⃣films: Observable<[Film]> { get }
            var titles: BehaviorRelay<[FilmRowViewModel]> { get }
          }
          """
        ),
        (
          "Films/FilmsPresenter.swift",
          """
          final class FilmsPresenter: FilmsPresenterOutput {
            weak var view: (any FilmsViewInput)?
            let interactor: any FilmsInteractorInput
            var films: Observable<[Film]> { relay.asObservable() }
            2️⃣let rows = BehaviorRelay<[FilmDTO]>(value: [])
            let titles = BehaviorRelay<[FilmRowViewModel]>(value: [])
            let unread = PublishRelay<[Film]>()
            let selected = PublishSubject<Film>()
            private let relay = BehaviorRelay<[Film]>(value: [])
            init(interactor: any FilmsInteractorInput) { self.interactor = interactor }
            func 3️⃣filmStream() -> AnyPublisher<Film, Never> { Empty().eraseToAnyPublisher() }
          }
          """
        ),
        (
          "Films/FilmsView.swift",
          """
          final class FilmsView: UIViewController, FilmsViewInput {
            var presenter: FilmsPresenter!
            private let disposeBag = DisposeBag()
            func reload() {}
            override func viewDidLoad() {
              presenter.films.bind(to: table.rx.items).disposed(by: disposeBag)
              presenter.rows.subscribe(onNext: { [weak self] _ in self?.reload() }).disposed(by: disposeBag)
              presenter.titles.bind(to: table.rx.items).disposed(by: disposeBag)
              _ = presenter.filmStream().sink { _ in }
            }
            func didSelect(_ film: Film) { presenter.selected.onNext(film) }
          }
          """
        ),
        (
          "Movies/MoviesPresenter.swift",
          """
          final class MoviesPresenter: ObservableObject {
            4️⃣@Published var movies: [Film] = []
            @Published var rows: [FilmRowViewModel] = []
            let films = BehaviorRelay<[Film]>(value: [])
            let interactor: MoviesInteractor
            init(interactor: MoviesInteractor) { self.interactor = interactor }
          }
          final class MoviesInteractor { weak var presenter: MoviesPresenter? }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter output 'FilmsPresenter.films' streams the entity 'Film' to the view; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter output 'FilmsPresenter.rows' streams the DTO 'FilmDTO' to the view; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter output 'FilmsPresenter.filmStream' streams the entity 'Film' to the view; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter output 'MoviesPresenter.movies' streams the entity 'Film' to the view; stream view models made by the presenter"
        ),
      ])
  }

  /// A presenter hands its view one bundle of subjects (a struct behind a protocol of no role)
  /// that the view subscribes to: a subject of an entity in it is the presenter's output, where
  /// the presenter's contract declares it; a subject of view models, or one no view reads, is
  /// not reported.
  @Test func reportsAnEntityInABundleOfSubjectsThePresenterHandsItsView() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Films/Film.swift", "struct Film: Codable { let title: String }\n"),
        (
          "Films/FilmsPresenter.swift",
          """
          import Combine
          protocol FilmsViewInput: AnyObject { func reload() }
          protocol FilmsPresenterInput: AnyObject {
            var 1️⃣output: any FilmsPresenterOutput { get }
          }
          protocol FilmsPresenterOutput {
            var titles: CurrentValueSubject<[String], Never> { get }
            var films: CurrentValueSubject<[Film], Never> { get }
          }
          struct DefaultFilmsPresenterOutput: FilmsPresenterOutput {
            let titles = CurrentValueSubject<[String], Never>([])
            let films = CurrentValueSubject<[Film], Never>([])
          }
          protocol ShowsPresenterOutput {
            var shows: CurrentValueSubject<[Film], Never> { get }
          }
          struct DefaultShowsPresenterOutput: ShowsPresenterOutput {
            let shows = CurrentValueSubject<[Film], Never>([])
          }
          final class FilmsPresenter: FilmsPresenterInput {
            weak var view: (any FilmsViewInput)?
            let output: any FilmsPresenterOutput = DefaultFilmsPresenterOutput()
            let unwatched: any ShowsPresenterOutput = DefaultShowsPresenterOutput()
          }
          final class FilmsViewController: UIViewController, FilmsViewInput {
            var presenter: (any FilmsPresenterInput)?
            private var bag = Set<AnyCancellable>()
            func reload() {}
            override func viewDidLoad() {
              presenter?.output.titles.sink { _ in }.store(in: &bag)
              presenter?.output.films.sink { [weak self] _ in self?.reload() }.store(in: &bag)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter output 'FilmsPresenter.output' streams the entity 'Film' to the view through 'FilmsPresenterOutput.films'; stream view models made by the presenter"
        )
      ])
  }

  /// The orders of a shop: a `Codable` order, and a loyalty balance of a package the codebase
  /// does not declare, which the interactor returns.
  static let ordersContract = (
    "Orders/OrdersContract.swift",
    """
    import Foundation
    struct Order: Codable { let id: Int; let total: Decimal }
    struct OrderRowViewModel { let title: String }
    @MainActor protocol OrdersInteractorInput: AnyObject {
      func orders() async throws -> [Order]
      func balance() -> LoyaltyBalance
    }
    final class OrdersInteractor: OrdersInteractorInput {
      func orders() async throws -> [Order] { [] }
      func balance() -> LoyaltyBalance { LoyaltyBalance() }
    }
    """
  )

  @Test(
    "a presenter is observable through the protocol it adopts (`OrdersPresenting: ObservableObject`): its @Published entities reach the view"
  )
  func reportsPublishedEntitiesOfAPresenterObservableThroughItsProtocol() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        Self.ordersContract,
        (
          "Orders/OrdersPresenter.swift",
          """
          import Combine
          protocol OrdersPresenting: ObservableObject { func load() async }
          final class OrdersPresenter: OrdersPresenting {
            1️⃣@Published var orders: [Order] = []
            @Published var rows: [OrderRowViewModel] = []
            private let interactor: any OrdersInteractorInput
            init(interactor: any OrdersInteractorInput) { self.interactor = interactor }
            func load() async { orders = (try? await interactor.orders()) ?? [] }
          }
          """
        ),
        (
          "Orders/OrdersView.swift",
          """
          import SwiftUI
          struct OrdersView<Presenter: OrdersPresenting>: View {
            @StateObject var presenter: Presenter
            var body: some View { Text("Orders") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter output 'OrdersPresenter.orders' streams the entity 'Order' to the view; stream view models made by the presenter"
        )
      ])
  }

  @Test(
    "an @Observable presenter's state the view observes: stored and computed properties holding entities"
  )
  func reportsEntitiesInTheStateOfObservablePresenters() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        Self.ordersContract,
        (
          "Orders/OrdersPresenter.swift",
          """
          import Observation
          @Observable @MainActor final class OrdersPresenter {
            1️⃣private(set) var orders: [Order] = []
            3️⃣private(set) var archived = [Order]()
            private(set) var rows: [OrderRowViewModel] = []
            private(set) var rowsByID = [Int: OrderRowViewModel]()
            @ObservationIgnored var cache: [Order] = []
            private var pending: [Order] = []
            private let interactor: any OrdersInteractorInput
            var 2️⃣balance: LoyaltyBalance { interactor.balance() }
            var title: String { "Orders" }
            init(interactor: any OrdersInteractorInput) { self.interactor = interactor }
          }
          """
        ),
        (
          "Orders/OrdersView.swift",
          """
          import SwiftUI
          struct OrdersView: View {
            @State var presenter: OrdersPresenter
            var body: some View { Text(presenter.title) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter output 'OrdersPresenter.orders' streams the entity 'Order' to the view; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter output 'OrdersPresenter.balance' streams the entity 'LoyaltyBalance' to the view; stream view models made by the presenter"
        ),
        // An empty collection made by its type holds what its element type says.
        ExpectedFinding(
          "3️⃣",
          "the presenter output 'OrdersPresenter.archived' streams the entity 'Order' to the view; stream view models made by the presenter"
        ),
      ])
  }

  @Test(
    "a generic wrapper's arguments, a view state's properties and cases, and a view-state object the presenter publishes"
  )
  func reportsEntitiesInWrappersAndViewStates() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        Self.ordersContract,
        (
          "Orders/OrdersPresenter.swift",
          """
          import Combine
          enum Loadable<Value> { case idle, loading, loaded(Value), failed(String) }
          enum OrdersScreenState { case empty, loaded([Order]) }
          struct HeaderViewState { let title: String; let latest: Order? }
          final class OrdersViewState: ObservableObject {
            3️⃣@Published var selected: Order?
            @Published var rows: [OrderRowViewModel] = []
          }
          @MainActor final class OrdersPresenter: ObservableObject {
            1️⃣@Published var state: Loadable<[Order]> = .idle
            2️⃣@Published var screen: OrdersScreenState = .empty
            4️⃣@Published var header = HeaderViewState(title: "", latest: nil)
            @Published var rows: Loadable<[OrderRowViewModel]> = .idle
            let viewState = OrdersViewState()
            private let interactor: any OrdersInteractorInput
            init(interactor: any OrdersInteractorInput) { self.interactor = interactor }
          }
          """
        ),
        (
          "Orders/OrdersView.swift",
          """
          import SwiftUI
          struct OrdersView: View {
            @ObservedObject var presenter: OrdersPresenter
            @ObservedObject var viewState: OrdersViewState
            var body: some View { Text("") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter output 'OrdersPresenter.state' streams the entity 'Order' to the view; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter output 'OrdersPresenter.screen' streams the entity 'Order' to the view through 'OrdersScreenState'; stream view models made by the presenter"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view state 'OrdersViewState.selected' that 'OrdersPresenter' publishes holds the entity 'Order'; hold view models made by the presenter"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter output 'OrdersPresenter.header' streams the entity 'Order' to the view through 'HeaderViewState.latest'; stream view models made by the presenter"
        ),
      ])
  }

  @Test("a presenter's view models, its services and its private state are no view input")
  func acceptsViewModelsServicesAndPrivateState() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        Self.ordersContract,
        (
          "Orders/OrdersPresenter.swift",
          """
          import Observation
          final class CartService { var items: [Order] = [] }
          struct OrdersHeader { let title: String }
          @Observable @MainActor final class OrdersPresenter {
            private(set) var rows: [OrderRowViewModel] = []
            var header = OrdersHeader(title: "")
            let cart: CartService
            private var orders: [Order] = []
            private let interactor: any OrdersInteractorInput
            var count: Int { orders.count }
            init(cart: CartService, interactor: any OrdersInteractorInput) {
              self.cart = cart
              self.interactor = interactor
            }
          }
          """
        ),
        (
          "Orders/OrdersView.swift",
          """
          import SwiftUI
          struct OrdersView: View {
            @State var presenter: OrdersPresenter
            var body: some View { Text("") }
          }
          """
        ),
      ], [])
  }

  /// A UIKit view that pulls its data from the presenter it holds (`let recipe =
  /// presenter.recipe`) and is handed more through a view input method.
  static func pullingView(input: String) -> [(String, String)] {
    [
      (
        "Detail/DetailViewController.swift",
        """
        import UIKit
        protocol DetailPresentation: AnyObject {
          var recipe: RecipeProtocol { get }
          var title: String { get }
        }
        protocol DetailViewInput: AnyObject {
          func show(\(input))
        }
        final class DetailViewController: UIViewController, DetailViewInput {
          private let presenter: DetailPresentation
          init(presenter: DetailPresentation) {
            self.presenter = presenter
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { nil }
          override func viewDidLoad() {
            super.viewDidLoad()
            let recipe = presenter.recipe
            title = recipe.name
          }
          func show(\(input.replacingOccurrences(of: "1️⃣", with: ""))) {}
        }
        """
      ),
      (
        "Detail/DetailPresenter.swift",
        """
        final class DetailPresenter: DetailPresentation {
          weak var view: DetailViewInput?
          private(set) var recipe: RecipeProtocol
          var title: String { "Recipe" }
          init(recipe: RecipeProtocol) { self.recipe = recipe }
        }
        """
      ),
      (
        "Models/Recipe.swift",
        """
        import CoreData
        protocol RecipeProtocol { var name: String { get } }
        final class StoredRecipe: NSManagedObject {}
        extension StoredRecipe: RecipeProtocol { var name: String { "" } }
        """
      ),
    ]
  }

  @Test(
    "a Core Data model is an entity, and a protocol only Core Data models adopt stands for entities; what the view reads of its presenter's properties is not a view input (the labellers of the corpus left that pull out)"
  )
  func reportsACoreDataEntityInAViewInputButNotWhatTheViewPulls() {
    expectFindings(
      PassViewModelsToViews.self, in: Self.pullingView(input: "1️⃣_ recipe: RecipeProtocol"),
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'DetailViewInput.show' takes the entity 'RecipeProtocol'; pass a view model made by the presenter"
        )
      ])
    expectFindings(PassViewModelsToViews.self, in: Self.pullingView(input: "_ title: String"), [])
  }

  @Test(
    "a view input that takes an enum of no role whose cases carry an entity is handed the entity; one whose cases carry strings is not"
  )
  func reportsAnEnumWhoseCasesCarryAnEntity() {
    func files(_ payload: String) -> [(String, String)] {
      [
        (
          "Home/HomeContracts.swift",
          """
          protocol HomeViewInput: AnyObject {
            func handle(1️⃣_ output: HomeOutput)
          }
          enum HomeOutput {
            case showProducts(\(payload))
            case showCategories([String])
          }
          """
        ),
        (
          "Home/HomePresenter.swift",
          """
          final class HomePresenter {
            weak var view: HomeViewInput?
          }
          """
        ),
        (
          "Home/HomeViewController.swift",
          """
          import UIKit
          final class HomeViewController: UIViewController, HomeViewInput {
            var presenter: HomePresenter?
            func handle(_ output: HomeOutput) {}
          }
          """
        ),
        ("Models/Product.swift", "struct Product: Codable { let title: String }\n"),
      ]
    }
    expectFindings(
      PassViewModelsToViews.self, in: files("[Product]"),
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'HomeViewInput.handle' takes 'HomeOutput', whose cases carry the entity 'Product'; pass a view model made by the presenter"
        )
      ])
    expectFindings(PassViewModelsToViews.self, in: files("[String]"), [])
  }
}
