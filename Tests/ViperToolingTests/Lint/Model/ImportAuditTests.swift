import Foundation
import ProcessTestSupport
import Testing

@testable import ViperTooling

/// ``NoUnusedUIFrameworkImports`` and its fix held against ``FrameworkCatalog``, the one table
/// of what each framework declares and brings: for every UI framework the rule knows, a file
/// that uses a name of a UI framework the import brings keeps the import, and every
/// replacement provides every name the file uses.
@Suite(.cpuBound) struct ImportAuditTests {
  /// Names each module declares, from the catalog: its exact names, and a made-up name after
  /// each of its prefixes (`CLSample` for CoreLocation's `CL`). A name that counts only beside
  /// a companion (`row`) comes with it (`IndexPath`).
  static func sampleNames(of module: String) -> [Set<String>] {
    var samples: [Set<String>] = []
    for (name, modules) in FrameworkCatalog.exactNames where modules.first == module {
      samples.append(Set([name] + (FrameworkCatalog.companions[name]?.sorted().prefix(1) ?? [])))
    }
    for (prefix, modules) in FrameworkCatalog.prefixes where modules.first == module {
      samples.append([prefix + "Sample"])
    }
    return samples.sorted { $0.sorted().joined() < $1.sorted().joined() }
  }

  /// Whether the imports provide a name: one of the modules that declare it is among what
  /// they bring in full.
  static func provides(_ imports: [String], _ name: String) -> Bool {
    guard case .modules(let declaring) = FrameworkCatalog.provision(of: name) else { return true }
    let provided = FrameworkCatalog.provided(by: imports)
    return declaring.contains(where: provided.contains)
  }

  @Test("every module a UI framework brings has names in the catalog")
  func everyBroughtModuleHasNames() {
    for framework in UIFramework.allCases {
      for module in FrameworkCatalog.reach(of: framework.rawValue) {
        #expect(!Self.sampleNames(of: module).isEmpty, "\(framework.rawValue) brings \(module)")
      }
    }
  }

  @Test("for every UI framework, a name of a UI framework it brings keeps the import")
  func keepsTheImportForUsedUIFrameworks() {
    for framework in UIFramework.allCases {
      let reach = FrameworkCatalog.reach(of: framework.rawValue)
      for module in reach where FrameworkCatalog.isUserInterface(module) {
        for names in Self.sampleNames(of: module) {
          let verdicts = ImportAudit.verdicts(imports: [framework.rawValue], names: names)
          #expect(verdicts.isEmpty, "import \(framework.rawValue) using \(names.sorted())")
        }
      }
    }
  }

  @Test("for every UI framework, what replaces it provides every name it brought, and no UI")
  func replacementsProvideEveryName() {
    for framework in UIFramework.allCases {
      let reach = FrameworkCatalog.reach(of: framework.rawValue)
      let brought = reach.filter { !FrameworkCatalog.isUserInterface($0) }.sorted()
      let all = Set(brought.flatMap { Self.sampleNames(of: $0).flatMap { $0 } })
      // One name at a time, and all of them together.
      for names in brought.flatMap(Self.sampleNames(of:)) + [all] {
        let verdicts = ImportAudit.verdicts(imports: [framework.rawValue], names: names)
        #expect(verdicts.count == 1, "import \(framework.rawValue) using \(names.sorted())")
        guard let verdict = verdicts.first else { continue }
        #expect(verdict.isFixable)
        #expect(!verdict.replacement.contains(where: FrameworkCatalog.isUserInterface))
        for name in names {
          #expect(
            Self.provides(verdict.replacement, name),
            "import \(framework.rawValue) replaced by \(verdict.replacement) loses '\(name)'")
        }
      }
    }
  }

  @Test("several UI imports: the one a name needs stays, the others go, and a module is added once")
  func decidesSeveralImportsTogether() {
    #expect(
      ImportAudit.verdicts(imports: ["UIKit", "MapKit"], names: ["UIColor"])
        == [.init(module: "MapKit", replacement: [], names: [:])])
    #expect(
      ImportAudit.verdicts(imports: ["SwiftUI", "UIKit"], names: ["UIColor"])
        == [.init(module: "SwiftUI", replacement: [], names: [:])])
    #expect(
      ImportAudit.verdicts(imports: ["SwiftUI", "UIKit"], names: ["UIColor", "Color"]) == [])
    #expect(
      ImportAudit.verdicts(imports: ["UIKit", "SwiftUI"], names: ["AnyCancellable", "CGColor"])
        == [
          .init(
            module: "SwiftUI", replacement: ["Combine"], names: ["Combine": ["AnyCancellable"]]),
          .init(
            module: "UIKit", replacement: ["Foundation", "CoreGraphics"],
            names: ["CoreGraphics": ["CGColor"]]),
        ])
  }

  @Test(
    "lint --fix on a presenter that imports each UI framework and uses what it brings: every name keeps its module",
    arguments: UIFramework.allCases)
  func fixKeepsEveryName(_ framework: UIFramework) async throws {
    let brought = FrameworkCatalog.reach(of: framework.rawValue)
      .filter { !FrameworkCatalog.isUserInterface($0) }.sorted()
    let names = Set(brought.flatMap { Self.sampleNames(of: $0).flatMap { $0 } })
    let presenter = """
      import \(framework.rawValue)

      final class UsersPresenter: UsersViewOutput {
        func viewDidLoad() {}
        func uses() { _ = [\(names.sorted().joined(separator: ", "))] }
      }

      """
    let after = try await offThePool {
      try Self.fixed([
        "Users/UsersContract.swift": usersContract, "Users/UsersPresenter.swift": presenter,
      ])
    }
    let fixed = try #require(after.files["Users/UsersPresenter.swift"])
    let imports = FileAnalyzer.analyze(source: fixed, path: "UsersPresenter.swift").imports.map(
      \.module)
    #expect(!imports.contains(where: FrameworkCatalog.isUserInterface), "\(imports)")
    for name in names {
      #expect(Self.provides(imports, name), "'\(name)' lost its module: \(imports)")
    }
    #expect(after.remaining.isEmpty, "\(after.remaining)")
  }

  @Test(
    "lint --fix leaves alone a presenter that uses a UI name its import brings",
    arguments: UIFramework.allCases)
  func fixLeavesUsedImports(_ framework: UIFramework) async throws {
    let ui = FrameworkCatalog.reach(of: framework.rawValue)
      .filter(FrameworkCatalog.isUserInterface).sorted()
    for module in ui {
      for names in Self.sampleNames(of: module).prefix(2) {
        let presenter = """
          import \(framework.rawValue)

          final class UsersPresenter: UsersViewOutput {
            func viewDidLoad() {}
            func uses() { _ = [\(names.sorted().map(Self.written).joined(separator: ", "))] }
          }

          """
        let after = try await offThePool {
          try Self.fixed([
            "Users/UsersContract.swift": usersContract, "Users/UsersPresenter.swift": presenter,
          ])
        }
        #expect(after.files["Users/UsersPresenter.swift"] == presenter, "\(names.sorted())")
      }
    }
  }

  /// A name as code uses it: a member after a value (`x.row`), an implicit member as a value
  /// (`.blue`), any other name as it is.
  static func written(_ name: String) -> String {
    if FrameworkCatalog.implicitMemberNames.contains(name) { return ".\(name)" }
    return FrameworkCatalog.memberNames.contains(name) ? "x.\(name)" : name
  }

  /// The files after one `lint --fix`, and what a second lint reports of the rule.
  private static func fixed(_ files: [String: String]) throws -> (
    files: [String: String], remaining: [String]
  ) {
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let linter = Linter()
    let paths = try linter.swiftFiles(in: [folder.path()])
    _ = FixApplier().apply(linter.run(files: paths, fixes: true).findings, dryRun: false)
    let remaining = linter.run(files: paths, fixes: true).findings
      .filter { $0.rule == NoUnusedUIFrameworkImports.key }.map(\.message)
    var after: [String: String] = [:]
    for name in files.keys {
      after[name] = try String(contentsOfFile: folder.path(name), encoding: .utf8)
    }
    return (after, remaining)
  }
}
