import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The listing page through both of its APIs, async/await and publisher: every message
/// asserted, the status checked before decoding, leaks, and real HTTP.
@MainActor
@Suite("Listing: both APIs, harness, leaks, end to end")
struct ListingTests {
  private static let dtos = [ItemDTO(id: 1, name: "quidem"), ItemDTO(id: 42, name: "answer")]
  private static let items = dtos.map(Item.init)

  @Test(
    "the view's loadItems asks the interactor, which delivers items; cells show title and id",
    arguments: ListingAPI.allCases)
  func success(api: ListingAPI) async {
    let harness = ModuleHarness(
      wire: ListingHarnessSubject.wire(service: FakeListingService(items: Self.dtos), api: api))
    await harness.expectNoMessages(during: .milliseconds(10))
    harness.subject.presenter.loadItems()
    await harness.expect {
      $0.interactor.fetchItems()
      $0.interactorOutput.didFetchItems(Self.items)
      $0.view.showItems([
        ItemCellViewModel(id: 1, title: "quidem", idText: "#1"),
        ItemCellViewModel(id: 42, title: "answer", idText: "#42"),
      ])
    }
  }

  @Test(
    "every failure reaches the presenter as didFailToFetchItems and the view as its message",
    arguments: ListingAPI.allCases,
    [
      HTTP.Error.statusCode(500), .noNetwork,
      .undecodable(.init(path: "[0].id", reason: "missing")),
    ])
  func failure(api: ListingAPI, error: HTTP.Error) async {
    let harness = ModuleHarness(
      wire: ListingHarnessSubject.wire(service: FakeListingService(failure: error), api: api))
    harness.subject.presenter.loadItems()
    await harness.expect {
      $0.interactor.fetchItems()
      $0.interactorOutput.didFailToFetchItems(error)
      $0.view.showError("Couldn't load the listing. \(error.message)")
    }
  }

  @Test("a deep link's item is highlighted now, or when the items arrive")
  func highlight() async {
    let harness = ModuleHarness(
      wire: ListingHarnessSubject.wire(service: FakeListingService(items: Self.dtos), api: .async))
    harness.subject.presenter.highlightItem(id: 42)
    harness.subject.presenter.loadItems()
    let highlighted = [
      ItemCellViewModel(id: 1, title: "quidem", idText: "#1"),
      ItemCellViewModel(id: 42, title: "answer", idText: "#42", isHighlighted: true),
    ]
    await harness.expect {
      $0.interactor.fetchItems()
      $0.interactorOutput.didFetchItems(Self.items)
      $0.view.showItems(highlighted)
    }
    harness.subject.presenter.highlightItem(id: 1)
    await harness.expect {
      $0.view.showItems([
        ItemCellViewModel(id: 1, title: "quidem", idText: "#1", isHighlighted: true),
        ItemCellViewModel(id: 42, title: "answer", idText: "#42"),
      ])
    }
  }

  @Test(
    "the builder wires the four contracts; the presenter holds its view weakly",
    arguments: ListingAPI.allCases)
  func wiring(api: ListingAPI) throws {
    let dependency = ListingTestDependency(service: FakeListingService(), api: api)
    var module: Module<any ListingModuleInput>? = ListingBuilder(dependency: dependency).build()
    let parts = try #require(module?.screen.parts)
    try checkLinks(of: try #require(module), api: api)
    module = nil
    #expect(parts.alive.map(\.role) == [])
  }

  private func checkLinks(of module: Module<any ListingModuleInput>, api: ListingAPI) throws {
    let view = try #require(module.view as? ListingView)
    let presenter = try #require(view.presenter as? ListingPresenter)
    let interactor = try #require(module.screen.parts.all[2].object as? ListingInteractor)
    let router = try #require(module.screen.parts.all[3].object as? ListingRouter)
    #expect(module.screen.parts.all.map(\.role) == ["view", "presenter", "interactor", "router"])
    #expect(presenter.view === view)
    #expect(router.view === view)
    #expect(interactor.presenter === presenter)
    #expect(interactor.api == api)
  }

  @Test(
    "dismissed with the request in flight: everything freed, the view hears nothing more",
    arguments: ListingAPI.allCases)
  func dismissWhileLoading(api: ListingAPI) async {
    let clock = TestClock()
    let dependency = ListingTestDependency(
      service: FakeListingService(latency: .seconds(5), clock: clock), api: api)
    let log = MessageLog()
    let spy = ListingViewSpy(.view, log: log)
    // The page shows loading on its own; no message crosses to the view until the answer.
    await expectDismissalWhileLoading(log: log, loading: []) { _ in
      ListingBuilder(dependency: dependency).build {
        RetainingListingView(presenter: $0, spy: spy)
      }
    } release: {
      await clock.advance(by: .seconds(10))
    }
  }

  /// Loads the page over HTTP from `api` with `listingAPI` and returns its view when done.
  private func load(from api: MockAPI, with listingAPI: ListingAPI) async throws -> ListingView {
    let dependency = ListingTestDependency(
      service: LiveListingService(client: HTTPClient(baseURL: api.baseURL)), api: listingAPI)
    let navigation = NavigationModel(leakDetector: nil)
    let module = ListingBuilder(dependency: dependency).build()
    navigation.push(module)
    let view = try #require(module.view as? ListingView)
    try await waitUntil { view.state != .loading }
    return view
  }

  @Test("over HTTP: GET /items, 100 cells of title and id", arguments: ListingAPI.allCases)
  func endToEnd(api: ListingAPI) async throws {
    let server = try await MockAPI.start()
    let view = try await load(from: server, with: api)
    #expect(view.cells.count == 100)
    #expect(
      view.cells.first == ItemCellViewModel(id: 1, title: "quidem molestiae enim", idText: "#1"))
    await server.stop()
  }

  @Test(
    "over HTTP: the status is checked before decoding, so a 503 is never a parsing error",
    arguments: ListingAPI.allCases)
  func statusBeforeDecoding(api: ListingAPI) async throws {
    // The fault answers 503 with a JSON body; decoding it first would report a parsing error.
    let server = try await MockAPI.start(fault: .status(503))
    let view = try await load(from: server, with: api)
    #expect(
      view.state == .error("Couldn't load the listing. \(HTTP.Error.statusCode(503).message)"))
    await server.stop()
  }

  @Test(
    "a 503 whose body is a perfectly good item list is still a status error: status first",
    arguments: ListingAPI.allCases)
  func statusFirstEvenWithValidBody(api: ListingAPI) async throws {
    let transport = FakeHTTPTransport.json(#"[{"id":1,"name":"quidem"}]"#, status: 503)
    let client = HTTPClient(
      baseURL: try #require(URL(string: "http://items.test")), transport: transport)
    let harness = ModuleHarness(
      wire: ListingHarnessSubject.wire(service: LiveListingService(client: client), api: api))
    harness.subject.presenter.loadItems()
    await harness.expect {
      $0.interactor.fetchItems()
      $0.interactorOutput.didFailToFetchItems(.statusCode(503))
      $0.view.showError("Couldn't load the listing. \(HTTP.Error.statusCode(503).message)")
    }
    #expect(transport.requests.map { $0.url?.absoluteString } == ["http://items.test/items"])
  }

  @Test("over HTTP: a malformed body is a decoding error", arguments: ListingAPI.allCases)
  func malformed(api: ListingAPI) async throws {
    let server = try await MockAPI.start(fault: .malformedBody)
    let view = try await load(from: server, with: api)
    guard case .error(let message) = view.state else {
      Issue.record("expected the error state, got \(view.state)")
      return
    }
    #expect(
      message.hasPrefix("Couldn't load the listing. The data from the server could not be read"))
    await server.stop()
  }

  @Test("the item DTO decodes the wire shape and maps to the entity")
  func dto() throws {
    let dto = try JSONDecoder().decode(ItemDTO.self, from: Data(#"{"id": 42, "name": "x"}"#.utf8))
    #expect(Item(dto) == Item(id: 42, name: "x"))
  }
}
