/// Everything `viper new` needs to render a module, checked already.
///
/// ```swift
/// let request = ModuleRequest(
///   name: try ModuleName(validating: "Profile"),
///   entity: try EntityDefinition(parsing: "Profile: id Int, name String"),
///   testImport: "App")
/// ```
public struct ModuleRequest: Hashable, Sendable {
  /// The module's name.
  public var name: ModuleName
  /// The entity it lists.
  public var entity: EntityDefinition
  /// The entities ``entity``'s fields use (`lines [OrderLine]`), and the ones theirs use, in
  /// the order `--entity` gave them.
  public var nestedEntities: [EntityDefinition]
  /// The module the tests `@testable import`.
  public var testImport: String
  /// Who to name in headers.
  public var author: String?
  /// The company to name in headers.
  public var company: String?
  /// Role name suffixes from `.viper.yml`.
  public var suffixes: ViperConfiguration.Suffixes
  /// The command line to quote in headers, such as `viper new Profile`.
  public var command: String
  /// Whether the module keeps what it fetched in a store on the device: a store protocol with
  /// SQLite (GRDB), fake and unimplemented implementations, and an interactor that shows the
  /// saved list first. Only sets whose files say `when: store` offer it.
  public var store: Bool
  /// How the contract's protocols are named.
  public var contracts: ContractStyle

  /// Creates a request; `entity` defaults to ``EntityDefinition/standard(for:)``.
  public init(
    name: ModuleName,
    entity: EntityDefinition? = nil,
    nestedEntities: [EntityDefinition] = [],
    testImport: String,
    author: String? = nil,
    company: String? = nil,
    suffixes: ViperConfiguration.Suffixes = .init(),
    command: String? = nil,
    store: Bool = false,
    contracts: ContractStyle = .inputOutput
  ) {
    self.name = name
    self.entity = entity ?? .standard(for: name)
    self.nestedEntities = nestedEntities
    self.testImport = testImport
    self.author = author
    self.company = company
    self.suffixes = suffixes
    self.command = command ?? "viper new \(name.value)"
    self.store = store
    self.contracts = contracts
  }
}
