import SwiftSyntax

/// What type declarations, extensions, imports and type aliases record.
extension FactsCollector {
  /// Opens the facts of a class; its members and expressions are recorded into them until
  /// ``leaveType()``.
  func enterType(_ node: ClassDeclSyntax) {
    push(
      name: text(of: node.name), kind: .class, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    // `@Observable` adds the conformance to `Observable` (the Observation framework's macro
    // writes `extension X: Observable {}`): SwiftUI views observe what such an object holds.
    let isObservable = node.attributes.contains { attribute in
      attribute.as(AttributeSyntax.self).map {
        referencedTypeName($0.attributeName).map(ModuleModel.lastComponent) == "Observable"
      } ?? false
    }
    if isObservable { open[open.count - 1].inherited.append("Observable") }
  }

  func enterType(_ node: StructDeclSyntax) {
    push(
      name: text(of: node.name), kind: .struct, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
  }

  func enterType(_ node: EnumDeclSyntax) {
    push(
      name: text(of: node.name), kind: .enum, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
  }

  func enterType(_ node: ActorDeclSyntax) {
    push(
      name: text(of: node.name), kind: .actor, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
  }

  func enterType(_ node: ProtocolDeclSyntax) {
    push(
      name: text(of: node.name), kind: .protocol, at: node.name,
      inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
  }

  func enterType(_ node: ExtensionDeclSyntax) {
    push(
      name: SyntaxNames.strippedGenericArguments(text(of: node.extendedType)),
      kind: .extension, at: node.extendedType, inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
  }

  /// Closes the innermost open type: its facts are finished.
  func leaveType() {
    guard let facts = open.popLast() else { return }
    if let reads = pendingReads.popLast(), !reads.isEmpty {
      pendingReadsOfFinished[finished.count] = reads
    }
    finished.append(facts)
  }

  private func push(
    name: String, kind: TypeKind, at node: some SyntaxProtocol,
    inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax? = nil,
    modifiers: DeclModifierListSyntax
  ) {
    let qualified =
      kind == .extension ? name : (open.last.map { "\($0.name).\(name)" } ?? name)
    var facts = TypeFacts(name: qualified, kind: kind, location: location(node))
    // A type nested in a private one is as private (`private enum Constant { enum Title {...} }`
    // in several files declares no name twice).
    facts.isPrivate =
      modifiers.contains {
        token($0.name, is: "private") || token($0.name, is: "fileprivate")
      } || (kind != .extension && open.last?.isPrivate == true)
    facts.inherited =
      inheritance?.inheritedTypes.map { SyntaxNames.strippedGenericArguments(text(of: $0.type)) }
      ?? []
    if kind == .class,
      let arguments = inheritance?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?
        .genericArgumentClause?.arguments
    {
      facts.superclassArguments = arguments.compactMap {
        $0.argument.as(TypeSyntax.self).flatMap(referencedTypeName)
      }
    }
    if let whereClause {
      facts.hasClassConstraint = whereClause.requirements.contains {
        compactText(of: $0.requirement) == "Self:AnyObject"
      }
      // A protocol's `where Self: UIViewController` says what its conformers are, as an
      // inheritance clause would.
      if kind == .protocol {
        for requirement in whereClause.requirements {
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
            token(
              conformance.leftType.as(IdentifierTypeSyntax.self)?.name ?? .identifier(""),
              is: "Self"),
            let name = referencedTypeName(conformance.rightType), name != "AnyObject"
          else { continue }
          facts.inherited.append(name)
        }
      }
    }
    open.append(facts)
    pendingReads.append([])
  }

  /// Records the module an `import` names (its first component).
  func recordImport(_ node: ImportDeclSyntax) {
    if let first = node.path.first {
      imports.append(
        ImportFact(module: text(of: first.name), location: location(node.importKeyword)))
    }
  }

  /// Records an alias of a named type, a composition (`A & B`) or a tuple
  /// (`(interactor: HomeInteractor, router: HomeRouter)`, a presenter's dependencies); other
  /// aliases (functions) name nothing the model knows.
  func recordTypeAlias(_ node: TypeAliasDeclSyntax) {
    let value = node.initializer.value
    var targets: [String] = []
    var elements: [TupleElement] = []
    if let composition = value.as(CompositionTypeSyntax.self) {
      targets = composition.elements.compactMap { referencedTypeName($0.type) }
    } else if let tuple = value.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
      elements = tuple.elements.compactMap { element in
        referencedTypeName(element.type).map {
          TupleElement(label: element.firstName.map { text(of: $0) } ?? "", typeName: $0)
        }
      }
    } else {
      targets = referencedTypeName(value).map { [$0] } ?? []
    }
    guard !targets.isEmpty || !elements.isEmpty else { return }
    let name = text(of: node.name)
    typeAliases.append(
      TypeAliasFacts(
        name: open.last.map { "\($0.name).\(name)" } ?? name, targets: targets,
        location: location(node.name), tupleElements: elements))
  }
}
