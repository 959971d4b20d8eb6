/// What `viper spies` is asked to do.
public struct SpiesOptions: Sendable {
  /// The module, as `viper graph` names it (`Users`, or `solutions/alice/Users` when two units
  /// have one); `nil` for every module.
  public var module: String?
  /// The files and folders to read.
  public var paths: [String]
  /// Where the spies go.
  public var output: String
  /// The module the spies import with `@testable import`; guessed from the presenter's path
  /// when `nil`.
  public var testImport: String?
  /// Print what would be written, and write nothing.
  public var dryRun: Bool
  /// Overwrite files that exist with other contents.
  public var force: Bool

  /// Creates options.
  public init(
    module: String?, paths: [String], output: String, testImport: String? = nil,
    dryRun: Bool = false, force: Bool = false
  ) {
    self.module = module
    self.paths = paths
    self.output = output
    self.testImport = testImport
    self.dryRun = dryRun
    self.force = force
  }
}
