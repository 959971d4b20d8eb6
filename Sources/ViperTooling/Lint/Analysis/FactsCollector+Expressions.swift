import SwiftSyntax

/// What calls, type references, force casts and closures record.
extension FactsCollector {
  /// Records a call in the innermost type, and among its observer calls inside a property
  /// observer.
  func recordCall(_ node: FunctionCallExprSyntax) {
    // A stored closure called through an optional (`coordinator.onSignUp?()`,
    // `output.onFinish!()`) is called as the member it is.
    var called = node.calledExpression
    while true {
      if let chained = called.as(OptionalChainingExprSyntax.self) {
        called = chained.expression
      } else if let unwrapped = called.as(ForceUnwrapExprSyntax.self) {
        called = unwrapped.expression
      } else {
        break
      }
    }
    guard recordsEverything, !open.isEmpty, let callee = calleeName(called) else { return }
    let (chain, callsReceiver) = chain(of: called)
    let arm = arms.last ?? ([], false)
    let arguments = argumentFacts(of: node)
    // A registration names what the container will make (`register(Api.self) { ... }`):
    // it hands over no destination.
    var values = Self.isRegistration(callee) ? [] : arguments.values
    if let made = assignedCase(node) { values.insert(made, at: 0) }
    let call = CallFacts(
      callee: callee, receiver: receiverName(called), argumentLabels: arguments.labels,
      location: location(node), function: functions.last, chain: chain,
      callsReceiver: callsReceiver, values: values,
      arm: arm.labels, armDispatches: arm.dispatches, isResult: resultCalls.contains(node.id),
      handedTo: handedStack.last ?? nil, isHandedResult: handedResultCalls.contains(node.id),
      isInStoredClosure: storedClosureDepth > 0,
      isSender: !senderCalls.isEmpty && senderCalls.remove(node.id) != nil,
      implicitMembers: arguments.implicitMembers)
    open[open.count - 1].calls.append(call)
    // A post runs what observes its notification: a call of them, where the post is.
    if let posted = postedNotification(node) {
      var observers = call
      observers.callee = CallFacts.notificationPrefix + posted
      observers.receiver = nil
      observers.chain = []
      observers.callsReceiver = false
      observers.values = []
      observers.implicitMembers = []
      open[open.count - 1].calls.append(observers)
    }
    if !arguments.labels.isEmpty {
      recordForwardedClosures(node, in: open[open.count - 1].name)
      recordHandedFunctions(node)
      if arguments.labels.contains("sender") { markSenderCall(of: node) }
    }
    if observerDepth > 0 { open[open.count - 1].observerCalls.append(call) }
    recordSubscription(node, callee: callee)
  }

  /// Marks the call a `sender:` argument is, through unwrapping, casts and parentheses
  /// (`show(vc, sender: HomeViewController())`, `sender: (screen as UIViewController)`):
  /// UIKit's convention for naming who asked.
  private func markSenderCall(of node: FunctionCallExprSyntax) {
    guard
      let argument = node.arguments.first(where: {
        $0.label.map { token($0, isText: "sender") } == true
      }),
      let call = Self.peeled(argument.expression, casts: true).as(FunctionCallExprSyntax.self)
    else { return }
    senderCalls.insert(call.id)
  }

  /// Records the method a selector names (`#selector(showProfile)`, `#selector(self.didTap(_:))`,
  /// `#selector(HomeView.refresh)`) as a call where the selector is written: the control,
  /// gesture or notification it is handed to runs that method, as a closure handed there would
  /// run its calls. It makes no values and is no property observer's call; it is handed to
  /// ``CallFacts/selectorTarget``, since the method that registers it does not run it.
  func recordSelector(_ node: MacroExpansionExprSyntax) {
    guard recordsEverything, !open.isEmpty, token(node.macroName, is: "selector"),
      let argument = node.arguments.first, argument.label == nil,
      let callee = calleeName(argument.expression)
    else { return }
    let (chain, callsReceiver) = chain(of: argument.expression)
    let arm = arms.last ?? ([], false)
    let labels =
      argument.expression.as(DeclReferenceExprSyntax.self)?.argumentNames?.arguments.map {
        text(of: $0.name)
      } ?? []
    open[open.count - 1].calls.append(
      CallFacts(
        callee: callee, receiver: receiverName(argument.expression), argumentLabels: labels,
        location: location(node), function: functions.last, chain: chain,
        callsReceiver: callsReceiver, values: [], arm: arm.labels,
        armDispatches: arm.dispatches, isResult: false,
        handedTo: observedNotification(ofSelector: node).map { CallFacts.notificationPrefix + $0 }
          ?? CallFacts.selectorTarget,
        isHandedResult: false, isInStoredClosure: storedClosureDepth > 0, implicitMembers: []))
  }

  /// The notification a selector is registered for (`addObserver(self, selector:
  /// #selector(showLogin), name: .didLogOut, object: nil)`: `didLogOut`).
  private func observedNotification(ofSelector node: MacroExpansionExprSyntax) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      argument.label.map({ token($0, is: "selector") }) == true,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      calleeName(call.calledExpression) == "addObserver",
      let name = call.arguments.first(where: { $0.label.map { token($0, is: "name") } == true })
    else { return nil }
    return notificationName(name.expression)
  }

  /// The notification the closure a call receives is registered for (`addObserver(forName:
  /// .didLogOut, object: nil, queue: .main) { _ in ... }`).
  func observedNotification(registeredBy call: FunctionCallExprSyntax) -> String? {
    guard calleeName(call.calledExpression) == "addObserver",
      let name = call.arguments.first(where: { $0.label.map { token($0, is: "forName") } == true })
    else { return nil }
    return notificationName(name.expression)
  }

  /// The notification a call posts (`post(name: .didLogOut, object: nil)`,
  /// `post(.init(name: .didLogOut))`, `post(Notification(name: .didLogOut))`).
  func postedNotification(_ node: FunctionCallExprSyntax) -> String? {
    guard calleeName(node.calledExpression) == "post" else { return nil }
    if let name = node.arguments.first(where: { $0.label.map { token($0, is: "name") } == true }) {
      return notificationName(name.expression)
    }
    guard let first = node.arguments.first, first.label == nil,
      let made = first.expression.as(FunctionCallExprSyntax.self),
      let name = made.arguments.first(where: { $0.label.map { token($0, is: "name") } == true })
    else { return nil }
    return notificationName(name.expression)
  }

  /// A notification's name as code writes it: the last member (`.didLogOut`,
  /// `Notification.Name.didLogOut`, `AppEvents.didLogOut`) or a constant's name.
  private func notificationName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return text(of: member.declName.baseName)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return text(of: reference.baseName)
    }
    return nil
  }

  /// The case an implicit member call makes when it is the value assigned
  /// (`navigation.sheet = .picker(kind: .single)` makes `.picker`): a destination value set
  /// where a navigator's state keeps it, as `path.append(.picker(...))` hands one on.
  private func assignedCase(_ node: FunctionCallExprSyntax) -> String? {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      elements[2].id == node.id
    else { return nil }
    return destinationValue(ExprSyntax(node))
  }

  /// Records an enum case assigned to a property (`appState = .welcome`, `self.route =
  /// Route.settings`) as a call that makes that value, where it is written: a state a switch
  /// over the property maps to a screen, as `sheet = .picker(kind: .single)` makes `.picker`.
  func recordAssignedCase(_ node: MemberAccessExprSyntax, in list: ExprListSyntax) {
    // Cheap tests first: most member accesses in a sequence are operands of `+` or `==`.
    guard recordsEverything, !open.isEmpty,
      node.base == nil || node.base?.is(DeclReferenceExprSyntax.self) == true,
      list.count == 3, list.last?.id == node.id,
      list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let value = destinationValue(ExprSyntax(node)), value.contains(".")
    else { return }
    let arm = arms.last ?? ([], false)
    // Named by the value (`.welcome`), which no member is: it runs nothing.
    open[open.count - 1].calls.append(
      CallFacts(
        callee: value, receiver: nil, argumentLabels: [],
        location: location(node), function: functions.last, chain: [], callsReceiver: false,
        values: [value], arm: arm.labels, armDispatches: arm.dispatches, isResult: false,
        handedTo: handedStack.last ?? nil, isHandedResult: false,
        isInStoredClosure: storedClosureDepth > 0))
  }

  /// Records an enum case a function lists in a local's initial value or the sequence of a
  /// `for` loop (`let tabs: [TabMenu] = [.books, .genres]`, `for tab in [Tab.home, .search]`)
  /// as a call that makes that value, where it is written: the cases the function goes on to
  /// read a screen from (`tab.viewController`, a getter that switches over `self`) are made
  /// here, as `show(.books)` makes the value it hands on. Named `[.books]`, which no member
  /// is: it runs nothing, and it is no state assigned to a property.
  func recordListedCase(_ node: MemberAccessExprSyntax, in element: ArrayElementSyntax) {
    guard recordsEverything, !open.isEmpty, !functions.isEmpty,
      node.base == nil || node.base?.is(DeclReferenceExprSyntax.self) == true,
      let array = element.parent?.parent?.as(ArrayExprSyntax.self),
      let holder = array.parent,
      holder.is(InitializerClauseSyntax.self)
        || holder.as(ForStmtSyntax.self).map({ $0.sequence.id == array.id }) == true,
      let value = destinationValue(ExprSyntax(node)), value.contains(".")
    else { return }
    let arm = arms.last ?? ([], false)
    open[open.count - 1].calls.append(
      CallFacts(
        callee: "[\(value)]", receiver: nil, argumentLabels: [],
        location: location(node), function: functions.last, chain: [], callsReceiver: false,
        values: [value], arm: arm.labels, armDispatches: arm.dispatches, isResult: false,
        handedTo: handedStack.last ?? nil, isHandedResult: false,
        isInStoredClosure: storedClosureDepth > 0))
  }

  /// Records a capitalized name in a type.
  func recordTypeReference(_ node: IdentifierTypeSyntax) {
    if recordsEverything, !open.isEmpty, startsWithCapital(node.name) {
      let qualifies = node.parent?.as(MemberTypeSyntax.self).map { $0.baseType.id == node.id }
      open[open.count - 1].typeReferences.append(
        TypeReference(
          name: text(of: node.name), location: location(node), isHandedIn: isHandedIn(node),
          qualifiesNestedType: qualifies ?? false))
    }
  }

  /// Whether a written type is what the code is handed, not what it obtains: a parameter's
  /// type, the type of a cast whose value no call in it makes (`navigation.topViewController
  /// as? HomeViewController` casts a screen already there; `storyboard.instantiate...() as!
  /// HomeViewController` one a call made), or the type a value is asked to be (`$0 is
  /// ListViewController` finds a screen already on the stack).
  private func isHandedIn(_ node: IdentifierTypeSyntax) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent,
      parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        || parent.is(AttributedTypeSyntax.self) || parent.is(SomeOrAnyTypeSyntax.self)
    {
      current = parent
    }
    guard let parent = current.parent else { return false }
    if parent.is(FunctionParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
      || parent.is(IsExprSyntax.self) || parent.is(IsTypePatternSyntax.self)
    {
      return true
    }
    // `value as? T` folded, or as the parser leaves a sequence: `value`, `as?`, `T`.
    if let cast = parent.as(AsExprSyntax.self) {
      return !Self.containsCall(Syntax(cast.expression))
    }
    if let type = parent.as(TypeExprSyntax.self), let list = type.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == type.id }), index != list.startIndex
    {
      let cast = list.index(before: index)
      if list[cast].is(UnresolvedIsExprSyntax.self) { return true }
      guard list[cast].is(UnresolvedAsExprSyntax.self), cast != list.startIndex else {
        return false
      }
      return !Self.containsCall(Syntax(list[list.index(before: cast)]))
    }
    return false
  }

  private static func containsCall(_ node: Syntax) -> Bool {
    if node.is(FunctionCallExprSyntax.self) { return true }
    return node.children(viewMode: .sourceAccurate).contains { containsCall($0) }
  }

  /// Records a capitalized name in an expression, unless it is a member after a `.`.
  func recordTypeReference(_ node: DeclReferenceExprSyntax) {
    guard recordsEverything, !open.isEmpty, startsWithCapital(node.baseName) else {
      return
    }
    let member = node.parent?.as(MemberAccessExprSyntax.self)
    if let member, member.declName.id == node.id { return }
    // `ContactCell.Model(...)`: a capitalized member after this name is a type nested in it.
    let qualifies = member.map { startsWithCapital($0.declName.baseName) } ?? false
    open[open.count - 1].typeReferences.append(
      TypeReference(
        name: text(of: node.baseName), location: location(node), qualifiesNestedType: qualifies))
  }

  /// Records an `as!` in a sequence of operators, as the parser leaves them.
  func recordForceCast(_ node: UnresolvedAsExprSyntax) {
    if recordsEverything, !open.isEmpty, let cast = forceCast(node) {
      open[open.count - 1].forceCasts.append(cast)
    }
  }

  /// Records a folded `as!`.
  func recordForceCast(_ node: AsExprSyntax) {
    if recordsEverything, !open.isEmpty, let cast = forceCast(node) {
      open[open.count - 1].forceCasts.append(cast)
    }
  }

  /// The type an `as!` in a sequence of operators (as the parser leaves them) casts to.
  private func forceCast(_ node: UnresolvedAsExprSyntax) -> TypeReference? {
    guard let mark = node.questionOrExclamationMark, token(mark, is: "!"),
      let list = node.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == node.id })
    else { return nil }
    let next = list.index(after: index)
    guard next != list.endIndex, let type = list[next].as(TypeExprSyntax.self)?.type,
      let name = referencedTypeName(type)
    else { return nil }
    return TypeReference(
      name: name, location: location(node), function: enclosingFunction(of: Syntax(node)))
  }

  /// The type a folded `as!` casts to.
  private func forceCast(_ node: AsExprSyntax) -> TypeReference? {
    guard let mark = node.questionOrExclamationMark, token(mark, is: "!"),
      let name = referencedTypeName(node.type)
    else { return nil }
    return TypeReference(
      name: name, location: location(node.asKeyword),
      function: enclosingFunction(of: Syntax(node)))
  }

  /// The function or initializer around a node, named as a whole walk names the function of a
  /// call (`buildModule@12`); `nil` when a type declaration comes first. Both walks use it, so
  /// a cast found by the bytes of a file read for its declarations is named the same way.
  private func enclosingFunction(of node: Syntax) -> String? {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.as(SyntaxEnum.self) {
      case .functionDecl(let function):
        return "\(text(of: function.name))@\(location(function.funcKeyword).line)"
      case .initializerDecl(let initializer):
        return "init@\(location(initializer.initKeyword).line)"
      case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        return nil
      default: current = ancestor.parent
      }
    }
    return nil
  }

  /// After a declarations walk, records the force casts a whole walk would: finds the token at
  /// each `as!` of the file's bytes (in a comment or a string there is none) and the type
  /// declaration around it. A file with a few casts is read in a few descents of the tree
  /// instead of a whole walk.
  func recordForceCasts(in tree: SourceFileSyntax) {
    let offsets = KeywordScan.forceCastOffsets(in: bytes)
    guard !offsets.isEmpty else { return }
    var tokens: [TokenSyntax] = []
    Self.collectTokens(at: offsets[...], in: Syntax(tree), into: &tokens)
    for token in tokens {
      guard self.token(token, is: "as"), let parent = token.parent else { continue }
      let cast: TypeReference?
      if let node = parent.as(UnresolvedAsExprSyntax.self) {
        cast = forceCast(node)
      } else if let node = parent.as(AsExprSyntax.self) {
        cast = forceCast(node)
      } else {
        continue
      }
      guard let cast, let owner = enclosingType(of: parent) else { continue }
      finished[owner].forceCasts.append(cast)
    }
  }

  /// The tokens that start exactly at `offsets` (sorted), found in one descent: into each
  /// child whose bytes hold one of them, past all others.
  private static func collectTokens(
    at offsets: ArraySlice<Int>, in node: Syntax, into tokens: inout [TokenSyntax]
  ) {
    if let token = node.as(TokenSyntax.self) {
      if offsets.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset) {
        tokens.append(token)
      }
      return
    }
    var rest = offsets
    for child in node.children(viewMode: .sourceAccurate) {
      guard let first = rest.first else { return }
      let end = child.endPosition.utf8Offset
      guard first < end else { continue }
      let inside = rest.prefix { $0 < end }
      collectTokens(at: inside, in: child, into: &tokens)
      rest = rest.dropFirst(inside.count)
    }
  }

  /// The index in `finished` of the innermost type declaration around a node: the type the
  /// node's facts belong to.
  private func enclosingType(of node: Syntax) -> Int? {
    var current = node.parent
    while let ancestor = current {
      let name: Syntax?
      switch ancestor.as(SyntaxEnum.self) {
      case .classDecl(let declaration): name = Syntax(declaration.name)
      case .structDecl(let declaration): name = Syntax(declaration.name)
      case .enumDecl(let declaration): name = Syntax(declaration.name)
      case .actorDecl(let declaration): name = Syntax(declaration.name)
      case .protocolDecl(let declaration): name = Syntax(declaration.name)
      case .extensionDecl(let declaration): name = Syntax(declaration.extendedType)
      default: name = nil
      }
      if let name {
        let location = location(name)
        return finished.firstIndex { $0.location == location }
      }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether a closure's capture list holds `self` weakly (`weak self`, `unowned self`).
  func listsSelfWeakly(_ node: ClosureExprSyntax) -> Bool {
    node.signature?.capture?.items.contains { item in
      let text = compactText(of: item)
      return text.hasPrefix("weakself") || text.hasPrefix("unownedself")
        || text.hasPrefix("unowned(safe)self") || text.hasPrefix("unowned(unsafe)self")
    } ?? false
  }

  /// Records a closure passed to a call that uses `self`: by name, or by bare names for the
  /// calls that capture it implicitly (``implicitSelfCallees``). `capturesSelfWeakly`: whether
  /// the closure or one around it captures `self` weakly.
  func recordClosure(_ node: ClosureExprSyntax, capturesSelfWeakly capturesWeakly: Bool) {
    if recordsEverything, !open.isEmpty, let receiving = call(receiving: node)?.call,
      let callee = calleeName(receiving.calledExpression)
    {
      if mentionsSelf(node) {
        open[open.count - 1].closures.append(
          ClosureFacts(
            callee: callee, capturesSelfWeakly: capturesWeakly, location: location(node),
            isAwaited: Self.isAwaited(receiving)))
      } else if !capturesWeakly, Self.implicitSelfCallees.contains(callee) {
        let names = bareNames(in: node)
        if !names.isEmpty {
          open[open.count - 1].closures.append(
            ClosureFacts(
              callee: callee, capturesSelfWeakly: false, location: location(node),
              bareNames: names))
        }
      }
    }
  }

  /// The calls whose closures capture `self` without writing it (`@_implicitSelfCapture`).
  static let implicitSelfCallees: Set<String> = ["Task", "detached"]

  /// The lowercase names a closure's body uses bare: not after a `.`, not an argument label,
  /// not declared in the closure (`let`, `var`, `case let`, parameters of inner closures).
  private func bareNames(in closure: ClosureExprSyntax) -> [String] {
    var used: [String] = []
    var declared: Set<String> = []
    var previous: TokenSyntax?
    let tokens = Array(closure.statements.tokens(viewMode: .sourceAccurate))
    for (index, token) in tokens.enumerated() {
      defer { previous = token }
      guard case .identifier = token.tokenKind,
        let first = token.text.utf8.first, first >= 0x61, first <= 0x7A
      else { continue }
      let name = token.text
      if let previous, previous.tokenKind == .period { continue }
      if index + 1 < tokens.count, tokens[index + 1].tokenKind == .colon { continue }
      if let previous,
        previous.tokenKind == .keyword(.let) || previous.tokenKind == .keyword(.var)
      {
        declared.insert(name)
        continue
      }
      if index + 1 < tokens.count, tokens[index + 1].tokenKind == .keyword(.in) {
        declared.insert(name)
        continue
      }
      used.append(name)
    }
    var seen: Set<String> = []
    return used.filter { !declared.contains($0) && seen.insert($0).inserted }
  }

  /// Whether a call is awaited: `await call(...)`, `try await call(...)`.
  private static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
    var parent = call.parent
    if let attempt = parent?.as(TryExprSyntax.self) { parent = attempt.parent }
    return parent?.is(AwaitExprSyntax.self) == true
  }

  /// The call a closure is an argument or a trailing closure of, with the argument's label
  /// (`nil` for an unlabelled argument and the first trailing closure).
  func call(receiving node: ClosureExprSyntax) -> (
    call: FunctionCallExprSyntax, label: TokenSyntax?
  )? {
    var parent = node.parent
    var label: TokenSyntax?
    // `subscribe(onNext: ({ ... }))`: a closure in parentheses is the argument.
    while let element = parent?.as(LabeledExprSyntax.self), element.label == nil,
      let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
      let tuple = list.parent?.as(TupleExprSyntax.self)
    {
      parent = tuple.parent
    }
    if let argument = parent?.as(LabeledExprSyntax.self) {
      label = argument.label
      parent = parent?.parent?.parent
    } else if let trailing = parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = trailing.label
      parent = parent?.parent?.parent
    }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
    return (call, label)
  }

  /// Whether the keyword `self` occurs in a node: a byte search, much cheaper than walking the
  /// node's tokens (closures nest, so a token walk would be quadratic), each hit confirmed by
  /// the token there. A `self` after a `.` is no use of the instance: a metatype
  /// (`decode(T.self, from: data)`), a key path (`id: \.self`), a value's identity.
  func mentionsSelf(_ node: some SyntaxProtocol) -> Bool {
    let start = max(0, node.position.utf8Offset)
    let end = min(bytes.count, node.endPosition.utf8Offset)
    guard end - start >= 4 else { return false }
    var index = start
    while index + 4 <= end {
      if bytes[index] == 0x73, bytes[index + 1] == 0x65, bytes[index + 2] == 0x6C,
        bytes[index + 3] == 0x66,
        index == 0
          || (!SyntaxNames.isIdentifierByte(bytes[index - 1]) && bytes[index - 1] != 0x2E),
        index + 4 >= bytes.count || !SyntaxNames.isIdentifierByte(bytes[index + 4])
      {
        // The bytes spell it; the token there must be the keyword, not a comment's or a
        // string's word (`{ _ in /* self.done() */ }` holds nothing).
        if let token = node.token(at: AbsolutePosition(utf8Offset: index)),
          token.positionAfterSkippingLeadingTrivia.utf8Offset == index,
          case .keyword(.self) = token.tokenKind
        {
          return true
        }
      }
      index += 1
    }
    return false
  }
}

/// A bare name read, kept until the file's computed properties are known.
struct PendingRead {
  var node: DeclReferenceExprSyntax
  var function: String
  var arm: [String]
  var armDispatches: Bool
  var isResult: Bool
  var handedTo: String?
  var isInStoredClosure: Bool
}

/// What property reads record (``TypeFacts/reads``): reading a computed property runs its
/// getter, which may build a screen (`factory.settingsScreen`, a tab enum's `viewController`).
extension FactsCollector {
  /// Records a member chain that ends in a read (`factory?.settingsScreen`): not a call's
  /// callee or receiver (the call's path holds it), nor an assignment's target (a setter runs
  /// there), nor a function named by its labels (`show(id:)`).
  func recordRead(_ node: MemberAccessExprSyntax, parent: Syntax) {
    // Most member accesses are a call's callee or another member's base: told from the
    // parent's kind, before anything else is read.
    guard !Self.isCalleeOrBase(node, parent: parent),
      recordsEverything, !open.isEmpty, let function = functions.last, node.base != nil,
      node.declName.argumentNames == nil,
      startsWithLowercase(node.declName.baseName)
    else { return }
    guard isRead(Syntax(node)) else {
      // `self.selectedTab = .home` may run an observer the file declares: kept as its name's.
      if mayDeclareObservers, let base = node.base?.as(DeclReferenceExprSyntax.self),
        token(base.baseName, is: "self")
      {
        notePendingRead(node.declName, in: function)
      }
      return
    }
    guard var path = valuePath(of: ExprSyntax(node)), path.count >= 2 else { return }
    // As a call's path is kept: the receiver (`self` skipped), the names between, the member.
    path.removeLast()
    if path[0] == "self", path.count > 1 { path.removeFirst() }
    let callsReceiver = path[0].hasSuffix("()")
    let receiver = callsReceiver ? String(path[0].dropLast(2)) : path[0]
    let chain = Array(path.dropFirst())
    let arm = arms.last ?? ([], false)
    open[open.count - 1].reads.append(
      CallFacts(
        callee: text(of: node.declName.baseName), receiver: receiver, argumentLabels: [],
        location: location(node), function: functions.last, chain: chain,
        callsReceiver: callsReceiver, arm: arm.labels, armDispatches: arm.dispatches,
        isResult: resultReads.contains(node.id), handedTo: handedStack.last ?? nil,
        isInStoredClosure: storedClosureDepth > 0))
  }

  /// Notes a bare name read (`tabItems` in `viewControllers = tabItems`): kept when the file
  /// declares a computed property of that name (``finishedTypes``); the others are locals,
  /// parameters and stored properties. Most names are a member's base or a call's callee,
  /// told from the parent alone; the rest is worked out for the few a getter has.
  func recordRead(_ node: DeclReferenceExprSyntax) {
    guard let parent = node.parent, !Self.isCalleeOrBase(node, parent: parent),
      recordsEverything, !open.isEmpty,
      let function = functions.last
    else { return }
    notePendingRead(node, in: function)
  }

  /// Keeps a bare name (or the member of `self.name`) until the file's computed and observed
  /// properties are known.
  private func notePendingRead(_ node: DeclReferenceExprSyntax, in function: String) {
    let arm = arms.last ?? ([], false)
    pendingReads[pendingReads.count - 1].append(
      PendingRead(
        node: node, function: function, arm: arm.labels, armDispatches: arm.dispatches,
        isResult: resultReads.contains(node.id), handedTo: handedStack.last ?? nil,
        isInStoredClosure: storedClosureDepth > 0))
  }

  /// The types the walk finished, each with the bare names it reads that the file's computed
  /// properties have.
  var finishedTypes: [TypeFacts] {
    guard !getterNames.isEmpty || !observedNames.isEmpty else { return finished }
    // A name's length and first byte, compared before its text is made.
    let shapes = Set(
      getterNames.union(observedNames).map { $0.utf8.count << 8 | Int($0.utf8.first ?? 0) })
    func shape(_ token: TokenSyntax) -> Int? {
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = token.endPositionBeforeTrailingTrivia.utf8Offset
      guard start >= 0, end <= bytes.count, end > start else { return nil }
      return (end - start) << 8 | Int(bytes[start])
    }
    // The functions' names of a getter's shape (`function name`), made when first asked.
    lazy var locals = Set(
      localNames.lazy.filter { shape($0.name).map(shapes.contains) == true }
        .map { $0.function + " " + self.text(of: $0.name) })
    var types = finished
    for (index, reads) in pendingReadsOfFinished {
      for read in reads {
        guard shape(read.node.baseName).map(shapes.contains) == true,
          read.node.argumentNames == nil
        else { continue }
        let text = text(of: read.node.baseName)
        // `self.name` is kept only as an assignment (see `recordRead(_: MemberAccessExprSyntax)`).
        let member = read.node.parent?.as(MemberAccessExprSyntax.self)
        let target = member.map(Syntax.init) ?? Syntax(read.node)
        let reads = member == nil && isRead(target)
        guard
          getterNames.contains(text) && reads
            || observedNames.contains(text) && !reads && isAssigned(target),
          !locals.contains(read.function + " " + text)
        else { continue }
        types[index].reads.append(
          CallFacts(
            callee: text, receiver: nil, argumentLabels: [], location: location(read.node),
            function: read.function, arm: read.arm, armDispatches: read.armDispatches,
            isResult: read.isResult, handedTo: read.handedTo,
            isInStoredClosure: read.isInStoredClosure))
      }
    }
    return types
  }

  /// Whether an expression is its parent call's callee or its parent member access's base,
  /// told by the parent's kind first.
  private static func isCalleeOrBase(_ node: some ExprSyntaxProtocol, parent: Syntax) -> Bool {
    switch parent.kind {
    case .memberAccessExpr: return true
    case .functionCallExpr:
      return parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    default: return false
    }
  }

  /// Whether an expression's value is read where it is: it is not (through `?` and `!`) a
  /// call's callee, a member's base, an assignment's target or an `inout` argument.
  private func isRead(_ node: Syntax) -> Bool {
    var current = node
    while let parent = current.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      current = parent
    }
    guard let parent = current.parent else { return true }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id != current.id }
    if let call = parent.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id != current.id
    }
    if parent.is(InOutExprSyntax.self) { return false }
    if parent.is(ExprListSyntax.self) { return !isFollowedByAssignment(current) }
    return true
  }

  /// Whether an expression is an assignment's target (`name = value`, `self.name = value`).
  private func isAssigned(_ node: Syntax) -> Bool {
    node.parent?.is(ExprListSyntax.self) == true && isFollowedByAssignment(node)
  }

  /// In a sequence of operators, whether `=` (not `==`) follows the expression.
  private func isFollowedByAssignment(_ node: Syntax) -> Bool {
    var next = node.endPositionBeforeTrailingTrivia.utf8Offset
    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    return next < bytes.count && bytes[next] == 0x3D
      && (next + 1 == bytes.count || bytes[next + 1] != 0x3D)
  }

  /// Whether a name starts with a lower-case letter or `_` (a value's, not a type's or `$0`).
  func startsWithLowercase(_ token: TokenSyntax) -> Bool {
    let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
    guard offset >= 0, offset < bytes.count else { return false }
    return (bytes[offset] >= 0x61 && bytes[offset] <= 0x7A) || bytes[offset] == 0x5F
  }
}
