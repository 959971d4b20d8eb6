import FlyingFox
import Foundation
import Testing

@testable import MockAPI

@Suite("Faults asked for in query parameters")
struct QueryFaultsTests {
  @Test("?fault=<status> answers that status", arguments: [500, 503, 429])
  func statusParameter(code: Int) async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users?fault=\(code)", from: api)

      #expect(response.status == code)
      #expect(try response.errorMessage() == "MockAPI fault: status \(code) for GET /users")
    }
  }

  @Test("?fault=204 answers 204 without a body, and the connection stays usable")
  func noContentHasNoBody() async throws {
    try await withMockAPI { api in
      let session = TestHTTP.makeSession()
      let noContent = try await TestHTTP.send("GET", "/users?fault=204", to: api, session: session)
      let next = try await TestHTTP.send("GET", "/users/3", to: api, session: session)

      #expect(noContent.status == 204)
      #expect(noContent.body.isEmpty)
      #expect(try JSONDecoder().decode(TestUser.self, from: next.body) == .clementine)
    }
  }

  @Test("?fault=malformed, truncated, empty and utf8 play their faults")
  func namedFaultParameters() async throws {
    try await withMockAPI { api in
      let whole = try await TestHTTP.get("/users", from: api)
      let malformed = try await TestHTTP.get("/users?fault=malformed", from: api)
      let truncated = try await TestHTTP.get("/users?fault=truncated", from: api)
      let empty = try await TestHTTP.get("/users?fault=empty", from: api)
      let utf8 = try await TestHTTP.get("/users?fault=utf8", from: api)

      #expect(malformed.body == FaultPlan.BodyFault.malformedBody)
      #expect(truncated.body == whole.body.prefix(whole.body.count / 2))
      #expect(truncated.contentLength == truncated.body.count)
      #expect(empty.text == "[]")
      #expect(utf8.status == 200)
      #expect(utf8.text == nil)
    }
  }

  @Test("?delay=<ms> waits that long")
  func delayParameter() async throws {
    try await withMockAPI { api in
      var response: TestResponse?
      let elapsed = try await ContinuousClock().measure {
        response = try await TestHTTP.get("/users/3?delay=250", from: api)
      }

      #expect(elapsed >= .milliseconds(250))
      #expect(response?.status == 200)
      #expect(response?.faultHeader == "delay 250 ms")
    }
  }

  @Test("?count=N answers N generated users, and combines with other parameters")
  func countParameter() async throws {
    try await withMockAPI { api in
      let list = try await TestHTTP.get("/users?count=25", from: api)
      let none = try await TestHTTP.get("/users?count=0", from: api)
      let failing = try await TestHTTP.get("/users?count=25&fault=502", from: api)

      let users = try JSONDecoder().decode([TestUser].self, from: list.body)
      #expect(users.map(\.id) == Array(1...25))
      #expect(none.text == "[]")
      #expect(failing.status == 502)
    }
  }

  @Test(
    "A parameter that names no fault is a 400 saying what would work",
    arguments: [
      (
        "fault=teapot",
        "unknown fault 'teapot': use a status from 200 to 599 (such as 500), malformed, truncated, empty or utf8"
      ),
      (
        "fault=99",
        "unknown fault '99': use a status from 200 to 599 (such as 500), malformed, truncated, empty or utf8"
      ),
      ("delay=soon", "delay must be a number of milliseconds from 0 to 300000, not 'soon'"),
      ("delay=-5", "delay must be a number of milliseconds from 0 to 300000, not '-5'"),
      (
        "count=2000000", "count must be a number of entries from 0 to 1000000, not '2000000'"
      ),
    ]
  )
  func invalidParameterIsBadRequest(query: String, message: String) async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users?\(query)", from: api)

      #expect(response.status == 400)
      #expect(try response.errorMessage() == message)
    }
  }

  @Test("A query parameter beats an injected fault, which is then still there")
  func queryBeatsInjectedFault() async throws {
    try await withMockAPI(fault: .status(500)) { api in
      api.injectFault(.status(503), path: "/users")

      let fromQuery = try await TestHTTP.get("/users?fault=418", from: api)
      let injected = try await TestHTTP.get("/users", from: api)
      let serverWide = try await TestHTTP.get("/users", from: api)

      #expect(fromQuery.status == 418)
      #expect(injected.status == 503)
      #expect(serverWide.status == 500)
    }
  }

  @Test("Parameters combine in the order delay, count, faults")
  func parametersCombineInOrder() throws {
    let query = [
      HTTPRequest.QueryItem(name: "fault", value: "truncated"),
      HTTPRequest.QueryItem(name: "count", value: "3"),
      HTTPRequest.QueryItem(name: "delay", value: "10"),
      HTTPRequest.QueryItem(name: "fault", value: "503"),
    ]

    let fault = try QueryFaults.fault(in: query)

    #expect(
      fault
        == .combined([
          .delay(.milliseconds(10)), .generated(count: 3), .truncatedBody, .status(503),
        ])
    )
  }

  @Test("A query without fault parameters asks for nothing")
  func otherParametersAreIgnored() throws {
    let query = [HTTPRequest.QueryItem(name: "_page", value: "2")]

    #expect(try QueryFaults.fault(in: query) == nil)
  }
}
