import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The users modules as their builders make them: wiring, lifecycle, dismissal and leaks.
@MainActor
@Suite("Users modules: wiring, lifecycle and leaks")
struct UsersModuleTests {
  private func component(_ api: MockAPI) -> AppComponent {
    AppComponent(services: ServiceContainer(environment: .development(baseURL: api.baseURL)))
  }

  @Test("the builder sets every link: view -> presenter strong, back-references weak")
  func wiring() throws {
    let component = AppComponent(
      services: .testing { $0[UsersServiceKey.self] = FakeUsersService() })
    let navigation = NavigationModel(leakDetector: nil)
    var module: Module<any UsersModuleInput>? = component.usersBuilder.build(navigator: navigation)
    let parts = try #require(module?.screen.parts)
    try checkLinks(of: try #require(module))
    // Only the module value holds the view from outside: releasing it frees everything, so
    // no link back to the view or the presenter is strong.
    module = nil
    #expect(parts.alive.map(\.role) == [])
  }

  private func checkLinks(of module: Module<any UsersModuleInput>) throws {
    let view = try #require(module.view as? UsersView)
    let presenter = try #require(view.presenter as? UsersPresenter)
    #expect(presenter === module.input)
    #expect(presenter.view === view)
    let parts = module.screen.parts
    #expect(parts.all.map(\.role) == ["view", "presenter", "interactor", "router"])
    let interactor = try #require(parts.all[2].object as? UsersInteractor)
    let router = try #require(parts.all[3].object as? UsersRouter)
    #expect(interactor.output === presenter)
    #expect(router.view === view)
  }

  @Test("building the module sends no request; loading the view sends exactly one")
  func fetchStartsOnlyAfterLoad() async throws {
    let api = try await MockAPI.start()
    let navigation = NavigationModel(leakDetector: nil)
    let module = component(api).usersBuilder.build(navigator: navigation)
    let view = try #require(module.view as? UsersView)
    try await Task.sleep(for: .milliseconds(50))
    #expect(api.requestCount(path: "/users") == 0)
    #expect(view.state == .loading)
    let shown = AsyncStream.makeStream(of: UsersViewState.self)
    view.onChange = { shown.continuation.yield($0) }
    navigation.push(module)
    for await state in shown.stream where state != .loading { break }
    #expect(api.requestCount(path: "/users") == 1)
    #expect(view.rows.count == 10)
    await api.stop()
  }

  @Test(
    "dismissing the list with its request in flight cancels it, frees every object, and the view hears nothing more"
  )
  func dismissWhileLoading() async throws {
    // Long enough that neither the answer nor the client's timeout comes before the
    // dismissal, even while CPU-bound tests hold both cores for half a minute (a 2 s answer
    // and a 10 s timeout were both seen to come first); the test waits for neither.
    let api = try await MockAPI.start(fault: .delay(.seconds(120)))
    let recorder = RecordingUsersService(
      wrapping: LiveUsersService(
        client: HTTPClient(baseURL: api.baseURL, timeout: .seconds(300))))
    let component = AppComponent(services: .testing { $0[UsersServiceKey.self] = recorder })
    let navigation = NavigationModel(leakDetector: nil)
    navigation.push(SampleRoot.screen())

    let log = MessageLog()
    let view = UsersViewSpy(.view, log: log)  // held here, so we can see late messages
    var module: Module<any UsersModuleInput>? = component.usersBuilder.build(navigator: navigation)
    { presenter in
      RetainingUsersView(presenter: presenter, spy: view)
    }
    let parts = try #require(module?.screen.parts)
    navigation.push(try #require(module))
    module = nil
    while api.requestCount(path: "/users") == 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(log.received.map(\.description) == ["view.showLoading()"])

    navigation.pop()
    await expectDeallocation(of: parts)
    let outcome = await recorder.nextOutcome()
    #expect(outcome == .failure(.cancelled))
    // The server answers after its delay; by then nothing of the module may react.
    try await Task.sleep(for: .milliseconds(100))
    #expect(log.received.map(\.description) == ["view.showLoading()"])
    await api.stop()
  }

  @Test("10,000 build, load and dismiss cycles leave no object alive")
  func manyCycles() async throws {
    let component = AppComponent(
      services: .testing { $0[UsersServiceKey.self] = FakeUsersService() })
    let navigation = NavigationModel(leakDetector: nil)
    navigation.push(SampleRoot.screen())
    var survivors: [ModuleParts] = []
    for cycle in 0..<10_000 {
      let module = component.usersBuilder.build(navigator: navigation)
      if cycle.isMultiple(of: 100) { survivors.append(module.screen.parts) }
      navigation.push(module)
      navigation.pop()
    }
    for parts in survivors {
      await expectDeallocation(of: parts)
    }
    #expect(navigation.visibleStack.count == 1)
  }

  @Test("selecting a user pushes that user's detail, which loads it")
  func selectionRoutesToDetail() async throws {
    let api = try await MockAPI.start()
    let navigation = NavigationModel(leakDetector: nil)
    let module = component(api).usersBuilder.build(navigator: navigation)
    navigation.push(module)
    let list = try #require(module.view as? UsersView)
    while list.rows.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    list.select(list.rows[2])
    let detail = try #require(navigation.visibleScreen?.view as? UserDetailView)
    while detail.state == .loading { try await Task.sleep(for: .milliseconds(5)) }
    guard case .user(let user) = detail.state else {
      Issue.record("expected the user, got \(detail.state)")
      return
    }
    #expect(user.title == "Clementine Bauch")
    #expect(user.fields.first == UserDetailViewModel.Field("Username", "Samantha"))
    await api.stop()
  }
}

/// Records how each call of the wrapped service ended.
final class RecordingUsersService: UsersService {
  private let wrapped: any UsersService
  private let outcomes = AsyncStream.makeStream(of: Result<Int, HTTP.Error>.self)

  init(wrapping wrapped: any UsersService) { self.wrapped = wrapped }

  func users() async throws(HTTP.Error) -> [UserDTO] {
    do {
      let users = try await wrapped.users()
      outcomes.continuation.yield(.success(users.count))
      return users
    } catch {
      outcomes.continuation.yield(.failure(error))
      throw error
    }
  }

  func user(id: Int) async throws(HTTP.Error) -> UserDTO { try await wrapped.user(id: id) }

  func nextOutcome() async -> Result<Int, HTTP.Error>? {
    var iterator = outcomes.stream.makeAsyncIterator()
    return await iterator.next()
  }
}

/// A users view that forwards what it is shown to a spy the test holds.
@MainActor
final class RetainingUsersView: UsersViewInput {
  let presenter: any UsersViewOutput
  private weak var spy: UsersViewSpy?

  init(presenter: any UsersViewOutput, spy: UsersViewSpy) {
    self.presenter = presenter
    self.spy = spy
  }

  func viewDidLoad() { presenter.viewDidLoad() }
  func showLoading() { spy?.showLoading() }
  func showUsers(_ rows: [UserRowViewModel]) { spy?.showUsers(rows) }
  func showEmpty(_ message: String) { spy?.showEmpty(message) }
  func showError(_ message: String) { spy?.showError(message) }
  func showReloadError(_ message: String) { spy?.showReloadError(message) }
}

/// A root screen that does nothing, so tests can push and pop above it.
@MainActor
enum SampleRoot {
  final class View: ViperView {
    func viewDidLoad() {}
  }

  static func screen() -> Screen {
    let view = View()
    return Screen(view: view, parts: ModuleParts(["view": view]))
  }
}
