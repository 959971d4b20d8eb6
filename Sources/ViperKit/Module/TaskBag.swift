/// The running work of one object, cancelled when that object goes away.
///
/// An interactor owns a `TaskBag` (`private let tasks = TaskBag()`) and starts every piece of
/// asynchronous work through it. When the interactor is freed (its module was dismissed), the
/// bag is freed with it and cancels everything still running; a cancelled task never calls
/// back, even if the work it awaited ignores cancellation. So a dismissed module never
/// updates a view that is gone.
///
/// ```swift
/// func fetchUsers() {
///   tasks.perform { [service] in
///     try await service.users()
///   } then: { [weak self] result in
///     self?.output?.didFetchUsers(result.map { $0.map(User.init) })
///   }
/// }
/// ```
///
/// Capture `self` weakly in the `then` closure: the bag's tasks must not keep their owner
/// alive, or the owner would wait for them before it could be freed.
public final class TaskBag: Sendable {
  private struct State {
    // An array, not a dictionary: an owner runs one or two tasks at a time, and a small array
    // costs one allocation where a dictionary costs several.
    var tasks: [(id: Int, task: Task<Void, Never>)] = []
    var nextID = 0
    var isCancelled = false
  }

  private let state = Locked(State())

  /// Creates an empty bag.
  public init() {}

  deinit {
    cancelAll()
  }

  /// How many tasks are still running.
  public var count: Int { state.withLock { $0.tasks.count } }

  /// Runs `work` off the main actor, then hands its result to `deliver` on the main actor,
  /// unless the bag was cancelled in between.
  ///
  /// - Parameters:
  ///   - work: The slow part: a service call. It runs on the global executor.
  ///   - deliver: Receives the result on the main actor. Not called when the task was
  ///     cancelled (the bag's owner went away, or ``cancelAll()`` was called).
  @MainActor
  public func perform<Success: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () async throws(Failure) -> Success,
    then deliver: @escaping @MainActor (Result<Success, Failure>) -> Void
  ) {
    run {
      let result: Result<Success, Failure>
      do throws(Failure) {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      deliver(result)
    }
  }

  /// Runs `body` on the main actor as a task of this bag.
  ///
  /// `body` should check `Task.isCancelled` after every suspension point before it touches
  /// anything outside the bag's owner.
  @MainActor
  public func run(_ body: @escaping @MainActor () async -> Void) {
    let id: Int? = state.withLock { state in
      guard !state.isCancelled else { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    // The task starts on the main actor, which this method holds, so it cannot finish (and
    // remove itself) before it has been inserted below.
    let task = Task { @MainActor [weak self] in
      await body()
      self?.remove(id)
    }
    state.withLock { $0.tasks.append((id, task)) }
  }

  /// Cancels every running task; tasks started later run normally.
  public func cancelAll() {
    var tasks: [(id: Int, task: Task<Void, Never>)] = []
    state.withLock { swap(&tasks, &$0.tasks) }
    for entry in tasks {
      entry.task.cancel()
    }
  }

  /// Cancels every running task and refuses new ones: for an owner that is shutting down.
  public func close() {
    state.withLock { $0.isCancelled = true }
    cancelAll()
  }

  private func remove(_ id: Int) {
    state.withLock { state in
      if let index = state.tasks.firstIndex(where: { $0.id == id }) {
        state.tasks.remove(at: index)
      }
    }
  }
}
