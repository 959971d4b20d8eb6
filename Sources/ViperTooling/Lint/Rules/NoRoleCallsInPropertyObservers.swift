/// No interactor or router calls inside property observers (`didSet`, `willSet`), nor, in a
/// view, presenter calls: wiring side effects into assignments makes work start at surprising
/// moments (during wiring, in tests, on every reassignment; a reused cell handed its presenter,
/// `var presenter: CellPresenter? { didSet { presenter?.load() } }`). Call an explicit method
/// instead.
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
        guard let receiver = call.receiver,
          let role = model.roleOfProperty(named: receiver, in: type),
          role == .interactor || role == .router || (role == .presenter && type.role == .view)
        else { continue }
        findings.append(
          RuleFinding(
            "do not call the \(role.rawValue) ('\(receiver).\(call.callee)') from a property observer of '\(type.name)'; call it from an explicit method",
            at: call.location))
      }
    }
    return findings
  }
}
