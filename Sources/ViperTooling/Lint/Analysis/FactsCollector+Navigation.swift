import SwiftSyntax

/// What a call records for the navigation model: the destination values it passes (an enum
/// case, a string, a metatype), the switch arm it is made in, and whether its value is what the
/// function around it returns.
///
/// Values are written as the model reads them: `.orderDetail` (an enum case, or
/// `.orderDetail(id)`), `Route.orderDetail` (a case or static member on a type), `"search"` (a
/// string literal without interpolation), `SignInModule.self` (a metatype), `SearchRoute()` (a
/// value of a type made there, `SearchRoute(query: text)`). Arms use the same forms.
extension FactsCollector {
  /// What a call's arguments say, in one walk over them: their labels (`_` for none), the
  /// destination values among them, and those written as an implicit member
  /// (`.systemBackground`, `.systemFont(ofSize: 14)`, `.init(named: "logo")!`), whose type is
  /// their parameter's. An argument labelled `forKey` is a key that names stored data
  /// (`container.decode(Int.self, forKey: .lesson)`, `defaults.set(true, forKey: "onboarded")`),
  /// not a screen.
  func argumentFacts(of node: FunctionCallExprSyntax) -> (
    labels: [String], values: [String], implicitMembers: [ImplicitMemberArgument]
  ) {
    var labels: [String] = []
    var values: [String] = []
    var implicitMembers: [ImplicitMemberArgument] = []
    for (index, argument) in node.arguments.enumerated() {
      let label = argument.label
      labels.append(label.map { text(of: $0) } ?? "_")
      let expression = argument.expression
      var inner = expression
      if let unwrapped = inner.as(ForceUnwrapExprSyntax.self) { inner = unwrapped.expression }
      if let call = inner.as(FunctionCallExprSyntax.self) { inner = call.calledExpression }
      if let member = inner.as(MemberAccessExprSyntax.self), member.base == nil {
        implicitMembers.append(
          ImplicitMemberArgument(
            index: index, member: text(of: member.declName.baseName),
            location: location(expression)))
      }
      if let label, label.text == "forKey" { continue }
      if let value = destinationValue(expression) {
        values.append(value)
      } else if let label, label.text == "withIdentifier" || label.text == "identifier",
        let path = propertyPath(expression)
      {
        // `performSegue(withIdentifier: view.loginSegue)`: the constant a property holds.
        values.append("@" + path)
      } else if let mapped = mappedClosures.last ?? nil,
        let reference = expression.as(DeclReferenceExprSyntax.self),
        text(of: reference.baseName) == mapped.parameter
      {
        values += mapped.values
      }
      if let label, label.text == "path", let bound = boundProperty(expression) {
        values.append(bound)
      }
    }
    return (labels, values, implicitMembers)
  }

  /// A closure's only parameter and the destination values it takes, when the closure is
  /// mapped over a list of them (`pages.map { screen(for: $0) }`, `[.feed, .settings].forEach {
  /// page in open(page) }`, the list written there or a local set to it): a call in it made
  /// with the parameter is made with each.
  func mappedParameter(of closure: ClosureExprSyntax) -> (parameter: String, values: [String])? {
    // The call the closure is the trailing closure or an argument of.
    var holder = closure.parent
    if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
    guard let call = holder?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      Self.mappingMethods.contains(text(of: member.declName.baseName)), let list = member.base,
      let parameter = onlyParameter(of: closure)
    else { return nil }
    if let values = listValues(of: list) { return (parameter, values) }
    guard let local = list.as(DeclReferenceExprSyntax.self), let function = functions.last,
      let values = listLocals[function + " " + text(of: local.baseName)]
    else { return nil }
    return (parameter, values)
  }

  /// A closure's only parameter: `$0`, or the one its signature names.
  private func onlyParameter(of closure: ClosureExprSyntax) -> String? {
    guard let signature = closure.signature else { return "$0" }
    switch signature.parameterClause {
    case .simpleInput(let names):
      return names.count == 1 ? names.first.map { text(of: $0.name) } : nil
    case .parameterClause(let clause):
      guard clause.parameters.count == 1 else { return nil }
      return clause.parameters.first.map { text(of: $0.firstName) }
    case nil:
      return nil
    }
  }

  /// The methods that call a closure with each element of a list.
  private static let mappingMethods: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

  /// The destination values of a list literal of them, under the calls made on it
  /// (`[.settings, .feed].sorted(by: ...)`): `nil` unless it is one and every element is one.
  func listValues(of expression: ExprSyntax) -> [String]? {
    var base = expression
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
    {
      base = inner
    }
    guard let array = base.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
    var values: [String] = []
    for element in array.elements {
      guard let value = destinationValue(element.expression) else { return nil }
      values.append(value)
    }
    return values
  }

  /// The stored property a stack's path is bound to, as `$` and the property's path
  /// (`$navigation.mealsPath` for `NavigationStack(path: $navigation.mealsPath)`, `$path` for
  /// `$path`): the stack starts with the values that property starts with.
  private func boundProperty(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = text(of: reference.baseName)
      return name.hasPrefix("$") && name.count > 1 ? name : nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let name = text(of: base.baseName)
    guard name.hasPrefix("$"), name.count > 1 else { return nil }
    return name + "." + text(of: member.declName.baseName)
  }

  /// The member path of a property read written with lowercase names (`loginSegue`,
  /// `viewController.loginSegue`; `self.` left out), else `nil`.
  private func propertyPath(_ expression: ExprSyntax) -> String? {
    var names: [String] = []
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = text(of: member.declName.baseName)
      guard isLowercased(name) else { return nil }
      names.append(name)
      current = base
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
    let first = text(of: reference.baseName)
    if first != "self" {
      guard isLowercased(first) else { return nil }
      names.append(first)
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// A destination value an expression writes, if it writes one.
  func destinationValue(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let call = expression.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self),
      startsWithCapital(type.baseName)
    {
      // `SearchRoute(query: text)`: a value of a type, made here.
      return text(of: type.baseName) + "()"
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(MemberAccessExprSyntax.self)
    {
      // `.orderDetail(id)`, `Route.orderDetail(id)`: the case, its payload left out.
      expression = call.calledExpression
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = text(of: member.declName.baseName)
      // `Segue.edit.rawValue`: the string the case stands for.
      if name == "rawValue", let enumCase = member.base?.as(MemberAccessExprSyntax.self),
        let type = enumCase.base?.as(DeclReferenceExprSyntax.self), startsWithCapital(type.baseName)
      {
        let caseName = text(of: enumCase.declName.baseName)
        return isLowercased(caseName)
          ? text(of: type.baseName) + "." + caseName + ".rawValue" : nil
      }
      guard let base = member.base else {
        return isLowercased(name) ? "." + name : nil
      }
      guard let type = base.as(DeclReferenceExprSyntax.self), startsWithCapital(type.baseName)
      else { return nil }
      if name == "self" { return text(of: type.baseName) + ".self" }
      return isLowercased(name) ? text(of: type.baseName) + "." + name : nil
    }
    if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    {
      let content = text(of: segment.content)
      return content.isEmpty ? nil : "\"" + content + "\""
    }
    return nil
  }

  private func isLowercased(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
  }

  /// The labels of a switch arm, each case item as a destination value (`case .home,
  /// .settings:` gives `.home` and `.settings`; `case "search":` gives `"search"`; `case is
  /// SearchRoute:` gives `SearchRoute.self`), and whether the switch dispatches on the value
  /// its function was given. Empty for `default:`.
  func arm(_ arm: SwitchCaseSyntax) -> (labels: [String], dispatches: Bool) {
    guard case .case(let label) = arm.label else { return ([], false) }
    let labels = label.caseItems.compactMap { pattern(Syntax($0.pattern)) }
    let subject = arm.parent?.parent?.as(SwitchExprSyntax.self)?.subject
    return (labels, subject.map { switchesOnGivenValue($0, at: Syntax(arm)) } ?? false)
  }

  /// Whether a switch's subject is the value its function was given to dispatch on: `self`
  /// (an enum's `var screen: some View { switch self { ... } }`) or a parameter of the
  /// function (`func view(for route: Route) { switch route.path { ... } }`), or of a closure
  /// registered for a type's values (`navigationDestination(for: Route.self) { route in
  /// switch route { ... } }`); not another closure's parameter (`{ result in switch result {
  /// ... } }` handles an answer) nor a property, but a SwiftUI app's state (`@State var
  /// appState`, `@AppStorage`): its scene shows what the state's value maps to whenever code
  /// sets it (`appState = .home` in a closure handed to a module).
  private func switchesOnGivenValue(_ subject: ExprSyntax, at node: Syntax) -> Bool {
    if isAppState(subject) { return true }
    var base = subject
    while true {
      if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base {
        base = inner
      } else if let call = base.as(FunctionCallExprSyntax.self) {
        base = call.calledExpression
      } else if let chained = base.as(OptionalChainingExprSyntax.self) {
        base = chained.expression
      } else {
        break
      }
    }
    if base.is(DeclReferenceExprSyntax.self) == false { return false }
    guard let name = base.as(DeclReferenceExprSyntax.self).map({ text(of: $0.baseName) }) else {
      return false
    }
    if name == "self" { return true }
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        if closureDeclares(closure, name) { return isRegisteredForValues(closure) }
      } else if let function = ancestor.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          text(of: $0.secondName ?? $0.firstName) == name
        }
      } else if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
        || ancestor.is(MemberBlockSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether a switch's subject is a state property of the SwiftUI `App` being read (`switch
  /// appState`, `switch self.phase`).
  private func isAppState(_ subject: ExprSyntax) -> Bool {
    guard let type = open.last,
      type.inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" })
    else { return false }
    var name: String?
    if let reference = subject.as(DeclReferenceExprSyntax.self) {
      name = text(of: reference.baseName)
    } else if let access = subject.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(DeclReferenceExprSyntax.self), token(base.baseName, is: "self")
    {
      name = text(of: access.declName.baseName)
    }
    guard let name else { return false }
    return type.properties.contains { property in
      property.name == name
        && ["State", "AppStorage", "SceneStorage"].contains(property.wrapper ?? "")
    }
  }

  /// The arm a type test of the value the function was given opens: `guard route is
  /// CartRoute else { ... }` (the rest of the function runs for that type),
  /// `if let order = route as? OrderRoute { ... }` (the body does), as `case is CartRoute:`
  /// would. `nil` when the conditions test no given value's type, or test several.
  func typeTestArm(_ conditions: ConditionElementListSyntax, at node: Syntax) -> (
    labels: [String], dispatches: Bool
  )? {
    var labels: [String] = []
    for element in conditions {
      let tested: ExprSyntax?
      switch element.condition {
      case .expression(let expression): tested = expression
      case .optionalBinding(let binding): tested = binding.initializer?.value
      default: tested = nil
      }
      guard let sequence = tested?.as(SequenceExprSyntax.self) else { continue }
      let items = Array(sequence.elements)
      guard items.count == 3, let type = items[2].as(TypeExprSyntax.self),
        items[1].is(UnresolvedIsExprSyntax.self)
          || items[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind
            == .postfixQuestionMark,
        let name = referencedTypeName(type.type),
        switchesOnGivenValue(items[0], at: node)
      else { continue }
      labels.append(name + ".self")
    }
    return labels.count == 1 ? (labels, true) : nil
  }

  /// Whether a closure is handed, with a metatype, to the call that registers it: it is run
  /// for values of that type (`navigationDestination(for: Route.self) { ... }`,
  /// `register(PaymentRoute.self) { route in ... }`).
  private func isRegisteredForValues(_ closure: ClosureExprSyntax) -> Bool {
    guard let call = call(receiving: closure)?.call else { return false }
    return call.arguments.contains { argument in
      guard let access = argument.expression.as(MemberAccessExprSyntax.self) else { return false }
      return access.declName.baseName.tokenKind == .keyword(.self) && access.base != nil
    }
  }

  private func closureDeclares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
    if name.hasPrefix("$") { return true }
    guard let parameters = closure.signature?.parameterClause else { return false }
    switch parameters {
    case .simpleInput(let list): return list.contains { text(of: $0.name) == name }
    case .parameterClause(let clause):
      return clause.parameters.contains { text(of: $0.secondName ?? $0.firstName) == name }
    }
  }

  /// The destination value a case pattern matches.
  private func pattern(_ node: Syntax) -> String? {
    if let binding = node.as(ValueBindingPatternSyntax.self) {
      return pattern(Syntax(binding.pattern))
    }
    if let expression = node.as(ExpressionPatternSyntax.self) {
      return destinationValue(expression.expression)
    }
    if let isType = node.as(IsTypePatternSyntax.self), let name = referencedTypeName(isType.type) {
      return name + ".self"
    }
    return nil
  }

  /// Marks the calls whose value an expression in a result position is: the expression of a
  /// `return`, or the only statement of a function's or an accessor's body, through the
  /// modifiers and conversions applied to it (`HomeView(...).navigationTitle("x").any()`
  /// marks both calls). A closure's value is not the function's: `destination: { HomeView() }`
  /// is a tab handed to another screen. With `handed`, the value of a closure handed to an
  /// initializer: its outermost call only (``CallFacts/isHandedResult``).
  func markResult(_ expression: ExprSyntax, handed: Bool = false) {
    var current: ExprSyntax? = expression
    // The value read there when no call gives it (`return factory.settingsScreen`): a
    // property whose getter may build the result.
    var read = !handed
    while let node = current {
      if read, node.is(MemberAccessExprSyntax.self) || node.is(DeclReferenceExprSyntax.self) {
        resultReads.insert(node.id)
        read = false
      }
      if let call = node.as(FunctionCallExprSyntax.self) {
        read = false
        // A handed closure's value is its outermost call's: what the type gets by calling it.
        if handed {
          handedResultCalls.insert(call.id)
          return
        }
        resultCalls.insert(call.id)
        current = call.calledExpression
      } else if let access = node.as(MemberAccessExprSyntax.self) {
        current = access.base
      } else if let attempt = node.as(TryExprSyntax.self) {
        current = attempt.expression
      } else if let waiting = node.as(AwaitExprSyntax.self) {
        current = waiting.expression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let chained = node.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      } else if let cast = node.as(AsExprSyntax.self) {
        current = cast.expression
      } else {
        current = nil
      }
    }
  }

  /// Records what a type's constant stands for, when it is a string or a case's raw value
  /// (`static let edit = "edit"`, `static let edit = Segue.edit.rawValue`): a value written
  /// `Names.edit` maps to it, as a case to its raw value.
  func recordConstant(named name: TokenSyntax, value: ExprSyntax) {
    guard !open.isEmpty,
      value.is(StringLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self),
      let made = destinationValue(value), made.hasPrefix("\"") || made.hasSuffix(".rawValue")
    else { return }
    let owner = ModuleModel.lastComponent(open[open.count - 1].name)
    open[open.count - 1].armValues.append(
      ArmValue(labels: [owner + "." + text(of: name)], value: made))
  }

  /// Records the value an arm that dispatches on its function's value gives, when it is a
  /// destination value (`case .tabbar: return "Tabbar"`): the value it maps to another.
  func recordArmValue(_ expression: ExprSyntax) {
    guard recordsEverything, !open.isEmpty, let arm = arms.last, arm.dispatches,
      !arm.labels.isEmpty, let value = destinationValue(expression)
    else { return }
    open[open.count - 1].armValues.append(ArmValue(labels: arm.labels, value: value))
  }

  /// Enters a closure: the initializer argument it is handed as (`RootBuilder(loggedIn: {
  /// ... })`: `RootBuilder.loggedIn`), or the other object's property it is assigned to
  /// (`child.onFinish = { ... }`: `=child.onFinish`), else the one an enclosing closure is, for
  /// the calls in it; a handed closure's only statement is its value. A whole walk only.
  func enterHandedClosure(_ node: ClosureExprSyntax) {
    guard recordsEverything else {
      handedStack.append(handedStack.last ?? nil)
      return
    }
    // The call the closure is an argument of, asked once: most closures are handed to one.
    let received = call(receiving: node)
    let argument = received.flatMap { handedKey(of: $0.call, label: $0.label) }
    let toFramework = argument.map(Self.namesFrameworkType) == true
    if let received, let notification = observedNotification(registeredBy: received.call) {
      // What observes a notification runs when it is posted.
      handedStack.append(CallFacts.notificationPrefix + notification)
    } else if let argument, !(toFramework && argument.hasSuffix(".init()")) {
      // A closure handed to a framework's type (`UIView.transition(...) { ... }`,
      // `UIAlertAction(handler:)`) runs as part of the closure around it, if any.
      handedStack.append(toFramework ? (handedStack.last ?? nil) : argument)
      markOnlyStatement(of: node.statements, handed: true)
    } else if let received, let callee = calleeName(received.call.calledExpression),
      Self.isRegistration(callee)
    {
      handedStack.append(CallFacts.registeredFactory)
    } else {
      handedStack.append(assignedProperty(node) ?? handedStack.last ?? nil)
    }
  }

  /// Whether a handed key's type (`UIView` of `UIView.transition()`) is a name Apple's
  /// frameworks declare, not the codebase's.
  static func namesFrameworkType(_ key: String) -> Bool {
    guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
    if case .modules = FrameworkCatalog.provision(of: String(Substring(key.utf8[..<dot]))) {
      return true
    }
    return false
  }

  /// Whether a call registers what its closure makes with a dependency container
  /// (`container.register(Api.self) { _ in ... }`, Swinject's `autoregister`, Resolver's
  /// `register { ... }`, `registerSingleton`): the closure runs when the type is resolved,
  /// not where it is written. Named exactly: an app's `registerUser(email) { ... }` signs a
  /// user up and runs its completion.
  static func isRegistration(_ callee: String) -> Bool {
    registrationCallees.contains(callee)
  }

  static let registrationCallees: Set<String> = [
    "register", "autoregister", "registerSingleton", "registerLazySingleton", "registerFactory",
  ]

  /// `=` and the member path of the property a closure is assigned to, when it is another
  /// object's (`child.onFinish = { ... }`: `=child.onFinish`; `=factory.make().done`): the
  /// object runs it where it calls that property. `nil` for `self`'s own properties, whose
  /// closures are the type's own code where they are written.
  private func assignedProperty(_ node: ClosureExprSyntax) -> String? {
    guard let list = node.parent?.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == node.id }), position != list.startIndex
    else { return nil }
    let operatorPosition = list.index(before: position)
    guard list[operatorPosition].is(AssignmentExprSyntax.self), operatorPosition != list.startIndex,
      let member = list[list.index(before: operatorPosition)].as(MemberAccessExprSyntax.self),
      let base = member.base, let path = valuePath(of: base), path != ["self"]
    else { return nil }
    return "=" + path.joined(separator: ".") + "." + text(of: member.declName.baseName)
  }

  /// What an argument of `call` with `label` is handed as: `Type.label` for a closure that is
  /// the labelled argument, or a labelled trailing closure, of a call of a type's initializer
  /// (`Type(label: { ... })`, `Type.init()` for an unlabelled one); `Type.method(label:)` for one
  /// of a method of a type the call names (`AuthBuilder().make(onLogin: { ... })`),
  /// `Type.method()` for such a method's unlabelled trailing closure, whose label its
  /// declaration says.
  private func handedKey(of call: FunctionCallExprSyntax, label: TokenSyntax?) -> String? {
    if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName {
      guard startsWithCapital(type) else { return nil }
      // An unlabelled closure is handed for the label its initializer gives it
      // (`AuthWireframe { ... }` for `init(showMain:)`), resolved in the model.
      return text(of: type) + "." + (label.map { text(of: $0) } ?? "init()")
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      var base = member.base
    else { return nil }
    if let made = base.as(FunctionCallExprSyntax.self) { base = made.calledExpression }
    guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName, startsWithCapital(type)
    else { return nil }
    let method = text(of: type) + "." + text(of: member.declName.baseName)
    return method + (label.map { "(" + text(of: $0) + ":)" } ?? "()")
  }

  /// Records the type's own functions a call hands as labelled arguments, where a closure
  /// could be (`CategoryListModule().build(onPresent: showTasks(category:))`, `onDone:
  /// self.finish`): they run where the method's type calls what it kept. A bare name counts
  /// only with argument names or when no parameter of the function has it.
  func recordHandedFunctions(_ node: FunctionCallExprSyntax) {
    guard recordsEverything, !open.isEmpty, namesType(node) else { return }
    for argument in node.arguments {
      // The cheap questions first: most arguments are values.
      guard let label = argument.label, mayNameFunction(argument.expression),
        let member = functionReference(argument.expression),
        let handedTo = handedKey(of: node, label: label)
      else { continue }
      open[open.count - 1].handedFunctions.append(
        HandedFunction(
          handedTo: handedTo, member: member, function: functions.last,
          owner: staticOwner(of: argument.expression)))
    }
  }

  /// Records what an assignment to another object's property hands it: one of the type's
  /// functions (`presenter.onDone = finish(_:)`), or a closure parameter of the method it is
  /// in (`presenter.onPresent = onPresent` in `build(onPresent:)`), which is handed on. An
  /// initializer that keeps a closure parameter in a property of another name
  /// (`self.makeDetail = makeDetailRouter` in `init(makeDetailRouter:)`) hands what its callers
  /// pass for that label on to the property.
  func recordHandedByAssignment(target: [String], member: String, value: ExprSyntax) {
    guard recordsEverything, !open.isEmpty else { return }
    if target.isEmpty {
      recordKeptUnderAnotherName(member: member, value: value)
      return
    }
    guard target != ["self"], mayNameFunction(value, ofOtherTypes: false) else { return }
    let key = "=" + target.joined(separator: ".") + "." + member
    if let name = value.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
      let (owner, function, parameter) = enclosingParameter(
        named: text(of: name.baseName), from: Syntax(value))
    {
      open[open.count - 1].forwardedClosures.append(
        ClosureForward(
          from: owner + "." + function + "(" + parameter + ":)", to: key,
          function: functions.last))
      return
    }
    guard let function = functionReference(value) else { return }
    open[open.count - 1].handedFunctions.append(
      HandedFunction(
        handedTo: key, member: function, function: functions.last, owner: staticOwner(of: value)))
  }

  /// In an initializer, `self.member = parameter` for a parameter whose label is not `member`:
  /// what is handed for the label (`Type.label`) is kept as `Type.member`.
  private func recordKeptUnderAnotherName(member: String, value: ExprSyntax) {
    // Most assignments are not an initializer's `self.name = name`: the cheap questions first.
    guard let name = value.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
      let function = functions.last, function.utf8.starts(with: "init@".utf8),
      !startsWithCapital(name.baseName), !token(name.baseName, isText: member),
      let (owner, _, label) = enclosingParameter(
        named: text(of: name.baseName), from: Syntax(value)),
      label != member, label != "_"
    else { return }
    open[open.count - 1].forwardedClosures.append(
      ClosureForward(from: owner + "." + label, to: "=self." + member, function: function))
  }

  /// Whether a call is of a type's initializer or of a method of a type it names
  /// (`Builder(...)`, `Builder.make(...)`, `Builder().make(...)`): the calls whose closure
  /// arguments ``handedKey(of:label:)`` names.
  private func namesType(_ call: FunctionCallExprSyntax) -> Bool {
    if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName {
      return startsWithCapital(type)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      var base = member.base
    else { return false }
    if let made = base.as(FunctionCallExprSyntax.self) { base = made.calledExpression }
    return base.as(DeclReferenceExprSyntax.self).map { startsWithCapital($0.baseName) } ?? false
  }

  /// Whether an expression is of a shape that can name a function as a value: a name, a
  /// member of `self` or `Self`, or (`ofOtherTypes`) a member of a type
  /// (`DetailAssembly.router`, a static method). An assignment hands another type's member
  /// too rarely for the cost of asking (`label.textColor = UIColor.white` is most of them).
  private func mayNameFunction(_ expression: ExprSyntax, ofOtherTypes: Bool = true) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    switch base.baseName.tokenKind {
    case .keyword(.self), .keyword(.Self): return true
    default: break
    }
    // A type's static method: a lower-case member of a capitalized name (not a nested type).
    return ofOtherTypes && startsWithCapital(base.baseName)
      && !startsWithCapital(member.declName.baseName)
  }

  /// The type a function reference names the function a static member of
  /// (`DetailAssembly` in `DetailAssembly.router`); `nil` for a name or a member of `self`.
  private func staticOwner(of expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind != .keyword(.self), base.baseName.tokenKind != .keyword(.Self),
      startsWithCapital(base.baseName)
    else { return nil }
    return text(of: base.baseName)
  }

  /// The function an expression names as a value: `showTasks(category:)`, `self.finish`, or a
  /// bare lowercase name that no parameter of the enclosing function has (`finish`).
  private func functionReference(_ expression: ExprSyntax) -> String? {
    if let name = expression.as(DeclReferenceExprSyntax.self) {
      let base = text(of: name.baseName)
      guard let first = base.first, first.isLowercase else { return nil }
      if name.argumentNames != nil { return base }
      if enclosingParameter(named: base, from: Syntax(expression)) != nil { return nil }
      return base
    }
    if let member = expression.as(MemberAccessExprSyntax.self), mayNameFunction(expression) {
      return text(of: member.declName.baseName)
    }
    return nil
  }

  /// The enclosing function's parameter with `name` (its inner name): the type, the
  /// function's name (`init` for an initializer) and the parameter's label. The function's
  /// parameters are read once (``parametersOfFunction``).
  private func enclosingParameter(named name: String, from node: Syntax) -> (
    owner: String, function: String, label: String
  )? {
    guard let function = functions.last, !open.isEmpty else { return nil }
    if parametersOfFunction[function] == nil {
      var labels: [String: String] = [:]
      var current = node.parent
      while let syntax = current, !syntax.is(MemberBlockSyntax.self) {
        var parameters: FunctionParameterListSyntax?
        if let declaration = syntax.as(FunctionDeclSyntax.self) {
          parameters = declaration.signature.parameterClause.parameters
        } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
          parameters = initializer.signature.parameterClause.parameters
        }
        if let parameters {
          for parameter in parameters where !token(parameter.firstName, is: "_") {
            labels[text(of: parameter.secondName ?? parameter.firstName)] = text(
              of: parameter.firstName)
          }
          break
        }
        current = syntax.parent
      }
      parametersOfFunction[function] = labels
    }
    guard let label = parametersOfFunction[function]?[name],
      let at = function.utf8.firstIndex(of: UInt8(ascii: "@"))
    else { return nil }
    return (
      ModuleModel.lastComponent(open[open.count - 1].name), String(Substring(function.utf8[..<at])),
      label
    )
  }

  /// Records the closure parameters a call of a type's initializer is handed on as
  /// (`AuthRouter(onLogin: onLogin)` in `func make(onLogin: ...)` of `AuthBuilder`: what
  /// `AuthBuilder.make(onLogin:)` is handed, `AuthRouter.onLogin` is).
  func recordForwardedClosures(_ node: FunctionCallExprSyntax, in type: String) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
      startsWithCapital(callee),
      node.arguments.contains(where: {
        $0.label != nil && $0.expression.is(DeclReferenceExprSyntax.self)
      })
    else { return }
    var parameters: FunctionParameterListSyntax?
    var function = "init"
    var current = node.parent
    while let syntax = current, !syntax.is(MemberBlockSyntax.self) {
      if let declaration = syntax.as(FunctionDeclSyntax.self) {
        parameters = declaration.signature.parameterClause.parameters
        function = text(of: declaration.name)
        break
      }
      if let initializer = syntax.as(InitializerDeclSyntax.self) {
        parameters = initializer.signature.parameterClause.parameters
        break
      }
      current = syntax.parent
    }
    guard let parameters else { return }
    let owner = ModuleModel.lastComponent(type)
    for argument in node.arguments {
      guard let label = argument.label,
        let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName,
        let parameter = parameters.first(where: {
          text(of: $0.secondName ?? $0.firstName) == text(of: name)
        }),
        !token(parameter.firstName, is: "_"), isFunctionType(parameter.type)
      else { continue }
      open[open.count - 1].forwardedClosures.append(
        ClosureForward(
          from: owner + "." + function + "(" + text(of: parameter.firstName) + ":)",
          to: text(of: callee) + "." + text(of: label)))
    }
  }

  /// Whether a written type is a function type (`@escaping (User) -> Void`), not optional.
  private func isFunctionType(_ type: TypeSyntax) -> Bool {
    var type = type
    while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    return type.is(FunctionTypeSyntax.self)
  }

  /// Whether a written type is a closure's, optional or not (`@escaping () -> Void`,
  /// `((User) -> Void)?`).
  func isClosureType(_ type: TypeSyntax) -> Bool {
    unwrappedType(type).is(FunctionTypeSyntax.self)
  }

  /// Marks the only statement of a body as its result, when it is an expression.
  func markOnlyStatement(of items: CodeBlockItemListSyntax, handed: Bool = false) {
    guard items.count == 1, let item = items.first else { return }
    if let expression = item.item.as(ExprSyntax.self) {
      markResult(expression, handed: handed)
    } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
      markResult(statement.expression, handed: handed)
    }
  }
}
