/// Which types are entities and services besides those their names say: an entity by its role
/// (a name or folder that says so), by what it adopts (`Codable`, a Core Data or SwiftData
/// model), or by use (what interactors return, take or store); a type a view takes is a view
/// model, not an entity. A service by use: a class presenters or interactors hold that has
/// methods and adopts nothing of a UI framework (a table view's data source held by a presenter
/// is view code); such a class of stored data only is an entity, unless it is a view model.
extension ModuleModel {
  /// The protocols and base classes that make a type a model of data: coded, Core Data,
  /// SwiftData, and Realm's embedded objects.
  static let entityProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "NSManagedObject", "PersistentModel", "EmbeddedObject",
  ]

  /// Whether conformances (or a superclass) make a type a model of data. Realm's `Object` is
  /// one as a superclass only (written first, `class RealmMovie: Object`), the one place a
  /// class of that bare name is inherited from.
  static func declaresEntity(_ inherited: [String]) -> Bool {
    if let superclass = inherited.first, superclass == "Object" || superclass == "RealmSwift.Object"
    {
      return true
    }
    return inherited.contains { entityProtocols.contains(lastComponent($0)) }
  }

  /// Whether a type is an entity: its role says so, or it is a concrete type of no role that
  /// interactors handle, that no view takes and that is not named as a view model
  /// (`OnboardingCellViewModel`). Adopting `Codable` alone does not make one: a UI library's
  /// own data (a photo editor's brush settings) is `Codable` too.
  ///
  /// In a module's entities folder, a name the folder alone does not make an entity's
  /// (`ProfileSettingsItem`, which could be a view's item) is one by the same use.
  func isEntity(_ type: ModelType) -> Bool {
    if let role = type.role { return role == .entity }
    guard type.kind != .protocol, type.kind != .extension, isHandledByInteractors(type.name)
    else { return false }
    let last = Self.lastComponent(type.name)
    let inEntityFolder = naming.folders[Self.folderName(of: type.file)] == .entity
    guard type.module.isEmpty || inEntityFolder else { return false }
    if PassViewModelsToViews.viewModelSuffixes.contains(where: {
      last.hasSuffix($0) && !(inEntityFolder && $0 == "Item")
    }) {
      return false
    }
    return !isShownByViews(type.name)
  }

  /// Adds the type names a type's signatures (results), parameters and the given stored
  /// properties name.
  static func addNamesHandled(
    signatures: [MemberSignature], properties: [PropertyFacts] = [], functions: [FunctionFacts],
    to names: inout Set<String>
  ) {
    for signature in signatures {
      if let name = signature.typeName { names.insert(name) }
      names.formUnion(signature.typeArguments)
    }
    for property in properties {
      if let name = property.typeName { names.insert(name) }
      names.formUnion(property.typeArguments)
    }
    for function in functions {
      for parameter in function.parameters { names.formUnion(parameter.typeNames) }
    }
  }

  /// Whether a presenter or interactor holds an instance of a type (or of a protocol it
  /// implements) in a stored property.
  func isHeldByPresentersOrInteractors(_ name: String) -> Bool {
    namesHeldByPresentersAndInteractors.contains(name)
  }

  /// The role a type of no role plays by use, for the rules about entities and services:
  /// `.entity` for an entity (``isEntity(_:)``); for a class presenters or interactors hold,
  /// `.service` when it has methods, else `.entity` (stored data: a model the module keeps),
  /// unless it is named as a view model or a view takes it (what a presenter keeps to hand to
  /// its view); `nil` otherwise, and for a type whose name says a module's role (a shared
  /// `HomeCoordinator` that presents alerts navigates, whoever holds it).
  func roleByUse(_ type: ModelType) -> Role? {
    guard type.role == nil, type.kind != .protocol, type.kind != .extension,
      naming.roleSuffix(of: type.name)?.role.isModuleRole != true
    else { return nil }
    if isEntity(type) { return .entity }
    guard type.module.isEmpty, type.isReference, isHeldByPresentersOrInteractors(type.name),
      !type.inherited.contains(where: { name in UIFramework.allCases.contains { $0.owns(name) } })
    else { return nil }
    if !type.functions.isEmpty { return .service }
    let last = Self.lastComponent(type.name)
    if PassViewModelsToViews.viewModelSuffixes.contains(where: { last.hasSuffix($0) })
      || isShownByViews(type.name)
    {
      return nil
    }
    return .entity
  }

  /// Whether an interactor's methods name a type in their results or parameters.
  func isHandledByInteractors(_ name: String) -> Bool {
    namesHandledByInteractors.contains(name)
  }

  /// Whether a view, or a protocol views implement, takes a type in a method's parameters.
  func isShownByViews(_ name: String) -> Bool {
    namesShownByViews.contains(name)
  }
}
