/// A view's input methods take view models (strings and flags to render), never entities or
/// DTOs: the presenter turns data into what the view shows. The same holds for the streams a
/// reactive presenter outputs to its view (see `PassViewModelsToViews+Streams.swift`).
///
/// Entities are, however they are named: types named `...Entity`, `Codable` (or `Decodable`,
/// `Encodable`) types, types declared in an entity or model file or folder (`Entities/`,
/// `Model/`, `User+Entity.swift`) that an interactor uses, and the model types an interactor's
/// output protocol hands to the presenter; DTOs are named `...DTO`. A display type the
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
    var findings = streamFindings(in: model, entities: entities)
    for index in inputs {
      let type = types[index]
      for function in type.functions {
        for parameter in function.parameters {
          guard
            let entity = parameter.typeNames.first(where: {
              model.type(named: $0).map { entities.contains($0.name) } ?? false
            })
          else { continue }
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
