import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoStrongReferenceCyclesTests {
  @Test func reportsACycleWithEveryEdgeAndItsPlace() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersInteractorOutput {
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func didFetchUsers(_ users: [User]) {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            1️⃣var output: (any UsersInteractorOutput)?
            func fetchUsers() {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'UsersInteractor.output' -> 'UsersPresenter' (Users/UsersInteractor.swift:2), 'UsersPresenter.interactor' -> 'UsersInteractor' (Users/UsersPresenter.swift:2); make one of these references 'weak'"
        )
      ])
  }

  /// A view that holds its presenter through a composition of the presenter's two input
  /// protocols: the property points at the classes that adopt both, so the presenter's strong
  /// reference back to its view closes a cycle.
  @Test(
    "a property typed by a composition of protocols holds what adopts all of them: a view holding its presenter as 'ViewOutput & InteractorOutput' is in a cycle with a presenter holding it strongly"
  )
  func reportsACycleThroughAComposition() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Launch/LaunchContract.swift",
          """
          protocol LaunchViewInput: AnyObject { func showTitle() }
          protocol LaunchViewOutput: AnyObject { func viewDidLoad() }
          protocol LaunchInteractorOutput: AnyObject { func didLoad() }
          protocol LaunchInteractorInput: AnyObject { func load() }
          """
        ),
        (
          "Launch/LaunchPresenter.swift",
          """
          final class LaunchPresenter: LaunchViewOutput, LaunchInteractorOutput {
            1️⃣var view: LaunchViewInput?
            weak var interactor: LaunchInteractorInput?
            func viewDidLoad() { interactor?.load() }
            func didLoad() { view?.showTitle() }
          }
          """
        ),
        (
          "Launch/LaunchViewController.swift",
          """
          import UIKit
          final class LaunchViewController: UIViewController, LaunchViewInput {
            var presenter: (LaunchViewOutput & LaunchInteractorOutput)?
            func showTitle() {}
          }
          enum LaunchBuilder {
            static func build() -> UIViewController {
              let view = LaunchViewController()
              let presenter = LaunchPresenter()
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
          "strong reference cycle: 'LaunchPresenter.view' -> 'LaunchViewController' (Launch/LaunchPresenter.swift:2), 'LaunchViewController.presenter' -> 'LaunchPresenter' (Launch/LaunchViewController.swift:3); make one of these references 'weak'"
        )
      ])
  }

  /// A Generamba-style module: the router's transition handler (a navigation framework's
  /// protocol that view controllers adopt) is the module's view, which owns the presenter,
  /// which owns the router. The cycle is reported at the router's reference to the view, the
  /// back-reference a fix weakens, not at the edge that comes first in the files.
  @Test func reportsACycleThroughARoutersTransitionHandler() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Quiz/QuizContract.swift",
          """
          protocol QuizViewInput: AnyObject { func show(question: String) }
          protocol QuizViewOutput: AnyObject { func viewIsReady() }
          protocol QuizRouterInput: AnyObject { func openScore() }
          """
        ),
        (
          "Quiz/QuizPresenter.swift",
          """
          final class QuizPresenter: QuizViewOutput {
            weak var view: QuizViewInput?
            var router: QuizRouterInput!
            func viewIsReady() {}
          }
          """
        ),
        (
          "Quiz/QuizRouter.swift",
          """
          import ViperMcFlurry
          final class QuizRouter: QuizRouterInput {
            1️⃣var transitionHandler: RamblerViperModuleTransitionHandlerProtocol!
            func openScore() { _ = transitionHandler.openModule?(usingSegue: "showScore") }
          }
          """
        ),
        (
          "Quiz/QuizViewController.swift",
          """
          import UIKit
          final class QuizViewController: UIViewController, QuizViewInput {
            var output: QuizViewOutput!
            func show(question: String) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'QuizRouter.transitionHandler' -> 'QuizViewController' (Quiz/QuizRouter.swift:3), 'QuizViewController.output' -> 'QuizPresenter' (Quiz/QuizViewController.swift:3), 'QuizPresenter.router' -> 'QuizRouter' (Quiz/QuizPresenter.swift:3); make one of these references 'weak'"
        )
      ])
  }

  @Test func reportsACycleAcrossModules() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            1️⃣let detail: DetailPresenter
            init(detail: DetailPresenter) { self.detail = detail }
          }
          """
        ),
        (
          "Detail/DetailPresenter.swift",
          """
          final class DetailPresenter {
            var back: Coordinator?
          }
          final class Coordinator {
            var usersRouter: UsersRouter?
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'UsersRouter.detail' -> 'DetailPresenter' (Users/UsersRouter.swift:2), 'DetailPresenter.back' -> 'Coordinator' (Detail/DetailPresenter.swift:2), 'Coordinator.usersRouter' -> 'UsersRouter' (Detail/DetailPresenter.swift:5); make one of these references 'weak'"
        )
      ])
  }

  @Test(
    "a cycle through a property nothing assigns, in a type the builder wires, never forms; one the builder assigns does"
  )
  func acceptsACycleThroughAPropertyNeverSet() {
    let module = """
      final class UsersPresenter {
        let interactor: UsersInteractor
        1️⃣let router: UsersRouter
        init(interactor: UsersInteractor, router: UsersRouter) {
          self.interactor = interactor
          self.router = router
        }
      }
      final class UsersInteractor {
        weak var output: UsersPresenter?
        var presenter: UsersPresenter?
      }
      final class UsersRouter {
        weak var view: UsersView?
        var presenter: UsersPresenter?
      }
      final class UsersView {
        var presenter: UsersPresenter?
      }
      enum UsersBuilder {
        static func build() -> UsersView {
          let view = UsersView()
          let interactor = UsersInteractor()
          let router = UsersRouter()
          let presenter = UsersPresenter(interactor: interactor, router: router)
          view.presenter = presenter
          interactor.output = presenter
          router.view = view
          WIRE
          return view
        }
      }
      """
    // The interactor's and the router's presenters are never set: no cycle.
    expectFindings(
      NoStrongReferenceCycles.self, module.replacingOccurrences(of: "WIRE", with: ""), [])
    // The builder sets the interactor's output, which is strong: that cycle forms, not the
    // one through its presenter.
    expectFindings(
      NoStrongReferenceCycles.self,
      module.replacingOccurrences(of: "WIRE", with: "").replacingOccurrences(
        of: "  weak var output", with: "  2️⃣var output"
      ).replacingOccurrences(of: "1️⃣let router", with: "let router"),
      [
        ExpectedFinding(
          "2️⃣",
          "strong reference cycle: 'UsersInteractor.output' -> 'UsersPresenter' (Users/UsersPresenter.swift:10), 'UsersPresenter.interactor' -> 'UsersInteractor' (Users/UsersPresenter.swift:2); make one of these references 'weak'"
        )
      ])
    // The builder sets the router's: that cycle forms.
    expectFindings(
      NoStrongReferenceCycles.self,
      module.replacingOccurrences(of: "WIRE", with: "router.presenter = presenter")
        .replacingOccurrences(of: "1️⃣let router", with: "let router")
        .replacingOccurrences(
          of: "weak var view: UsersView?\n  var presenter",
          with: "weak var view: UsersView?\n  1️⃣var presenter"),
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'UsersRouter.presenter' -> 'UsersPresenter' (Users/UsersPresenter.swift:15), 'UsersPresenter.router' -> 'UsersRouter' (Users/UsersPresenter.swift:3); make one of these references 'weak'"
        )
      ])
  }

  @Test(
    "a back-reference of a holder the builder makes but never wires forms no cycle, even when the holder has nothing else to set"
  )
  func acceptsACycleThroughTheOnlyPropertyOfAHolderNeverSet() {
    let module = """
      final class TabsRouter {
        var viewController: TabsView?
        static func build() -> TabsView {
          let view = TabsView()
          let router = TabsRouter()
          let presenter = TabsPresenter(router: router)
          view.presenter = presenter
          WIRE
          return view
        }
      }
      final class TabsPresenter {
        let router: TabsRouter
        init(router: TabsRouter) { self.router = router }
      }
      final class TabsView {
        var presenter: TabsPresenter?
      }
      """
    // The router's only property is never set: no cycle (the rule on back-references still
    // asks for it to be weak).
    expectFindings(
      NoStrongReferenceCycles.self, module.replacingOccurrences(of: "WIRE", with: ""), [])
    // Set by the builder, it closes the cycle.
    expectFindings(
      NoStrongReferenceCycles.self,
      module.replacingOccurrences(of: "WIRE", with: "router.viewController = view")
        .replacingOccurrences(of: "  var viewController", with: "  1️⃣var viewController"),
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'TabsRouter.viewController' -> 'TabsView' (Users/UsersPresenter.swift:2), 'TabsView.presenter' -> 'TabsPresenter' (Users/UsersPresenter.swift:17), 'TabsPresenter.router' -> 'TabsRouter' (Users/UsersPresenter.swift:13); make one of these references 'weak'"
        )
      ])
  }

  @Test func acceptsAStrongEdgeOneWayAndAWeakOneBack() {
    expectFindings(
      NoStrongReferenceCycles.self,
      """
      final class UsersView { let presenter: UsersPresenter }
      final class UsersPresenter { weak var view: UsersView?; let interactor: UsersInteractor }
      final class UsersInteractor { unowned let output: UsersPresenter }
      final class Node { var next: Node? }
      """, [])
  }

  @Test func acceptsInvertedOwnershipWithNoCycle() {
    expectFindings(
      NoStrongReferenceCycles.self,
      """
      final class UsersInteractor { let presenter: UsersPresenter }
      final class UsersPresenter { let view: UsersView }
      final class UsersView { var title = "" }
      """, [])
  }

  @Test(
    "a subscription kept in the subscriber's own bag, whose handler holds the subscriber, is a cycle"
  )
  func reportsSubscriptionsKeptByTheObjectTheyHold() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Films/FilmsContract.swift",
          """
          protocol FilmsViewInput: AnyObject { func show(titles: [String]) }
          protocol FilmsViewOutput: AnyObject { func viewDidLoad() }
          protocol FilmsInteractorInput: AnyObject { var films: Observable<[String]> { get } }
          """
        ),
        (
          "Films/FilmsPresenter.swift",
          """
          final class FilmsPresenter: FilmsViewOutput {
            weak var view: (any FilmsViewInput)?
            let interactor: any FilmsInteractorInput
            private let disposeBag = DisposeBag()
            private var cancellables = Set<AnyCancellable>()
            private var token: AnyCancellable?
            var onTap: (String) -> Void = { _ in }
            init(interactor: any FilmsInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              interactor.films
                .1️⃣bind(onNext: self.received)
                .disposed(by: disposeBag)
              interactor.films
                .2️⃣subscribe(onNext: received)
                .disposed(by: self.disposeBag)
              interactor.films
                .3️⃣subscribe(onNext: { titles in self.view?.show(titles: titles) })
                .disposed(by: disposeBag)
              token = interactor.films.4️⃣sink { titles in self.received(titles) }
              interactor.films
                .bind(onNext: { [weak self] titles in self?.received(titles) })
                .disposed(by: disposeBag)
              interactor.films.bind(onNext: self.onTap).disposed(by: disposeBag)
              interactor.films.bind(onNext: self.received).disposed(by: OtherBag.shared)
              interactor.films
                .6️⃣map { titles in titles + self.extraTitles }
                .bind(to: titlesRelay)
                .disposed(by: disposeBag)
              interactor.films
                .map { [weak self] titles in titles + (self?.extraTitles ?? []) }
                .bind(to: titlesRelay)
                .disposed(by: disposeBag)
            }
            let titlesRelay = BehaviorRelay<[String]>(value: [])
            var extraTitles: [String] = []
            func received(_ titles: [String]) { view?.show(titles: titles) }
          }
          """
        ),
        (
          "Films/FilmsInteractor.swift",
          """
          final class FilmsInteractor: FilmsInteractorInput {
            var films: Observable<[String]> { .just([]) }
            @Published var count = 0
            private var cancellables = Set<AnyCancellable>()
            init() {
              $count.map { $0 + 1 }.5️⃣assign(to: \\.count, on: self).store(in: &cancellables)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'FilmsPresenter.disposeBag' keeps the subscription made by 'bind', and the method reference 'self.received' holds it strongly; pass a '[weak self]' closure"
        ),
        ExpectedFinding(
          "2️⃣",
          "strong reference cycle: 'FilmsPresenter.disposeBag' keeps the subscription made by 'subscribe', and the method reference 'received' holds it strongly; pass a '[weak self]' closure"
        ),
        ExpectedFinding(
          "3️⃣",
          "strong reference cycle: 'FilmsPresenter.disposeBag' keeps the subscription made by 'subscribe', and its closure uses 'self' without 'weak'; pass a '[weak self]' closure"
        ),
        ExpectedFinding(
          "4️⃣",
          "strong reference cycle: 'FilmsPresenter.token' keeps the subscription made by 'sink', and its closure uses 'self' without 'weak'; pass a '[weak self]' closure"
        ),
        ExpectedFinding(
          "5️⃣",
          "strong reference cycle: 'FilmsInteractor.cancellables' keeps the subscription made by 'assign', and 'assign(to:on: self)' holds it strongly; pass a '[weak self]' closure"
        ),
        // An operator's closure before the subscribing call is kept by the subscription too.
        ExpectedFinding(
          "6️⃣",
          "strong reference cycle: 'FilmsPresenter.disposeBag' keeps the subscription made by 'bind', and the closure handed to 'map' uses 'self' without 'weak'; pass a '[weak self]' closure"
        ),
      ])
  }

  @Test(
    "a closure that uses 'self' strongly, assigned to a property of an object the role holds strongly, is a cycle; held weakly, captured weakly, or on a local, it is none"
  )
  func reportsClosuresStoredOnObjectsTheRoleHolds() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Dice/DiceContract.swift",
          """
          protocol DiceViewInput: AnyObject { var pickerHost: PickerHost { get } }
          protocol DiceViewOutput: AnyObject { func viewDidLoad() }
          protocol DiceInteractorInput: AnyObject { func save(sides: Int) }
          """
        ),
        (
          "Dice/DicePresenter.swift",
          """
          final class SidesPicker {
            var didSelect: (Int) -> Void = { _ in }
          }
          final class PickerHost { var onClose: () -> Void = {} }
          final class DicePresenter: DiceViewOutput {
            weak var view: (any DiceViewInput)?
            let interactor: any DiceInteractorInput
            private let picker = SidesPicker()
            private weak var spare: SidesPicker?
            init(interactor: any DiceInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              self.picker.didSelect = 1️⃣{ sides in
                self.interactor.save(sides: sides)
              }
              picker.didSelect = { [weak self] sides in self?.interactor.save(sides: sides) }
              spare?.didSelect = { sides in self.interactor.save(sides: sides) }
              view?.pickerHost.onClose = { self.interactor.save(sides: 0) }
              let local = SidesPicker()
              local.didSelect = { sides in self.interactor.save(sides: sides) }
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'DicePresenter.picker' keeps the closure assigned to 'picker.didSelect', which uses 'self' without 'weak'; capture it weakly"
        )
      ])
  }

  @Test(
    "a view controller its builder takes from a storyboard where it creates the other roles is a sure view, so its own subscription cycle is reported"
  )
  func reportsCyclesOfViewsTakenFromStoryboards() {
    // No view protocol: the builder's cast, in the function that creates the presenter and
    // the interactor, is what ties the view controller to its module.
    let tides = """
      import UIKit
      final class TidesAssembly {
        func build() -> UIViewController {
          let interactor = TidesInteractor()
          let presenter = TidesPresenter(interactor: interactor)
          let view = UIStoryboard(name: "Tides", bundle: nil)
            .instantiateInitialViewController() as! TidesViewController
          view.bind(levels: presenter.levels)
          return view
        }
      }
      final class TidesInteractor {}
      final class TidesPresenter {
        let interactor: TidesInteractor
        var levels: Observable<[String]> { .just([]) }
        init(interactor: TidesInteractor) { self.interactor = interactor }
      }
      final class TidesViewController: UIViewController {
        private let bag = DisposeBag()
        func bind(levels: Observable<[String]>) {
          levels.asDriver(onErrorJustReturn: [])
            .1️⃣drive(onNext: show )
            .disposed(by: bag)
        }
        func show(_ levels: [String]) {}
      }
      """
    expectFindings(
      NoStrongReferenceCycles.self, in: [("Tides/Tides.swift", tides)],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'TidesViewController.bag' keeps the subscription made by 'drive', and the method reference 'show' holds it strongly; pass a '[weak self]' closure"
        )
      ])
    // A view controller already on screen, cast where no role is created, is not created
    // with the module's roles: it is still only named a view, and nothing is reported.
    let onScreen = tides.replacingOccurrences(
      of: """
            let view = UIStoryboard(name: "Tides", bundle: nil)
              .instantiateInitialViewController() as! TidesViewController
            view.bind(levels: presenter.levels)
            return view
          }
        """,
      with: """
            _ = presenter
            return UIViewController()
          }
          func shown(in navigation: UINavigationController) -> TidesViewController {
            navigation.topViewController as! TidesViewController
          }
        """
    ).replacingOccurrences(of: "1️⃣", with: "")
    #expect(onScreen.contains("func shown("))
    expectFindings(NoStrongReferenceCycles.self, in: [("Tides/Tides.swift", onScreen)], [])
  }

  @Test(
    "a view-state object of no role that keeps its own subscription, whose closure holds it, is a cycle"
  )
  func reportsSubscriptionsKeptByViewStateObjects() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Basket/BasketState.swift",
          """
          import Combine
          final class BasketState: ObservableObject {
            @Published var total = ""
            private var cancellables = Set<AnyCancellable>()
            init(totals: AnyPublisher<String, Never>) {
              totals.1️⃣sink { text in self.total = text }.store(in: &cancellables)
              totals.sink { [weak self] text in self?.total = text }.store(in: &cancellables)
            }
          }
          /// Not a view state: nothing observes it.
          final class BasketLog {
            private var cancellables = Set<AnyCancellable>()
            init(totals: AnyPublisher<String, Never>) {
              totals.sink { text in self.write(text) }.store(in: &cancellables)
            }
            func write(_ text: String) {}
          }
          """
        ),
        (
          "Basket/BasketPresenter.swift",
          """
          import SwiftUI
          protocol BasketViewInput: AnyObject {}
          final class BasketPresenter {
            weak var view: (any BasketViewInput)?
            let state: BasketState
            init(state: BasketState) { self.state = state }
          }
          struct BasketView: View {
            let presenter: BasketPresenter
            @ObservedObject var state: BasketState
            var body: some View { Text(state.total) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'BasketState.cancellables' keeps the subscription made by 'sink', and its closure uses 'self' without 'weak'; pass a '[weak self]' closure"
        )
      ])
  }

  @Test(
    "a subscription to a stream that ends after one event (a network request, a Single, first()) holds self only until then; one to a stream that goes on is a cycle"
  )
  func acceptsSubscriptionsToStreamsThatEndAfterOneEvent() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Prices/PricesContract.swift",
          """
          import Combine
          import RxSwift
          protocol PricesInteractorInput: AnyObject {
            func loadPrices() -> AnyPublisher<[Double], Error>
            func priceUpdates() -> AnyPublisher<Double, Never>
            func cachedPrice() -> AnyPublisher<Double, Never>
            var confirmation: Single<Bool> { get }
            var ticks: AnyPublisher<Int, Never> { get }
          }
          """
        ),
        (
          "Prices/PricesInteractor.swift",
          """
          import Combine
          import Foundation
          import RxSwift
          final class PricesInteractor: PricesInteractorInput {
            private let updates = PassthroughSubject<Double, Never>()
            let confirmation: Single<Bool> = .just(true)
            let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
              .map { _ in 1 }.eraseToAnyPublisher()
            func loadPrices() -> AnyPublisher<[Double], Error> {
              guard let url = URL(string: "https://example.com/prices") else {
                return Fail(error: URLError(.badURL)).eraseToAnyPublisher()
              }
              return URLSession.shared.dataTaskPublisher(for: url)
                .map(\\.data)
                .decode(type: [Double].self, decoder: JSONDecoder())
                .eraseToAnyPublisher()
            }
            func priceUpdates() -> AnyPublisher<Double, Never> { updates.eraseToAnyPublisher() }
            func cachedPrice() -> AnyPublisher<Double, Never> { Just(1.5).eraseToAnyPublisher() }
          }
          """
        ),
        (
          "Prices/PricesPresenter.swift",
          """
          import Combine
          import Foundation
          import RxSwift
          final class PricesPresenter {
            let interactor: any PricesInteractorInput
            private var cancellables = Set<AnyCancellable>()
            private let bag = DisposeBag()
            private var prices: [Double] = []
            private var latest = 0.0
            init(interactor: any PricesInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              interactor.loadPrices()
                .receive(on: DispatchQueue.main)
                .sink(receiveCompletion: { _ in }, receiveValue: { self.prices = $0 })
                .store(in: &cancellables)
              interactor.cachedPrice().sink { self.latest = $0 }.store(in: &cancellables)
              interactor.confirmation.subscribe(onSuccess: { _ in self.close() }).disposed(by: bag)
              interactor.confirmation.subscribe { _ in self.close() }.disposed(by: bag)
              interactor.ticks.first().sink { _ in self.close() }.store(in: &cancellables)
              interactor.priceUpdates().1️⃣sink { self.latest = $0 }.store(in: &cancellables)
              interactor.ticks.2️⃣sink { _ in self.close() }.store(in: &cancellables)
            }
            func close() {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'PricesPresenter.cancellables' keeps the subscription made by 'sink', and its closure uses 'self' without 'weak'; pass a '[weak self]' closure"
        ),
        ExpectedFinding(
          "2️⃣",
          "strong reference cycle: 'PricesPresenter.cancellables' keeps the subscription made by 'sink', and its closure uses 'self' without 'weak'; pass a '[weak self]' closure"
        ),
      ])
  }

  /// The codebase extending `UIViewController` makes it no type of the codebase: a router's
  /// `var viewController: UIViewController?` still holds its module's screen, which holds the
  /// presenter, which holds the router.
  @Test func aRoutersScreenIsItsViewWhenTheCodebaseExtendsUIViewController() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Notes/NotesModule.swift",
          """
          import UIKit
          protocol NotesRouterInput: AnyObject { func close() }
          final class NotesViewController: UIViewController {
            var presenter: NotesPresenter?
          }
          final class NotesPresenter {
            weak var view: NotesViewController?
            var router: (any NotesRouterInput)?
          }
          final class NotesRouter: NotesRouterInput {
            1️⃣var viewController: UIViewController?
            func close() { viewController?.dismissAnimated() }
          }
          enum NotesBuilder {
            static func build() -> UIViewController {
              let view = NotesViewController()
              let presenter = NotesPresenter()
              let router = NotesRouter()
              view.presenter = presenter
              presenter.view = view
              presenter.router = router
              router.viewController = view
              return view
            }
          }
          """
        ),
        (
          "Helpers/UIViewController+Dismiss.swift",
          """
          import UIKit
          extension UIViewController {
            func dismissAnimated() { dismiss(animated: true) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'NotesRouter.viewController' -> 'NotesViewController' (Notes/NotesModule.swift:11), 'NotesViewController.presenter' -> 'NotesPresenter' (Notes/NotesModule.swift:4), 'NotesPresenter.router' -> 'NotesRouter' (Notes/NotesModule.swift:8); make one of these references 'weak'"
        )
      ])
  }
}
