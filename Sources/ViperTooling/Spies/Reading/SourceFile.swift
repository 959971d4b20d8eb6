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

/// The files `viper spies` reads, each read and parsed once.
final class SourceFiles: @unchecked Sendable {
  private var parsed: [String: SourceFile] = [:]
  private var bytes: [String: [UInt8]] = [:]
  /// Every file of the model, in the model's order.
  let paths: [String]

  init(paths: [String]) {
    self.paths = paths
  }

  /// The bytes of a file, or `nil` when it cannot be read.
  private func bytes(of path: String) -> [UInt8]? {
    if let known = bytes[path] { return known }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let read = [UInt8](data)
    bytes[path] = read
    return read
  }

  /// The text of a file, or `nil` when it cannot be read.
  func text(of path: String) -> String? {
    bytes(of: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The parsed file at `path`.
  func file(_ path: String) -> SourceFile? {
    if let file = parsed[path] { return file }
    guard let text = text(of: path) else { return nil }
    let file = SourceFile(path: path, text: text)
    parsed[path] = file
    return file
  }

  /// Whether the file at `path` contains any of `needles`.
  func file(_ path: String, contains needles: [String]) -> Bool {
    guard let bytes = bytes(of: path) else { return false }
    return needles.contains { ByteSearch.contains(Array($0.utf8), in: bytes) }
  }

  /// The files that contain `needle`, in order.
  func files(containing needle: String) -> [String] {
    paths.filter { file($0, contains: [needle]) }
  }
}
