/// Finds a codebase's modules from what is wired together, whatever the naming scheme.
///
/// A module is the set of role types that belong together: types whose names share a stem
/// (`UsersViewController`, `UsersPresenter`, `UsersWireFrame`), types created together in one
/// function (a builder's `build()`, a wireframe's static `createModule()`), and types that hold
/// each other as view, presenter, interactor and router do. The three are joined in that
/// order, with one limit: a module has one presenter, so a link between two modules that each
/// have one (a presenter reusing another module's interactor) makes the other module's type
/// *used*, not a member. Folders are never modules; a module is named by the stem of its
/// presenter, else of its view, else by the stem most of its types share.
///
/// The same links decide how sure a role is (``RoleCertainty``): a type wired to another
/// role is `wired`; one known by its name or folder alone is `guessed`.
struct ModuleGrouping {
  /// The types, roles and modules filled in as the grouping goes.
  private(set) var table: TypeTable
  let naming: RoleNaming
  /// The path of each type's (first) declaration.
  let paths: [String]
  /// The modules found, sorted by name.
  private(set) var modules: [Module] = []

  /// Whether each type is wired to another role (see ``RoleCertainty/wired``).
  private var linked: [Bool]
  /// Union-find over type indices.
  private var parent: [Int]
  /// For each union-find root, its component's presenter, or -1.
  private var presenterOf: [Int]
  /// Role types of other modules that each type holds or creates.
  private var uses: [Int: Set<Int>] = [:]
  /// Whether each type is a base class other role types inherit (`BaseRouter`,
  /// `BaseViewController`): shared by modules, a member of none.
  private var isBase: [Bool] = []
  /// The builders that each assemble a screen of their own from a presenter other builders
  /// assemble too (``markScreensSharedByBuilders()``).
  private var screenBuilders: Set<Int> = []

  init(
    types: [ModelType], index: [String: Int], implementers: [String: [String]],
    typeAliases: [String: [String]], tupleAliases: [String: [TupleElement]] = [:],
    naming: RoleNaming, paths: [String]
  ) {
    table = TypeTable(
      types: types, index: index, aliases: typeAliases, tuples: tupleAliases,
      implementerNames: implementers)
    self.naming = naming
    self.paths = paths
    linked = Array(repeating: false, count: types.count)
    isBase = Array(repeating: false, count: types.count)
    parent = Array(types.indices)
    presenterOf = types.indices.map { types[$0].role == .presenter ? $0 : -1 }
  }

  var types: [ModelType] { table.types }

  // MARK: Roles from behaviour

  /// Whether a type's role comes from the `Coordinator` suffix alone.
  private func isCoordinator(_ index: Int) -> Bool {
    table.types[index].roleSource == .name
      && naming.roleSuffix(of: table.types[index].name)?.suffix == "Coordinator"
  }

  /// A coordinator is a router only when it builds modules: it creates a view, a presenter or
  /// a builder, calls a builder's static factory, or has a DI container make one
  /// (`container.resolve(HomeView.self, argument: self)`). An app-level `ServiceCoordinator`
  /// that starts services, or a coordinator that only holds other coordinators, is none.
  mutating func keepCoordinatorsThatBuildModules() {
    let builds: Set<Role> = [.view, .presenter, .builder]
    for index in table.types.indices where isCoordinator(index) {
      let buildsModules = table.types[index].calls.contains { call in
        let made = call.values.lazy.filter { $0.hasSuffix(".self") }.map { String($0.dropLast(5)) }
        let named = [call.callee] + (call.receiver.map { [$0] } ?? []) + made
        return named.contains { name in
          guard ModuleModel.isTypeName(name), let type = table.lookUp(name),
            table.types[type].kind != .protocol, let role = table.types[type].role,
            !isCoordinator(type)
          else { return false }
          return builds.contains(role)
        }
      }
      if !buildsModules {
        table.types[index].role = nil
        table.types[index].roleSource = nil
      }
    }
  }

  /// Gives a role to classes that have none by name, conformance or folder, from what they
  /// hold: a view controller that holds a presenter is a view; so is a table or collection
  /// cell that holds a presenter of its own (one that holds the cell back, or no view at all:
  /// the view of a component module, not a row that forwards taps to its screen's
  /// presenter); a class that holds a view and an interactor or a router is a presenter.
  mutating func inferRolesFromBehaviour(isViewController: [Bool], isCell: [Bool]) {
    for index in table.types.indices
    where table.types[index].role == nil && table.types[index].kind.isReference
      && !table.types[index].name.utf8.contains(UInt8(ascii: "."))
    {
      var held: Set<Role> = []
      for property in table.types[index].properties {
        guard let typeName = property.typeName, let role = table.role(ofTypeNamed: typeName),
          role.rank != nil
        else { continue }
        held.insert(role)
      }
      let role: Role?
      if isViewController[index] {
        role = held.contains(.presenter) ? .view : nil
      } else if isCell[index] {
        role = holdsOwnPresenter(cell: index) ? .view : nil
      } else if held.contains(.view), held.contains(.interactor) || held.contains(.router),
        !adoptsUIFrameworkTypes(index)
      {
        // Not an app's or a scene's delegate (`SceneDelegate: UIResponder,
        // UIWindowSceneDelegate`) that holds the launch screen and the app's router. One that
        // makes the presenter too is the module's builder (a `LoginContainer` that assembles
        // the module and keeps its view and router for the caller).
        role = makesPresenter(index) ? .builder : .presenter
      } else {
        role = nil
      }
      guard let role else { continue }
      table.types[index].role = role
      table.types[index].roleSource = .behaviour
      if role == .presenter { presenterOf[index] = index }
    }
    inferRolesFromHolders(isViewController: isViewController, isCell: isCell)
  }

  /// Whether a type's code makes a presenter (`LoginPresenter()`).
  private func makesPresenter(_ index: Int) -> Bool {
    table.types[index].calls.contains { call in
      call.receiver == nil && ModuleModel.isTypeName(call.callee)
        && table.lookUp(call.callee).map { table.types[$0].role == .presenter } == true
    }
  }

  /// Whether a type inherits or adopts a UI framework's class or protocol (`UIResponder`,
  /// `UIWindowSceneDelegate`, `UITableViewDataSource`).
  private func adoptsUIFrameworkTypes(_ index: Int) -> Bool {
    table.types[index].inherited.contains { name in
      UIFramework.allCases.contains { $0.owns(ModuleModel.lastComponent(name)) }
    }
  }

  /// The roles of classes named for none that the module's other roles wire in: a class a
  /// view holds that holds an interactor or a router is its presenter (a SwiftUI view's
  /// `@ObservedObject var presentor`, which holds no view), when the view holds no other
  /// presenter; a class a presenter holds that holds a presenter back is its interactor (an
  /// `Interacter` behind an `-able` protocol), when the presenter holds no other interactor.
  /// UI classes, classes that adopt a UI framework's protocols (a table's data source) and
  /// view models (``PassViewModelsToViews/viewModelSuffixes``) are none of these.
  private mutating func inferRolesFromHolders(isViewController: [Bool], isCell: [Bool]) {
    func isCandidate(_ index: Int) -> Bool {
      let type = table.types[index]
      guard type.role == nil, type.kind.isReference, !isViewController[index], !isCell[index],
        !type.name.utf8.contains(UInt8(ascii: ".")), !adoptsUIFrameworkTypes(index)
      else { return false }
      let last = ModuleModel.lastComponent(type.name)
      return !PassViewModelsToViews.viewModelSuffixes.contains(where: { last.hasSuffix($0) })
        && !ModuleModel.notARoleSuffixes.contains(where: { last.hasSuffix($0) })
    }
    func heldRoles(_ index: Int) -> Set<Role> {
      var roles: Set<Role> = []
      for property in table.types[index].properties {
        if let typeName = property.typeName, let role = table.role(ofTypeNamed: typeName) {
          roles.insert(role)
        }
      }
      return roles
    }
    // Presenters first: the interactors of the presenters found are found next.
    for (wanted, holderRole, heldBack, holderHasOwn) in [
      (Role.presenter, Role.view, [Role.interactor, .router], Role.presenter),
      (Role.interactor, Role.presenter, [Role.presenter], Role.interactor),
    ] {
      // The candidates the types of the holders' role hold.
      var holders: [Int: [Int]] = [:]
      for index in table.types.indices
      where table.types[index].kind != .protocol && table.types[index].role == holderRole {
        for property in table.types[index].properties {
          guard let typeName = property.typeName else { continue }
          for target in table.concreteTargets(of: typeName)
          where table.types[target].role == nil && isCandidate(target) {
            holders[target, default: []].append(index)
          }
        }
      }
      for index in holders.keys.sorted() where isCandidate(index) {
        let held = heldRoles(index)
        guard heldBack.contains(where: held.contains),
          !held.contains(.view), !held.contains(wanted),
          holders[index, default: []].contains(where: { !heldRoles($0).contains(holderHasOwn) })
        else { continue }
        table.types[index].role = wanted
        table.types[index].roleSource = .behaviour
        if wanted == .presenter { presenterOf[index] = index }
      }
    }
  }

  /// Whether a cell holds a presenter whose view it is: the presenter holds the cell (or a
  /// protocol it conforms to), or holds no view at all.
  private func holdsOwnPresenter(cell: Int) -> Bool {
    for property in table.types[cell].properties {
      guard let typeName = property.typeName, table.role(ofTypeNamed: typeName) == .presenter
      else { continue }
      for presenter in table.concreteTargets(of: typeName)
      where table.types[presenter].role == .presenter {
        var holdsAView = false
        for held in table.types[presenter].properties {
          guard let heldName = held.typeName else { continue }
          if table.concreteTargets(of: heldName).contains(cell) { return true }
          if table.role(ofTypeNamed: heldName) == .view { holdsAView = true }
        }
        if !holdsAView { return true }
      }
    }
    return false
  }

  // MARK: Grouping

  /// Finds the modules, and each type's stem, module and certainty.
  mutating func group() {
    assignStems()
    markBaseTypes()
    markScreenContainers()
    markSharedTypes()
    markFlowCoordinators()
    markScreensSharedByBuilders()
    joinSameStems()
    joinCreatedTogether()
    joinHeldRoles()
    linkContractImplementers()
    formModules()
    assignCertainty()
  }

  private func isModuleRole(_ index: Int) -> Bool {
    table.types[index].role?.isModuleRole == true && table.types[index].kind != .protocol
  }

  /// Marks the base classes of role types: one named as a base (`BaseRouter`,
  /// `AbstractPresenter`) or with no stem that a role type inherits, or one that role types of
  /// two stems inherit and whose own stem no other role type shares (a module's interactor
  /// that other modules subclass stays in its module).
  private mutating func markBaseTypes() {
    var stems: [Int: Set<String>] = [:]
    var stemCounts: [String: Int] = [:]
    for index in table.types.indices where table.types[index].role?.isModuleRole == true {
      if let stem = table.types[index].stem { stemCounts[stem, default: 0] += 1 }
      guard let base = table.superclass(of: index) else { continue }
      stems[base, default: []].insert(table.types[index].stem ?? table.types[index].name)
    }
    for (base, inheriting) in stems {
      let name = ModuleModel.lastComponent(table.types[base].name)
      guard let stem = table.types[base].stem, !name.hasPrefix("Base"),
        !name.hasPrefix("Abstract")
      else {
        isBase[base] = true
        continue
      }
      isBase[base] = inheriting.count >= 2 && stemCounts[stem, default: 0] <= 1
    }
  }

  /// Marks the containers modules wrap their screens in: a role type that is not a presenter,
  /// which code (of any type, a protocol extension's too) creates together with the one
  /// presenter of a screen, for two or more screens (each wireframe makes a
  /// `LazyHostingViewController<ItsView>` and its presenter), and whose own stem no other role
  /// type shares, is shared by those modules, as a base class is, and a member of none; so is a
  /// router whose methods build each screen with a new instance of itself (`let router =
  /// DefaultRouter(); let presenter = DetailPresenter(router: router)`). A module's own view
  /// that another module's router also creates is not: its stem is its presenter's.
  private mutating func markScreenContainers() {
    var stemCounts: [String: Int] = [:]
    for index in table.types.indices where isModuleRole(index) {
      if let stem = table.types[index].stem { stemCounts[stem, default: 0] += 1 }
    }
    var screensOf: [Int: Set<String>] = [:]
    for creator in table.types.indices
    where !table.types[creator].calls.isEmpty && !isPreview(creator) {
      var createdIn: [String: Set<Int>] = [:]
      for call in table.types[creator].calls {
        guard let function = call.function, let created = createdType(by: call),
          isModuleRole(created)
        else { continue }
        createdIn[function, default: []].insert(created)
      }
      for created in createdIn.values {
        let presenters = created.filter { table.types[$0].role == .presenter }
        guard presenters.count == 1, let presenter = presenters.first,
          let screen = table.types[presenter].stem
        else { continue }
        for other in created where other != presenter && table.types[other].stem != screen {
          screensOf[other, default: []].insert(screen)
        }
      }
    }
    for (container, screens) in screensOf where screens.count >= 2 && !isBase[container] {
      guard let stem = table.types[container].stem, stemCounts[stem, default: 0] <= 1 else {
        continue
      }
      isBase[container] = true
      linked[container] = true
    }
  }

  /// Marks the routers, interactors and builders shared by modules: one type that implements
  /// the router (or interactor, or builder) contracts of two or more modules (a `CoreRouter`
  /// with `extension CoreRouter: HomeRouter {}` and `extension CoreRouter: SettingsRouter {}`)
  /// is wired to all of them and a member of none, as a base class is.
  private mutating func markSharedTypes() {
    let shareable: Set<Role> = [.router, .interactor, .builder]
    // Only stems of screens count: `SubcategoriesAssembly`, which the categories screen's
    // assembly also implements, names no screen of its own.
    var screens: Set<String> = []
    for index in table.types.indices where isModuleRole(index) {
      if let stem = table.types[index].stem,
        table.types[index].role == .presenter || table.types[index].role == .view
      {
        screens.insert(stem)
      }
    }
    for index in table.types.indices where isModuleRole(index) {
      guard let role = table.types[index].role, shareable.contains(role) else { continue }
      var stems: Set<String> = []
      for name in table.types[index].inherited {
        guard let proto = table.lookUp(name), table.types[proto].kind == .protocol,
          table.types[proto].implementerRole == role, let stem = table.types[proto].stem,
          screens.contains(stem), !TypeTable.isCallback(name), !ModuleModel.isModuleInput(name)
        else { continue }
        stems.insert(stem)
      }
      // One that makes its own stem's screen (a wireframe that also stands in for the router
      // of a page it embeds) is that module's.
      if stems.count >= 2, !makesOwnScreen(index) {
        isBase[index] = true
        linked[index] = true
      }
    }
    // One router (or interactor) that roles of two or more screens hold as itself, and no
    // role of its own stem does (an app's `AppRouter` that every module's router wraps), is
    // theirs to share. A module's router that other modules' routers hold to open it is held
    // by its own presenter too; one held through a protocol several implement is one of them,
    // through a protocol only it implements (`let router: RoutingTrait`) itself.
    var holders: [Int: Set<String>] = [:]
    for holder in table.types.indices where isModuleRole(holder) {
      guard let holderStem = table.types[holder].stem else { continue }
      for property in table.types[holder].properties {
        for typeName in table.heldTypeNames(of: property) {
          guard var target = table.lookUp(typeName) else { continue }
          if table.types[target].kind == .protocol, table.implementers[target].count == 1 {
            target = table.implementers[target][0]
          }
          guard target != holder, isModuleRole(target),
            let role = table.types[target].role, role == .router || role == .interactor
          else { continue }
          holders[target, default: []].insert(holderStem)
        }
      }
    }
    // A type named by its role alone (`Router`, the app's one navigator) has no stem: no role
    // of its own module holds it.
    for (index, stems) in holders where !isBase[index] {
      guard table.types[index].stem.map({ !stems.contains($0) }) ?? true,
        stems.intersection(screens).count >= 2
      else { continue }
      isBase[index] = true
      linked[index] = true
    }
  }

  /// Whether a type creates a view or presenter of its own stem (`SlideShowWireframe` making
  /// `SlideShowPresenter`): it builds that module's screen.
  private func makesOwnScreen(_ index: Int) -> Bool {
    guard let stem = table.types[index].stem else { return false }
    return table.types[index].calls.contains { call in
      guard let created = createdType(by: call), table.types[created].stem == stem,
        let role = table.types[created].role
      else { return false }
      return role == .view || role == .presenter
    }
  }

  /// Marks flow coordinators: a router whose code builds the screens of two or more modules
  /// (it calls or creates their builders: `CategoryListModule().build(...)` and
  /// `TaskListModule().build(...)`), none of its own stem, and that no view, presenter or
  /// interactor holds, directly or through a protocol it implements, is the flow's, shared by
  /// the modules it builds and a member of none, though code creates it together with a
  /// module's coordinator. Those modules reach it through closures or delegates it hands
  /// them; a module's own router is held by its presenter (or view), or builds its module.
  private mutating func markFlowCoordinators() {
    // The routers that build two or more modules, none of their own stem, first: few are.
    var flows: Set<Int> = []
    for index in table.types.indices
    where isModuleRole(index) && table.types[index].role == .router && !isBase[index] {
      var built: Set<String> = []
      for call in table.types[index].calls {
        let named = createdType(by: call) ?? call.receiver.flatMap { table.lookUp($0) }
        guard let builder = named, builder != index, table.types[builder].role == .builder,
          let stem = table.types[builder].stem
        else { continue }
        built.insert(stem)
      }
      // One that builds its own stem's module (`HomeCoordinator` makes Home's screen, then
      // the detail it pushes) is that module's.
      if built.count >= 2, table.types[index].stem.map(built.contains) != true {
        flows.insert(index)
      }
    }
    guard !flows.isEmpty else { return }
    for holder in table.types.indices where isModuleRole(holder) && !flows.isEmpty {
      guard let role = table.types[holder].role,
        role == .view || role == .presenter || role == .interactor
      else { continue }
      for property in table.types[holder].properties {
        for typeName in table.heldTypeNames(of: property) {
          guard let target = table.lookUp(typeName) else { continue }
          if table.types[target].kind == .protocol {
            flows.subtract(table.implementers[target])
          } else {
            flows.remove(target)
          }
        }
      }
    }
    for index in flows {
      isBase[index] = true
      linked[index] = true
    }
  }

  /// A module is what one builder makes. A presenter that builders of two or more other stems
  /// each create, as the one presenter they create (one generic `SearchListPresenter` that
  /// `DishesListAssembly` and `IngredientsListAssembly` each wire to a router of their own), is
  /// the code of several screens, each builder's: the presenter, and every type two of those
  /// builders create (its view, a generic interactor), is shared, as a base class is, and each
  /// builder anchors a module of its own with what it alone creates. Builders of the
  /// presenter's own stem (a configurator beside a module builder) make that one module; a
  /// builder that creates several presenters (an app's one `CoreBuilder`) is no screen's.
  private mutating func markScreensSharedByBuilders() {
    var buildersOf: [Int: Set<Int>] = [:]
    var createdBy: [Int: Set<Int>] = [:]
    for builder in table.types.indices
    where table.types[builder].role == .builder && isModuleRole(builder) && !isPreview(builder) {
      for call in table.types[builder].calls {
        guard let created = createdType(by: call), created != builder, isModuleRole(created)
        else { continue }
        createdBy[builder, default: []].insert(created)
        if table.types[created].role == .presenter {
          buildersOf[created, default: []].insert(builder)
        }
      }
    }
    let presentersMade = createdBy.mapValues { created in
      created.filter { table.types[$0].role == .presenter }.count
    }
    for (presenter, builders) in buildersOf.sorted(by: { $0.key < $1.key }) {
      let own = table.types[presenter].stem
      let others = builders.filter { builder in
        table.types[builder].stem.map { $0 != own } == true && presentersMade[builder] == 1
      }
      guard Set(others.compactMap { table.types[$0].stem }).count >= 2 else { continue }
      var creations: [Int: Int] = [:]
      for builder in others {
        for created in createdBy[builder] ?? [] { creations[created, default: 0] += 1 }
      }
      for (created, count) in creations where count >= 2 || created == presenter {
        isBase[created] = true
        linked[created] = true
      }
      for builder in others {
        screenBuilders.insert(builder)
        linked[builder] = true
      }
    }
  }

  private mutating func assignStems() {
    for index in table.types.indices {
      if table.types[index].kind == .protocol {
        table.types[index].stem = naming.stem(ofProtocol: table.types[index].name)
      } else if isModuleRole(index), table.types[index].roleSource != .folder,
        !table.types[index].name.utf8.contains(UInt8(ascii: "."))
          // A role in a module's namespace (`LoginModule.Presenter`) has its name's stem.
          || table.types[index].roleSource == .name
      {
        table.types[index].stem = naming.stem(ofType: table.types[index].name)
      }
    }
  }

  private mutating func find(_ index: Int) -> Int {
    var root = index
    while parent[root] != root { root = parent[root] }
    var node = index
    while parent[node] != root {
      let next = parent[node]
      parent[node] = root
      node = next
    }
    return root
  }

  /// Joins the components of two types, unless each already has a presenter. A base class is
  /// joined to none: it is shared, and wired, but a member of no module.
  @discardableResult
  private mutating func join(_ lhs: Int, _ rhs: Int) -> Bool {
    if isBase[lhs] || isBase[rhs] { return true }
    let left = find(lhs)
    let right = find(rhs)
    if left == right { return true }
    if presenterOf[left] >= 0 && presenterOf[right] >= 0 { return false }
    parent[right] = left
    presenterOf[left] = max(presenterOf[left], presenterOf[right])
    return true
  }

  private mutating func joinSameStems() {
    var first: [String: Int] = [:]
    // The roles of a module's namespace (`Map.Presenter`, `Map.Router`) share a stem among
    // themselves: `MapViewController` beside them is another type, whatever its name says.
    var namespaces: [Int: String] = [:]
    for index in table.types.indices
    where table.types[index].roleSource == .name && naming.isNestedRoleName(table.types[index].name)
    {
      let name = table.types[index].name
      if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
        namespaces[index] = String(Substring(name.utf8[..<dot]))
      }
    }
    // A shared type (a base, a flow's coordinator named for one of its screens) joins no stem:
    // were it first, the stem's other types would join nothing.
    for index in table.types.indices where isModuleRole(index) && !isBase[index] {
      guard var stem = table.types[index].stem else { continue }
      if let namespace = namespaces[index] { stem += "\u{0}" + namespace }
      if let existing = first[stem] { join(existing, index) } else { first[stem] = index }
    }
  }

  /// The roles whose types are wired to each other inside a module.
  static func wires(_ lhs: Role, _ rhs: Role) -> Bool {
    switch (lhs, rhs) {
    case (.view, .presenter), (.presenter, .view), (.presenter, .interactor),
      (.interactor, .presenter), (.presenter, .router), (.router, .presenter),
      (.router, .view), (.view, .router), (.view, .interactor), (.interactor, .view):
      true
    default: false
    }
  }

  /// The role types a call creates: `UsersPresenter(...)` makes a `UsersPresenter`.
  private func createdType(by call: CallFacts) -> Int? {
    guard ModuleModel.isTypeName(call.callee), let created = table.lookUp(call.callee),
      table.types[created].kind != .protocol, table.types[created].kind != .extension
    else { return nil }
    return created
  }

  /// Whether a type is a SwiftUI preview (`PreviewProvider`) or declared in one: what it
  /// creates is a sample for the canvas, not the app's wiring.
  private func isPreview(_ index: Int) -> Bool {
    var name = table.types[index].name
    for _ in 0..<8 {
      if let type = table.lookUp(name),
        table.types[type].inherited.contains(where: {
          ModuleModel.lastComponent($0) == "PreviewProvider"
        })
      {
        return true
      }
      guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
      name = String(Substring(name.utf8[..<dot]))
    }
    return false
  }

  private mutating func joinCreatedTogether() {
    let screenRoles: Set<Role> = [.view, .presenter, .interactor, .router]
    for creator in table.types.indices
    where !table.types[creator].calls.isEmpty && !isPreview(creator) {
      var createdIn: [String: Set<Int>] = [:]
      var createsRoles = false
      for call in table.types[creator].calls {
        guard let created = createdType(by: call), let role = table.types[created].role,
          screenRoles.contains(role)
        else { continue }
        createsRoles = true
        if let function = call.function {
          createdIn[function, default: []].insert(created)
        }
      }
      // A builder, or a router with a static `createModule()`, that creates screen roles is
      // wired to them; a view it obtains by a cast where it creates the other roles is
      // created with them (a storyboard's, `instantiateInitialViewController() as! NewsView`).
      let role = table.types[creator].role
      if createsRoles, role == .builder || role == .router {
        linked[creator] = true
        for cast in table.types[creator].forceCasts {
          guard let function = cast.function, createdIn[function] != nil,
            let view = table.lookUp(cast.name), table.types[view].role == .view,
            table.types[view].kind != .protocol
          else { continue }
          createdIn[function, default: []].insert(view)
        }
      }
      for function in createdIn.keys.sorted() {
        let created = createdIn[function, default: []].sorted()
        guard created.count >= 2 else { continue }
        // A composition root that makes several modules at once joins none of them: a builder
        // makes one of each role, an app's coordinator that starts a tab's router for each of
        // its tabs makes several routers.
        let roles = created.compactMap { table.types[$0].role }
        guard Set(roles).count == roles.count else { continue }
        for other in created.dropFirst() {
          linked[created[0]] = true
          linked[other] = true
          join(created[0], other)
        }
      }
    }
  }

  private mutating func joinHeldRoles() {
    let shared = viewsHeldAcrossModules()
    for holder in table.types.indices where isModuleRole(holder) {
      guard let role = table.types[holder].role, role != .builder else { continue }
      for property in table.types[holder].properties {
        for typeName in table.heldTypeNames(of: property) {
          joinHeld(typeName, by: holder, role: role, sharedViews: shared)
        }
      }
    }
  }

  /// The views that the presenters or routers of two or more stems hold, none of them the
  /// view's own (a tab bar controller each tab's presenter keeps to switch tabs): the modules'
  /// shared screen, wired to them but a member of none.
  private func viewsHeldAcrossModules() -> Set<Int> {
    var stems: [Int: Set<String>] = [:]
    for holder in table.types.indices where isModuleRole(holder) {
      guard let role = table.types[holder].role, role == .presenter || role == .router,
        let stem = table.types[holder].stem
      else { continue }
      for property in table.types[holder].properties {
        for typeName in table.heldTypeNames(of: property) {
          for target in table.concreteTargets(of: typeName)
          where table.types[target].role == .view && table.types[target].kind != .protocol
            && table.types[target].stem != stem
          {
            stems[target, default: []].insert(stem)
          }
        }
      }
    }
    return Set(stems.filter { $0.value.count > 1 }.keys)
  }

  /// Joins a holder to the role type a name its property holds stands for, if the two roles
  /// are wired to each other.
  private mutating func joinHeld(
    _ typeName: String, by holder: Int, role: Role, sharedViews: Set<Int>
  ) {
    let candidates = table.concreteTargets(of: typeName).filter { target in
      target != holder && table.types[target].role.map { Self.wires(role, $0) } == true
    }
    guard let target = pick(candidates, for: holder) else { return }
    linked[holder] = true
    linked[target] = true
    // A coordinator held by a presenter opens flows for it; it is no member of its module.
    if isCoordinator(holder) || isCoordinator(target) { return }
    if sharedViews.contains(target) {
      uses[holder, default: []].insert(target)
      return
    }
    if !join(holder, target) { uses[holder, default: []].insert(target) }
  }

  /// The one type a reference means: the only candidate, else the only one in the holder's
  /// component, else the only one that shares its stem.
  private mutating func pick(_ candidates: [Int], for holder: Int) -> Int? {
    if candidates.count == 1 { return candidates[0] }
    guard candidates.count > 1 else { return nil }
    let root = find(holder)
    var same: [Int] = []
    for candidate in candidates where find(candidate) == root { same.append(candidate) }
    if same.count == 1 { return same[0] }
    guard let stem = table.types[holder].stem else { return nil }
    let named = candidates.filter { table.types[$0].stem == stem }
    return named.count == 1 ? named[0] : nil
  }

  /// A type that conforms to a contract protocol another role holds is wired through it.
  private mutating func linkContractImplementers() {
    var held: Set<Int> = []
    for holder in table.types.indices where table.types[holder].role != nil {
      for property in table.types[holder].properties {
        guard let typeName = property.typeName else { continue }
        for name in [typeName] + (table.alias(typeName) ?? []) {
          if let proto = table.lookUp(name), table.types[proto].kind == .protocol {
            held.insert(proto)
          }
        }
      }
    }
    for proto in held {
      guard let role = table.types[proto].implementerRole else { continue }
      for implementer in table.implementers[proto] where table.types[implementer].role == role {
        linked[implementer] = true
      }
    }
    // A name and a contract that agree are two hints that say the same: `UsersRouter:
    // UsersRouterInput`.
    for index in table.types.indices where isModuleRole(index) && !linked[index] {
      guard let stem = table.types[index].stem, let role = table.types[index].role else {
        continue
      }
      linked[index] = table.types[index].inherited.contains { name in
        guard let proto = table.lookUp(name), table.types[proto].kind == .protocol else {
          return false
        }
        return table.types[proto].stem == stem && table.types[proto].implementerRole == role
      }
    }
  }

  /// Folders that name no module: role folders, and the layers and kinds most apps have.
  static let genericFolders: Set<String> = [
    "", ".", "App", "Application", "Application Logic", "Base", "Classes", "Common",
    "Components", "Contracts", "Core", "Extension", "Extensions", "Feature", "Features", "Flows",
    "Helpers", "Interface", "Module", "Module Interface", "Modules", "Presentation",
    "Protocols", "Scene", "Scenes", "Screens", "Shared", "Source", "Sources", "UI",
    "User Interface", "Utilities", "Utils",
  ]

  private mutating func formModules() {
    var components: [Int: [Int]] = [:]
    for index in table.types.indices where isModuleRole(index) && !isBase[index] {
      components[find(index), default: []].append(index)
    }
    var found: [(name: String, members: [Int])] = []
    var taken: Set<String> = []
    // A screen with a presenter keeps its name when a group without one has the same (a
    // `MapViewController` of no module beside the `Map` namespace's roles).
    let sortedRoots = components.keys.sorted()
    let withPresenter = sortedRoots.filter { root in
      components[root, default: []].contains { table.types[$0].role == .presenter }
    }
    let presenterRoots = Set(withPresenter)
    for root in withPresenter + sortedRoots.filter({ !presenterRoots.contains($0) }) {
      let members = components[root, default: []]
      let roles = members.compactMap { table.types[$0].role }
      // Views alone (a tab bar over a list of screens, a view and its subview) are a screen
      // of no module: what they show belongs to whoever builds them. So is a view with only a
      // builder or a router (a plain view controller and its factory, a routing library's
      // generic container view beside its router protocol's mock): a module's logic lives in
      // its presenter, or in the interactor beside its view.
      // A builder that assembles a shared presenter into a screen of its own makes a module,
      // alone if need be.
      let assemblesScreen = members.contains(where: screenBuilders.contains)
      guard
        roles.contains(.presenter) || (roles.contains(.view) && roles.contains(.interactor))
          || assemblesScreen,
        members.count >= 2 || assemblesScreen
          || members.contains(where: { table.types[$0].roleSource == .viperKit })
      else { continue }
      var name = moduleName(of: members)
      if taken.contains(name) {
        name += " (\(members.map { table.types[$0].name }.sorted()[0]))"
      }
      taken.insert(name)
      found.append((name, members))
    }
    for (name, members) in found {
      for member in members { table.types[member].module = name }
    }
    // A wired type of no module that implements a module's contract in its role belongs to
    // that module: `AddAccount.AccountConfirmWireframe`, the wireframe the AccountConfirm
    // screen uses inside a flow.
    var joined: [String: [Int]] = [:]
    for index in table.types.indices
    where isModuleRole(index) && !isBase[index] && table.types[index].module.isEmpty
      && linked[index]
    {
      let modules = Set(
        table.types[index].inherited.compactMap { name -> String? in
          guard let proto = table.lookUp(name), table.types[proto].kind == .protocol,
            table.types[proto].implementerRole == table.types[index].role,
            let stem = table.types[proto].stem, taken.contains(stem)
          else { return nil }
          return stem
        })
      if modules.count == 1, let module = modules.first {
        table.types[index].module = module
        joined[module, default: []].append(index)
      }
    }
    for (position, entry) in found.enumerated() {
      found[position].members += joined[entry.name] ?? []
    }
    // Protocols: the module their stem names, else the one module their implementers are in.
    for index in table.types.indices where table.types[index].kind == .protocol {
      if let stem = table.types[index].stem, taken.contains(stem) {
        table.types[index].module = stem
        continue
      }
      let modules = Set(
        table.implementers[index].map { table.types[$0].module }.filter { !$0.isEmpty })
      if modules.count == 1, let module = modules.first { table.types[index].module = module }
    }
    var contracts: [String: [String]] = [:]
    for type in table.types where type.kind == .protocol && !type.module.isEmpty {
      contracts[type.module, default: []].append(type.name)
    }
    let usedRoles: Set<Role> = [.view, .presenter, .interactor]
    modules = found.map { name, members in
      var used: Set<String> = []
      for member in members {
        for target in uses[member] ?? [] where table.types[target].module != name {
          if let role = table.types[target].role, usedRoles.contains(role) {
            used.insert(table.types[target].name)
          }
        }
      }
      return Module(
        name: name, members: members.map { table.types[$0].name }.sorted(),
        contracts: (contracts[name] ?? []).sorted(), used: used.sorted())
    }.sorted { $0.name < $1.name }
  }

  /// The stem of the presenter, else of a view (a role named by its suffix alone inside a
  /// namespace, `Map.Presenter`, has the namespace's name), else the most common one; else the
  /// nearest folder that is not a role or layer folder; else the first type's name.
  private func moduleName(of members: [Int]) -> String {
    for role in [Role.presenter, .view] {
      let stems = members.filter { table.types[$0].role == role }.compactMap {
        table.types[$0].stem ?? namespace(ofSuffixNamed: table.types[$0].name)
      }
      if let stem = stems.sorted().first { return stem }
    }
    var counts: [String: Int] = [:]
    for member in members {
      if let stem = table.types[member].stem { counts[stem, default: 0] += 1 }
    }
    if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return best.key }
    let anchor =
      members.first { table.types[$0].role == .presenter }
      ?? members.first { table.types[$0].role == .view } ?? members[0]
    let folders = paths[anchor].split(separator: "/").dropLast().map(String.init)
    for folder in folders.reversed()
    where !Self.genericFolders.contains(folder) && naming.folders[folder] == nil {
      return folder
    }
    return ModuleModel.lastComponent(table.types[anchor].name)
  }

  /// `Map` for `Map.Presenter` or `Places.Map.View`: the enclosing type's name when the last
  /// component is a role's suffix alone.
  private func namespace(ofSuffixNamed name: String) -> String? {
    let components = name.split(separator: ".")
    guard components.count >= 2, let last = components.last,
      naming.typeSuffixes[String(last)] != nil
    else { return nil }
    return String(components[components.count - 2])
  }

  private mutating func assignCertainty() {
    // A framework's base class wires what inherits it (Viperit's `Presenter` by naming
    // convention, at run time), and with it the module's other roles of the same stem.
    var conventionWired: Set<String> = []
    for type in table.types where !type.module.isEmpty && type.inheritedRole != nil {
      if type.inheritedRole == type.role { conventionWired.insert(type.module) }
    }
    for index in table.types.indices {
      guard let role = table.types[index].role else { continue }
      let source = table.types[index].roleSource
      let module = table.types[index].module
      if source == .viperKit {
        table.types[index].certainty = .declared
      } else if linked[index] || table.types[index].inheritedRole == role
        || (!module.isEmpty && conventionWired.contains(module) && role.isModuleRole
          && table.types[index].stem == module)
      {
        table.types[index].certainty = .wired
      } else if !role.isModuleRole && source == .name {
        // An entity or a service needs no wiring: `UserEntity` and `UserDTO` say what they are.
        table.types[index].certainty = .wired
      } else {
        table.types[index].certainty = .guessed
      }
    }
  }
}
