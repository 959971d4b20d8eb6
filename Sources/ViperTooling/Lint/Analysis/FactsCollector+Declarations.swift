import SwiftSyntax

/// What type declarations, extensions, imports and type aliases record.
extension FactsCollector {
  /// Opens the facts of a class; its members and expressions are recorded into them until
  /// ``leaveType()``.
  func enterType(_ node: ClassDeclSyntax) {
    push(
      name: text(of: node.name), kind: .class, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    recordGenericParameters(node.genericParameterClause, where: node.genericWhereClause)
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
    recordGenericParameters(node.genericParameterClause, where: node.genericWhereClause)
  }

  func enterType(_ node: EnumDeclSyntax) {
    push(
      name: text(of: node.name), kind: .enum, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    recordGenericParameters(node.genericParameterClause, where: node.genericWhereClause)
  }

  func enterType(_ node: ActorDeclSyntax) {
    push(
      name: text(of: node.name), kind: .actor, at: node.name, inheritance: node.inheritanceClause,
      modifiers: node.modifiers)
    recordGenericParameters(node.genericParameterClause, where: node.genericWhereClause)
  }

  func enterType(_ node: ProtocolDeclSyntax) {
    push(
      name: text(of: node.name), kind: .protocol, at: node.name,
      inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
  }

  func enterType(_ node: ExtensionDeclSyntax) {
    push(
      name: fileAliasResolved(SyntaxNames.strippedGenericArguments(text(of: node.extendedType))),
      kind: .extension, at: node.extendedType, inheritance: node.inheritanceClause,
      whereClause: node.genericWhereClause, modifiers: node.modifiers)
  }

  /// Records each generic parameter of the type just opened that is constrained
  /// (`SettingsView<Presenter: SettingsPresenterProtocol>`, `where Presenter: ...`) as an
  /// alias of its constraints nested in the type: inside it, a value of the parameter is one of
  /// those protocols or classes, whatever the type is specialized with, and the model follows
  /// `presenter.didTapAbout()` through the protocol as for `let presenter: any ...`.
  func recordGenericParameters(
    _ parameters: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?
  ) {
    guard let parameters, let owner = open.last?.name else { return }
    open[open.count - 1].genericParameters = parameters.parameters.map { text(of: $0.name) }
    var constraints: [(name: String, location: SourceLocation, targets: [String])] = []
    for parameter in parameters.parameters {
      let targets = parameter.inheritedType.map(constraintNames) ?? []
      constraints.append((text(of: parameter.name), location(parameter.name), targets))
    }
    for requirement in whereClause?.requirements ?? [] {
      let left: TypeSyntax
      let right: TypeSyntax
      switch requirement.requirement {
      case .conformanceRequirement(let conformance):
        (left, right) = (conformance.leftType, conformance.rightType)
      case .sameTypeRequirement(let sameType):
        guard let leftType = sameType.leftType.as(TypeSyntax.self),
          let rightType = sameType.rightType.as(TypeSyntax.self)
        else { continue }
        (left, right) = (leftType, rightType)
      default:
        continue
      }
      guard let name = left.as(IdentifierTypeSyntax.self).map({ text(of: $0.name) }),
        let index = constraints.firstIndex(where: { $0.name == name })
      else { continue }
      constraints[index].targets += constraintNames(right)
    }
    for constraint in constraints where !constraint.targets.isEmpty {
      typeAliases.append(
        TypeAliasFacts(
          name: owner + "." + constraint.name, targets: constraint.targets,
          location: constraint.location))
    }
  }

  /// Records a protocol's associated type that is constrained (`associatedtype Output:
  /// HomeViewInput`) as an alias of its constraints nested in the protocol, as a generic
  /// parameter's (``recordGenericParameters(_:where:)``).
  func recordAssociatedType(_ node: AssociatedTypeDeclSyntax) {
    guard let owner = open.last, owner.kind == .protocol else { return }
    var targets = node.inheritanceClause?.inheritedTypes.flatMap { constraintNames($0.type) } ?? []
    let name = text(of: node.name)
    for requirement in node.genericWhereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.as(IdentifierTypeSyntax.self).map({ text(of: $0.name) }) == name
      else { continue }
      targets += constraintNames(conformance.rightType)
    }
    guard !targets.isEmpty else { return }
    typeAliases.append(
      TypeAliasFacts(
        name: owner.name + "." + name, targets: targets,
        location: location(node.name)))
  }

  /// The names a constraint is made of: `A & B` both, `AnyObject` none.
  private func constraintNames(_ type: TypeSyntax) -> [String] {
    let parts = type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [type]
    return parts.compactMap(referencedTypeName).filter { $0 != "AnyObject" }
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
      inheritance?.inheritedTypes.map {
        fileAliasResolved(SyntaxNames.strippedGenericArguments(text(of: $0.type)))
      } ?? []
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
