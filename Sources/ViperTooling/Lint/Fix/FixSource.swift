import Foundation
import SwiftParser
import SwiftSyntax

/// One file as the fixer reads it: its bytes, its syntax tree and a converter between byte
/// offsets and lines.
final class FixSource {
  let path: String
  let bytes: [UInt8]
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  convenience init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(path: path, bytes: [UInt8](data))
  }

  init?(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    // The linter leaves files with absurd bracket runs unparsed; the fixer leaves them alone.
    guard BracketGuard.tooLongRun(in: bytes) == nil else { return nil }
    tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The token that starts at `location`, if any.
  func token(at location: SourceLocation) -> TokenSyntax? {
    let position = converter.position(ofLine: location.line, column: location.column)
    guard let token = tree.token(at: position),
      token.positionAfterSkippingLeadingTrivia == position
    else { return nil }
    return token
  }

  /// The nearest node of type `T` at or above the token at `location`.
  func node<T: SyntaxProtocol>(_ type: T.Type, at location: SourceLocation) -> T? {
    var current: Syntax? = token(at: location).map(Syntax.init)
    while let node = current {
      if let found = node.as(T.self) { return found }
      current = node.parent
    }
    return nil
  }

  /// A replacement of the bytes `range` with `text`.
  func replacement(_ range: Range<Int>, with text: String) -> Replacement {
    let start = converter.location(for: AbsolutePosition(utf8Offset: range.lowerBound))
    let end = converter.location(for: AbsolutePosition(utf8Offset: range.upperBound))
    return Replacement(
      file: path, offset: range.lowerBound, length: range.count,
      start: .init(line: start.line, column: start.column),
      end: .init(line: end.line, column: end.column), text: text)
  }

  /// An insertion of `text` at `position`.
  func insertion(_ text: String, at position: AbsolutePosition) -> Replacement {
    replacement(position.utf8Offset..<position.utf8Offset, with: text)
  }

  /// A replacement of a node's text, trivia left alone.
  func replacement(of node: some SyntaxProtocol, with text: String) -> Replacement {
    replacement(
      node.positionAfterSkippingLeadingTrivia
        .utf8Offset..<node.endPositionBeforeTrailingTrivia
        .utf8Offset, with: text)
  }

  /// The text of a node without its trivia.
  func text(of node: some SyntaxProtocol) -> String {
    node.trimmedDescription
  }

  /// The 1-based line and the path of a node, for messages (`Users.swift:12`).
  func place(of node: some SyntaxProtocol) -> String {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return "\(path):\(location.line)"
  }

  /// The spaces and tabs that start the line a position is on.
  func indentation(ofLineAt offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// The parsed files a fixing pass reads; `texts` stand in for the disk (an editor's unsaved
/// documents).
///
/// A pass over a large app's findings touches hundreds of files, and a syntax tree takes far
/// more memory than its file: the trees of the last ``keptTrees`` files asked for are kept
/// (findings come sorted by file, so a file's findings share one parse), older ones are parsed
/// again if asked for. The member reads of a file (``reads(of:in:)``), which a weakened
/// property's check asks of every file that mentions its name, are kept without the tree.
final class FixSources {
  static let keptTrees = 16
  private var parsed: [String: FixSource?] = [:]
  private var order: [String] = []
  private var readsByFile: [String: [String: [MemberRead]]] = [:]
  private let texts: [String: [UInt8]]

  init(texts: [String: [UInt8]] = [:]) { self.texts = texts }

  func source(_ path: String) -> FixSource? {
    if let cached = parsed[path] { return cached }
    let source = load(path)
    parsed[path] = source
    order.append(path)
    if order.count > Self.keptTrees { parsed[order.removeFirst()] = nil }
    return source
  }

  private func load(_ path: String) -> FixSource? {
    texts[path].map { FixSource(path: path, bytes: $0) } ?? FixSource(path: path)
  }

  /// The bytes of a file, from its open text or the disk, without parsing it.
  func bytes(_ path: String) -> [UInt8]? {
    if let text = texts[path] { return text }
    if let cached = parsed[path] ?? nil { return cached.bytes }
    return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  /// A read of a member through a value (`presenter.view`, not `self.view`): where, and
  /// whether the read is the target of an assignment (`presenter.view = view`).
  struct MemberRead {
    var offset: Int
    var place: String
    var isAssignmentTarget: Bool
  }

  /// The reads of the member `name` in a file, found with one walk of the file's tree for
  /// every member at once; `nil` when the file cannot be read.
  func reads(of name: String, in path: String) -> [MemberRead]? {
    if let known = readsByFile[path] { return known[name] ?? [] }
    guard let source = parsed[path] ?? nil ?? load(path) else { return nil }
    let finder = MemberReadCollector(source: source)
    finder.walk(source.tree)
    readsByFile[path] = finder.reads
    return finder.reads[name] ?? []
  }
}

/// Every read of a member through a value in a tree, by the member's name.
private final class MemberReadCollector: SyntaxVisitor {
  let source: FixSource
  var reads: [String: [FixSources.MemberRead]] = [:]

  init(source: FixSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base {
      let kind = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
      if kind != .keyword(.self) && kind != .keyword(.super) {
        reads[node.declName.baseName.text, default: []].append(
          FixSources.MemberRead(
            offset: node.position.utf8Offset, place: source.place(of: node),
            isAssignmentTarget: Fixer.isAssignmentTarget(ExprSyntax(node))))
      }
    }
    return .visitChildren
  }
}
