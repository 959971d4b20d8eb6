import Foundation
import MockAPI
import Testing

@Suite("GET /items and /items/{id}")
struct ItemsResourceTests {
  private let decoder = JSONDecoder()

  @Test("GET /items lists 100 items made from JSONPlaceholder's albums")
  func listsTheItems() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/items", from: api)

      #expect(response.status == 200)
      let items = try decoder.decode([TestItem].self, from: response.body)
      #expect(items.map(\.id) == Array(1...100))
      #expect(items.first == .first)
      #expect(items.last == TestItem(id: 100, name: "enim repellat iste"))
      #expect(response.text?.hasPrefix(#"[{"id":1,"name":"quidem molestiae enim"},"#) == true)
    }
  }

  @Test("GET /items/42 answers item 42 alone, the same as in the list")
  func answersOneItem() async throws {
    try await withMockAPI { api in
      let list = try decoder.decode(
        [TestItem].self, from: try await TestHTTP.get("/items", from: api).body)
      let response = try await TestHTTP.get("/items/42", from: api)

      #expect(response.status == 200)
      #expect(try decoder.decode(TestItem.self, from: response.body) == list[41])
    }
  }

  @Test(
    "GET /items/{id} answers 404 for an unknown id and 400 for one that is no integer",
    arguments: [
      ("/items/101", 404, "no item with id 101"),
      ("/items/-1", 404, "no item with id -1"),
      ("/items/one", 400, "an item id is an integer, not 'one'"),
    ]
  )
  func badIDs(target: String, status: Int, message: String) async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get(target, from: api)

      #expect(response.status == status)
      #expect(try response.errorMessage() == message)
    }
  }

  @Test("?count=10000 answers 10,000 generated items; /items/{id} answers the same ones")
  func generatedItems() async throws {
    try await withMockAPI { api in
      let list = try await TestHTTP.get("/items?count=10000", from: api)
      let one = try await TestHTTP.get("/items/9999?count=10000", from: api)
      let beyond = try await TestHTTP.get("/items/10001?count=10000", from: api)
      let none = try await TestHTTP.get("/items?count=0", from: api)

      let items = try decoder.decode([TestItem].self, from: list.body)
      #expect(items.count == 10_000)
      #expect(items.map(\.id) == Array(1...10_000))
      #expect(items.allSatisfy { $0.name.split(separator: " ").count >= 2 })
      #expect(try decoder.decode(TestItem.self, from: one.body) == items[9998])
      #expect(beyond.status == 404)
      #expect(try beyond.errorMessage() == "no item with id 10001: there are 10000 generated items")
      #expect(none.text == "[]")
    }
  }

  @Test("Generated items are the same on every server")
  func generatedItemsAreDeterministic() async throws {
    let first = try await withMockAPI { try await TestHTTP.get("/items?count=500", from: $0) }
    let second = try await withMockAPI { try await TestHTTP.get("/items?count=500", from: $0) }

    #expect(first.body == second.body)
  }

  @Test("PATCH /items/1 has no route: items are read-only")
  func itemsAreReadOnly() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.patch("/items/1", #"{"name":"x"}"#, on: api)

      #expect(response.status == 404)
      #expect(try response.errorMessage() == "no route for PATCH /items/1")
    }
  }
}
