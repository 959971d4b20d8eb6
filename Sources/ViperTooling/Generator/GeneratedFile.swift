/// One file `viper new` writes.
public struct GeneratedFile: Hashable, Sendable {
  /// The file's path relative to its destination folder (`ProfilePresenter.swift`).
  public let path: String
  /// Which folder it goes to: the module's or its tests'.
  public let destination: TemplateSetSpec.File.Destination
  /// The template it was rendered from.
  public let template: String
  /// The file's text.
  public let contents: String

  /// Creates a file.
  public init(
    path: String, destination: TemplateSetSpec.File.Destination, template: String,
    contents: String
  ) {
    self.path = path
    self.destination = destination
    self.template = template
    self.contents = contents
  }
}
