import SwiftSyntax

/// Weakening a stored property: `weak` before `var` (`let` becomes `weak var`); a non-optional
/// property becomes optional and its uses in the type and its extensions get a `?`; the
/// protocol it is typed with becomes class-bound if it is not.
extension Fixer {
  func weaken(type typeName: String, property name: String, at location: SourceLocation)
    throws(Refusal) -> Fix
  {
    let source = try readSource(location.file, extent: .declaration(at: location))
    guard let decl = source.node(VariableDeclSyntax.self, at: location) else {
      throw Refusal("the property '\(name)' is not where the model saw it")
    }
    guard decl.bindings.count == 1, let binding = decl.bindings.first else {
      throw Refusal("'\(name)' is declared with other properties in one statement")
    }
    guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else {
      throw Refusal("the property '\(name)' is not where the model saw it")
    }
    guard let written = binding.typeAnnotation?.type else {
      throw Refusal("the type of '\(name)' is not written")
    }
    if binding.accessorBlock != nil {
      throw Refusal("'\(name)' has accessors")
    }
    let optional = Self.isOptional(written)
    if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
      throw Refusal(
        "'\(name)' is created where it is declared, so nothing else would hold it once it is weak")
    }
    guard let holder = model.types[typeName],
      let property = holder.properties.first(where: { $0.name == name }),
      let referenced = property.typeName
    else { throw Refusal("the model does not know '\(typeName).\(name)'") }

    // Uses are made optional in the type and its extensions only.
    if !optional, model.hasSubclasses(holder) {
      throw Refusal(
        "'\(name)' would become optional, and the subclasses of '\(typeName)' may use it")
    }
    var replacements: [Replacement] = []
    let specifier = decl.bindingSpecifier
    if specifier.tokenKind == .keyword(.let) {
      replacements.append(source.replacement(of: specifier, with: "weak var"))
    } else {
      replacements.append(
        source.insertion("weak ", at: specifier.positionAfterSkippingLeadingTrivia))
    }
    let target = try referencedKind(referenced, of: holder)
    if let binding = target.protocolToBind { replacements.append(binding) }
    var description = "make '\(typeName).\(name)' weak"
    if !optional {
      let text = written.trimmedDescription
      let bare = text.hasPrefix("any ") ? String(text.dropFirst(4)) : text
      let newType =
        target.isExistential
        ? "(any \(bare))?" : Self.needsParentheses(written) ? "(\(text))?" : "\(text)?"
      replacements.append(source.replacement(of: written, with: newType))
      replacements += try requirements(of: holder, property: name)
      replacements += try optionalUses(of: name, in: holder)
      description += " and optional"
    }
    return Fix(description: description, replacements: replacements)
  }

  /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`).
  static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
      return true
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return isOptional(attributed.baseType)
    }
    return false
  }

  /// Whether `T?` needs `(T)?`: a composition, a function type, `some`/`any`.
  static func needsParentheses(_ type: TypeSyntax) -> Bool {
    !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      || type.is(TupleTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
      || type.is(DictionaryTypeSyntax.self))
  }

  /// What a weak reference would point at, and the edit that makes its protocol class-bound
  /// when it is not.
  struct ReferencedKind {
    var isExistential: Bool
    var protocolToBind: Replacement?
  }

  private func referencedKind(_ name: String, of holder: ModelType) throws(Refusal)
    -> ReferencedKind
  {
    if let aliased = model.typeAliases[name] ?? model.typeAliases[ModuleModel.lastComponent(name)] {
      let knownReference = aliased.contains { target in
        if let type = model.type(named: target) {
          return type.isReference
            || (type.kind == .protocol && model.isClassBound(protocol: type.name) == true)
        }
        return UIFramework.isViewControllerClass(target) || UIFramework.isWidgetClass(target)
          || ModuleModel.classBoundProtocols.contains(target)
      }
      guard knownReference else {
        throw Refusal("the type alias '\(name)' is not known to stand for a class")
      }
      return ReferencedKind(isExistential: false, protocolToBind: nil)
    }
    guard let type = model.type(named: name) else {
      if UIFramework.isViewControllerClass(name) || UIFramework.isWidgetClass(name) {
        return ReferencedKind(isExistential: false, protocolToBind: nil)
      }
      throw Refusal(
        "'\(name)' is not declared in the linted code, so it is not known to be a class")
    }
    switch type.kind {
    case .class, .actor:
      return ReferencedKind(isExistential: false, protocolToBind: nil)
    case .protocol:
      switch model.isClassBound(protocol: type.name) {
      case true?:
        return ReferencedKind(isExistential: true, protocolToBind: nil)
      case false?:
        return ReferencedKind(
          isExistential: true, protocolToBind: try classBind(type.name, at: type.location))
      case nil:
        throw Refusal(
          "the protocol '\(type.name)' inherits protocols the linted code does not declare, so it may not be class-bound"
        )
      }
    default:
      throw Refusal("'\(name)' is a value type")
    }
  }

  /// The edits that make a protocol's requirement of the property optional too, so that the
  /// optional property still satisfies it: only where the holder is the protocol's one
  /// implementer (another would stop conforming); otherwise a refusal.
  private func requirements(of holder: ModelType, property name: String) throws(Refusal)
    -> [Replacement]
  {
    var replacements: [Replacement] = []
    var seen: Set<String> = []
    var queue = holder.inherited
    while let next = queue.popLast() {
      guard let proto = model.type(named: next), proto.kind == .protocol,
        seen.insert(proto.name).inserted
      else { continue }
      queue += proto.inherited
      guard let source = sources.source(proto.file, extent: .declaration(at: proto.location)),
        let decl = source.node(ProtocolDeclSyntax.self, at: proto.location)
      else { continue }
      for member in decl.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          guard let type = binding.typeAnnotation?.type, !Self.isOptional(type) else { continue }
          let others = (model.implementers[proto.name] ?? []).filter { $0 != holder.name }
          if let other = others.first {
            throw Refusal(
              "the protocol '\(proto.name)' requires '\(name)' as a non-optional '\(type.trimmedDescription)' (\(source.place(of: binding))), and '\(other)' implements it too"
            )
          }
          let text = type.trimmedDescription
          replacements.append(
            source.replacement(
              of: type, with: Self.needsParentheses(type) ? "(\(text))?" : "\(text)?"))
        }
      }
    }
    return replacements
  }

  /// The `?` edits for every use of a property that becomes optional, in the holder's
  /// declaration and extensions; refuses when a use needs a value (passed on, returned,
  /// compared) or the property is read outside the type.
  private func optionalUses(of name: String, in holder: ModelType) throws(Refusal) -> [Replacement]
  {
    var replacements: [Replacement] = []
    var holderRanges: [String: [Range<Int>]] = [:]
    for file in model.files {
      for declared in file.types where declared.name == holder.name {
        guard let source = sources.source(file.path),
          let token = source.token(at: declared.location),
          let group = Self.declarationGroup(of: token)
        else {
          throw Refusal("the declaration of '\(holder.name)' in '\(file.path)' cannot be read")
        }
        holderRanges[file.path, default: []].append(
          group.position.utf8Offset..<group.endPosition.utf8Offset)
        let finder = UseFinder(name: name)
        finder.walk(group.memberBlock)
        for use in finder.uses {
          switch Self.classify(use) {
          case .untouched: break
          case .chained:
            replacements.append(source.insertion("?", at: use.endPositionBeforeTrailingTrivia))
          case .needsValue:
            throw Refusal(
              "'\(name)' is used as a value at \(source.place(of: use)), which an optional would not compile"
            )
          }
        }
      }
    }
    // Reads from outside (`presenter.view.reload()` in another type) would not compile
    // either; assignments (`presenter.view = view` in a builder) still do.
    let needle = Array(".\(name)".utf8)
    for file in model.files {
      // `memchr` for the name's first letter, rarer than the dot.
      guard let bytes = sources.bytes(file.path), ByteSearch.contains(needle, anchor: 1, in: bytes),
        let reads = sources.reads(of: name, in: file.path)
      else { continue }
      for read in reads
      where !(holderRanges[file.path] ?? []).contains(where: { $0.contains(read.offset) })
        && !read.isAssignmentTarget
      {
        throw Refusal(
          "'\(name)' is read outside '\(holder.name)' at \(read.place), which an optional would not compile"
        )
      }
    }
    return replacements
  }

  static func declarationGroup(of token: TokenSyntax) -> (any DeclGroupSyntax)? {
    var current: Syntax? = Syntax(token)
    while let node = current {
      if let group = node.asProtocol((any DeclGroupSyntax).self) { return group }
      current = node.parent
    }
    return nil
  }

  enum UseKind { case untouched, chained, needsValue }

  /// How a use of a property that becomes optional fares: assigned (untouched), the start of a
  /// chain whose value is not used (`view.reload()` becomes `view?.reload()`), or needed as a
  /// value.
  static func classify(_ use: ExprSyntax) -> UseKind {
    if isAssignmentTarget(use) { return .untouched }
    guard let access = use.parent?.as(MemberAccessExprSyntax.self), access.base?.id == use.id else {
      return .needsValue
    }
    // Up the chain: `view.table.reload()`, `view.items[0].select()`.
    var top = Syntax(access)
    while let parent = top.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
        top = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == top.id
      {
        top = parent
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == top.id
      {
        top = parent
      } else if parent.is(OptionalChainingExprSyntax.self) {
        top = parent
      } else {
        break
      }
    }
    guard let topExpression = top.as(ExprSyntax.self) else { return .needsValue }
    var statement = Syntax(topExpression)
    if isAssignmentTarget(topExpression), let sequence = top.parent?.parent,
      sequence.is(SequenceExprSyntax.self)
    {
      statement = sequence
    } else if !topExpression.is(FunctionCallExprSyntax.self) {
      return .needsValue
    }
    while let parent = statement.parent,
      parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      statement = parent
    }
    guard let item = statement.parent?.as(CodeBlockItemSyntax.self) else { return .needsValue }
    return isImplicitReturn(item) ? .needsValue : .chained
  }

  /// Whether an expression is the left side of `=`.
  static func isAssignmentTarget(_ expression: ExprSyntax) -> Bool {
    guard let list = expression.parent?.as(ExprListSyntax.self),
      list.parent?.is(SequenceExprSyntax.self) == true,
      list.first?.id == expression.id
    else { return false }
    return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
  }

  /// Whether a statement is the only one of a body whose value is returned: a getter, a
  /// function with a return type, a closure whose value a call uses (``valueClosureCallees``)
  /// or that is not passed to a call at all.
  static func isImplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
      return false
    }
    guard let owner = list.parent else { return false }
    if let closure = owner.as(ClosureExprSyntax.self) {
      return closureValueIsUsed(closure)
    }
    guard let block = owner.as(CodeBlockSyntax.self), let body = block.parent else {
      return owner.is(AccessorBlockSyntax.self)
    }
    if let function = body.as(FunctionDeclSyntax.self) {
      guard let returns = function.signature.returnClause?.type.trimmedDescription else {
        return false
      }
      return returns != "Void" && returns != "()"
    }
    return body.is(AccessorDeclSyntax.self)
  }

  /// Calls that use the value of the closures passed to them.
  static let valueClosureCallees: Set<String> = [
    "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "sort", "first", "last",
    "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "removeAll", "partition",
    "drop", "prefix", "split", "mapValues", "compactMapValues", "withLock", "run", "sync",
    "assumeIsolated", "withExtendedLifetime", "tryMap", "init",
  ]

  /// Whether the value of a closure is used: it is passed to a call in
  /// ``valueClosureCallees`` or to no call at all (stored, returned).
  static func closureValueIsUsed(_ closure: ClosureExprSyntax) -> Bool {
    var current = Syntax(closure).parent
    while let node = current {
      if let call = node.as(FunctionCallExprSyntax.self) {
        let callee = call.calledExpression
        let name =
          callee.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(valueClosureCallees.contains) ?? true
      }
      if node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self)
        || node.is(MultipleTrailingClosureElementSyntax.self)
        || node.is(MultipleTrailingClosureElementListSyntax.self)
      {
        current = node.parent
        continue
      }
      return true
    }
    return true
  }
}

/// The uses of a property inside a type's members: `self.name` and `name` where no parameter
/// or local of that name hides it. Nested types are left out (their `self` is another).
private final class UseFinder: SyntaxVisitor {
  let name: String
  var uses: [ExprSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.baseName.text == name else { return .visitChildren }
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      let base = access.base?.as(DeclReferenceExprSyntax.self)
      if base?.baseName.tokenKind == .keyword(.self) { uses.append(ExprSyntax(access)) }
      return .visitChildren
    }
    if !isShadowed(node) { uses.append(ExprSyntax(node)) }
    return .visitChildren
  }

  /// Whether a parameter or local binding of an enclosing function, initializer, accessor or
  /// closure has the property's name.
  private func isShadowed(_ node: DeclReferenceExprSyntax) -> Bool {
    var current = node.parent
    while let scope = current {
      if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self)
        || scope.is(AccessorDeclSyntax.self) || scope.is(ClosureExprSyntax.self)
        || scope.is(SubscriptDeclSyntax.self)
      {
        let binder = BindingFinder(name: name)
        binder.walk(scope)
        if binder.found { return true }
      }
      if scope.is(MemberBlockSyntax.self) { return false }
      current = scope.parent
    }
    return false
  }
}

/// Whether a scope declares a parameter or a local of a name.
private final class BindingFinder: SyntaxVisitor {
  let name: String
  var found = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if node.identifier.text == name { found = true }
    return .visitChildren
  }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if (node.secondName ?? node.firstName).text == name { found = true }
    return .visitChildren
  }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { found = true }
    return .visitChildren
  }
  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    if (node.secondName ?? node.firstName).text == name { found = true }
    return .visitChildren
  }
  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { found = true }
    return .visitChildren
  }
}
