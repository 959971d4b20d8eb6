import Foundation
import ReferenceApps
import Testing
import TodosTestSupport
import ViperKit

/// The todos store keeps each data scope's todos apart in its one file, and migrates a file
/// the first release wrote (one list, whichever server it came from): real SQLite files.
@Suite("SQLite todos store: data scopes and the first release's files")
struct SQLiteTodosStoreScopeTests {
  typealias DataFolder = SQLiteTodosStoreTests.DataFolder
  typealias OldTodo = FirstReleaseTodosDatabase.Todo

  static let serverA = DataScope(.production(baseURL: URL(string: "http://127.0.0.1:8080")!))
  static let serverB = DataScope(.production(baseURL: URL(string: "http://127.0.0.1:8081")!))
  static let development = DataScope(.development(baseURL: URL(string: "http://127.0.0.1:8080")!))
  static let noon = SQLiteTodosStoreTests.noon
  static let later = noon.addingTimeInterval(60)

  @Test(
    "two servers in one file: each has its own rows, pending changes and save times, and a todo of one is not the other's todo with the same id"
  )
  func scopesAreApart() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    let a = folder.store(Self.serverA)
    let b = folder.store(Self.serverB)
    _ = try await a.saveFromServer(SQLiteTodosStoreTests.server, userID: nil, at: Self.noon)
    _ = try await a.savePending(completed: true, todoID: 1)

    #expect(try await b.todos(userID: nil) == SavedTodos(records: [], savedAt: nil))
    #expect(try await b.pendingChanges() == [])
    #expect(try await b.savePending(completed: true, todoID: 1) == nil)
    let answer = [TodoRecord(id: 1, userID: 9, title: "B's own first todo", completed: false)]
    #expect(try await b.saveFromServer(answer, userID: nil, at: Self.later) == answer)
    #expect(try await b.todos(userID: nil) == SavedTodos(records: answer, savedAt: Self.later))
    // The same address and another environment is another scope too.
    #expect(try await folder.store(Self.development).todos(userID: nil).records == [])

    let reopened = folder.store(Self.serverA)
    let all = try await reopened.todos(userID: nil)
    #expect(all.records.map(\.id) == [1, 2, 21])
    #expect(
      all.records[0]
        == TodoRecord(
          id: 1, userID: 1, title: "delectus aut autem", completed: true, isPending: true))
    #expect(all.savedAt == Self.noon)
    #expect(try await reopened.pendingChanges().map(\.id) == [1])

    // Forgetting one scope's todos leaves the other's.
    try await reopened.removeAll()
    #expect(try await reopened.todos(userID: nil) == SavedTodos(records: [], savedAt: nil))
    #expect(try await b.todos(userID: nil) == SavedTodos(records: answer, savedAt: Self.later))
  }

  @Test("a base URL written another way (case, default port, trailing slash) is the same scope")
  func normalisedBaseURL() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    let written = DataScope(.production(baseURL: URL(string: "HTTP://Example.COM:80/api/")!))
    let plain = DataScope(.production(baseURL: URL(string: "http://example.com/api")!))
    _ = try await folder.store(written)
      .saveFromServer(SQLiteTodosStoreTests.server, userID: nil, at: Self.noon)
    #expect(try await folder.store(plain).todos(userID: nil).records.map(\.id) == [1, 2, 21])
  }

  /// The first release's todos: one done on this device and not yet sent.
  static let old = [
    OldTodo(id: 1, userID: 1, title: "delectus aut autem", completed: true, isPending: true),
    OldTodo(id: 2, userID: 1, title: "quis ut nam facilis", completed: false),
    OldTodo(id: 21, userID: 2, title: "suscipit repellat", completed: false),
  ]

  @Test(
    "a file the first release wrote, no scope known: its todos and pending change are kept aside, shown to no scope and sent nowhere, with one notice naming the folder"
  )
  func firstReleaseKeptAside() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    try FirstReleaseTodosDatabase.write(
      to: folder.file, todos: Self.old, savedAt: ["all": Self.noon, "user:2": Self.later])
    let notices = Locked<[String]>([])
    let notify: @Sendable (String) -> Void = { notice in notices.withLock { $0.append(notice) } }

    let store = folder.store(Self.serverA, notify: notify)
    #expect(try await store.todos(userID: nil) == SavedTodos(records: [], savedAt: nil))
    #expect(try await store.pendingChanges() == [])
    #expect(try await store.savePending(completed: false, todoID: 1) == nil)
    #expect(
      notices.withLock { $0 } == [
        "3 todos saved by an earlier version (1 of them a change the server never had) could "
          + "not be matched to a server: kept aside in \(folder.url.path) (todos.sqlite), never "
          + "shown and never sent."
      ])

    // Nothing lost: the rows are as the first release left them, in tables nothing reads.
    #expect(
      try FirstReleaseTodosDatabase.todos(in: folder.file, table: "todoBeforeScopes") == Self.old)
    #expect(
      try FirstReleaseTodosDatabase.tables(in: folder.file)
        == ["savedList", "savedListBeforeScopes", "todo", "todoBeforeScopes"])
    // Told once: the file is migrated now, and another scope sees nothing either.
    let other = folder.store(Self.development, notify: notify)
    #expect(try await other.todos(userID: nil).records == [])
    #expect(try await other.pendingChanges() == [])
    #expect(notices.withLock { $0.count } == 1)
  }

  @Test(
    "a file the first release wrote, its scope known to the app: every todo, the pending change and the save times go to that scope, and nothing to any other"
  )
  func firstReleaseAssigned() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    try FirstReleaseTodosDatabase.write(
      to: folder.file, todos: Self.old, savedAt: ["all": Self.noon, "user:2": Self.later])
    let notices = Locked<[String]>([])
    let store = folder.store(
      Self.serverA, legacyScope: Self.serverA,
      notify: { notice in notices.withLock { $0.append(notice) } })

    let records = Self.old.map {
      TodoRecord(
        id: $0.id, userID: $0.userID, title: $0.title, completed: $0.completed,
        isPending: $0.isPending)
    }
    #expect(try await store.todos(userID: nil) == SavedTodos(records: records, savedAt: Self.noon))
    #expect(try await store.todos(userID: 2).savedAt == Self.later)
    #expect(try await store.pendingChanges() == [records[0]])
    #expect(try await folder.store(Self.serverB).todos(userID: nil).records == [])
    #expect(notices.withLock { $0 } == [])
    #expect(try FirstReleaseTodosDatabase.tables(in: folder.file) == ["savedList", "todo"])
  }

  @Test("a file the first release wrote without todos: migrated, nothing kept aside, nothing said")
  func firstReleaseEmpty() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    try FirstReleaseTodosDatabase.write(to: folder.file, todos: [], savedAt: ["all": Self.noon])
    let notices = Locked<[String]>([])
    let store = folder.store(
      Self.serverA, notify: { notice in notices.withLock { $0.append(notice) } })
    #expect(try await store.todos(userID: nil) == SavedTodos(records: [], savedAt: nil))
    #expect(notices.withLock { $0 } == [])
    #expect(try FirstReleaseTodosDatabase.tables(in: folder.file) == ["savedList", "todo"])
  }
}
