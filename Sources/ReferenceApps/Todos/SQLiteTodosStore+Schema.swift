import Foundation
import GRDB
import ViperKit

// The database's schema: its migrations, among them the one that keeps the todos per data
// scope, and the rows it stores.
extension SQLiteTodosStore {
  /// The migration that keeps the todos per data scope.
  static let scopesMigration = "v2: todos kept per data scope"

  /// The schema, one migration per version. A migration once shipped never changes: a new
  /// version adds one. `legacyScope`: where the scopes migration puts the todos of a database
  /// written before it (`nil`: kept aside).
  static func migrator(legacyScope: DataScope? = nil) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    // The first release's: one list, whichever server it came from.
    migrator.registerMigration("v1: todos and save times") { db in
      try db.create(table: "todo") { table in
        table.primaryKey("id", .integer)
        table.column("userID", .integer).notNull().indexed()
        table.column("title", .text).notNull()
        table.column("completed", .boolean).notNull()
        table.column("isPending", .boolean).notNull().defaults(to: false)
      }
      try db.create(table: "savedList") { table in
        table.primaryKey("scope", .text)
        table.column("savedAt", .datetime).notNull()
      }
    }
    migrator.registerMigration(scopesMigration) { db in
      try keepTodosPerScope(db, legacyScope: legacyScope)
    }
    return migrator
  }

  /// Migrates the database in `queue`; returns what the scopes migration kept aside, when it
  /// ran now and kept some.
  static func migrate(_ queue: DatabaseQueue, legacyScope: DataScope?) throws -> KeptAside? {
    let migrator = migrator(legacyScope: legacyScope)
    let applied = try queue.read { try migrator.appliedIdentifiers($0) }
    try migrator.migrate(queue)
    guard !applied.contains(scopesMigration) else { return nil }
    return try queue.read { try KeptAside(in: $0) }
  }

  /// The todos with the scope they belong to, in a primary key of both: each scope has its
  /// own rows and pending changes, and two servers' todo 1 are two rows. The todos written
  /// before go to `legacyScope`; without it they stay in tables of their own, which nothing
  /// reads (an empty list is dropped: nothing to keep).
  private static func keepTodosPerScope(_ db: Database, legacyScope: DataScope?) throws {
    try db.rename(table: "todo", to: KeptAside.todoTable)
    try db.rename(table: "savedList", to: KeptAside.savedListTable)
    try db.create(table: TodoRow.databaseTableName) { table in
      table.column("scope", .text).notNull()
      table.column("id", .integer).notNull()
      table.column("userID", .integer).notNull()
      table.column("title", .text).notNull()
      table.column("completed", .boolean).notNull()
      table.column("isPending", .boolean).notNull().defaults(to: false)
      table.primaryKey(["scope", "id"])
    }
    try db.create(indexOn: TodoRow.databaseTableName, columns: ["scope", "userID"])
    try db.create(table: "savedList") { table in
      table.column("scope", .text).notNull()
      table.column("list", .text).notNull()
      table.column("savedAt", .datetime).notNull()
      table.primaryKey(["scope", "list"])
    }
    if let legacyScope {
      try db.execute(
        sql: """
          INSERT INTO todo (scope, id, userID, title, completed, isPending)
          SELECT ?, id, userID, title, completed, isPending FROM \(KeptAside.todoTable)
          """, arguments: [legacyScope.key])
      try db.execute(
        sql: """
          INSERT INTO savedList (scope, list, savedAt)
          SELECT ?, scope, savedAt FROM \(KeptAside.savedListTable)
          """, arguments: [legacyScope.key])
    }
    let left = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(KeptAside.todoTable)") ?? 0
    if legacyScope != nil || left == 0 {
      try db.drop(table: KeptAside.todoTable)
      try db.drop(table: KeptAside.savedListTable)
    }
  }
}

/// The todos of a database written before the scopes existed, which no scope could be given:
/// kept in tables of their own, never shown and never sent.
struct KeptAside: Sendable, Equatable {
  /// The table of the todos kept aside.
  static let todoTable = "todoBeforeScopes"
  /// The table of their save times.
  static let savedListTable = "savedListBeforeScopes"

  /// How many todos.
  var todos: Int
  /// How many of them are changes the server never had.
  var pending: Int

  /// What the database keeps aside; `nil` when nothing.
  init?(in db: Database) throws {
    guard try db.tableExists(Self.todoTable) else { return nil }
    todos = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(Self.todoTable)") ?? 0
    pending =
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(Self.todoTable) WHERE isPending") ?? 0
  }

  init(todos: Int, pending: Int) {
    self.todos = todos
    self.pending = pending
  }

  /// The one line that tells the person, naming the data `folder`.
  func notice(folder: String) -> String {
    let count = todos == 1 ? "1 todo" : "\(todos) todos"
    let changes =
      switch pending {
      case 0: ""
      case 1: " (1 of them a change the server never had)"
      default: " (\(pending) of them changes the server never had)"
      }
    return "\(count) saved by an earlier version\(changes) could not be matched to a server: "
      + "kept aside in \(folder) (\(SQLiteTodosStore.fileName)), never shown and never sent."
  }
}

/// A todo as a row of the `todo` table: a ``TodoRecord`` and the scope it belongs to.
struct TodoRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "todo"

  var scope: String
  var id: Int
  var userID: Int
  var title: String
  var completed: Bool
  var isPending: Bool

  init(_ record: TodoRecord, scope: String) {
    self.scope = scope
    id = record.id
    userID = record.userID
    title = record.title
    completed = record.completed
    isPending = record.isPending
  }

  /// The todo, without its scope.
  var record: TodoRecord {
    TodoRecord(id: id, userID: userID, title: title, completed: completed, isPending: isPending)
  }

  /// The todos of `scope` (of the user with `userID`, or every user's for `nil`), by id.
  static func request(scope: String, userID: Int?) -> QueryInterfaceRequest<TodoRow> {
    var request = filter(Column("scope") == scope)
    if let userID { request = request.filter(Column("userID") == userID) }
    return request.order(Column("id"))
  }
}
