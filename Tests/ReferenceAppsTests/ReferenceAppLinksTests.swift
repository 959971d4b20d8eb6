import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The crypto prices, todos and listing tabs of the reference app and their deep links, over real HTTP.
@MainActor
@Suite("Reference app: tabs and deep links of crypto prices, todos and listing")
struct ReferenceAppLinksTests {
  private func app(_ api: MockAPI) -> ReferenceApp {
    ReferenceApp(
      services: ServiceContainer(environment: .development(baseURL: api.baseURL)),
      navigation: NavigationModel(leakDetector: nil))
  }

  @Test("four tabs in order; only the visible one loads")
  func tabs() async throws {
    let api = try await MockAPI.start()
    let app = app(api)
    #expect(app.navigation.tabs.map(\.id) == ["users", "cryptos", "todos", "listing"])
    #expect(app.navigation.tabs.map(\.title) == ["Users", "Cryptos", "Todos", "Listing"])
    try await Task.sleep(for: .milliseconds(50))
    #expect(api.requestCount(path: "/cryptos") == 0)
    #expect(api.requestCount(path: "/todos") == 0)
    #expect(api.requestCount(path: "/items") == 0)
    await api.stop()
  }

  @Test("viper://cryptos selects the prices, which load")
  func cryptos() async throws {
    let api = try await MockAPI.start()
    let app = app(api)
    try app.open(#require(URL(string: "viper://cryptos")))
    #expect(app.navigation.selectedTabID == "cryptos")
    let view = try #require(app.navigation.visibleScreen?.view as? CryptosView)
    try await waitUntil { view.state != .loading }
    guard case .prices(let rows) = view.state else {
      Issue.record("expected prices, got \(view.state)")
      return
    }
    #expect(rows.first == CryptoRowViewModel(currency: "BTC", price: "$43,250.12"))
    await api.stop()
  }

  @Test("viper://todos?user=3 shows user 3's todos, fetched with ?userId=3")
  func todosForUser() async throws {
    let api = try await MockAPI.start()
    let app = app(api)
    try app.open(#require(URL(string: "viper://todos?user=3")))
    #expect(app.navigation.selectedTabID == "todos")
    let view = try #require(app.navigation.visibleScreen?.view as? TodosView)
    try await waitUntil {
      if case .todos(let list, _) = view.state { return list.heading == "User 3" }
      return false
    }
    #expect(view.rows.count == 20)
    #expect(
      view.rows.first?.title
        == "aliquid amet impedit consequatur aspernatur placeat eaque fugiat suscipit")
    // Only the filtered list was fetched: the filter was set before the view loaded.
    #expect(api.requestCount(path: "/todos") == 1)
    // viper://todos with no user goes back to every user's todos.
    try app.open(#require(URL(string: "viper://todos")))
    try await waitUntil { view.rows.count == 200 }
    await api.stop()
  }

  @Test("viper://listing/42 selects the listing and highlights item 42 once it arrives")
  func listingItem() async throws {
    let api = try await MockAPI.start()
    let app = app(api)
    try app.open(#require(URL(string: "viper://listing/42")))
    #expect(app.navigation.selectedTabID == "listing")
    let view = try #require(app.navigation.visibleScreen?.view as? ListingView)
    try await waitUntil { !view.cells.isEmpty }
    #expect(view.cells.filter(\.isHighlighted).map(\.id) == [42])
    await api.stop()
  }

  @Test("a link closes the user picker before it switches tabs")
  func linkClosesPicker() async throws {
    let app = ReferenceApp(
      services: ServiceContainer(environment: .fake(latency: .zero)),
      navigation: NavigationModel(leakDetector: nil))
    try app.open(#require(URL(string: "viper://todos")))
    let list = try #require(app.navigation.visibleScreen?.view as? TodosView)
    try await waitUntil { !list.rows.isEmpty }
    list.filterByUser()
    #expect(app.navigation.visibleScreen?.view is UserPickerView)
    try app.open(#require(URL(string: "viper://listing")))
    #expect(app.navigation.visibleScreen?.view is ListingView)
  }

  @Test("bad crypto, todos and listing links are refused with a readable error and change nothing")
  func badLinks() throws {
    let app = ReferenceApp(
      services: ServiceContainer(environment: .fake(latency: .zero)),
      navigation: NavigationModel(leakDetector: nil))
    #expect(
      throws: RouteError.invalidParameter(name: "user", value: "x", reason: "expected an integer")
    ) {
      try app.open(#require(URL(string: "viper://todos?user=x")))
    }
    #expect(
      throws: RouteError.invalidParameter(name: "id", value: "abc", reason: "expected an integer")
    ) {
      try app.open(#require(URL(string: "viper://listing/abc")))
    }
    #expect(throws: RouteError.noRoute("viper://cryptos/1")) {
      try app.open(#require(URL(string: "viper://cryptos/1")))
    }
    #expect(app.navigation.selectedTabID == "users")
  }

  @Test("each environment gets its implementation of every service")
  func servicesPerEnvironment() throws {
    let url = try #require(URL(string: "http://127.0.0.1:1"))
    for environment in [AppEnvironment.production(baseURL: url), .development(baseURL: url)] {
      let component = AppComponent(services: ServiceContainer(environment: environment))
      #expect(component.cryptosService is LiveCryptosService)
      #expect(component.todosService is LiveTodosService)
      #expect(component.listingService is LiveListingService)
    }
    let fake = AppComponent(services: ServiceContainer(environment: .fake(latency: .zero)))
    #expect(fake.cryptosService is FakeCryptosService)
    #expect(fake.todosService is FakeTodosService)
    #expect(fake.listingService is FakeListingService)
    let testing = AppComponent(services: .testing())
    #expect(testing.cryptosService is UnimplementedCryptosService)
    #expect(testing.todosService is UnimplementedTodosService)
    #expect(testing.listingService is UnimplementedListingService)
  }
}
