import Foundation
import SwiftParser
import SwiftSyntax

/// One file as the fixer reads it: its bytes, a syntax tree of as much of it as the fix reads
/// (``Extent``) and its line starts.
///
/// The tree's offsets are the file's whatever the extent: a skeleton keeps every declaration
/// where it is, and a prefix is the file's start.
final class FixSource {
  let path: String
  let bytes: [UInt8]
  let tree: SourceFileSyntax
  let extent: Extent
  private let lines: LineTable
  /// The text parsed: `bytes` with bodies blanked, for a skeleton.
  private let parsedBytes: [UInt8]

  /// How much of a file a fix reads, and so how much of it is parsed.
  enum Extent: Hashable {
    /// All of it: a fix that reads the code in bodies (a closure's captures, a property's
    /// uses).
    case whole
    /// Its declarations, with the body that holds the token at `line`:`column` kept whole and
    /// every other function, accessor and closure body at the declaration level blanked
    /// (``SkeletonText``): a fix that reads a declaration (a stored property, a protocol), about
    /// half the parse. A file with no skeleton is parsed whole.
    case declarations(line: Int, column: Int)
    /// Its start through the end of line `line`: a fix of a top-level statement that ends on
    /// that line (an import), whatever the file holds after it.
    case through(line: Int)

    /// The declarations of the file, with the body that holds `location` whole.
    static func declaration(at location: SourceLocation) -> Extent {
      .declarations(line: location.line, column: location.column)
    }
  }

  convenience init?(path: String, extent: Extent = .whole) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(path: path, bytes: [UInt8](data), extent: extent)
  }

  init?(path: String, bytes: [UInt8], extent: Extent = .whole) {
    self.path = path
    self.bytes = bytes
    // The linter leaves files with absurd bracket runs unparsed; the fixer leaves them alone.
    guard BracketGuard.tooLongRun(in: bytes) == nil else { return nil }
    lines = LineTable(bytes: bytes, path: path)
    var parsed = bytes
    var read = Extent.whole
    switch extent {
    case .whole:
      break
    case .declarations(let line, let column):
      if let offset = lines.offset(line: line, column: column),
        let skeleton = SkeletonText.make(from: bytes, keep: [offset])
      {
        parsed = skeleton.bytes
        read = extent
      }
    case .through(let line):
      if let end = lines.offset(line: line + 1, column: 1) {
        parsed = Array(bytes[..<end])
        read = extent
      }
    }
    self.extent = read
    parsedBytes = parsed
    tree = parsed.withUnsafeBufferPointer { Parser.parse(source: $0) }
  }

  /// Whether this source gives a fix what a source of `extent` would: a whole file gives
  /// everything, a prefix every shorter one, a skeleton any declaration whose token it did not
  /// blank (a token's first byte is never a space, and a blanked body is spaces).
  func covers(_ extent: Extent) -> Bool {
    switch (self.extent, extent) {
    case (.whole, _):
      return true
    case (.through(let mine), .through(let asked)):
      return asked <= mine
    case (.declarations, .declarations(let line, let column)):
      guard let offset = lines.offset(line: line, column: column), offset < bytes.count else {
        return false
      }
      return parsedBytes[offset] == bytes[offset] && bytes[offset] != UInt8(ascii: " ")
    default:
      return false
    }
  }

  /// The token that starts at `location`, if any.
  func token(at location: SourceLocation) -> TokenSyntax? {
    guard let offset = lines.offset(line: location.line, column: location.column) else {
      return nil
    }
    let position = AbsolutePosition(utf8Offset: offset)
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
    let start = lines.location(AbsolutePosition(utf8Offset: range.lowerBound))
    let end = lines.location(AbsolutePosition(utf8Offset: range.upperBound))
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
    let location = lines.location(node.positionAfterSkippingLeadingTrivia)
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

  /// The file at `path` parsed as far as `extent` asks (a tree kept for it that covers
  /// `extent` is reused); `nil` when it cannot be read.
  func source(_ path: String, extent: FixSource.Extent = .whole) -> FixSource? {
    if let cached = parsed[path] {
      guard let source = cached else { return nil }
      if source.covers(extent) { return source }
    }
    let source = load(path, extent: extent)
    if parsed.updateValue(source, forKey: path) == nil {
      order.append(path)
      if order.count > Self.keptTrees { parsed[order.removeFirst()] = nil }
    }
    return source
  }

  private func load(_ path: String, extent: FixSource.Extent = .whole) -> FixSource? {
    texts[path].map { FixSource(path: path, bytes: $0, extent: extent) }
      ?? FixSource(path: path, extent: extent)
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
    let cached = (parsed[path] ?? nil).flatMap { $0.covers(.whole) ? $0 : nil }
    guard let source = cached ?? load(path) else { return nil }
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
