import SwiftSyntax

/// Collects the names of type aliases of function types, qualified and plain.
final class FunctionAliasFinder: SyntaxVisitor {
  private var scope: [String] = []
  private(set) var names: Set<String> = []

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    var value = node.initializer.value
    if let attributed = value.as(AttributedTypeSyntax.self) { value = attributed.baseType }
    while let tuple = value.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      value = only.type
    }
    if value.is(FunctionTypeSyntax.self) {
      names.insert(node.name.text)
      names.insert((scope + [node.name.text]).joined(separator: "."))
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
