import SwiftSyntax

/// Finds the declaration of a qualified name in a file.
final class DeclarationFinder: SyntaxVisitor {
  let name: String
  private var scope: [String] = []
  private(set) var protocolDecl: ProtocolDeclSyntax?
  private(set) var classDecl: ClassDeclSyntax?
  private(set) var otherKind: String?
  private(set) var enumDecl: EnumDeclSyntax?

  init(name: String, viewMode: SyntaxTreeViewMode) {
    self.name = name
    super.init(viewMode: viewMode)
  }

  private func matches(_ token: TokenSyntax) -> Bool {
    (scope + [token.text]).joined(separator: ".") == name
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if protocolDecl == nil, matches(node.name) { protocolDecl = node }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if classDecl == nil, matches(node.name) { classDecl = node }
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if otherKind == nil, matches(node.name) { otherKind = "a struct" }
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    if enumDecl == nil, matches(node.name) { enumDecl = node }
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    if otherKind == nil, matches(node.name) { otherKind = "an actor" }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
