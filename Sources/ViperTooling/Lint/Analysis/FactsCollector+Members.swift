import SwiftSyntax

/// What stored properties, methods and property observers record.
extension FactsCollector {
  /// Records the stored instance properties of a type's member declaration, and the types of
  /// its static and computed ones as signatures; says whether the walk enters it: always
  /// where it has property observers, which every walk reads.
  func recordStoredProperties(of node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !open.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      recordLocals(of: node)
      return declarationsWalk(into: node)
    }
    var ownership = Ownership.strong
    var isStatic = false
    var isPrivate = false
    // Token text, not `tokenKind`: the kind of a keyword token is looked up from its text on
    // every read.
    for modifier in node.modifiers {
      if token(modifier.name, is: "static") || token(modifier.name, is: "class") {
        isStatic = true
      } else if token(modifier.name, is: "weak") {
        ownership = .weak
      } else if token(modifier.name, is: "unowned") {
        ownership = .unowned
      } else if token(modifier.name, is: "private") || token(modifier.name, is: "fileprivate") {
        // `private(set)` only keeps others from writing it: they read it.
        if modifier.detail == nil { isPrivate = true }
      }
    }
    // A property wrapper is a type: `@Published`, not `@objc`.
    let wrapper = node.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
      .compactMap { self.referencedTypeName($0.attributeName) }
      .first(where: SyntaxNames.isCapitalized)
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let computed = binding.accessorBlock.map(isComputed) ?? false
      if isStatic || computed {
        if isStatic, !computed, token(node.bindingSpecifier, is: "let"),
          let value = binding.initializer?.value
        {
          recordConstant(named: pattern.identifier, value: value)
        }
        // `static let shared = AppRouter()`: a singleton's type is what its initializer makes.
        let shape =
          binding.typeAnnotation.map { typeShape($0.type) }
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).map {
            createdTypeShape($0.calledExpression)
          }
        if let shape, binding.typeAnnotation != nil || shape.name != nil {
          open[open.count - 1].signatures.append(
            MemberSignature(
              name: text(of: pattern.identifier), isMethod: false, isStatic: isStatic,
              isPrivate: isPrivate, typeName: shape.name, typeArguments: shape.arguments,
              location: location(pattern.identifier),
              hasGetter: computed && binding.accessorBlock.map(hasGetterBody) == true,
              isSettable: computed && binding.accessorBlock.map(hasSetter) == true))
        }
        continue
      }
      // `let loginSegue = "toLogin"`: what the constant stands for, where it is read.
      if token(node.bindingSpecifier, is: "let"), let value = binding.initializer?.value,
        value.is(StringLiteralExprSyntax.self)
      {
        recordConstant(named: pattern.identifier, value: value)
      }
      var shape: (name: String?, arguments: [String]) =
        binding.typeAnnotation.map { typeShape($0.type) } ?? (nil, [])
      // A composition (`(ViewOutput & InteractorOutput)?`): its parts, joined as a name the
      // type table reads as an alias of them (``TypeTable/alias(_:)``).
      if shape.name == nil, let written = binding.typeAnnotation?.type,
        let composition = unwrappedType(written).as(CompositionTypeSyntax.self)
      {
        let parts = composition.elements.compactMap { referencedTypeName($0.type) }
        if parts.count == composition.elements.count { shape.name = parts.joined(separator: " & ") }
      }
      if binding.typeAnnotation == nil, let value = binding.initializer?.value {
        if let call = value.as(FunctionCallExprSyntax.self) {
          shape = createdTypeShape(call.calledExpression)
        }
        if shape.name == nil, let made = Self.requestedTypeName(value) { shape = (made, []) }
      }
      open[open.count - 1].properties.append(
        PropertyFacts(
          name: text(of: pattern.identifier), typeName: shape.name, ownership: ownership,
          location: location(node), typeArguments: shape.arguments, isPrivate: isPrivate,
          wrapper: wrapper,
          initialValues: binding.initializer.map { initialDestinationValues($0.value) } ?? [],
          hasInitialValue: binding.initializer.map { !$0.value.is(NilLiteralExprSyntax.self) }
            ?? false,
          isLazy: binding.initializer != nil && Self.isLazy(node),
          hasObserver: binding.accessorBlock != nil))
    }
    return hasObservers(node) ? .visitChildren : declarationsWalk(into: node)
  }

  /// Whether a property declaration is `lazy`.
  static func isLazy(_ node: VariableDeclSyntax) -> Bool {
    node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
  }

  /// An expression with what only unwraps it taken off: `!`, `?`, `try`, `await`; with
  /// `casts`, also `as` casts and parentheses (`(screen as UIViewController)`, a tuple of one
  /// element, and `screen as UIViewController` still unfolded in a sequence).
  static func peeled(_ value: ExprSyntax, casts: Bool = false) -> ExprSyntax {
    var expression = value
    while true {
      if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrapped.expression
      } else if let tried = expression.as(TryExprSyntax.self) {
        expression = tried.expression
      } else if let awaited = expression.as(AwaitExprSyntax.self) {
        expression = awaited.expression
      } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
        expression = chained.expression
      } else if casts, let cast = expression.as(AsExprSyntax.self) {
        expression = cast.expression
      } else if casts, let tuple = expression.as(TupleExprSyntax.self),
        tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil
      {
        expression = only.expression
      } else if casts, let sequence = expression.as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
        let first = sequence.elements.first
      {
        expression = first
      } else {
        return expression
      }
    }
  }

  /// The type a call asks to be made or read by passing its metatype first, unlabelled: a DI
  /// container's `container.resolve(TokenStoreProtocol.self)!`, `try resolver.get(Api.self)`,
  /// a decoder's `decode(User.self, from: data)`. `nil` for a type's initializer
  /// (`ObjectIdentifier(User.self)`), whose type is its own.
  static func requestedTypeName(_ value: ExprSyntax) -> String? {
    let expression = peeled(value)
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let argument = call.arguments.first, argument.label == nil,
      let metatype = argument.expression.as(MemberAccessExprSyntax.self),
      metatype.declName.baseName.text == "self", let base = metatype.base
    else { return nil }
    let callee =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    guard let callee, callee.text.first?.isLowercase == true else { return nil }
    let name = base.trimmedDescription
    guard name.first?.isUppercase == true,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return name
  }

  /// The destination values a stored property starts with: its initial value's, or each
  /// element's of an array literal (`[.mealsList]`); strings left out, which name no case.
  private func initialDestinationValues(_ value: ExprSyntax) -> [String] {
    let elements = value.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [value]
    return elements.compactMap(destinationValue).filter { !$0.hasPrefix("\"") }
  }

  /// The type an initializer call makes, by its written name: `UsersPresenter` for
  /// `UsersPresenter(...)`, `BehaviorRelay` with `User` for `BehaviorRelay<[User]>(value: [])`;
  /// for an empty collection made by its type (`[AvatarModel]()`, `[String: Order]()`), its
  /// element types, as a written `[AvatarModel]` gives them.
  private func createdTypeShape(_ called: ExprSyntax) -> (name: String?, arguments: [String]) {
    if called.is(ArrayExprSyntax.self) || called.is(DictionaryExprSyntax.self) {
      return (nil, SyntaxNames.typeNames(in: Syntax(called)))
    }
    if let callee = called.as(DeclReferenceExprSyntax.self), startsWithCapital(callee.baseName) {
      return (text(of: callee.baseName), [])
    }
    if let specialized = called.as(GenericSpecializationExprSyntax.self),
      let callee = specialized.expression.as(DeclReferenceExprSyntax.self),
      startsWithCapital(callee.baseName)
    {
      return (
        text(of: callee.baseName),
        SyntaxNames.typeNames(in: Syntax(specialized.genericArgumentClause))
      )
    }
    return (nil, [])
  }

  /// The type names of a tuple type's elements, in order (``MemberSignature/tupleElements``);
  /// empty for a type that is no tuple of two or more.
  func tupleElementNames(_ type: TypeSyntax) -> [String] {
    guard let tuple = unwrappedType(type).as(TupleTypeSyntax.self), tuple.elements.count > 1
    else { return [] }
    return tuple.elements.map { element in
      if let composition = unwrappedType(element.type).as(CompositionTypeSyntax.self) {
        let parts = composition.elements.compactMap { referencedTypeName($0.type) }
        return parts.count == composition.elements.count
          ? parts.joined(separator: " & ") : ""
      }
      return referencedTypeName(element.type) ?? ""
    }
  }

  /// A written type's main name (``referencedTypeName(_:)``) and its other names: generic
  /// arguments, elements of arrays, dictionaries and tuples. A plain name has none, and is
  /// not searched for them.
  func typeShape(_ type: TypeSyntax) -> (name: String?, arguments: [String]) {
    let name = referencedTypeName(type)
    var plain = type
    while let optional = plain.as(OptionalTypeSyntax.self) { plain = optional.wrappedType }
    if let identifier = plain.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil
    {
      return (name, [])
    }
    var names = SyntaxNames.typeNames(in: Syntax(type)).map(fileAliasResolved)
    if let name, let first = names.firstIndex(of: name) { names.remove(at: first) }
    names.removeAll { $0 == "Optional" }
    return (name, names)
  }

  private func hasObservers(_ node: VariableDeclSyntax) -> Bool {
    node.bindings.contains { binding in
      guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
      return accessors.contains(where: isObserver)
    }
  }

  /// Whether accessors have a setter (`{ get set }`, `set { ... }`).
  private func hasSetter(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = block.accessors else { return false }
    return list.contains { token($0.accessorSpecifier, is: "set") }
  }

  /// Whether accessors have a getter with a body: a protocol's requirement (`{ get }`) has
  /// none.
  private func hasGetterBody(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains { token($0.accessorSpecifier, is: "get") && $0.body != nil }
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

  /// Records a method of the innermost type (in a declarations walk, of a protocol or an
  /// extension only) and, in every walk, its result type as a signature; says whether the walk
  /// enters it.
  func recordMethod(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // A function declared inside a body is no method, whichever way the file is read.
    guard let kind = open.last?.kind, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return declarationsWalk(into: node)
    }
    if let result = node.signature.returnClause?.type {
      let shape = typeShape(result)
      if shape.name != nil || !shape.arguments.isEmpty {
        let isStatic = node.modifiers.contains {
          token($0.name, is: "static") || token($0.name, is: "class")
        }
        let isPrivate = node.modifiers.contains {
          token($0.name, is: "private") || token($0.name, is: "fileprivate")
        }
        open[open.count - 1].signatures.append(
          MemberSignature(
            name: text(of: node.name), isMethod: true, isStatic: isStatic, isPrivate: isPrivate,
            typeName: shape.name, typeArguments: shape.arguments, location: location(node.name),
            tupleElements: tupleElementNames(result)))
      }
    }
    // The rules read the methods of protocols only (and of extensions, which may extend one);
    // a class's methods matter to none, so a declarations walk does not record them.
    guard !declarationsOnly || kind == .protocol || kind == .extension else {
      return declarationsWalk(into: node)
    }
    let parameters = node.signature.parameterClause.parameters.map { parameter in
      // One name is both the label and the name the body uses: read once.
      let name = text(of: parameter.secondName ?? parameter.firstName)
      return ParameterFacts(
        name: name,
        label: parameter.secondName == nil ? name : text(of: parameter.firstName),
        typeText: text(of: parameter.type),
        typeNames: SyntaxNames.typeNames(in: Syntax(parameter.type)),
        location: location(parameter),
        defaultValue: parameter.defaultValue.flatMap { destinationValue($0.value) })
    }
    open[open.count - 1].functions.append(
      FunctionFacts(
        name: text(of: node.name), parameters: parameters, location: location(node.funcKeyword),
        isStatic: node.modifiers.contains {
          token($0.name, is: "static") || token($0.name, is: "class")
        }))
    return declarationsWalk(into: node)
  }

  /// Whether an accessor is a property observer (`didSet`, `willSet`).
  func isObserver(_ node: AccessorDeclSyntax) -> Bool {
    token(node.accessorSpecifier, is: "didSet") || token(node.accessorSpecifier, is: "willSet")
  }
}
