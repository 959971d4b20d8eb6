/// What the code of each module causes to be shown: one navigation model, over calls at the
/// level of functions.
///
/// A call is followed to what it gives (``TypeTable/resolve(_:in:function:depth:)``), and
/// also into what it runs: through a protocol requirement to the implementing methods, through
/// a value's class to its method, to a function of the type itself. What a function shows is
/// what its calls open (a module's builder, router, view or presenter obtained or created), what
/// the functions it calls show, and what the destination values it makes lead to. A
/// destination value (an enum case `.orderDetail(id)`, a route struct `SearchRoute(query:)`, a
/// string, a metatype `SignInModule.self`) leads to the modules built in the switch arms that
/// match it, wherever that switch is (a coordinator's `build(_:)`, a shared router, a
/// `navigationDestination`), or for a metatype of a module's type, to that module.
///
/// A route A -> B is a path from A's own code to B's builder that passes through A's code and
/// code of no module (shared routers, builders, coordinators, navigation services) only. A
/// function whose result is one module's screen and that builds other modules on the way
/// embeds them in it: the tab bar a builder returns, with the tabs it made, routes to each tab.
/// So does a function that builds one module's screen and makes and starts an object that
/// shows others (the coordinator it hands the tab bar to, which fills the tabs).
final class NavigationGraph {
  /// A function of a type, by its base name (overloads are one node).
  struct Callable: Hashable {
    var type: Int
    var member: String
  }

  /// A module shown: the type of it that was reached and the steps that led there (the call
  /// as written, then each dispatch, destination value or builder).
  struct Shown {
    var target: Int
    var module: String
    var steps: [String]
    /// Whether the call itself opens the module (what it obtains), not a function it runs or
    /// a value it makes: only such an opening may be a module's route to itself.
    var isDirect = false
    /// Where the call that opens the module is (the last step: a builder's call in a switch
    /// arm, in a function the first call runs).
    var location: SourceLocation? = nil
    /// Whether it is shown on the user's action, through a method a selector names: where the
    /// screen that registers it navigates, never what that screen is or holds.
    var onAction = false

    /// The same module shown, with steps before the ones that led there.
    func after(_ steps: [String]) -> Shown {
      var result = self
      result.steps = steps + self.steps
      result.isDirect = false
      return result
    }
  }

  /// A switch arm that builds modules: its label, the type whose code switches, what it shows.
  private struct Arm {
    var label: DestinationValue
    var owner: Int
    var shown: [Shown]
  }

  private let table: TypeTable
  /// Whether calls are followed only through the code of the type that makes them and of
  /// types of no module: what a view's own code shows, not what its presenter's router does.
  private let ownCodeOnly: Bool
  private var types: [ModelType] { table.types }
  private lazy var registries = table.moduleRegistries
  private var reached: [Callable: [Shown]] = [:]
  private var reachedFromArms: [Callable: [Shown]] = [:]
  /// What a function reached with a chain cut short at ``maximumDepth``, by the depth it was
  /// asked from (``reach(_:)``).
  private var reachedCutShort: [CutKey: [Shown]] = [:]
  private struct CutKey: Hashable {
    var callable: Callable
    var depth: Int
    var fromArms: Bool
  }
  private var active: Set<Callable> = []
  /// Whether a chain followed by the function being reached stopped at ``maximumDepth``.
  private var cutShort = false
  /// Modules a function embeds in the screen it returns: the container's type and what it
  /// embeds.
  private var embedded: [(container: Shown, shown: Shown, location: SourceLocation)] = []
  /// What each arm's call shows (``shown(byArm:)``), by its owner and index.
  private var armScreens: [ArmCall.Key: [Shown]] = [:]
  /// Each type's calls by the base name of the function they are made in (`show` for
  /// `show@12`), by index, gathered once per type.
  private var callsOfType: [Int: [String: [Int]]] = [:]
  /// Each type's property reads (``ModelType/reads``) in the same way.
  private var readsOfType: [Int: [String: [Int]]] = [:]
  private var membersOfType: [Int: Set<String>] = [:]
  private var protocolsOfType: [Int: [Int]] = [:]
  /// Each class's framework callbacks (``delegateCallbacks(of:)``), gathered once per type.
  private var callbacksOfType: [Int: [String]] = [:]
  /// What ``namesKnown(by:)`` gathered, by type.
  private var namesKnownOfType: [Int: Set<String>] = [:]
  private var computingArms = false
  /// What ``screen(builtBy:)`` found for each type asked about, from an arm's call or not.
  private var factoryScreens: [FactoryKey: [Shown]] = [:]
  private struct FactoryKey: Hashable {
    var type: Int
    var fromArm: Bool
  }
  /// The longest chain of functions followed from a call.
  static let maximumDepth = 8
  /// A protocol with more implementers than this is a plug-in point: a call through it is not
  /// followed into them, unless some are in the caller's module.
  static let maximumImplementers = 3

  private let storyboards: StoryboardIndex
  /// The names of each module's types (last components), for the segues they perform.
  private lazy var classesOfModule: [String: Set<String>] = {
    var result: [String: Set<String>] = [:]
    for type in types where !type.module.isEmpty {
      result[type.module, default: []].insert(ModuleModel.lastComponent(type.name))
    }
    return result
  }()

  /// The names of the methods whose parameters have a destination value as their default
  /// (``ParameterFacts/defaultValue``): only calls of these can make a value they do not write.
  private lazy var methodsWithDefaultValues: Set<String> = {
    var names: Set<String> = []
    for type in types {
      for function in type.functions
      where function.parameters.contains(where: { $0.defaultValue != nil }) {
        names.insert(function.name)
      }
    }
    return names
  }()

  /// The destination values a call makes by leaving out arguments whose parameters default to
  /// a case of the codebase's enums (`EntranceAssembly.assemble(using: container)` makes
  /// `.authorization` where `assemble(using:rootModule:)` declares `rootModule: EntranceKind =
  /// .authorization`), for each method the call may run whose labels fit the call's.
  private func defaultValues(of call: CallFacts, in source: Int) -> [String] {
    guard methodsWithDefaultValues.contains(call.callee) else { return [] }
    let runs = dispatch(call, resolved: resolution(of: call, in: source), in: source)
    var values: [String] = []
    for callable in runs {
      for function in types[callable.type].functions where function.name == callable.member {
        // The call's labels, in order, are the method's with the defaulted ones it leaves out
        // (the compiler saw to that); a method they are not a subsequence of is an overload.
        var position = 0
        var omitted: [String] = []
        for parameter in function.parameters {
          let label = parameter.label.isEmpty ? "_" : parameter.label
          if position < call.argumentLabels.count, call.argumentLabels[position] == label {
            position += 1
          } else if let value = parameter.defaultValue,
            // A case of one of the codebase's enums: `bundle: Bundle = .main` chooses no screen.
            parameter.typeNames.contains(where: { name in
              table.typesNamed(name).contains { types[$0].kind == .enum }
            })
          {
            omitted.append(value)
          }
        }
        guard position == call.argumentLabels.count else { continue }
        values += omitted.filter { !values.contains($0) }
      }
    }
    return values
  }

  /// A graph over `table`; with `ownCodeOnly`, a call is followed into functions of the type
  /// that makes it and of types of no module only, and a call through another type of the
  /// caller's module (`output.didSelect(.settings)`, `presenter.router.show()`) shows nothing.
  init(
    table: TypeTable, storyboards: StoryboardIndex = StoryboardIndex([]), ownCodeOnly: Bool = false
  ) {
    self.table = table
    self.storyboards = storyboards
    self.ownCodeOnly = ownCodeOnly
  }

  // MARK: What a call shows

  /// A call's member path (``CallFacts/path``) and its resolution
  /// (``TypeTable/resolve(_:in:function:depth:)``), worked out once for what the call goes
  /// through, what it opens and what it runs: each of them resolved the path again.
  struct ResolvedCall {
    /// The call as a member path.
    var path: [String]
    /// The path's segments resolved, up to the first that cannot be followed.
    var segments: [TypeTable.ResolvedSegment]
  }

  /// A call of `source`'s code, resolved.
  func resolution(of call: CallFacts, in source: Int) -> ResolvedCall {
    let path = call.path
    return ResolvedCall(
      path: path, segments: table.resolve(path, in: source, function: call.function))
  }

  /// What a call in `source` (in `function`) shows: what it opens by what it obtains, the
  /// destination values it makes, and what the functions it runs show.
  func shown(by call: CallFacts, in source: Int) -> [Shown] {
    shown(by: call, resolved: resolution(of: call, in: source), in: source)
  }

  /// ``shown(by:in:)`` for a call already resolved (``resolution(of:in:)``), and whose
  /// functions run may be known already (``dispatch(_:resolved:in:)``).
  func shown(
    by call: CallFacts, resolved: ResolvedCall, runs: [Callable]? = nil, in source: Int
  ) -> [Shown] {
    // A screen made to name who asked (`show(detail, sender: JournalViewController())`) is
    // not shown.
    if call.isSender { return [] }
    let text = resolved.path.joined(separator: ".")
    let module = types[source].module
    if ownCodeOnly, !module.isEmpty, callsThroughOtherRoles(resolved, in: source) {
      return []
    }
    let runs = runs ?? dispatch(call, resolved: resolved, in: source)
    var result = table.directOpenings(
      of: call, path: resolved.path, segments: resolved.segments, in: source,
      registries: registries
    ).map {
      Shown(
        target: $0.target,
        module: adoptingModule(of: $0.target, runs: runs, caller: source, call: call)
          ?? types[$0.target].module, steps: [$0.text], isDirect: true, location: call.location)
    }
    for shown in valueTargets(of: call, in: source) {
      result.append(shown.after([text]))
    }
    result += shown(
      byRunning: runs + getters(readBy: resolved, call: call, in: source), in: source, text: text)
    // An object the call makes that a framework calls back (a table's adapter the view makes
    // and sets as the table's delegate): its callbacks run on the user's action, as the
    // caller's code.
    if resolved.path.count == 1, ModuleModel.isTypeName(call.callee) {
      for made in table.typesNamed(call.callee) {
        let callbacks = delegateCallbacks(of: made)
        guard !callbacks.isEmpty else { continue }
        var shown = self.shown(
          byRunning: callbacks.map { Callable(type: made, member: $0) }, in: source, text: text)
        for index in shown.indices { shown[index].onAction = true }
        result += shown
      }
    }
    // A post runs what observes its notification, in the code that registered it (of the
    // caller's module or of no module): the app's delegate that swaps the window's root when
    // the user logs out.
    if let posted = call.postedNotification, !ownCodeOnly {
      for (observer, index) in table.observers(of: posted) {
        let owner = types[observer].module
        guard owner.isEmpty || owner == module else { continue }
        let label = ModuleModel.lastComponent(types[observer].name)
        for shown in self.shown(by: types[observer].calls[index], in: observer) {
          result.append(shown.after([text, label]))
        }
      }
    }
    return result
  }

  /// What the functions a call or a read of `source`'s code runs show: those of its module's
  /// code or of no module's (of `source` only, with ``ownCodeOnly``); none named for going
  /// back.
  private func shown(byRunning runs: [Callable], in source: Int, text: String) -> [Shown] {
    var result: [Shown] = []
    let module = types[source].module
    for callable in runs where !Self.goesBack(callable.member) {
      let owner = types[callable.type].module
      if ownCodeOnly {
        guard owner.isEmpty || callable.type == source else { continue }
      } else {
        guard owner.isEmpty || owner == module else { continue }
      }
      let label = "\(ModuleModel.lastComponent(types[callable.type].name)).\(callable.member)"
      for shown in reach(callable) {
        result.append(shown.after([text, label]))
      }
    }
    return result
  }

  /// What a property read of `source`'s code (``ModelType/reads``) shows: what the getters
  /// of its computed properties build (`factory?.settingsScreen`, `tab.viewController`, a
  /// view's `content`).
  func shown(byRead read: CallFacts, in source: Int) -> [Shown] {
    // Most reads name no computed property at all: told before the path is resolved.
    guard
      getterOwners[read.callee] != nil
        || read.receiver.map({ getterOwners[$0] != nil }) == true
        || read.chain.contains(where: { getterOwners[$0] != nil })
    else { return [] }
    var path = read.path
    path[path.count - 1] = read.callee
    let resolved = ResolvedCall(
      path: path, segments: table.resolve(path, in: source, function: read.function))
    if ownCodeOnly, !types[source].module.isEmpty, callsThroughOtherRoles(resolved, in: source) {
      return []
    }
    let runs = getters(readBy: resolved, call: read, in: source)
    guard !runs.isEmpty else { return [] }
    return shown(byRunning: runs, in: source, text: path.joined(separator: "."))
  }

  /// The getters a member path runs: each segment that is no call and names a computed
  /// property of the types before it (of `source` itself, for a first name that is no local
  /// or parameter), through protocols to their implementers.
  private func getters(readBy resolved: ResolvedCall, call: CallFacts, in source: Int)
    -> [Callable]
  {
    let path = resolved.path
    var result: [Callable] = []
    for (position, segment) in path.enumerated() where !segment.hasSuffix("()") {
      // Most names are no computed property's: asked once, before any type is.
      guard getterOwners[segment] != nil else { continue }
      let receivers: [Int]
      if position == 0 {
        guard segment != "self", !ModuleModel.isTypeName(segment) else { continue }
        receivers = [source]
      } else {
        guard position <= resolved.segments.count else { break }
        receivers = resolved.segments[position - 1].types
      }
      guard mayHaveGetter(segment, receivers: receivers) else { continue }
      let found = owners(of: segment, from: receivers, caller: source).filter(isGetter)
      // A first name is the type's own property unless the function declares it (asked
      // only of the few that name a getter).
      guard !found.isEmpty,
        position > 0 || !table.isLocalOrParameter(segment, in: source, function: call.function)
      else { continue }
      for callable in found where !result.contains(callable) { result.append(callable) }
    }
    return result
  }

  /// Whether a function of a type is the getter of a computed property: code is written in
  /// a function of that name, and it is no method.
  private func isGetter(_ callable: Callable) -> Bool {
    (callsByFunction(of: callable.type)[callable.member] != nil
      || readsByFunction(of: callable.type)[callable.member] != nil)
      && !types[callable.type].functions.contains { $0.name == callable.member }
  }

  /// Whether a getter of that name may be run on the receivers: one of them, a superclass of
  /// one or an implementer of one declares it, or a protocol does (whose extension may be
  /// what a receiver runs). A quick test before ``owners(of:from:caller:)`` is asked.
  private func mayHaveGetter(_ name: String, receivers: [Int]) -> Bool {
    guard let declaring = getterOwners[name] else { return false }
    if declaring.contains(where: { types[$0].kind == .protocol }) { return true }
    for receiver in receivers {
      var current: Int? = receiver
      var depth = 0
      while let type = current, depth < 8 {
        if declaring.contains(type) { return true }
        current = table.superclass(of: type)
        depth += 1
      }
      if types[receiver].kind == .protocol,
        table.implementers[receiver].contains(where: declaring.contains)
      {
        return true
      }
    }
    return false
  }

  /// The types that declare a property with a getter's body, by its name: the only names a
  /// read may run code for. An assignment of a property with an observer is kept as a read
  /// of it (``FileFacts``' reads), which runs the observer.
  private lazy var getterOwners: [String: Set<Int>] = {
    var result: [String: Set<Int>] = [:]
    for index in types.indices {
      for signature in types[index].signatures where signature.hasGetter {
        result[signature.name, default: []].insert(index)
      }
      for property in types[index].properties where property.isLazy || property.hasObserver {
        result[property.name, default: []].insert(index)
      }
    }
    return result
  }()

  /// Whether a call of `source`'s code may be where a module is shown: it opens one by what
  /// it obtains (a builder called, a module's view controller made), or it makes (or an arm
  /// maps what it makes to) a module's metatype or, where storyboards are, a string naming a
  /// segue or a scene. Every place a ``Shown`` names is such a call's (``valueTargets(of:in:)``); a
  /// case value leads to an arm's call, which is where that arm is.
  func mayShowHere(_ call: CallFacts, in source: Int) -> Bool {
    if !storyboards.isEmpty, Self.generatedStoryboardScene(of: call) != nil { return true }
    let made =
      call.values.compactMap(DestinationValue.init) + constantsRead(by: call, in: source)
    if !made.isEmpty {
      for value in made + mappedValues(of: made, in: source).map(\.to) {
        switch value {
        case .metatype(let name):
          // A factory of no module made from it shows its screen where the factory builds it.
          if table.typesNamed(name).contains(where: opensByMetatype) { return true }
        case .string: if !storyboards.isEmpty { return true }
        case .member, .instance, .rawValue: continue
        }
      }
    }
    let resolved = resolution(of: call, in: source)
    return !table.directOpenings(
      of: call, path: resolved.path, segments: resolved.segments, in: source,
      registries: registries
    ).isEmpty
  }

  /// Whether a function is named for going back (`pop`, `popToRoot`, `dismiss`, `goBack`,
  /// `navigateBack`): what it shows when there is nothing to go back to (a navigator's `pop()`
  /// that falls back to the home route) is no route of its caller's.
  static func goesBack(_ member: String) -> Bool {
    startsWithWord(member, "pop") || startsWithWord(member, "dismiss") || member == "back"
      || member.hasSuffix("Back")
  }

  /// Whether `name`'s first word is `word` (`popToRoot` for `pop`; not `populate`).
  private static func startsWithWord(_ name: String, _ word: String) -> Bool {
    guard name.hasPrefix(word) else { return false }
    let rest = name.utf8.dropFirst(word.utf8.count)
    guard let next = rest.first else { return true }
    return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
  }

  /// Whether a call's receiver chain goes through another type of the caller's module (its
  /// presenter, output or router).
  private func callsThroughOtherRoles(_ resolved: ResolvedCall, in source: Int) -> Bool {
    let path = resolved.path
    guard path.count > 1 else { return false }
    let module = types[source].module
    let segments = table.resolveDroppingLast(path, resolved: resolved.segments)
    return segments.contains { segment in
      segment.types.contains { $0 != source && types[$0].module == module }
    }
  }

  /// What calling a function shows. A function whose result is one module's screen shows that
  /// module; the other modules it builds are embedded in that screen.
  func reach(_ callable: Callable) -> [Shown] {
    // What a function shows from an arm's call (values it makes lead to no other arm) is kept
    // apart: what a function shows does not turn on which was asked first.
    if let known = computingArms ? reachedFromArms[callable] : reached[callable] { return known }
    guard !active.contains(callable) else { return [] }
    guard active.count < Self.maximumDepth else {
      cutShort = true
      return []
    }
    // What was reached with a chain cut short turns on how deep the function was asked from:
    // kept by that depth, so that the many paths to one function at one depth (an app whose
    // routers and coordinators all call each other) follow it once, not once per path.
    let cutKey = CutKey(callable: callable, depth: active.count, fromArms: computingArms)
    if let known = reachedCutShort[cutKey] {
      cutShort = true
      return known
    }
    active.insert(callable)
    // What was reached with a chain cut short at the depth limit is what this path allows, not
    // what the function shows: kept only when nothing below was cut, so that it does not turn
    // on which caller asked first.
    let cutAbove = cutShort
    cutShort = false
    defer {
      active.remove(callable)
      cutShort = cutShort || cutAbove
    }
    var results: [Shown] = []
    var others: [Shown] = []
    var embedding: [(shown: Shown, location: SourceLocation)] = []
    // What each call that is not the result shows, by the call's index.
    var shownByCall: [(index: Int, shown: [Shown])] = []
    // A shared function that switches on the value it was given (a router's `view(for:
    // route)`) runs the arm that value matches: its arms are reached through the values
    // callers make, not all at once. A module's own function runs them as branches.
    let shared = types[callable.type].module.isEmpty
    let made = types[callable.type].calls
    for index in calls(of: callable) where !(shared && made[index].armDispatches) {
      let call = made[index]
      // A closure handed to code that keeps it runs when that code calls it (below). What a
      // selector names runs on the user's action: a route of the module, but no navigation of
      // the code that registers it.
      // So does a closure shared code assigns to another object's property (a coordinator's
      // `output.onSignUp = { ... }`): it runs where that object calls it, for whoever calls
      // it, not for the module that reached this function. A module's own closure stays its
      // action, wherever it is kept.
      if !ownCodeOnly,
        table.isInKeptClosure(call) || (shared && call.handedTo?.utf8.first == UInt8(ascii: "="))
      {
        continue
      }
      if ownCodeOnly, call.isSelector { continue }
      var shown = self.shown(by: call, in: callable.type)
      if call.isSelector {
        for index in shown.indices { shown[index].onAction = true }
      }
      // What a screen navigates to on an action is no part of it, nor what a function
      // that makes the screen gives.
      let onAction = shown.filter(\.onAction)
      shown.removeAll(where: \.onAction)
      others += onAction
      if call.isResult {
        results += shown
      } else {
        others += shown
        embedding += shown.map { ($0, call.location) }
        if !shown.isEmpty { shownByCall.append((index, shown)) }
      }
    }
    // Reading a computed property runs its getter (in a shared function's dispatching
    // switch, when a value matches its arm, as a call does).
    let reads = types[callable.type].reads
    for index in self.reads(of: callable) where !(shared && reads[index].armDispatches) {
      let read = reads[index]
      if !ownCodeOnly, table.isInKeptClosure(read) { continue }
      let shown = self.shown(byRead: read, in: callable.type)
      if read.isResult {
        results += shown
      } else {
        others += shown
        embedding += shown.map { ($0, read.location) }
      }
    }
    // A builder's function that makes another module's view or router and wires its own
    // module's presenter to them makes its own module's screen: wiring beats names.
    let adopted = adoptedTypes(of: callable)
    if !adopted.isEmpty {
      let module = types[callable.type].module
      func adopt(_ shown: inout Shown) {
        if adopted.contains(shown.target) { shown.module = module }
      }
      for index in results.indices { adopt(&results[index]) }
      for index in others.indices { adopt(&others[index]) }
      for index in embedding.indices { adopt(&embedding[index].shown) }
      for index in shownByCall.indices {
        for inner in shownByCall[index].shown.indices { adopt(&shownByCall[index].shown[inner]) }
      }
    }
    let ownOthers = others.count
    // A closure the type was handed for this property runs where it is called: its calls,
    // in the code that wrote it, when that is code of the type's module or of no module. A
    // view that calls what it was handed shows what others chose: not its own code's doing.
    let module = types[callable.type].module
    let handed = ownCodeOnly ? [] : table.handedCalls(of: callable.type, member: callable.member)
    for (source, index) in handed {
      let owner = types[source].module
      guard owner.isEmpty || owner == module else { continue }
      let call = types[source].calls[index]
      let shown = self.shown(by: call, in: source)
      if call.isHandedResult {
        results += shown
      } else {
        others += shown
      }
    }
    // A function of a type of the module, or of no module, handed for this property
    // (`onPresent: showTasks(category:)`) runs where it is called, as a closure does; so does
    // another module's builder's (`makeDetail: DetailAssembly.router`), which builds it.
    if !ownCodeOnly {
      for (source, member) in table.handedFunctions(of: callable.type, member: callable.member) {
        let owner = types[source].module
        let label = "\(ModuleModel.lastComponent(types[source].name)).\(member)"
        if !owner.isEmpty, owner != module, types[source].role == .builder {
          others.append(
            Shown(
              target: source, module: owner, steps: [label],
              location: types[source].functions.first { $0.name == member }?.location))
          continue
        }
        guard owner.isEmpty || owner == module else { continue }
        for shown in reach(Callable(type: source, member: member)) {
          others.append(shown.after([label]))
        }
      }
    }
    let containers = Set(results.map(\.module))
    let answer: [Shown]
    if containers.count == 1, let container = results.first {
      for (shown, location) in embedding where shown.module != container.module {
        embedded.append((container, shown, location))
      }
      answer = results
    } else if results.isEmpty, let container = Self.onlyScreenBuiltHere(others) {
      // A function that builds one module's screen and creates an object of no module that it
      // starts (an app coordinator that builds the tab bar, then makes and starts the
      // coordinator that fills its tabs) shows that screen with what the object shows in it.
      let started = shownByObjectsCreated(in: callable, calls: shownByCall)
      for index in started {
        for shown in shownByCall[index].shown where shown.module != container.module {
          embedded.append((container, shown, made[shownByCall[index].index].location))
        }
      }
      answer =
        started.isEmpty
        ? others
        : shownByCall.indices.flatMap { index in
          started.contains(index)
            ? shownByCall[index].shown.filter { $0.module == container.module }
            : shownByCall[index].shown
        } + others[ownOthers...]
    } else {
      answer = results + others
    }
    if cutShort {
      reachedCutShort[cutKey] = answer
      return answer
    }
    if computingArms {
      reachedFromArms[callable] = answer
    } else {
      reached[callable] = answer
    }
    return answer
  }

  /// The one module's screen a function's own calls open, when the functions it runs show
  /// other modules too: the container those are shown in. `nil` when its calls open none, or
  /// screens of two modules (a router's branches), or when what it runs shows nothing else.
  private static func onlyScreenBuiltHere(_ shown: [Shown]) -> Shown? {
    guard let first = shown.first(where: \.isDirect), !first.module.isEmpty,
      !shown.contains(where: { $0.isDirect && $0.module != first.module }),
      shown.contains(where: { !$0.isDirect && $0.module != first.module })
    else { return nil }
    return first
  }

  /// Of the calls that showed something (positions in `calls`), those made on an object of no
  /// module that the function itself creates (`flow = TabsCoordinator(tabBar: tabs)`, then
  /// `flow?.start()`): an object set up there, with what the function built.
  private func shownByObjectsCreated(
    in callable: Callable, calls: [(index: Int, shown: [Shown])]
  ) -> Set<Int> {
    let made = types[callable.type].calls
    var created: Set<Int> = []
    for index in self.calls(of: callable) {
      let call = made[index]
      guard call.receiver == nil, ModuleModel.isTypeName(call.callee),
        let type = table.lookUp(call.callee), types[type].module.isEmpty,
        types[type].kind == .class || types[type].kind == .struct
      else { continue }
      created.insert(type)
    }
    guard !created.isEmpty else { return [] }
    var result: Set<Int> = []
    for (position, entry) in calls.enumerated() {
      let call = made[entry.index]
      guard call.path.count > 1, entry.shown.contains(where: { !$0.isDirect }) else { continue }
      let resolved = resolution(of: call, in: callable.type)
      let receiver = table.resolveDroppingLast(resolved.path, resolved: resolved.segments)
      if receiver.count == resolved.path.count - 1, let last = receiver.last, !last.isTypeItself,
        last.types.contains(where: created.contains)
      {
        result.insert(position)
      }
    }
    return result
  }

  /// The calls made in a function of a type (every overload of its name), and for a
  /// protocol, in its extensions' default implementation: their indices in the type's calls.
  /// The views and routers of other modules a builder's function makes for its own module
  /// (``TypeTable/adoptedTypes(ofBuilder:member:)``).
  private func adoptedTypes(of callable: Callable) -> Set<Int> {
    table.adoptedTypes(ofBuilder: callable.type, member: callable.member)
  }

  /// The module of the builder's function that makes `target` for its own module
  /// (``adoptedTypes(of:)``): the caller's function, where `call` makes it there, or one of
  /// `runs`, whose call returns that module's screen.
  private func adoptingModule(of target: Int, runs: [Callable], caller: Int, call: CallFacts)
    -> String?
  {
    guard types[target].role == .view || types[target].role == .router else { return nil }
    if types[caller].role == .builder, let function = call.function,
      adoptedTypes(of: Callable(type: caller, member: Self.baseName(of: function)))
        .contains(target)
    {
      return types[caller].module
    }
    for run in runs where types[run.type].role == .builder {
      if adoptedTypes(of: run).contains(target) { return types[run.type].module }
    }
    return nil
  }

  /// A function's base name (`show` for `show@12`).
  private static func baseName(of function: String) -> String {
    function.firstIndex(of: "@").map { String(function[..<$0]) } ?? function
  }

  private func calls(of callable: Callable) -> [Int] {
    callsByFunction(of: callable.type)[callable.member] ?? []
  }

  /// The property reads made in a function of a type, as ``calls(of:)``.
  private func reads(of callable: Callable) -> [Int] {
    readsByFunction(of: callable.type)[callable.member] ?? []
  }

  /// A type's calls by the base name of the function they are made in (the name before its
  /// `@`), in order.
  private func callsByFunction(of type: Int) -> [String: [Int]] {
    if let known = callsOfType[type] { return known }
    let result = Self.byFunction(types[type].calls)
    callsOfType[type] = result
    return result
  }

  /// A type's property reads by the base name of the function they are made in.
  private func readsByFunction(of type: Int) -> [String: [Int]] {
    if let known = readsOfType[type] { return known }
    let result = Self.byFunction(types[type].reads)
    readsOfType[type] = result
    return result
  }

  /// Calls (or reads) by the base name of the function they are made in (the name before
  /// its `@`), by index, in order.
  private static func byFunction(_ calls: [CallFacts]) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    // A function's calls are next to each other: its name is taken once.
    var previous: (function: String, name: String)?
    for index in calls.indices {
      guard let function = calls[index].function else { continue }
      if let previous, previous.function == function {
        result[previous.name]?.append(index)
        continue
      }
      guard let at = function.utf8.firstIndex(of: UInt8(ascii: "@")) else {
        previous = nil
        continue
      }
      let name = String(Substring(function.utf8[..<at]))
      previous = (function, name)
      result[name, default: []].append(index)
    }
    return result
  }

  // MARK: Dispatch

  /// The functions a call runs: the method of the receiver's type, through a protocol to its
  /// implementers (and its extensions), through a class to its superclasses; a function of the
  /// type itself; an initializer's body.
  ///
  /// `resolved` is the call's resolution (``resolution(of:in:)``).
  func dispatch(_ call: CallFacts, resolved: ResolvedCall, in source: Int) -> [Callable] {
    let path = resolved.path
    let member = call.callee
    if path.count == 1 {
      if ModuleModel.isTypeName(member) {
        // An initializer: `Coordinator(navigation)` runs its `init`. A SwiftUI view of no
        // module (a tab container with no presenter) shows what its `body` builds; a view
        // controller of no module (a tab bar controller with no presenter), what it builds
        // when its view loads or it appears.
        return table.typesNamed(member).filter { types[$0].kind != .protocol }.flatMap {
          type -> [Callable] in
          let made = Callable(type: type, member: "init")
          guard types[type].module.isEmpty else { return [made] }
          if types[type].inherited.contains(where: { ModuleModel.lastComponent($0) == "View" }) {
            return [made, Callable(type: type, member: "body")]
          }
          if isViewController(type) {
            return [made] + Self.loadingMembers.map { Callable(type: type, member: $0) }
          }
          return [made]
        }
      }
      return owners(of: member, from: [source], caller: source)
    }
    let segments = resolved.segments
    guard segments.count == path.count else { return [] }
    let receivers = segments[segments.count - 2].types
    return owners(of: member, from: receivers, caller: source)
  }

  /// The framework callbacks (``UIFramework/isDelegateCallback(_:)``) of a class of no
  /// module's role, by base name: what a table or a map calls on the delegate it was given. A
  /// view, even of no module, is a screen of its own: what its taps show, it shows itself.
  private func delegateCallbacks(of type: Int) -> [String] {
    if let known = callbacksOfType[type] { return known }
    var result: [String] = []
    if types[type].kind == .class, types[type].role?.isModuleRole != true {
      for function in types[type].functions
      where UIFramework.isDelegateCallback(function) && !result.contains(function.name) {
        result.append(function.name)
      }
    }
    callbacksOfType[type] = result
    return result
  }

  /// What UIKit and AppKit run when a view controller is shown: its view loads, then it
  /// appears (a tab bar controller may make its tabs in either).
  static let loadingMembers = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]

  /// Whether a class descends from a UIKit or AppKit view controller class.
  private func isViewController(_ type: Int) -> Bool {
    var current: Int? = type
    var depth = 0
    while let index = current, depth < 8 {
      guard types[index].kind == .class, let first = types[index].inherited.first else {
        return false
      }
      if UIFramework.isViewControllerClass(ModuleModel.lastComponent(first)) { return true }
      current = table.superclass(of: index)
      depth += 1
    }
    return false
  }

  /// The types among `receivers` (protocols through their implementers, classes through their
  /// superclasses) that implement `member`, as functions.
  private func owners(of member: String, from receivers: [Int], caller: Int) -> [Callable] {
    var result: [Callable] = []
    var seen: Set<Int> = []
    let callerModule = types[caller].module
    for receiver in receivers {
      var candidates: [Int] = [receiver]
      if types[receiver].kind == .protocol {
        var implementers = table.implementers[receiver]
        if implementers.count > Self.maximumImplementers {
          // Many implementers may inherit few implementations (every screen's view controller
          // inherits its base class's `showError`): those few are what the call runs.
          let implementations = Set(implementers.compactMap { implementation(of: member, in: $0) })
          if implementations.count <= Self.maximumImplementers {
            implementers = implementations.sorted()
          } else {
            implementers = implementers.filter {
              !callerModule.isEmpty && types[$0].module == callerModule
            }
          }
        }
        candidates += implementers
      }
      for candidate in candidates {
        var current: Int? = candidate
        var depth = 0
        var chain: [Int] = []
        var found = false
        while let type = current, depth < 8, seen.insert(type).inserted {
          // A value (a struct: an alert's action model made where the alert is asked for)
          // keeps the closure of the one call that made it; other code calling its property
          // runs one not known there, so none (each is credited where it is written). The
          // value's own code calling it (a SwiftUI view's `home()`) runs what it was handed.
          let handedHere = types[type].kind != .struct || type == caller
          if declares(member, in: type)
            || handedHere
              && (!table.handedCalls(of: type, member: member).isEmpty
                || !table.handedFunctions(of: type, member: member).isEmpty)
          {
            result.append(Callable(type: type, member: member))
            found = true
            break
          }
          chain.append(type)
          current = table.superclass(of: type)
          depth += 1
        }
        // Implemented nowhere in the codebase's classes: an extension of the framework class
        // they descend from (`extension UIViewController { func showLogin() }`).
        if !found, types[candidate].kind == .class,
          let extended = table.frameworkExtension(inheritedBy: candidate),
          declares(member, in: extended), seen.insert(extended).inserted
        {
          result.append(Callable(type: extended, member: member))
          found = true
        }
        // Implemented nowhere on the way up: the default implementation in an extension of a
        // protocol the type adopts, the nearest first (`ShelfRouting: OpensAuthorPage`, whose
        // extension builds the author's page). A protocol with implementers runs theirs: each
        // finds the default itself when it implements nothing.
        if !found, types[candidate].kind != .protocol || candidates.count == 1,
          let owner = defaultImplementation(of: member, adoptedBy: chain),
          !result.contains(Callable(type: owner, member: member))
        {
          result.append(Callable(type: owner, member: member))
        }
      }
    }
    return result
  }

  /// The type whose code `member` runs in for a value of the type at `type`: the type itself or
  /// its nearest superclass that declares it (or is handed it); `nil` when none does.
  private func implementation(of member: String, in type: Int) -> Int? {
    var current: Int? = type
    for _ in 0..<8 {
      guard let next = current else { return nil }
      if declares(member, in: next) || !table.handedCalls(of: next, member: member).isEmpty
        || !table.handedFunctions(of: next, member: member).isEmpty
      {
        return next
      }
      current = table.superclass(of: next)
    }
    return nil
  }

  /// The protocol whose extension implements `member` for the types of `chain` (a type and its
  /// superclasses): among the protocols they adopt and those refine, the nearest whose code
  /// has a function of that name.
  private func defaultImplementation(of member: String, adoptedBy chain: [Int]) -> Int? {
    // Most members no protocol's code implements (a framework's method on a view): asked
    // once, before any protocol is looked for.
    guard membersOfProtocolCode.contains(member) else { return nil }
    var queue: [Int] = []
    var visited = Set(chain)
    for type in chain { queue += adoptedProtocols(of: type) }
    var next = 0
    while next < queue.count, next < 64 {
      let type = queue[next]
      next += 1
      guard visited.insert(type).inserted else { continue }
      if callsByFunction(of: type)[member] != nil { return type }
      queue += adoptedProtocols(of: type)
    }
    return nil
  }

  /// The names of the functions protocols' extensions make calls in.
  private lazy var membersOfProtocolCode: Set<String> = {
    var names: Set<String> = []
    for index in types.indices where types[index].kind == .protocol && !types[index].calls.isEmpty {
      names.formUnion(callsByFunction(of: index).keys)
    }
    return names
  }()

  /// The protocols of the codebase a type names in its inheritance clauses, gathered once per
  /// type.
  private func adoptedProtocols(of type: Int) -> [Int] {
    if let known = protocolsOfType[type] { return known }
    var result: [Int] = []
    for name in types[type].inherited {
      // `HomeRouter.Routes`, an alias the type declares of the protocol it adopts, first.
      var named = table.typesNamed(name)
      if named.isEmpty { named = table.typesNamed(ModuleModel.lastComponent(name)) }
      for index in named where types[index].kind == .protocol && index != type {
        result.append(index)
      }
    }
    protocolsOfType[type] = result
    return result
  }

  private func declares(_ member: String, in type: Int) -> Bool {
    memberNames(of: type).contains(member)
  }

  /// The base names of a type's methods and of the functions its calls are made in
  /// (`show@...` is `show`), gathered once per type.
  private func memberNames(of type: Int) -> Set<String> {
    if let known = membersOfType[type] { return known }
    var names = Set(types[type].functions.map(\.name))
    names.formUnion(callsByFunction(of: type).keys)
    names.formUnion(readsByFunction(of: type).keys)
    membersOfType[type] = names
    return names
  }

  // MARK: Destination values

  /// The modules the destination values a call makes lead to: the switch arms that match
  /// them, every arm of an enum a call lists all cases of (`Tabs.allCases`), and the module of
  /// a type passed as a metatype to be made (`container.resolve(SignInModule.self)`).
  private func valueTargets(of call: CallFacts, in source: Int) -> [Shown] {
    // R.swift's accessor of a storyboard's scene leads to that scene's classes.
    if !storyboards.isEmpty, let scene = Self.generatedStoryboardScene(of: call) {
      let step =
        "R.storyboard.\(scene.storyboard)" + (scene.identifier.map { ".\($0)()" } ?? "")
      return storyboards.classesShown(
        generatedStoryboard: scene.storyboard, identifier: scene.identifier
      ).flatMap { sceneShown($0, step: step, at: call.location) }
    }
    // A call that makes no value (most calls) leads nowhere by one: decided before the
    // storyboard lookups below, which read every call of the type.
    let instantiated = instantiatedClass(by: call, in: source)
    let defaults = defaultValues(of: call, in: source)
    guard !call.values.isEmpty || call.isOnAllCases || instantiated != nil || !defaults.isEmpty
    else { return [] }
    var result: [Shown] = []
    let made =
      (call.values + defaults).compactMap(DestinationValue.init)
      + stackStart(of: call, in: source)
      + constantsRead(by: call, in: source)
      + (instantiated.map { [DestinationValue.metatype($0)] } ?? [])
    // The enums the parameters it is handed to make an implicit case of (`.initial` handed to
    // `HomeCoordinator(state:)` is a `HomeCoordinatorState`): its arms are in code that knows
    // that enum, not in another enum's switch with a case of the same name.
    let enumsOfValues = enumsOfImplicitValues(made, of: call, in: source)
    // A value an arm maps to another (`case .tabbar: return "Tabbar"`, a raw value) leads
    // where that one does.
    let mapped = mappedValues(of: made, in: source, enums: enumsOfValues)
    let values = made + mapped.map(\.to)
    for value in values {
      if case .metatype(let name) = value {
        for target in table.typesNamed(name) {
          if opensByMetatype(target) {
            result.append(
              Shown(
                target: openedMember(of: target),
                module: adoptingModule(of: target, runs: [], caller: source, call: call)
                  ?? moduleOpened(by: target),
                steps: ["\(name).self"], location: call.location))
          } else if types[target].module.isEmpty, isViewController(target) {
            // A view controller of no module made from its metatype (a tab bar controller a
            // container resolves), as when it is made by its initializer.
            result += shownOnceMade(target).map { $0.after(["\(name).self"]) }
          } else {
            // A factory of no module handed over to be made (`return CartFeature.self` to a
            // navigator that makes it and asks for its screen) shows what it builds.
            result += screen(builtBy: target).map { $0.after(["\(name).self"]) }
          }
        }
      }
    }
    // A string that names a segue, a scene or a storyboard leads to the classes it shows.
    if !storyboards.isEmpty {
      let module = types[source].module
      let sources =
        module.isEmpty
        ? [ModuleModel.lastComponent(types[source].name)] : classesOfModule[module] ?? []
      // A storyboard's name leads to its initial scene where the function instantiates that,
      // or, for a name a value maps to, the function the value is handed to.
      let instantiatesInitial = types[source].calls.contains {
        $0.callee == "instantiateInitialViewController" && $0.function == call.function
      }
      lazy var handedToInitial =
        instantiatesInitial
        || dispatch(call, resolved: resolution(of: call, in: source), in: source).contains {
          callable in
          calls(of: callable).contains {
            types[callable.type].calls[$0].callee == "instantiateInitialViewController"
          }
        }
      for value in values {
        guard case .string(let text) = value else { continue }
        let mappedFrom = mapped.first { $0.to == value }?.from
        let isMapped = mappedFrom != nil
        for className in storyboards.classesShown(
          byString: text, from: sources,
          initialScenes: isMapped ? handedToInitial : instantiatesInitial)
        {
          let step = (mappedFrom.map { "\($0.text) -> " } ?? "") + value.text
          result += sceneShown(className, step: step, at: call.location)
        }
      }
    }
    // An arm's screens are worked out when a value first matches it, or its enum lists all
    // cases.
    guard !computingArms, !values.isEmpty || call.isOnAllCases else { return result }
    // A switch in another module's own code is that module's: a value made here does not
    // run it (a route passes through no third module's code).
    let module = types[source].module
    func usable(_ arm: ArmCall) -> Bool {
      let owner = types[arm.owner].module
      return owner.isEmpty || (ownCodeOnly ? arm.owner == source : owner == module)
    }
    let index = armIndex
    for value in values {
      var matching = (index.byKey[value.matchKey] ?? []).filter {
        $0.label.matches(value, table: table)
      }
      // Narrowed to the code that knows the value's enum before the code that may run it is
      // chosen: another module's switch over it is that module's, not a lookalike's.
      if let enums = enumsOfValues[value]
        ?? mapped.first(where: { $0.to == value }).flatMap({
          enumsOfValues[$0.from]
        })
      {
        let knowing = matching.filter { knows(enums, $0.owner) }
        if !knowing.isEmpty {
          matching = knowing
        } else if case .member(nil, let name) = value {
          // No code that may run knows it: an arm in code that knows another enum with the
          // case switches over that one (`presenter.string(.customAppIcon)` takes a string
          // key's case, not the route enum's of the same name).
          let others = (enumsByCase[name] ?? []).filter { !enums.contains($0) }
          if !others.isEmpty { matching = matching.filter { !knows(others, $0.owner) } }
        }
      }
      matching = matching.filter(usable)
      // A case assigned to a property (`appState = .welcome`) is the state a SwiftUI app's
      // scene switches over: it matches that switch only, not every enum's case of the name
      // (`filterView.currentPage = .main` is no tab).
      if call.isAssignedValue {
        matching = matching.filter { arm in
          types[arm.owner].inherited.contains { $0 == "App" || $0 == "SwiftUI.App" }
        }
      }
      // In the order of the codebase's arms, once each (a label may have several keys).
      matching.sort { $0.order < $1.order }
      var previous = -1
      for arm in matching where arm.order != previous {
        previous = arm.order
        for shown in self.shown(byArm: arm) {
          var reached = shown.after(["\(value.text) -> case \(arm.label.text)"])
          // A state set here (`appState = .welcome`) shows its screen from here: the scene
          // that switches over it is nobody's code.
          if call.isAssignedValue { reached.location = call.location }
          result.append(reached)
        }
      }
    }
    // `Tabs.allCases`: every arm of the enum's own switches, whether the call is made on the
    // cases (`Tabs.allCases.map(\.screen)`) or hands them on (`view.show(.tabs(Tabs.allCases))`).
    var listed: [Int] = []
    if let position = call.path.firstIndex(of: "allCases"), position > 0 {
      let segments = table.resolve(
        Array(call.path.prefix(position)), in: source, function: call.function)
      listed += segments.last?.types ?? []
    }
    for value in values {
      guard case .member(let type?, "allCases") = value else { continue }
      listed += table.resolve([type], in: source, function: call.function).last?.types ?? []
    }
    var seenEnums: Set<Int> = []
    for enumType in listed
    where types[enumType].kind == .enum && seenEnums.insert(enumType).inserted {
      for arm in index.byOwner[enumType] ?? [] where usable(arm) {
        for shown in self.shown(byArm: arm) {
          result.append(
            shown.after(["\(types[enumType].name).allCases -> case \(arm.label.text)"]))
        }
      }
    }
    return result
  }

  /// The class a storyboard's scene is instantiated as where the local it sets says
  /// (`let tabs: MainTabBarController = storyboard.instantiateViewController()`, through an
  /// app's generic helper that finds the scene by the class's name): it is made as a
  /// metatype handed to be made would be.
  private func instantiatedClass(by call: CallFacts, in source: Int) -> String? {
    guard
      call.callee == "instantiateViewController"
        || call.callee == "instantiateInitialViewController",
      let function = call.function
    else { return nil }
    let path = call.path
    return types[source].locals.first {
      $0.function == function && $0.typeName != nil && $0.value == path
    }?.typeName
  }

  /// The values the arms (and raw values) of types a call may run map the values it makes to:
  /// `.tabbar` to `"Tabbar"` through `var name: String { switch self { case .tabbar: return
  /// "Tabbar" ... } }`, or a constant to its value (`static let edit = "edit"`). One step, but
  /// for the raw value of a case (`static let edit = Segue.edit.rawValue`), which is mapped on
  /// to the strings it is (`case edit = "edit"`, or a `String` enum's `case edit`): a value is
  /// mapped at most three times.
  private func mappedValues(
    of values: [DestinationValue], in source: Int, enums: [DestinationValue: [Int]] = [:]
  ) -> [(from: DestinationValue, to: DestinationValue)] {
    guard !values.isEmpty, !valueMaps.isEmpty else { return [] }
    let module = types[source].module
    var result: [(from: DestinationValue, to: DestinationValue)] = []
    // Each value to map, with the value the call made that it stands for.
    var pending = values.map { (from: $0, value: $0) }
    for _ in 0..<3 where !pending.isEmpty {
      var next: [(from: DestinationValue, value: DestinationValue)] = []
      for (from, value) in pending {
        let looked: DestinationValue
        let stringsOnly: Bool
        if case .rawValue(let type, let name) = value {
          looked = .member(type: type, name: name)
          stringsOnly = true
        } else {
          looked = value
          stringsOnly = false
        }
        var maps = (valueMapsByKey[looked.matchKey] ?? []).filter { index in
          let map = valueMaps[index]
          if stringsOnly, case .string = map.value {} else if stringsOnly { return false }
          return map.labels.contains(where: { $0.matches(looked, table: table) })
        }
        if let enums = enums[from] {
          let knowing = maps.filter { knows(enums, valueMaps[$0].owner) }
          if !knowing.isEmpty { maps = knowing }
        }
        maps = maps.filter { index in
          let owner = types[valueMaps[index].owner].module
          return owner.isEmpty
            || (ownCodeOnly ? valueMaps[index].owner == source : owner == module)
        }
        for index in maps {
          let map = valueMaps[index]
          guard !values.contains(map.value), !result.contains(where: { $0.to == map.value })
          else { continue }
          result.append((from, map.value))
          // Only a raw value is mapped on: what an arm maps a case to is that case's meaning,
          // not another case to look up.
          if case .rawValue = map.value { next.append((from, map.value)) }
        }
      }
      pending = next
    }
    return result
  }

  /// For each implicit case among `values` (`.initial`), the codebase's enums with that case
  /// that the parameters of what the call runs are typed with: an initializer's
  /// (`HomeCoordinator(with: nav, state: .initial)`) or a method's of the receiver's types.
  /// No entry when no parameter says.
  private func enumsOfImplicitValues(
    _ values: [DestinationValue], of call: CallFacts, in source: Int
  ) -> [DestinationValue: [Int]] {
    let implicit = values.filter {
      if case .member(nil, _) = $0 { return true }
      return false
    }
    guard !implicit.isEmpty else { return [:] }
    var parameterTypes: [String] = []
    if call.receiver == nil, ModuleModel.isTypeName(call.callee),
      let type = table.lookUp(call.callee)
    {
      parameterTypes = types[type].initializerParameterTypes
    } else {
      // A method of the receiver's types, or of the caller's own (`string(.budget)`, its own
      // or a superclass's).
      var receivers: [Int] = []
      if call.receiver != nil {
        receivers =
          table.resolve(Array(call.path.dropLast()), in: source, function: call.function).last?
          .types ?? []
      } else {
        var current: Int? = source
        while let type = current, receivers.count < 8, !receivers.contains(type) {
          receivers.append(type)
          current = table.superclass(of: type)
        }
      }
      for receiver in receivers {
        for function in types[receiver].functions where function.name == call.callee {
          parameterTypes += function.parameters.flatMap(\.typeNames)
        }
      }
    }
    guard !parameterTypes.isEmpty else { return [:] }
    let enums = Set(parameterTypes.flatMap { table.typesNamed($0) }).filter {
      types[$0].kind == .enum
    }
    var result: [DestinationValue: [Int]] = [:]
    for value in implicit {
      guard case .member(nil, let name) = value else { continue }
      let having = enums.filter { types[$0].cases.contains(name) }.sorted()
      if !having.isEmpty { result[value] = having }
    }
    return result
  }

  /// Whether the code of `owner` knows one of `enums`: it is one, or names one in a stored
  /// property, a parameter, a signature or its code (where a switch over its values can be).
  private func knows(_ enums: [Int], _ owner: Int) -> Bool {
    if enums.contains(owner) { return true }
    let named = namesKnown(by: owner)
    return enums.contains { named.contains(types[$0].name) }
  }

  /// The type names the code of a type names (``knows(_:_:)``), gathered once per type: asked
  /// for every arm a value matches, from every call that makes one.
  private func namesKnown(by owner: Int) -> Set<String> {
    if let known = namesKnownOfType[owner] { return known }
    let type = types[owner]
    var names: Set<String> = []
    for property in type.properties {
      if let name = property.typeName { names.insert(name) }
    }
    for function in type.functions {
      for parameter in function.parameters { names.formUnion(parameter.typeNames) }
    }
    for signature in type.signatures {
      if let name = signature.typeName { names.insert(name) }
    }
    for reference in type.typeReferences { names.insert(reference.name) }
    namesKnownOfType[owner] = names
    return names
  }

  /// The codebase's enums by the names of their cases.
  private lazy var enumsByCase: [String: [Int]] = {
    var result: [String: [Int]] = [:]
    for type in types.indices where types[type].kind == .enum {
      for name in Set(types[type].cases) { result[name, default: []].append(type) }
    }
    return result
  }()

  /// The value maps by the ``DestinationValue/matchKey`` of their labels.
  private lazy var valueMapsByKey: [String: [Int]] = {
    var result: [String: [Int]] = [:]
    for (index, map) in valueMaps.enumerated() {
      for key in Set(map.labels.flatMap(\.labelKeys)) { result[key, default: []].append(index) }
    }
    return result
  }()

  /// Every value an arm or a raw value maps others to, with the type it is declared in.
  private lazy var valueMaps: [(owner: Int, labels: [DestinationValue], value: DestinationValue)] =
    {
      var result: [(owner: Int, labels: [DestinationValue], value: DestinationValue)] = []
      for owner in types.indices {
        for armValue in types[owner].armValues {
          guard let value = DestinationValue(armValue.value) else { continue }
          let labels = armValue.labels.compactMap(DestinationValue.init)
          if !labels.isEmpty { result.append((owner, labels, value)) }
        }
      }
      return result
    }()

  /// The constants a call hands as an identifier by reading a property (`performSegue(
  /// withIdentifier: viewController.loginSegue)`, or its own `loginSegue`), as the members of
  /// the types the property's owner can be: each maps to the string its owner declares it
  /// (`let loginSegue = "toLogin"`). A local or a parameter of the function holds no constant.
  private func constantsRead(by call: CallFacts, in source: Int) -> [DestinationValue] {
    var result: [DestinationValue] = []
    for value in call.values where value.hasPrefix("@") {
      var path = value.dropFirst().split(separator: ".").map(String.init)
      guard let property = path.popLast() else { continue }
      let owners: [Int]
      if path.isEmpty {
        guard !table.isLocalOrParameter(property, in: source, function: call.function) else {
          continue
        }
        owners = [source]
      } else {
        owners = (table.resolve(path, in: source, function: call.function).last?.types ?? [])
          .flatMap {
            types[$0].kind == .protocol ? table.concreteTargets(of: types[$0].name) : [$0]
          }
      }
      for owner in Set(owners).sorted() {
        result.append(
          .member(type: ModuleModel.lastComponent(types[owner].name), name: property))
      }
    }
    return result
  }

  /// The values a stack bound to a stored property starts with: `NavigationStack(path:
  /// $navigation.mealsPath)` shows `.mealsList` where `mealsPath` starts as `[.mealsList]`, as
  /// a tab's root. The property is the bound object's (a protocol's implementers') or, for
  /// `$path`, the caller's own. Where only the caller's own code counts, a navigator's
  /// property chose those values, not the code binding the stack to it.
  private func stackStart(of call: CallFacts, in source: Int) -> [DestinationValue] {
    var result: [DestinationValue] = []
    for value in call.values where value.hasPrefix("$") {
      var path = value.dropFirst().split(separator: ".").map(String.init)
      guard let property = path.popLast() else { continue }
      let owners =
        path.isEmpty
        ? [source]
        : (table.resolve(path, in: source, function: call.function).last?.types ?? [])
          .flatMap {
            types[$0].kind == .protocol ? table.concreteTargets(of: types[$0].name) : [$0]
          }
      for owner in Set(owners).sorted() where !ownCodeOnly || owner == source {
        for declared in types[owner].properties where declared.name == property {
          result += declared.initialValues.compactMap(DestinationValue.init)
        }
      }
    }
    return result
  }

  /// Whether the destination values a call makes (`.edit(id)`, `Route.settings`) lead to
  /// screens: a switch arm that builds a module matches one of them.
  func valuesLeadToScreens(_ call: CallFacts, in source: Int) -> Bool {
    !call.values.isEmpty && !valueTargets(of: call, in: source).isEmpty
  }

  /// The types whose values are destinations: the enums whose cases label the switch arms
  /// that build modules (the enum that switches over itself, else every enum with the case),
  /// and the types an arm matches by type (`case is SearchRoute:`).
  func destinationTypes() -> Set<Int> {
    var casesOf: [String: [Int]] = [:]
    for index in types.indices where types[index].kind == .enum {
      for name in types[index].cases { casesOf[name, default: []].append(index) }
    }
    var result: Set<Int> = []
    for arm in allArms() {
      switch arm.label {
      case .member(let type?, _), .metatype(let type), .instance(let type):
        result.formUnion(table.typesNamed(type))
      case .member(nil, let name):
        let enums = casesOf[name] ?? []
        if enums.contains(arm.owner) {
          result.insert(arm.owner)
        } else {
          result.formUnion(enums)
        }
      case .string, .rawValue:
        break
      }
    }
    return result
  }

  /// What showing a storyboard scene of class `className` shows: the module of that class, or
  /// for a scene of no module (a drawer container with no presenter), the screens its
  /// storyboard embeds in it.
  private func sceneShown(_ className: String, step: String, at location: SourceLocation)
    -> [Shown]
  {
    guard let target = table.lookUp(className) else { return [] }
    let step = "\(step) -> storyboard scene \(className)"
    guard types[target].module.isEmpty else {
      return [
        Shown(target: target, module: types[target].module, steps: [step], location: location)
      ]
    }
    let embedded = storyboards.classesEmbedded(by: className).compactMap { embedded -> Shown? in
      guard let inner = table.lookUp(embedded), !types[inner].module.isEmpty else { return nil }
      return Shown(
        target: inner, module: types[inner].module,
        steps: [step, "storyboard: \(className) embeds \(embedded)"], location: location)
    }
    // A scene of a view controller of no module (a tab container with no presenter) shows
    // what it builds once made, as when its initializer makes it.
    guard isViewController(target) else { return embedded }
    return embedded + shownOnceMade(target).map { $0.after([step]) }
  }

  /// What a view controller of no module shows once it is made: what its initializer builds,
  /// and what it builds when its view loads or it appears.
  private func shownOnceMade(_ target: Int) -> [Shown] {
    let label = ModuleModel.lastComponent(types[target].name)
    var result: [Shown] = []
    for member in ["init"] + Self.loadingMembers {
      for shown in reach(Callable(type: target, member: member)) {
        result.append(shown.after(["\(label).\(member)"]))
      }
    }
    return result
  }

  /// The storyboard scene an accessor R.swift generates instantiates: the initial scene of
  /// `Home.storyboard` for `R.storyboard.home.instantiateInitialViewController()` (or
  /// `R.storyboard.home().instantiateInitialViewController()`), the scene with the storyboard
  /// identifier `SettingsController` for `R.storyboard.main.settingsController()`.
  static func generatedStoryboardScene(of call: CallFacts) -> (
    storyboard: String, identifier: String?
  )? {
    guard call.receiver == "R", call.chain.count == 2, call.chain[0] == "storyboard" else {
      return nil
    }
    var storyboard = call.chain[1]
    if storyboard.hasSuffix("()") { storyboard.removeLast(2) }
    let identifier = call.callee == "instantiateInitialViewController" ? nil : call.callee
    return (storyboard, identifier)
  }

  /// Whether a metatype passed to a call stands for a module made by it: a module's view,
  /// builder or router, or a protocol a module's builder or router implements.
  private func opensByMetatype(_ type: Int) -> Bool {
    let candidate = types[type]
    if candidate.kind == .protocol {
      guard !TypeTable.isCallback(candidate.name), let role = candidate.implementerRole else {
        return false
      }
      return (role == .builder || role == .router) && !moduleOpened(by: type).isEmpty
    }
    guard let role = candidate.role, !candidate.module.isEmpty else { return false }
    return role == .view || role == .builder || role == .router
  }

  /// The one module the functions of a type of no module return the screen of (a feature's
  /// `build`), when they return one module's screen only: a coordinator that can return
  /// several is no factory of one of them.
  private func screen(builtBy type: Int) -> [Shown] {
    // Kept apart from an arm's, as ``reach(_:)`` keeps what functions show.
    let key = FactoryKey(type: type, fromArm: computingArms)
    if let known = factoryScreens[key] { return known }
    factoryScreens[key] = []
    guard types[type].module.isEmpty, types[type].kind != .protocol else { return [] }
    var members: [String] = []
    for call in types[type].calls where call.isResult {
      guard let function = call.function, let name = function.split(separator: "@").first
      else { continue }
      if !members.contains(String(name)) { members.append(String(name)) }
    }
    var found: [Shown] = []
    for member in members {
      let label = "\(ModuleModel.lastComponent(types[type].name)).\(member)"
      found += reach(Callable(type: type, member: member)).filter { !$0.module.isEmpty }
        .map { $0.after([label]) }
    }
    let answer = Set(found.map(\.module)).count == 1 ? Array(found.prefix(1)) : []
    factoryScreens[key] = answer
    return answer
  }

  /// The module a type opens: its own, or for a protocol, that of its implementers.
  private func moduleOpened(by type: Int) -> String {
    if !types[type].module.isEmpty { return types[type].module }
    let modules = Set(table.implementers[type].map { types[$0].module }.filter { !$0.isEmpty })
    return modules.count == 1 ? modules.first ?? "" : ""
  }

  private func openedMember(of type: Int) -> Int {
    guard types[type].kind == .protocol else { return type }
    return table.implementers[type].first { !types[$0].module.isEmpty } ?? type
  }

  /// A label of a switch arm that may show a module: the call it is made in, by index in its
  /// owner's calls, and its place among the codebase's arms.
  private struct ArmCall {
    var order: Int
    var owner: Int
    /// The call's index in the owner's calls, or the read's in its reads.
    var call: Int
    var label: DestinationValue
    /// Whether the arm's code is a property read (``ModelType/reads``), not a call.
    var isRead = false

    /// An arm's call or read.
    struct Key: Hashable {
      var owner: Int
      var call: Int
      var isRead: Bool
    }
  }

  /// Every arm label of the codebase that a value may lead to, by the keys of the values it
  /// may match (``DestinationValue/labelKeys``) and by the type whose code switches; what
  /// each arm shows is worked out when a value first matches it (``shown(byArm:)``). An arm
  /// labelled with a case the codebase declares on no enum (`.success` of the standard
  /// library's `Result`), or with a member of a type it does not declare, handles an answer:
  /// no value leads to it.
  private lazy var armIndex: (byKey: [String: [ArmCall]], byOwner: [Int: [ArmCall]]) = {
    var cases: Set<String> = []
    for type in types where type.kind == .enum { cases.formUnion(type.cases) }
    func isDestination(_ label: DestinationValue) -> Bool {
      switch label {
      case .member(nil, let name): cases.contains(name)
      case .member(let type?, _), .metatype(let type), .instance(let type):
        table.lookUp(type) != nil
      case .string: true
      case .rawValue: false
      }
    }
    var byKey: [String: [ArmCall]] = [:]
    var byOwner: [Int: [ArmCall]] = [:]
    var order = 0
    // The arms of switches that dispatch on a value their function was given (`self`, a
    // parameter): a switch over an answer (`{ result in switch result { ... } }`) or a
    // property handles what happened, it maps no value to a screen.
    // Following a type's own code only, a switch of another module's type is never run.
    for owner in types.indices
    where !(ownCodeOnly && !types[owner].module.isEmpty && types[owner].role != .view) {
      for (isRead, calls) in [(false, types[owner].calls), (true, types[owner].reads)] {
        for index in calls.indices where calls[index].armDispatches {
          for label in calls[index].arm.compactMap(DestinationValue.init)
          where isDestination(label) {
            let arm = ArmCall(
              order: order, owner: owner, call: index, label: label, isRead: isRead)
            order += 1
            for key in Set(label.labelKeys) { byKey[key, default: []].append(arm) }
            byOwner[owner, default: []].append(arm)
          }
        }
      }
    }
    return (byKey, byOwner)
  }()

  /// What the call of an arm shows, worked out once per call. Values made in an arm do not
  /// lead on to other arms.
  private func shown(byArm arm: ArmCall) -> [Shown] {
    let key = ArmCall.Key(owner: arm.owner, call: arm.call, isRead: arm.isRead)
    if let known = armScreens[key] { return known }
    let computing = computingArms
    computingArms = true
    let shown =
      arm.isRead
      ? self.shown(byRead: types[arm.owner].reads[arm.call], in: arm.owner)
      : self.shown(by: types[arm.owner].calls[arm.call], in: arm.owner)
    computingArms = computing
    armScreens[key] = shown
    return shown
  }

  /// Every switch arm of the codebase that shows a module.
  private func allArms() -> [Arm] {
    let all = armIndex.byOwner.values.joined().sorted { $0.order < $1.order }
    return all.compactMap { arm in
      let shown = shown(byArm: arm)
      return shown.isEmpty ? nil : Arm(label: arm.label, owner: arm.owner, shown: shown)
    }
  }

  // MARK: Routes

  /// The routes of the whole table: from every module's own code, then the modules embedded
  /// in the screens functions of no module return.
  /// The screens a tab bar is given in order (`viewControllers = [home, search]`, each a local
  /// made in the same method or a call): for each place, a type of the module built there, if
  /// one is.
  private lazy var tabLists: [[Int?]] = {
    var result: [[Int?]] = []
    for owner in types.indices {
      for assignment in types[owner].literalAssignments
      where assignment.isList && assignment.member == "viewControllers" {
        result.append(
          assignment.values.map { screen(builtBy: $0, in: owner, function: assignment.function) })
      }
    }
    return result
  }()

  /// Whether a class descends from `UITabBarController`: the class it inherits, or one further
  /// up the codebase's classes, is named `...TabBarController`.
  private func isTabBarController(_ type: Int) -> Bool {
    var current: Int? = type
    var depth = 0
    while let index = current, depth < 8, types[index].kind == .class {
      if types[index].inherited.first?.hasSuffix("TabBarController") == true { return true }
      current = table.superclass(of: index)
      depth += 1
    }
    return false
  }

  /// A type of the module a list element builds: a call of a builder (`SceneBuilder
  /// .buildSearch()`), a module's view made (`SearchViewController()`), or a local made so; or
  /// a stored property of the list's owner that holds a module's view (`home`, set to
  /// `HomeBuilder.build() as? HomeViewController` before the list is made).
  private func screen(builtBy element: String, in owner: Int, function: String?) -> Int? {
    guard !element.isEmpty else { return nil }
    var path = element.split(separator: ".").map(String.init)
    if let function,
      let local = types[owner].locals.last(where: { $0.function == function && $0.name == path[0] }
      ),
      !local.value.isEmpty
    {
      path = local.value + path.dropFirst()
    }
    guard !path.isEmpty else { return nil }
    let segments = table.resolve(path, in: owner, function: function)
    if let built = segments.last?.builds { return built }
    // A property read of what a builder's call made (`list.viewController`, the local set to
    // `ListContainer.assemble()`): that module's screen.
    if let made = segments.lastIndex(where: { $0.builds != nil }),
      !path[(made + 1)...].contains(where: { $0.hasSuffix("()") })
    {
      return segments[made].builds
    }
    guard segments.count == path.count, let last = segments.last else { return nil }
    if !last.isCall {
      guard path.count == 1,
        let held = last.types.first(where: {
          types[$0].role == .view && !types[$0].module.isEmpty && types[$0].kind == .class
        })
      else { return nil }
      return held
    }
    return last.types.first(where: { !types[$0].module.isEmpty })
  }

  /// The screen a tab bar selection shows (`tabBarController?.selectedIndex = 2` in a module's
  /// code): the one at that place of each tab list that holds the module's own screen. The
  /// receiver is a tab bar controller (UIKit's `tabBarController`, a local or property named
  /// for one, or the type itself when it is one).
  private func tabsSelected(by assignment: LiteralAssignmentFacts, in source: Int) -> [Shown] {
    guard assignment.member == "selectedIndex", !assignment.isList,
      let index = assignment.values.first.flatMap({ Int($0) })
    else { return [] }
    if let last = assignment.receiver.last {
      // `tabBarController?.selectedIndex`, or a member that holds the app's tab bar controller
      // (`presenter?.mainViewController?.selectedIndex`).
      guard
        last.lowercased().contains("tabbar")
          || (table.resolve(assignment.receiver, in: source, function: assignment.function).last?
            .types.contains(where: isTabBarController) ?? false)
      else { return [] }
    } else if !isTabBarController(source) {
      return []
    }
    let module = types[source].module
    var result: [Shown] = []
    for list in tabLists
    where index < list.count
      && list.contains(where: { $0.map { types[$0].module == module } == true })
    {
      guard let target = list[index], !types[target].module.isEmpty else { continue }
      result.append(
        Shown(
          target: target, module: types[target].module, steps: ["selectedIndex = \(index)"],
          location: assignment.location))
    }
    return result
  }

  /// Whether `function` (`name@line`, as ``CallFacts/function``) is a static or class method
  /// of the type at `source`.
  private func isStaticMethod(_ function: String?, of source: Int) -> Bool {
    guard let function, let at = function.utf8.lastIndex(of: UInt8(ascii: "@")) else {
      return false
    }
    let name = String(Substring(function.utf8[..<at]))
    guard let line = Int(Substring(function.utf8[function.utf8.index(after: at)...])) else {
      return false
    }
    return types[source].functions.contains {
      $0.isStatic && $0.name == name && $0.location.line == line
    }
  }

  func routes() -> [Route] {
    var found: [String: Route] = [:]
    func add(_ route: Route) {
      let key = route.from + "\u{0}" + route.to
      if let existing = found[key], existing.location <= route.location { return }
      found[key] = route
    }
    for route in table.directRoutes() { add(route) }
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, let role = types[source].role, role.isModuleRole,
        types[source].kind != .protocol
      else { continue }
      // A module's own switches are its own branches: every arm is its code. A module opens
      // itself only from what an instance does (a detail's router pushing the next detail):
      // a static method that makes its own module (`class func createModule()`) is its
      // builder, whoever calls it.
      for call in types[source].calls {
        for shown in shown(by: call, in: source)
        where !shown.module.isEmpty
          && (shown.module != from
            || (shown.isDirect && !isStaticMethod(call.function, of: source)))
        {
          add(
            Route(
              from: from, to: shown.module, via: types[source].name,
              target: types[shown.target].name,
              location: call.location, call: shown.steps.first ?? call.pathText,
              chain: shown.steps))
        }
      }
    }
    // A module's class that inherits another module's class runs the methods it does not
    // override as its own code: a presenter that subclasses another module's presenter, on
    // view and router classes the two modules share, navigates as that presenter does.
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, let role = types[source].role, role.isModuleRole,
        types[source].kind == .class
      else { continue }
      var overridden = Set(types[source].functions.map(\.name))
      var parent = table.superclass(of: source)
      var depth = 0
      while let ancestor = parent, depth < 4, !types[ancestor].module.isEmpty,
        types[ancestor].module != from
      {
        let theirs = types[ancestor].module
        for call in types[ancestor].calls {
          guard let function = call.function,
            !overridden.contains(Self.baseName(of: function))
          else { continue }
          for shown in shown(by: call, in: ancestor)
          where !shown.module.isEmpty && shown.module != from && shown.module != theirs {
            add(
              Route(
                from: from, to: shown.module, via: types[source].name,
                target: types[shown.target].name, location: call.location,
                call: shown.steps.first ?? call.pathText, chain: shown.steps))
          }
        }
        overridden.formUnion(types[ancestor].functions.map(\.name))
        parent = table.superclass(of: ancestor)
        depth += 1
      }
    }
    // A tab a module's own code selects by its place (`tabBarController?.selectedIndex = 2`).
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, types[source].kind != .protocol else { continue }
      for assignment in types[source].literalAssignments {
        for shown in tabsSelected(by: assignment, in: source) where shown.module != from {
          add(
            Route(
              from: from, to: shown.module, via: types[source].name,
              target: types[shown.target].name, location: assignment.location,
              call: shown.steps.first ?? "selectedIndex", chain: shown.steps))
        }
      }
    }
    // A scene of a module's class that embeds others, or a tab bar controller's tabs; and what
    // its buttons and cells show when tapped, by segues no code performs.
    if !storyboards.isEmpty {
      for source in types.indices
      where !types[source].module.isEmpty && types[source].kind == .class {
        let name = ModuleModel.lastComponent(types[source].name)
        let shown =
          storyboards.classesEmbedded(by: name).map { ($0, "embeds") }
          + storyboards.classesSegued(by: name).map { ($0, "segue to") }
        for (className, how) in shown {
          guard let target = table.lookUp(className), !types[target].module.isEmpty,
            types[target].module != types[source].module
          else { continue }
          add(
            Route(
              from: types[source].module, to: types[target].module, via: types[source].name,
              target: types[target].name, location: types[source].location,
              call: "storyboard: \(how) \(className)", chain: ["storyboard: \(how) \(className)"]))
        }
      }
    }
    // Functions of no module that build screens: what they embed.
    for owner in types.indices where types[owner].module.isEmpty && types[owner].kind != .protocol {
      var members: Set<String> = []
      for call in types[owner].calls where call.isResult {
        if let function = call.function, let name = function.split(separator: "@").first {
          members.insert(String(name))
        }
      }
      for member in members.sorted() { _ = reach(Callable(type: owner, member: member)) }
    }
    for (container, shown, location) in embedded
    where !container.module.isEmpty && !shown.module.isEmpty && container.module != shown.module {
      add(
        Route(
          from: container.module, to: shown.module, via: types[container.target].name,
          target: types[shown.target].name, location: location,
          call: "embeds: " + (shown.steps.first ?? ""), chain: ["embeds"] + shown.steps))
    }
    return found.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
  }
}

/// A value a call makes or a switch arm matches, as ``CallFacts/values`` and ``CallFacts/arm``
/// write it.
enum DestinationValue: Hashable {
  /// `.orderDetail` or `Route.orderDetail`: a case (or a static member) by name, with the type
  /// it was written on.
  case member(type: String?, name: String)
  /// `"search"`.
  case string(String)
  /// `SignInModule.self`, or `case is SearchRoute`.
  case metatype(String)
  /// `SearchRoute(query:)`: a value of a type, made.
  case instance(String)
  /// `Segue.edit.rawValue`: the raw value of an enum's case, which only the maps of raw values
  /// (``NavigationGraph`` reads `case edit = "edit"`, or a `String` enum's `case edit`) turn
  /// into the string it is; it matches no arm by itself.
  case rawValue(type: String, name: String)

  init?(_ text: String) {
    // `$navigation.path`: a stack bound to a property, which starts with the property's values.
    if text.hasPrefix("$") { return nil }
    // `@view.loginSegue`: a property read, which only its owner's constants turn into a value
    // (``NavigationGraph`` reads them).
    if text.hasPrefix("@") { return nil }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
      self = .string(String(text.dropFirst().dropLast()))
    } else if text.hasSuffix(".rawValue") {
      let member = text.dropLast(9)
      guard let dot = member.lastIndex(of: "."), dot != member.startIndex else { return nil }
      self = .rawValue(
        type: String(member[..<dot]), name: String(member[member.index(after: dot)...]))
    } else if text.hasSuffix("()") {
      self = .instance(String(text.dropLast(2)))
    } else if text.hasSuffix(".self") {
      self = .metatype(String(text.dropLast(5)))
    } else if text.hasPrefix(".") {
      self = .member(type: nil, name: String(text.dropFirst()))
    } else if let dot = text.lastIndex(of: ".") {
      self = .member(type: String(text[..<dot]), name: String(text[text.index(after: dot)...]))
    } else {
      return nil
    }
  }

  /// What a value is looked up by among the labels it may match (``matches(_:table:)``): a
  /// case's name, a type's last component, a string.
  var matchKey: String {
    switch self {
    case .member(_, let name), .rawValue(_, let name): "." + name
    case .string(let text): "\"" + text
    case .metatype(let name), .instance(let name): ModuleModel.lastComponent(name)
    }
  }

  /// The keys of the values this label may match: its own, and for a static member of a type
  /// (`case SearchRoute.path:`), the type's, which a value made of it has.
  var labelKeys: [String] {
    switch self {
    case .member(let type?, _): [matchKey, ModuleModel.lastComponent(type)]
    default: [matchKey]
    }
  }

  /// The value as written.
  var text: String {
    switch self {
    case .member(let type, let name): "\(type ?? "").\(name)"
    case .string(let text): "\"\(text)\""
    case .metatype(let name): "\(name).self"
    case .instance(let name): "\(name)()"
    case .rawValue(let type, let name): "\(type).\(name).rawValue"
    }
  }

  /// Whether this arm label matches a value a call makes: the same case (on the same type
  /// when both name one); a static member of a type that is no enum (`case SearchRoute.path:`)
  /// or a type (`case is SearchRoute:`) matched by a value of that type; the same string.
  func matches(_ value: DestinationValue, table: TypeTable) -> Bool {
    switch (self, value) {
    case (.member(let labelType, let labelName), .member(let valueType, let valueName)):
      guard labelName == valueName else { return false }
      guard let labelType, let valueType else { return true }
      return ModuleModel.lastComponent(labelType) == ModuleModel.lastComponent(valueType)
    case (.member(let labelType?, _), .instance(let valueType)):
      guard ModuleModel.lastComponent(labelType) == ModuleModel.lastComponent(valueType) else {
        return false
      }
      return table.lookUp(labelType).map { table.types[$0].kind != .enum } ?? true
    case (.metatype(let labelType), .instance(let valueType)),
      (.metatype(let labelType), .metatype(let valueType)):
      return ModuleModel.lastComponent(labelType) == ModuleModel.lastComponent(valueType)
    case (.string(let label), .string(let value)):
      return label == value
    default:
      return false
    }
  }
}
