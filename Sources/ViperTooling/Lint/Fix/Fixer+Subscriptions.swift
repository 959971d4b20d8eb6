import SwiftSyntax

/// Breaking the cycle of a subscription its subscriber keeps (`bind(onNext: self.show)`
/// disposed by the subscriber's own bag): the handler that holds `self` strongly becomes a
/// closure that captures it weakly.
///
/// - A method reference becomes a closure calling it through `self?`:
///   `bind(onNext: self.show)` → `bind(onNext: { [weak self] items in self?.show(items: items) })`,
///   with the argument labels and the parameter's name read from the method's declaration.
///   How many values the handler receives comes from the argument's label (`onNext`,
///   `receiveValue`: one; `onCompleted`: none), so an unknown label is refused.
/// - A closure gets `[weak self]` and `guard let self else { return }`, as the interactor
///   closures' fix does.
/// - `assign(to:on: self)` has no weak form and is refused with what to write instead.
extension Fixer {
  /// The labels whose handler receives one value.
  static let oneValueHandlers: Set<String> = [
    "onNext", "onError", "onSuccess", "onFailure", "onEvent", "receiveValue",
    "receiveCompletion", "next", "value", "perform",
  ]
  /// The labels whose handler receives nothing.
  static let noValueHandlers: Set<String> = ["onCompleted", "onComplete", "onDisposed"]

  func weakenSubscription(
    of typeName: String, handler: String, at location: SourceLocation
  ) throws(Refusal) -> Fix {
    let source = try readSource(location.file)
    // A closure assigned to another object's property: the finding is at its `{`.
    if handler.hasPrefix("the closure assigned to ") {
      guard let closure = source.node(ClosureExprSyntax.self, at: location),
        closure.positionAfterSkippingLeadingTrivia == source.token(at: location)?.position
      else { throw Refusal("the closure is not where the model saw it") }
      return try captureSelfWeakly(closure, in: source)
    }
    guard let call = source.node(FunctionCallExprSyntax.self, at: location) else {
      throw Refusal("the subscription is not where the model saw it")
    }
    let callee =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.trimmedDescription
    if handler == "on: self" {
      throw Refusal(
        "'assign(to:on: self)' has no weak form; subscribe with 'sink' and a '[weak self]' closure that sets the property"
      )
    }
    if let argument = call.arguments.first(where: { $0.expression.trimmedDescription == handler }) {
      return try weakMethodReference(argument, callee: callee, of: typeName, in: source)
    }
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 }
      + call.additionalTrailingClosures.map(\.closure)
    guard let closure = closures.first(where: Self.mentionsSelf) else {
      throw Refusal("the handler '\(handler)' is not where the model saw it")
    }
    return try captureSelfWeakly(closure, in: source)
  }

  private func weakMethodReference(
    _ argument: LabeledExprSyntax, callee: String, of typeName: String, in source: FixSource
  ) throws(Refusal) -> Fix {
    let reference = argument.expression
    let declName: DeclReferenceExprSyntax
    if let member = reference.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      declName = member.declName
    } else if let name = reference.as(DeclReferenceExprSyntax.self) {
      declName = name
    } else {
      throw Refusal("the handler '\(reference.trimmedDescription)' is not a method of 'self'")
    }
    let label = argument.label?.text
    let arity: Int
    if let label, Self.oneValueHandlers.contains(label) {
      arity = 1
    } else if let label, Self.noValueHandlers.contains(label) {
      arity = 0
    } else if label == nil, callee == "subscribe" || callee == "sink" {
      arity = 1
    } else {
      throw Refusal(
        "how many values '\(callee)(\(label ?? "_"):)' passes its handler is not known, so the closure cannot be written"
      )
    }
    let name = declName.baseName.text
    let parameters = try methodParameters(name, written: declName.argumentNames, in: typeName)
    guard parameters.count == arity else {
      throw Refusal(
        "'\(name)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s") where '\(label ?? callee)' passes \(arity)"
      )
    }
    let closure: String
    if let parameter = parameters.first {
      let value = parameter.name == "_" ? "value" : parameter.name
      let labelled = parameter.label == "_" ? value : "\(parameter.label): \(value)"
      closure = "{ [weak self] \(value) in self?.\(name)(\(labelled)) }"
    } else {
      closure = "{ [weak self] in self?.\(name)() }"
    }
    return Fix(
      description:
        "pass a closure that captures 'self' weakly in place of '\(reference.trimmedDescription)'",
      replacements: [source.replacement(of: reference, with: closure)])
  }

  /// A method's parameters as the closure calls it: each one's argument label (`_` for none)
  /// and the name its body uses. From the reference's own argument names when it has them
  /// (`show(items:)`), otherwise from the one declaration of that name in the type.
  private func methodParameters(
    _ name: String, written: DeclNameArgumentsSyntax?, in typeName: String
  ) throws(Refusal) -> [(label: String, name: String)] {
    guard let type = model.types[typeName] else {
      throw Refusal("the model does not know '\(typeName)'")
    }
    let declarations = type.functions.filter { $0.name == name }
    var found: [[(label: String, name: String)]] = []
    for declaration in declarations {
      guard let source = sources.source(declaration.location.file),
        let function = source.node(FunctionDeclSyntax.self, at: declaration.location),
        function.name.text == name
      else { continue }
      let parameters = function.signature.parameterClause.parameters.map { parameter in
        let label = parameter.firstName.text
        let inner = (parameter.secondName ?? parameter.firstName).text
        return (label: label, name: inner)
      }
      if let written {
        let labels = written.arguments.map(\.name.text)
        guard labels == parameters.map(\.label) else { continue }
      }
      found.append(parameters)
    }
    guard found.count == 1, let parameters = found.first else {
      throw Refusal(
        found.isEmpty
          ? "'\(name)' is not declared in '\(typeName)' itself, so its parameters are not known"
          : "'\(typeName)' declares \(found.count) methods named '\(name)'")
    }
    return parameters
  }

  /// Whether a closure's text uses `self`.
  static func mentionsSelf(_ closure: ClosureExprSyntax) -> Bool {
    closure.statements.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .keyword(.self)
    }
  }
}
