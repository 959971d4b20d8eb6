/// Why `viper new` (or `viper init`, `viper templates`, `viper spies`) refused to do what it was
/// asked.
///
/// Every refusal has a message a person can act on and an exit code for scripts. The kinds are
/// a struct of named values rather than an enum, so new kinds don't break code that switches
/// over them.
///
/// ```swift
/// do {
///   try ModuleName(validating: "class")
/// } catch let error as GeneratorError {
///   print(error.message)  // "`class` is a Swift keyword and can't name a module. ..."
/// }
/// ```
public struct GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of refusal this is.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, such as `invalidName`.
    public let name: String
    /// The process exit code for this kind (sysexits.h values).
    public let exitCode: Int32

    /// The module name is not a valid Swift type name.
    public static let invalidName = Kind(name: "invalidName", exitCode: 64)
    /// The `--entity` description could not be read.
    public static let invalidEntity = Kind(name: "invalidEntity", exitCode: 64)
    /// An option or a combination of options makes no sense.
    public static let invalidOption = Kind(name: "invalidOption", exitCode: 64)
    /// Files to be written exist already and `--force` was not given.
    public static let fileExists = Kind(name: "fileExists", exitCode: 73)
    /// A file or folder could not be written.
    public static let cannotWrite = Kind(name: "cannotWrite", exitCode: 73)
    /// The module `viper spies` was asked for is not in the code it read.
    public static let moduleNotFound = Kind(name: "moduleNotFound", exitCode: 66)
    /// A template set could not be found.
    public static let templateNotFound = Kind(name: "templateNotFound", exitCode: 66)
    /// A template or a set's spec file is broken.
    public static let templateError = Kind(name: "templateError", exitCode: 65)
    /// The `.viper.yml` file is broken.
    public static let configError = Kind(name: "configError", exitCode: 78)

    public var description: String { name }
  }

  /// What kind of refusal this is.
  public let kind: Kind
  /// What went wrong and what to do about it.
  public let message: String

  /// Creates an error of `kind` with `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The process exit code: never 0.
  public var exitCode: Int32 { kind.exitCode }

  public var description: String { message }
}
