/// A module's router only navigates: it does not call interactors or services. Work belongs to
/// the interactor, which the presenter asks. An app-level coordinator that belongs to no module
/// (it starts flows and owns what they share) is not held to this.
public struct DoNotCallInteractorsFromRouters: LintRule {
  public static let key = "DoNotCallInteractorsFromRouters"
  public static let summary = "Routers only navigate: they call no interactors and no services."
  public static let findingExample = """
    final class UsersRouter: UsersRouterInput {
      let service: any UsersService
      func showDetail(userID: Int) { service.markSeen(userID) }
    }
    """
  public static let fixExample = """
    final class UsersRouter: UsersRouterInput {
      func showDetail(userID: Int) { navigator.push(builder.build(userID: userID)) }
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes where type.role == .router && !type.module.isEmpty {
      for call in type.calls {
        guard let receiver = call.receiver else { continue }
        let role =
          model.roleOfProperty(named: receiver, in: type)
          ?? (ModuleModel.isTypeName(receiver) ? model.targetRole(of: receiver) : nil)
        guard let role, role == .interactor || role == .service else { continue }
        findings.append(
          RuleFinding(
            "the router '\(type.name)' calls the \(role == .service ? "service" : "interactor") '\(receiver).\(call.callee)'; routers only navigate",
            at: call.location))
      }
    }
    return findings
  }
}
