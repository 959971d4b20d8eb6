/// An interactor's escaping closures (tasks, completion handlers, subscriptions) capture
/// `self` weakly, so a dismissed module is freed instead of living until the work ends.
///
/// Closures passed to common non-escaping functions (`map`, `filter`, `forEach`, `withLock`,
/// `MainActor.run`, ...) are not reported, nor GCD's `async`: its block runs as soon as the
/// queue is free, so it keeps the interactor a moment, not until a request ends
/// (`asyncAfter` is reported). Nor a closure passed to an awaited call (`try await
/// store.perform { ... }`): the method waits for that work, so the closure keeps the
/// interactor no longer than the running method does. An interactor that is a struct or an enum is a value: its
/// closures copy it and hold no object, and `[weak self]` would not compile there.
public struct CaptureSelfWeaklyInInteractorClosures: LintRule {
  public static let key = "CaptureSelfWeaklyInInteractorClosures"
  public static let summary = "An interactor's escaping closures capture `self` weakly."
  public static let findingExample = """
    Task {
      let users = try await service.fetchUsers()
      self.output?.didFetchUsers(users)
    }
    """
  public static let fixExample = """
    Task { [weak self, service] in
      let users = try await service.fetchUsers()
      self?.output?.didFetchUsers(users)
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let nonEscaping: Set<String> = [
    "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "sorted", "sort", "first",
    "last", "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "removeAll",
    "partition", "drop", "prefix", "split", "withLock", "withTaskGroup",
    "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation", "withExtendedLifetime", "run", "assumeIsolated",
    "withTaskCancellationHandler", "sync", "count", "mapValues", "compactMapValues",
    "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withUnsafeBytes", "async",
  ]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes
    where type.role == .interactor && type.kind != .struct && type.kind != .enum {
      // `Task { output?.didFetch(...) }` captures `self` without writing it.
      let members = Set(type.properties.map(\.name) + type.functions.map(\.name))
      for closure in type.closures
      where !closure.capturesSelfWeakly && !closure.isAwaited
        && !Self.nonEscaping.contains(closure.callee)
        && (closure.bareNames.isEmpty || closure.bareNames.contains(where: members.contains))
      {
        findings.append(
          RuleFinding(
            "capture 'self' weakly in the closure passed to '\(closure.callee)' in the interactor '\(type.name)'",
            at: closure.location, fix: .captureSelfWeakly(at: closure.location)))
      }
    }
    return findings
  }
}
