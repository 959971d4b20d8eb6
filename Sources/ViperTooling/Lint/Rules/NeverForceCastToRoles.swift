/// No force casts (`as!`) to concrete role types: a cast to `UsersPresenter` breaks as soon as
/// a test or another builder wires a different implementation, and crashes instead of failing.
public struct NeverForceCastToRoles: LintRule {
  public static let key = "NeverForceCastToRoles"
  public static let summary =
    "No force casts (`as!`) to concrete views, presenters, interactors, routers or builders."
  public static let findingExample = """
    let presenter = view.output as! UsersPresenter
    """
  public static let fixExample = """
    let presenter: any UsersViewOutput = view.output
    """
  public static let defaultSeverity = Severity.error

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sortedTypes {
      for cast in type.forceCasts {
        // A cast to a type the model does not know (`UIViewController`, a generic parameter or
        // an associated type) is no cast to a role of the codebase.
        guard let target = model.type(named: cast.name), target.kind != .protocol,
          target.hasSureRole, !target.module.isEmpty, let role = target.role, role.isModuleRole
        else { continue }
        findings.append(
          RuleFinding(
            "do not force cast to the concrete \(role.rawValue) '\(cast.name)'; use its protocol or a conditional cast",
            at: cast.location))
      }
    }
    return findings
  }
}
