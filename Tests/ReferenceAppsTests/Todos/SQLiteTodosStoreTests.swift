import Foundation
import GRDB
import ReferenceApps
import Testing
import ViperKit

/// The todos store on a real SQLite file in a temporary folder: what it keeps across a reopen,
/// how it merges the server's answer with changes not yet sent, and what it does with a file
/// it cannot use (it says why, and never overwrites it).
@Suite("SQLite todos store")
struct SQLiteTodosStoreTests {
  /// A temporary data folder, removed by the test.
  struct DataFolder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-todos-\(UUID().uuidString)")
    var file: URL { url.appendingPathComponent(SQLiteTodosStore.fileName) }
    /// The store of `scope` over the folder (production at 127.0.0.1:8080 unless told).
    func store(
      _ scope: DataScope = SQLiteTodosStoreTests.production,
      legacyScope: DataScope? = nil, notify: @escaping @Sendable (String) -> Void = { _ in }
    ) -> SQLiteTodosStore {
      SQLiteTodosStore(folder: url, scope: scope, legacyScope: legacyScope, notify: notify)
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
    func write(_ bytes: [UInt8]) throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
  }

  static let server = [
    TodoRecord(id: 1, userID: 1, title: "delectus aut autem", completed: false),
    TodoRecord(id: 2, userID: 1, title: "quis ut nam facilis", completed: true),
    TodoRecord(id: 21, userID: 2, title: "suscipit repellat", completed: false),
  ]
  static let noon = Date(timeIntervalSince1970: 1_790_000_000)
  static let production = DataScope(.production(baseURL: URL(string: "http://127.0.0.1:8080")!))

  @Test(
    "a store on a folder that does not exist makes it, migrates the empty file, and keeps what it saved after a reopen, pending changes included"
  )
  func keepsAcrossReopen() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    let first = folder.store()
    let empty = try await first.todos(userID: nil)
    #expect(empty == SavedTodos(records: [], savedAt: nil))
    let saved = try await first.saveFromServer(Self.server, userID: nil, at: Self.noon)
    #expect(saved == Self.server)
    let changed = try await first.savePending(completed: true, todoID: 1)
    #expect(changed?.isPending == true && changed?.completed == true)
    #expect(try await first.savePending(completed: true, todoID: 99) == nil)

    let reopened = folder.store()
    let all = try await reopened.todos(userID: nil)
    #expect(all.records.map(\.id) == [1, 2, 21])
    #expect(
      all.records[0]
        == TodoRecord(
          id: 1, userID: 1, title: "delectus aut autem", completed: true, isPending: true))
    #expect(all.savedAt == Self.noon)
    #expect(try await reopened.pendingChanges().map(\.id) == [1])
    let user2 = try await reopened.todos(userID: 2)
    #expect(user2.records.map(\.id) == [21])
    #expect(user2.savedAt == Self.noon)  // the list of every todo holds user 2's

    try await reopened.saveSynced(all.records[0])
    #expect(try await folder.store().pendingChanges() == [])
  }

  @Test(
    "the server's answer replaces the scope's todos (one it no longer has is removed), but a change not yet accepted keeps its state; other users' todos stay"
  )
  func mergesTheServersAnswer() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    let store = folder.store()
    _ = try await store.saveFromServer(Self.server, userID: nil, at: Self.noon)
    _ = try await store.savePending(completed: true, todoID: 1)
    let later = Self.noon.addingTimeInterval(60)
    let answer = [
      TodoRecord(id: 1, userID: 1, title: "delectus aut autem (edited)", completed: false)
    ]
    let merged = try await store.saveFromServer(answer, userID: 1, at: later)
    #expect(
      merged == [
        TodoRecord(
          id: 1, userID: 1, title: "delectus aut autem (edited)", completed: true, isPending: true)
      ])
    let all = try await store.todos(userID: nil)
    #expect(all.records.map(\.id) == [1, 21])
    #expect(all.savedAt == Self.noon)
    #expect(try await store.todos(userID: 1).savedAt == later)
  }

  @Test(
    "a file that is not a database: a clear error on every call, and the file left byte for byte")
  func notADatabase() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    let bytes =
      Array("these are somebody's notes, not a database\n".utf8)
      + Array(repeating: 0x2A, count: 4096)
    try folder.write(bytes)
    let store = folder.store()
    let error = await #expect(throws: TodosStoreError.self) { try await store.todos(userID: nil) }
    #expect(error == .notADatabase(path: folder.file.path))
    #expect(error?.message.contains("left as it is") == true)
    await #expect(throws: TodosStoreError.notADatabase(path: folder.file.path)) {
      try await store.savePending(completed: true, todoID: 1)
    }
    #expect(try Data(contentsOf: folder.file) == Data(bytes))
  }

  @Test("a database cut short (a damaged file): refused, and left as it was")
  func truncatedDatabase() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    _ = try await folder.store().saveFromServer(Self.server, userID: nil, at: Self.noon)
    let whole = try Data(contentsOf: folder.file)
    let damaged = Array(whole.prefix(100)) + Array(repeating: 0xFF, count: whole.count - 100)
    try folder.write(damaged)
    await #expect(throws: TodosStoreError.notADatabase(path: folder.file.path)) {
      try await folder.store().todos(userID: nil)
    }
    #expect(try Data(contentsOf: folder.file) == Data(damaged))
  }

  @Test(
    "a database of a newer version of the app (a migration this one does not know): refused, not migrated, not written"
  )
  func newerSchema() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    _ = try await folder.store().saveFromServer(Self.server, userID: nil, at: Self.noon)
    try await DatabaseQueue(path: folder.file.path).write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
    }
    let before = try Data(contentsOf: folder.file)
    let error = await #expect(throws: TodosStoreError.self) {
      try await folder.store().todos(userID: nil)
    }
    #expect(error == .newerSchema(path: folder.file.path))
    #expect(try Data(contentsOf: folder.file) == before)
  }

  @Test("a file that can be read but not written: its todos show, and a change fails saying why")
  func readOnlyFile() async throws {
    let folder = DataFolder()
    defer { folder.remove() }
    _ = try await folder.store().saveFromServer(Self.server, userID: nil, at: Self.noon)
    let lock = try ReadOnlyFile(folder.file)
    defer { lock.release() }
    let store = folder.store()
    #expect(try await store.todos(userID: nil).records.map(\.id) == [1, 2, 21])
    let error = await #expect(throws: TodosStoreError.self) {
      try await store.savePending(completed: true, todoID: 1)
    }
    #expect(error == .readOnly(path: folder.file.path))
    #expect(error?.message.contains("permissions") == true)
  }

  @Test("a data folder that cannot be made (a file is in its way): a clear error naming it")
  func folderCannotBeMade() async throws {
    let parent = DataFolder()
    defer { parent.remove() }
    try parent.write([])  // `todos.sqlite` is a file; a folder inside it cannot be made
    let store = SQLiteTodosStore(
      folder: parent.file.appendingPathComponent("data"), scope: Self.production)
    let error = await #expect(throws: TodosStoreError.self) { try await store.todos(userID: nil) }
    guard case .cannotOpen(let path, let reason)? = error else {
      Issue.record("expected cannotOpen, got \(String(describing: error))")
      return
    }
    #expect(path.hasSuffix("data/todos.sqlite"))
    #expect(reason.contains("folder"))
  }
}

/// A file made read-only for the test: by its permissions, or, for root (whom permissions do
/// not stop), by the immutable attribute.
struct ReadOnlyFile {
  let url: URL
  let immutable: Bool

  init(_ url: URL) throws {
    self.url = url
    immutable = geteuid() == 0
    if immutable {
      try Self.chattr("+i", url)
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    }
  }

  func release() {
    if immutable {
      try? Self.chattr("-i", url)
    } else {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    }
  }

  private static func chattr(_ flag: String, _ url: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["chattr", flag, url.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}
