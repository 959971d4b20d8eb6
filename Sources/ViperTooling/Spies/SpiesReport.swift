/// What `viper spies` wrote (or, in a dry run, would write) and what it refused: `--json`
/// prints it.
public struct SpiesReport: Codable, Hashable, Sendable {
  /// One file.
  public struct File: Codable, Hashable, Sendable {
    /// Its path, as the output folder was given.
    public var path: String
    /// `spy` or `subject`.
    public var kind: String
    /// `created`, `overwritten` (with `--force`), `unchanged` (the same text is there), or
    /// `exists` (a dry run without `--force`: the run would be refused).
    public var status: String
  }

  /// Something `viper spies` could not spy, and why.
  public struct Refusal: Codable, Hashable, Sendable {
    /// What was refused: `module Users`, `spy UsersViewInputSpy`, `UsersHarnessSubject`.
    public var item: String
    /// A short key for the kind of reason, for scripts: `no-presenter`, `concrete-role`,
    /// `outside-protocol`, `no-default-value`, ...
    public var kind: String
    /// The reason, one line, for a person.
    public var reason: String

    /// `item: reason`.
    public var line: String { "\(item): \(reason)" }
  }

  /// One module's outcome.
  public struct Module: Codable, Hashable, Sendable {
    /// The module's name as `viper graph` shows it.
    public var name: String
    /// The presenter's type, if the module has one.
    public var presenter: String?
    /// The spy classes written for it.
    public var spies: [String]
    /// The harness subject written for it, if any.
    public var subject: String?
    /// Every requirement of the protocols the presenter talks through, and how many of them
    /// the written spies implement (checked by parsing the spies again).
    public var requirements: Int
    public var implemented: Int
    /// What was refused.
    public var refusals: [Refusal]
    /// Notes for the person: how the presenter was wired, what was left as declared.
    public var notes: [String]

    /// Whether everything the presenter talks through was spied and the subject written.
    public var isComplete: Bool { refusals.isEmpty && subject != nil }
  }

  /// The output folder.
  public var output: String
  /// The module the spies' files import with `@testable import`.
  public var testImport: String
  /// Whether nothing was written.
  public var dryRun: Bool
  /// Every module asked for.
  public var modules: [Module]
  /// Every file, in order.
  public var files: [File]
}
