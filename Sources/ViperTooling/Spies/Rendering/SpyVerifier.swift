import SwiftParser
import SwiftSyntax

/// Checks a written spy the way a reader would: the file parses, and its class has a member
/// for every requirement, with the same name, labels, types and effects.
enum SpyVerifier {
  /// The requirements of `spy` that `text` has no member for; `nil` when the text does not
  /// parse or has no class of the spy's name.
  static func missingRequirements(of spy: SpyPlan, in text: String) -> [Requirement]? {
    let file = SourceFile(path: spy.className + ".swift", text: text)
    guard !file.tree.hasError else { return nil }
    let finder = DeclarationFinder(name: spy.className, viewMode: .sourceAccurate)
    finder.walk(file.tree)
    guard let decl = finder.classDecl else { return nil }
    var keys: Set<String> = []
    for member in decl.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        keys.insert(
          Requirement.function(ProtocolReader.readFunction(function, file: file)).key)
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            keys.insert("var \(name)")
          }
        }
      }
    }
    return spy.requirements.filter { !keys.contains($0.key) }
  }

  /// Whether a file parses with no syntax error.
  static func parses(_ text: String) -> Bool {
    !Parser.parse(source: text).hasError
  }
}
