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
    // Indices, not copies: a copy of a model type retains a dozen arrays, and most codebases
    // have tens of thousands of types and no view input protocol at all.
    let types = model.sortedTypes
    let inputs = types.indices.filter {
      types[$0].kind == .protocol && types[$0].implementerRole == .view
        && !types[$0].functions.isEmpty
    }
    guard !inputs.isEmpty else { return [] }
    let entities = Self.entities(in: model)
    var findings: [RuleFinding] = []
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
          types[index].role == .entity || UTF8Text.hasSuffix(last, "DTO")
            || UTF8Text.hasSuffix(last, "Dto"),
          isCandidate(types[index])
        else { continue }
        result.insert(types[index].name)
      }
    }
    return result
  }
}
