import Foundation
import Yams

/// A folder of Stencil templates with its spec file (`template.yml`): one way to write a
/// module.
///
/// Bundled sets (`terminal`, `uikit`, `swiftui`) live in the package's resources; a user set
/// is any folder with a `template.yml`. A template a set does not have is looked up in the
/// bundled shared templates (`_shared`), so a user set can override only the files it cares
/// about.
public struct TemplateSet: Sendable {
  /// The name of the spec file in every set's folder.
  public static let specFileName = "template.yml"

  /// What the set is and what it writes.
  public let spec: TemplateSetSpec
  /// The set's folder.
  public let folder: URL
  /// Where templates the set does not have are looked up, in order.
  public let fallbackFolders: [URL]
  /// Whether the set ships with viper.
  public let isBundled: Bool

  /// The set's name.
  public var name: String { spec.name }

  /// Loads the set in `folder`; throws ``GeneratorError/Kind/templateError`` when its spec
  /// is missing or broken.
  public init(folder: URL, fallbackFolders: [URL] = [], isBundled: Bool) throws(GeneratorError) {
    let specURL = folder.appendingPathComponent(Self.specFileName)
    let text: String
    do {
      text = try String(contentsOf: specURL, encoding: .utf8)
    } catch {
      throw GeneratorError(
        .templateNotFound,
        "no template set in \(folder.path): it has no \(Self.specFileName) "
          + "(a template set is a folder with a \(Self.specFileName) and its templates)")
    }
    do {
      spec = try YAMLDecoder().decode(TemplateSetSpec.self, from: text)
    } catch {
      throw GeneratorError(
        .templateError, "\(specURL.path): not a valid template set spec: \(Self.describe(error))")
    }
    self.folder = folder
    self.fallbackFolders = fallbackFolders
    self.isBundled = isBundled
  }

  /// Where the template file `name` is: the set's folder first, then the fallbacks.
  public func location(ofTemplate name: String) -> URL? {
    for folder in [folder] + fallbackFolders {
      let url = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    return nil
  }

  /// A YAML decoding error in a sentence.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "`\(path(context.codingPath + [key]))` is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return "`\(path(context.codingPath))`: \(context.debugDescription)"
    default:
      return String(describing: error)
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
