import Foundation
import ViperKit

/// The storage service of the todos: what this device knows of them, so that the list works
/// from what it has when the network does not, and a toggle is kept until the server has it.
///
/// Its data are ``TodoRecord``s, the storage's own kind of data (neither the wire's
/// ``TodoDTO`` nor the module's ``Todo``); the interactor maps between them. Its errors are
/// ``TodosStoreError``s whatever the implementation.
///
/// A store holds the todos of one data scope (``DataScope``: the environment and the API's
/// base URL its service talks to), the scope the service context gives: what it answers and
/// the changes it keeps pending are that server's only, so a change is only ever sent to the
/// server it was made against.
public protocol TodosStore: Service {
  /// The saved todos of the user with `userID` (every saved todo for `nil`), by id, and when
  /// such a list was last saved from the server.
  func todos(userID: Int?) async throws(TodosStoreError) -> SavedTodos
  /// Saves the server's answer for `userID` (every todo for `nil`) as of `date`: its todos
  /// replace the saved ones of that list, except that a change not yet accepted by the server
  /// keeps its state. Returns the saved todos of the list, by id.
  func saveFromServer(_ records: [TodoRecord], userID: Int?, at date: Date)
    async throws(TodosStoreError) -> [TodoRecord]
  /// Saves the person's change of a todo, pending until the server accepts it. Returns the
  /// todo as saved, or `nil` when no todo has that id.
  func savePending(completed: Bool, todoID id: Int) async throws(TodosStoreError) -> TodoRecord?
  /// The changes the server has not accepted yet, by id.
  func pendingChanges() async throws(TodosStoreError) -> [TodoRecord]
  /// Saves a todo as the server has it: no longer pending.
  func saveSynced(_ record: TodoRecord) async throws(TodosStoreError)
  /// Forgets every saved todo of the store's scope.
  func removeAll() async throws(TodosStoreError)
}

/// A todo as the store keeps it: the storage's own data, with whether its completion state is
/// a change the server has not accepted yet.
public struct TodoRecord: Codable, Sendable, Hashable {
  /// The todo's id.
  public var id: Int
  /// The id of the user it belongs to.
  public var userID: Int
  /// What is to be done.
  public var title: String
  /// Whether it is done.
  public var completed: Bool
  /// Whether ``completed`` is the person's change, not yet accepted by the server.
  public var isPending: Bool

  /// Creates a record.
  public init(id: Int, userID: Int, title: String, completed: Bool, isPending: Bool = false) {
    self.id = id
    self.userID = userID
    self.title = title
    self.completed = completed
    self.isPending = isPending
  }
}

/// What the store has for a list: its todos and when they were last saved from the server
/// (`nil` when never).
public struct SavedTodos: Sendable, Hashable {
  /// The saved todos, by id.
  public var records: [TodoRecord]
  /// When the list (or the list of every todo) was last saved from the server.
  public var savedAt: Date?

  /// Creates the answer.
  public init(records: [TodoRecord], savedAt: Date?) {
    self.records = records
    self.savedAt = savedAt
  }
}

/// Why the todos store could not do what was asked, with a message a person can act on.
public enum TodosStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The database file or its folder cannot be opened or created.
  case cannotOpen(path: String, reason: String)
  /// The file is not a database this app can read (damaged, or something else).
  case notADatabase(path: String)
  /// The database was written by a newer version of the app.
  case newerSchema(path: String)
  /// The database can be read but not written.
  case readOnly(path: String)
  /// Any other failure of the storage, with its description.
  case failed(String)

  /// A message for a person: what went wrong and what they can do about it.
  public var message: String {
    switch self {
    case .cannotOpen(let path, let reason):
      "The saved todos at \(path) cannot be opened: \(reason). Check the folder and its "
        + "permissions, or start with another data folder."
    case .notADatabase(let path):
      "The file \(path) is not a todos database, or it is damaged. It was left as it is: move "
        + "it away to start afresh."
    case .newerSchema(let path):
      "The saved todos at \(path) were written by a newer version of the app. It was left as "
        + "it is: update the app, or start with another data folder."
    case .readOnly(let path):
      "The saved todos at \(path) can be read but not changed. Check the file's permissions."
    case .failed(let description):
      "The saved todos could not be read or written: \(description)."
    }
  }

  public var description: String { message }
}

/// A ``TodosStore`` in memory: the fake environment's, and the tests'.
public final class FakeTodosStore: TodosStore {
  private struct State {
    var records: [Int: TodoRecord] = [:]
    var savedAt: [String: Date] = [:]
  }
  private let state: Locked<State>
  /// When set, every call fails with this error.
  public let failure: TodosStoreError?

  /// Creates a store holding `records`, saved from the server at `savedAt` (for every todo)
  /// when given.
  public init(records: [TodoRecord] = [], savedAt: Date? = nil, failure: TodosStoreError? = nil) {
    var state = State()
    for record in records { state.records[record.id] = record }
    if let savedAt { state.savedAt[TodosStoreLists.name(userID: nil)] = savedAt }
    self.state = Locked(state)
    self.failure = failure
  }

  /// Every saved todo, by id.
  public var records: [TodoRecord] {
    state.withLock { $0.records.values.sorted { $0.id < $1.id } }
  }

  public func todos(userID: Int?) async throws(TodosStoreError) -> SavedTodos {
    try check()
    return state.withLock { state in
      SavedTodos(
        records: state.records.values.filter { userID == nil || $0.userID == userID }
          .sorted { $0.id < $1.id },
        savedAt: TodosStoreLists.savedAt(userID: userID) { state.savedAt[$0] })
    }
  }

  public func saveFromServer(_ records: [TodoRecord], userID: Int?, at date: Date)
    async throws(TodosStoreError) -> [TodoRecord]
  {
    try check()
    return state.withLock { state in
      let merged = TodosStoreLists.merge(
        records, into: state.records.values.filter { userID == nil || $0.userID == userID })
      for removed in merged.removed { state.records[removed] = nil }
      for record in merged.saved { state.records[record.id] = record }
      state.savedAt[TodosStoreLists.name(userID: userID)] = date
      return merged.saved
    }
  }

  public func savePending(completed: Bool, todoID id: Int) async throws(TodosStoreError)
    -> TodoRecord?
  {
    try check()
    return state.withLock { state in
      guard var record = state.records[id] else { return nil }
      record.completed = completed
      record.isPending = true
      state.records[id] = record
      return record
    }
  }

  public func pendingChanges() async throws(TodosStoreError) -> [TodoRecord] {
    try check()
    return state.withLock { $0.records.values.filter(\.isPending).sorted { $0.id < $1.id } }
  }

  public func saveSynced(_ record: TodoRecord) async throws(TodosStoreError) {
    try check()
    var synced = record
    synced.isPending = false
    state.withLock { $0.records[record.id] = synced }
  }

  public func removeAll() async throws(TodosStoreError) {
    try check()
    state.withLock { $0 = State() }
  }

  private func check() throws(TodosStoreError) {
    if let failure { throw failure }
  }
}

/// The ``TodosStore`` of a test that did not configure one: every call fails the test and
/// says how to configure it.
public struct UnimplementedTodosStore: TodosStore {
  private let context: ServiceContext

  /// Creates the store; it reports through `context`.
  public init(context: ServiceContext) {
    self.context = context
  }

  private func fail(_ method: String = #function) -> TodosStoreError {
    .failed(context.unimplemented(TodosStoreKey.self, method: method).description)
  }

  public func todos(userID: Int?) async throws(TodosStoreError) -> SavedTodos { throw fail() }
  public func saveFromServer(_ records: [TodoRecord], userID: Int?, at date: Date)
    async throws(TodosStoreError) -> [TodoRecord]
  { throw fail() }
  public func savePending(completed: Bool, todoID id: Int) async throws(TodosStoreError)
    -> TodoRecord?
  { throw fail() }
  public func pendingChanges() async throws(TodosStoreError) -> [TodoRecord] { throw fail() }
  public func saveSynced(_ record: TodoRecord) async throws(TodosStoreError) { throw fail() }
  public func removeAll() async throws(TodosStoreError) { throw fail() }
}

/// The key of the app's ``TodosStore``: SQLite in the context's data folder when it has one,
/// keeping the todos of the context's data scope; memory otherwise.
public enum TodosStoreKey: ServiceKey {
  public static func live(_ context: ServiceContext) -> any TodosStore {
    guard let folder = context.dataDirectory, let scope = context.dataScope else {
      return FakeTodosStore()
    }
    // The first release kept one list for whichever server it talked to: its todos cannot be
    // given a scope, so they are kept aside.
    return SQLiteTodosStore(folder: folder, scope: scope, notify: context.notify)
  }

  public static func fake(_ context: ServiceContext) -> any TodosStore {
    FakeTodosStore()
  }

  public static func unimplemented(_ context: ServiceContext) -> any TodosStore {
    UnimplementedTodosStore(context: context)
  }
}

/// What every store implementation shares: the names of the saved lists (every todo, or one
/// user's) and the merge of a server answer into one.
enum TodosStoreLists {
  /// The name a list's save time is kept under.
  static func name(userID: Int?) -> String {
    userID.map { "user:\($0)" } ?? "all"
  }

  /// When the list was last saved: its own time, or the list of every todo's if later (that
  /// list holds every user's todos).
  static func savedAt(userID: Int?, _ lookUp: (String) throws -> Date?) rethrows -> Date? {
    let own = try lookUp(name(userID: userID))
    guard userID != nil, let all = try lookUp(name(userID: nil)) else { return own }
    return max(own ?? all, all)
  }

  /// The server's `answer` over the `saved` todos of its list: the todos to save (the
  /// server's, a pending change keeping its state), by id, and the ids of saved todos the
  /// server no longer has.
  static func merge(_ answer: [TodoRecord], into saved: [TodoRecord]) -> (
    saved: [TodoRecord], removed: [Int]
  ) {
    var pending: [Int: TodoRecord] = [:]
    for record in saved where record.isPending { pending[record.id] = record }
    let kept = answer.map { record in
      guard let change = pending[record.id] else { return record }
      var merged = record
      merged.completed = change.completed
      merged.isPending = true
      return merged
    }
    let answered = Set(answer.map(\.id))
    return (
      kept.sorted { $0.id < $1.id },
      saved.map(\.id).filter { !answered.contains($0) }
    )
  }
}
