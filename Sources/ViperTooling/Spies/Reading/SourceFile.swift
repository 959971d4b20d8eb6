import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file parsed for `viper spies`, with what it imports.
final class SourceFile: @unchecked Sendable {
  /// The path as the linter was given it.
  let path: String
  let tree: SourceFileSyntax
  private let converter: SourceLocationConverter

  init(path: String, text: String) {
    self.path = path
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The 1-based line a node starts on.
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  /// The file's import declarations as written (`import UIKit`, `@testable import App` left
  /// out), attributes and all.
  var imports: [String] {
    tree.statements.compactMap { item in
      guard let decl = item.item.as(ImportDeclSyntax.self) else { return nil }
      if decl.attributes.contains(where: { $0.trimmedDescription == "@testable" }) { return nil }
      return decl.trimmedDescription
    }
  }
}

/// The files `viper spies` reads, each parsed once.
final class SourceFiles: @unchecked Sendable {
  private var parsed: [String: SourceFile] = [:]
  private var texts: [String: String] = [:]
  /// Every file of the model, in the model's order.
  let paths: [String]

  init(paths: [String]) {
    self.paths = paths
  }

  /// The text of a file, or `nil` when it cannot be read.
  func text(of path: String) -> String? {
    if let text = texts[path] { return text }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    texts[path] = text
    return text
  }

  /// The parsed file at `path`.
  func file(_ path: String) -> SourceFile? {
    if let file = parsed[path] { return file }
    guard let text = text(of: path) else { return nil }
    let file = SourceFile(path: path, text: text)
    parsed[path] = file
    return file
  }

  /// The files whose text contains `needle`, in order.
  func files(containing needle: String) -> [String] {
    paths.filter { text(of: $0)?.contains(needle) ?? false }
  }
}
