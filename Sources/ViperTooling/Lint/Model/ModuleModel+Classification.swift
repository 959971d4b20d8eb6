extension ModuleModel {
  /// The roles and implementers of a codebase's types: what depends on declarations only
  /// (names, kinds, conformances, folders), so files read for their declarations can be
  /// classified before anything else is known of them.
  ///
  /// A role comes from, in order: conformance to a ViperKit role protocol; the name's suffix
  /// (unless the type is a UIKit or AppKit widget: a `NetworkFeeView: UIView` is no VIPER
  /// view); conformance to a contract protocol whose implementers play a role; the folder.
  /// What a type holds and what it is wired to are read later, by the model.
  ///
  /// Works on a table of types by number: classification asks hundreds of thousands of
  /// questions of a large codebase, and looking names up or copying a ``ModelType`` out of a
  /// dictionary for each costs more than the questions.
  struct Classification: Sendable {
    private(set) var shapes: [Shape] = []
    private var indexByName: [String: Int] = [:]
    /// The concrete types that conform to each protocol (see ``ModuleModel/implementers``).
    private(set) var implementers: [String: [String]] = [:]
    /// For each file, the types its declarations and extensions are part of.
    private var shapesOfFile: [[Int]] = []
    /// The conformances extensions add to classes the codebase does not declare, by name.
    private var frameworkConformances: [String: [String]] = [:]

    /// Classifies the types declared in `files`.
    init(files: [FileFacts], naming: RoleNaming) {
      let files = NamespaceScope.qualified(files, naming: naming)
      let declarations = files.reduce(0) { $0 + $1.types.count }
      indexByName.reserveCapacity(declarations)
      shapes.reserveCapacity(declarations)
      shapesOfFile = Array(repeating: [], count: files.count)
      var extensions: [(file: Int, name: String, inherited: [String])] = []
      for file in files.indices where !files[file].types.isEmpty {
        let declared = files[file].types
        let folder = ModuleModel.folderName(of: files[file].path)
        for index in declared.indices {
          let kind = declared[index].kind
          if kind == .extension {
            extensions.append((file, declared[index].name, declared[index].inherited))
          } else if let existing = indexByName[declared[index].name] {
            shapes[existing].inherited += declared[index].inherited
            shapes[existing].hasCases = shapes[existing].hasCases || !declared[index].cases.isEmpty
            shapesOfFile[file].append(existing)
          } else {
            indexByName[declared[index].name] = shapes.count
            shapesOfFile[file].append(shapes.count)
            var shape = Shape(
              name: declared[index].name, kind: kind, inherited: declared[index].inherited,
              folder: folder)
            shape.hasCases = !declared[index].cases.isEmpty
            shapes.append(shape)
          }
        }
      }
      for (file, name, inherited) in extensions {
        guard let target = ModuleModel.lookUp(name, in: indexByName) else {
          // A framework's class made to conform (`extension UIViewController: Modulable`):
          // the codebase's subclasses of it conform too.
          if !inherited.isEmpty {
            frameworkConformances[ModuleModel.lastComponent(name), default: []] += inherited
          }
          continue
        }
        // Only an extension's conformances matter to classification.
        if !inherited.isEmpty { shapes[target].inherited += inherited }
        shapesOfFile[file].append(target)
      }
      // A conformance written through a type alias (`HomeRouter: BaseRouter, HomeRouter.Routes`
      // with `typealias Routes = HomeRoute`) is to what the alias names.
      var aliases: [String: [String]] = [:]
      for file in files {
        for alias in file.typeAliases where !alias.targets.isEmpty {
          aliases[alias.name] = alias.targets
        }
      }
      for index in shapes.indices {
        var extra: [Parent] = []
        shapes[index].parents = shapes[index].inherited.map { parent in
          let last = ModuleModel.lastComponent(parent)
          if let found = ModuleModel.lookUp(parent, in: indexByName) {
            return Parent(index: found, viperKitRole: ModuleModel.roleProtocols[last])
          }
          guard let named = aliases[parent] ?? aliases[last] else {
            return Parent(index: -1, viperKitRole: ModuleModel.roleProtocols[last])
          }
          let resolved = named.map { target in
            Parent(
              index: ModuleModel.lookUp(target, in: indexByName) ?? -1,
              viperKitRole: ModuleModel.roleProtocols[ModuleModel.lastComponent(target)])
          }
          extra += resolved.dropFirst()
          return resolved[0]
        }
        shapes[index].parents += extra
      }
      let implementing = computeImplementers()
      classify(implementing: implementing, naming: naming)
    }

    /// The number of types.
    var count: Int { shapes.count }

    /// A digest of what grouping reads of a file beyond what classification reads (the roles a
    /// type's stored properties hold, the types its calls create or call by name, its force
    /// casts, its type aliases), by order rather than line: an edit of a body that moves lines
    /// but creates and names what it did keeps it. Files with the same digests group alike.
    static func groupingDigest(of facts: FileFacts) -> ContentHash {
      var bytes: [UInt8] = []
      func add(_ text: String, _ separator: UInt8) {
        bytes += text.utf8
        bytes.append(separator)
      }
      for alias in facts.typeAliases {
        add(alias.name, 1)
        for target in alias.targets { add(target, 2) }
        for element in alias.tupleElements { add(element.label + ":" + element.typeName, 3) }
      }
      for type in facts.types {
        add(type.name, 4)
        for property in type.properties {
          add(property.name, 5)
          add(property.typeName ?? "", 6)
          for argument in property.typeArguments { add(argument, 7) }
          add(
            property.ownership.rawValue + (property.wrapper ?? "")
              + (property.isPrivate ? "p" : ""), 8)
          // `let database = Database.shared`: the service a service holds.
          if property.typeName == nil, let value = property.initialValues.first {
            add(value, 14)
          }
        }
        // `let worker = Worker.shared.category` in a presenter: the services it reaches.
        for local in type.locals {
          if let first = local.value.first, ModuleModel.isTypeName(first) { add(first, 15) }
        }
        // Functions by their order of appearance, not their line.
        var ordinals: [String: Int] = [:]
        func ordinal(_ function: String?) -> String {
          guard let function else { return "-" }
          if let known = ordinals[function] { return String(known) }
          ordinals[function] = ordinals.count
          return String(ordinals.count - 1)
            + (function.split(separator: "@").first.map(String.init) ?? "")
        }
        for call in type.calls
        where ModuleModel.isTypeName(call.callee)
          || call.receiver.map(ModuleModel.isTypeName) == true
        {
          add(call.callee, 9)
          add(call.receiver ?? "", 10)
          add(ordinal(call.function), 11)
        }
        for cast in type.forceCasts {
          add(cast.name, 12)
          add(ordinal(cast.function), 13)
        }
      }
      return ContentHash(bytes)
    }

    /// A digest of what classification reads of a file: its folder, and each type's name,
    /// kind, inheritance, whether it has cases and whether it is private. Files with the same digests classify alike.
    static func digest(of facts: FileFacts) -> ContentHash {
      var bytes = Array(ModuleModel.folderName(of: facts.path).utf8)
      for type in facts.types {
        bytes.append(0)
        bytes += type.name.utf8
        bytes.append(1)
        bytes += type.kind.rawValue.utf8
        for parent in type.inherited {
          bytes.append(2)
          bytes += parent.utf8
        }
        bytes.append(type.cases.isEmpty ? 3 : 4)
        // A private declaration is not merged with a namesake of another file.
        if type.isPrivate { bytes.append(5) }
      }
      return ContentHash(bytes)
    }

    /// The index of the type a name (as written) refers to; `exactly`: the qualified name only.
    func index(named name: String, exactly: Bool = false) -> Int? {
      exactly ? indexByName[name] : ModuleModel.lookUp(name, in: indexByName)
    }

    /// The role of the type a name refers to (``ModuleModel/type(named:)``'s role).
    func role(ofTypeNamed name: String) -> Role? {
      index(named: name).flatMap { shapes[$0].role }
    }

    /// Whether a type the file at `index` (of the files classified) declares or extends has a
    /// role that `matches`.
    func file(_ index: Int, holdsA matches: (Role) -> Bool) -> Bool {
      shapesOfFile[index].contains { shapes[$0].role.map(matches) ?? false }
    }

    /// Whether the linter must read the bodies of the file at `index`: it declares or extends
    /// a type whose role has body rules, or extends a protocol routers adopt (a mixin whose
    /// default methods open other modules).
    func fileNeedsBodies(_ index: Int) -> Bool {
      shapesOfFile[index].contains { shape in
        shapes[shape].role?.hasBodyRules == true
          || (shapes[shape].kind == .protocol && shapes[shape].implementerRole == .router)
      }
    }

    /// For every type, the concrete types conforming to it directly or through protocol
    /// inheritance (empty unless it is a protocol); fills `implementers` by name.
    private mutating func computeImplementers() -> [[Int]] {
      var protocolChildren = Array(repeating: [Int](), count: shapes.count)
      var direct = Array(repeating: [Int](), count: shapes.count)
      for index in shapes.indices {
        let isProtocol = shapes[index].kind == .protocol
        for parent in shapes[index].parents where parent.index >= 0 {
          if isProtocol {
            protocolChildren[parent.index].append(index)
          } else {
            direct[parent.index].append(index)
          }
        }
      }
      // A class conforms to what its superclasses conform to: a declared superclass's
      // conformances, and those extensions add to the framework class the chain ends in.
      for index in shapes.indices where shapes[index].kind == .class {
        var seen: Set<Int> = [index]
        var current = index
        while let superclass = shapes[current].parents.first {
          guard superclass.index >= 0 else {
            guard !frameworkConformances.isEmpty else { break }
            for name in frameworkConformances[
              ModuleModel.lastComponent(shapes[current].inherited[0])] ?? []
            {
              if let proto = ModuleModel.lookUp(name, in: indexByName),
                shapes[proto].kind == .protocol
              {
                direct[proto].append(index)
              }
            }
            break
          }
          guard shapes[superclass.index].kind == .class, seen.insert(superclass.index).inserted
          else { break }
          for parent in shapes[superclass.index].parents
          where parent.index >= 0 && shapes[parent.index].kind == .protocol {
            direct[parent.index].append(index)
          }
          current = superclass.index
        }
      }
      var result = Array(repeating: [Int](), count: shapes.count)
      var names: [String: [String]] = [:]
      for index in shapes.indices where shapes[index].kind == .protocol {
        var seen: Set<Int> = [index]
        var queue = [index]
        var found: Set<Int> = []
        while let next = queue.popLast() {
          found.formUnion(direct[next])
          for child in protocolChildren[next] where seen.insert(child).inserted {
            queue.append(child)
          }
        }
        let sorted = found.map { shapes[$0].name }.sorted()
        names[shapes[index].name] = sorted
        result[index] = found.sorted()
      }
      implementers = names
      return result
    }

    /// The ViperKit role protocol a type conforms to, directly or through a protocol of the
    /// model. `known` remembers each protocol's answer: protocol hierarchies share ancestors,
    /// and walking them again for every conforming type is exponential in their depth.
    private func viperKitRole(of index: Int, known: inout [Int: Role?], depth: Int = 0) -> Role? {
      guard depth < 16 else { return nil }
      for parent in shapes[index].parents {
        if let role = parent.viperKitRole { return role }
        guard parent.index >= 0, parent.index != index, shapes[parent.index].kind == .protocol
        else { continue }
        let role: Role?
        if let answer = known[parent.index] {
          role = answer
        } else {
          role = viperKitRole(of: parent.index, known: &known, depth: depth + 1)
          known[parent.index] = role
        }
        if let role { return role }
      }
      return nil
    }

    /// Whether a class descends from a UIKit or AppKit widget (`UIView`, `UITableViewCell`,
    /// `NSControl`), directly or through classes of the model; view controllers are no widgets.
    func isWidget(_ index: Int) -> Bool {
      descends(index, fromA: UIFramework.isWidgetClass)
    }

    /// Whether a class descends from a UIKit or AppKit table or collection cell, directly or
    /// through classes of the model.
    func isCell(_ index: Int) -> Bool {
      descends(index, fromA: UIFramework.isCellClass)
    }

    /// Whether a class descends from a UIKit or AppKit view controller, directly or through
    /// classes of the model.
    func isViewController(_ index: Int) -> Bool {
      descends(index, fromA: UIFramework.isViewControllerClass)
    }

    /// Whether a type may be a view for ``NoUnusedUIFrameworkImports``: it or a class of its
    /// superclass chain has the view role, or the chain ends in a view class the codebase does
    /// not declare (a UI framework's, a package's named for a widget or a controller).
    func mayBeView(_ index: Int, depth: Int = 0) -> Bool {
      if shapes[index].role == .view { return true }
      guard depth < 16, shapes[index].kind == .class, let superclass = shapes[index].parents.first
      else { return false }
      if superclass.index >= 0 {
        return superclass.index != index && mayBeView(superclass.index, depth: depth + 1)
      }
      return NoUnusedUIFrameworkImports.isViewSuperclass(shapes[index].inherited[0])
    }

    /// Whether a class's superclass chain, followed through the classes of the model, ends in
    /// a framework class that `matches`.
    private func descends(_ index: Int, fromA matches: (String) -> Bool, depth: Int = 0) -> Bool {
      guard depth < 16, shapes[index].kind == .class, let superclass = shapes[index].parents.first
      else { return false }
      if superclass.index >= 0 {
        return superclass.index != index
          && descends(superclass.index, fromA: matches, depth: depth + 1)
      }
      return matches(shapes[index].inherited[0])
    }

    /// The roles a base class gives the classes that inherit it.
    static let inheritableRoles: Set<Role> = [.presenter, .interactor, .router]

    /// The role a class's superclass chain gives (see ``ModelType/inheritedRole``).
    private func inheritedRole(
      of index: Int, naming: RoleNaming, known: inout [Int: Role?], depth: Int = 0
    ) -> Role? {
      if let answer = known[index] { return answer }
      guard depth < 16, shapes[index].kind == .class, let superclass = shapes[index].parents.first
      else { return nil }
      var role: Role?
      if superclass.index >= 0 {
        let parent = superclass.index
        if parent != index, shapes[parent].kind == .class {
          // A framework in the same tree: its base class named for the role (`Presenter`)
          // gives it as a framework's would from outside, though the name alone makes the
          // base class itself no role.
          let named = naming.typeSuffixes[ModuleModel.lastComponent(shapes[parent].name)]
          role =
            (shapes[parent].role ?? named).flatMap { Self.inheritableRoles.contains($0) ? $0 : nil }
            ?? inheritedRole(of: parent, naming: naming, known: &known, depth: depth + 1)
        }
      } else {
        let name = ModuleModel.lastComponent(shapes[index].inherited[0])
        if !UIFramework.isViewControllerClass(name), !UIFramework.isWidgetClass(name) {
          role = naming.typeSuffixes[name] ?? naming.roleSuffix(of: name)?.role
        }
        if let found = role, !Self.inheritableRoles.contains(found) { role = nil }
      }
      known[index] = role
      return role
    }

    private mutating func classify(implementing: [[Int]], naming: RoleNaming) {
      var known: [Int: Role?] = [:]
      // A module's namespace: a struct or caseless enum in which each role is declared under
      // its role's word alone (`LoginModule.Presenter`, `LoginModule.Router`).
      var namespaces: Set<String>?
      func isNamespacedRole(_ name: String) -> Bool {
        guard naming.isNestedRoleName(name) else { return false }
        if namespaces == nil {
          namespaces = Set(
            shapes.lazy.filter { ($0.kind == .struct || $0.kind == .enum) && !$0.hasCases }
              .map(\.name))
        }
        let outer = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? ""
        return namespaces?.contains(outer) == true
      }
      // 1 and 2: ViperKit conformance, then the name.
      for index in shapes.indices where shapes[index].kind != .protocol {
        let name = shapes[index].name
        if let role = viperKitRole(of: index, known: &known) {
          shapes[index].role = role
          shapes[index].roleSource = .viperKit
        } else if !name.utf8.contains(UInt8(ascii: ".")) || isNamespacedRole(name),
          !shapes[index].hasCases, let role = naming.roleSuffix(of: name)?.role
        {
          // Nested types (`Row.ScopesView`) are helpers of their parent, not module roles,
          // unless the parent is a module's namespace; an
          // enum with cases (`enum DataView { case log, map }`) is a value, which no role is
          // (a caseless enum may be a builder's namespace).
          shapes[index].role = role
          shapes[index].roleSource = .name
        }
      }
      // Protocols: ViperKit inheritance, then their implementers' common role, then the name.
      // A protocol gives a role to the types that conform to it only when ViperKit or its name
      // says which (`PresenterToViewProtocol`, `AnyPresenter`): a capability protocol that
      // happens to be adopted by routers only (`ApplicationStatusPresentable`) makes no
      // window a router.
      for index in shapes.indices where shapes[index].kind == .protocol {
        let roles = Set(implementing[index].compactMap { shapes[$0].role })
        let declared =
          viperKitRole(of: index, known: &known)
          ?? naming.implementingRole(ofProtocol: shapes[index].name)
        shapes[index].contractRole = declared
        shapes[index].implementerRole =
          viperKitRole(of: index, known: &known) ?? (roles.count == 1 ? roles.first : nil)
          ?? declared
      }
      // A widget named `...View` is a view only if it conforms to a view contract.
      for index in shapes.indices
      where shapes[index].roleSource == .name && shapes[index].role == .view && isWidget(index) {
        let conformsToViewContract = shapes[index].parents.contains {
          $0.index >= 0 && shapes[$0.index].kind == .protocol
            && shapes[$0.index].contractRole == .view
        }
        if !conformsToViewContract {
          shapes[index].role = nil
          shapes[index].roleSource = nil
        }
      }
      // The superclass: a presenter, interactor or router base class (a framework's, named
      // for its role, or one of the codebase's own with that role).
      var inheritedRoles: [Int: Role?] = [:]
      for index in shapes.indices where shapes[index].kind == .class {
        guard let role = inheritedRole(of: index, naming: naming, known: &inheritedRoles) else {
          continue
        }
        shapes[index].inheritedRole = role
        if shapes[index].role == nil {
          shapes[index].role = role
          shapes[index].roleSource = .inheritance
        }
      }
      // A service by its name that adopts a module role's contract (`AdoptingHomeService:
      // AdoptingHomeInteractorProtocol`, which its presenter holds as its interactor) plays
      // that role: the conformance says more than the name.
      for index in shapes.indices
      where shapes[index].roleSource == .name && shapes[index].role == .service
        && shapes[index].kind.isReference
      {
        for parent in shapes[index].parents where parent.index >= 0 {
          guard let role = shapes[parent.index].contractRole,
            role == .interactor || role == .presenter || role == .router
          else { continue }
          shapes[index].role = role
          shapes[index].roleSource = .contract
          break
        }
      }
      // 3 and 4: conformance to a contract protocol, then the folder.
      for index in shapes.indices
      where shapes[index].kind != .protocol && shapes[index].role == nil {
        let kind = shapes[index].kind
        if kind == .class || kind == .actor || kind == .struct {
          for parent in shapes[index].parents where parent.index >= 0 {
            guard let implementerRole = shapes[parent.index].contractRole,
              kind.isReference || implementerRole == .view || implementerRole == .builder
            else { continue }
            shapes[index].role = implementerRole
            shapes[index].roleSource = .contract
            break
          }
        }
        if shapes[index].role == nil, let folderRole = naming.folders[shapes[index].folder],
          folderRole.isModuleRole ? kind.isReference : true
        {
          let name = shapes[index].name
          // A widget is no folder's role, nor a view controller any role but a view's (a
          // `UIViewController` subclass of animation helpers in `Services/` is UI code).
          if !name.utf8.contains(UInt8(ascii: ".")), !isWidget(index),
            folderRole == .view || !isViewController(index),
            !ModuleModel.notARoleSuffixes.contains(where: { UTF8Text.hasSuffix(name, $0) })
          {
            shapes[index].role = folderRole
            shapes[index].roleSource = .folder
          }
        }
      }
    }
  }

  /// What classification reads and decides of a type.
  struct Shape: Sendable {
    let name: String
    let kind: TypeKind
    /// The conformances of the declarations and extensions, as written.
    var inherited: [String]
    /// The name of the folder of the type's file.
    let folder: String
    /// `inherited`, looked up.
    var parents: [Parent] = []
    var role: Role?
    var roleSource: RoleSource?
    /// An enum with cases: a value, never a role by its name.
    var hasCases = false
    /// The role the superclass chain gives.
    var inheritedRole: Role?
    var implementerRole: Role?
    /// For a protocol: the role ViperKit or its name gives its implementers.
    var contractRole: Role?

    init(name: String, kind: TypeKind, inherited: [String], folder: String) {
      self.name = name
      self.kind = kind
      self.inherited = inherited
      self.folder = folder
    }
  }

  /// A name in an inheritance clause, looked up.
  struct Parent: Sendable {
    /// The index of the model's type of that name, or -1.
    let index: Int
    /// The role, when the name is a ViperKit role protocol.
    let viperKitRole: Role?
  }
}
