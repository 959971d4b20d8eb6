import SwiftSyntax

/// Finds the declaration of a qualified name in a file.
final class DeclarationFinder: SyntaxVisitor {
  let name: String
  private var scope: [String] = []
  private(set) var protocolDecl: ProtocolDeclSyntax?
  private(set) var classDecl: ClassDeclSyntax?
  private(set) var otherKind: String?
  private(set) var enumDecl: EnumDeclSyntax?
  private(set) var structDecl: StructDeclSyntax?
  /// The members of the file's extensions of the name.
  private(set) var extensionMembers: [MemberBlockItemListSyntax] = []

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
    if otherKind == nil, matches(node.name) {
      otherKind = "a struct"
      structDecl = node
    }
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
    if node.extendedType.trimmedDescription == name {
      extensionMembers.append(node.memberBlock.members)
    }
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether the found type (or an extension of it in the file) declares `member` as an enum
  /// case, a `static let`, or a computed static property, something a test may read without
  /// touching shared mutable state: `true`, `false` for a stored `static var`, `nil` when the
  /// file does not declare it.
  func isConstantMember(_ member: String) -> Bool? {
    let blocks: [MemberBlockItemListSyntax] =
      [
        classDecl?.memberBlock.members, structDecl?.memberBlock.members,
        enumDecl?.memberBlock.members,
      ]
      .compactMap { $0 } + extensionMembers
    for item in blocks.joined() {
      if let cases = item.decl.as(EnumCaseDeclSyntax.self),
        cases.elements.contains(where: { $0.name.text == member })
      {
        return true
      }
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
        let binding = variable.bindings.first(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member
        })
      else { continue }
      if variable.bindingSpecifier.text == "let" { return true }
      if case .getter = binding.accessorBlock?.accessors { return true }
      return false
    }
    return nil
  }
}
