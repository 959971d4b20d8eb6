/// A template set's spec file, `template.yml`: what the set is, the files it writes and the
/// variables each file uses.
///
/// ```yaml
/// name: terminal
/// summary: A module whose view draws in the terminal (ViperTerminal).
/// view_suffix: View
/// files:
///   - template: Contract.swift.stencil
///     to: module
///     path: "{{ names.contract }}.swift"
///     variables: [header, access, module, names, entity]
/// ```
public struct TemplateSetSpec: Codable, Hashable, Sendable {
  /// One file the set writes.
  public struct File: Codable, Hashable, Sendable {
    /// Where a file goes.
    public enum Destination: String, Codable, Hashable, Sendable {
      /// Into the module's folder (`--output DIR/NAME`).
      case module
      /// Into the module's tests folder (`--tests DIR/NAME`).
      case tests
    }

    /// The Stencil template, relative to the set's folder (or the shared templates).
    public var template: String
    /// Which folder the file goes to.
    public var to: Destination
    /// The file's path inside that folder; a Stencil template itself
    /// (`"{{ names.presenter }}.swift"`).
    public var path: String
    /// The context variables the template uses, for `viper templates show`.
    public var variables: [String]
    /// The option the file is written for; `nil`: always written.
    public var when: Condition?

    /// An option some files are written for.
    public enum Condition: String, Codable, Hashable, Sendable {
      /// `viper new --store`.
      case store
    }
  }

  /// The set's name, such as `terminal`.
  public var name: String
  /// One line on what the set is for.
  public var summary: String
  /// What the generated code builds against, for `viper templates show`.
  public var requires: [String]?
  /// The suffix of the view's type name (`View`, `ViewController`), unless `.viper.yml`
  /// sets one.
  public var viewSuffix: String?
  /// The files, in the order they are written and listed.
  public var files: [File]

  enum CodingKeys: String, CodingKey {
    case name, summary, requires, files
    case viewSuffix = "view_suffix"
  }
}
