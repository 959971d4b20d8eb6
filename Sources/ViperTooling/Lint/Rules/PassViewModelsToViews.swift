/// A view's input methods take view models (strings and flags to render), never entities or
/// DTOs: the presenter turns data into what the view shows. The same holds for the streams a
/// reactive presenter outputs to its view (see `PassViewModelsToViews+Streams.swift`).
///
/// Entities are, however they are named: types named `...Entity`, `Codable` (or `Decodable`,
/// `Encodable`) types, types declared in an entity or model file or folder (`Entities/`,
/// `Model/`, `User+Entity.swift`) that an interactor uses, the model types an interactor's
/// output protocol hands to the presenter, and what interactors return (their methods'
/// results and properties: a package's models the codebase does not declare, too); DTOs are
/// named `...DTO`. A display type the
/// presenter makes from a model folder (a field status enum, a stories model) is none. View models (`...ViewModel`, `...ViewState`,
/// `...Item`, ...) and errors are never entities.
public struct PassViewModelsToViews: LintRule {
  public static let key = "PassViewModelsToViews"
  public static let summary = "View input methods take view models, not entities or DTOs."
  public static let findingExample = """
    protocol UsersViewInput: AnyObject {
      func showUsers(_ users: [User])
    }
    """
  public static let fixExample = """
    protocol UsersViewInput: AnyObject {
      func showUsers(_ rows: [UserRowViewModel])
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let viewModelSuffixes = [
    "ViewModel", "ViewState", "ViewData", "DisplayData", "Item", "CellModel", "RowModel",
  ]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    // Indices, not copies: a copy of a model type retains a dozen arrays, and most codebases
    // have tens of thousands of types and no view input protocol at all.
    let types = model.sortedTypes
    // View inputs: protocols named as such (`XViewInput`, `PresenterToViewProtocol`,
    // `AnyView`), or held by a presenter as its view; not every protocol view controllers
    // adopt (`XViewControllerDelegate`).
    var heldByPresenters: Set<String> = []
    for type in model.sureRoleTypes where type.role == .presenter {
      for property in type.properties {
        if let name = property.typeName, model.targetRole(of: name) == .view,
          let proto = model.type(named: name), proto.kind == .protocol
        {
          heldByPresenters.insert(proto.name)
        }
      }
    }
    let inputs = types.indices.filter {
      types[$0].kind == .protocol && types[$0].implementerRole == .view
        && !types[$0].functions.isEmpty
        && (types[$0].contractRole == .view || heldByPresenters.contains(types[$0].name))
    }
    let hasPresenters = model.sureRoleTypes.contains { $0.role == .presenter }
    guard !inputs.isEmpty || hasPresenters else { return [] }
    let entities = Self.entities(in: model)
    let undeclared = Self.undeclaredEntities(in: model)
    let isEntity = { (name: String) -> Bool in
      if let type = model.type(named: name) { return entities.contains(type.name) }
      return undeclared.contains(ModuleModel.lastComponent(name))
    }
    var findings = streamFindings(in: model, isEntity: isEntity)
    for index in inputs {
      let type = types[index]
      for function in type.functions {
        for parameter in function.parameters {
          guard let entity = parameter.typeNames.first(where: isEntity) else { continue }
          let kind = model.type(named: entity)?.role == .service ? "DTO" : "entity"
          findings.append(
            RuleFinding(
              "the view input '\(type.name).\(function.name)' takes the \(kind) '\(entity)'; pass a view model made by the presenter",
              at: parameter.location))
        }
      }
    }
    return findings
  }

  /// The names (as written and qualified) of the entities and DTOs of the model.
  static func entities(in model: ModuleModel) -> Set<String> {
    var result: Set<String> = []
    func isCandidate(_ type: ModelType) -> Bool {
      guard type.kind != .protocol, type.kind != .extension else { return false }
      if type.role?.isModuleRole == true { return false }
      let last = ModuleModel.lastComponent(type.name)
      if viewModelSuffixes.contains(where: { UTF8Text.hasSuffix(last, $0) }) { return false }
      if type.inherited.contains(where: { ModuleModel.lastComponent($0) == "Error" }) {
        return false
      }
      return true
    }
    // What interactors use: a model-folder type they never touch is the view's or the
    // presenter's.
    var usedByInteractors: Set<String> = []
    for type in model.sureRoleTypes where type.role == .interactor {
      for reference in type.typeReferences { usedByInteractors.insert(reference.name) }
      for property in type.properties {
        if let name = property.typeName {
          usedByInteractors.insert(ModuleModel.lastComponent(name))
        }
      }
    }
    // What interactors return: the data they hand the presenter.
    for name in returnedByInteractors(in: model) {
      if let type = model.type(named: name), isCandidate(type) { result.insert(type.name) }
    }
    // Whether each file is a model file, worked out once a file rather than once a type.
    var modelFile: [String: Bool] = [:]
    func isInModelFile(_ path: String) -> Bool {
      if let known = modelFile[path] { return known }
      let answer = Self.isInModelFile(path)
      modelFile[path] = answer
      return answer
    }
    let types = model.sortedTypes
    for index in types.indices {
      switch types[index].kind {
      case .protocol:
        let name = ModuleModel.lastComponent(types[index].name)
        guard
          UTF8Text.contains(name, "InteractorOutput")
            || UTF8Text.contains(name, "InteractorToPresenter")
        else { continue }
        for function in types[index].functions {
          for parameter in function.parameters {
            for name in parameter.typeNames {
              if let type = model.type(named: name), isCandidate(type) { result.insert(type.name) }
            }
          }
        }
      case .extension:
        continue
      default:
        let last = ModuleModel.lastComponent(types[index].name)
        guard
          (types[index].role == .entity && types[index].roleSource != .folder)
            || UTF8Text.hasSuffix(last, "DTO")
            || UTF8Text.hasSuffix(last, "Dto") || isCoded(types[index])
            || (usedByInteractors.contains(last) && isInModelFile(types[index].file)),
          isCandidate(types[index])
        else { continue }
        result.insert(types[index].name)
      }
    }
    return result
  }

  /// The type names in what interactors return: the results of their methods and the types
  /// of their computed properties and property requirements (of interactor types, and of the
  /// protocols interactors implement).
  static func returnedByInteractors(in model: ModuleModel) -> [String] {
    var names: [String] = []
    for type in model.sortedTypes {
      let isInteractor =
        type.kind == .protocol
        ? type.implementerRole == .interactor
        : type.role == .interactor && type.hasSureRole
      guard isInteractor else { continue }
      for signature in type.signatures where !signature.isPrivate && !signature.isStatic {
        if let name = signature.typeName { names.append(name) }
        names += signature.typeArguments
      }
    }
    return names
  }

  /// The names of the entities interactors return that the codebase does not declare (a
  /// package's models: `UserAuthInfo`, `[AnyProduct]`), by their last component; not the
  /// standard library's, Foundation's or a UI framework's types.
  static func undeclaredEntities(in model: ModuleModel) -> Set<String> {
    var result: Set<String> = []
    for name in returnedByInteractors(in: model) where model.type(named: name) == nil {
      let last = ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name))
      // `Item` is left out of the suffixes here: a package's `ProgressItem` that an interactor
      // returns is its data, whatever a display item of the codebase would be called.
      guard !isLibraryType(last),
        !viewModelSuffixes.contains(where: { $0 != "Item" && last.hasSuffix($0) }),
        !last.hasSuffix("Error")
      else { continue }
      result.insert(last)
    }
    return result
  }

  /// Whether a name is a type of the standard library, Foundation, a UI framework or another
  /// Apple framework (a prefix of capitals: `NSData`, `CLLocation`, `URLRequest`), or a
  /// stream or a container of values.
  static func isLibraryType(_ name: String) -> Bool {
    if libraryTypes.contains(name) || streamTypes.contains(name) { return true }
    if UIFramework.allCases.contains(where: { $0.owns(name) }) { return true }
    let bytes = Array(name.utf8)
    func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    return bytes.count > 2 && isCapital(bytes[0]) && isCapital(bytes[1]) && isCapital(bytes[2])
  }

  static let libraryTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal",
    "Date", "DateComponents", "DateInterval", "TimeInterval", "Data", "UUID", "Locale",
    "TimeZone", "Calendar", "Measurement", "AttributedString", "Array", "Dictionary", "Set",
    "Optional", "Result", "Void", "Never", "Any", "AnyObject", "AnyHashable", "Error", "Task",
    "Range", "ClosedRange", "Duration", "ContinuousClock", "AsyncThrowingStream",
    "AsyncSequence", "Sequence", "Collection", "IndexPath", "IndexSet", "Notification",
    "Bundle", "FileManager", "UserDefaults", "JSONDecoder", "JSONEncoder", "Progress",
    "Cancellable", "AnyCancellable", "Encodable", "Decodable", "Codable", "Hashable",
    "Equatable", "Identifiable", "Sendable",
  ]

  static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]
  static let modelFolders: Set<String> = ["Entity", "Entities", "Entitys", "Model", "Models"]
  static let modelFileSuffixes = ["Entity", "Entities", "Model", "Models"]

  /// Whether a type is `Codable`, `Decodable` or `Encodable`.
  static func isCoded(_ type: ModelType) -> Bool {
    type.inherited.contains { codingProtocols.contains(ModuleModel.lastComponent($0)) }
  }

  /// Whether a file is in an entity or model folder, or named as an entity or model file
  /// (`UserEntity.swift`, `Models.swift`; not `UsersViewModel.swift`).
  static func isInModelFile(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    if components.dropLast().contains(where: { modelFolders.contains(String($0)) }) { return true }
    guard let file = components.last else { return false }
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : String(file)
    if viewModelSuffixes.contains(where: { base.hasSuffix($0) || base.hasSuffix($0 + "s") }) {
      return false
    }
    return modelFileSuffixes.contains { base.hasSuffix($0) }
  }
}
