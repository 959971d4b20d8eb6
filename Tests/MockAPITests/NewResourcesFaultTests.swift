import Foundation
import Testing

@testable import MockAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Faults on /todos, /items and /cryptos, GET and PATCH alike")
struct NewResourcesFaultTests {
  private let decoder = JSONDecoder()

  @Test(
    "status(_:) fails every new route",
    arguments: ["/todos", "/todos/3", "/items", "/items/3", "/cryptos"]
  )
  func statusFailsEveryRoute(path: String) async throws {
    try await withMockAPI(fault: .status(503)) { api in
      let response = try await TestHTTP.get(path, from: api)

      #expect(response.status == 503)
      #expect(try response.errorMessage() == "MockAPI fault: status 503 for GET \(path)")
      #expect(response.faultHeader == "status 503")
    }
  }

  @Test("An injected status fails the toggle once, keeps the todo, and the next one works")
  func injectedStatusFailsThePatch() async throws {
    try await withMockAPI { api in
      api.injectFault(.status(500), path: "/todos/3")
      let session = TestHTTP.makeSession()

      let failed = try await TestHTTP.patch(
        "/todos/3", #"{"completed":true}"#, on: api, session: session)
      let unchanged = try await TestHTTP.send("GET", "/todos/3", to: api, session: session)
      let retried = try await TestHTTP.patch(
        "/todos/3", #"{"completed":true}"#, on: api, session: session)

      #expect(failed.status == 500)
      #expect(try failed.errorMessage() == "MockAPI fault: status 500 for PATCH /todos/3")
      #expect(try decoder.decode(TestTodo.self, from: unchanged.body) == .third)
      #expect(retried.status == 200)
      #expect(try decoder.decode(TestTodo.self, from: retried.body).completed)
      #expect(api.requestCount(path: "/todos/3") == 3)
    }
  }

  @Test("?fault= on a PATCH fails it without changing the todo")
  func queryFaultFailsThePatch() async throws {
    try await withMockAPI { api in
      let failed = try await TestHTTP.patch("/todos/3?fault=502", #"{"completed":true}"#, on: api)
      let after = try await TestHTTP.get("/todos/3", from: api)

      #expect(failed.status == 502)
      #expect(try failed.errorMessage() == "MockAPI fault: status 502 for PATCH /todos/3")
      #expect(try decoder.decode(TestTodo.self, from: after.body) == .third)
    }
  }

  @Test("delay(_:) holds a PATCH back, then applies it")
  func delayedPatchApplies() async throws {
    try await withMockAPI { api in
      api.injectFault(.delay(.milliseconds(300)), path: "/todos/3")
      var response: TestResponse?
      let elapsed = try await ContinuousClock().measure {
        response = try await TestHTTP.patch("/todos/3", #"{"completed":true}"#, on: api)
      }

      #expect(elapsed >= .milliseconds(300))
      #expect(response?.status == 200)
      #expect(response?.faultHeader == "delay 300 ms")
      let after = try await TestHTTP.get("/todos/3", from: api)
      #expect(try decoder.decode(TestTodo.self, from: after.body).completed)
    }
  }

  @Test("delay(_:) waits on /items too, then answers the 100 items")
  func delayOnItems() async throws {
    try await withMockAPI { api in
      var response: TestResponse?
      let elapsed = try await ContinuousClock().measure {
        response = try await TestHTTP.get("/items?delay=250", from: api)
      }

      #expect(elapsed >= .milliseconds(250))
      let body = try #require(response?.body)
      #expect(try decoder.decode([TestItem].self, from: body).count == 100)
    }
  }

  @Test(
    "malformedBody answers 200 with a body no decoder accepts",
    arguments: ["/todos", "/cryptos", "/items/1"])
  func malformedBody(path: String) async throws {
    try await withMockAPI(fault: .malformedBody) { api in
      let response = try await TestHTTP.get(path, from: api)

      #expect(response.status == 200)
      #expect(response.body == FaultPlan.BodyFault.malformedBody)
      #expect(throws: (any Error).self) {
        try JSONSerialization.jsonObject(with: response.body)
      }
    }
  }

  @Test("A malformed answer to a PATCH still applies the change")
  func malformedPatchAnswer() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.patch(
        "/todos/3?fault=malformed", #"{"completed":true}"#, on: api)
      let after = try await TestHTTP.get("/todos/3", from: api)

      #expect(response.status == 200)
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(TestTodo.self, from: response.body)
      }
      #expect(try decoder.decode(TestTodo.self, from: after.body).completed)
    }
  }

  @Test("truncatedBody sends the first half of /cryptos")
  func truncatedCryptos() async throws {
    try await withMockAPI { api in
      let whole = try await TestHTTP.get("/cryptos", from: api)
      let response = try await TestHTTP.get("/cryptos?fault=truncated", from: api)

      #expect(response.status == 200)
      #expect(response.body == whole.body.prefix(whole.body.count / 2))
      #expect(response.contentLength == response.body.count)
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode([TestCrypto].self, from: response.body)
      }
    }
  }

  @Test("emptyList answers [] from every new list and 404 from items, PATCH included")
  func emptyList() async throws {
    try await withMockAPI(fault: .emptyList) { api in
      for path in ["/todos", "/todos?userId=1", "/items", "/cryptos"] {
        let response = try await TestHTTP.get(path, from: api)
        #expect(response.status == 200)
        #expect(response.text == "[]")
      }
      let item = try await TestHTTP.get("/items/3", from: api)
      let patch = try await TestHTTP.patch("/todos/3", #"{"completed":true}"#, on: api)

      #expect(item.status == 404)
      #expect(try item.errorMessage() == "nothing at /items/3: the empty list fault is on")
      #expect(patch.status == 404)
      #expect(try patch.errorMessage() == "nothing at /todos/3: the empty list fault is on")
      api.setFault(nil)
      let after = try await TestHTTP.get("/todos/3", from: api)
      #expect(try decoder.decode(TestTodo.self, from: after.body) == .third)
    }
  }

  @Test("invalidUTF8 spoils the first string of /items and of /todos/3")
  func invalidUTF8() async throws {
    try await withMockAPI(fault: .invalidUTF8) { api in
      let items = try await TestHTTP.get("/items", from: api)
      let todo = try await TestHTTP.get("/todos/3", from: api)

      #expect(items.status == 200)
      #expect(items.text == nil)
      #expect(items.body.starts(with: Data(#"[{"id":1,"name":""#.utf8) + [0xFF, 0xFE]))
      #expect(todo.text == nil)
      #expect(todo.body.starts(with: Data(#"{"userId":1,"id":3,"title":""#.utf8) + [0xFF, 0xFE]))
    }
  }

  @Test(
    "generated(count:) and the older generatedUsers(_:) both generate every list",
    arguments: [MockAPI.Fault.generated(count: 25), .generatedUsers(25)]
  )
  func generatedCountAppliesToEveryList(fault: MockAPI.Fault) async throws {
    try await withMockAPI(fault: fault) { api in
      let todos = try await TestHTTP.get("/todos", from: api)
      let items = try await TestHTTP.get("/items", from: api)
      let cryptos = try await TestHTTP.get("/cryptos", from: api)
      let users = try await TestHTTP.get("/users", from: api)

      #expect(try decoder.decode([TestTodo].self, from: todos.body).map(\.id) == Array(1...25))
      #expect(try decoder.decode([TestItem].self, from: items.body).map(\.id) == Array(1...25))
      #expect(try decoder.decode([TestCrypto].self, from: cryptos.body).count == 25)
      #expect(try decoder.decode([TestUser].self, from: users.body).count == 25)
    }
  }

  @Test("combined(_:) truncates a generated list of cryptos")
  func combinedOnCryptos() async throws {
    try await withMockAPI(fault: .combined([.generated(count: 100), .truncatedBody])) { api in
      let response = try await TestHTTP.get("/cryptos", from: api)
      let whole = try await TestHTTP.get("/cryptos?count=100", from: api)

      #expect(response.faultHeader == "combined(100 generated entries, truncated body)")
      #expect(response.body == whole.body.prefix(whole.body.count / 2))
    }
  }

  @Test("A PATCH that meets a fault leaves the connection usable for the next request")
  func faultedPatchLeavesConnectionClean() async throws {
    try await withMockAPI { api in
      let session = TestHTTP.makeSession()
      let body = String(repeating: " ", count: 20_000) + #"{"completed":true}"#
      let failed = try await TestHTTP.patch("/todos/3?fault=500", body, on: api, session: session)
      let next = try await TestHTTP.send("GET", "/todos/4", to: api, session: session)

      #expect(failed.status == 500)
      #expect(next.status == 200)
      #expect(try decoder.decode(TestTodo.self, from: next.body).id == 4)
    }
  }
}
