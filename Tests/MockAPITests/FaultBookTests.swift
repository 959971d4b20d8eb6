import Testing

@testable import MockAPI

@Suite("FaultBook: which fault a request gets, and request counts")
struct FaultBookTests {
  @Test("A request takes the oldest matching injected fault, then the server-wide one")
  func precedence() {
    let book = FaultBook(serverWide: .status(500))
    book.inject(.status(503), path: "/users/3", count: 1)
    book.inject(.emptyList, path: nil, count: 1)

    #expect(book.receive(path: "/users", overriddenByQuery: false) == .emptyList)
    #expect(book.receive(path: "/users/3", overriddenByQuery: false) == .status(503))
    #expect(book.receive(path: "/users/3", overriddenByQuery: false) == .status(500))
  }

  @Test("A request whose query has a fault uses up nothing but is counted")
  func queryOverrideUsesUpNothing() {
    let book = FaultBook(serverWide: nil)
    book.inject(.status(503), path: nil, count: 1)

    #expect(book.receive(path: "/users", overriddenByQuery: true) == nil)
    #expect(book.receive(path: "/users", overriddenByQuery: false) == .status(503))
    #expect(book.requestCount(path: "/users") == 2)
  }

  @Test("A count below 1 injects nothing")
  func nonPositiveCountInjectsNothing() {
    let book = FaultBook(serverWide: nil)
    book.inject(.status(503), path: nil, count: 0)
    book.inject(.status(503), path: nil, count: -3)

    #expect(book.receive(path: "/users", overriddenByQuery: false) == nil)
  }

  @Test(
    "Paths are compared with one leading slash and no trailing ones",
    arguments: [
      ("/users", "/users"), ("users", "/users"), ("/users/3/", "/users/3"),
      ("/", "/"), ("", "/"), ("/users//", "/users"),
    ]
  )
  func pathsAreNormalized(path: String, normalized: String) {
    #expect(FaultBook.normalized(path) == normalized)
  }

  @Test("A path-scoped fault matches the path however it is written")
  func scopedPathIsNormalized() {
    let book = FaultBook(serverWide: nil)
    book.inject(.status(503), path: "users/3/", count: 1)

    #expect(book.receive(path: "/users/3", overriddenByQuery: false) == .status(503))
  }
}
