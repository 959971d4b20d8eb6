/// Which UI framework imports a file does not need, and what must take the place of each so
/// that every name the file uses keeps a module that provides it: the decision of
/// ``NoUnusedUIFrameworkImports``, worked out from the file's imports, the names it uses and
/// ``FrameworkCatalog`` alone.
///
/// A UI import is needed when the file uses a name of a UI framework the import brings
/// (`UIColor` through `import SwiftUI`, which re-exports UIKit) that its other imports do not
/// provide. Otherwise the import goes, and in its place come Foundation (every UI framework
/// brings it, and with it whatever Foundation names the file uses) and the module of each
/// other name the import brought (`import Combine` for `AnyCancellable`, `import CoreLocation`
/// for MapKit's `CLLocationCoordinate2D`). The replacement is not made when a name may come
/// through the import from a module nobody can name.
struct ImportAudit {
  /// A UI import the file does not need.
  struct Verdict: Equatable {
    /// The UI framework imported.
    var module: String
    /// The imports that take its place, Foundation first; empty when the line can go.
    var replacement: [String]
    /// For each module of `replacement` but Foundation, the names of it the file uses.
    var names: [String: [String]]
    /// Names written like a framework's that no framework the catalog knows declares: the
    /// import may be what brings them, so it is not replaced.
    var unknownNames: [String] = []
    /// Names without a prefix (`Future`) that an added module declares, while the file also
    /// imports a module the catalog does not know, which may declare them too: adding the
    /// module could make them ambiguous, so the import is not replaced.
    var ambiguousNames: [String] = []

    /// Whether the replacement can be made.
    var isFixable: Bool { unknownNames.isEmpty && ambiguousNames.isEmpty }
  }

  /// The verdicts for a file's UI imports, in the order they are decided: SwiftUI first,
  /// UIKit and AppKit last, the frameworks for views alone in between (an unneeded `import
  /// MapKit` goes before the `import UIKit` beside it is asked about, so that UIKit, not
  /// MapKit, stays for a `UIColor`).
  ///
  /// - Parameters:
  ///   - imports: the modules the file imports, in source order.
  ///   - names: the names the file uses that the codebase does not declare (as
  ///     ``FileFacts/usedNames`` records them).
  static func verdicts(imports: [String], names: Set<String>) -> [Verdict] {
    var modules: [String] = []
    for module in imports where !modules.contains(module) { modules.append(module) }
    let frameworks = modules.filter { UIFramework(rawValue: $0) != nil }
    guard !frameworks.isEmpty else { return [] }
    let ordered =
      frameworks.filter { $0 == "SwiftUI" }
      + frameworks.filter { $0 != "SwiftUI" && $0 != "UIKit" && $0 != "AppKit" }
      + frameworks.filter { $0 == "UIKit" || $0 == "AppKit" }
    let sortedNames = FrameworkCatalog.withCompanions(names).sorted()
    let importsPackages = modules.contains { !FrameworkCatalog.knownModules.contains($0) }
    var removed: Set<String> = []
    var added: [String] = []
    var verdicts: [Verdict] = []
    for framework in ordered {
      let remaining = modules.filter { $0 != framework && !removed.contains($0) } + added
      var provided = FrameworkCatalog.provided(by: remaining)
      let addsFoundation = !provided.contains("Foundation")
      if addsFoundation { provided.formUnion(FrameworkCatalog.provided(by: ["Foundation"])) }
      guard
        let verdict = verdict(
          for: framework, names: sortedNames, provided: provided,
          importsPackages: importsPackages, addsFoundation: addsFoundation)
      else { continue }
      removed.insert(framework)
      added += verdict.replacement
      verdicts.append(verdict)
    }
    return verdicts
  }

  /// The verdict on one UI import, given what the file's other imports (and Foundation)
  /// provide; `nil` when the import is needed.
  private static func verdict(
    for framework: String, names: [String], provided: Set<String>, importsPackages: Bool,
    addsFoundation: Bool
  ) -> Verdict? {
    let reach = FrameworkCatalog.reach(of: framework)
    var brought: [String: [String]] = [:]
    var unknown: [String] = []
    for name in names {
      switch FrameworkCatalog.provision(of: name) {
      case .none:
        continue
      case .unknown:
        unknown.append(name)
      case .modules(let declaring):
        if declaring.contains(where: provided.contains) { continue }
        if declaring.contains(where: { FrameworkCatalog.isUserInterface($0) && reach.contains($0) })
        {
          return nil
        }
        // A name of a module the import may bring gets that module. So does a framework's
        // prefixed name (`CVPixelBuffer`) the import is not known to bring, when no package is
        // imported that could declare it: no other import provides it. A plain word of a
        // module the import cannot bring (`Model`, SwiftData's) comes from elsewhere.
        let prefixed = FrameworkCatalog.looksPrefixed(name)
        guard
          let module = declaring.first(where: {
            !FrameworkCatalog.isUserInterface($0)
              && (reach.contains($0) || (prefixed && !importsPackages))
          })
        else { continue }
        brought[module, default: []].append(name)
      }
    }
    var verdict = Verdict(
      module: framework,
      replacement: (addsFoundation ? ["Foundation"] : []) + brought.keys.sorted(),
      names: brought)
    if !importsPackages { verdict.unknownNames = unknown }
    if importsPackages {
      verdict.ambiguousNames = brought.values.flatMap { $0 }.filter {
        SyntaxNames.isCapitalized($0) && !FrameworkCatalog.looksPrefixed($0)
      }.sorted()
    }
    return verdict
  }
}
