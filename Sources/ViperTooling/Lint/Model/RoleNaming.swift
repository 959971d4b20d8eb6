/// How names and folders map to roles. The defaults cover the common VIPER vocabularies
/// (Mutual Mobile's `Wireframe`, the `ViewController` of UIKit projects, `Assembly` and
/// `Configurator` builders, `XToYProtocol` contracts); `.viper.yml` can add more.
public struct RoleNaming: Sendable, Hashable {
  /// Type name suffixes and the role they mean.
  public var typeSuffixes: [String: Role] {
    didSet { suffixTable = Self.table(of: typeSuffixes) }
  }
  /// `typeSuffixes` as UTF-8 bytes, longest first: what the lookups read.
  private var suffixTable: [Suffix]
  /// Folder names and the role of the types in them.
  public var folders: [String: Role]

  /// The default vocabulary.
  public static let standard = RoleNaming(
    typeSuffixes: [
      "View": .view, "ViewController": .view,
      "Presenter": .presenter,
      "Interactor": .interactor,
      "Router": .router, "Wireframe": .router,
      "Builder": .builder, "Assembly": .builder, "Configurator": .builder, "Factory": .builder,
      "Entity": .entity,
      "DTO": .service, "Dto": .service, "Service": .service, "APIClient": .service,
      "Repository": .service, "DataManager": .service,
    ],
    folders: [
      "Views": .view, "View": .view, "ViewControllers": .view,
      "Presenters": .presenter, "Presenter": .presenter,
      "Interactors": .interactor, "Interactor": .interactor,
      "Routers": .router, "Router": .router, "Wireframes": .router, "Wireframe": .router,
      "Builders": .builder, "Builder": .builder, "Assemblies": .builder,
      "Entities": .entity, "Entity": .entity,
      "Services": .service, "DTOs": .service,
    ])

  /// Creates a vocabulary.
  public init(typeSuffixes: [String: Role], folders: [String: Role]) {
    self.typeSuffixes = typeSuffixes
    self.folders = folders
    self.suffixTable = Self.table(of: typeSuffixes)
  }

  /// The role a concrete type's name suffix gives, and the suffix; the longest suffix wins,
  /// and a name must be longer than its suffix (`View` alone is no view).
  public func roleSuffix(of name: String) -> (role: Role, suffix: String)? {
    roleSuffix(ofLastComponent: Self.lastComponent(name))
  }

  /// The role that implements a contract protocol, from its name: `XViewInput` -> view,
  /// `XViewOutput` and `XInteractorOutput` -> presenter, `XRouterInput` -> router,
  /// `XPresenterProtocol` -> presenter, `PresenterToViewProtocol` -> view,
  /// `XModuleInput` -> presenter. `nil` when the name says nothing (`XModuleOutput`).
  public func implementingRole(ofProtocol name: String) -> Role? {
    var base = Self.lastComponent(name)
    for suffix in Self.protocolSuffixes where Self.dropSuffix(suffix, from: &base) {
      break
    }
    // `PresenterToViewProtocol`: a name ends with "To" and one suffix at most.
    for entry in suffixTable where entry.role.rank != nil {
      var rest = base
      if Self.dropSuffix(entry.bytes, from: &rest), Self.dropSuffix(Self.to, from: &rest),
        !rest.isEmpty
      {
        return entry.role
      }
    }
    if Self.dropSuffix(Self.input, from: &base) {
      var module = base
      if Self.dropSuffix(Self.module, from: &module) { return .presenter }
      return role(ofBase: base)
    }
    if Self.dropSuffix(Self.output, from: &base) {
      switch role(ofBase: base) {
      case .view?, .interactor?, .router?: return .presenter
      case .presenter?: return .view
      default: return nil
      }
    }
    return role(ofBase: base)
  }

  // The linter asks these of every type and inherited name, so they compare UTF-8 bytes.

  /// The role of a name by its suffix, or of a name that is a suffix (`View`).
  private func role(ofBase base: Substring.UTF8View) -> Role? {
    roleSuffix(ofLastComponent: base)?.role ?? typeSuffixes[String(Substring(base))]
  }

  private func roleSuffix(ofLastComponent last: Substring.UTF8View) -> (
    role: Role, suffix: String
  )? {
    let found: Suffix?? = last.withContiguousStorageIfAvailable { name in
      suffixTable.first { entry in
        name.count > entry.bytes.count
          && name[(name.count - entry.bytes.count)...].elementsEqual(entry.bytes)
      }
    }
    let entry =
      found
      ?? suffixTable.first {
        last.count > $0.bytes.count && last.suffix($0.bytes.count).elementsEqual($0.bytes)
      }
    return entry.map { ($0.role, $0.suffix) }
  }

  /// A type name suffix, its bytes and its role.
  private struct Suffix: Sendable {
    let suffix: String
    let bytes: [UInt8]
    let role: Role
  }

  private static func table(of suffixes: [String: Role]) -> [Suffix] {
    suffixes.map { Suffix(suffix: $0.key, bytes: Array($0.key.utf8), role: $0.value) }
      .sorted { ($0.bytes.count, $1.suffix) > ($1.bytes.count, $0.suffix) }
  }

  public static func == (lhs: RoleNaming, rhs: RoleNaming) -> Bool {
    lhs.typeSuffixes == rhs.typeSuffixes && lhs.folders == rhs.folders
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeSuffixes)
    hasher.combine(folders)
  }

  private static func lastComponent(_ name: String) -> Substring.UTF8View {
    let utf8 = name.utf8
    guard let period = utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...].utf8 }
    return name[utf8.index(after: period)...].utf8
  }

  /// Drops `suffix` from the end of `text` if it ends with it.
  private static func dropSuffix(_ suffix: [UInt8], from text: inout Substring.UTF8View) -> Bool {
    guard text.count >= suffix.count, text.suffix(suffix.count).elementsEqual(suffix) else {
      return false
    }
    text = text.dropLast(suffix.count)
    return true
  }

  private static let protocolSuffixes = ["Protocol", "Interface", "Type"].map { Array($0.utf8) }
  private static let contractSuffixes = ["Protocol", "Interface"].map { Array($0.utf8) }
  private static let moduleSuffixes = ["Module", "Contract"].map { Array($0.utf8) }
  private static let input = Array("Input".utf8)
  private static let output = Array("Output".utf8)
  private static let module = Array("Module".utf8)
  private static let to = Array("To".utf8)

  /// The module a type belongs to by name: the name without its role suffix (`Users` for
  /// `UsersPresenter`, `UsersViewInput`, `UsersModuleOutput`); `nil` when nothing is left.
  public func moduleName(of name: String, isProtocol: Bool) -> String? {
    var base = Self.lastComponent(name)
    var stripped = false
    if isProtocol {
      for suffix in Self.contractSuffixes where Self.dropSuffix(suffix, from: &base) { break }
      for suffix in [Self.input, Self.output] where Self.dropSuffix(suffix, from: &base) {
        stripped = true
        break
      }
      for suffix in Self.moduleSuffixes where Self.dropSuffix(suffix, from: &base) {
        stripped = true
        break
      }
    }
    if let entry = roleSuffix(ofLastComponent: base) {
      base = base.dropLast(entry.suffix.utf8.count)
      stripped = true
    } else if typeSuffixes[String(Substring(base))] != nil {
      return nil
    }
    return stripped && !base.isEmpty ? String(Substring(base)) : nil
  }
}
