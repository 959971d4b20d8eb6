import Foundation
import Testing
import ViperKit
import ViperKitTesting

/// A service for the container's tests: counts its setups and says which implementation it is.
protocol GreetingService: Service {
  var kind: String { get }
  func greet() async throws -> String
}

final class CountingGreeting: GreetingService, @unchecked Sendable {
  // @unchecked: `setups` is only touched through `lock`.
  let kind: String
  private let lock = NSLock()
  private var setups = 0
  var setupCount: Int { lock.withLock { setups } }
  let failSetup: Bool

  init(kind: String, failSetup: Bool = false) {
    self.kind = kind
    self.failSetup = failSetup
  }

  func setup() async throws {
    lock.withLock { setups += 1 }
    if failSetup { throw URLError(.cannotOpenFile) }
  }

  func greet() async throws -> String { "hello from \(kind)" }
}

struct UnimplementedGreeting: GreetingService {
  let context: ServiceContext
  var kind: String { "unimplemented" }
  func greet() async throws -> String { throw context.unimplemented(GreetingServiceKey.self) }
}

enum GreetingServiceKey: ServiceKey {
  static func live(_ context: ServiceContext) -> any GreetingService {
    CountingGreeting(kind: "live \(context.environment?.baseURL?.absoluteString ?? "-")")
  }
  static func fake(_ context: ServiceContext) -> any GreetingService {
    CountingGreeting(kind: "fake")
  }
  static func unimplemented(_ context: ServiceContext) -> any GreetingService {
    UnimplementedGreeting(context: context)
  }
}

@Suite("ServiceContainer")
struct ServiceContainerTests {
  let url = URL(string: "http://127.0.0.1:9")!

  @Test("production and development get live services for their base URL; fake gets fakes")
  func picksByEnvironment() {
    #expect(
      ServiceContainer(environment: .production(baseURL: url))[GreetingServiceKey.self].kind
        == "live http://127.0.0.1:9")
    #expect(
      ServiceContainer(environment: .development(baseURL: url))[GreetingServiceKey.self].kind
        == "live http://127.0.0.1:9")
    #expect(
      ServiceContainer(environment: .fake(latency: .zero))[GreetingServiceKey.self].kind == "fake")
  }

  @Test("a service is made once and shared")
  func madeOnce() {
    let services = ServiceContainer(environment: .fake(latency: .zero))
    let first = services[GreetingServiceKey.self] as? CountingGreeting
    let second = services[GreetingServiceKey.self] as? CountingGreeting
    #expect(first != nil && first === second)
  }

  @Test("an override replaces the environment's implementation")
  func override() {
    let services = ServiceContainer(environment: .production(baseURL: url)) {
      $0[GreetingServiceKey.self] = CountingGreeting(kind: "mine")
    }
    #expect(services[GreetingServiceKey.self].kind == "mine")
  }

  @Test("setUp runs setup() exactly once per service, however often it is called")
  func setupOnce() async throws {
    let greeting = CountingGreeting(kind: "x")
    let services = ServiceContainer(environment: .fake(latency: .zero)) {
      $0[GreetingServiceKey.self] = greeting
    }
    try await services.setUp([GreetingServiceKey.self])
    try await services.setUp([GreetingServiceKey.self, GreetingServiceKey.self])
    #expect(greeting.setupCount == 1)
  }

  @Test("a failing setup names the service and the reason")
  func setupFailure() async {
    let services = ServiceContainer(environment: .fake(latency: .zero)) {
      $0[GreetingServiceKey.self] = CountingGreeting(kind: "x", failSetup: true)
    }
    await #expect {
      try await services.setUp([GreetingServiceKey.self])
    } throws: { error in
      guard case .setupFailed(let service, _) = error as? ServiceError else { return false }
      return service == "GreetingService"
    }
  }

  @Test(
    "in a test container, a service nobody configured fails the test on first use and says how to fix it"
  )
  func unimplementedFailsLoudly() async {
    let services = ServiceContainer.testing()
    await withKnownIssue {
      await #expect(throws: ServiceError.self) {
        try await services[GreetingServiceKey.self].greet()
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "GreetingService.greet() was called, but no GreetingService was configured for this "
          + "test. Configure one: ServiceContainer.testing { $0[GreetingServiceKey.self] = "
          + "FakeGreetingService() }"
      }
    }
  }

  @Test("a test container uses the services the test configured")
  func testContainerOverride() async throws {
    let services = ServiceContainer.testing {
      $0[GreetingServiceKey.self] = CountingGreeting(kind: "test")
    }
    #expect(try await services[GreetingServiceKey.self].greet() == "hello from test")
  }

  @Test("environments describe themselves by name and base URL")
  func environmentDescription() {
    #expect(
      AppEnvironment.development(baseURL: url).description == "development (http://127.0.0.1:9)")
    #expect(AppEnvironment.fake(latency: .zero).description == "fake")
    #expect(AppEnvironment.fake(latency: .zero).baseURL == nil)
  }
}
