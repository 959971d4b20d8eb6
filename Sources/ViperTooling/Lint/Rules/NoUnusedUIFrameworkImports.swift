/// A presenter, interactor or entity file does not import a UI framework it does not use
/// (UIKit, SwiftUI, AppKit, or one that exists for views alone: WebKit, MapKit, PhotosUI, ...):
/// the import invites UI types in and makes the file depend on a platform for nothing. Milder
/// than ``NoUIFrameworkTypesOutsideViews``, which reports the types themselves. A name the
/// codebase declares itself (its own `AnyView`) is no use of a framework.
public struct NoUnusedUIFrameworkImports: LintRule {
  public static let key = "NoUnusedUIFrameworkImports"
  public static let summary =
    "Presenter, interactor and entity files do not import UIKit, SwiftUI, AppKit or another UI-only framework (WebKit, MapKit, ...) without using it."
  public static let findingExample = """
    import UIKit

    final class UsersPresenter: UsersViewOutput { ... }
    """
  public static let fixExample = """
    import Foundation

    final class UsersPresenter: UsersViewOutput { ... }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for file in model.files {
      let frameworks = file.imports.compactMap { fact in
        UIFramework(rawValue: fact.module).map { (fact, $0) }
      }
      guard !frameworks.isEmpty else { continue }
      let roles = file.types.compactMap { declared in
        model.types[declared.name].flatMap { $0.hasSureRole ? $0.role : nil }
      }
      guard
        let role = roles.first(where: { NoUIFrameworkTypesOutsideViews.checkedRoles.contains($0) }),
        !roles.contains(.view)
      else { continue }
      let references = file.types.flatMap(\.typeReferences).filter {
        !model.declares($0.name)
      }
      // UIKit, AppKit and SwiftUI re-export Foundation: without its own `import Foundation`,
      // a file that drops them loses `Date` and `OperationQueue` too.
      // Of several unused UI imports, the first gives way to Foundation, the others go.
      var importsFoundation = file.imports.contains { $0.module == "Foundation" }
      for (fact, framework) in frameworks
      where !references.contains(where: { framework.owns($0.name) }) {
        let fix =
          importsFoundation
          ? "remove 'import \(framework.rawValue)' from the \(role.rawValue) file"
          : "replace 'import \(framework.rawValue)' with 'import Foundation' in the \(role.rawValue) file"
        findings.append(
          RuleFinding(
            "\(fix); nothing in it uses \(framework.rawValue)", at: fact.location,
            fix: .replaceImport(at: fact.location, withFoundation: !importsFoundation)))
        importsFoundation = true
      }
    }
    return findings
  }
}
