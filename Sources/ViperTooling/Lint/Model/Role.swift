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
  public var isModuleRole: Bool {
    switch self {
    case .view, .presenter, .interactor, .router, .builder: true
    case .entity, .service: false
    }
  }

  /// Whether the linter reads inside the bodies of this role's types (their calls, references
  /// and closures): rules do for views, presenters, interactors, routers and entities, and the
  /// model does for builders, whose bodies create modules and open others. Services are
  /// checked on their declarations and property observers only, so the linter need not read
  /// the rest of their files.
  var hasBodyRules: Bool {
    switch self {
    case .view, .presenter, .interactor, .router, .entity, .builder: true
    case .service: false
    }
  }

  /// Orders roles in the order of the cases (view first), for stable output.
  public static func < (lhs: Role, rhs: Role) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// Where a type's role comes from, strongest first.
public enum RoleSource: String, Sendable, Codable {
  /// Conformance to a ViperKit role protocol (`ViperPresenter`).
  case viperKit
  /// The type's name (`UsersPresenter`, `UsersVC`, `UsersWireFrame`).
  case name
  /// Conformance to a contract protocol whose implementers play the role
  /// (`PresenterToViewProtocol`, `AnyPresenter`, `UsersViewInput`).
  case contract
  /// The class it inherits: a base class named for the role (`Presenter`, `BaseRouter`, a
  /// framework's), or one the codebase declares with the role (Viperit's `HomePresenter:
  /// Presenter`, wired by naming convention at run time).
  case inheritance
  /// What the type holds: a class that holds a view and an interactor is a presenter; a view
  /// controller that holds a presenter is a view.
  case behaviour
  /// The folder the file is in (`Presenters/`): a hint only.
  case folder
}

/// How sure the model is of a type's role. Error-level rules fire on declared and wired roles
/// only: a name or a folder alone is a guess (a `NetworkFeeView` widget, a status-bar
/// `...Presenter` overlay).
public enum RoleCertainty: String, Sendable, Codable, Comparable {
  /// The role rests on one hint: a name, a folder, a protocol that nothing else uses.
  case guessed
  /// The type is wired to another role of its module: it holds it, is held by it, is created
  /// together with it, or conforms to a contract protocol another role holds.
  case wired
  /// The type conforms to a ViperKit role protocol.
  case declared

  public static func < (lhs: RoleCertainty, rhs: RoleCertainty) -> Bool {
    let order: [RoleCertainty] = [.guessed, .wired, .declared]
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
