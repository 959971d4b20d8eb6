import Foundation
import ReferenceApps
import SnapshotTesting
import Testing
import ViperDemo
import ViperKit
import ViperKitTesting
import ViperTerminal

/// Frames of the crypto prices, todos and listing tabs for every state, as text snapshots (80x24,
/// and 40x12 for the data states).
@MainActor
@Suite("Demo frames of the cryptos, todos and listing tabs (snapshots)")
struct TabSnapshotTests {
  nonisolated static let shownURL = URL(string: "http://127.0.0.1:8080")!
  nonisolated static let large = Size(width: 80, height: 24)
  nonisolated static let small = Size(width: 40, height: 12)

  /// Fake services for one test: each answers after a second on `clock` when one is given
  /// (so the test sees the loading state), at once otherwise.
  struct Services {
    var cryptos: [CryptoDTO] =
      FakeCryptosService.sampleCryptos + [
        CryptoDTO(currency: "XYZ", price: "N/A")
      ]
    var cryptosFailure: HTTP.Error?
    var todos: [TodoDTO] = FakeTodosService.sampleTodos
    var todosFailure: HTTP.Error?
    var todosStore = FakeTodosStore()
    var items: [ItemDTO] = FakeListingService.sampleItems
    var itemsFailure: HTTP.Error?
    var usersFailure: HTTP.Error?
    var clock: TestClock<Duration>?
  }

  private func scene(tab: String, link: String? = nil, _ services: Services = Services())
    throws -> DemoScene
  {
    let latency: Duration = services.clock == nil ? .zero : .seconds(1)
    let clock = services.clock ?? TestClock()
    let container = ServiceContainer.testing {
      $0[UsersServiceKey.self] = FakeUsersService(
        latency: latency, clock: clock, failure: services.usersFailure)
      $0[CryptosServiceKey.self] = FakeCryptosService(
        cryptos: services.cryptos, latency: latency, clock: clock,
        failure: services.cryptosFailure)
      $0[TodosStoreKey.self] = services.todosStore
      $0[TodosServiceKey.self] = FakeTodosService(
        todos: services.todos, latency: latency, clock: clock, failure: services.todosFailure)
      $0[ListingServiceKey.self] = FakeListingService(
        items: services.items, latency: latency, clock: clock, failure: services.itemsFailure)
    }
    let navigation = NavigationModel(leakDetector: nil, isActive: false)
    let app = ReferenceApp(services: container, views: .terminal, navigation: navigation)
    navigation.selectTab(tab)
    if let link { try app.open(#require(URL(string: link))) }
    navigation.activate()
    return DemoScene(
      session: DemoSession(app: app, environment: .development(baseURL: Self.shownURL)))
  }

  private func settle(_ scene: DemoScene) async {
    for _ in 0..<2000 where scene.visibleView?.phase == .loading {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  private func text(_ scene: DemoScene, _ size: Size = large) -> String {
    var frame = Frame(size: size)
    scene.render(into: &frame)
    return frame.text
  }

  // MARK: Crypto prices

  @Test("cryptos: loading")
  func cryptosLoading() throws {
    let scene = try scene(tab: "cryptos", Services(clock: TestClock()))
    #expect(scene.visibleView?.phase == .loading)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("cryptos: formatted prices, and a price that is not a number shown as the feed wrote it")
  func cryptosPrices() async throws {
    let scene = try scene(tab: "cryptos")
    await settle(scene)
    #expect(scene.visibleView?.phase == .ready)
    assertSnapshot(of: text(scene), as: .lines, named: "80x24")
    assertSnapshot(of: text(scene, Self.small), as: .lines, named: "40x12")
  }

  @Test("cryptos: empty")
  func cryptosEmpty() async throws {
    let scene = try scene(tab: "cryptos", Services(cryptos: []))
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("cryptos: a network failure offers to retry")
  func cryptosNetworkError() async throws {
    let scene = try scene(tab: "cryptos", Services(cryptosFailure: .statusCode(503)))
    await settle(scene)
    #expect(scene.visibleView?.phase == .failed)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("cryptos: unreadable data says the data is at fault, differently from a network error")
  func cryptosParsingError() async throws {
    let failure = HTTP.DecodingFailure(
      path: "[3].price", reason: "expected a string, found a number")
    let scene = try scene(tab: "cryptos", Services(cryptosFailure: .undecodable(failure)))
    await settle(scene)
    #expect(scene.visibleView?.phase == .failed)
    assertSnapshot(of: text(scene), as: .lines)
  }

  // MARK: Todos

  @Test("todos: loading")
  func todosLoading() throws {
    let scene = try scene(tab: "todos", Services(clock: TestClock()))
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("todos: every todo with its box and the summary")
  func todosList() async throws {
    let scene = try scene(tab: "todos")
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines, named: "80x24")
    assertSnapshot(of: text(scene, Self.small), as: .lines, named: "40x12")
  }

  @Test("todos: a toggle on its way shows the new state, saving")
  func todosSaving() async throws {
    let clock = TestClock()
    let scene = try scene(tab: "todos", Services(clock: clock))
    for _ in 0..<50 where scene.visibleView?.phase == .loading {
      await clock.advance(by: .milliseconds(100))
      try await Task.sleep(for: .milliseconds(2))
    }
    #expect(scene.handle(.character(" ")) == .redraw)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("todos: a refused toggle is back as it was, and the bottom line says why")
  func todosToggleRefused() async throws {
    let container = Services()
    let scene = try scene(tab: "todos", container)
    await settle(scene)
    // Refuse the change the way a server would: answer the interactor with a failure.
    let presenter = try #require(
      (scene.visibleView as? TodosTerminalView)?.presenter as? TodosPresenter)
    presenter.didToggleTodo(id: 1)
    presenter.didSetCompleted(todoID: 1, result: .failure(.refused(.statusCode(500))))
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("todos: offline, the saved list says so, and a change saved here only is marked not synced")
  func todosOffline() async throws {
    var container = Services()
    container.todosFailure = .cannotConnect(host: "127.0.0.1:9")
    container.todosStore = FakeTodosStore(
      records: [
        TodoRecord(id: 1, userID: 1, title: "delectus aut autem", completed: true, isPending: true),
        TodoRecord(id: 2, userID: 1, title: "quis ut nam facilis", completed: false),
      ],
      savedAt: Date(timeIntervalSince1970: 1_789_948_800))
    let scene = try scene(tab: "todos", container)
    await settle(scene)
    // A whole frame is rendered per look: every 20 ms at most, so that the main actor, which
    // every other test shares, is not held (looking every millisecond held it for seconds
    // under ThreadSanitizer, and harness tests timed out behind it).
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !text(scene).contains("Offline") && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    let screen = text(scene)
    // The time is the machine's local time: checked by the presenter's tests in UTC.
    #expect(screen.contains("Offline: showing todos saved at "))
    let row = try #require(
      screen.split(separator: "\n").first { $0.contains("delectus aut autem") })
    #expect(row.contains("[x]") && row.contains("not synced"))
    let other = try #require(screen.split(separator: "\n").first { $0.contains("quis ut nam") })
    #expect(!other.contains("not synced"))
  }

  @Test("todos: a user with no todos")
  func todosEmpty() async throws {
    let scene = try scene(tab: "todos", link: "viper://todos?user=9")
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("todos: the list could not be loaded")
  func todosError() async throws {
    let scene = try scene(tab: "todos", Services(todosFailure: .timedOut))
    await settle(scene)
    #expect(scene.visibleView?.phase == .failed)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("todos: u opens the user picker over the list, on the filter in use")
  func picker() async throws {
    let scene = try scene(tab: "todos", link: "viper://todos?user=2")
    await settle(scene)
    #expect(scene.handle(.character("u")) == .redraw)
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines, named: "open")
    // Enter picks; the list comes back filtered.
    _ = scene.handle(.up)
    #expect(scene.handle(.enter) == .redraw)
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines, named: "picked")
  }

  @Test("todos: the picker could not load the users; esc goes back")
  func pickerError() async throws {
    let scene = try scene(tab: "todos", Services(usersFailure: .noNetwork))
    await settle(scene)
    _ = scene.handle(.character("u"))
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines)
    #expect(scene.handle(.escape) == .redraw)
    #expect(scene.visibleView?.title == "Todos")
  }

  // MARK: Listing

  @Test("listing: loading")
  func listingLoading() throws {
    let scene = try scene(tab: "listing", Services(clock: TestClock()))
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("listing: cells of title and id")
  func listingItems() async throws {
    let scene = try scene(tab: "listing")
    await settle(scene)
    assertSnapshot(of: text(scene), as: .lines, named: "80x24")
    assertSnapshot(of: text(scene, Self.small), as: .lines, named: "40x12")
  }

  @Test("listing: viper://listing/42 marks and selects item 42 of a long list")
  func listingHighlighted() async throws {
    let items = (1...100).map { ItemDTO(id: $0, name: "Item number \($0)") }
    let scene = try scene(tab: "listing", link: "viper://listing/42", Services(items: items))
    await settle(scene)
    // The first frame learns the list's height; the selection is then kept in view.
    _ = text(scene)
    let listing = try #require(scene.visibleView as? ListingTerminalView)
    #expect(listing.selectedIndex == 41)
    assertSnapshot(of: text(scene), as: .lines)
  }

  @Test("listing: error and empty")
  func listingErrorAndEmpty() async throws {
    let failing = try scene(
      tab: "listing", Services(itemsFailure: .cannotConnect(host: "127.0.0.1:8080")))
    await settle(failing)
    assertSnapshot(of: text(failing), as: .lines, named: "error")
    let empty = try scene(tab: "listing", Services(items: []))
    await settle(empty)
    assertSnapshot(of: text(empty), as: .lines, named: "empty")
  }
}
