import SwiftSyntax

/// Positions and text read from the file's bytes rather than from the syntax tree, which is
/// slower at both.
extension FactsCollector {
  /// Where a node starts, its leading trivia skipped.
  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    lines.location(node.positionAfterSkippingLeadingTrivia)
  }

  /// A node's source text without its leading and trailing trivia, read from the file's bytes:
  /// the same text as `trimmedDescription`, which builds a trimmed copy of the tree to print.
  func text(of node: some SyntaxProtocol) -> String {
    let start = max(0, node.positionAfterSkippingLeadingTrivia.utf8Offset)
    let end = min(bytes.count, node.endPositionBeforeTrailingTrivia.utf8Offset)
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// A token's name: its text without the backticks that let a keyword be a name
  /// (``static let `default` = ButtonFactory()`` declares `default`, which
  /// `ButtonFactory.default` reads).
  func text(of token: TokenSyntax) -> String {
    let start = max(0, token.positionAfterSkippingLeadingTrivia.utf8Offset)
    let end = min(bytes.count, token.endPositionBeforeTrailingTrivia.utf8Offset)
    guard start < end else { return "" }
    let backtick = UInt8(ascii: "`")
    if end - start > 2, bytes[start] == backtick, bytes[end - 1] == backtick {
      return String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether a token's text is `text`, read from the file's bytes.
  func token(_ token: TokenSyntax, isText text: String) -> Bool {
    let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = token.endPositionBeforeTrailingTrivia.utf8Offset
    guard start >= 0, end <= bytes.count, end - start == text.utf8.count else { return false }
    return bytes[start..<end].elementsEqual(text.utf8)
  }

  /// Whether a token's text is `word`, compared on the file's bytes. `TokenSyntax.text` goes
  /// through `tokenKind`, which looks a keyword up from its text and copies an identifier's:
  /// the facts collection asks for token text so often that this shows in a profile.
  func token(_ token: TokenSyntax, is word: StaticString) -> Bool {
    let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = token.endPositionBeforeTrailingTrivia.utf8Offset
    guard start >= 0, end <= bytes.count, end - start == word.utf8CodeUnitCount else {
      return false
    }
    return word.withUTF8Buffer { word in
      word.indices.allSatisfy { bytes[start + $0] == word[$0] }
    }
  }

  /// Whether a token's text starts with an ASCII capital letter, read from the file's bytes
  /// (most references are to lowercase names, and need no string made for them).
  func startsWithCapital(_ token: TokenSyntax) -> Bool {
    let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
    guard offset >= 0, offset < bytes.count else { return false }
    return bytes[offset] >= 0x41 && bytes[offset] <= 0x5A
  }

  /// A node's source text with every space, tab and newline taken out.
  func compactText(of node: some SyntaxProtocol) -> String {
    text(of: node).filter { !$0.isWhitespace }
  }
}
