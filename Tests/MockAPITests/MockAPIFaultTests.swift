import Foundation
import Testing

@testable import MockAPI

@Suite("MockAPI.Fault, played by the server")
struct MockAPIFaultTests {
  @Test("status(_:) answers that status with a JSON error", arguments: [500, 503])
  func statusAnswersThatStatus(code: Int) async throws {
    try await withMockAPI(fault: .status(code)) { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == code)
      #expect(try response.errorMessage() == "MockAPI fault: status \(code) for GET /users")
      #expect(response.faultHeader == "status \(code)")
    }
  }

  @Test("delay(_:) waits at least that long, then answers normally")
  func delayWaitsThenAnswers() async throws {
    try await withMockAPI(fault: .delay(.milliseconds(300))) { api in
      var response: TestResponse?
      let elapsed = try await ContinuousClock().measure {
        response = try await TestHTTP.get("/users/3", from: api)
      }

      #expect(elapsed >= .milliseconds(300))
      let body = try #require(response?.body)
      #expect(try JSONDecoder().decode(TestUser.self, from: body) == .clementine)
    }
  }

  @Test("malformedBody answers 200 JSON that no decoder accepts")
  func malformedBodyDoesNotDecode() async throws {
    try await withMockAPI(fault: .malformedBody) { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == 200)
      #expect(response.contentType == "application/json; charset=utf-8")
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode([TestUser].self, from: response.body)
      }
      #expect(throws: (any Error).self) {
        try JSONSerialization.jsonObject(with: response.body)
      }
    }
  }

  @Test("truncatedBody sends half the body, with a Content-Length that matches")
  func truncatedBodyIsCompleteButCutOff() async throws {
    try await withMockAPI { api in
      let whole = try await TestHTTP.get("/users", from: api)
      api.setFault(.truncatedBody)

      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == 200)
      #expect(response.contentLength == response.body.count)
      #expect(response.body.count == whole.body.count / 2)
      #expect(response.body == whole.body.prefix(whole.body.count / 2))
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode([TestUser].self, from: response.body)
      }
    }
  }

  @Test("emptyList answers [] from a list and 404 from an item")
  func emptyListEmptiesListsAndItems() async throws {
    try await withMockAPI(fault: .emptyList) { api in
      let list = try await TestHTTP.get("/users", from: api)
      let item = try await TestHTTP.get("/users/3", from: api)

      #expect(list.status == 200)
      #expect(try JSONDecoder().decode([TestUser].self, from: list.body) == [])
      #expect(item.status == 404)
      #expect(try item.errorMessage() == "nothing at /users/3: the empty list fault is on")
    }
  }

  @Test("generatedUsers(10_000) answers 10,000 full users with ids 1...10000")
  func generatedUsersAnswersThatMany() async throws {
    try await withMockAPI(fault: .generatedUsers(10_000)) { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == 200)
      let users = try JSONDecoder().decode([TestUser].self, from: response.body)
      #expect(users.count == 10_000)
      #expect(users.map(\.id) == Array(1...10_000))
      #expect(Set(users.map(\.username)).count == 10_000)
    }
  }

  @Test("generatedUsers(_:) answers /users/{id} with the same generated user as the list")
  func generatedUsersAnswersItems() async throws {
    try await withMockAPI(fault: .generatedUsers(50)) { api in
      let list = try await TestHTTP.get("/users", from: api)
      let item = try await TestHTTP.get("/users/42", from: api)
      let beyond = try await TestHTTP.get("/users/51", from: api)

      let users = try JSONDecoder().decode([TestUser].self, from: list.body)
      #expect(try JSONDecoder().decode(TestUser.self, from: item.body) == users[41])
      #expect(beyond.status == 404)
      #expect(try beyond.errorMessage() == "no user with id 51: there are 50 generated users")
    }
  }

  @Test("invalidUTF8 answers 200 with bytes that are not UTF-8 in the first string")
  func invalidUTF8IsNotUTF8() async throws {
    try await withMockAPI(fault: .invalidUTF8) { api in
      let list = try await TestHTTP.get("/users", from: api)
      let item = try await TestHTTP.get("/users/3", from: api)

      #expect(list.status == 200)
      #expect(list.text == nil)
      #expect(list.body.starts(with: Data(#"[{"id":1,"name":""#.utf8) + [0xFF, 0xFE]))
      #expect(item.status == 200)
      #expect(item.text == nil)
      #expect(throws: (any Error).self) {
        try JSONDecoder().decode(TestUser.self, from: item.body)
      }
    }
  }

  @Test("combined(_:) plays each fault: a delay, then a status")
  func combinedPlaysEveryFault() async throws {
    let fault = MockAPI.Fault.combined([.delay(.milliseconds(200)), .status(503)])
    try await withMockAPI(fault: fault) { api in
      var response: TestResponse?
      let elapsed = try await ContinuousClock().measure {
        response = try await TestHTTP.get("/users", from: api)
      }

      #expect(elapsed >= .milliseconds(200))
      #expect(response?.status == 503)
      #expect(response?.faultHeader == "combined(delay 200 ms, status 503)")
    }
  }

  @Test("combined(_:) can truncate a generated list")
  func combinedTruncatesGeneratedList() async throws {
    try await withMockAPI(fault: .combined([.generatedUsers(100), .truncatedBody])) { api in
      let response = try await TestHTTP.get("/users", from: api)
      let whole = try await UserGenerator.list(count: 100)

      #expect(response.body.count == whole.count / 2)
      #expect(response.body == whole.prefix(whole.count / 2))
      #expect(response.contentLength == response.body.count)
    }
  }

  @Test(
    "A fault the server cannot play answers 500 saying why",
    arguments: [
      (
        MockAPI.Fault.status(42),
        "MockAPI cannot play the fault 'status 42': a status must be from 200 to 599"
      ),
      (
        .generatedUsers(-1),
        "MockAPI cannot play the fault '-1 generated users': a count must be from 0 to 1000000"
      ),
      (
        .generated(count: 1_000_001),
        "MockAPI cannot play the fault '1000001 generated entries': a count must be from 0 to 1000000"
      ),
    ]
  )
  func impossibleFaultIsExplained(fault: MockAPI.Fault, message: String) async throws {
    try await withMockAPI(fault: fault) { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == 500)
      #expect(try response.errorMessage() == message)
    }
  }

  @Test(
    "description names the fault the way the X-MockAPI-Fault header shows it",
    arguments: [
      (MockAPI.Fault.status(503), "status 503"),
      (.delay(.milliseconds(250)), "delay 250 ms"),
      (.delay(.seconds(2)), "delay 2000 ms"),
      (.malformedBody, "malformed body"),
      (.truncatedBody, "truncated body"),
      (.emptyList, "empty list"),
      (.generatedUsers(7), "7 generated users"),
      (.generated(count: 7), "7 generated entries"),
      (.invalidUTF8, "invalid UTF-8"),
      (.combined([.delay(.milliseconds(5)), .emptyList]), "combined(delay 5 ms, empty list)"),
    ]
  )
  func descriptionNamesTheFault(fault: MockAPI.Fault, description: String) {
    #expect(fault.description == description)
  }
}
