import Foundation
import GRDB

/// A todos database in the layout the first release wrote (`todos.sqlite`, before the todos
/// were kept per data scope): one list, whichever server it came from.
///
/// Its schema is written out here as the SQL that release's only migration ("v1: todos and
/// save times", `git show bcd0d97:Sources/ReferenceApps/Todos/SQLiteTodosStore.swift`) made,
/// read from a file it wrote, and the migration recorded as GRDB records it: the tests of the
/// migration do not lean on the code they test to make their input.
package enum FirstReleaseTodosDatabase {
  /// A row of its `todo` table.
  package struct Todo: Sendable, Equatable {
    package var id: Int
    package var userID: Int
    package var title: String
    package var completed: Bool
    package var isPending: Bool

    package init(id: Int, userID: Int, title: String, completed: Bool, isPending: Bool = false) {
      self.id = id
      self.userID = userID
      self.title = title
      self.completed = completed
      self.isPending = isPending
    }
  }

  /// The first release's schema, statement by statement, as `sqlite3 todos.sqlite .schema`
  /// prints a file it wrote.
  package static let schema = [
    "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
    #"CREATE TABLE "todo" ("id" INTEGER PRIMARY KEY, "userID" INTEGER NOT NULL, "#
      + #""title" TEXT NOT NULL, "completed" BOOLEAN NOT NULL, "#
      + #""isPending" BOOLEAN NOT NULL DEFAULT 0)"#,
    #"CREATE INDEX "todo_on_userID" ON "todo"("userID")"#,
    #"CREATE TABLE "savedList" ("scope" TEXT PRIMARY KEY NOT NULL, "savedAt" DATETIME NOT NULL)"#,
    "INSERT INTO grdb_migrations (identifier) VALUES ('v1: todos and save times')",
  ]

  /// Writes a database of that layout to `file` (its folder made), holding `todos` and the
  /// save times of `savedAt` (list name, `all` or `user:3`, to time).
  package static func write(to file: URL, todos: [Todo], savedAt: [String: Date]) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: file.path)
    // As that release opened its files.
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
    try queue.write { db in
      for statement in schema { try db.execute(sql: statement) }
      for todo in todos {
        try db.execute(
          sql: "INSERT INTO todo (id, userID, title, completed, isPending) VALUES (?, ?, ?, ?, ?)",
          arguments: [todo.id, todo.userID, todo.title, todo.completed, todo.isPending])
      }
      for (list, date) in savedAt {
        try db.execute(
          sql: "INSERT INTO savedList (scope, savedAt) VALUES (?, ?)", arguments: [list, date])
      }
    }
    try queue.close()
  }

  /// The rows of `table` (the first release's `todo` columns) in the database at `file`, by id;
  /// `nil` when it has no such table.
  package static func todos(in file: URL, table: String) throws -> [Todo]? {
    let queue = try DatabaseQueue(path: file.path)
    defer { try? queue.close() }
    return try queue.read { db in
      guard try db.tableExists(table) else { return nil }
      return try Row.fetchAll(
        db, sql: "SELECT id, userID, title, completed, isPending FROM \(table) ORDER BY id"
      ).map { row in
        Todo(
          id: row["id"], userID: row["userID"], title: row["title"], completed: row["completed"],
          isPending: row["isPending"])
      }
    }
  }

  /// The names of the tables in the database at `file`, sorted (GRDB's and SQLite's own left
  /// out).
  package static func tables(in file: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: file.path)
    defer { try? queue.close() }
    return try queue.read { db in
      try String.fetchAll(
        db,
        sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
          + "AND name NOT LIKE 'grdb_%' ORDER BY name")
    }
  }
}
