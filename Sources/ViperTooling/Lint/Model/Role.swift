/// The part a type plays in a VIPER module.
///
/// Roles are found by conformance to ViperKit's role protocols first (`ViperView`,
/// `ViperPresenter`, `ViperInteractor`, `ViperRouter`, `ViperBuilder`), then by the type's
/// name suffix (``RoleNaming``), then by conformance to a contract protocol whose implementer
/// is known, then by the folder the file is in.
public enum Role: String, Sendable, CaseIterable, Codable, Comparable {
  /// Shows what the presenter tells it and forwards the user's events (`...View`,
  /// `...ViewController`).
  case view
  /// Turns events into requests and results into view models (`...Presenter`).
  case presenter
  /// Does the module's work through services (`...Interactor`).
  case interactor
  /// Navigates to other modules (`...Router`, `...Wireframe`).
  case router
  /// Builds and wires a module (`...Builder`, `...Assembly`, `...Configurator`, `...Factory`).
  case builder
  /// The module's data (`...Entity`, or a type the interactor hands to the presenter).
  case entity
  /// A service layer type: DTOs, API clients, data managers (`...DTO`, `...Service`).
  case service

  /// How far a role is from the screen: a reference from a role to one with a smaller rank
  /// points back up the ownership chain (a back-reference). `nil` for roles outside the chain.
  var rank: Int? {
    switch self {
    case .view: 0
    case .presenter: 1
    case .interactor, .router: 2
    case .builder, .entity, .service: nil
    }
  }

  /// The five roles a module wires together (builders included).
  var isModuleRole: Bool {
    switch self {
    case .view, .presenter, .interactor, .router, .builder: true
    case .entity, .service: false
    }
  }

  /// Whether a rule reads inside the bodies of this role's types (their calls, references and
  /// closures). Builders and services are checked on their declarations and property
  /// observers only, so the linter need not read the rest of their files.
  var hasBodyRules: Bool {
    switch self {
    case .view, .presenter, .interactor, .router, .entity: true
    case .builder, .service: false
    }
  }

  /// Orders roles in the order of the cases (view first), for stable output.
  public static func < (lhs: Role, rhs: Role) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
