import Foundation
import Stencil

/// Loads a set's templates for Stencil: from the set's folder, then its fallbacks (so
/// `{% include %}` finds shared templates too).
final class TemplateSetLoader: Loader {
  private let set: TemplateSet

  init(set: TemplateSet) {
    self.set = set
  }

  func loadTemplate(name: String, environment: Environment) throws -> Template {
    guard let url = set.location(ofTemplate: name) else {
      throw TemplateDoesNotExist(templateNames: [name], loader: self)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    return environment.templateClass.init(
      templateString: text, environment: environment, name: name)
  }
}
