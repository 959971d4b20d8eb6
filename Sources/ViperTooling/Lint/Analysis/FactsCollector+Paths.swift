import SwiftSyntax

/// What member chains, locals and subscriptions record: the paths the model follows from a
/// name to the types its value can have (`factory.searchAssembly().module()`).
extension FactsCollector {
  /// An expression as a member path, `()` after each called segment:
  /// `["self", "factory", "searchAssembly()"]` for `self.factory.searchAssembly()`,
  /// `["HomeRouter()"]` for `HomeRouter(...)` and for `x as! HomeRouter`; `nil` for anything
  /// else (literals, operators, closures, implicit members such as `.init`).
  func valuePath(of expression: ExprSyntax, depth: Int = 0) -> [String]? {
    guard depth < 32 else { return nil }
    switch expression.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference):
      return [text(of: reference.baseName)]
    case .memberAccessExpr(let member):
      guard let base = member.base, var path = valuePath(of: base, depth: depth + 1) else {
        return nil
      }
      path.append(text(of: member.declName.baseName))
      return path
    case .functionCallExpr(let call):
      guard var path = valuePath(of: call.calledExpression, depth: depth + 1),
        let last = path.popLast()
      else { return nil }
      path.append(last.hasSuffix("()") ? last : last + "()")
      return path
    case .optionalChainingExpr(let chained):
      return valuePath(of: chained.expression, depth: depth + 1)
    case .forceUnwrapExpr(let unwrapped):
      return valuePath(of: unwrapped.expression, depth: depth + 1)
    case .genericSpecializationExpr(let specialized):
      return valuePath(of: specialized.expression, depth: depth + 1)
    case .tryExpr(let attempt):
      return valuePath(of: attempt.expression, depth: depth + 1)
    case .awaitExpr(let awaited):
      return valuePath(of: awaited.expression, depth: depth + 1)
    case .tupleExpr(let tuple) where tuple.elements.count == 1:
      return tuple.elements.first.flatMap { valuePath(of: $0.expression, depth: depth + 1) }
    case .asExpr(let cast):
      return referencedTypeName(cast.type).map { [$0 + "()"] }
    case .sequenceExpr(let sequence):
      // `x as! T` as the parser leaves it: the cast's type.
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
        let type = elements[2].as(TypeExprSyntax.self)?.type,
        let name = referencedTypeName(type)
      else { return nil }
      return [name + "()"]
    case .superExpr:
      return ["super"]
    default:
      return nil
    }
  }

  /// The receiver chain of a called expression, for ``CallFacts/chain`` and
  /// ``CallFacts/callsReceiver``: the segments between the first name (`self` skipped) and the
  /// callee.
  func chain(of called: ExprSyntax) -> (chain: [String], callsReceiver: Bool) {
    guard called.is(MemberAccessExprSyntax.self), var path = valuePath(of: called),
      path.count >= 2
    else { return ([], false) }
    path.removeLast()
    if path.first == "self", path.count > 1 { path.removeFirst() }
    let callsReceiver = path[0].hasSuffix("()")
    return (Array(path.dropFirst()), callsReceiver)
  }

  /// Records the member an assignment sets (`interactor.output = presenter`: `output` on
  /// `interactor`; `self.router = router` and `router = router`: on the type itself); a whole
  /// walk only.
  func recordAssignment(_ node: AssignmentExprSyntax) {
    guard recordsEverything, let list = node.parent?.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == node.id }), position != list.startIndex,
      var path = valuePath(of: list[list.index(before: position)]),
      let member = path.popLast(), !member.hasSuffix("()")
    else { return }
    if path.first == "self" { path.removeFirst() }
    guard !open.isEmpty else {
      topLevelAssignments.insert(member)
      return
    }
    open[open.count - 1].assignments.append(
      AssignmentFacts(receiver: path, member: member, function: functions.last))
    let next = list.index(after: position)
    guard next != list.endIndex else { return }
    let value = list[next]
    recordHandedByAssignment(target: path, member: member, value: value)
    // A closure that holds `self` strongly, stored on another object (`tableManager.onSelect =
    // { self.select($0) }`): kept by the stored property that object is, if it is one, as a
    // subscription is kept by its bag; the model decides whether that property holds it.
    if let keeper = path.first, !keeper.hasSuffix("()"),
      let closure = value.as(ClosureExprSyntax.self), holdsSelfStrongly(closure)
    {
      open[open.count - 1].subscriptions.append(
        SubscriptionFacts(
          callee: "=", method: "",
          handler: "the closure assigned to '\((path + [member]).joined(separator: "."))'",
          keptBy: keeper, location: location(closure), function: functions.last))
    }
    if let index = value.as(IntegerLiteralExprSyntax.self) {
      open[open.count - 1].literalAssignments.append(
        LiteralAssignmentFacts(
          receiver: path, member: member, values: [index.literal.text], isList: false,
          function: functions.last, location: location(list[list.index(before: position)])))
    } else if value.is(NilLiteralExprSyntax.self) {
      open[open.count - 1].literalAssignments.append(
        LiteralAssignmentFacts(
          receiver: path, member: member, values: ["nil"], isList: false,
          function: functions.last, location: location(list[list.index(before: position)])))
    } else if let array = Self.listLiteral(value), array.elements.count > 1 {
      open[open.count - 1].literalAssignments.append(
        LiteralAssignmentFacts(
          receiver: path, member: member, values: screenList(array), isList: true,
          function: functions.last, location: location(list[list.index(before: position)])))
    }
  }

  /// Records the screens a container is given by `setViewControllers([home, search],
  /// animated: true)` as the list `viewControllers = [home, search]` sets; a whole walk only.
  func recordScreenList(_ node: FunctionCallExprSyntax) {
    let member = node.calledExpression.as(MemberAccessExprSyntax.self)
    guard recordsEverything, !open.isEmpty,
      let name = member?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self),
      token(name.baseName, is: "setViewControllers"),
      let first = node.arguments.first, first.label == nil,
      let array = Self.listLiteral(first.expression), array.elements.count > 1
    else { return }
    var receiver = member?.base.flatMap { valuePath(of: $0) } ?? []
    if receiver.first == "self" { receiver.removeFirst() }
    open[open.count - 1].literalAssignments.append(
      LiteralAssignmentFacts(
        receiver: receiver, member: "viewControllers", values: screenList(array), isList: true,
        function: functions.last, location: location(name)))
  }

  /// A list literal's elements as member paths joined by `.`: a screen wrapped in a container
  /// made for it (`UINavigationController(rootViewController: home.viewController)`, there or
  /// in the local the element names) stands for that screen.
  private func screenList(_ array: ArrayExprSyntax) -> [String] {
    array.elements.map { element in
      let expression = element.expression
      if let wrapped = Self.wrappedScreen(expression), let path = valuePath(of: wrapped) {
        return path.joined(separator: ".")
      }
      if let local = expression.as(DeclReferenceExprSyntax.self), let function = functions.last,
        let path = wrappedLocals[function + " " + text(of: local.baseName)]
      {
        return path
      }
      return valuePath(of: expression)?.joined(separator: ".") ?? ""
    }
  }

  /// The screen a container is made around (`UINavigationController(rootViewController: x)`,
  /// a subclass's initializer with that label): `x`.
  static func wrappedScreen(_ expression: ExprSyntax) -> ExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(DeclReferenceExprSyntax.self), call.arguments.count == 1,
      let argument = call.arguments.first, argument.label?.text == "rootViewController"
    else { return nil }
    return argument.expression
  }

  /// The list literal a value is, or maps element by element (`[home, search].map {
  /// UINavigationController(rootViewController: $0) }`: each screen wrapped in its place).
  static func listLiteral(_ value: ExprSyntax) -> ArrayExprSyntax? {
    if let array = value.as(ArrayExprSyntax.self) { return array }
    guard let call = value.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "map" || member.declName.baseName.text == "compactMap"
    else { return nil }
    return member.base?.as(ArrayExprSyntax.self)
  }

  /// Records the locals a declaration in a method's body introduces
  /// (`let assembly = factory.searchAssembly()`, `var router: HomeRouter?`); a whole walk only.
  func recordLocals(of node: VariableDeclSyntax) {
    guard !declarationsOnly, !open.isEmpty, let function = functions.last else { return }
    for binding in node.bindings {
      if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
        recordTupleLocals(tuple, in: function, value: binding.initializer?.value)
        continue
      }
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      declareLocal(pattern.identifier)
      if let value = binding.initializer?.value, let values = listValues(of: value) {
        listLocals[function + " " + text(of: pattern.identifier)] = values
      }
      if let wrapped = binding.initializer.flatMap({ Self.wrappedScreen($0.value) }),
        let path = valuePath(of: wrapped)
      {
        wrappedLocals[function + " " + text(of: pattern.identifier)] = path.joined(separator: ".")
      }
      recordLocal(
        named: pattern.identifier, in: function,
        type: binding.typeAnnotation?.type, value: binding.initializer?.value)
    }
  }

  /// Records the locals a tuple pattern binds from a member path (`let (coordinator, screen) =
  /// factory.makeTabs()`): each is the element of its position, the path followed by its
  /// index (`["factory", "makeTabs()", "0"]`), as `result.0` reads it.
  private func recordTupleLocals(
    _ tuple: TuplePatternSyntax, in function: String, value: ExprSyntax?
  ) {
    let path = value.flatMap { valuePath(of: $0) } ?? []
    for (position, element) in tuple.elements.enumerated() {
      guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        continue
      }
      declareLocal(name)
      guard !path.isEmpty else { continue }
      open[open.count - 1].locals.append(
        LocalFacts(
          name: text(of: name), function: function, typeName: nil,
          value: path + [String(position)]))
    }
  }

  /// Records the local an `if let` or `guard let` binds.
  func recordLocal(_ node: OptionalBindingConditionSyntax) {
    guard !declarationsOnly, !open.isEmpty, let function = functions.last,
      let pattern = node.pattern.as(IdentifierPatternSyntax.self)
    else { return }
    declareLocal(pattern.identifier)
    recordLocal(
      named: pattern.identifier, in: function, type: node.typeAnnotation?.type,
      value: node.initializer?.value)
  }

  /// Notes a name the function around the walk's position declares (a local, a closure's
  /// parameter, a loop's variable): a bare read of it reads no property.
  func declareLocal(_ name: TokenSyntax) {
    guard !declarationsOnly, let function = functions.last else { return }
    localNames.append((function, name))
  }

  private func recordLocal(
    named name: TokenSyntax, in function: String, type: TypeSyntax?, value: ExprSyntax?
  ) {
    let typeName = type.flatMap(referencedTypeName) ?? value.flatMap(Self.requestedTypeName)
    let path = value.flatMap { valuePath(of: $0) } ?? []
    guard typeName != nil || !path.isEmpty else { return }
    // `if let view = view`: the name stands for what it stood for before (the parameter, the
    // property or the earlier local); recorded, it would stand for itself.
    if typeName == nil, path.count == 1, token(name, isText: path[0]) { return }
    open[open.count - 1].locals.append(
      LocalFacts(name: text(of: name), function: function, typeName: typeName, value: path))
  }

  /// The calls that subscribe a handler to a stream (RxSwift, Combine, ReactiveSwift).
  static let subscribingCallees: Set<String> = [
    "bind", "subscribe", "drive", "emit", "sink", "assign", "observe", "observeValues",
    "subscribeNext", "onReceive",
  ]

  /// Records a subscribing call whose handler holds `self` strongly: a method of `self`
  /// passed by reference (`bind(onNext: self.show)`, `subscribe(onNext: show)`; the model
  /// checks that the name is a method), a closure that uses `self` and captures it strongly,
  /// or `assign(to:on: self)`; with the stored property that keeps the subscription.
  func recordSubscription(_ node: FunctionCallExprSyntax, callee: String) {
    guard Self.subscribingCallees.contains(callee),
      !node.arguments.isEmpty
        || node
          .trailingClosure != nil
    else { return }
    var handlers: [(method: String, handler: String)] = []
    for argument in node.arguments {
      let value = argument.expression
      if callee == "assign", argument.label.map({ token($0, is: "on") }) == true,
        value.as(DeclReferenceExprSyntax.self).map({ token($0.baseName, is: "self") }) == true
      {
        handlers.append(("", "on: self"))
      } else if let method = methodReference(value) {
        handlers.append((method, text(of: value)))
      } else if let closure = value.as(ClosureExprSyntax.self), holdsSelfStrongly(closure) {
        handlers.append(("", "a closure that uses 'self' strongly"))
      }
    }
    if let closure = node.trailingClosure, holdsSelfStrongly(closure) {
      handlers.append(("", "a closure that uses 'self' strongly"))
    }
    // The operators before it are part of the subscription, and it keeps their closures
    // (`.map { self.lessons.value[$0] }.bind(to: ...)`): asked when no handler is a closure
    // (a bare name handed, `bind(to: relay)`, may be a method or a property), and placed at
    // the operator's name, where its closure is (and what its fix changes).
    var operatorPlace: SourceLocation?
    if handlers.allSatisfy({ !$0.method.isEmpty }), let found = operatorHoldingSelf(before: node) {
      handlers.append(("", "a closure handed to '\(text(of: found.baseName))'"))
      operatorPlace = location(found)
    }
    guard !handlers.isEmpty else { return }
    let keptBy = subscriptionKeeper(of: node)
    // At the subscribing name (`bind` in `films\n.bind(...)`), not at the chain's start.
    let place =
      node.calledExpression.as(MemberAccessExprSyntax.self).map {
        location($0.declName)
      } ?? location(node)
    let stream =
      node.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap {
        valuePath(of: $0).map { $0.first == "self" ? Array($0.dropFirst()) : $0 }
      } ?? []
    let labels = node.arguments.map { argument in argument.label.map { text(of: $0) } ?? "_" }
    for (method, handler) in handlers {
      let isOperators = operatorPlace != nil && handler.hasPrefix("a closure handed to ")
      open[open.count - 1].subscriptions.append(
        SubscriptionFacts(
          callee: callee, method: method, handler: handler, keptBy: keptBy,
          location: isOperators ? operatorPlace ?? place : place,
          stream: stream, argumentLabels: labels, function: functions.last))
    }
  }

  /// The name of the first operator of the chain a subscribing call is made on (`map` in
  /// `trigger.map { self.lessons[$0] }.bind(to: ...)`) that is handed a closure holding `self`
  /// strongly, the nearest first.
  private func operatorHoldingSelf(before node: FunctionCallExprSyntax) -> DeclReferenceExprSyntax?
  {
    var current = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
    for _ in 0..<32 {
      guard var expression = current else { return nil }
      if let chained = expression.as(OptionalChainingExprSyntax.self) {
        expression = chained.expression
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return nil }
      let closures =
        call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        + [call.trailingClosure].compactMap { $0 }
      if closures.contains(where: holdsSelfStrongly) { return member.declName }
      current = member.base
    }
    return nil
  }

  /// The method name a handler argument refers to: `show` for `self.show` and for a bare
  /// lowercase `show` (the model checks it is a method of the type).
  private func methodReference(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      !startsWithCapital(reference.baseName), !token(reference.baseName, is: "self")
    {
      return text(of: reference.baseName)
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self), token(base.baseName, is: "self")
    {
      return text(of: member.declName.baseName)
    }
    return nil
  }

  /// Whether a closure (or one around it) uses `self` without capturing it weakly.
  private func holdsSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
    !(weakSelfAround || listsSelfWeakly(closure)) && mentionsSelf(closure)
  }

  /// The stored property a subscription is kept in: `bag` for `.disposed(by: bag)` and
  /// `bag.insert(...)`, `set` for `.store(in: &set)`, `token` for `token = ...sink { }`.
  private func subscriptionKeeper(of node: FunctionCallExprSyntax) -> String? {
    var current = Syntax(node)
    for _ in 0..<8 {
      guard let parent = current.parent else { return nil }
      if let member = parent.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        let name = member.declName.baseName
        if token(name, is: "disposed") || token(name, is: "store"),
          let argument = call.arguments.first?.expression
        {
          return storedName(argument)
        }
        // Operators after the subscription (`.share()`) keep it in the chain.
        current = Syntax(call)
        continue
      }
      if let argument = parent.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        token(member.declName.baseName, is: "insert")
          || token(member.declName.baseName, is: "append"),
        let base = member.base
      {
        return storedName(base)
      }
      if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3,
          elements[1].is(AssignmentExprSyntax.self)
            || elements[1].as(BinaryOperatorExprSyntax.self).map({ token($0.operator, is: "+=") })
              == true
        {
          return storedName(elements[0])
        }
        return nil
      }
      if parent.is(InfixOperatorExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(TryExprSyntax.self)
      {
        current = parent
        continue
      }
      return nil
    }
    return nil
  }

  /// The property name an expression names: `bag` for `bag`, `self.bag` and `&self.bag`.
  private func storedName(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let reference = expression.as(InOutExprSyntax.self) { expression = reference.expression }
    guard let path = valuePath(of: expression) else { return nil }
    let names = path.first == "self" ? Array(path.dropFirst()) : path
    guard names.count == 1, let name = names.first, !name.hasSuffix("()") else { return nil }
    return name
  }
}
