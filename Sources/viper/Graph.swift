import ArgumentParser
import Foundation
import ViperTooling

/// The output formats of `viper graph`.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
  case dot, mermaid, svg, json, html
}

/// `viper graph`: draws the module graph, or one module's roles and ownership.
struct Graph: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draws the module graph (routes between modules) or one module's ownership.",
    discussion: """
      With --module NAME: the module's roles, strong references solid, weak ones dashed, \
      strong reference cycles red. svg needs Graphviz's 'dot'. html writes one self-contained \
      page to explore in a browser (viper graph --format html Sources > graph.html).
      """
  )

  @Argument(help: "Files or folders to read (default: the current folder).")
  var paths: [String] = []

  @Option(
    help:
      "The output format: dot, mermaid, svg, json (the whole model: modules, members, how sure each role is, routes), or html (a page to explore: search, filters, each module's roles, routes and lint findings)."
  )
  var format: GraphFormat = .dot

  @Option(help: "Draw this module's roles and their ownership edges.")
  var module: String?

  @Option(help: "The configuration file (default: .viper.yml in the current folder, if any).")
  var config: String?

  @Option(
    name: .customLong("include"),
    help: "Also read files left out by default: third-party, tests or templates (repeatable).")
  var included: [SkipReason] = []

  func run() throws {
    do {
      var configuration = try LintConfiguration.load(path: config)
      configuration.included.formUnion(included)
      let linter = Linter(configuration: configuration)
      let selection = try linter.select(paths: paths.isEmpty ? ["."] : paths)
      let files = selection.files
      if format == .html {
        return try html(linter: linter, files: files, storyboards: selection.storyboards)
      }
      let codebase = linter.codebase(files: files, storyboards: selection.storyboards)
      if format == .json {
        FileHandle.standardOutput.write(Data(ModelReport.json(codebase).utf8))
        return
      }
      let graph: ModuleGraph
      if let module {
        guard let found = ModuleGraph.module(module, of: codebase) else {
          let known = ModuleGraph.modules(of: codebase).nodes.map(\.id).joined(separator: ", ")
          throw ConfigurationError("no module named '\(module)'; modules: \(known)")
        }
        graph = found
      } else {
        graph = ModuleGraph.modules(of: codebase)
      }
      let output: String
      switch format {
      case .dot: output = GraphRenderer.dot(graph)
      case .mermaid: output = GraphRenderer.mermaid(graph)
      case .svg: output = try Graphviz.svg(fromDOT: GraphRenderer.dot(graph))
      case .json, .html: output = ModelReport.json(codebase)
      }
      FileHandle.standardOutput.write(Data(output.utf8))
    } catch let error as ConfigurationError {
      FileHandle.standardError.write(Data("viper graph: \(error.description)\n".utf8))
      throw ExitCode(2)
    } catch let error as GraphvizError {
      FileHandle.standardError.write(Data("viper graph: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
  }
}
