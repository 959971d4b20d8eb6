/// Roles hold other roles through protocols, not concrete classes, so that each role can be
/// tested with a spy in the other's place, whether the property names the class, a tuple of
/// them, or an alias of either, or a generic superclass is bound to it (`class LoginPresenter:
/// BasePresenter<LoginInteractor, LoginRouter>`, whose properties are typed by its
/// parameters). Builders, which make the concrete classes, are
/// exempt, and so are SwiftUI views (structs): `@ObservedObject` and `@StateObject` need the
/// presenter's concrete `ObservableObject` type. A module's router that wraps the app's shared
/// navigator (one `AppRouter` of no module, holding the navigation path, that every module's
/// router calls) holds how it navigates, not another module's role; a presenter that holds that
/// navigator as its router holds a router. A view or router of no module (a screen with no
/// presenter, an app-level coordinator) holds no module's roles, whatever its name; a router
/// may keep its screen as the app's base view controller (a view of no module), and a view
/// holding another view (a child view controller, a component's widget) composes the screen.
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

  /// The type names a property holds: its type; a tuple's elements, written out or through an
  /// alias (`typealias HomeDependencies = (interactor: HomeInteractor, router: HomeRouter)`);
  /// what an alias of one type names. With the alias, when one was followed.
  static func heldNames(of property: PropertyFacts, in model: ModuleModel) -> (
    names: [String], through: String?
  ) {
    guard let typeName = property.typeName else { return (property.typeArguments, nil) }
    if model.type(named: typeName) != nil { return ([typeName], nil) }
    let last = ModuleModel.lastComponent(typeName)
    if let elements = model.tupleAliases[typeName] ?? model.tupleAliases[last] {
      return (elements.map(\.typeName), typeName)
    }
    if let targets = model.typeAliases[typeName] ?? model.typeAliases[last] {
      return (targets, typeName)
    }
    return ([typeName], nil)
  }

  /// Whether holding `target` concretely is composing screens, not holding a module's role: a
  /// router keeps a view or router of no module (the app's base view controller it pushes from,
  /// a shared navigator) as what it navigates with, and a view that holds another view of its
  /// module or of none (a child view controller it shows in a sheet), or a component's widget
  /// (a card view with a presenter of its own, ``ModuleModel/isComponent(module:)``), composes
  /// what is on screen; no spy stands in for either. Another screen's view is that module's
  /// role.
  static func isComposition(
    holder: ModelType, role: Role, target: ModelType, targetRole: Role, in model: ModuleModel
  ) -> Bool {
    if role == .router, targetRole == .view || targetRole == .router, target.module.isEmpty {
      return true
    }
    return role == .view && targetRole == .view
      && (target.module.isEmpty || target.module == holder.module
        || model.isComponent(module: target.module))
  }

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    // A view or router of no module (a tab bar controller and its router with no presenter,
    // an app-level coordinator) is no module's role: it may hold what it makes. A presenter
    // is one wherever it is.
    for type in model.sureRoleTypes
    where type.isReference && (!type.module.isEmpty || type.role == .presenter) {
      guard let role = type.role, Self.heldRoles.contains(role) else { continue }
      for property in type.properties {
        let (names, through) = Self.heldNames(of: property, in: model)
        for name in names {
          guard let target = model.type(named: name), target.kind != .protocol,
            target.name != type.name, target.hasSureRole, let targetRole = target.role,
            Self.heldRoles.contains(targetRole),
            !Self.isComposition(
              holder: type, role: role, target: target, targetRole: targetRole, in: model)
          else { continue }
          let via = through.map { " through '\($0)'" } ?? ""
          findings.append(
            RuleFinding(
              "'\(type.name).\(property.name)' holds the concrete \(targetRole.rawValue) '\(target.name)'\(via); hold it through a protocol",
              at: property.location))
          break
        }
      }
      // `class LoginPresenter: BasePresenter<LoginInteractor, LoginRouter>`: the superclass's
      // properties are typed by its generic parameters, bound here to concrete roles.
      guard type.kind == .class, let superclass = type.inherited.first else { continue }
      for name in type.superclassArguments {
        guard let target = model.type(named: name), target.kind != .protocol,
          target.name != type.name, target.hasSureRole, let targetRole = target.role,
          Self.heldRoles.contains(targetRole),
          !Self.isComposition(
            holder: type, role: role, target: target, targetRole: targetRole, in: model)
        else { continue }
        findings.append(
          RuleFinding(
            "'\(type.name)' binds its superclass '\(superclass)' to the concrete \(targetRole.rawValue) '\(target.name)'; bind it to a protocol",
            at: type.location))
        break
      }
    }
    return findings
  }
}
