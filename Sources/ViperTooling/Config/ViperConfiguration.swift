import Foundation
import Yams

/// The project's `.viper.yml`: where modules and their tests go, the default template set,
/// who to name in headers, and the role name suffixes. Every key is optional.
///
/// ```yaml
/// modules: Sources/App
/// tests: Tests/AppTests
/// template: terminal
/// author: Jane Appleseed
/// suffixes:
///   view: Screen
/// contracts: directional
/// ```
public struct ViperConfiguration: Codable, Hashable, Sendable {
  /// Role name suffixes: `Profile` + `Presenter`.
  public struct Suffixes: Codable, Hashable, Sendable {
    /// The view's suffix; by default the template set's (`View`, `ViewController`).
    public var view: String?
    /// The presenter's suffix (`Presenter`).
    public var presenter: String?
    /// The interactor's suffix (`Interactor`).
    public var interactor: String?
    /// The router's suffix (`Router`).
    public var router: String?
    /// The builder's suffix (`Builder`).
    public var builder: String?

    /// No suffix set: every role gets its standard one.
    public init(
      view: String? = nil, presenter: String? = nil, interactor: String? = nil,
      router: String? = nil, builder: String? = nil
    ) {
      self.view = view
      self.presenter = presenter
      self.interactor = interactor
      self.router = router
      self.builder = builder
    }
  }

  /// The file name viper looks for in the current folder.
  public static let fileName = ".viper.yml"

  /// Where new modules go (`<modules>/<Name>/`).
  public var modules: String?
  /// Where their tests go (`<tests>/<Name>/`).
  public var tests: String?
  /// The module the tests `@testable import`; by default the folder after `Sources/` in
  /// ``modules``.
  public var testImport: String?
  /// The default template set: a bundled set's name or a set's folder.
  public var template: String?
  /// A folder of user template sets, one subfolder per set.
  public var templates: String?
  /// Who to name in the header of generated files.
  public var author: String?
  /// The company to name in the header of generated files.
  public var company: String?
  /// Role name suffixes.
  public var suffixes: Suffixes?
  /// How `viper new` names contract protocols: `input-output` (the default) or `directional`.
  public var contracts: ContractStyle?

  enum CodingKeys: String, CodingKey {
    case modules, tests, template, templates, author, company, suffixes, contracts
    case testImport = "import"
  }

  /// An empty configuration: every default applies.
  public init(
    modules: String? = nil, tests: String? = nil, testImport: String? = nil,
    template: String? = nil, templates: String? = nil, author: String? = nil,
    company: String? = nil, suffixes: Suffixes? = nil, contracts: ContractStyle? = nil
  ) {
    self.modules = modules
    self.tests = tests
    self.testImport = testImport
    self.template = template
    self.templates = templates
    self.author = author
    self.company = company
    self.suffixes = suffixes
    self.contracts = contracts
  }

  /// Reads `.viper.yml` in `folder`; an absent file is an empty configuration.
  ///
  /// - Throws: ``GeneratorError/Kind/configError`` when the file is not valid.
  public static func load(from folder: URL) throws(GeneratorError) -> ViperConfiguration {
    let url = folder.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return ViperConfiguration() }
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw GeneratorError(
        .configError, "\(url.path): cannot read it (\(error.localizedDescription))")
    }
    return try parse(text, path: url.path)
  }

  /// Reads a configuration from YAML `text`; `path` names it in errors.
  public static func parse(_ text: String, path: String) throws(GeneratorError)
    -> ViperConfiguration
  {
    // A file of comments only (what `viper init` writes before it is edited) is empty YAML.
    let meaningful = text.split(separator: "\n").contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }
    guard meaningful else { return ViperConfiguration() }
    do {
      return try YAMLDecoder().decode(ViperConfiguration.self, from: text)
    } catch {
      throw GeneratorError(
        .configError, "\(path): not a valid configuration: \(TemplateSet.describe(error))")
    }
  }
}
