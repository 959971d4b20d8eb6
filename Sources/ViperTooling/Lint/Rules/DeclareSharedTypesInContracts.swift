/// Types that cross roles (protocols, view models, entities used by more than one role) are
/// declared in the module's contract or entity files, not inside another role's file: a
/// presenter that needs a type from `UsersView.swift` depends on the view's file. A protocol
/// declared beside the role that implements it or calls through it (`UsersViewInput` in the
/// presenter's file) is a contract in its place, as Generamba and many teams lay them out.
///
/// Contract and entity files are the files that declare no role (`UsersContract.swift`,
/// `User.swift`) or whose name ends with `Contract`, `Protocols`, `Interfaces`, `Entity` or
/// `Entities`. The file of a UI class of no role (a table or collection cell, a widget, a
/// SwiftUI row) is a view's file: a row model declared there that a presenter builds crosses
/// roles; the cell's delegate protocol beside it does not.
public struct DeclareSharedTypesInContracts: LintRule {
  public static let key = "DeclareSharedTypesInContracts"
  public static let summary =
    "Types used by more than one role are declared in the contract or entity files, not in a role's file (a protocol may sit beside the role that implements or calls through it)."
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
  /// so only files that declare one can have one.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    let focus = FocusFiles(files)
    guard
      model.sortedTypes.contains(where: {
        $0.kind != .extension && $0.role?.isModuleRole != true
          && focus.contains($0.location.file)
      })
    else { return [] }
    return check(model).filter { files.contains($0.location.file) }
  }

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    // The role of each role file: the role of its first role type.
    var fileRole: [String: Role] = [:]
    for type in model.sureRoleTypes
    where type.role?.isModuleRole == true && type.role != .builder && type.kind != .extension {
      if fileRole[type.file] == nil { fileRole[type.file] = type.role }
    }
    // A cell's, a widget's or a SwiftUI row's file is view code too, module or not.
    var userInterface: Set<String> = []
    let sorted = model.sortedTypes
    for index in sorted.indices
    where sorted[index].role == nil
      && (sorted[index].kind == .class || sorted[index].kind == .struct)
      && model.isUserInterface(sorted[index])
    {
      userInterface.insert(sorted[index].name)
      let file = sorted[index].location.file
      if fileRole[file] == nil { fileRole[file] = .view }
    }
    // Which roles use each name, and from which files.
    var users: [String: [(role: Role, file: String)]] = [:]
    for type in model.sureRoleTypes {
      // Builders make every type of their module; their use says nothing about layering.
      guard let role = type.role, role.isModuleRole, role != .builder else { continue }
      var names: Set<String> = []
      for reference in type.typeReferences { names.insert(reference.name) }
      for property in type.properties { if let name = property.typeName { names.insert(name) } }
      for name in names {
        users[ModuleModel.lastComponent(name), default: []].append((role, type.file))
      }
    }
    var findings: [RuleFinding] = []
    guard !fileRole.isEmpty else { return findings }
    // Nested types are part of their parent's interface, wherever it is declared. Indices, not
    // copies: a copy of a model type retains a dozen arrays.
    let types = model.sortedTypes
    for index in types.indices
    where types[index].kind != .extension && types[index].role?.isModuleRole != true
      && !userInterface.contains(types[index].name)
    {
      guard let ownerRole = fileRole[types[index].location.file],
        !types[index].name.utf8.contains(UInt8(ascii: ".")),
        !Self.isContractFile(types[index].location.file)
      else { continue }
      let type = types[index]
      let last = ModuleModel.lastComponent(type.name)
      guard
        let user = users[last]?.first(where: { $0.role != ownerRole && $0.file != type.file })
      else { continue }
      // A protocol next to the role that implements it or calls through it is a contract in
      // its place (`UsersViewInput` in the presenter's file, as generators write it).
      if type.kind == .protocol, Self.isDeclaredBeside(type, in: model, userInterface) {
        continue
      }
      findings.append(
        RuleFinding(
          "move '\(type.name)' to the contract or an entity file; the \(user.role.rawValue) uses it but it is declared in the \(ownerRole.rawValue)'s file",
          at: type.location))
    }
    return findings
  }

  /// Whether a role type (or user interface code, `userInterface`) of the protocol's file
  /// implements it or holds a property of it: a cell's delegate protocol beside the cell.
  static func isDeclaredBeside(
    _ proto: ModelType, in model: ModuleModel, _ userInterface: Set<String> = []
  ) -> Bool {
    if (model.implementers[proto.name] ?? []).contains(where: {
      model.types[$0]?.file == proto.file
    }) {
      return true
    }
    func holds(_ type: ModelType) -> Bool {
      type.file == proto.file
        && type.properties.contains {
          $0.typeName.map(ModuleModel.lastComponent) == ModuleModel.lastComponent(proto.name)
        }
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
