import Foundation
import GRDB
import ViperKit

/// The ``TodosStore`` on disk: a SQLite database (`todos.sqlite` in a data folder) through
/// GRDB, its schema made and kept up to date by a `DatabaseMigrator`.
///
/// One database holds the todos of every data scope (``DataScope``: an environment and its
/// API's base URL), each scope's rows and pending changes apart from the others': a store
/// reads and writes only its own scope's, so a change made against one server is only ever
/// sent to that server, and another server's list never shows. A database written before the
/// scopes existed is migrated: its todos go to ``legacyScope`` when the app knows it, and are
/// otherwise kept aside (never shown, never sent), with a notice naming the folder.
///
/// The database is opened on first use, not at start-up, so that a file that cannot be opened
/// makes the todos fail with a ``TodosStoreError`` while the rest of the app works. Such a file
/// is never written: a damaged file, one that is not a database or one of a newer schema is
/// left as it is. A file that can be read but not written is opened read-only: its todos show,
/// and changes fail with ``TodosStoreError/readOnly(path:)``.
public final class SQLiteTodosStore: TodosStore {
  /// The database file.
  public let file: URL
  /// Whose todos this store reads and writes.
  public let scope: DataScope
  /// The scope the todos of a database written before the scopes existed belong to, when the
  /// app knows it (an app that only ever talked to one server); `nil` keeps them aside.
  public let legacyScope: DataScope?
  private let notify: @Sendable (String) -> Void
  private let connection = Locked<Result<Connection, TodosStoreError>?>(nil)

  private struct Connection: Sendable {
    let queue: DatabaseQueue
    let isReadOnly: Bool
  }

  /// The name of the database file in its folder.
  public static let fileName = "todos.sqlite"

  /// Creates the store of `scope` over `todos.sqlite` in `folder` (made when missing, on
  /// first use). The todos of a database of the old layout go to `legacyScope`, or are kept
  /// aside and reported through `notify` (one line) when it is `nil`.
  public init(
    folder: URL, scope: DataScope, legacyScope: DataScope? = nil,
    notify: @escaping @Sendable (String) -> Void = ServiceContext.printNotice
  ) {
    self.file = folder.appendingPathComponent(Self.fileName)
    self.scope = scope
    self.legacyScope = legacyScope
    self.notify = notify
  }

  // MARK: TodosStore

  public func todos(userID: Int?) async throws(TodosStoreError) -> SavedTodos {
    let scope = scope.key
    return try await read { db in
      let records = try TodoRow.request(scope: scope, userID: userID).fetchAll(db).map(\.record)
      let savedAt = try TodosStoreLists.savedAt(userID: userID) { list in
        try Date.fetchOne(
          db, sql: "SELECT savedAt FROM savedList WHERE scope = ? AND list = ?",
          arguments: [scope, list])
      }
      return SavedTodos(records: records, savedAt: savedAt)
    }
  }

  public func saveFromServer(_ records: [TodoRecord], userID: Int?, at date: Date)
    async throws(TodosStoreError) -> [TodoRecord]
  {
    let scope = scope.key
    return try await write { db in
      let saved = try TodoRow.request(scope: scope, userID: userID).fetchAll(db).map(\.record)
      let merged = TodosStoreLists.merge(records, into: saved)
      for id in merged.removed {
        _ = try TodoRow.deleteOne(db, key: ["scope": scope, "id": id])
      }
      for record in merged.saved { try TodoRow(record, scope: scope).save(db) }
      try db.execute(
        sql: "INSERT OR REPLACE INTO savedList (scope, list, savedAt) VALUES (?, ?, ?)",
        arguments: [scope, TodosStoreLists.name(userID: userID), date])
      return merged.saved
    }
  }

  public func savePending(completed: Bool, todoID id: Int) async throws(TodosStoreError)
    -> TodoRecord?
  {
    let scope = scope.key
    return try await write { db in
      guard var row = try TodoRow.fetchOne(db, key: ["scope": scope, "id": id]) else {
        return nil
      }
      row.completed = completed
      row.isPending = true
      try row.update(db)
      return row.record
    }
  }

  public func pendingChanges() async throws(TodosStoreError) -> [TodoRecord] {
    let scope = scope.key
    return try await read { db in
      try TodoRow.request(scope: scope, userID: nil).filter(Column("isPending") == true)
        .fetchAll(db).map(\.record)
    }
  }

  public func saveSynced(_ record: TodoRecord) async throws(TodosStoreError) {
    let scope = scope.key
    try await write { db in
      var synced = record
      synced.isPending = false
      try TodoRow(synced, scope: scope).save(db)
    }
  }

  public func removeAll() async throws(TodosStoreError) {
    let scope = scope.key
    try await write { db in
      _ = try TodoRow.filter(Column("scope") == scope).deleteAll(db)
      try db.execute(sql: "DELETE FROM savedList WHERE scope = ?", arguments: [scope])
    }
  }

  // MARK: The database

  private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(TodosStoreError) -> T
  {
    let connection = try open()
    do {
      return try await connection.queue.read(body)
    } catch {
      throw Self.storeError(error, path: file.path)
    }
  }

  private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(TodosStoreError) -> T
  {
    let connection = try open()
    guard !connection.isReadOnly else { throw .readOnly(path: file.path) }
    do {
      return try await connection.queue.write(body)
    } catch {
      throw Self.storeError(error, path: file.path)
    }
  }

  /// The open database, opened (and migrated) on first use; a failure is kept, so a file
  /// that cannot be opened is not tried again on every call.
  private func open() throws(TodosStoreError) -> Connection {
    let result = connection.withLock { opened in
      if let opened { return opened }
      let result = Result { () throws(TodosStoreError) -> Connection in
        try Self.open(file, legacyScope: legacyScope, notify: notify)
      }
      opened = result
      return result
    }
    return try result.get()
  }

  private static func open(
    _ file: URL, legacyScope: DataScope?, notify: @Sendable (String) -> Void
  ) throws(TodosStoreError) -> Connection {
    let path = file.path
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(
        path: path, reason: "its folder cannot be made (\(Self.reason(error)))")
    }
    // Read-write first; a file that cannot be written is opened read-only, so its todos show.
    let existing = FileManager.default.fileExists(atPath: path)
    do {
      // Write-ahead logging, synced at checkpoints rather than at every commit: a toggle's
      // write among 10,000 todos takes 0.17 ms here, against 0.93 ms with a rollback journal
      // synced at every commit (Benchmarks, TodosStore). A commit still survives the app
      // being killed (the log is in the system's hands when it returns); only a power cut
      // can lose the last few.
      var configuration = Configuration()
      configuration.prepareDatabase { db in
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
      }
      // Every scope is in the one file: two runs of the app on two servers at once take turns
      // to write rather than fail.
      configuration.busyMode = .timeout(5)
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try check(queue, path: path)
      try queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA journal_mode = WAL")
      }
      if let keptAside = try migrate(queue, legacyScope: legacyScope) {
        notify(keptAside.notice(folder: file.deletingLastPathComponent().path))
      }
      return Connection(queue: queue, isReadOnly: false)
    } catch let error as TodosStoreError {
      throw error
    } catch let error as DatabaseError
      where existing
      && [.SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN].contains(error.resultCode)
    {
      var configuration = Configuration()
      configuration.readonly = true
      do {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try check(queue, path: path)
        let complete = try queue.read { try migrator().hasCompletedMigrations($0) }
        guard complete else { throw TodosStoreError.readOnly(path: path) }
        return Connection(queue: queue, isReadOnly: true)
      } catch {
        throw storeError(error, path: path)
      }
    } catch {
      throw storeError(error, path: path)
    }
  }

  /// Refuses a file that is not a database, or that a newer version of the app wrote.
  private static func check(_ queue: DatabaseQueue, path: String) throws {
    let superseded = try queue.read { try migrator().hasBeenSuperseded($0) }
    if superseded { throw TodosStoreError.newerSchema(path: path) }
  }

  private static func storeError(_ error: any Error, path: String) -> TodosStoreError {
    if let error = error as? TodosStoreError { return error }
    guard let error = error as? DatabaseError else { return .failed(reason(error)) }
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notADatabase(path: path)
    case .SQLITE_READONLY: return .readOnly(path: path)
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      return .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
    default: return .failed(error.message ?? "\(error.resultCode)")
    }
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
