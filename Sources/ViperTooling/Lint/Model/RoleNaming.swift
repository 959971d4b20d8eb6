/// How names and folders map to roles. The defaults cover the common VIPER vocabularies
/// (Mutual Mobile's `Wireframe`, the `ViewController` of UIKit projects, `Assembly` and
/// `Configurator` builders, `XToYProtocol` contracts); `.viper.yml` can add more.
public struct RoleNaming: Sendable, Hashable {
  /// Type name suffixes and the role they mean.
  public var typeSuffixes: [String: Role]
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
  }

  /// The role a concrete type's name suffix gives, and the suffix; the longest suffix wins,
  /// and a name must be longer than its suffix (`View` alone is no view).
  public func roleSuffix(of name: String) -> (role: Role, suffix: String)? {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    var best: (role: Role, suffix: String)?
    for (suffix, role) in typeSuffixes
    where last.count > suffix.count && last.hasSuffix(suffix)
      && suffix.count > (best?.suffix.count ?? 0)
    {
      best = (role, suffix)
    }
    return best
  }

  /// The role that implements a contract protocol, from its name: `XViewInput` -> view,
  /// `XViewOutput` and `XInteractorOutput` -> presenter, `XRouterInput` -> router,
  /// `XPresenterProtocol` -> presenter, `PresenterToViewProtocol` -> view,
  /// `XModuleInput` -> presenter. `nil` when the name says nothing (`XModuleOutput`).
  public func implementingRole(ofProtocol name: String) -> Role? {
    var base = name.split(separator: ".").last.map(String.init) ?? name
    for suffix in ["Protocol", "Interface", "Type"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      break
    }
    for role in [Role.view, .presenter, .interactor, .router] {
      for (suffix, suffixRole) in typeSuffixes where suffixRole == role {
        if base.hasSuffix("To" + suffix) && base.count > suffix.count + 2 { return role }
      }
    }
    if base.hasSuffix("Input") {
      base.removeLast(5)
      if base.hasSuffix("Module") { return .presenter }
      return roleSuffix(of: base)?.role ?? typeSuffixes[base]
    }
    if base.hasSuffix("Output") {
      base.removeLast(6)
      switch roleSuffix(of: base)?.role ?? typeSuffixes[base] {
      case .view?, .interactor?, .router?: return .presenter
      case .presenter?: return .view
      default: return nil
      }
    }
    return roleSuffix(of: base)?.role ?? typeSuffixes[base]
  }

  /// The module a type belongs to by name: the name without its role suffix (`Users` for
  /// `UsersPresenter`, `UsersViewInput`, `UsersModuleOutput`); `nil` when nothing is left.
  public func moduleName(of name: String, isProtocol: Bool) -> String? {
    var base = name.split(separator: ".").last.map(String.init) ?? name
    var stripped = false
    if isProtocol {
      for suffix in ["Protocol", "Interface"] where base.hasSuffix(suffix) {
        base.removeLast(suffix.count)
        break
      }
      for suffix in ["Input", "Output"] where base.hasSuffix(suffix) {
        base.removeLast(suffix.count)
        stripped = true
        break
      }
      for suffix in ["Module", "Contract"] where base.hasSuffix(suffix) {
        base.removeLast(suffix.count)
        stripped = true
        break
      }
    }
    if let (_, suffix) = roleSuffix(of: base) {
      base.removeLast(suffix.count)
      stripped = true
    } else if typeSuffixes[base] != nil {
      return nil
    }
    return stripped && !base.isEmpty ? base : nil
  }
}
