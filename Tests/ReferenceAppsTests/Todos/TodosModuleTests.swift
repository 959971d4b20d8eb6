import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The todos module as its builder makes it: wiring, leaks, the picker, and the whole toggle
/// over real HTTP in every environment.
@MainActor
@Suite("Todos: wiring, leaks, environments, end to end")
struct TodosModuleTests {
  @Test("the builder sets every link: view -> presenter strong, back-references weak")
  func wiring() throws {
    let component = AppComponent(
      services: .testing {
        $0[TodosServiceKey.self] = FakeTodosService()
        $0[TodosStoreKey.self] = FakeTodosStore()
      })
    let navigation = NavigationModel(leakDetector: nil)
    var module: Module<any TodosModuleInput>? = component.todosBuilder.build(navigator: navigation)
    let parts = try #require(module?.screen.parts)
    try checkLinks(of: try #require(module))
    module = nil
    #expect(parts.alive.map(\.role) == [])
  }

  private func checkLinks(of module: Module<any TodosModuleInput>) throws {
    let view = try #require(module.view as? TodosView)
    let presenter = try #require(view.presenter as? TodosPresenter)
    let parts = module.screen.parts
    #expect(parts.all.map(\.role) == ["view", "presenter", "interactor", "router"])
    let interactor = try #require(parts.all[2].object as? TodosInteractor)
    let router = try #require(parts.all[3].object as? TodosRouter)
    #expect(presenter.view === view)
    #expect(interactor.output === presenter)
    #expect(router.view === view)
    #expect(module.input === presenter)
  }

  @Test("dismissed with its request in flight: every object freed, the view hears nothing more")
  func dismissWhileLoading() async {
    let clock = TestClock()
    let component = AppComponent(
      services: .testing {
        $0[TodosServiceKey.self] = FakeTodosService(latency: .seconds(5), clock: clock)
        $0[TodosStoreKey.self] = FakeTodosStore()
      })
    let log = MessageLog()
    let spy = TodosViewSpy(.view, log: log)
    await expectDismissalWhileLoading(log: log, loading: ["view.showLoading()"]) { navigation in
      component.todosBuilder.build(navigator: navigation) {
        RetainingTodosView(presenter: $0, spy: spy)
      }
    } release: {
      await clock.advance(by: .seconds(10))
    }
  }

  @Test("u presents the picker over the list; picking user 2 closes it and filters the list")
  func pickerRoundTrip() async throws {
    let component = AppComponent(
      services: .testing {
        $0[TodosServiceKey.self] = FakeTodosService()
        $0[TodosStoreKey.self] = FakeTodosStore()
        $0[UsersServiceKey.self] = FakeUsersService()
      })
    let navigation = NavigationModel(leakDetector: nil)
    let module = component.todosBuilder.build(navigator: navigation)
    navigation.push(module)
    let list = try #require(module.view as? TodosView)
    try await waitUntil { !list.rows.isEmpty }
    #expect(list.rows.count == 6)

    list.filterByUser()
    let pickerParts = try #require(navigation.visibleScreen?.parts)
    try await pickSecondUser(in: navigation)
    #expect(navigation.visibleScreen?.view === list)
    try await waitUntil { list.rows.count == 2 }
    guard case .todos(let filtered, _) = list.state else { return }
    #expect(filtered.heading == "User 2")
    await expectDeallocation(of: pickerParts)
  }

  /// Picks the second user in the picker on screen (a function of its own, so that nothing
  /// of the picker outlives it here).
  private func pickSecondUser(in navigation: NavigationModel) async throws {
    let picker = try #require(navigation.visibleScreen?.view as? UserPickerView)
    try await waitUntil { picker.state != .loading }
    guard case .options(let options) = picker.state else {
      Issue.record("expected the users, got \(picker.state)")
      return
    }
    #expect(
      options.map(\.title) == ["All users", "Leanne Graham", "Ervin Howell", "Clementine Bauch"])
    picker.pick(options[2])
  }

  /// Pushes a todos module for `services`, waits for the list, and returns its view.
  private func loadedList(_ services: ServiceContainer) async throws -> (TodosView, NavigationModel)
  {
    let component = AppComponent(services: services)
    let navigation = NavigationModel(leakDetector: nil)
    let module = component.todosBuilder.build(navigator: navigation)
    navigation.push(module)
    let list = try #require(module.view as? TodosView)
    try await waitUntil { list.state != .loading }
    return (list, navigation)
  }

  @Test("development: list, toggle over PATCH, and the change is the server's (a reload shows it)")
  func developmentToggle() async throws {
    let api = try await MockAPI.start()
    let services = ServiceContainer(environment: .development(baseURL: api.baseURL))
    let (list, navigation) = try await loadedList(services)
    #expect(list.rows.count == 200)
    let first = try #require(list.rows.first)
    #expect(first.title == "delectus aut autem")
    #expect(first.isCompleted == false)

    list.toggle(first)
    #expect(list.rows.first?.isPending == true)
    #expect(list.rows.first?.isCompleted == true)
    try await waitUntil { list.rows.first?.isPending == false }
    #expect(list.rows.first?.isCompleted == true)
    #expect(api.requestCount(path: "/todos/1") == 1)

    // A second module over the same server sees the change: the server kept it.
    let (again, _) = try await loadedList(services)
    #expect(again.rows.first?.isCompleted == true)
    _ = navigation
    await api.stop()
  }

  @Test("development: the server refuses the toggle; the row goes back and the view says why")
  func developmentToggleRefused() async throws {
    let api = try await MockAPI.start()
    let (list, _) = try await loadedList(
      ServiceContainer(environment: .development(baseURL: api.baseURL)))
    api.injectFault(.status(500), path: "/todos/2", count: 1)
    let second = try #require(list.rows.dropFirst().first)
    list.toggle(second)
    try await waitUntil {
      if case .todos(_, .some) = list.state { return true }
      return false
    }
    #expect(list.rows[1].isCompleted == second.isCompleted)
    #expect(list.rows[1].isPending == false)
    guard case .todos(_, let notice) = list.state else { return }
    #expect(notice == "Couldn't mark it as done: \(HTTP.Error.statusCode(500).message)")
    await api.stop()
  }

  @Test("production: the same live service against a remote base URL (here a local stand-in)")
  func production() async throws {
    let api = try await MockAPI.start()
    let services = ServiceContainer(environment: .production(baseURL: api.baseURL))
    #expect(AppComponent(services: services).todosService is LiveTodosService)
    let (list, _) = try await loadedList(services)
    #expect(list.rows.count == 200)
    await api.stop()
  }

  @Test("fake: in memory, after the latency on the clock; toggles change the fake's data")
  func fake() async throws {
    let clock = TestClock()
    let environment = AppEnvironment.fake(latency: .seconds(1))
    let services = ServiceContainer(
      environment: environment, context: ServiceContext(environment: environment, clock: clock))
    let component = AppComponent(services: services)
    #expect(component.todosService is FakeTodosService)
    let navigation = NavigationModel(leakDetector: nil)
    let module = component.todosBuilder.build(navigator: navigation)
    navigation.push(module)
    let list = try #require(module.view as? TodosView)
    try await Task.sleep(for: .milliseconds(20))
    #expect(list.state == .loading)
    try await advance(clock, until: { !list.rows.isEmpty })
    #expect(list.rows.map(\.id) == [1, 2, 3, 4, 21, 22])
    list.toggle(list.rows[0])
    try await advance(clock, until: { list.rows.first?.isPending == false })
    // The fake keeps the change: reading it back also waits for the latency on the clock.
    let service = component.todosService
    let reading = Task { try await service.todos(userID: 1) }
    for _ in 0..<30 {
      await clock.advance(by: .milliseconds(100))
      try await Task.sleep(for: .milliseconds(2))
    }
    #expect(try await reading.value.first?.completed == true)
  }

  @Test(
    "a service touched from a test that did not configure it fails the test loudly: the API, then the store",
    arguments: ["TodosService", "TodosStore"])
  func unconfiguredFailsLoudly(service: String) async throws {
    try await withKnownIssue {
      // The store is read first: configured, so that the API is reached.
      let services: ServiceContainer =
        service == "TodosService"
        ? .testing { $0[TodosStoreKey.self] = FakeTodosStore() } : .testing()
      let component = AppComponent(services: services)
      let navigation = NavigationModel(leakDetector: nil)
      let module = component.todosBuilder.build(navigator: navigation)
      navigation.push(module)
      let list = try #require(module.view as? TodosView)
      try await waitUntil { list.state != .loading }
      guard case .error(let message) = list.state else {
        Issue.record("expected the error state, got \(list.state)")
        return
      }
      #expect(message.contains("no \(service) was configured"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "\(service).todos(userID:) was called, but no \(service) was configured")
      }
    }
  }

  @Test("start-up runs setup() exactly once per service, however often it is asked")
  func setupOncePerService() async throws {
    let counting = CountingTodosService()
    let component = AppComponent(
      services: .testing {
        $0[TodosServiceKey.self] = counting
        $0[TodosStoreKey.self] = FakeTodosStore()
        $0[UsersServiceKey.self] = FakeUsersService()
        $0[CryptosServiceKey.self] = FakeCryptosService()
        $0[ListingServiceKey.self] = FakeListingService()
      })
    try await component.setUp()
    try await component.setUp()
    #expect(counting.setupCount == 1)
  }

  @Test("the fake's setup refuses a list where two todos share an id")
  func fakeSetupChecksData() async {
    let twice = TodoDTO(userID: 1, id: 7, title: "twice", completed: false)
    await #expect(throws: FakeDataError.self) {
      try await FakeTodosService(todos: [twice, twice]).setup()
    }
  }

  @Test("the todo DTO decodes JSONPlaceholder's shape and maps to the entity")
  func dto() throws {
    let json = #"{"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false}"#
    let dto = try JSONDecoder().decode(TodoDTO.self, from: Data(json.utf8))
    #expect(dto == TodoDTO(userID: 1, id: 1, title: "delectus aut autem", completed: false))
    #expect(Todo(dto) == Todo(id: 1, userID: 1, title: "delectus aut autem", isCompleted: false))
  }
}

/// Polls `condition` every few milliseconds, for up to thirty seconds (generous: a passing
/// test never waits that long, and ThreadSanitizer on two busy cores is slow).
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
  let deadline = ContinuousClock.now.advanced(by: .seconds(30))
  while !condition() && ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(5))
  }
  #expect(condition(), "timed out waiting")
}

/// Advances `clock` in steps of 100 ms until `condition` holds (at most 30 s of it).
@MainActor
func advance(_ clock: TestClock<Duration>, until condition: () -> Bool) async throws {
  var advanced = Duration.zero
  while !condition() && advanced < .seconds(30) {
    await clock.advance(by: .milliseconds(100))
    advanced += .milliseconds(100)
    try await Task.sleep(for: .milliseconds(2))
  }
  #expect(condition(), "the condition did not hold after \(advanced) of the test clock")
}
