import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct GraphTests {
  static let sources: [(path: String, source: String)] = [
    (
      "Users/UsersRouter.swift",
      """
      final class UsersRouter {
        weak var view: UsersView?
        let detailBuilder: UserDetailBuilder
      }
      final class UsersView { let presenter: UsersPresenter }
      final class UsersPresenter {
        var view: UsersView?
        let router: UsersRouter
      }
      struct UsersBuilder {}
      """
    ),
    (
      "UserDetail/UserDetailBuilder.swift",
      "struct UserDetailBuilder {}\nfinal class UserDetailPresenter {}\n"
    ),
  ]

  static var model: ModuleModel {
    ModuleModel(files: sources.map { FileAnalyzer.analyze(source: $0.source, path: $0.path) })
  }

  @Test func modulesAreNodesAndRoutesAreEdges() {
    let graph = ModuleGraph.modules(of: Self.model)
    #expect(
      GraphRenderer.dot(graph) == """
        digraph "modules" {
          rankdir=LR;
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          "UserDetail" [label="UserDetail"];
          "Users" [label="Users"];
          "Users" -> "UserDetail";
        }

        """)
    #expect(
      GraphRenderer.mermaid(graph) == """
        flowchart LR
          n0["UserDetail"]
          n1["Users"]
          n1 --> n0

        """)
  }

  @Test func aModuleShowsItsRolesWeakEdgesDashedAndCyclesRed() throws {
    let graph = try #require(ModuleGraph.module("Users", of: Self.model))
    #expect(
      GraphRenderer.dot(graph) == """
        digraph "Users" {
          rankdir=LR;
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          "UsersBuilder" [label="UsersBuilder\\n(builder)"];
          "UsersPresenter" [label="UsersPresenter\\n(presenter)"];
          "UsersRouter" [label="UsersRouter\\n(router)"];
          "UsersView" [label="UsersView\\n(view)"];
          "UsersPresenter" -> "UsersRouter" [label="router"];
          "UsersPresenter" -> "UsersView" [label="view", color=red, fontcolor=red];
          "UsersRouter" -> "UsersView" [label="view", style=dashed];
          "UsersView" -> "UsersPresenter" [label="presenter", color=red, fontcolor=red];
        }

        """)
    #expect(
      GraphRenderer.mermaid(graph) == """
        flowchart LR
          n0["UsersBuilder<br/>(builder)"]
          n1["UsersPresenter<br/>(presenter)"]
          n2["UsersRouter<br/>(router)"]
          n3["UsersView<br/>(view)"]
          n1 -->|router| n2
          n1 -->|view| n3
          n2 -.->|view| n3
          n3 -->|presenter| n1
          linkStyle 1,3 stroke:red,color:red

        """)
    #expect(ModuleGraph.module("Nope", of: Self.model) == nil)
  }

  @Test func theCommandPrintsDotOrMermaidAndRejectsAnUnknownModule() async throws {
    let folder = try SourceFolder(
      Dictionary(uniqueKeysWithValues: Self.sources.map { ($0.path, $0.source) }))
    defer { folder.remove() }
    let dot = try await ViperBinary.run(["graph", folder.path()])
    #expect(dot.status == 0)
    #expect(dot.stdout == GraphRenderer.dot(ModuleGraph.modules(of: Self.model)))
    let mermaid = try await ViperBinary.run([
      "graph", "--format", "mermaid", "--module", "Users", folder.path(),
    ])
    #expect(mermaid.status == 0)
    #expect(mermaid.stdout.hasPrefix("flowchart LR\n"))
    let unknown = try await ViperBinary.run(["graph", "--module", "Nope", folder.path()])
    #expect(unknown.status == 2)
    #expect(unknown.stderr == "viper graph: no module named 'Nope'; modules: UserDetail, Users\n")
  }

  @Test func jsonListsModulesMembersCertaintyRoutesAndUnassignedRoles() async throws {
    var sources = Self.sources
    sources.append(("Common/RootWireframe.swift", "final class RootWireframe {}\n"))
    let folder = try SourceFolder(
      Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.source) }))
    defer { folder.remove() }
    let output = try await ViperBinary.run(["graph", "--format", "json", folder.path()])
    #expect(output.status == 0)
    struct Report: Decodable {
      struct Unit: Decodable {
        struct Module: Decodable {
          struct Member: Decodable { let type, role, source, certainty: String }
          let name: String
          let members: [Member]
        }
        struct Route: Decodable { let from, to, via, target: String }
        let modules: [Module]
        let routes: [Route]
        let unassigned: [Module.Member]
      }
      let units: [Unit]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(output.stdout.utf8))
    let unit = try #require(report.units.first)
    #expect(unit.modules.map(\.name) == ["UserDetail", "Users"])
    #expect(
      unit.modules[1].members.map { "\($0.type) \($0.role) \($0.source) \($0.certainty)" } == [
        "UsersBuilder builder name guessed", "UsersPresenter presenter name wired",
        "UsersRouter router name wired", "UsersView view name wired",
      ])
    #expect(
      unit.routes.map { "\($0.from) -> \($0.to) via \($0.via): \($0.target)" } == [
        "Users -> UserDetail via UsersRouter: UserDetailBuilder"
      ])
    #expect(unit.unassigned.map(\.type) == ["RootWireframe"])
  }

  @Test func svgNeedsGraphvizAndSaysHowToInstallIt() async throws {
    let folder = try SourceFolder(
      Dictionary(uniqueKeysWithValues: Self.sources.map { ($0.path, $0.source) }))
    defer { folder.remove() }
    let withoutDot = try await ViperBinary.run(
      ["graph", "--format", "svg", folder.path()], environment: ["PATH": "/nonexistent"])
    #expect(withoutDot.status == 2)
    #expect(withoutDot.stderr == "viper graph: \(Graphviz.installHint)\n")
    guard Graphviz.dotExecutable() != nil else { return }
    let svg = try await ViperBinary.run([
      "graph", "--format", "svg", "--module", "Users", folder.path(),
    ])
    #expect(svg.status == 0)
    #expect(svg.stdout.contains("<svg"))
    #expect(svg.stdout.contains("UsersPresenter"))
  }
}
