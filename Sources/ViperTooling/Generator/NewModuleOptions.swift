/// What `viper new` was asked for, as typed: ``ModuleGenerator`` checks it.
public struct NewModuleOptions: Hashable, Sendable {
  /// The module's name, such as `Profile`.
  public var name: String
  /// The entities, as `'User: id Int, name String'`: the module's first, then the nested
  /// entities its fields use; empty for the standard one.
  public var entities: [String]
  /// A set's name or folder; `nil` for `.viper.yml`'s, else `terminal`.
  public var template: String?
  /// Where the module's folder goes; `nil` for `.viper.yml`'s, else a guess.
  public var output: String?
  /// Where its tests' folder goes; `nil` for `.viper.yml`'s, else a guess.
  public var tests: String?
  /// The module the tests import; `nil` to take it from the output path.
  public var testImport: String?
  /// Whether existing files may be replaced.
  public var force: Bool
  /// Whether to only say what would be written.
  public var dryRun: Bool
  /// Whether the module keeps what it fetched in a store on the device (`--store`).
  public var store: Bool
  /// How the contract's protocols are named; `nil` for `.viper.yml`'s, else input-output.
  public var contracts: ContractStyle?

  /// Creates options; everything but the name is optional.
  public init(
    name: String, entities: [String] = [], template: String? = nil, output: String? = nil,
    tests: String? = nil, testImport: String? = nil, force: Bool = false, dryRun: Bool = false,
    store: Bool = false, contracts: ContractStyle? = nil
  ) {
    self.name = name
    self.entities = entities
    self.template = template
    self.output = output
    self.tests = tests
    self.testImport = testImport
    self.force = force
    self.dryRun = dryRun
    self.store = store
    self.contracts = contracts
  }
}
