import SwiftSyntax

/// Turns what rules ask for (``FixRequest``) into edits of the source, reading the syntax of
/// the files involved; refuses, with the reason, whatever would not compile afterwards or
/// would change what the code does beyond the repair.
struct Fixer {
  let model: ModuleModel
  let sources: FixSources

  /// Why a request is not repaired.
  struct Refusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  func fix(_ request: FixRequest) -> Result<Fix, Refusal> {
    do {
      switch request {
      case .weaken(let type, let property, let location):
        return .success(try weaken(type: type, property: property, at: location))
      case .classBind(let name, let location):
        return .success(
          Fix(
            description: "constrain the protocol '\(name)' to 'AnyObject'",
            replacements: [try classBind(name, at: location)]))
      case .replaceImport(let location, let modules):
        return .success(try replaceImport(at: location, with: modules))
      case .captureSelfWeakly(let location):
        return .success(try captureSelfWeakly(at: location))
      case .weakenSubscription(let type, let handler, let location):
        return .success(try weakenSubscription(of: type, handler: handler, at: location))
      case .notFixable(let reason):
        return .failure(Refusal(reason))
      }
    } catch {
      return .failure(error)
    }
  }

  /// The file at `path`, parsed as far as `extent` (``FixSource/Extent``) asks.
  func readSource(_ path: String, extent: FixSource.Extent = .whole) throws(Refusal) -> FixSource {
    guard let source = sources.source(path, extent: extent) else {
      throw Refusal("'\(path)' cannot be read")
    }
    return source
  }

  // MARK: Class-bound protocols

  func classBind(_ name: String, at location: SourceLocation) throws(Refusal) -> Replacement {
    let source = try readSource(location.file, extent: .declaration(at: location))
    guard let proto = source.node(ProtocolDeclSyntax.self, at: location),
      proto.name.text == ModuleModel.lastComponent(name)
    else { throw Refusal("the protocol '\(name)' is not where the model saw it") }
    guard let clause = proto.inheritanceClause else {
      let end =
        proto.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
        ?? proto.name.endPositionBeforeTrailingTrivia
      return source.insertion(": AnyObject", at: end)
    }
    if let restriction = clause.inheritedTypes.first(where: {
      $0.type.is(ClassRestrictionTypeSyntax.self)
    }) {
      return source.replacement(of: restriction.type, with: "AnyObject")
    }
    guard let first = clause.inheritedTypes.first else {
      throw Refusal("the protocol '\(name)' has an empty inheritance clause")
    }
    return source.insertion("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia)
  }

  // MARK: Imports

  private func replaceImport(at location: SourceLocation, with modules: [String])
    throws(Refusal) -> Fix
  {
    // An import is read from the file's start through its line; one that spans more lines
    // than that (and so has errors there) is read whole.
    var source = try readSource(location.file, extent: .through(line: location.line))
    var found = source.node(ImportDeclSyntax.self, at: location)
    if found?.hasError != false, !source.covers(.whole) {
      source = try readSource(location.file)
      found = source.node(ImportDeclSyntax.self, at: location)
    }
    guard let decl = found else { throw Refusal("the import is not where the model saw it") }
    let module = decl.path.trimmedDescription
    if let first = modules.first {
      // The module's name (and a kind, `import class UIKit.UIColor`) gives way to the first
      // module; the others follow on lines of their own, indented as the import is, without
      // its attributes.
      let start = decl.importKindSpecifier ?? decl.path.first?.name
      guard let start else { throw Refusal("the import names no module") }
      let bytes = source.bytes
      var lineStart = decl.positionAfterSkippingLeadingTrivia.utf8Offset
      while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      let indentation = String(
        decoding: bytes[lineStart...].prefix {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        },
        as: UTF8.self)
      let text = ([first] + modules.dropFirst().map { "\n\(indentation)import \($0)" }).joined()
      return Fix(
        description:
          "replace 'import \(module)' with \(NoUnusedUIFrameworkImports.list(modules.map { "'import \($0)'" }))",
        replacements: [
          source.replacement(
            start.positionAfterSkippingLeadingTrivia
              .utf8Offset..<decl.path
              .endPositionBeforeTrailingTrivia.utf8Offset, with: text)
        ])
    }
    // The whole line goes when the import is alone on it, with one of the blank lines around
    // it when there is one on each side.
    let bytes = source.bytes
    let newline = UInt8(ascii: "\n")
    var start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = decl.endPosition.utf8Offset
    var lineStart = start
    while lineStart > 0,
      bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t")
    {
      lineStart -= 1
    }
    if lineStart == 0 || bytes[lineStart - 1] == newline, end < bytes.count, bytes[end] == newline {
      start = lineStart
      end += 1
      let blankBefore = start >= 2 && bytes[start - 1] == newline && bytes[start - 2] == newline
      let blankAfter = end < bytes.count && bytes[end] == newline
      if (blankBefore || start == 0) && blankAfter { end += 1 }
    }
    return Fix(
      description: "remove 'import \(module)'",
      replacements: [source.replacement(start..<end, with: "")])
  }

  // MARK: Weak closures

  private func captureSelfWeakly(at location: SourceLocation) throws(Refusal) -> Fix {
    let source = try readSource(location.file)
    guard let closure = source.node(ClosureExprSyntax.self, at: location) else {
      throw Refusal("the closure is not where the model saw it")
    }
    return try captureSelfWeakly(closure, in: source)
  }

  /// `[weak self]` in a closure's capture list and `guard let self else { return }` first in
  /// its body; refused where that would change what the closure does.
  func captureSelfWeakly(_ closure: ClosureExprSyntax, in source: FixSource) throws(Refusal)
    -> Fix
  {
    let scan = ClosureScan(closure)
    if let value = scan.valueReturn {
      throw Refusal(
        "the closure returns a value (\(source.place(of: value))), which 'guard let self else { return }' cannot"
      )
    }
    if closure.statements.count == 1, let only = closure.statements.first,
      case .expr(let expression) = only.item, !Self.isStatementLike(expression)
    {
      throw Refusal(
        "the closure's one expression is its value, which 'guard let self' would change")
    }
    var replacements: [Replacement] = []
    if let capture = closure.signature?.capture {
      if capture.items.contains(where: {
        $0.specifier == nil && $0.initializer == nil && $0.name.tokenKind == .keyword(.self)
      }) {
        throw Refusal("the closure captures 'self' strongly in its capture list, on purpose")
      }
      if let first = capture.items.first {
        replacements.append(
          source.insertion("weak self, ", at: first.positionAfterSkippingLeadingTrivia))
      } else {
        replacements.append(
          source.insertion("weak self", at: capture.leftSquare.endPositionBeforeTrailingTrivia))
      }
    } else if let signature = closure.signature {
      if let returns = signature.returnClause,
        !["Void", "()"].contains(returns.type.trimmedDescription)
      {
        throw Refusal("the closure returns '\(returns.type.trimmedDescription)'")
      }
      replacements.append(
        source.insertion("[weak self] ", at: signature.positionAfterSkippingLeadingTrivia))
    } else {
      if let anonymous = scan.anonymousArgument {
        throw Refusal(
          "the closure uses '\(anonymous.baseName.text)' (\(source.place(of: anonymous))), which a capture list would need named"
        )
      }
      replacements.append(
        source.insertion(" [weak self] in", at: closure.leftBrace.endPositionBeforeTrailingTrivia))
    }
    let guardText = "guard let self else { return }"
    if let first = closure.statements.first {
      let onItsOwnLine = first.leadingTrivia.contains { piece in
        if case .newlines = piece { return true }
        if case .carriageReturnLineFeeds = piece { return true }
        return false
      }
      let position = first.positionAfterSkippingLeadingTrivia
      replacements.append(
        onItsOwnLine
          ? source.insertion(
            guardText + "\n" + source.indentation(ofLineAt: position.utf8Offset), at: position)
          : source.insertion(guardText + "; ", at: position))
    }
    return Fix(
      description: "capture 'self' weakly and unwrap it with 'guard let self'",
      replacements: replacements)
  }

  /// Whether a closure's only expression is done for its effect: a call, an assignment, or
  /// one of those after `try` or `await`.
  static func isStatementLike(_ expression: ExprSyntax) -> Bool {
    if let inner = expression.as(TryExprSyntax.self) { return isStatementLike(inner.expression) }
    if let inner = expression.as(AwaitExprSyntax.self) { return isStatementLike(inner.expression) }
    if expression.is(FunctionCallExprSyntax.self) { return true }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return isStatementLike(optional.expression)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }
    return expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
  }
}

/// What a closure's own body does (nested closures and functions left out): a `return` with
/// a value, a `$0`.
private final class ClosureScan: SyntaxVisitor {
  var valueReturn: ReturnStmtSyntax?
  var anonymousArgument: DeclReferenceExprSyntax?

  init(_ closure: ClosureExprSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(closure.statements)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.expression != nil, valueReturn == nil { valueReturn = node }
    return .visitChildren
  }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier = node.baseName.tokenKind, anonymousArgument == nil {
      anonymousArgument = node
    }
    return .visitChildren
  }
}
