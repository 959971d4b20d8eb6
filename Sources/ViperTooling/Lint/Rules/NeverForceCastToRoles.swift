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
        let target = model.type(named: cast.name)
        let role: Role?
        if let target {
          role = target.kind == .protocol ? nil : target.role
        } else {
          role = model.naming.roleSuffix(of: cast.name)?.role
        }
        guard let role, role.isModuleRole else { continue }
        findings.append(
          RuleFinding(
            "do not force cast to the concrete \(role.rawValue) '\(cast.name)'; use its protocol or a conditional cast",
            at: cast.location))
      }
    }
    return findings
  }
}
