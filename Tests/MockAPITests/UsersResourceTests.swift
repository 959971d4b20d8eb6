import Foundation
import MockAPI
import Testing

@Suite("GET /users and /users/{id}")
struct UsersResourceTests {
  @Test("GET /users lists the 10 JSONPlaceholder users with every field")
  func listsTheTenUsers() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users", from: api)

      #expect(response.status == 200)
      let users = try JSONDecoder().decode([TestUser].self, from: response.body)
      #expect(users.map(\.id) == Array(1...10))
      #expect(users.map(\.name) == TestUser.names)
      #expect(users.first == TestUser.leanne)
      #expect(users.dropFirst(2).first == TestUser.clementine)
    }
  }

  @Test("GET /users/3 answers user 3 alone")
  func answersOneUser() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users/3", from: api)

      #expect(response.status == 200)
      #expect(try JSONDecoder().decode(TestUser.self, from: response.body) == .clementine)
    }
  }

  @Test("GET /users/999 is a 404 with a JSON error")
  func unknownUserIsNotFound() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users/999", from: api)

      #expect(response.status == 404)
      #expect(try response.errorMessage() == "no user with id 999")
    }
  }

  @Test("GET /users/abc is a 400: an id is an integer")
  func nonIntegerIDIsBadRequest() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users/abc", from: api)

      #expect(response.status == 400)
      #expect(try response.errorMessage() == "a user id is an integer, not 'abc'")
    }
  }

  @Test("An unknown path is a 404 naming the method and path")
  func unknownPathIsNotFound() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/x", from: api)

      #expect(response.status == 404)
      #expect(response.text == #"{"error":"no route for GET /x"}"#)
    }
  }

  @Test("A method the route does not answer is a 404 too")
  func unknownMethodIsNotFound() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.send("POST", "/users", to: api)

      #expect(response.status == 404)
      #expect(try response.errorMessage() == "no route for POST /users")
    }
  }

  @Test(
    "Every answer is JSON in UTF-8, errors and faults included",
    arguments: [
      "/users", "/users/3", "/users/999", "/users/abc", "/x", "/users?fault=503",
      "/users?fault=malformed", "/users?fault=utf8", "/users?fault=nope",
    ]
  )
  func everyAnswerIsJSON(target: String) async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get(target, from: api)

      #expect(response.contentType == "application/json; charset=utf-8")
    }
  }

  @Test("A trailing slash reaches the same route")
  func trailingSlashIsTheSameRoute() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/users/3/", from: api)

      #expect(try JSONDecoder().decode(TestUser.self, from: response.body) == .clementine)
    }
  }
}
