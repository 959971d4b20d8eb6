/// The `viper` tool's library: the module generator (``ModuleGenerator``), its template sets
/// (``TemplateCatalog``) and the project configuration (``ViperConfiguration``).
public enum ViperTooling {
  /// The version `viper --version` prints.
  public static let version = "0.1.0"
}
