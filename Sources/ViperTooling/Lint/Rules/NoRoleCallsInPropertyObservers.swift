/// No interactor or router calls inside property observers (`didSet`, `willSet`), nor, in a
/// view, presenter calls: wiring side effects into assignments makes work start at surprising
/// moments (during wiring, in tests, on every reassignment; a reused cell handed its presenter,
/// `var presenter: CellPresenter? { didSet { presenter?.load() } }`). Call an explicit method
/// instead. An observer that calls a method of its own type which calls an interactor or a
/// router (`didSet { saveSettings() }`, where `saveSettings` calls `interactor.save`) starts
/// the same work, and is reported at its call of that method; a closure that method only
/// stores (`view?.onTap = { interactor.load() }`) runs later, on its keeper's call, and a
/// view's method that asks its presenter for what to show reads, it starts nothing.
public struct NoRoleCallsInPropertyObservers: LintRule {
  public static let key = "NoRoleCallsInPropertyObservers"
  public static let summary =
    "Property observers (`didSet`, `willSet`) do not call interactors or routers, nor a view's presenter."
  public static let findingExample = """
    var query = "" {
      didSet { interactor.search(query) }
    }
    """
  public static let fixExample = """
    func didChangeQuery(_ query: String) {
      interactor.search(query)
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes {
      for call in type.observerCalls {
        if let (role, roleCall) = Self.roleCall(call, in: type, model: model) {
          findings.append(
            RuleFinding(
              "do not call the \(role.rawValue) ('\(roleCall.receiver ?? "").\(roleCall.callee)') from a property observer of '\(type.name)'; call it from an explicit method",
              at: call.location))
        } else if call.receiver == nil,
          let (role, roleCall) = Self.roleCallThroughOwnMethods(call.callee, in: type, model: model)
        {
          findings.append(
            RuleFinding(
              "do not call the \(role.rawValue) ('\(roleCall.receiver ?? "").\(roleCall.callee)', through '\(call.callee)()') from a property observer of '\(type.name)'; call it from an explicit method",
              at: call.location))
        }
      }
    }
    return findings
  }

  /// The role `call` calls when that is one an observer of `type` must not: an interactor or a
  /// router, or, from a view, its presenter.
  private static func roleCall(_ call: CallFacts, in type: ModelType, model: ModuleModel) -> (
    Role, CallFacts
  )? {
    guard let receiver = call.receiver,
      let role = model.roleOfProperty(named: receiver, in: type),
      role == .interactor || role == .router || (role == .presenter && type.role == .view)
    else { return nil }
    return (role, call)
  }

  /// The first interactor or router call that the type's own method `name` makes, itself or
  /// through the type's other methods it calls (`saveSettings()` calling `interactor.save`),
  /// each method followed once. A view's method asking its presenter for what to show
  /// (`applySnapshot()` reading `presenter.movies()`) is a read, not work started.
  private static func roleCallThroughOwnMethods(
    _ name: String, in type: ModelType, model: ModuleModel
  ) -> (Role, CallFacts)? {
    OwnMethodCalls.first(
      from: name, typeName: type.name, functions: type.functions, calls: type.calls
    ) { call in
      guard let found = roleCall(call, in: type, model: model), found.0 != .presenter else {
        return nil
      }
      return found
    }
  }
}
