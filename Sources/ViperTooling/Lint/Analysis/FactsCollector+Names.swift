import SwiftSyntax

/// The names rules know things by, read from syntax on the file's bytes: the callee and the
/// receiver of a call, the type a declaration or a cast refers to.
extension FactsCollector {
  /// The name a call is made by: `show` for `presenter.show(...)`, `Task` for `Task { ... }`.
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
  /// A name that starts with one of the file's private aliases (``fileAliases``) is the name of
  /// what it stands for: `Module.Presenter` is `LoginModule.Presenter` where the file declares
  /// `private typealias Module = LoginModule`.
  func referencedTypeName(_ type: TypeSyntax) -> String? {
    let type = unwrappedType(type)
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return fileAliasResolved(text(of: identifier.name))
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return fileAliasResolved(SyntaxNames.strippedGenericArguments(text(of: member)))
    }
    return nil
  }

  /// Records the file's private top-level aliases of one named type (see ``fileAliases``).
  /// Several files may each declare `private typealias Module = ...` for their own module:
  /// each file's name means its own.
  func noteFileAliases(_ tree: SourceFileSyntax) {
    // Most files declare no alias: their statements are not walked for one.
    guard ByteSearch.contains(Self.typealiasKeyword, anchor: 1, in: bytes) else { return }
    for item in tree.statements {
      guard let alias = item.item.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
        alias.modifiers.contains(where: {
          token($0.name, is: "private") || token($0.name, is: "fileprivate")
        })
      else { continue }
      let value = alias.initializer.value
      guard value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self) else {
        continue
      }
      let name = text(of: alias.name)
      let target = SyntaxNames.strippedGenericArguments(text(of: value))
      if target != name { fileAliases[name] = target }
    }
  }

  private static let typealiasKeyword = Array("typealias".utf8)

  /// `name` with its first component replaced by what a private alias of the file names, as
  /// often as one does (`Presenter` -> `Module.Presenter` -> `LoginModule.Presenter`).
  func fileAliasResolved(_ name: String) -> String {
    guard !fileAliases.isEmpty else { return name }
    var name = name
    for _ in 0..<4 {
      let end = name.utf8.firstIndex(of: UInt8(ascii: ".")) ?? name.utf8.endIndex
      guard let target = fileAliases[String(Substring(name.utf8[..<end]))] else { break }
      name = target + String(Substring(name.utf8[end...]))
    }
    return name
  }

  /// A written type with what wraps it taken off: optionals (`T?`, `T!`, `Optional<T>`), `any`,
  /// `some`, attributes (`@escaping`) and parentheses.
  func unwrappedType(_ type: TypeSyntax) -> TypeSyntax {
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
      } else if let identifier = type.as(IdentifierTypeSyntax.self),
        token(identifier.name, is: "Optional"),
        let argument = identifier.genericArgumentClause?.arguments.first?.argument
          .as(TypeSyntax.self)
      {
        type = argument
      } else {
        break
      }
    }
    return type
  }
}
