/// An interactor's escaping closures (tasks, completion handlers, subscriptions) capture
/// `self` weakly, so a dismissed module is freed instead of living until the work ends.
///
/// Closures passed to common non-escaping functions (`map`, `filter`, `forEach`, `withLock`,
/// `MainActor.run`, ...) are not reported, nor GCD's `async`: its block runs as soon as the
/// queue is free, so it keeps the interactor a moment, not until a request ends
/// (`asyncAfter` is reported). Nor a closure passed to an awaited call (`try await
/// store.perform { ... }`): the method waits for that work, so the closure keeps the
/// interactor no longer than the running method does. Nor a closure passed to a function the
/// codebase declares without `@escaping` on its closure parameters (`func syncPerform(action:
/// (Context) throws -> Void)`, each declaration of that name): it runs before the call returns.
/// An interactor that is a struct or an enum is a value: its
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
    // Core Data's and Dispatch's synchronous forms run the closure before they return.
    "performAndWait", "performBlockAndWait", "asyncAndWait", "autoreleasepool",
  ]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    let interactors = model.sureRoleTypes.filter {
      $0.role == .interactor && $0.kind != .struct && $0.kind != .enum
    }
    let declaredNonEscaping = Self.declaredWithoutEscaping(
      Set(interactors.flatMap { $0.closures.map(\.callee) }), in: model)
    for type in interactors {
      // `Task { output?.didFetch(...) }` captures `self` without writing it.
      let members = Set(type.properties.map(\.name) + type.functions.map(\.name))
      for closure in type.closures
      where !closure.capturesSelfWeakly && !closure.isAwaited
        && !Self.nonEscaping.contains(closure.callee)
        && !declaredNonEscaping.contains(closure.callee)
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

  /// The names among `callees` of functions the codebase declares, every declaration taking
  /// its closures without `@escaping`: a closure passed to one runs before the call returns.
  /// A declaration with an escaping (or optional) closure parameter, or none, leaves the name
  /// out, as does a name nothing here declares.
  static func declaredWithoutEscaping(_ callees: Set<String>, in model: ModuleModel) -> Set<
    String
  > {
    var escapes: [String: Bool] = [:]
    for type in model.types.values {
      for function in type.functions where callees.contains(function.name) {
        let closures = function.parameters.filter { $0.typeText.contains("->") }
        let escaping =
          closures.isEmpty
          || closures.contains {
            $0.typeText.contains("@escaping") || $0.typeText.hasSuffix("?")
              || $0.typeText.hasSuffix("!")
          }
        escapes[function.name] = (escapes[function.name] ?? false) || escaping
      }
    }
    return Set(escapes.filter { !$0.value }.keys)
  }
}
