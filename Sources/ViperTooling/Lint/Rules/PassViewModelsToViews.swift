/// A view's input methods take view models (strings and flags to render), never entities or
/// DTOs: the presenter turns data into what the view shows.
///
/// Entities are types named `...Entity`, types in an `Entities` folder, and the model types an
/// interactor's output protocol hands to the presenter; DTOs are named `...DTO`.
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

  static let viewModelSuffixes = ["ViewModel", "ViewState", "ViewData", "DisplayData", "Item"]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    let entities = Self.entities(in: model)
    var findings: [RuleFinding] = []
    for type in model.sortedTypes
    where type.kind == .protocol && type.implementerRole == .view {
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
      if viewModelSuffixes.contains(where: { last.hasSuffix($0) }) { return false }
      if type.inherited.contains(where: { ModuleModel.lastComponent($0) == "Error" }) {
        return false
      }
      return true
    }
    for type in model.types.values where isCandidate(type) {
      let last = ModuleModel.lastComponent(type.name)
      if type.role == .entity || last.hasSuffix("DTO") || last.hasSuffix("Dto") {
        result.insert(type.name)
      }
    }
    for proto in model.types.values where proto.kind == .protocol {
      let name = ModuleModel.lastComponent(proto.name)
      guard name.contains("InteractorOutput") || name.contains("InteractorToPresenter") else {
        continue
      }
      for function in proto.functions {
        for parameter in function.parameters {
          for name in parameter.typeNames {
            if let type = model.type(named: name), isCandidate(type) { result.insert(type.name) }
          }
        }
      }
    }
    return result
  }
}
