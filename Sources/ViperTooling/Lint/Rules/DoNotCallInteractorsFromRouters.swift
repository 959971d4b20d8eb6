/// A module's router only navigates: it does not call interactors or services. Work belongs to
/// the interactor, which the presenter asks. An app-level coordinator that belongs to no module
/// (it starts flows and owns what they share), or that the app's delegate keeps whatever its
/// name (`lazy var rootFlowCoordinator = RootFlowCoordinator(...)` in the `AppDelegate`), is
/// not held to this, and neither is a call of a
/// navigator (see ``NavigatorIndex``): a navigation service, the store of the navigation path,
/// a service that tracks what is on screen, a call whose destination values lead to screens.
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
    // Worked out only when a router calls something whose role is a service or interactor.
    var navigators: NavigatorIndex?
    lazy var keptByTheApp = Self.typesTheAppKeeps(in: model)
    for type in model.sureRoleTypes where type.role == .router && !type.module.isEmpty {
      for call in type.calls {
        guard let receiver = call.receiver else { continue }
        let property = type.properties.first { $0.name == receiver }
        let role =
          model.roleOfProperty(named: receiver, in: type)
          ?? (ModuleModel.isTypeName(receiver) ? model.targetRole(of: receiver) : nil)
        guard let role, role == .interactor || role == .service,
          !Self.makesOne(call, in: model), !keptByTheApp.contains(type.name)
        else { continue }
        // A router calling its navigator navigates: a navigation service, the object that
        // holds the path, a call whose destination values lead to screens.
        let index = navigators ?? NavigatorIndex(model)
        navigators = index
        let typeName = property == nil ? receiver : property?.typeName
        if index.isNavigator(typeName: typeName, typeArguments: property?.typeArguments ?? [])
          || index.makesDestinations(call, in: type.name)
        {
          continue
        }
        findings.append(
          RuleFinding(
            "the router '\(type.name)' calls the \(role == .service ? "service" : "interactor") '\(receiver).\(call.callee)'; routers only navigate",
            at: call.location))
      }
    }
    return findings
  }

  /// The names of the types the app's delegates keep in stored properties: the flows the app
  /// itself owns.
  static func typesTheAppKeeps(in model: ModuleModel) -> Set<String> {
    var result: Set<String> = []
    for type in model.table.types
    where type.module.isEmpty
      && type.inherited.contains(where: {
        UIFramework.appDelegateProtocols.contains(ModuleModel.lastComponent($0))
      })
    {
      for property in type.properties {
        guard let typeName = property.typeName, let kept = model.table.lookUp(typeName) else {
          continue
        }
        result.insert(model.table.types[kept].name)
      }
    }
    return result
  }

  /// Whether a call is a static factory called on the interactor's or service's type, returning
  /// an instance of it (the type, `Self` or a protocol it adopts:
  /// `ImageSearchInteractor.create(type: .web)`): the router makes one as a builder does; it
  /// calls none of its work.
  static func makesOne(_ call: CallFacts, in model: ModuleModel) -> Bool {
    guard let receiver = call.receiver, call.chain.isEmpty, ModuleModel.isTypeName(receiver),
      let type = model.type(named: receiver),
      let result = type.signatures.first(where: {
        $0.isMethod && $0.isStatic && $0.name == call.callee
      })?.typeName
    else { return false }
    let made = ModuleModel.lastComponent(result)
    return made == "Self" || made == ModuleModel.lastComponent(type.name)
      || model.adoptedProtocols(of: type).contains { ModuleModel.lastComponent($0.name) == made }
  }
}
