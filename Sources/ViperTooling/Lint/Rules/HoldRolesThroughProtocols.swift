/// Roles hold other roles through protocols, not concrete classes, so that each role can be
/// tested with a spy in the other's place. Builders, which make the concrete classes, are
/// exempt, and so are SwiftUI views (structs): `@ObservedObject` and `@StateObject` need the
/// presenter's concrete `ObservableObject` type.
public struct HoldRolesThroughProtocols: LintRule {
  public static let key = "HoldRolesThroughProtocols"
  public static let summary =
    "Views, presenters, interactors and routers hold each other through protocols, not concrete classes."
  public static let findingExample = """
    final class UsersPresenter {
      private let interactor: UsersInteractor
    }
    """
  public static let fixExample = """
    final class UsersPresenter {
      private let interactor: any UsersInteractorInput
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let heldRoles: Set<Role> = [.view, .presenter, .interactor, .router]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes where type.isReference {
      guard let role = type.role, Self.heldRoles.contains(role) else { continue }
      for property in type.properties {
        guard let typeName = property.typeName, let target = model.type(named: typeName),
          target.kind != .protocol, target.name != type.name,
          target.hasSureRole, let targetRole = target.role, Self.heldRoles.contains(targetRole)
        else { continue }
        findings.append(
          RuleFinding(
            "'\(type.name).\(property.name)' holds the concrete \(targetRole.rawValue) '\(target.name)'; hold it through a protocol",
            at: property.location))
      }
    }
    return findings
  }
}
