/// Types that cross roles (protocols, view models, entities used by more than one role) are
/// declared in the module's contract or entity files, not inside another role's file: a
/// presenter that needs a type from `UsersView.swift` depends on the view's file, and so does
/// another module's interactor that uses an error declared in `SignInInteractor.swift`. A protocol
/// declared beside the role that implements it or calls through it (`UsersViewInput` in the
/// presenter's file) is a contract in its place, as Generamba and many teams lay them out.
/// A role uses a type it writes, holds, or hands as an implicit member (`router.navigate(.home)`
/// uses the route enum the router's `navigate(_:)` takes, though the presenter never names it).
///
/// Contract and entity files are the files that declare no role (`UsersContract.swift`,
/// `User.swift`) or whose name ends with `Contract`, `Protocols`, `Interfaces`, `Entity` or
/// `Entities`. The file of a UI class of no role (a table or collection cell, a widget, a
/// SwiftUI row) is a view's file: a row model declared there that a presenter builds crosses
/// roles; the cell's delegate protocol beside it does not.
public struct DeclareSharedTypesInContracts: LintRule {
  public static let key = "DeclareSharedTypesInContracts"
  public static let summary =
    "Types used by more than one role, or by the same role of another module, are declared in the contract or entity files, not in a role's file (a protocol may sit beside the role that implements or calls through it)."
  public static let findingExample = """
    // UsersView.swift
    protocol UsersViewInput: AnyObject { func show(_ rows: [UserRowViewModel]) }
    struct UserRowViewModel { let title: String }
    final class UsersView: UsersViewInput { func show(_ rows: [UserRowViewModel]) {} }
    // UsersPresenter.swift
    final class UsersPresenter {
      weak var view: (any UsersViewInput)?
      func showUsers() { view?.show([UserRowViewModel(title: "Leanne Graham")]) }
    }
    """
  public static let fixExample = """
    // UserRowViewModel.swift
    struct UserRowViewModel { let title: String }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let contractFileSuffixes = [
    "Contract", "Contracts", "Protocols", "Protocol", "Interfaces", "Entity", "Entities",
  ]

  /// The findings in `files`: a finding is at the declaration of a type of no module role,
  /// so only the types declared there are followed, with the roles of their files and the
  /// roles that use their names.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: FocusFiles(files)).filter { files.contains($0.location.file) }
  }

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  private func findings(in model: ModuleModel, reportingIn focus: FocusFiles?) -> [RuleFinding] {
    func isAsked(_ file: String) -> Bool { focus?.contains(file) != false }
    // The role of each role file: the role of its first role type.
    var fileRole: [String: Role] = [:]
    // The module of each role file, where its role type has one: the same role of another
    // module that uses a type declared there depends on this module's file.
    var fileModule: [String: String] = [:]
    for type in model.sureRoleTypes
    where type.role?.isModuleRole == true && type.role != .builder && type.kind != .extension
      && isAsked(type.file)
    {
      if fileRole[type.file] == nil {
        fileRole[type.file] = type.role
        if !type.module.isEmpty { fileModule[type.file] = type.module }
      }
    }
    // A cell's, a widget's or a SwiftUI row's file is view code too, module or not. (Only the
    // asked files' matter: a type's own file, and a protocol's beside it.)
    var userInterface: Set<String> = []
    let sorted = model.sortedTypes
    for index in sorted.indices
    where sorted[index].role == nil
      && (sorted[index].kind == .class || sorted[index].kind == .struct)
      && isAsked(sorted[index].location.file) && model.isUserInterface(sorted[index])
    {
      userInterface.insert(sorted[index].name)
      let file = sorted[index].location.file
      if fileRole[file] == nil { fileRole[file] = .view }
    }
    guard !fileRole.isEmpty else { return [] }
    // Nested types are part of their parent's interface, wherever it is declared. Indices, not
    // copies: a copy of a model type retains a dozen arrays.
    let types = model.sortedTypes
    let candidates = types.indices.filter { index in
      types[index].kind != .extension && types[index].role?.isModuleRole != true
        && isAsked(types[index].location.file) && !userInterface.contains(types[index].name)
        && fileRole[types[index].location.file] != nil
        && !types[index].name.utf8.contains(UInt8(ascii: "."))
        && !Self.isContractFile(types[index].location.file)
        // A private type is its file's alone: another file naming it names another type
        // (`fileprivate enum Constants` in the presenter's file and in the view's).
        && !types[index].isPrivate
    }
    guard !candidates.isEmpty else { return [] }
    // Which roles use each name, and from which files (with a focus, the candidates' names).
    let followed = focus.map { _ in
      Set(candidates.map { ModuleModel.lastComponent(types[$0].name) })
    }
    var users: [String: [(role: Role, file: String, module: String)]] = [:]
    // Builders make every type of their module; their use says nothing about layering.
    let userTypes = model.sureRoleTypes.filter {
      $0.role?.isModuleRole == true && $0.role != .builder
    }
    // A value handed as an implicit member uses its parameter's type, unwritten there
    // (`router.navigate(.homeScreen)` uses the router's `SplashRoutes`): asked of the calls of
    // methods that take a candidate somewhere, and of initializers of types that keep one (most
    // implicit members are a framework's: `.systemBackground`, `.default`).
    var called: Set<String> = []
    for type in userTypes {
      for call in type.calls where !call.implicitMembers.isEmpty { called.insert(call.callee) }
    }
    let candidateNames = Set(candidates.map { ModuleModel.lastComponent(types[$0].name) })
    func isCandidate(_ name: String) -> Bool {
      candidateNames.contains(ModuleModel.lastComponent(name))
    }
    var callees: Set<String> = []
    for type in called.isEmpty ? [] : model.table.types {
      for function in type.functions
      where called.contains(function.name)
        && function.parameters.contains(where: { $0.typeNames.contains(where: isCandidate) })
      {
        callees.insert(function.name)
      }
      let name = ModuleModel.lastComponent(type.name)
      if called.contains(name),
        type.properties.contains(where: { $0.typeName.map(isCandidate) == true })
      {
        callees.insert(name)
      }
    }
    var argumentTypes = callees.isEmpty ? nil : ImplicitMemberTypes(model, callees: callees)
    // A cell, a widget or a SwiftUI row of no role is view code, where it is used as where it
    // is declared: a row model from the presenter's file that the cell takes crosses roles.
    let viewCode = model.sortedTypes.filter {
      $0.role == nil && ($0.kind == .class || $0.kind == .struct) && model.isUserInterface($0)
    }
    for type in userTypes + viewCode {
      let role = type.role ?? .view
      var names: Set<String> = []
      for reference in type.typeReferences { names.insert(reference.name) }
      for property in type.properties { if let name = property.typeName { names.insert(name) } }
      for call in type.calls where !call.implicitMembers.isEmpty && callees.contains(call.callee) {
        for argument in call.implicitMembers {
          if let name = argumentTypes?.codebaseType(of: call, at: argument.index, in: type) {
            names.insert(name)
          }
        }
      }
      for name in names {
        let last = ModuleModel.lastComponent(name)
        if followed?.contains(last) == false { continue }
        users[last, default: []].append((role, type.file, type.module))
      }
    }
    var findings: [RuleFinding] = []
    for index in candidates {
      guard let ownerRole = fileRole[types[index].location.file] else { continue }
      let type = types[index]
      let last = ModuleModel.lastComponent(type.name)
      let ownerModule = fileModule[type.location.file]
      guard
        let user = users[last]?.first(where: {
          $0.file != type.file
            && ($0.role != ownerRole
              || (ownerModule != nil && !$0.module.isEmpty && $0.module != ownerModule))
        })
      else { continue }
      // A protocol next to the role that implements it or calls through it is a contract in
      // its place (`UsersViewInput` in the presenter's file, as generators write it).
      if type.kind == .protocol, Self.isDeclaredBeside(type, in: model, userInterface) {
        continue
      }
      // The same role of another module: both named by their modules.
      let (usedBy, owner) =
        user.role == ownerRole
        ? ("'\(user.module)' \(user.role.rawValue)", "'\(ownerModule ?? "")' \(ownerRole.rawValue)")
        : (user.role.rawValue, ownerRole.rawValue)
      findings.append(
        RuleFinding(
          "move '\(type.name)' to the contract or an entity file; the \(usedBy) uses it but it is declared in the \(owner)'s file",
          at: type.location))
    }
    return findings
  }

  /// Whether a role type (or user interface code, `userInterface`) of the protocol's file
  /// implements it or holds a property of it, or of a type that implements it, or calls through
  /// a value of it: a cell's delegate protocol beside the cell; a view's protocol beside the
  /// presenter that holds the view controller implementing it (`weak var view:
  /// ContactController?`) and calls its requirements there; a tab protocol beside the tab bar
  /// that casts its children to it (`as? TabRepresentable`) to read their items.
  static func isDeclaredBeside(
    _ proto: ModelType, in model: ModuleModel, _ userInterface: Set<String> = []
  ) -> Bool {
    let implementers = model.implementers[proto.name] ?? []
    if implementers.contains(where: { model.types[$0]?.file == proto.file }) {
      return true
    }
    var held: Set<String> = [ModuleModel.lastComponent(proto.name)]
    for implementer in implementers { held.insert(ModuleModel.lastComponent(implementer)) }
    // A type of the file that holds it, or calls or reads through a value of it (a tab bar
    // that casts its children to it and reads their items): the caller beside its protocol.
    let protoIndex = model.table.lookUp(proto.name)
    func callsThrough(_ type: ModelType) -> Bool {
      guard let protoIndex, let source = model.table.lookUp(type.name) else { return false }
      return (type.calls + type.reads).contains { call in
        let path = call.path
        guard call.receiver != nil, path.count >= 2 else { return false }
        // The receiver's segment, the one before the member called or read.
        let segments = model.table.resolve(path, in: source, function: call.function)
        return segments.count >= path.count - 1
          && segments[path.count - 2].types.contains(protoIndex)
      }
    }
    func holds(_ type: ModelType) -> Bool {
      type.file == proto.file
        && (type.properties.contains {
          $0.typeName.map(ModuleModel.lastComponent).map(held.contains) == true
        } || callsThrough(type))
    }
    return model.sureRoleTypes.contains(where: holds)
      || userInterface.contains { name in model.type(named: name).map(holds) ?? false }
  }

  static func isContractFile(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    return contractFileSuffixes.contains { base.hasSuffix($0) }
  }
}
