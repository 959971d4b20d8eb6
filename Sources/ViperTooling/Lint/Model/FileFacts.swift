/// What the linter learned from one Swift file, before it knows about any other file.
///
/// Made by ``FileAnalyzer`` from the file's syntax tree; the ``ModuleModel`` joins the facts of
/// all files.
public struct FileFacts: Sendable, Equatable {
  /// The file's path as the linter was given it.
  public var path: String
  /// The modules the file imports, in source order.
  public var imports: [ImportFact] = []
  /// Every type, extension and protocol declared in the file, nested ones included.
  public var types: [TypeFacts] = []
  /// The type aliases that name other types (`typealias EntryPoint = AnyView &
  /// UIViewController`); aliases of function and tuple types are left out.
  public var typeAliases: [TypeAliasFacts] = []
  /// Problems reading or parsing the file (invalid UTF-8, syntax errors, too deep nesting),
  /// reported as notes. The file's other facts are what could be read.
  public var problems: [FileProblem] = []
  /// The inline `viper:disable` comments of the file.
  public var suppressions = SuppressionMap()
  /// The capitalized names of the file's top-level functions, constants and variables
  /// (`EDLog`, `AppTheme`), and of its types' member constants and variables
  /// (`static let ISUScheduleURL`): names the codebase declares besides its types.
  public var globals: [String] = []
  /// The names the file uses, for a file that imports a UI framework (empty for any other):
  /// every capitalized identifier outside comments and string literals, and the lowercase
  /// API names ``FrameworkCatalog`` knows, sorted (see ``NameScan``). What tells whether the
  /// file needs the UI framework, whether it was read whole or for its declarations.
  public var usedNames: [String] = []
  /// The names a file read for its declarations only assigns (see ``AssignmentScan``), and
  /// those code outside any type assigns in a file read whole: where a property may be set
  /// that ``TypeFacts/assignments`` do not say.
  public var assignedNames: [String] = []
  /// Whether everything was read: calls, type references and closures inside bodies too.
  /// `false` for a file read for its declarations (and force casts) only (see
  /// ``FileAnalyzer/analyze(path:naming:)``).
  public var isComplete = true

  /// Creates empty facts for a file.
  public init(path: String) {
    self.path = path
  }
}

/// An `import` declaration.
public struct ImportFact: Sendable, Hashable {
  /// The first component of the imported module's path (`UIKit` for `import UIKit.UIColor`).
  public var module: String
  /// Where the `import` keyword is.
  public var location: SourceLocation
}

/// A problem reading or parsing a file.
public struct FileProblem: Sendable, Hashable {
  /// What went wrong, lowercase, for a person.
  public var message: String
  /// Where.
  public var location: SourceLocation
}

/// The kind of a type declaration.
public enum TypeKind: String, Sendable, Hashable {
  /// `class`.
  case `class`
  /// `struct`.
  case `struct`
  /// `enum`.
  case `enum`
  /// `actor`.
  case actor
  /// `protocol`.
  case `protocol`
  /// `extension`: its facts are merged into the extended type's.
  case `extension`

  /// Whether instances are references (what `weak` can point at).
  var isReference: Bool { self == .class || self == .actor }
}

/// How a stored property holds its value.
public enum Ownership: String, Sendable, Hashable, Codable {
  /// A strong reference (the default).
  case strong
  /// `weak`.
  case weak
  /// `unowned`.
  case unowned
}

/// One declared type (or extension) and what its members do.
public struct TypeFacts: Sendable, Equatable {
  /// The qualified name (`Outer.Inner`); for an extension, the extended type's name.
  public var name: String
  /// The declaration's kind.
  public var kind: TypeKind
  /// Where the type's name is.
  public var location: SourceLocation
  /// The names in the inheritance clause, as written (`UsersViewOutput`, `AnyObject`).
  public var inherited: [String] = []
  /// Whether a protocol is constrained to classes by a `where Self: AnyObject` or `class`.
  public var hasClassConstraint = false
  /// Whether the declaration is `private` or `fileprivate`: two files of one target may each
  /// declare a private type of the same name.
  public var isPrivate = false
  /// The stored properties (instance properties without a getter).
  public var properties: [PropertyFacts] = []
  /// The methods (for protocols: the requirements) with their parameters.
  public var functions: [FunctionFacts] = []
  /// Calls made in the members' bodies.
  public var calls: [CallFacts] = []
  /// Calls made inside `didSet` and `willSet` observers.
  public var observerCalls: [CallFacts] = []
  /// The properties its members' bodies read that may be computed, each as a call of the
  /// property's name (`callee`) without its `()`: a member chain that ends in a read and is
  /// no call's receiver (`factory?.settingsScreen`, `tab.viewController`), or a bare name that
  /// one of the file's computed properties has (`tabItems` in `viewControllers = tabItems`).
  /// Reading a computed property runs its getter: the navigation model follows these as
  /// calls; no rule reads them.
  public var reads: [CallFacts] = []
  /// Capitalized names used as types or in expressions (`UIColor`, `URLSession`).
  public var typeReferences: [TypeReference] = []
  /// `as!` casts.
  public var forceCasts: [TypeReference] = []
  /// Closures passed as arguments that use `self`.
  public var closures: [ClosureFacts] = []
  /// The typed members other than stored properties: methods with a result, computed and
  /// static properties, protocols' property requirements. Recorded in every walk: following a
  /// call to what it returns needs the signatures of types whose bodies are not read.
  public var signatures: [MemberSignature] = []
  /// Local constants and variables of the methods (`let assembly = factory.makeAssembly()`):
  /// what a later call on them is made on.
  public var locals: [LocalFacts] = []
  /// The members its code assigns (`interactor.output = presenter`, `self.router = router`).
  public var assignments: [AssignmentFacts] = []
  /// The members its code sets to a literal index or list (`tabBarController?.selectedIndex =
  /// 2`, `viewControllers = [home, search]`).
  public var literalAssignments: [LiteralAssignmentFacts] = []
  /// An enum's case names (`home`, `settings`): an enum whose cases name modules is a
  /// registry of them (Viperit's `AppModules.settings.build()`).
  public var cases: [String] = []
  /// The type names in an enum's associated values (`Order` and `String` for `case
  /// loaded([Order])` and `case failed(String)`): what a view state made of cases carries.
  public var caseValueTypes: [String] = []
  /// Subscriptions (`bind`, `subscribe`, `sink`, `assign`, ...) whose handler holds `self`
  /// strongly: a method of `self` passed by reference, a closure that uses `self` without
  /// `weak`, or `assign(to:on: self)`.
  public var subscriptions: [SubscriptionFacts] = []
  /// The values switch arms give for the values they match (`case .tabbar: return "Tabbar"`
  /// in `var name: String { switch self { ... } }`), and an enum's raw values (`case tabbar =
  /// "Tabbar"`): a destination value mapped to another (a storyboard's name, a case).
  public var armValues: [ArmValue] = []
  /// The type names of its initializers' parameters (`UINavigationController` for
  /// `init(navigation: UINavigationController)`): what it is handed when it is made.
  public var initializerParameterTypes: [String] = []
  /// The labels of its initializers' closure parameters, in order (`showMain` for
  /// `init(showMain: @escaping () -> Void)`): what an unlabelled trailing closure of a call that
  /// makes it is handed as.
  public var initializerClosureLabels: [String] = []
  /// The closures its methods hand on: a parameter passed as an argument of a type's
  /// initializer (`AuthRouter(onLogin: onLogin)` in `func build(onLogin: ...)`).
  public var forwardedClosures: [ClosureForward] = []
  /// Its functions handed as values (see ``HandedFunction``).
  public var handedFunctions: [HandedFunction] = []
  /// For a class, the types its superclass's generic arguments name, in order
  /// (`["LoginInteractor", "LoginRouter"]` for `BasePresenter<LoginInteractor, LoginRouter>`;
  /// an argument that is not a named type is left out).
  public var superclassArguments: [String] = []
  /// The names of its generic parameters, in order (`["T"]` for `class BaseRouter<T:
  /// UIViewController>`): what a subclass's ``superclassArguments`` bind.
  public var genericParameters: [String] = []
}

/// A closure parameter a method hands on to an initializer: what the method's callers hand it
/// for `from` (`AuthBuilder.make(onLogin:)`), the initialized type is handed for `to`
/// (`AuthRouter.onLogin`); as ``CallFacts/handedTo`` is written.
public struct ClosureForward: Sendable, Hashable {
  /// `Type.method(label:)` of the method's parameter.
  public var from: String
  /// `Type.label` of the initializer's argument, or `=` and the member path of another
  /// object's property the parameter is assigned to (`=presenter.onDone`).
  public var to: String
  /// For a `=` target, the method it is assigned in (`name@line`), where its object resolves.
  public var function: String? = nil
}

/// A function of the type handed as a value where a closure could be
/// (`CategoryListModule().build(onPresent: showTasks(category:))`,
/// `presenter.onDone = finish`): it runs where the one it is handed to calls it.
public struct HandedFunction: Sendable, Hashable {
  /// What it is handed as, in the forms of ``CallFacts/handedTo``
  /// (`CategoryListModule.build(onPresent:)`, `=presenter.onDone`).
  public var handedTo: String
  /// The function's base name (`showTasks`).
  public var member: String
  /// The method it is handed in (`name@line`), where a `=` target's object resolves.
  public var function: String?
  /// The type the function is a static member of, when the reference names one
  /// (`DetailAssembly` in `DetailAssembly.router`); `nil` for the handing type's own.
  public var owner: String? = nil
}

/// A value a switch arm gives (returns, or has as its only expression) for the values it
/// matches, or an enum case's raw value; in the forms of ``CallFacts/values``.
public struct ArmValue: Sendable, Hashable {
  /// The arm's labels (`.tabbar`), or the case for a raw value.
  public var labels: [String]
  /// The value given (`"Tabbar"`).
  public var value: String
}

/// A stored property.
public struct PropertyFacts: Sendable, Equatable {
  /// The property's name.
  public var name: String
  /// The referenced type's name with `Optional`, `?`, `!`, `any` and `some` taken off
  /// (`UsersViewInput` for `(any UsersViewInput)?`); `nil` when the type is not written.
  public var typeName: String?
  /// `strong`, `weak` or `unowned`.
  public var ownership: Ownership
  /// Where the declaration starts (its first attribute, modifier or `let`/`var`).
  public var location: SourceLocation
  /// The other names in the written type: generic arguments, array and dictionary elements,
  /// tuple elements (`User` for `BehaviorRelay<[User]>`, `UsersInteractor` and `UsersRouter`
  /// for `(interactor: UsersInteractor, router: UsersRouter)`); empty for a plain name.
  public var typeArguments: [String] = []
  /// Whether the property is `private` or `fileprivate`.
  public var isPrivate = false
  /// The property wrapper it is declared with (`Published`, `State`, `ObservedObject`), if any.
  public var wrapper: String? = nil
  /// The destination values its initial value holds, as a call's values are written
  /// (`.mealsList` for `var mealsPath: [Screen] = [.mealsList]`): where a stack bound to it
  /// starts.
  public var initialValues: [String] = []
  /// Whether it is declared with an initial value other than `nil`.
  public var hasInitialValue = false
  /// Whether it is `lazy` with an initial value: its first read runs that value's code, as a
  /// getter would (`lazy var tabs: UIViewController = { ... }()`).
  public var isLazy = false
  /// Whether it has an observer (`didSet`, `willSet`): assigning it runs that code, a
  /// function of the property's name.
  public var hasObserver = false
}

/// A method (or protocol requirement) and its parameters.
public struct FunctionFacts: Sendable, Equatable {
  /// The method's base name.
  public var name: String
  /// The parameters, in order.
  public var parameters: [ParameterFacts]
  /// Where the `func` keyword is.
  public var location: SourceLocation
  /// Whether the method is `static` or `class`: a type's factory, not something an instance
  /// does.
  public var isStatic = false
}

/// A parameter of a method.
public struct ParameterFacts: Sendable, Equatable {
  /// The name the body uses (`factory` for `from factory: HomeFactory`); empty when not
  /// recorded.
  public var name: String = ""
  /// The argument label callers write (`from` for `from factory: HomeFactory`, `_` for none);
  /// empty when not recorded.
  public var label: String = ""
  /// The parameter's written type.
  public var typeText: String
  /// Every type name in the parameter's type (`Result`, `User`, `HTTP.Error` for
  /// `Result<[User], HTTP.Error>`).
  public var typeNames: [String]
  /// Where the parameter is.
  public var location: SourceLocation
  /// The destination value its default is, in ``CallFacts/values``'s forms (`.authorization`
  /// for `rootModule: EntranceKind = .authorization`): a call that leaves the argument out makes
  /// it. `nil` without a default, or for one that is no such value.
  public var defaultValue: String? = nil
}

/// A call expression.
public struct CallFacts: Sendable, Equatable {
  /// The called name: the function's, the method's (`load` in `interactor.load()`), or the
  /// type's for an initializer call (`UsersBuilder` in `UsersBuilder(...)`).
  public var callee: String
  /// The first name of the receiver chain, `self.` skipped (`interactor` in
  /// `self.interactor?.load()`, `URLSession` in `URLSession.shared.data(...)`).
  public var receiver: String?
  /// The argument labels (`contentsOf` for `String(contentsOf: url)`); unlabeled ones are `_`.
  public var argumentLabels: [String]
  /// Where the call starts.
  public var location: SourceLocation
  /// The method or initializer the call is in (`build@12`: its name and line), `nil` outside
  /// one. Calls in one function create one thing together: a builder's `build()` makes a
  /// module's view, presenter and interactor.
  public var function: String? = nil
  /// The members between the receiver and the callee, each with `()` when it is called:
  /// `["router"]` for `dependencies.router.show()`, `["searchAssembly()"]` for
  /// `factory.searchAssembly().module()`.
  public var chain: [String] = []
  /// Whether the receiver itself is called (`Factory().make()`, `makeFactory().make()`).
  public var callsReceiver = false
  /// The destination values among the arguments: an enum case (`.orderDetail`, for
  /// `.orderDetail(id)` or `Route.orderDetail`), a string literal (`"search"`, with its
  /// quotes), a metatype (`SignInModule.self`).
  public var values: [String] = []
  /// The labels of the switch arm the call is made in, in the same forms (`case .home,
  /// .settings:` gives `.home` and `.settings`); empty outside an arm.
  public var arm: [String] = []
  /// Whether that switch dispatches on the value the function was given (`self`, or one of
  /// its parameters): its arms run for the values other code passes, not on their own.
  public var armDispatches = false
  /// Whether the call's value is what the function or property around it returns.
  public var isResult = false
  /// For a call in a closure handed to an initializer as a labelled argument
  /// (`RootBuilder(loggedIn: { CoreBuilder() })`, however deep in nested closures): the type's
  /// name and the label, `RootBuilder.loggedIn`. The type runs the closure where it calls the
  /// property it keeps it in. For a call in a closure assigned to another object's property
  /// (`child.onFinish = { ... }`): `=` and the property's member path, `=child.onFinish`, which
  /// the model resolves to the types the object can be. For a call in a closure handed to a
  /// dependency container's registration (`container.register(Api.self) { ... }`),
  /// ``registeredFactory``: the container keeps it, and runs it when the type is resolved.
  public var handedTo: String? = nil
  /// ``handedTo`` for a closure a dependency container registers.
  public static let registeredFactory = "register()"
  /// ``handedTo`` for the method a selector names (`#selector(openSettings)`): the control or
  /// notification it is handed to runs it later, not the method that registers it.
  public static let selectorTarget = "#selector"
  /// The prefix of ``handedTo`` for what observes a notification (`notification@WantToLogOut`:
  /// the selector or the closure `addObserver` registers for `.WantToLogOut`), and of the
  /// callee of the call a post makes of them (``CallFacts/callee``).
  public static let notificationPrefix = "notification@"
  /// Whether the call runs on an event, not when the function it is written in runs: a
  /// selector's, or an observer's of a notification.
  public var isSelector: Bool {
    guard let handedTo else { return false }
    return handedTo == Self.selectorTarget || handedTo.hasPrefix(Self.notificationPrefix)
  }
  /// The notification a call posts, when it is the call a post makes of its observers
  /// (``notificationPrefix``).
  public var postedNotification: String? {
    callee.hasPrefix(Self.notificationPrefix) ? callee : nil
  }
  /// Whether the call stands for an enum case assigned to a property (`appState = .welcome`,
  /// recorded as a call named by the value it makes): no function runs.
  public var isAssignedValue: Bool {
    receiver == nil && values.count == 1 && callee == values[0]
  }
  /// Whether the call stands for an enum case a function lists (`let tabs: [Tab] = [.feed]`,
  /// recorded as a call named `[.feed]`): no function runs.
  public var isListedValue: Bool {
    callee.utf8.first == UInt8(ascii: "[") && values.count == 1
  }
  /// Whether the call's value is that closure's value (its only statement).
  public var isHandedResult = false
  /// Whether the call is in a closure that is stored rather than handed to a call
  /// (`view?.onTap = { interactor.load() }`, `let retry = { ... }`), however deep: it runs
  /// when its keeper calls it, not when the function around it runs.
  public var isInStoredClosure = false
  /// Whether the call's value is handed as another call's `sender:` (`show(detail, sender:
  /// JournalViewController())`), which names who asked, not what is shown.
  public var isSender = false
  /// The arguments written as an implicit member (`.systemBackground`, `.init(named: "logo")!`,
  /// `.systemFont(ofSize: 14)`): their type is the parameter's, which the call site never names.
  public var implicitMembers: [ImplicitMemberArgument] = []
}

/// An argument written as an implicit member expression, whose type is its parameter's.
public struct ImplicitMemberArgument: Sendable, Hashable {
  /// The argument's position among the call's arguments (as ``CallFacts/argumentLabels``).
  public var index: Int
  /// The member's name (`systemBackground`, `init`, `systemFont`).
  public var member: String
  /// Where the argument's `.` is.
  public var location: SourceLocation
}

/// A type alias that names one type or a composition of types.
public struct TypeAliasFacts: Sendable, Hashable {
  /// The qualified name (`Outer.Alias` for an alias declared in a type).
  public var name: String
  /// The names the alias stands for, generic arguments taken off (`AnyView`,
  /// `UIViewController` for `AnyView & UIViewController`); empty for a tuple.
  public var targets: [String]
  /// Where the alias's name is.
  public var location: SourceLocation
  /// For an alias of a tuple (`(interactor: HomeInteractor, router: HomeRouter)`), its
  /// elements: label (empty for none) and type name.
  public var tupleElements: [TupleElement] = []
}

/// An element of a tuple type.
public struct TupleElement: Sendable, Hashable {
  /// The element's label, empty when it has none.
  public var label: String
  /// The element's type name, optionals taken off.
  public var typeName: String
}

/// A capitalized name used in a type or expression.
public struct TypeReference: Sendable, Hashable {
  /// The name as written (`UIColor`, `HTTP.Error`).
  public var name: String
  /// Where it is.
  public var location: SourceLocation
  /// For a force cast, the function around it (`buildModule@12`, as a call's `function`
  /// names it); `nil` for other references and for a cast outside any function.
  public var function: String? = nil
  /// Whether the code is handed an object of this type rather than obtaining one: the type of
  /// a parameter, or of a cast of a value no call in the cast makes
  /// (`navigation.topViewController as? HomeViewController`).
  public var isHandedIn = false
  /// Whether the name only qualifies a type declared in it (`ContactCell` in
  /// `ContactCell.Model`, `ContactCell.Model(...)`): the code uses the nested type.
  public var qualifiesNestedType = false
}

/// A closure passed as an argument that uses `self`.
public struct ClosureFacts: Sendable, Equatable {
  /// The name of the call the closure is passed to (`Task`, `sink`, `fetch`).
  public var callee: String
  /// Whether the closure's capture list has `weak self` or `unowned self`, or an enclosing
  /// closure's does.
  public var capturesSelfWeakly: Bool
  /// Where the closure's `{` is.
  public var location: SourceLocation
  /// For a `Task` closure that does not write `self`: the names it uses bare (not after a
  /// `.`, not declared in it). `Task` captures `self` implicitly, so a bare member name
  /// (`output`, `service`) captures the enclosing object.
  public var bareNames: [String] = []
  /// Whether the call is awaited (`try await store.perform { ... }`): the method waits for the
  /// work the closure is part of, so it holds `self` no longer than the method does.
  public var isAwaited = false
}

/// A member whose value has a written type, other than a stored property: a method's result,
/// a computed or static property, a protocol's property requirement.
public struct MemberSignature: Sendable, Hashable {
  /// The member's name (a method's base name).
  public var name: String
  /// Whether the member is a method (else a property).
  public var isMethod: Bool
  /// Whether the member is `static` or `class`.
  public var isStatic: Bool
  /// Whether the member is `private` or `fileprivate`.
  public var isPrivate = false
  /// The written type's name with optionals, `any` and `some` taken off
  /// (`SearchResultsAssembly`, `Observable`); `nil` for a tuple or function type.
  public var typeName: String?
  /// The other names in the written type (see ``PropertyFacts/typeArguments``).
  public var typeArguments: [String]
  /// Where the member's name is.
  public var location: SourceLocation
  /// Whether the member is a property with a getter's body (`var screen: UIViewController {
  /// ... }`): reading it runs code.
  public var hasGetter = false
  /// Whether the member is a property others may set: a protocol's requirement with `set`
  /// (`var albums: [Album] { get set }`), or a computed property with a setter.
  public var isSettable = false
  /// For a method whose result is a tuple of two or more elements (`-> (UIViewController,
  /// AlbumPresenter)`), each element's type name in order, optionals taken off, `""` for one
  /// that names no single type; a composition's parts joined by ` & ` (`Coordinator &
  /// AuthOutput`). Empty for any other result.
  public var tupleElements: [String] = []
}

/// A local constant or variable of a method.
public struct LocalFacts: Sendable, Hashable {
  /// The local's name.
  public var name: String
  /// The method it is in (`name@line`, as ``CallFacts/function``).
  public var function: String
  /// Its written type's name, if it has one.
  public var typeName: String?
  /// What it is set to, as a member path with `()` after called segments
  /// (`["factory", "searchAssembly()"]`); empty when not a member path.
  public var value: [String]
}

/// A member assigned: `interactor.output = presenter` in a builder's method.
public struct AssignmentFacts: Sendable, Hashable {
  /// The receiver as a member path (`["interactor"]`); empty for `self` or a bare name.
  public var receiver: [String]
  /// The member assigned (`output`).
  public var member: String
  /// The method it is in (`name@line`, as ``CallFacts/function``), if any.
  public var function: String?
}

/// A member set to a literal: an index (`tabBarController?.selectedIndex = 2`), `nil`
/// (`temporaryStoredViewController = nil`) or a list (`viewControllers = [homeScreen,
/// SceneBuilder.buildSearch()]`).
public struct LiteralAssignmentFacts: Sendable, Hashable {
  /// The receiver as a member path (`["tabBarController"]`); empty for `self` or a bare name.
  public var receiver: [String]
  /// The member assigned (`selectedIndex`).
  public var member: String
  /// The index's digits, `nil`, or each element of the list as a member path joined by `.`
  /// (`homeScreen`, `SceneBuilder.buildSearch()`), empty for one that is not a path.
  public var values: [String]
  /// Whether the literal is a list.
  public var isList: Bool
  /// The method it is in (`name@line`, as ``CallFacts/function``), if any.
  public var function: String?
  /// Where the assigned member is written.
  public var location: SourceLocation
}

/// A subscription whose handler holds the subscribing object strongly, or a closure that holds
/// it stored on another object (`tableManager.onSelect = { self.select($0) }`).
public struct SubscriptionFacts: Sendable, Hashable {
  /// The subscribing call (`bind`, `subscribe`, `drive`, `sink`, `assign`); `=` for a closure
  /// assigned to another object's property (``handler`` names the property, ``keptBy`` the
  /// object).
  public var callee: String
  /// The method of `self` passed as the handler (`show` for `bind(onNext: self.show)`); empty
  /// for a closure that uses `self` strongly or for `assign(to:on: self)`.
  public var method: String
  /// What holds `self`, as written (`self.show`, `{ self.… }`, `on: self`).
  public var handler: String
  /// The stored property that keeps the subscription (`disposeBag` for
  /// `.disposed(by: disposeBag)`, `cancellables` for `.store(in: &cancellables)`, `token` for
  /// `token = publisher.sink { ... }`); `nil` when it is kept elsewhere or not at all.
  public var keptBy: String?
  /// Where the subscribing call is.
  public var location: SourceLocation
  /// What is subscribed to, as a member path with `()` after called segments, `self` left out
  /// (`["interactor", "checkAPIStatus()", "receive()"]` for
  /// `interactor.checkAPIStatus().receive(on: queue).sink { ... }`); empty when it is not a
  /// member path.
  public var stream: [String] = []
  /// The subscribing call's argument labels (`onSuccess` for `subscribe(onSuccess:)`);
  /// unlabeled ones are `_`.
  public var argumentLabels: [String] = []
  /// The method or initializer the subscription is made in (`load@12`, as
  /// ``CallFacts/function``), `nil` outside one.
  public var function: String? = nil
}
