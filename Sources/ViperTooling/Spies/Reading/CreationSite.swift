import SwiftSyntax

/// Where and how the module's own code makes its presenter: the initializer call a builder,
/// an assembly, a configurator or a `createModule()` makes, and the properties it then sets.
struct CreationSite: Sendable {
  /// A static property an expression reads (`LocalizationManager.shared`, `.standard`): a
  /// test may copy the expression only if the property is no shared mutable state.
  struct StaticRead: Sendable, Hashable {
    /// The type named before the dot; `nil` for an implicit member (`.shared`).
    var type: String?
    var member: String
  }

  /// An expression a test might copy.
  struct Value: Sendable, Hashable {
    /// The expression to copy into a test, if it needs nothing of the builder's (no local
    /// variable, parameter or `self`): `APIService()`, `"Books"`, `.shared`.
    var text: String
    /// The static properties it reads.
    var staticReads: [StaticRead]
  }

  /// An argument of the initializer call.
  struct Argument: Sendable, Hashable {
    /// The label; `nil` for none.
    var label: String?
    /// The expression as written.
    var expression: String
    var standalone: Value?
  }

  /// A property of the presenter that the site sets (`presenter.view = view`).
  struct Assignment: Sendable, Hashable {
    var property: String
    var expression: String
    var standalone: Value?
  }

  var file: String
  var line: Int
  /// The function that makes it, as a person reads it: `BookshelfRouter.createModule()`.
  var function: String?
  var arguments: [Argument]
  var hasTrailingClosure: Bool
  var assignments: [Assignment]

  /// `arguments`' labels, as an initializer's selector spells them: `init(view:interactor:)`.
  var selector: String { "init(\(arguments.map { "\($0.label ?? "_"):" }.joined()))" }

  /// The first place in `paths` (in order) that calls `presenter`'s initializer.
  static func find(presenter: String, in paths: [String], files: SourceFiles) -> CreationSite? {
    let simple = presenter.split(separator: ".").last.map(String.init) ?? presenter
    for path in paths {
      guard files.file(path, contains: [simple + "(", simple + ".init("]),
        let file = files.file(path)
      else { continue }
      let finder = CallFinder(typeName: simple, viewMode: .sourceAccurate)
      finder.walk(file.tree)
      if let call = finder.found { return site(of: call, in: file) }
    }
    return nil
  }

  private static func site(of call: FunctionCallExprSyntax, in file: SourceFile) -> CreationSite {
    let body = enclosingBody(of: Syntax(call))
    let locals = body.map(localInitializers(in:)) ?? [:]
    let arguments = call.arguments.map { argument in
      Argument(
        label: argument.label?.text, expression: argument.expression.trimmedDescription,
        standalone: standalone(argument.expression, locals: locals))
    }
    var assignments: [Assignment] = []
    if let binding = boundName(of: call), let body {
      let collector = AssignmentCollector(binding: binding, viewMode: .sourceAccurate)
      collector.walk(body)
      assignments = collector.found.map { property, value in
        Assignment(
          property: property, expression: value.trimmedDescription,
          standalone: standalone(value, locals: locals))
      }
    }
    return CreationSite(
      file: file.path, line: file.line(of: call), function: functionName(around: Syntax(call)),
      arguments: Array(arguments),
      hasTrailingClosure: call.trailingClosure != nil, assignments: assignments)
  }

  /// The name the call's result is kept in: `let presenter = ...`, `presenter = ...`,
  /// `self.presenter = ...`.
  private static func boundName(of call: FunctionCallExprSyntax) -> String? {
    var node = Syntax(call)
    // `XPresenter() as XPresenterProtocol`, `(XPresenter())`.
    while let parent = node.parent,
      parent.is(AsExprSyntax.self) || parent.is(TupleExprSyntax.self)
        || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
    {
      if parent.is(LabeledExprSyntax.self), parent.parent?.parent?.is(TupleExprSyntax.self) != true
      {
        return nil
      }
      node = parent
    }
    if let clause = node.parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self)
    {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if let list = node.parent?.as(ExprListSyntax.self),
      list.parent?.is(SequenceExprSyntax.self) == true
    {
      let elements = Array(list)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == node.id
      {
        return assignedName(elements[0])
      }
    }
    return nil
  }

  /// `presenter` for `presenter`, `self.presenter`.
  private static func assignedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The function a node is in, with the type it is declared in: `Router.createModule()`,
  /// `Assembly.init(view:)`.
  private static func functionName(around node: Syntax) -> String? {
    var current = node.parent
    var function: String?
    var types: [String] = []
    while let next = current {
      if function == nil, let decl = next.as(FunctionDeclSyntax.self) {
        let labels = decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        function = "\(decl.name.text)(\(labels.joined()))"
      } else if function == nil, let decl = next.as(InitializerDeclSyntax.self) {
        let labels = decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        function = "init(\(labels.joined()))"
      } else if let decl = next.as(ClassDeclSyntax.self) {
        types.insert(decl.name.text, at: 0)
      } else if let decl = next.as(StructDeclSyntax.self) {
        types.insert(decl.name.text, at: 0)
      } else if let decl = next.as(EnumDeclSyntax.self) {
        types.insert(decl.name.text, at: 0)
      } else if let decl = next.as(ExtensionDeclSyntax.self) {
        types.insert(decl.extendedType.trimmedDescription, at: 0)
      }
      current = next.parent
    }
    guard let function else { return nil }
    return (types + [function]).joined(separator: ".")
  }

  /// The body of the function, initializer, accessor or closure the node is in.
  private static func enclosingBody(of node: Syntax) -> Syntax? {
    var current = node.parent
    while let next = current {
      if let function = next.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
      if let initializer = next.as(InitializerDeclSyntax.self) {
        return initializer.body.map(Syntax.init)
      }
      if let accessor = next.as(AccessorDeclSyntax.self) { return accessor.body.map(Syntax.init) }
      if let closure = next.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
      current = next.parent
    }
    return nil
  }

  /// The local `let`s and `var`s of a body with their initial values.
  private static func localInitializers(in body: Syntax) -> [String: ExprSyntax] {
    let items = body.as(CodeBlockSyntax.self)?.statements ?? body.as(CodeBlockItemListSyntax.self)
    var found: [String: ExprSyntax] = [:]
    for item in items ?? [] {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        {
          found[name] = value
        }
      }
    }
    return found
  }

  /// The expression as a test can write it without the builder's locals: itself when it
  /// names nothing local; the initial value of a local it names alone, when that value names
  /// nothing local; else `nil`.
  static func standalone(_ expression: ExprSyntax, locals: [String: ExprSyntax]) -> Value? {
    if let value = standaloneValue(expression) { return value }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let local = locals[reference.baseName.text]
    {
      return standaloneValue(local)
    }
    return nil
  }

  /// The expression, if it names nothing but types, members of types and literals.
  private static func standaloneValue(_ expression: ExprSyntax) -> Value? {
    let checker = StandaloneChecker(viewMode: .sourceAccurate)
    checker.walk(expression)
    guard checker.isStandalone else { return nil }
    return Value(text: expression.trimmedDescription, staticReads: checker.staticReads)
  }
}

/// Finds the first call of a type's initializer: `Name(...)` or `Name.init(...)`.
private final class CallFinder: SyntaxVisitor {
  let typeName: String
  private(set) var found: FunctionCallExprSyntax?

  init(typeName: String, viewMode: SyntaxTreeViewMode) {
    self.typeName = typeName
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    let called = node.calledExpression
    if called.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName {
      found = node
      return .skipChildren
    }
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName
    {
      found = node
      return .skipChildren
    }
    return .visitChildren
  }
}

/// Collects `binding.property = value` (also `binding?.property`, `binding!.property`).
private final class AssignmentCollector: SyntaxVisitor {
  let binding: String
  private(set) var found: [(String, ExprSyntax)] = []

  init(binding: String, viewMode: SyntaxTreeViewMode) {
    self.binding = binding
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self), var base = member.base
    else { return .visitChildren }
    if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
    if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
    guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == binding else {
      return .visitChildren
    }
    let value: ExprSyntax =
      elements.count == 3
      ? elements[2]
      : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
    found.append((member.declName.baseName.text, value))
    return .skipChildren
  }
}

/// Whether an expression names only types, members and literals, and the static properties
/// it reads.
private final class StandaloneChecker: SyntaxVisitor {
  private(set) var isStandalone = true
  private(set) var staticReads: [CreationSite.StaticRead] = []

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `Type.member` or `.member`, not called: a static property (or an enum case).
    let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    if !isCalled {
      if node.base == nil {
        staticReads.append(.init(type: nil, member: node.declName.baseName.text))
      } else if let base = node.base?.as(DeclReferenceExprSyntax.self),
        base.baseName.text.first?.isUppercase == true
      {
        staticReads.append(.init(type: base.baseName.text, member: node.declName.baseName.text))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // The member name of `a.b` is its declName, visited as part of the member access.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .skipChildren
    }
    let name = node.baseName.text
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else {
      isStandalone = false
      return .skipChildren
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    isStandalone = false
    return .skipChildren
  }
}
