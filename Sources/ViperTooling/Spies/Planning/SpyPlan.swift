/// What `viper spies` will write for one module, and what it refuses.
struct ModulePlan: Sendable {
  /// The module's name as `viper graph` shows it.
  var module: String
  /// The presenter's type, when the module has one.
  var presenter: String?
  var spies: [SpyPlan] = []
  var subject: SubjectPlan?
  var refusals: [SpiesReport.Refusal] = []
  var notes: [String] = []
}

/// A spy class: one protocol (or a composition) the presenter talks through.
struct SpyPlan: Sendable, Hashable {
  /// `UsersViewInputSpy`.
  var className: String
  /// The protocols the spy adopts, as the presenter's property names them.
  var protocols: [String]
  /// Whether each adoption is isolated to the main actor (`@MainActor P`): protocols that are
  /// not already main-actor isolated, as legacy contracts usually are not.
  var isolatedConformance: Bool
  /// Every requirement of the protocols and of those they inherit, once each.
  var requirements: [Requirement]
  /// For each static requirement, the type whose own static member answers it.
  var staticImplementer: String?
  /// For each parameter type (as written), whether arguments of it are recorded by identity.
  var identityTypes: Set<String>
  /// The files the protocols are declared in.
  var sources: [String]
  /// The imports of those files.
  var imports: [String]
}

/// The harness subject: the real presenter with a spy at each boundary.
struct SubjectPlan: Sendable, Hashable {
  /// One spy the subject holds.
  struct Field: Sendable, Hashable {
    /// The subject's property (`view`).
    var name: String
    /// The spy's class.
    var spy: String
    /// The boundary its messages cross, as Swift (`.view`, `ViperKitTesting.Boundary("cache")`).
    var boundary: String
    /// The presenter's property it stands in for, if set by property.
    var property: String
  }

  /// A value `wire` takes because the module's own code gets it from its caller (a wallet, a
  /// flow): the test passes its own.
  struct Parameter: Sendable, Hashable {
    var label: String
    var name: String
    var type: String
  }

  /// `BookshelfHarnessSubject`.
  var typeName: String
  var presenter: String
  var fields: [Field]
  /// What `wire` takes besides the log.
  var parameters: [Parameter] = []
  /// The initializer's arguments: `label: value` (or `value`), in order.
  var arguments: [String]
  /// `presenter.<property> = <value>` after the initializer.
  var assignments: [(property: String, value: String)]
  /// Where the wiring was read, for the header and the documentation comment: `createModule()
  /// in BookshelfRouter.swift:12`, or `nil` when no code of the codebase makes the presenter.
  var wiredLike: String?
  var sources: [String]
  /// The imports of those files.
  var imports: [String] = []

  static func == (lhs: SubjectPlan, rhs: SubjectPlan) -> Bool {
    lhs.typeName == rhs.typeName && lhs.presenter == rhs.presenter && lhs.fields == rhs.fields
      && lhs.parameters == rhs.parameters
      && lhs.arguments == rhs.arguments && lhs.wiredLike == rhs.wiredLike
      && lhs.assignments.map(\.property) == rhs.assignments.map(\.property)
      && lhs.assignments.map(\.value) == rhs.assignments.map(\.value) && lhs.sources == rhs.sources
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    hasher.combine(presenter)
  }
}
