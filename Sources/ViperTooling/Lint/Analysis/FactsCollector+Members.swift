import SwiftSyntax

/// What stored properties, methods and property observers record.
extension FactsCollector {
  /// Records the stored instance properties of a type's member declaration (static and
  /// computed ones are left out), and says whether the walk enters it: always where it has
  /// property observers, which every walk reads.
  func recordStoredProperties(of node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
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

  /// Records a method of the innermost type (in a declarations walk, of a protocol or an
  /// extension only), and says whether the walk enters it.
  func recordMethod(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
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

  /// Whether an accessor is a property observer (`didSet`, `willSet`).
  func isObserver(_ node: AccessorDeclSyntax) -> Bool {
    token(node.accessorSpecifier, is: "didSet") || token(node.accessorSpecifier, is: "willSet")
  }
}
