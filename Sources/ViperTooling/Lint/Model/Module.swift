/// A VIPER module as the model found it: the role types wired together (created together by a
/// builder, assembly, configurator, wireframe or `createModule()`, or holding each other),
/// named by the stem they share.
public struct Module: Sendable, Hashable {
  /// The module's name: the stem its presenter's name carries (`Users` for `UsersPresenter`),
  /// else its view's, else the stem most of its types share.
  public var name: String
  /// The concrete role types that belong to the module, sorted by name.
  public var members: [String]
  /// The protocols that belong to the module (its contract), sorted by name.
  public var contracts: [String]
  /// Role types of other modules that the module's types hold or create (an interactor that
  /// Users and UserPicker share belongs to one of them and is used by the other), sorted.
  public var used: [String]
}

/// A route between modules: code in one module creates or opens another.
public struct Route: Sendable, Hashable {
  /// The module the route starts in.
  public var from: String
  /// The module it opens.
  public var to: String
  /// The type of `from` whose code opens `to` (a router, wireframe or builder, usually).
  public var via: String
  /// The type of `to` that is created or called (`UserDetailBuilder`, `AddWireframe`).
  public var target: String
  /// Where: the creation, the call, or the property that holds the other module's builder.
  public var location: SourceLocation
  /// What made the route, as written: the call up to the segment that opens `to`
  /// (`assemblyFactory.searchAssembly()`, `DetailRouter.createModule()`), or the property or
  /// name that does (`holds 'detailBuilder: DetailBuilder'`, `names 'SettingsModuleInput'`).
  public var call: String = ""
  /// How the route goes, step by step: the call in `from`'s code as written, then each
  /// function it runs (`CoreRouter.showSettings`, a protocol requirement followed to its
  /// implementation), each destination value followed to the switch arm it matches
  /// (`.settings -> case .settings`), and the call that builds `to`.
  public var chain: [String] = []
}
