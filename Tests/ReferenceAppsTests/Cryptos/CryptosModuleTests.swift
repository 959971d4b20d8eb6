import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The crypto prices module as its builder makes it: wiring, leaks, and the whole way over
/// real HTTP against the embedded mock API.
@MainActor
@Suite("Crypto prices: wiring, leaks, end to end")
struct CryptosModuleTests {
  @Test("the builder sets every link: view -> presenter strong, back-references weak")
  func wiring() throws {
    let component = AppComponent(
      services: .testing { $0[CryptosServiceKey.self] = FakeCryptosService() })
    var module: Module<any CryptosModuleInput>? = component.cryptosBuilder.build()
    let parts = try #require(module?.screen.parts)
    try checkLinks(of: try #require(module))
    // Only the module value holds the view from outside: releasing it frees everything.
    module = nil
    #expect(parts.alive.map(\.role) == [])
  }

  private func checkLinks(of module: Module<any CryptosModuleInput>) throws {
    let view = try #require(module.view as? CryptosView)
    let presenter = try #require(view.presenter as? CryptosPresenter)
    let parts = module.screen.parts
    #expect(parts.all.map(\.role) == ["view", "presenter", "interactor", "router"])
    let interactor = try #require(parts.all[2].object as? CryptosInteractor)
    let router = try #require(parts.all[3].object as? CryptosRouter)
    #expect(presenter.view === view)
    #expect(router.view === view)
    #expect(interactor.output === presenter)
    #expect(module.input === presenter)
  }

  @Test("dismissed with its download in flight: every object freed, the view hears nothing more")
  func dismissWhileLoading() async {
    let clock = TestClock()
    let component = AppComponent(
      services: .testing {
        $0[CryptosServiceKey.self] = FakeCryptosService(latency: .seconds(5), clock: clock)
      })
    let log = MessageLog()
    let spy = CryptosViewSpy(.view, log: log)
    await expectDismissalWhileLoading(log: log, loading: ["view.showLoading()"]) { _ in
      component.cryptosBuilder.build { RetainingCryptosView(presenter: $0, spy: spy) }
    } release: {
      await clock.advance(by: .seconds(10))
    }
  }

  /// Builds the module over HTTP against `api` and waits until it has left the loading state.
  private func load(from api: MockAPI) async throws -> CryptosView {
    let component = AppComponent(
      services: ServiceContainer(environment: .development(baseURL: api.baseURL)))
    let navigation = NavigationModel(leakDetector: nil)
    let module = component.cryptosBuilder.build()
    navigation.push(module)
    let view = try #require(module.view as? CryptosView)
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    while view.state == .loading && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    return view
  }

  @Test("over HTTP: GET /cryptos, decoded and formatted")
  func endToEnd() async throws {
    let api = try await MockAPI.start()
    let view = try await load(from: api)
    guard case .prices(let rows) = view.state else {
      Issue.record("expected prices, got \(view.state)")
      return
    }
    #expect(rows.count > 100)
    #expect(rows.allSatisfy { $0.price.hasPrefix("$") || !$0.isPriceNumeric })
    #expect(api.requestCount(path: "/cryptos") == 1)
    await api.stop()
  }

  @Test("over HTTP: a 503 is a network error, a malformed body a parsing error")
  func endToEndFailures() async throws {
    let failing = try await MockAPI.start(fault: .status(503))
    let network = try await load(from: failing)
    #expect(
      network.state
        == .networkError(
          "Couldn't download the prices. \(HTTP.Error.statusCode(503).message)"))
    await failing.stop()

    let malformed = try await MockAPI.start(fault: .malformedBody)
    let parsing = try await load(from: malformed)
    guard case .parsingError(let message) = parsing.state else {
      Issue.record("expected a parsing error, got \(parsing.state)")
      return
    }
    #expect(message.hasPrefix("The prices arrived but could not be read: "))
    await malformed.stop()
  }
}
