import SwiftSyntax

/// Walks a syntax tree once and records the facts rules need.
///
/// This file is the walk: the state it keeps and, for each kind of node, whether the walk
/// enters it. What a node records is in the extensions, by concern: `+Declarations` (types,
/// imports, type aliases), `+Members` (stored properties, methods, property observers) and
/// `+Expressions` (calls, type references, force casts, closures). `+DeclarationsWalk` is the
/// faster walk by hand that reads a file for its declarations; `+Names` and `+SourceText` read
/// names and text on the file's bytes. The `visit` overrides stay here and call into the
/// extensions: Swift does not let an extension override a method.
final class FactsCollector: SyntaxVisitor {
  let path: String
  let lines: LineTable
  let bytes: [UInt8]
  var imports: [ImportFact] = []
  /// The capitalized names of the file's top-level functions, constants and variables.
  var globals: [String] = []
  /// The members code outside any type assigns (a whole walk only).
  var topLevelAssignments: Set<String> = []
  var finished: [TypeFacts] = []
  var typeAliases: [TypeAliasFacts] = []
  /// The file's `private` and `fileprivate` top-level aliases of one named type, by name
  /// (`private typealias Module = LoginModule`): a written name that starts with one is the
  /// type it names (``fileAliasResolved(_:)``), as Swift reads it in this file alone.
  var fileAliases: [String: String] = [:]
  /// The type declarations around the walk's position, innermost last: what members and
  /// expressions record goes to the last.
  var open: [TypeFacts] = []
  /// The methods and initializers around the walk's position (`name@line`), innermost last;
  /// kept in a whole walk only, the one that records calls outside property observers.
  private(set) var functions: [String] = []
  /// For each member property the walk is in, whether it pushed a function (a getter).
  private var enteredProperty: [Bool] = []
  /// The switch arms around the walk's position, innermost last (a function, initializer or
  /// accessor starts with none: its calls are not in the arms around it).
  var arms: [(labels: [String], dispatches: Bool)] = []
  /// The bodies of `if` statements that test a given value's type, each of which pushed an arm.
  private var typeTestBlocks: Set<SyntaxIdentifier> = []
  /// The calls whose value is their function's result (see `markResult`).
  var resultCalls: Set<SyntaxIdentifier> = []
  /// The property reads whose value is their function's result (see `markResult`).
  var resultReads: Set<SyntaxIdentifier> = []
  /// The names of the file's computed member properties: a bare name read is kept (see
  /// ``TypeFacts/reads``) when it is one of them.
  var getterNames: Set<String> = []
  /// The names of the file's member properties with an observer (`didSet`, `willSet`): an
  /// assignment to one is kept as a read (see ``TypeFacts/reads``), since it runs the
  /// observer, which is a function of that name.
  var observedNames: Set<String> = []
  /// For each accessor the walk is in, whether it pushed a function (a member property's
  /// observer).
  private var enteredObserver: [Bool] = []
  /// The names functions declare, with the function (see ``declareLocal(_:)``).
  var localNames: [(function: String, name: TokenSyntax)] = []
  /// For each open type, the bare names its code reads, kept until the file's computed
  /// properties are known (see ``finishedTypes``).
  var pendingReads: [[PendingRead]] = []
  /// The bare names read by each finished type, by its index in ``finished``.
  var pendingReadsOfFinished: [Int: [PendingRead]] = [:]
  /// The calls whose value is a handed closure's (see ``CallFacts/isHandedResult``).
  var handedResultCalls: Set<SyntaxIdentifier> = []
  /// The calls whose value is handed as a call's `sender:` (``CallFacts/isSender``), marked
  /// when that call is visited, before its arguments.
  var senderCalls: Set<SyntaxIdentifier> = []
  /// For each enclosing closure: the initializer argument it (or an enclosing closure) is
  /// handed as (``CallFacts/handedTo``).
  var handedStack: [String?] = []
  /// The parameters of each function asked about (see ``functions``): the label of each by
  /// its inner name, `_` labels left out. Worked out once per function.
  var parametersOfFunction: [String: [String: String]] = [:]
  /// The destination values of the locals set to a list of them (`let pages: [Page] =
  /// [.feed, .settings]`), by the function they are in and their name: a call in a closure
  /// mapped over such a local is made with each.
  var listLocals: [String: [String]] = [:]
  /// The screens locals wrap in a container made for them (`let nav =
  /// UINavigationController(rootViewController: home)`), as joined member paths, by the
  /// function they are in and their name: a tab list that names the local lists the screen.
  var wrappedLocals: [String: String] = [:]
  /// For each enclosing closure: its parameter and the destination values it takes, when it is
  /// mapped over a list of them (`pages.map { screen(for: $0) }`).
  var mappedClosures: [(parameter: String, values: [String])?] = []
  /// How many property observers (`didSet`, `willSet`) are around the walk's position.
  private(set) var observerDepth = 0
  /// For each enclosing closure: whether `self` in it is weak: it (or an enclosing one) captures
  /// `self` weakly, and no `guard let self` has made it strong again before the position.
  private var weakSelfStack: [Bool] = []
  /// For each enclosing closure: whether it is stored rather than handed to a call (see
  /// ``CallFacts/isInStoredClosure``); how many of them are.
  private var storedClosures: [Bool] = []
  private(set) var storedClosureDepth = 0
  /// Whether a closure around the walk's position captures `self` weakly.
  var weakSelfAround: Bool { weakSelfStack.last ?? false }

  /// Whether the walk records declarations only (types, their inheritance, stored properties
  /// and the methods of protocols and extensions), and property observers, which a rule reads
  /// in every role; bodies, initial values and everything else are skipped.
  let declarationsOnly: Bool

  /// Whether the walk records what it meets: always in a whole walk, and inside property
  /// observers in a declarations walk.
  var recordsEverything: Bool { !declarationsOnly || observerDepth > 0 }

  /// A collector for the file of `bytes`. `typeKeywords`: the file's type keyword offsets, if
  /// the caller has found them already (else found when first needed).
  init(
    path: String, lines: LineTable, bytes: [UInt8], declarationsOnly: Bool,
    typeKeywords: [Int]? = nil
  ) {
    self.path = path
    self.lines = lines
    self.bytes = bytes
    self.declarationsOnly = declarationsOnly
    super.init(viewMode: .sourceAccurate)
    if let typeKeywords { self.typeKeywords = typeKeywords }
  }

  // MARK: What a declarations walk skips

  /// In a declarations walk, code is entered only where its text may declare a type (a class
  /// inside a function body is a type of the file too); everything else is skipped unread.
  func declarationsWalk(into node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    guard !recordsEverything else { return .visitChildren }
    return KeywordScan.contains(
      typeKeywords, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
      ? .visitChildren : .skipChildren
  }

  /// Where the file's type keywords are (see ``KeywordScan/typeKeywordOffsets(in:)``), found
  /// in one pass when first asked.
  private lazy var typeKeywords = KeywordScan.typeKeywordOffsets(in: bytes)
  /// Whether the file may declare a property observer (`didSet`, `willSet`): only then can an
  /// assignment run one (see ``observedNames``).
  lazy var mayDeclareObservers =
    ByteSearch.contains(Array("didSet".utf8), anchor: 3, in: bytes)
    || ByteSearch.contains(Array("willSet".utf8), anchor: 4, in: bytes)

  private var skippedByDeclarationsWalk: SyntaxVisitorContinueKind {
    recordsEverything ? .visitChildren : .skipChildren
  }

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    noteFileAliases(node)
    return .visitChildren
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    node.item.is(DeclSyntax.self) ? .visitChildren : declarationsWalk(into: node)
  }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    let walk = declarationsWalk(into: node)
    if walk == .visitChildren, !declarationsOnly, let owner = node.parent,
      owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
        || owner.is(InitializerDeclSyntax.self)
    {
      markOnlyStatement(of: node.statements)
    }
    // `if route is CartRoute { ... }`: the body is the arm for that type.
    if walk == .visitChildren, recordsEverything, let branch = node.parent?.as(IfExprSyntax.self),
      branch.body.id == node.id, let arm = typeTestArm(branch.conditions, at: Syntax(node))
    {
      arms.append(arm)
      typeTestBlocks.insert(node.id)
    }
    return walk
  }
  override func visitPost(_ node: CodeBlockSyntax) {
    if typeTestBlocks.remove(node.id) != nil { arms.removeLast() }
  }
  /// `guard route is CartRoute else { ... }` as a statement of a function's body: the rest of
  /// the function is the arm for that type.
  override func visitPost(_ node: GuardStmtSyntax) {
    guard recordsEverything, !arms.isEmpty, arms[arms.count - 1].labels.isEmpty,
      node.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true,
      let arm = typeTestArm(node.conditions, at: Syntax(node))
    else { return }
    arms[arms.count - 1] = arm
  }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if !declarationsOnly, let expression = node.expression {
      markResult(expression)
      recordArmValue(expression)
    }
    return .visitChildren
  }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    arms.append(recordsEverything ? arm(node) : ([], false))
    // `case .tabbar: "Tabbar"`: an arm whose only statement is its value.
    if recordsEverything, node.statements.count == 1, let item = node.statements.first {
      if let expression = item.item.as(ExprSyntax.self) {
        recordArmValue(expression)
      } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
        recordArmValue(statement.expression)
      }
    }
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseSyntax) { arms.removeLast() }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    if case .accessors(let accessors) = node.accessors, accessors.contains(where: isObserver) {
      return .visitChildren
    }
    let walk = declarationsWalk(into: node)
    if walk == .visitChildren, !declarationsOnly, case .getter(let items) = node.accessors {
      markOnlyStatement(of: items)
    }
    return walk
  }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
  }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    declarationsWalk(into: node)
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
    if !open.isEmpty, open[open.count - 1].kind == .enum {
      open[open.count - 1].cases += node.elements.map { text(of: $0.name) }
      for element in node.elements {
        if let payload = element.parameterClause {
          open[open.count - 1].caseValueTypes += SyntaxNames.typeNames(in: Syntax(payload))
        }
        // `case tabbar = "Tabbar"`: the case stands for its raw value; in a `String` enum,
        // `case tabbar` for its name.
        if let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self),
          let value = destinationValue(ExprSyntax(raw))
        {
          open[open.count - 1].armValues.append(
            ArmValue(labels: ["." + text(of: element.name)], value: value))
        } else if element.rawValue == nil, element.parameterClause == nil,
          open[open.count - 1].inherited.first == "String"
        {
          let name = text(of: element.name)
          open[open.count - 1].armValues.append(
            ArmValue(labels: ["." + name], value: "\"" + name + "\""))
        }
      }
    }
    return skippedByDeclarationsWalk
  }
  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    recordAssociatedType(node)
    return skippedByDeclarationsWalk
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    recordTypeAlias(node)
    return skippedByDeclarationsWalk
  }

  // MARK: Declarations (FactsCollector+Declarations.swift)

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
    recordAssignment(node)
    return .visitChildren
  }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    recordImport(node)
    return .skipChildren
  }

  // MARK: Members (FactsCollector+Members.swift)

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // Top-level names, and members' (`static let ISUScheduleURL`): names the code writes
    // with a capital that are the codebase's, not a framework's.
    if open.isEmpty
      ? Self.isTopLevel(Syntax(node)) : node.parent?.is(MemberBlockItemSyntax.self) == true
    {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          startsWithCapital(name)
        {
          globals.append(text(of: name))
        }
      }
    }
    // A computed property's getter is a function to the navigation model (`var body: some
    // View`, `var viewController: UIViewController { switch self { ... } }`).
    // The declarations walk by hand calls no `visitPost`: only a whole walk keeps stacks.
    if !declarationsOnly {
      let computed = computedMemberName(of: node)
      enteredProperty.append(computed != nil)
      if let computed {
        functions.append("\(computed)@\(location(node.bindingSpecifier).line)")
        getterNames.insert(computed)
      }
    }
    return recordStoredProperties(of: node)
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    guard !declarationsOnly else { return }
    if enteredProperty.popLast() == true, !functions.isEmpty { functions.removeLast() }
  }

  /// Whether a declaration is at the top level of its file (in `#if` clauses too), not in a
  /// type, a function or a closure.
  static func isTopLevel(_ node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(SourceFileSyntax.self) { return true }
      if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
        || ancestor.is(MemberBlockSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// The name of a member property with a getter body, if `node` declares one; a `lazy` one's
  /// initial value is its getter's body (its first read runs it).
  private func computedMemberName(of node: VariableDeclSyntax) -> String? {
    guard !open.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true,
      node.bindings.count == 1, let binding = node.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    guard let block = binding.accessorBlock else {
      return binding.initializer != nil && Self.isLazy(node) ? text(of: pattern.identifier) : nil
    }
    switch block.accessors {
    case .getter: return text(of: pattern.identifier)
    case .accessors(let list):
      return list.contains { token($0.accessorSpecifier, is: "get") }
        ? text(of: pattern.identifier) : nil
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if open.isEmpty, startsWithCapital(node.name), Self.isTopLevel(Syntax(node)) {
      globals.append(text(of: node.name))
    }
    enterFunction(named: text(of: node.name), at: node.funcKeyword)
    if !declarationsOnly { arms.append(([], false)) }
    return recordMethod(node)
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    // What a type is handed when it is made, whichever way the file is read.
    if !open.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true {
      for parameter in node.signature.parameterClause.parameters {
        if let name = referencedTypeName(parameter.type) {
          open[open.count - 1].initializerParameterTypes.append(name)
        }
        if isClosureType(parameter.type) {
          open[open.count - 1].initializerClosureLabels.append(text(of: parameter.firstName))
        }
      }
    }
    enterFunction(named: "init", at: node.initKeyword)
    if !declarationsOnly { arms.append(([], false)) }
    return declarationsWalk(into: node)
  }

  // The function around a call: pushed and popped by `SyntaxVisitor`'s walk, which calls
  // `visitPost`; the declarations walk by hand records no calls outside observers, and keeps
  // no stack.
  override func visitPost(_ node: FunctionDeclSyntax) {
    if !declarationsOnly, !functions.isEmpty { functions.removeLast() }
    if !declarationsOnly { arms.removeLast() }
  }
  override func visitPost(_ node: InitializerDeclSyntax) {
    if !declarationsOnly, !functions.isEmpty { functions.removeLast() }
    if !declarationsOnly { arms.removeLast() }
  }

  private func enterFunction(named name: String, at keyword: TokenSyntax) {
    guard !declarationsOnly else { return }
    functions.append("\(name)@\(location(keyword).line)")
  }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    let observer = isObserver(node)
    if observer { observerDepth += 1 }
    arms.append(([], false))
    // A member property's observer is a function of the property's name: assigning the
    // property runs it (`selectedTab = .home` runs `didSet`, which shows the tab).
    if !declarationsOnly {
      let name = observer ? observedMemberName(of: node) : nil
      enteredObserver.append(name != nil)
      if let name {
        functions.append("\(name)@\(location(node.accessorSpecifier).line)")
        observedNames.insert(name)
      }
    }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) {
    if isObserver(node) { observerDepth -= 1 }
    arms.removeLast()
    if !declarationsOnly, enteredObserver.popLast() == true, !functions.isEmpty {
      functions.removeLast()
    }
  }

  /// The name of the member property an observer belongs to, if it is a type's member.
  private func observedMemberName(of node: AccessorDeclSyntax) -> String? {
    guard !open.isEmpty,
      let binding = node.parent?.parent?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      variable.parent?.is(MemberBlockItemSyntax.self) == true,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return text(of: pattern.identifier)
  }

  // MARK: Expressions (FactsCollector+Expressions.swift)

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    recordCall(node)
    recordScreenList(node)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    recordSelector(node)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    recordTypeReference(node)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    recordTypeReference(node)
    recordRead(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // The parent, made once: it tells a read from a callee and an assigned value.
    guard let parent = node.parent else { return .visitChildren }
    recordRead(node, parent: parent)
    if let list = parent.as(ExprListSyntax.self) {
      recordAssignedCase(node, in: list)
    } else if let element = parent.as(ArrayElementSyntax.self) {
      recordListedCase(node, in: element)
    }
    return .visitChildren
  }

  override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
    recordForceCast(node)
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    recordForceCast(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    recordLocal(node)
    // `guard let self` in a closure that captured `self` weakly makes `self` strong again:
    // closures written after it capture the strong one.
    if weakSelfStack.last == true,
      let pattern = node.pattern.as(IdentifierPatternSyntax.self),
      pattern.identifier.text == "self" || pattern.identifier.text == "`self`"
    {
      weakSelfStack[weakSelfStack.count - 1] = false
    }
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
      declareLocal(pattern.identifier)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.signature?.parameterClause {
    case .simpleInput(let names): for name in names { declareLocal(name.name) }
    case .parameterClause(let clause):
      for parameter in clause.parameters {
        declareLocal(parameter.secondName ?? parameter.firstName)
      }
    case nil: break
    }
    let capturesWeakly = (weakSelfStack.last ?? false) || listsSelfWeakly(node)
    weakSelfStack.append(capturesWeakly)
    recordClosure(node, capturesSelfWeakly: capturesWeakly)
    enterHandedClosure(node)
    mappedClosures.append(recordsEverything ? mappedParameter(of: node) : nil)
    let stored = Self.isStored(node)
    storedClosures.append(stored)
    if stored { storedClosureDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    weakSelfStack.removeLast()
    handedStack.removeLast()
    mappedClosures.removeLast()
    if storedClosures.popLast() == true { storedClosureDepth -= 1 }
  }

  /// Whether a closure is kept to be called later rather than handed to a call: the value
  /// assigned (`view?.onTap = { ... }`) or a constant's or variable's initial value.
  static func isStored(_ node: ClosureExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if parent.is(InitializerClauseSyntax.self) { return true }
    guard let list = parent.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == node.id }), position != list.startIndex
    else { return false }
    return list[list.index(before: position)].is(AssignmentExprSyntax.self)
  }
}
