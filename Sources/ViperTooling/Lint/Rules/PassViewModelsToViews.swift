/// A view's input methods take view models (strings and flags to render), never entities or
/// DTOs, nor an enum of no role whose cases carry them (`handle(_ output: HomeOutput)` with
/// `case showProducts([Product])`), and the properties its protocol asks for hold none (`var
/// categories: [Category] { get set }`): the presenter turns data into what the view shows. The
/// same holds for the streams a reactive presenter outputs to its view (see
/// `PassViewModelsToViews+Streams.swift`).
///
/// Entities are, however they are named: types named `...Entity`, `Codable` (or `Decodable`,
/// `Encodable`) types, Core Data, SwiftData and Realm models (`NSManagedObject`,
/// `PersistentModel`, Realm's `Object` and `EmbeddedObject`),
/// types declared in an entity or model file or folder (`Entities/`, `Model/`,
/// `User+Entity.swift`) that an interactor uses, the model types an interactor's output
/// protocol hands to the presenter, and what interactors return (their methods' results and
/// properties: a package's models the codebase does not declare, too), and a protocol that is
/// coded or that only entities adopt (`protocol MainModelProtocol: Codable`); DTOs are named
/// `...DTO`. A display type the presenter makes from a model folder (a field status enum, a
/// stories model) is none. View models (`...ViewModel`, `...ViewState`, `...Item`, ...) and
/// errors are never entities, but for a coded `...Item` in a model folder (`Models/CartItem`,
/// what a service decodes).
public struct PassViewModelsToViews: LintRule {
  public static let key = "PassViewModelsToViews"
  public static let summary =
    "View input methods, and the properties the presenter sets on its view, take view models, not entities or DTOs."
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

  /// The findings in `files`: a finding is at a view input's parameter (a protocol's), or at
  /// what a presenter streams or publishes to its view (the presenter's member, the
  /// requirement of a protocol it adopts, a member of a view-state object it holds), so only
  /// the view inputs written there and the presenters that could report there are followed.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: FocusFiles(files)).filter { files.contains($0.location.file) }
  }

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  private func findings(in model: ModuleModel, reportingIn focus: FocusFiles?) -> [RuleFinding] {
    // Indices, not copies: a copy of a model type retains a dozen arrays, and most codebases
    // have tens of thousands of types and no view input protocol at all.
    let types = model.sortedTypes
    // View inputs: protocols named as such (`XViewInput`, `PresenterToViewProtocol`,
    // `AnyView`), or held by a presenter as its view; not every protocol view controllers
    // adopt (`XViewControllerDelegate`).
    let candidates = types.indices.filter {
      types[$0].kind == .protocol && types[$0].implementerRole == .view
        && (!types[$0].functions.isEmpty
          || types[$0].signatures.contains(where: Self.isPropertyRequirement))
        && focus.map(types[$0].isWritten(in:)) != false
    }
    var heldByPresenters: Set<String> = []
    if candidates.contains(where: { types[$0].contractRole != .view }) {
      for type in model.sureRoleTypes where type.role == .presenter {
        for property in type.properties {
          if let name = property.typeName, model.targetRole(of: name) == .view,
            let proto = model.type(named: name), proto.kind == .protocol
          {
            heldByPresenters.insert(proto.name)
          }
        }
      }
    }
    let inputs = candidates.filter {
      types[$0].contractRole == .view || heldByPresenters.contains(types[$0].name)
    }
    let hasPresenters = model.sureRoleTypes.contains { $0.role == .presenter }
    guard !inputs.isEmpty || hasPresenters else { return [] }
    // Worked out when a name is first asked about: a focus often follows no presenter.
    var entities: EntityTest?
    func isEntity(_ name: String) -> Bool {
      if let entities { return entities.isEntity(name) }
      let test = EntityTest(model: model)
      entities = test
      return test.isEntity(name)
    }
    var findings = streamFindings(in: model, isEntity: isEntity, reportingIn: focus)
    /// The entity a case of an enum of no role carries (`case saveProducts([Product])` of
    /// `HomePresenterOutput`, the one value a view's `handle(_ output:)` takes), with the enum.
    func carried(in names: [String]) -> (state: String, entity: String)? {
      for name in names {
        guard let state = model.type(named: name), state.kind == .enum, state.role == nil,
          !isEntity(state.name), let entity = state.caseValueTypes.first(where: isEntity)
        else { continue }
        return (state.name, entity)
      }
      return nil
    }
    // What an entity is called in a finding: a DTO when a service declares it.
    func kind(of entity: String) -> String {
      model.type(named: entity)?.role == .service ? "DTO" : "entity"
    }
    for index in inputs {
      let type = types[index]
      // A property the presenter sets on its view (`var categories: [Category] { get set }`)
      // is an input as a method is.
      for property in type.signatures where Self.isPropertyRequirement(property) {
        // The protocol's associated types (`associatedtype P: PresenterProtocol`) are no
        // entities, whatever an interactor's requirement of the same name returns.
        guard
          let entity = ([property.typeName].compactMap { $0 } + property.typeArguments).first(
            where: { model.table.alias("\(type.name).\($0)") == nil && isEntity($0) })
        else { continue }
        findings.append(
          RuleFinding(
            "the view input '\(type.name).\(property.name)' holds the \(kind(of: entity)) '\(entity)'; pass a view model made by the presenter",
            at: property.location))
      }
      for function in type.functions {
        for parameter in function.parameters {
          if let entity = parameter.typeNames.first(where: isEntity) {
            findings.append(
              RuleFinding(
                "the view input '\(type.name).\(function.name)' takes the \(kind(of: entity)) '\(entity)'; pass a view model made by the presenter",
                at: parameter.location))
          } else if let (state, entity) = carried(in: parameter.typeNames) {
            findings.append(
              RuleFinding(
                "the view input '\(type.name).\(function.name)' takes '\(state)', whose cases carry the \(kind(of: entity)) '\(entity)'; pass a view model made by the presenter",
                at: parameter.location))
          }
        }
      }
    }
    return findings
  }

  /// Which names are entities or DTOs, worked out for the names asked about rather than for
  /// every type of the model (a presenter's edit asks about a few dozen of tens of thousands).
  ///
  /// A type of the model is one when it can be (no protocol, extension, module role, view
  /// model or error) and it is named or made as one (`...Entity` by its role, `...DTO`,
  /// `Codable`), a model-folder type an interactor uses, what an interactor returns, or what
  /// an interactor's output protocol hands the presenter. A name the codebase does not declare
  /// is one when interactors return it (``undeclaredEntities``).
  struct EntityTest {
    let model: ModuleModel
    /// The names of the model's types that interactors return or hand their presenters.
    private let handed: Set<String>
    /// The last components of the type names interactors use.
    private let usedByInteractors: Set<String>
    private let undeclared: Set<String>

    init(model: ModuleModel) {
      self.model = model
      var used: Set<String> = []
      for type in model.sureRoleTypes where type.role == .interactor {
        for reference in type.typeReferences { used.insert(reference.name) }
        for property in type.properties {
          if let name = property.typeName { used.insert(ModuleModel.lastComponent(name)) }
        }
      }
      usedByInteractors = used
      let returned = PassViewModelsToViews.returnedByInteractors(in: model)
      var handed: Set<String> = []
      var undeclared: Set<String> = []
      for name in returned {
        if let type = model.type(named: name) {
          handed.insert(type.name)
        } else if let last = PassViewModelsToViews.undeclaredEntity(name) {
          undeclared.insert(last)
        }
      }
      for type in model.sortedTypes where type.kind == .protocol {
        let name = ModuleModel.lastComponent(type.name)
        guard
          UTF8Text.contains(name, "InteractorOutput")
            || UTF8Text.contains(name, "InteractorToPresenter")
        else { continue }
        for function in type.functions {
          for parameter in function.parameters {
            for name in parameter.typeNames {
              if let type = model.type(named: name) { handed.insert(type.name) }
            }
          }
        }
      }
      self.handed = handed
      self.undeclared = undeclared
    }

    /// Whether the written name is an entity or DTO.
    func isEntity(_ name: String) -> Bool {
      guard let type = model.type(named: name) else {
        return undeclared.contains(ModuleModel.lastComponent(name))
      }
      return type.kind == .protocol ? isEntityProtocol(type) : isEntity(type)
    }

    /// Whether a protocol stands for entities: it is coded (`protocol Product: Codable`), or
    /// every type adopting it (one at least) is an entity. No contract: a view's input adopted
    /// by an entity-named class is still its view.
    private func isEntityProtocol(_ proto: ModelType) -> Bool {
      guard proto.contractRole == nil,
        proto.implementerRole == nil || proto.implementerRole == .entity,
        Self.hasEntityName(proto)
      else { return false }
      if PassViewModelsToViews.isCoded(proto) { return true }
      let adopting = model.implementers[proto.name] ?? []
      return !adopting.isEmpty
        && adopting.allSatisfy { name in
          model.type(named: name).map { $0.kind != .protocol && isEntity($0) } ?? false
        }
    }

    /// Whether a declared type that is no protocol is an entity or DTO.
    private func isEntity(_ type: ModelType) -> Bool {
      guard Self.canBeEntity(type) else { return false }
      if handed.contains(type.name) { return true }
      if type.role == .entity && type.roleSource != .folder { return true }
      let last = ModuleModel.lastComponent(type.name)
      return UTF8Text.hasSuffix(last, "DTO") || UTF8Text.hasSuffix(last, "Dto")
        || PassViewModelsToViews.isCoded(type) || ModuleModel.declaresEntity(type.inherited)
        || (usedByInteractors.contains(last) && PassViewModelsToViews.isInModelFile(type.file))
    }

    /// Whether a type can be an entity: no protocol, extension, module role, view model or
    /// error.
    static func canBeEntity(_ type: ModelType) -> Bool {
      guard type.kind != .protocol, type.kind != .extension else { return false }
      if type.role?.isModuleRole == true { return false }
      return hasEntityName(type)
    }

    /// Whether a type's name and conformances allow an entity: no view model's suffix, no
    /// error.
    static func hasEntityName(_ type: ModelType) -> Bool {
      let last = ModuleModel.lastComponent(type.name)
      // `Item` alone is a weak hint: a coded type in a model folder named `CartItem` is the
      // data a service decodes, not a display item.
      let itemOnly =
        UTF8Text.hasSuffix(last, "Item")
        && !viewModelSuffixes.contains(where: { $0 != "Item" && UTF8Text.hasSuffix(last, $0) })
      if itemOnly, PassViewModelsToViews.isCoded(type),
        PassViewModelsToViews.isInModelFile(type.file)
      {
        return !type.inherited.contains(where: { ModuleModel.lastComponent($0) == "Error" })
      }
      if viewModelSuffixes.contains(where: { UTF8Text.hasSuffix(last, $0) }) { return false }
      return !type.inherited.contains(where: { ModuleModel.lastComponent($0) == "Error" })
    }
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

  /// The last component of a name interactors return that the codebase does not declare (a
  /// package's models: `UserAuthInfo`, `[AnyProduct]`), if it is an entity's: not a type of
  /// the standard library, Foundation or a UI framework, a view model or an error.
  static func undeclaredEntity(_ name: String) -> String? {
    let last = ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name))
    // `Item` is left out of the suffixes here: a package's `ProgressItem` that an interactor
    // returns is its data, whatever a display item of the codebase would be called.
    guard !isLibraryType(last),
      !viewModelSuffixes.contains(where: { $0 != "Item" && last.hasSuffix($0) }),
      !last.hasSuffix("Error")
    else { return nil }
    return last
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

  /// Whether a protocol's member is a property requirement of its instances that others set
  /// (`{ get set }`: one the view only exposes is read from it) and that holds values (a stream
  /// it asks for is the presenter's output, see `PassViewModelsToViews+Streams.swift`).
  static func isPropertyRequirement(_ member: MemberSignature) -> Bool {
    !member.isMethod && !member.isStatic && member.isSettable
      && member.typeName.map(streamTypes.contains) != true
  }

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
