import SwiftSyntax

/// The walk by hand that reads a file for its declarations, faster than `SyntaxVisitor`'s.
extension FactsCollector {
  /// Walks a tree for its declarations: what `walk` does in a declarations walk, faster.
  ///
  /// The skeleton declarations sit on (the file's items, `#if` clauses, types and their
  /// members) is followed by hand, asking this visitor's `visit` methods what to record and
  /// whether to go on; what they would enter below it goes through `walk`. `SyntaxVisitor`
  /// makes a node for everything it passes (tokens, modifiers, lists), which costs more than
  /// what a declarations walk records. A tree with syntax errors is walked by `walk`: its
  /// unexpected nodes can hold declarations anywhere.
  func walkDeclarations(_ tree: SourceFileSyntax) {
    guard declarationsOnly, !tree.hasError else { return walk(tree) }
    noteFileAliases(tree)
    walkItems(tree.statements)
  }

  private func walkItems(_ items: CodeBlockItemListSyntax) {
    for item in items {
      if let declaration = item.item.as(DeclSyntax.self) {
        walkDeclaration(declaration)
      } else {
        walk(item)
      }
    }
  }

  private func walkMembers(_ members: MemberBlockItemListSyntax) {
    for member in members { walkDeclaration(member.decl) }
  }

  private func walkDeclaration(_ declaration: DeclSyntax) {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .classDecl(let node): walkType(node, visit, visitPost)
    case .structDecl(let node): walkType(node, visit, visitPost)
    case .enumDecl(let node): walkType(node, visit, visitPost)
    case .actorDecl(let node): walkType(node, visit, visitPost)
    case .protocolDecl(let node): walkType(node, visit, visitPost)
    case .extensionDecl(let node): walkType(node, visit, visitPost)
    case .variableDecl(let node): walkChildren(of: node, if: visit(node))
    case .functionDecl(let node): walkChildren(of: node, if: visit(node))
    case .initializerDecl(let node): walkChildren(of: node, if: visit(node))
    case .deinitializerDecl(let node): walkChildren(of: node, if: visit(node))
    case .subscriptDecl(let node): walkChildren(of: node, if: visit(node))
    case .importDecl(let node): walkChildren(of: node, if: visit(node))
    case .typeAliasDecl(let node): walkChildren(of: node, if: visit(node))
    case .enumCaseDecl(let node): walkChildren(of: node, if: visit(node))
    case .ifConfigDecl(let node):
      for clause in node.clauses {
        if let condition = clause.condition { walk(condition) }
        switch clause.elements {
        case .statements(let items)?: walkItems(items)
        case .decls(let members)?: walkMembers(members)
        case let elements?: walk(elements)
        case nil: break
        }
      }
    default:
      walk(declaration)
    }
  }

  /// A type declaration: what its `visit` and `visitPost` record, and its members between. Its
  /// other children (attributes, modifiers, generic clauses, inheritance) hold nothing a
  /// declarations walk records.
  private func walkType<Node: DeclGroupSyntax>(
    _ node: Node, _ enter: (Node) -> SyntaxVisitorContinueKind, _ leave: (Node) -> Void
  ) {
    _ = enter(node)
    walkMembers(node.memberBlock.members)
    leave(node)
  }

  /// What `SyntaxVisitor` does after `visit` returns `kind`.
  private func walkChildren(of node: some SyntaxProtocol, if kind: SyntaxVisitorContinueKind) {
    guard kind == .visitChildren else { return }
    for child in node.children(viewMode: .sourceAccurate) { walk(child) }
  }
}
