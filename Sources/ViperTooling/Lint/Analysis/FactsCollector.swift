import SwiftSyntax

/// Walks a syntax tree once and records the facts rules need.
final class FactsCollector: SyntaxVisitor {
  let path: String
  let lines: LineTable
  let bytes: [UInt8]
  var imports: [ImportFact] = []
  var finished: [TypeFacts] = []
  var typeAliases: [TypeAliasFacts] = []
  private var open: [TypeFacts] = []
  /// The methods and initializers around the walk's position (`name@line`), innermost last;
  /// kept in a whole walk only, the one that records calls outside property observers.
  private var functions: [String] = []
  private var observerDepth = 0
  /// For each enclosing closure: whether it (or an enclosing one) captures `self` weakly.
  private var weakSelfStack: [Bool] = []

  /// Whether the walk records declarations only (types, their inheritance, stored properties
  /// and the methods of protocols and extensions), and property observers, which a rule reads
  /// in every role; bodies, initial values and everything else are skipped.
  let declarationsOnly: Bool

  /// Whether the walk records what it meets: always in a whole walk, and inside property
  /// observers in a declarations walk.
  private var recordsEverything: Bool { !declarationsOnly || observerDepth > 0 }

  init(path: String, lines: LineTable, bytes: [UInt8], declarationsOnly: Bool) {
    self.path = path
    self.lines = lines
    self.bytes = bytes
    self.declarationsOnly = declarationsOnly
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: The declarations walk

  /// Walks a tree for its declarations: what `walk` does in a declarations walk, faster.
  ///
  /// The skeleton declarations sit on (the file's items, `#if` clauses, types and their
  /// members) is followed by hand, asking this visitor's `visit` methods what to record and
  /// whether to go on; what they would enter below it goes through `walk`. `SyntaxVisitor`
  /// makes a node for everything it passes (tokens, modifiers, lists), which costs more than
  /// what a declarations walk records. A tree with syntax errors is walked by `walk`: its
  /// unexpected nodes can hold declarations anywhere.
  func walkDeclarations(_ tree: SourceFileSyntax) {
    guard declarationsOnly, !tree.hasError else { return walk(tree) }
    walkItems(tree.statements)
  }

  private func walkItems(_ items: CodeBlockItemListSyntax) {
    for item in items {
      if let declaration = item.item.as(DeclSyntax.self) {
        walkDeclaration(declaration)
      } else {
        walk(item)
      }
    }
  }

  private func walkMembers(_ members: MemberBlockItemListSyntax) {
    for member in members { walkDeclaration(member.decl) }
  }

  private func walkDeclaration(_ declaration: DeclSyntax) {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .classDecl(let node): walkType(node, visit, visitPost)
    case .structDecl(let node): walkType(node, visit, visitPost)
    case .enumDecl(let node): walkType(node, visit, visitPost)
    case .actorDecl(let node): walkType(node, visit, visitPost)
    case .protocolDecl(let node): walkType(node, visit, visitPost)
    case .extensionDecl(let node): walkType(node, visit, visitPost)
    case .variableDecl(let node): walkChildren(of: node, if: visit(node))
    case .functionDecl(let node): walkChildren(of: node, if: visit(node))
    case .initializerDecl(let node): walkChildren(of: node, if: visit(node))
    case .deinitializerDecl(let node): walkChildren(of: node, if: visit(node))
    case .subscriptDecl(let node): walkChildren(of: node, if: visit(node))
    case .importDecl(let node): walkChildren(of: node, if: visit(node))
    case .typeAliasDecl(let node): walkChildren(of: node, if: visit(node))
    case .enumCaseDecl(let node): walkChildren(of: node, if: visit(node))
    case .ifConfigDecl(let node):
      for clause in node.clauses {
        if let condition = clause.condition { walk(condition) }
        switch clause.elements {
        case .statements(let items)?: walkItems(items)
        case .decls(let members)?: walkMembers(members)
        case let elements?: walk(elements)
        case nil: break
        }
      }
    default:
      walk(declaration)
    }
  }

  /// A type declaration: what its `visit` and `visitPost` record, and its members between. Its
  /// other children (attributes, modifiers, generic clauses, inheritance) hold nothing a
  /// declarations walk records.
  private func walkType<Node: DeclGroupSyntax>(
    _ node: Node, _ enter: (Node) -> SyntaxVisitorContinueKind, _ leave: (Node) -> Void
  ) {
    _ = enter(node)
    walkMembers(node.memberBlock.members)
    leave(node)
  }

  /// What `SyntaxVisitor` does after `visit` returns `kind`.
  private func walkChildren(of node: some SyntaxProtocol, if kind: SyntaxVisitorContinueKind) {
    guard kind == .visitChildren else { return }
    for child in node.children(viewMode: .sourceAccurate) { walk(child) }
  }

  // MARK: What a declarations walk skips

  /// In a declarations walk, code is entered only where its text may declare a type (a class
  /// inside a function body is a type of the file too); everything else is skipped unread.
  private func declarationsWalk(into node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    guard !recordsEverything else { return .visitChildren }
    return KeywordScan.contains(
      typeKeywords, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
      ? .visitChildren : .skipChildren
  }

  /// Where the file's type keywords are (see ``KeywordScan/typeKeywordOffsets(in:)``), found
  /// in one pass when first asked.
  private lazy var typeKeywords = KeywordScan.typeKeywordOffsets(in: bytes)

  private var skippedByDeclarationsWalk: SyntaxVisitorContinueKind {
    recordsEverything ? .visitChildren : .skipChildren
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    node.item.is(DeclSyntax.self) ? .visitChildren : declarationsWalk(into: node)
  }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    if case .accessors(let accessors) = node.accessors, accessors.contains(where: isObserver) {
      return .visitChildren
    }
    return declarationsWalk(into: node)
  }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction(named: "init", at: node.initKeyword)
    return declarationsWalk(into: node)
  }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    skippedByDeclarationsWalk
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    recordTypeAlias(node)
    return skippedByDeclarationsWalk
  }

  /// Records an alias of a named type or a composition (`A & B`); other aliases (functions,
  /// tuples) name nothing the model knows.
  private func recordTypeAlias(_ node: TypeAliasDeclSyntax) {
    let value = node.initializer.value
    let targets: [String]
    if let composition = value.as(CompositionTypeSyntax.self) {
      targets = composition.elements.compactMap { referencedTypeName($0.type) }
    } else {
      targets = referencedTypeName(value).map { [$0] } ?? []
    }
    guard !targets.isEmpty else { return }
    let name = text(of: node.name)
    typeAliases.append(
      TypeAliasFacts(
        name: open.last.map { "\($0.name).\(name)" } ?? name, targets: targets,
        location: location(node.name)))
  }

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
  private func startsWithCapital(_ token: TokenSyntax) -> Bool {
    let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
    guard offset >= 0, offset < bytes.count else { return false }
    return bytes[offset] >= 0x41 && bytes[offset] <= 0x5A
  }

  /// A node's source text with every space, tab and newline taken out.
  private func compactText(of node: some SyntaxProtocol) -> String {
    text(of: node).filter { !$0.isWhitespace }
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
        index == 0 || !SyntaxNames.isIdentifierByte(bytes[index - 1]),
        index + 4 >= bytes.count || !SyntaxNames.isIdentifierByte(bytes[index + 4])
      {
        return true
      }
      index += 1
    }
    return false
  }

  // MARK: Types

  private func push(
    name: String, kind: TypeKind, at node: some SyntaxProtocol,
    inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax? = nil,
    modifiers: DeclModifierListSyntax
  ) {
    let qualified =
      kind == .extension ? name : (open.last.map { "\($0.name).\(name)" } ?? name)
    var facts = TypeFacts(name: qualified, kind: kind, location: location(node))
    facts.isPrivate = modifiers.contains {
      token($0.name, is: "private") || token($0.name, is: "fileprivate")
    }
    facts.inherited =
      inheritance?.inheritedTypes.map { SyntaxNames.strippedGenericArguments(text(of: $0.type)) }
      ?? []
    if let whereClause {
      facts.hasClassConstraint = whereClause.requirements.contains {
        compactText(of: $0.requirement) == "Self:AnyObject"
      }
      // A protocol's `where Self: UIViewController` says what its conformers are, as an
      // inheritance clause would.
      if kind == .protocol {
        for requirement in whereClause.requirements {
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
            token(conformance.leftType.as(IdentifierTypeSyntax.self)?.name ?? .identifier(""), is: "Self"),
            let name = referencedTypeName(conformance.rightType), name != "AnyObject"
          else { continue }
          facts.inherited.append(name)
        }
      }
    }
    open.append(facts)
  }

  private func pop() {
    if let facts = open.popLast() { finished.append(facts) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: text(of: node.name), kind: .class, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: text(of: node.name), kind: .struct, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: text(of: node.name), kind: .enum, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: text(of: node.name), kind: .actor, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: text(of: node.name), kind: .protocol, at: node.name,
      inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      name: SyntaxNames.strippedGenericArguments(text(of: node.extendedType)),
      kind: .extension, at: node.extendedType, inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.path.first {
      imports.append(ImportFact(module: text(of: first.name), location: location(node.importKeyword)))
    }
    return .skipChildren
  }

  // MARK: Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return declarationsWalk(into: node)
    }
    var ownership = Ownership.strong
    // Token text, not `tokenKind`: the kind of a keyword token is looked up from its text on
    // every read.
    for modifier in node.modifiers {
      if token(modifier.name, is: "static") || token(modifier.name, is: "class") {
        return hasObservers(node) ? .visitChildren : declarationsWalk(into: node)
      } else if token(modifier.name, is: "weak") {
        ownership = .weak
      } else if token(modifier.name, is: "unowned") {
        ownership = .unowned
      }
    }
    for binding in node.bindings {
      if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      var typeName = binding.typeAnnotation.flatMap { referencedTypeName($0.type) }
      if binding.typeAnnotation == nil,
        let call = binding.initializer?.value
          .as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        startsWithCapital(callee.baseName)
      {
        typeName = text(of: callee.baseName)
      }
      open[open.count - 1].properties.append(
        PropertyFacts(
          name: text(of: pattern.identifier), typeName: typeName, ownership: ownership,
          location: location(node)))
    }
    return hasObservers(node) ? .visitChildren : declarationsWalk(into: node)
  }

  private func hasObservers(_ node: VariableDeclSyntax) -> Bool {
    node.bindings.contains { binding in
      guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
      return accessors.contains(where: isObserver)
    }
  }

  private func isComputed(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains {
        token($0.accessorSpecifier, is: "get") || token($0.accessorSpecifier, is: "_read")
      }
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction(named: text(of: node.name), at: node.funcKeyword)
    // The rules read the methods of protocols only (and of extensions, which may extend one);
    // a class's methods matter to none, so a declarations walk does not record them. A function
    // declared inside a body is no method, whichever way the file is read.
    guard let kind = open.last?.kind,
      !declarationsOnly || kind == .protocol || kind == .extension,
      node.parent?.is(MemberBlockItemSyntax.self) == true
    else { return declarationsWalk(into: node) }
    let parameters = node.signature.parameterClause.parameters.map { parameter in
      ParameterFacts(
        typeText: text(of: parameter.type),
        typeNames: SyntaxNames.typeNames(in: Syntax(parameter.type)),
        location: location(parameter))
    }
    open[open.count - 1].functions.append(
      FunctionFacts(
        name: text(of: node.name), parameters: parameters, location: location(node.funcKeyword)))
    return declarationsWalk(into: node)
  }

  // The function around a call: pushed and popped by `SyntaxVisitor`'s walk, which calls
  // `visitPost`; the declarations walk by hand records no calls outside observers, and keeps
  // no stack.
  override func visitPost(_ node: FunctionDeclSyntax) {
    if !declarationsOnly, !functions.isEmpty { functions.removeLast() }
  }
  override func visitPost(_ node: InitializerDeclSyntax) {
    if !declarationsOnly, !functions.isEmpty { functions.removeLast() }
  }

  private func enterFunction(named name: String, at keyword: TokenSyntax) {
    guard !declarationsOnly else { return }
    functions.append("\(name)@\(location(keyword).line)")
  }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    if isObserver(node) { observerDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) {
    if isObserver(node) { observerDepth -= 1 }
  }

  private func isObserver(_ node: AccessorDeclSyntax) -> Bool {
    token(node.accessorSpecifier, is: "didSet") || token(node.accessorSpecifier, is: "willSet")
  }

  // MARK: Expressions

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard recordsEverything, !open.isEmpty, let callee = calleeName(node.calledExpression)
    else {
      return .visitChildren
    }
    let call = CallFacts(
      callee: callee, receiver: receiverName(node.calledExpression),
      argumentLabels: node.arguments.isEmpty
        ? [] : node.arguments.map { $0.label.map { text(of: $0) } ?? "_" },
      location: location(node), function: functions.last)
    open[open.count - 1].calls.append(call)
    if observerDepth > 0 { open[open.count - 1].observerCalls.append(call) }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if recordsEverything, !open.isEmpty, startsWithCapital(node.name) {
      open[open.count - 1].typeReferences.append(
        TypeReference(name: text(of: node.name), location: location(node)))
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard recordsEverything, !open.isEmpty, startsWithCapital(node.baseName) else {
      return .visitChildren
    }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    open[open.count - 1].typeReferences.append(
      TypeReference(name: text(of: node.baseName), location: location(node)))
    return .visitChildren
  }

  override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
    if recordsEverything, !open.isEmpty, let cast = forceCast(node) {
      open[open.count - 1].forceCasts.append(cast)
    }
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    if recordsEverything, !open.isEmpty, let cast = forceCast(node) {
      open[open.count - 1].forceCasts.append(cast)
    }
    return .visitChildren
  }

  /// The type an `as!` in a sequence of operators (as the parser leaves them) casts to.
  private func forceCast(_ node: UnresolvedAsExprSyntax) -> TypeReference? {
    guard let mark = node.questionOrExclamationMark, token(mark, is: "!"),
      let list = node.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == node.id })
    else { return nil }
    let next = list.index(after: index)
    guard next != list.endIndex, let type = list[next].as(TypeExprSyntax.self)?.type,
      let name = referencedTypeName(type)
    else { return nil }
    return TypeReference(name: name, location: location(node))
  }

  /// The type a folded `as!` casts to.
  private func forceCast(_ node: AsExprSyntax) -> TypeReference? {
    guard let mark = node.questionOrExclamationMark, token(mark, is: "!"),
      let name = referencedTypeName(node.type)
    else { return nil }
    return TypeReference(name: name, location: location(node.asKeyword))
  }

  /// After a declarations walk, records the force casts a whole walk would: finds the token at
  /// each `as!` of the file's bytes (in a comment or a string there is none) and the type
  /// declaration around it. A file with a few casts is read in a few descents of the tree
  /// instead of a whole walk.
  func recordForceCasts(in tree: SourceFileSyntax) {
    let offsets = KeywordScan.forceCastOffsets(in: bytes)
    guard !offsets.isEmpty else { return }
    var tokens: [TokenSyntax] = []
    Self.collectTokens(at: offsets[...], in: Syntax(tree), into: &tokens)
    for token in tokens {
      guard self.token(token, is: "as"), let parent = token.parent else { continue }
      let cast: TypeReference?
      if let node = parent.as(UnresolvedAsExprSyntax.self) {
        cast = forceCast(node)
      } else if let node = parent.as(AsExprSyntax.self) {
        cast = forceCast(node)
      } else {
        continue
      }
      guard let cast, let owner = enclosingType(of: parent) else { continue }
      finished[owner].forceCasts.append(cast)
    }
  }

  /// The tokens that start exactly at `offsets` (sorted), found in one descent: into each
  /// child whose bytes hold one of them, past all others.
  private static func collectTokens(
    at offsets: ArraySlice<Int>, in node: Syntax, into tokens: inout [TokenSyntax]
  ) {
    if let token = node.as(TokenSyntax.self) {
      if offsets.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset) {
        tokens.append(token)
      }
      return
    }
    var rest = offsets
    for child in node.children(viewMode: .sourceAccurate) {
      guard let first = rest.first else { return }
      let end = child.endPosition.utf8Offset
      guard first < end else { continue }
      let inside = rest.prefix { $0 < end }
      collectTokens(at: inside, in: child, into: &tokens)
      rest = rest.dropFirst(inside.count)
    }
  }

  /// The index in `finished` of the innermost type declaration around a node: the type the
  /// node's facts belong to.
  private func enclosingType(of node: Syntax) -> Int? {
    var current = node.parent
    while let ancestor = current {
      let name: Syntax?
      switch ancestor.as(SyntaxEnum.self) {
      case .classDecl(let declaration): name = Syntax(declaration.name)
      case .structDecl(let declaration): name = Syntax(declaration.name)
      case .enumDecl(let declaration): name = Syntax(declaration.name)
      case .actorDecl(let declaration): name = Syntax(declaration.name)
      case .protocolDecl(let declaration): name = Syntax(declaration.name)
      case .extensionDecl(let declaration): name = Syntax(declaration.extendedType)
      default: name = nil
      }
      if let name {
        let location = location(name)
        return finished.firstIndex { $0.location == location }
      }
      current = ancestor.parent
    }
    return nil
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let capturesWeakly =
      (weakSelfStack.last ?? false)
      || (node.signature?.capture?.items.contains { item in
        let text = compactText(of: item)
        return text.hasPrefix("weakself") || text.hasPrefix("unownedself")
          || text.hasPrefix("unowned(safe)self") || text.hasPrefix("unowned(unsafe)self")
      } ?? false)
    weakSelfStack.append(capturesWeakly)
    if recordsEverything, !open.isEmpty, let callee = callReceivingClosure(node) {
      if mentionsSelf(node) {
        open[open.count - 1].closures.append(
          ClosureFacts(
            callee: callee, capturesSelfWeakly: capturesWeakly, location: location(node)))
      } else if !capturesWeakly, Self.implicitSelfCallees.contains(callee) {
        let names = bareNames(in: node)
        if !names.isEmpty {
          open[open.count - 1].closures.append(
            ClosureFacts(
              callee: callee, capturesSelfWeakly: false, location: location(node),
              bareNames: names))
        }
      }
    }
    return .visitChildren
  }

  /// The calls whose closures capture `self` without writing it (`@_implicitSelfCapture`).
  static let implicitSelfCallees: Set<String> = ["Task", "detached"]

  /// The lowercase names a closure's body uses bare: not after a `.`, not an argument label,
  /// not declared in the closure (`let`, `var`, `case let`, parameters of inner closures).
  private func bareNames(in closure: ClosureExprSyntax) -> [String] {
    var used: [String] = []
    var declared: Set<String> = []
    var previous: TokenSyntax?
    let tokens = Array(closure.statements.tokens(viewMode: .sourceAccurate))
    for (index, token) in tokens.enumerated() {
      defer { previous = token }
      guard case .identifier = token.tokenKind,
        let first = token.text.utf8.first, first >= 0x61, first <= 0x7A
      else { continue }
      let name = token.text
      if let previous, previous.tokenKind == .period { continue }
      if index + 1 < tokens.count, tokens[index + 1].tokenKind == .colon { continue }
      if let previous,
        previous.tokenKind == .keyword(.let) || previous.tokenKind == .keyword(.var)
      {
        declared.insert(name)
        continue
      }
      if index + 1 < tokens.count, tokens[index + 1].tokenKind == .keyword(.in) {
        declared.insert(name)
        continue
      }
      used.append(name)
    }
    var seen: Set<String> = []
    return used.filter { !declared.contains($0) && seen.insert($0).inserted }
  }
  override func visitPost(_ node: ClosureExprSyntax) { weakSelfStack.removeLast() }

  // MARK: Helpers

  /// The name of the call a closure is an argument (or trailing closure) of.
  private func callReceivingClosure(_ node: ClosureExprSyntax) -> String? {
    var parent = node.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      parent = parent?.parent?.parent
    }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
    return calleeName(call.calledExpression)
  }

  func calleeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return text(of: reference.baseName)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return text(of: member.declName.baseName)
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return calleeName(specialized.expression)
    }
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return calleeName(chained.expression)
    }
    return nil
  }

  /// The first name of a member chain's base, `self` skipped: `presenter` for
  /// `self.presenter.view.show()`.
  func receiverName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    // Descends from the outermost name to the innermost, remembering the last two.
    var innermost: String?
    var next: String?
    var current: ExprSyntax? = base
    func found(_ name: String) {
      next = innermost
      innermost = name
    }
    while let node = current {
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        found(text(of: reference.baseName))
        current = nil
      } else if let access = node.as(MemberAccessExprSyntax.self) {
        found(text(of: access.declName.baseName))
        current = access.base
      } else if let chained = node.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if node.is(SuperExprSyntax.self) {
        found("super")
        current = nil
      } else {
        current = nil
      }
    }
    return innermost == "self" ? next : innermost
  }

  /// The name of the type a property or cast refers to, with optionals, `any`, `some` and
  /// attributes taken off; `nil` for function, tuple, array and dictionary types.
  func referencedTypeName(_ type: TypeSyntax) -> String? {
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
        if token(identifier.name, is: "Optional"),
          let argument = identifier.genericArgumentClause?.arguments.first?.argument
            .as(TypeSyntax.self)
        {
          type = argument
        } else {
          return text(of: identifier.name)
        }
      } else if let member = type.as(MemberTypeSyntax.self) {
        return SyntaxNames.strippedGenericArguments(text(of: member))
      } else {
        return nil
      }
    }
    return nil
  }
}
