import Foundation
import MockAPI
import Testing

@Suite("GET /todos, GET /todos/{id} and PATCH /todos/{id}")
struct TodosResourceTests {
  private let decoder = JSONDecoder()

  @Test("GET /todos lists JSONPlaceholder's 200 todos, 20 a user")
  func listsTheTodos() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos", from: api)

      #expect(response.status == 200)
      let todos = try decoder.decode([TestTodo].self, from: response.body)
      #expect(todos.map(\.id) == Array(1...200))
      #expect(todos.first == .first)
      #expect(todos.last == .last)
      #expect(todos.filter(\.completed).count == 90)
      #expect(Dictionary(grouping: todos, by: \.userId).mapValues(\.count) == twentyEach)
    }
  }

  @Test("GET /todos keeps JSONPlaceholder's key order")
  func keepsKeyOrder() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos", from: api)

      let prefix = #"[{"userId":1,"id":1,"title":"delectus aut autem","completed":false},"#
      #expect(response.text?.hasPrefix(prefix) == true)
    }
  }

  @Test("GET /todos?userId=3 lists user 3's 20 todos")
  func filtersByUser() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos?userId=3", from: api)

      #expect(response.status == 200)
      let todos = try decoder.decode([TestTodo].self, from: response.body)
      #expect(todos.map(\.id) == Array(41...60))
      #expect(Set(todos.map(\.userId)) == [3])
      #expect(todos.filter(\.completed).map(\.id) == [43, 44, 50, 54, 55, 56, 60])
    }
  }

  @Test("GET /todos?userId=11 lists nothing: no such user, as JSONPlaceholder answers")
  func unknownUserFiltersToNothing() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos?userId=11", from: api)

      #expect(response.status == 200)
      #expect(response.text == "[]")
    }
  }

  @Test("GET /todos?userId=abc is a 400: a user id is an integer")
  func nonIntegerUserIsBadRequest() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos?userId=abc", from: api)

      #expect(response.status == 400)
      #expect(try response.errorMessage() == "userId must be an integer, not 'abc'")
    }
  }

  @Test("GET /todos/3 answers todo 3 alone")
  func answersOneTodo() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos/3", from: api)

      #expect(response.status == 200)
      #expect(try decoder.decode(TestTodo.self, from: response.body) == .third)
    }
  }

  @Test(
    "GET and PATCH /todos/{id} answer 404 for an unknown id and 400 for one that is no integer",
    arguments: [
      ("GET", "/todos/201", 404, "no todo with id 201"),
      ("GET", "/todos/0", 404, "no todo with id 0"),
      ("GET", "/todos/abc", 400, "a todo id is an integer, not 'abc'"),
      ("PATCH", "/todos/999", 404, "no todo with id 999"),
      ("PATCH", "/todos/1.5", 400, "a todo id is an integer, not '1.5'"),
    ]
  )
  func badIDs(method: String, target: String, status: Int, message: String) async throws {
    try await withMockAPI { api in
      // URLSession on Linux fails a GET that has a body, so only the PATCH sends one.
      let body = method == "PATCH" ? Data(#"{"completed":true}"#.utf8) : nil
      let response = try await TestHTTP.send(method, target, to: api, body: body)

      #expect(response.status == status)
      #expect(try response.errorMessage() == message)
    }
  }

  @Test("PATCH /todos/3 with completed answers the whole changed todo")
  func patchAnswersTheChangedTodo() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.patch("/todos/3", #"{"completed":true}"#, on: api)

      #expect(response.status == 200)
      #expect(response.contentType == "application/json; charset=utf-8")
      #expect(
        response.text
          == #"{"userId":1,"id":3,"title":"fugiat veniam minus","completed":true}"#)
    }
  }

  @Test("PATCH /todos/3 with a title, or with both fields, changes just those")
  func patchChangesTitleAndBoth() async throws {
    try await withMockAPI { api in
      let titled = try await TestHTTP.patch("/todos/3", #"{"title":"Buy \"milk\" ✓"}"#, on: api)
      let both = try await TestHTTP.patch(
        "/todos/4", #"{"completed":true,"title":"Done","id":99,"userId":7}"#, on: api)
      let nothing = try await TestHTTP.patch("/todos/1", "{}", on: api)

      var third = TestTodo.third
      third.title = #"Buy "milk" ✓"#
      #expect(try decoder.decode(TestTodo.self, from: titled.body) == third)
      #expect(
        try decoder.decode(TestTodo.self, from: both.body)
          == TestTodo(userId: 1, id: 4, title: "Done", completed: true))
      #expect(try decoder.decode(TestTodo.self, from: nothing.body) == .first)
    }
  }

  @Test("A PATCH stays: later GET /todos/{id}, GET /todos and ?userId= answer the change")
  func patchPersistsWithinTheServer() async throws {
    try await withMockAPI { api in
      _ = try await TestHTTP.patch("/todos/3", #"{"completed":true}"#, on: api)
      _ = try await TestHTTP.patch("/todos/3", #"{"title":"renamed"}"#, on: api)

      let one = try await TestHTTP.get("/todos/3", from: api)
      let all = try await TestHTTP.get("/todos", from: api)
      let mine = try await TestHTTP.get("/todos?userId=1", from: api)

      let changed = TestTodo(userId: 1, id: 3, title: "renamed", completed: true)
      #expect(try decoder.decode(TestTodo.self, from: one.body) == changed)
      let todos = try decoder.decode([TestTodo].self, from: all.body)
      #expect(todos.count == 200)
      #expect(todos[2] == changed)
      #expect(todos.filter(\.completed).count == 91)
      #expect(try decoder.decode([TestTodo].self, from: mine.body)[2] == changed)
    }
  }

  @Test("A new server starts from the bundled todos, whatever another server was told")
  func patchDoesNotOutliveTheServer() async throws {
    try await withMockAPI { api in
      let patched = try await TestHTTP.patch("/todos/3", #"{"completed":true}"#, on: api)
      #expect(patched.status == 200)
    }
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/todos/3", from: api)

      #expect(try decoder.decode(TestTodo.self, from: response.body) == .third)
    }
  }

  @Test(
    "A PATCH body that is not an object of the right fields is a 400 naming the problem",
    arguments: [
      ("", #"the body of PATCH /todos/3 is empty: send a JSON object such as {"completed":true}"#),
      (
        #"{"completed":"#,
        #"the body of PATCH /todos/3 is not valid JSON: send a JSON object such as {"completed":true}"#
      ),
      (
        "[true]",
        #"the body of PATCH /todos/3 must be a JSON object such as {"completed":true}, not an array"#
      ),
      (
        "true",
        #"the body of PATCH /todos/3 must be a JSON object such as {"completed":true}, not a Boolean"#
      ),
      (#"{"completed":1}"#, #""completed" must be true or false, not a number"#),
      (#"{"completed":"yes"}"#, #""completed" must be true or false, not a string"#),
      (#"{"title":null}"#, #""title" must be a string, not null"#),
      (#"{"title":["a"]}"#, #""title" must be a string, not an array"#),
      (#"{"title":"ok","completed":{}}"#, #""completed" must be true or false, not an object"#),
    ]
  )
  func badPatchBodyIsBadRequest(body: String, message: String) async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.patch("/todos/3", body, on: api)
      let after = try await TestHTTP.get("/todos/3", from: api)

      #expect(response.status == 400)
      #expect(try response.errorMessage() == message)
      #expect(try decoder.decode(TestTodo.self, from: after.body) == .third)
    }
  }

  @Test("Concurrent PATCHes all land: 60 todos changed at once, each exactly as asked")
  func concurrentPatchesAllLand() async throws {
    try await withMockAPI { api in
      // One session, sixty connections at once: the server, not the client, has to cope.
      let session = TestHTTP.makeSession(patience: 120, connections: 60)
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for id in 1...60 {
          group.addTask {
            let body = #"{"title":"patched \#(id)","completed":\#(id % 2 == 0)}"#
            return try await TestHTTP.patch("/todos/\(id)", body, on: api, session: session)
              .status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }

      #expect(statuses == Array(repeating: 200, count: 60))
      let todos = try decoder.decode(
        [TestTodo].self, from: try await TestHTTP.get("/todos", from: api).body)
      for todo in todos.prefix(60) {
        #expect(todo.title == "patched \(todo.id)")
        #expect(todo.completed == (todo.id % 2 == 0))
      }
      #expect(todos.count == 200)
    }
  }

  @Test("Concurrent PATCHes of one todo: each answer is a whole todo, the last one stays")
  func concurrentPatchesOfOneTodo() async throws {
    try await withMockAPI { api in
      let answers = try await withThrowingTaskGroup(of: TestTodo.self) { group in
        for number in 1...30 {
          group.addTask {
            let response = try await TestHTTP.patch(
              "/todos/7", #"{"title":"take \#(number)"}"#, on: api)
            return try JSONDecoder().decode(TestTodo.self, from: response.body)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      let final = try decoder.decode(
        TestTodo.self, from: try await TestHTTP.get("/todos/7", from: api).body)

      #expect(Set(answers.map(\.title)) == Set((1...30).map { "take \($0)" }))
      #expect(Set(answers.map(\.id)) == [7])
      #expect(answers.map(\.title).contains(final.title))
      #expect(final.title.hasPrefix("take "))
    }
  }

  @Test("?count=N answers N generated todos, 20 a user, and ?userId= filters them")
  func generatedTodos() async throws {
    try await withMockAPI { api in
      let list = try await TestHTTP.get("/todos?count=1000", from: api)
      let mine = try await TestHTTP.get("/todos?count=1000&userId=50", from: api)
      let beyond = try await TestHTTP.get("/todos?count=1000&userId=51", from: api)
      let partial = try await TestHTTP.get("/todos?count=45&userId=3", from: api)
      let one = try await TestHTTP.get("/todos/777?count=1000", from: api)
      let missing = try await TestHTTP.get("/todos/1001?count=1000", from: api)

      let todos = try decoder.decode([TestTodo].self, from: list.body)
      #expect(todos.map(\.id) == Array(1...1000))
      #expect(todos[776].userId == 39)
      #expect(Set(todos.map(\.title)).count > 900)
      #expect(todos.allSatisfy { !$0.title.isEmpty })
      #expect(try decoder.decode([TestTodo].self, from: mine.body) == Array(todos[980...]))
      #expect(beyond.text == "[]")
      #expect(
        try decoder.decode([TestTodo].self, from: partial.body).map(\.id) == [41, 42, 43, 44, 45])
      #expect(try decoder.decode(TestTodo.self, from: one.body) == todos[776])
      #expect(missing.status == 404)
      #expect(try missing.errorMessage() == "no todo with id 1001: there are 1000 generated todos")
    }
  }

  @Test("A PATCH of a generated todo answers it changed but keeps nothing")
  func patchOfGeneratedTodo() async throws {
    try await withMockAPI(fault: .generated(count: 100)) { api in
      let before = try decoder.decode(
        TestTodo.self, from: try await TestHTTP.get("/todos/5", from: api).body)
      let patched = try await TestHTTP.patch("/todos/5", #"{"title":"new"}"#, on: api)
      let after = try decoder.decode(
        TestTodo.self, from: try await TestHTTP.get("/todos/5", from: api).body)

      var expected = before
      expected.title = "new"
      #expect(try decoder.decode(TestTodo.self, from: patched.body) == expected)
      #expect(after == before)
    }
  }

  private var twentyEach: [Int: Int] {
    Dictionary(uniqueKeysWithValues: (1...10).map { ($0, 20) })
  }
}
