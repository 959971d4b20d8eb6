/// Back-references (presenter -> view, interactor -> presenter, router -> view, a presenter's
/// module output) must be `weak` or `unowned`: the view owns the presenter, which owns the
/// interactor and the router, so a strong reference back keeps the whole module alive.
///
/// Where ownership is inverted (the interactor holds its presenter strongly and the presenter
/// holds the interactor weakly, or Clean Swift's VIP cycle: the view holds the interactor, which
/// holds the presenter, which does not hold the interactor), the strong reference is the one
/// that keeps the presenter alive, and is not reported. An app-level coordinator (a router of no
/// module) owns the navigation controller its initializer is handed: holding it strongly is no
/// back-reference. Nor is what a module's flow coordinator holds when modules hold it only
/// weakly (its presenter keeps it as a weak output, a parent coordinator of no module owns it):
/// no screen it holds keeps it alive.
public struct HoldBackReferencesWeakly: LintRule {
  public static let key = "HoldBackReferencesWeakly"
  public static let summary =
    "Back-references (presenter to view, interactor to presenter, router to view) are `weak` or `unowned`."
  public static let findingExample = """
    final class UsersPresenter: UsersViewOutput {
      var view: (any UsersViewInput)?
    }
    """
  public static let fixExample = """
    final class UsersPresenter: UsersViewOutput {
      weak var view: (any UsersViewInput)?
    }
    """
  public static let defaultSeverity = Severity.error

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  /// The findings in `files`: a finding is at a property of the type written there.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: FocusFiles(files)).filter {
      files.contains($0.location.file)
    }
  }

  private func findings(in model: ModuleModel, reportingIn focus: FocusFiles?) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    // A superclass's property that several modules' classes inherit is one finding.
    var reported: Set<SourceLocation> = []
    for type in model.sureRoleTypes where type.isReference {
      // A module's router that types of modules hold only weakly (its presenter keeps it as
      // a weak output; a parent coordinator of no module owns it) is kept alive by none of
      // the screens it holds: what it holds points back at no owner. So is an app's router of
      // no module that builds the screens of two or more modules (swapping the window's root
      // between them) and that no module's type holds strongly. Asked once, of a type with a
      // finding.
      lazy var ownedByNoModule =
        type.role == .router
        && (type.module.isEmpty
          ? Self.buildsSeveralModules(type, in: model)
            && Self.holding(type, inModule: nil, in: model) != .strong
          : Self.holding(type, inModule: nil, in: model) == .weak)
      func check(_ property: PropertyFacts, declaredIn: ModelType) {
        guard property.ownership == .strong, focus?.contains(property.location.file) != false,
          !model.isReleasedOnFirstRead(property, declaredIn: declaredIn),
          !Self.ownsItsScreen(property, of: type, in: model),
          model.isBackReference(property, of: type),
          model.pointsAtSureRole(property, of: type),
          !model.isOwningReference(property, of: type), !ownedByNoModule,
          reported.insert(property.location).inserted
        else { return }
        findings.append(
          RuleFinding(
            Self.message(type: type, declaredIn: declaredIn, property: property, model: model),
            at: property.location, fix: model.weakening(property, of: type)))
      }
      for property in type.properties { check(property, declaredIn: type) }
      for (property, declaredIn) in model.inheritedProperties(of: type) {
        check(property, declaredIn: declaredIn)
      }
    }
    return findings
  }

  /// Whether a type calls the builders of two or more modules (`LoginModuleBuilder.build(...)`,
  /// `MainModuleBuilder.build(...)`).
  static func buildsSeveralModules(_ type: ModelType, in model: ModuleModel) -> Bool {
    var modules: Set<String> = []
    for call in type.calls {
      guard let builder = model.types[call.receiver ?? call.callee], builder.role == .builder,
        !builder.module.isEmpty
      else { continue }
      modules.insert(builder.module)
      if modules.count >= 2 { return true }
    }
    return false
  }

  /// Whether a router of no module (an app-level flow coordinator) holds the screen it is
  /// started on: handed that navigation controller by its initializer, or making it there
  /// (`tabBar = .init()`) where no module's code keeps the coordinator, it owns it for the
  /// flow, and no module's view makes it hold the coordinator back. A base class of modules'
  /// routers is their code, not such a coordinator.
  static func ownsItsScreen(_ property: PropertyFacts, of type: ModelType, in model: ModuleModel)
    -> Bool
  {
    guard type.role == .router, type.module.isEmpty, let typeName = property.typeName,
      model.isRoutersScreen(typeName)
    else { return false }
    let screen = ModuleModel.lastComponent(typeName)
    let handed = type.initializerParameterTypes.contains {
      ModuleModel.lastComponent($0) == screen
    }
    let made = type.calls.contains { call in
      call.function?.hasPrefix("init@") == true
        && (call.callee == screen || (call.callee == "init" && call.receiver == nil))
    }
    // One it makes is its own while no module's code keeps the coordinator: the tab bar it
    // makes shows the module's view, which would keep it back.
    guard handed || (made && !isHeldByAModule(type, in: model)) else { return false }
    return !model.roleTypes.contains { subclass in
      !subclass.module.isEmpty && subclass.name != type.name
        && model.superclassChain(of: subclass).contains { $0.name == type.name }
    }
  }

  /// Whether a type of some module keeps `type` strongly in a stored property written as the
  /// type, a protocol only it implements, or a collection of either (a module coordinator's
  /// `[Coordinator]` children name no coordinator in particular).
  private static func isHeldByAModule(_ type: ModelType, in model: ModuleModel) -> Bool {
    holding(type, inModule: nil, in: model) == .strong
  }

  /// How types of `module` (of any module, for `nil`) hold `type` in stored properties
  /// written as the type, a protocol only it implements, or a collection of either:
  /// `.strong` when one holds it strongly, `.weak` when they hold it only weakly or unowned,
  /// `nil` when none holds it (or the type is unknown: `.strong`).
  private static func holding(_ type: ModelType, inModule module: String?, in model: ModuleModel)
    -> Ownership?
  {
    guard let index = model.table.lookUp(type.name) else { return .strong }
    let table = model.table
    var found: Ownership?
    for holder in table.types
    where !holder.module.isEmpty && (module == nil || holder.module == module) {
      for property in holder.properties
      where ([property.typeName].compactMap { $0 } + property.typeArguments).contains(where: {
        table.concreteTargets(of: $0) == [index]
      }) {
        if property.ownership == .strong { return .strong }
        found = .weak
      }
    }
    return found
  }

  /// The message for `property` of `type`, declared in `declaredIn` (`type` or a superclass it
  /// inherits the property from).
  static func message(
    type: ModelType, declaredIn: ModelType, property: PropertyFacts, model: ModuleModel
  ) -> String {
    let role = type.role.map(ModuleModel.describe) ?? "type"
    let screen = type.role == .router && property.typeName.map(model.isRoutersScreen) == true
    let target =
      screen ? "view" : property.typeName.flatMap(model.targetRole(of:)).map(ModuleModel.describe)
    let what = target.map { "its \($0)" } ?? "its owner"
    return
      "make the back-reference '\(property.name)' of the \(role) '\(declaredIn.name)' to \(what) 'weak' or 'unowned'"
  }
}
