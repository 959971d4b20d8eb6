import Foundation
import MockAPI
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("MockAPI: starting, stopping, injecting faults, counting requests")
struct MockAPITests {
  @Test("start() listens on 127.0.0.1 at a free port, and baseURL points there")
  func startListensOnAFreePort() async throws {
    try await withMockAPI { api in
      #expect(api.port != 0)
      #expect(api.baseURL.absoluteString == "http://127.0.0.1:\(api.port)")
      let response = try await TestHTTP.get("/users", from: api)
      #expect(response.status == 200)
    }
  }

  @Test("Two servers at once get different ports and answer independently")
  func twoServersGetDifferentPorts() async throws {
    try await withMockAPI { first in
      try await withMockAPI(fault: .status(503)) { second in
        let fromFirst = try await TestHTTP.get("/users", from: first)
        let fromSecond = try await TestHTTP.get("/users", from: second)

        #expect(first.port != second.port)
        #expect(fromFirst.status == 200)
        #expect(fromSecond.status == 503)
      }
    }
  }

  @Test("stop() makes the next connection fail, and calling it twice is fine")
  func stopRefusesConnections() async throws {
    let api = try await MockAPI.start()
    let session = TestHTTP.makeSession()
    let before = try await TestHTTP.send("GET", "/users", to: api, session: session)
    #expect(before.status == 200)

    await api.stop()
    await api.stop()

    // A new session: the old one may hold a pooled connection, which fails differently
    // (connection lost) and says nothing about whether the port still accepts connections.
    let error = await #expect(throws: URLError.self) {
      _ = try await TestHTTP.send("GET", "/users", to: api, session: TestHTTP.makeSession())
    }
    #expect(error?.code == .cannotConnectToHost)
  }

  @Test("stop() does not wait for an answer that is being delayed")
  func stopCancelsDelayedAnswers() async throws {
    let api = try await MockAPI.start(fault: .delay(.seconds(60)))
    let request = Task { try await TestHTTP.get("/users", from: api) }
    for _ in 0..<500 where api.requestCount() == 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(api.requestCount() == 1)

    let elapsed = await ContinuousClock().measure { await api.stop() }
    _ = await request.result

    // Generous: it takes milliseconds; waiting out the delay would take 60 s.
    #expect(elapsed < .seconds(30))
  }

  @Test("start(port:) on a port in use throws cannotListen, saying what to do")
  func portInUseThrows() async throws {
    try await withMockAPI { api in
      let error = await #expect(throws: MockAPIError.self) {
        _ = try await MockAPI.start(port: api.port)
      }
      #expect(error?.code == .cannotListen)
      #expect(error?.message.hasPrefix("MockAPI cannot listen on 127.0.0.1:\(api.port) (") == true)
      #expect(error?.message.contains("Address already in use") == true)
      #expect(error?.message.hasSuffix("Pick another port, or pass 0 for a free one.") == true)
    }
  }

  @Test("start(port:) listens on the port asked for")
  func startOnAGivenPort() async throws {
    // A port below Linux's ephemeral range (32768...60999), so no server started on port 0 by
    // a test running in parallel is given it; another one if something else holds it.
    for port in (0..<20).map({ _ in UInt16.random(in: 20_000..<32_000) }) {
      guard let api = try? await MockAPI.start(port: port) else { continue }
      let response = try await TestHTTP.get("/users/3", from: api)
      await api.stop()
      #expect(api.port == port)
      #expect(api.baseURL.absoluteString == "http://127.0.0.1:\(port)")
      #expect(response.status == 200)
      return
    }
    Issue.record("no free port found in 20000..<32000")
  }

  @Test("injectFault(_:count:) applies to exactly count requests, then stops")
  func injectedFaultAppliesCountTimes() async throws {
    try await withMockAPI { api in
      api.injectFault(.status(500), count: 2)

      var statuses: [Int] = []
      for _ in 1...4 {
        statuses.append(try await TestHTTP.get("/users", from: api).status)
      }

      #expect(statuses == [500, 500, 200, 200])
    }
  }

  @Test("injectFault(_:path:) leaves other paths alone")
  func injectedFaultIsScopedToItsPath() async throws {
    try await withMockAPI { api in
      api.injectFault(.status(503), path: "/users/3")

      let list = try await TestHTTP.get("/users", from: api)
      let other = try await TestHTTP.get("/users/4", from: api)
      let target = try await TestHTTP.get("/users/3", from: api)
      let again = try await TestHTTP.get("/users/3", from: api)

      let statuses = [list.status, other.status, target.status, again.status]
      #expect(statuses == [200, 200, 503, 200])
    }
  }

  @Test("Injected faults are used oldest first, each for its own count")
  func injectedFaultsQueueUp() async throws {
    try await withMockAPI { api in
      api.injectFault(.status(500))
      api.injectFault(.status(502), count: 2)

      var statuses: [Int] = []
      for _ in 1...4 {
        statuses.append(try await TestHTTP.get("/users", from: api).status)
      }

      #expect(statuses == [500, 502, 502, 200])
    }
  }

  @Test("An injected fault beats the server-wide one, which comes back after it")
  func injectedFaultBeatsServerWideFault() async throws {
    try await withMockAPI { api in
      api.setFault(.status(500))
      api.injectFault(.emptyList)

      let injected = try await TestHTTP.get("/users", from: api)
      let serverWide = try await TestHTTP.get("/users", from: api)

      #expect(injected.text == "[]")
      #expect(serverWide.status == 500)
    }
  }

  @Test("setFault(_:) applies to every request until it is set to nil")
  func serverWideFaultAppliesUntilCleared() async throws {
    try await withMockAPI { api in
      api.setFault(.status(503))
      let first = try await TestHTTP.get("/users", from: api)
      let second = try await TestHTTP.get("/users/3", from: api)
      let unknown = try await TestHTTP.get("/x", from: api)
      api.setFault(nil)
      let cleared = try await TestHTTP.get("/users", from: api)

      let statuses = [first.status, second.status, unknown.status, cleared.status]
      #expect(statuses == [503, 503, 503, 200])
    }
  }

  @Test("start(fault:) sets the server-wide fault from the first request")
  func startWithFault() async throws {
    try await withMockAPI(fault: .emptyList) { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.text == "[]")
    }
  }

  @Test("requestCount counts every request, in all and per path, whatever the answer")
  func requestCountCountsEveryRequest() async throws {
    try await withMockAPI { api in
      #expect(api.requestCount() == 0)

      _ = try await TestHTTP.get("/users", from: api)
      _ = try await TestHTTP.get("/users?fault=500", from: api)
      _ = try await TestHTTP.get("/users/3/", from: api)
      _ = try await TestHTTP.get("/nowhere", from: api)

      #expect(api.requestCount() == 4)
      #expect(api.requestCount(path: "/users") == 2)
      #expect(api.requestCount(path: "/users/3") == 1)
      #expect(api.requestCount(path: "users/3/") == 1)
      #expect(api.requestCount(path: "/nowhere") == 1)
      #expect(api.requestCount(path: "/users/4") == 0)
    }
  }
}
