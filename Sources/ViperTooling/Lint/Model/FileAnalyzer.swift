import Foundation
import SwiftParser
import SwiftSyntax

/// Reads and parses one Swift file and collects its ``FileFacts``.
///
/// Never throws and never traps on bad input: unreadable files, invalid UTF-8 and syntax
/// errors become ``FileFacts/problems`` (reported as notes), and the facts of whatever could be
/// parsed are kept.
public enum FileAnalyzer {
  /// Reads the file at `path` and analyzes it.
  public static func analyze(path: String) -> FileFacts {
    guard let data = FileManager.default.contents(atPath: path) else {
      var facts = FileFacts(path: path)
      facts.problems.append(
        FileProblem(
          message: "could not read the file",
          location: SourceLocation(file: path, line: 1, column: 1)))
      return facts
    }
    return analyze(bytes: [UInt8](data), path: path)
  }

  /// Analyzes a file's contents; `path` is used for locations only.
  public static func analyze(source: String, path: String) -> FileFacts {
    analyze(bytes: Array(source.utf8), path: path)
  }

  /// Analyzes a file's raw bytes; `path` is used for locations only.
  public static func analyze(bytes: [UInt8], path: String) -> FileFacts {
    var facts = FileFacts(path: path)
    var bytes = bytes
    if String(validating: bytes, as: UTF8.self) == nil {
      facts.problems.append(
        FileProblem(
          message: "the file is not valid UTF-8; invalid bytes were read as U+FFFD",
          location: SourceLocation(file: path, line: 1, column: 1)))
      bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
    }
    if let offset = BracketGuard.tooLongRun(in: bytes) {
      let prefix = bytes[..<offset]
      let line = prefix.count(where: { $0 == 0x0A }) + 1
      let column = offset - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
      facts.problems.append(
        FileProblem(
          message:
            "the file opens more than \(BracketGuard.maximumRun) '[' in a row, which the Swift parser takes exponential time on; it was not analyzed",
          location: SourceLocation(file: path, line: line, column: column)))
      return facts
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let lines = LineTable(bytes: bytes, path: path)
    if tree.hasError {
      facts.problems.append(
        FileProblem(
          message: "the file has syntax errors (or nests too deeply); its facts may be incomplete",
          location: lines.location(firstErrorPosition(in: Syntax(tree)))))
    }
    let collector = FactsCollector(path: path, lines: lines, bytes: bytes)
    collector.walk(tree)
    facts.imports = collector.imports
    facts.types = collector.finished
    if SuppressionMap.mayHaveDirectives(bytes) {
      facts.suppressions = SuppressionMap(bytes: bytes)
    }
    return facts
  }

  /// The start of the first erroneous node: descends into the first child that has an error.
  private static func firstErrorPosition(in root: Syntax) -> AbsolutePosition {
    var node = root
    while true {
      if node.is(UnexpectedNodesSyntax.self) { return node.positionAfterSkippingLeadingTrivia }
      if let token = node.as(TokenSyntax.self) { return token.positionAfterSkippingLeadingTrivia }
      guard let next = node.children(viewMode: .all).first(where: { $0.hasError }) else {
        return node.positionAfterSkippingLeadingTrivia
      }
      node = next
    }
  }
}

/// Line starts of a file, for `line:column` of a position. Made from the bytes in one pass:
/// SwiftSyntax's `SourceLocationConverter` walks the whole tree to find them, which costs as
/// much as the facts collection itself.
struct LineTable {
  let path: String
  /// The UTF-8 offset where each line starts.
  private var starts: [Int] = [0]

  init(bytes: [UInt8], path: String) {
    self.path = path
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
  }

  func location(_ position: AbsolutePosition) -> SourceLocation {
    let offset = position.utf8Offset
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return SourceLocation(file: path, line: low + 1, column: offset - starts[low] + 1)
  }
}

/// Walks a syntax tree once and records the facts rules need.
final class FactsCollector: SyntaxVisitor {
  let path: String
  let lines: LineTable
  let bytes: [UInt8]
  var imports: [ImportFact] = []
  var finished: [TypeFacts] = []
  private var open: [TypeFacts] = []
  private var observerDepth = 0
  /// For each enclosing closure: whether it (or an enclosing one) captures `self` weakly.
  private var weakSelfStack: [Bool] = []

  init(path: String, lines: LineTable, bytes: [UInt8]) {
    self.path = path
    self.lines = lines
    self.bytes = bytes
    super.init(viewMode: .sourceAccurate)
  }

  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    lines.location(node.positionAfterSkippingLeadingTrivia)
  }

  /// Whether the word `self` occurs in a node's text: a byte search, much cheaper than
  /// walking the node's tokens (closures nest, so a token walk would be quadratic).
  private func mentionsSelf(_ node: some SyntaxProtocol) -> Bool {
    let start = max(0, node.position.utf8Offset)
    let end = min(bytes.count, node.endPosition.utf8Offset)
    guard end - start >= 4 else { return false }
    var index = start
    while index + 4 <= end {
      if bytes[index] == 0x73, bytes[index + 1] == 0x65, bytes[index + 2] == 0x6C,
        bytes[index + 3] == 0x66,
        index == 0 || !Self.isIdentifierByte(bytes[index - 1]),
        index + 4 >= bytes.count || !Self.isIdentifierByte(bytes[index + 4])
      {
        return true
      }
      index += 1
    }
    return false
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  // MARK: Types

  private func push(
    name: String, kind: TypeKind, at node: some SyntaxProtocol,
    inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax? = nil
  ) {
    let qualified =
      kind == .extension ? name : (open.last.map { "\($0.name).\(name)" } ?? name)
    var facts = TypeFacts(name: qualified, kind: kind, location: location(node))
    facts.inherited =
      inheritance?.inheritedTypes.map { Self.strippedGenericArguments($0.type.trimmedDescription) }
      ?? []
    if let whereClause {
      facts.hasClassConstraint = whereClause.requirements.contains {
        $0.requirement.trimmedDescription.replacingOccurrences(of: " ", with: "")
          == "Self:AnyObject"
      }
    }
    open.append(facts)
  }

  private func pop() {
    if let facts = open.popLast() { finished.append(facts) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(name: node.name.text, kind: .class, at: node.name, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(name: node.name.text, kind: .struct, at: node.name, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(name: node.name.text, kind: .enum, at: node.name, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(name: node.name.text, kind: .actor, at: node.name, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: node.name.text, kind: .protocol, at: node.name, inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: Self.strippedGenericArguments(node.extendedType.trimmedDescription),
      kind: .extension, at: node.extendedType, inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.path.first {
      imports.append(ImportFact(module: first.name.text, location: location(node.importKeyword)))
    }
    return .skipChildren
  }

  // MARK: Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return .visitChildren
    }
    var ownership = Ownership.strong
    for modifier in node.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class): return .visitChildren
      case .keyword(.weak): ownership = .weak
      case .keyword(.unowned): ownership = .unowned
      default: break
      }
    }
    for binding in node.bindings {
      if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      var typeName = binding.typeAnnotation.flatMap { Self.referencedTypeName($0.type) }
      if binding.typeAnnotation == nil,
        let call = binding.initializer?.value
          .as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        Self.isCapitalized(callee.baseName.text)
      {
        typeName = callee.baseName.text
      }
      open[open.count - 1].properties.append(
        PropertyFacts(
          name: pattern.identifier.text, typeName: typeName, ownership: ownership,
          location: location(node)))
    }
    return .visitChildren
  }

  private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains {
        switch $0.accessorSpecifier.tokenKind {
        case .keyword(.get), .keyword(._read): true
        default: false
        }
      }
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters.map { parameter in
      ParameterFacts(
        typeText: parameter.type.trimmedDescription,
        typeNames: Self.typeNames(in: Syntax(parameter.type)),
        location: location(parameter))
    }
    open[open.count - 1].functions.append(
      FunctionFacts(
        name: node.name.text, parameters: parameters, location: location(node.funcKeyword)))
    return .visitChildren
  }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    switch node.accessorSpecifier.tokenKind {
    case .keyword(.didSet), .keyword(.willSet): observerDepth += 1
    default: break
    }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) {
    switch node.accessorSpecifier.tokenKind {
    case .keyword(.didSet), .keyword(.willSet): observerDepth -= 1
    default: break
    }
  }

  // MARK: Expressions

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, let callee = Self.calleeName(node.calledExpression) else {
      return .visitChildren
    }
    let call = CallFacts(
      callee: callee, receiver: Self.receiverName(node.calledExpression),
      argumentLabels: node.arguments.map { $0.label?.text ?? "_" }, location: location(node))
    open[open.count - 1].calls.append(call)
    if observerDepth > 0 { open[open.count - 1].observerCalls.append(call) }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if !open.isEmpty, Self.isCapitalized(node.name.text) {
      open[open.count - 1].typeReferences.append(
        TypeReference(name: node.name.text, location: location(node)))
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, Self.isCapitalized(node.baseName.text) else { return .visitChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    open[open.count - 1].typeReferences.append(
      TypeReference(name: node.baseName.text, location: location(node)))
    return .visitChildren
  }

  override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, node.questionOrExclamationMark?.tokenKind == .exclamationMark,
      let list = node.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == node.id })
    else { return .visitChildren }
    let next = list.index(after: index)
    guard next != list.endIndex, let type = list[next].as(TypeExprSyntax.self)?.type,
      let name = Self.referencedTypeName(type)
    else { return .visitChildren }
    open[open.count - 1].forceCasts.append(TypeReference(name: name, location: location(node)))
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, node.questionOrExclamationMark?.tokenKind == .exclamationMark,
      let name = Self.referencedTypeName(node.type)
    else { return .visitChildren }
    open[open.count - 1].forceCasts.append(
      TypeReference(name: name, location: location(node.asKeyword)))
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let capturesWeakly =
      (weakSelfStack.last ?? false)
      || (node.signature?.capture?.items.contains { item in
        let text = item.trimmedDescription.replacingOccurrences(of: " ", with: "")
        return text.hasPrefix("weakself") || text.hasPrefix("unownedself")
          || text.hasPrefix("unowned(safe)self") || text.hasPrefix("unowned(unsafe)self")
      } ?? false)
    weakSelfStack.append(capturesWeakly)
    if !open.isEmpty, let callee = Self.callReceivingClosure(node), mentionsSelf(node) {
      open[open.count - 1].closures.append(
        ClosureFacts(
          callee: callee, capturesSelfWeakly: capturesWeakly, location: location(node)))
    }
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { weakSelfStack.removeLast() }

  // MARK: Helpers

  /// The name of the call a closure is an argument (or trailing closure) of.
  private static func callReceivingClosure(_ node: ClosureExprSyntax) -> String? {
    var parent = node.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      parent = parent?.parent?.parent
    }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
    return calleeName(call.calledExpression)
  }

  static func calleeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return calleeName(specialized.expression)
    }
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return calleeName(chained.expression)
    }
    return nil
  }

  /// The first name of a member chain's base, `self` skipped.
  static func receiverName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    var names: [String] = []
    var current: ExprSyntax? = base
    while let node = current {
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        names.insert(reference.baseName.text, at: 0)
        current = nil
      } else if let access = node.as(MemberAccessExprSyntax.self) {
        names.insert(access.declName.baseName.text, at: 0)
        current = access.base
      } else if let chained = node.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if node.is(SuperExprSyntax.self) {
        names.insert("super", at: 0)
        current = nil
      } else {
        current = nil
      }
    }
    if names.first == "self" { names.removeFirst() }
    return names.first
  }

  /// The name of the type a property or cast refers to, with optionals, `any`, `some` and
  /// attributes taken off; `nil` for function, tuple, array and dictionary types.
  static func referencedTypeName(_ type: TypeSyntax) -> String? {
    var type = type
    for _ in 0..<16 {
      if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        type = unwrapped.wrappedType
      } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
        type = existential.constraint
      } else if let attributed = type.as(AttributedTypeSyntax.self) {
        type = attributed.baseType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let element = tuple.elements.first
      {
        type = element.type
      } else if let identifier = type.as(IdentifierTypeSyntax.self) {
        if identifier.name.text == "Optional",
          let argument = identifier.genericArgumentClause?.arguments.first?.argument
            .as(TypeSyntax.self)
        {
          type = argument
        } else {
          return identifier.name.text
        }
      } else if let member = type.as(MemberTypeSyntax.self) {
        return strippedGenericArguments(member.trimmedDescription)
      } else {
        return nil
      }
    }
    return nil
  }

  /// Every (dotted) capitalized name in a type: `Result`, `User`, `HTTP.Error` for
  /// `Result<[User], HTTP.Error>`.
  static func typeNames(in node: Syntax) -> [String] {
    var names: [String] = []
    var current = ""
    var afterPeriod = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text):
        if afterPeriod && !current.isEmpty {
          current += "." + text
        } else {
          if !current.isEmpty { names.append(current) }
          current = text
        }
        afterPeriod = false
      case .period:
        afterPeriod = true
      default:
        if !current.isEmpty { names.append(current) }
        current = ""
        afterPeriod = false
      }
    }
    if !current.isEmpty { names.append(current) }
    return names.filter { isCapitalized($0) }
  }

  static func strippedGenericArguments(_ text: String) -> String {
    guard let index = text.firstIndex(of: "<") else { return text }
    return String(text[..<index])
  }

  static func isCapitalized(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= 0x41 && first <= 0x5A
  }
}
