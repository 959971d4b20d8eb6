import Foundation
import ReferenceApps

// The module cycle by hand: the same four objects (view, presenter, interactor, router),
// created and wired without ViperKit types, with plain `weak` back-references, a plain `Task`
// cancelled when the interactor goes away, and a plain array as the screen stack. It uses the
// same zero-latency service as the ViperKit side.

struct PlainRow {
  let id: Int
  let title: String
  let subtitle: String
}

@MainActor
protocol PlainUsersViewInput: AnyObject {
  func showLoading()
  func showUsers(_ rows: [PlainRow])
  func showError(_ message: String)
}

@MainActor
protocol PlainUsersViewOutput: AnyObject {
  func viewDidLoad()
}

@MainActor
protocol PlainUsersInteractorOutput: AnyObject {
  func didFetchUsers(_ result: Result<[UserDTO], any Error>)
}

@MainActor
final class PlainUsersView: PlainUsersViewInput {
  let presenter: any PlainUsersViewOutput
  private(set) var rows: [PlainRow] = []
  private(set) var isLoading = false
  private(set) var message: String?

  init(presenter: any PlainUsersViewOutput) {
    self.presenter = presenter
  }

  func viewDidLoad() { presenter.viewDidLoad() }

  func showLoading() { isLoading = true }

  func showUsers(_ rows: [PlainRow]) {
    isLoading = false
    self.rows = rows
  }

  func showError(_ message: String) {
    isLoading = false
    self.message = message
  }
}

@MainActor
final class PlainUsersPresenter: PlainUsersViewOutput, PlainUsersInteractorOutput {
  weak var view: (any PlainUsersViewInput)?
  let interactor: PlainUsersInteractor
  let router: PlainUsersRouter

  init(interactor: PlainUsersInteractor, router: PlainUsersRouter) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() {
    view?.showLoading()
    interactor.fetchUsers()
  }

  func didFetchUsers(_ result: Result<[UserDTO], any Error>) {
    switch result {
    case .success(let users):
      view?.showUsers(
        users.map { PlainRow(id: $0.id, title: $0.name, subtitle: $0.email ?? "") })
    case .failure(let error):
      view?.showError("Couldn't load the users. \(error)")
    }
  }
}

@MainActor
final class PlainUsersInteractor {
  weak var output: (any PlainUsersInteractorOutput)?
  private let service: any UsersService
  private var task: Task<Void, Never>?

  init(service: any UsersService) {
    self.service = service
  }

  deinit {
    task?.cancel()
  }

  func fetchUsers() {
    task = Task { [weak self, service] in
      let result: Result<[UserDTO], any Error>
      do {
        result = .success(try await service.users())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      self?.output?.didFetchUsers(result)
    }
  }
}

@MainActor
final class PlainUsersRouter {
  weak var view: PlainUsersView?
  private weak var navigator: PlainNavigator?

  init(navigator: PlainNavigator) {
    self.navigator = navigator
  }
}

/// The screen stack: owns the views, loads a view when it is pushed.
@MainActor
final class PlainNavigator {
  private(set) var stack: [PlainUsersView] = []

  func push(_ view: PlainUsersView) {
    stack.append(view)
    view.viewDidLoad()
  }

  func pop() {
    _ = stack.popLast()
  }
}

/// The whole hand-written cycle's fixture.
@MainActor
final class HandWrittenCycle {
  let navigator = PlainNavigator()
  let calls = CallCounter()
  private let service: any UsersService

  init() {
    service = CountingUsersService(base: FakeUsersService(latency: .zero), calls: calls)
  }

  /// Creates and wires the four objects.
  func build() -> PlainUsersView {
    let interactor = PlainUsersInteractor(service: service)
    let router = PlainUsersRouter(navigator: navigator)
    let presenter = PlainUsersPresenter(interactor: interactor, router: router)
    let view = PlainUsersView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return view
  }

  /// Runs `cycles` cycles and waits for their cancelled fetches to finish; returns the time it
  /// all took, and the part of it before the wait.
  func run(cycles: Int) async throws -> CycleTiming {
    let target = calls.value + cycles
    weak var lastView: PlainUsersView?
    let clock = ContinuousClock()
    let start = clock.now
    for cycle in 0..<cycles {
      let view = build()
      navigator.push(view)
      navigator.pop()
      if cycle == cycles - 1 { lastView = view }
    }
    let synchronous = start.duration(to: clock.now)
    await calls.wait(until: target)
    let elapsed = start.duration(to: clock.now)
    if lastView != nil {
      throw ViperKitCycle.Failure.leaked(["view (PlainUsersView)"])
    }
    return CycleTiming(total: elapsed, synchronous: synchronous)
  }
}
