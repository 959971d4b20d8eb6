import Foundation
import ViperTooling

/// What the linter understood of sources given in memory, as lines a test compares exactly:
/// modules with their members and roles, routes, the role and certainty of a type, and the
/// findings.
struct ModelDescription {
  let codebase: Codebase
  let findings: [Finding]

  init(_ files: [(String, String)], configuration: LintConfiguration = LintConfiguration()) {
    let linter = Linter(configuration: configuration)
    let facts = files.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) }
    codebase = linter.codebase(of: facts)
    findings = linter.findings(in: facts)
  }

  /// `Users: UsersInteractor interactor, UsersPresenter presenter, UsersView view`, one line per
  /// module of every unit (`unit/Module` when there are several units), sorted.
  var modules: [String] {
    codebase.units.flatMap { unit in
      unit.reportedModules.map { module in
        let members = module.members.map { name in
          "\(name) \(unit.model.types[name]?.role?.rawValue ?? "?")"
        }
        return "\(unit.qualifiedName(module.name)): " + members.joined(separator: ", ")
      }
    }.sorted()
  }

  /// `Users -> UserDetail`, one line per route, sorted.
  var routes: [String] {
    codebase.units.flatMap { unit in
      unit.reportedRoutes.map {
        "\(unit.qualifiedName($0.from)) -> \(unit.qualifiedName($0.to))"
      }
    }.sorted()
  }

  /// `presenter wired`: a type's role and certainty, `none` without a role, `nil` for a type
  /// the codebase does not declare.
  func role(of name: String) -> String? {
    for unit in codebase.units {
      guard let type = unit.model.types[name], unit.reportedFiles.contains(type.file) else {
        continue
      }
      guard let role = type.role else { return "none" }
      return "\(role.rawValue) \(type.certainty?.rawValue ?? "?")"
    }
    return nil
  }

  /// The module a type belongs to (empty for none), `nil` for an unknown type.
  func module(of name: String) -> String? {
    for unit in codebase.units {
      if let type = unit.model.types[name], unit.reportedFiles.contains(type.file) {
        return type.module
      }
    }
    return nil
  }

  /// `file:line`, for each finding of `rule`, sorted.
  func places(of rule: any LintRule.Type) -> [String] {
    findings.filter { $0.rule == rule.key }.map { "\($0.location.file):\($0.location.line)" }
      .sorted()
  }

  /// The messages of the findings of `rule`, in output order.
  func messages(of rule: any LintRule.Type) -> [String] {
    findings.filter { $0.rule == rule.key }.map(\.message)
  }

  /// The rules that reported anything, with their counts: `HoldBackReferencesWeakly 2`.
  var ruleCounts: [String] {
    Dictionary(grouping: findings, by: \.rule).map { "\($0.key) \($0.value.count)" }.sorted()
  }
}
