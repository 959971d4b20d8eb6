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

  @Test func reportsACycleAcrossModules() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            let detail: DetailPresenter
            init(detail: DetailPresenter) { self.detail = detail }
          }
          """
        ),
        (
          "Detail/DetailPresenter.swift",
          """
          final class DetailPresenter {
            1️⃣var back: Coordinator?
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
          "strong reference cycle: 'DetailPresenter.back' -> 'Coordinator' (Detail/DetailPresenter.swift:2), 'Coordinator.usersRouter' -> 'UsersRouter' (Detail/DetailPresenter.swift:5), 'UsersRouter.detail' -> 'DetailPresenter' (Users/UsersRouter.swift:2); make one of these references 'weak'"
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
            }
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
      ])
  }
}
