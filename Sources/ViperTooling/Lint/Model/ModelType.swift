/// A type as the module model sees it: its declaration's facts joined with those of its
/// extensions (in any file), and its role and module.
///
/// A class, not a struct: a model holds tens of thousands of types with a dozen lists each,
/// and the rules pass them around by the thousand; a copy of a struct retains every list,
/// which cost a fifth of an editor's update of a 3,000-file app. A model builds its own
/// instances and changes them only while it is built, on one thread; once built it changes
/// none, so it is shared between threads as the model is (`@unchecked Sendable`).
public final class ModelType: @unchecked Sendable {
  /// The qualified name.
  public var name: String
  /// The declaration's kind (`extension` when only extensions of it were seen).
  public var kind: TypeKind
  /// Where the declaration (or first extension) names it.
  public var location: SourceLocation
  /// The declaration's file.
  public var file: String { location.file }
  /// The files its declarations and extensions are written in, the declaration's first:
  /// where every place of its facts is.
  public internal(set) var files: [String] = []
  /// The conformances of the declaration and its extensions.
  public var inherited: [String] = []
  /// Whether a protocol has a `where Self: AnyObject` constraint.
  public var hasClassConstraint = false
  /// Stored properties of the declaration.
  public var properties: [PropertyFacts] = []
  /// Methods of the declaration and its extensions.
  public var functions: [FunctionFacts] = []
  /// Calls in the bodies of the declaration and its extensions.
  public var calls: [CallFacts] = []
  /// Calls inside property observers.
  public var observerCalls: [CallFacts] = []
  /// Properties read that may be computed (``TypeFacts/reads``).
  public var reads: [CallFacts] = []
  /// Capitalized names used.
  public var typeReferences: [TypeReference] = []
  /// `as!` casts.
  public var forceCasts: [TypeReference] = []
  /// Closures passed as arguments that use `self`.
  public var closures: [ClosureFacts] = []
  /// Methods' results and computed, static and required properties, with their types.
  public var signatures: [MemberSignature] = []
  /// Locals of the methods of the declaration and its extensions.
  public var locals: [LocalFacts] = []
  /// The members its code assigns.
  public var assignments: [AssignmentFacts] = []
  /// The members its code sets to a literal index or list.
  public var literalAssignments: [LiteralAssignmentFacts] = []
  /// Subscriptions whose handler holds the object strongly.
  public var subscriptions: [SubscriptionFacts] = []
  /// An enum's case names.
  public var cases: [String] = []
  /// The type names in an enum's associated values.
  public var caseValueTypes: [String] = []
  /// The values its switch arms give for the values they match, and its cases' raw values.
  public var armValues: [ArmValue] = []
  /// The type names of its initializers' parameters.
  public var initializerParameterTypes: [String] = []
  /// The labels of its initializers' closure parameters (``TypeFacts/initializerClosureLabels``).
  public var initializerClosureLabels: [String] = []
  /// The closures its methods hand on to initializers.
  public var forwardedClosures: [ClosureForward] = []
  /// Its functions handed as values (``TypeFacts/handedFunctions``).
  public var handedFunctions: [HandedFunction] = []
  /// For a class, the types its superclass's generic arguments name.
  public var superclassArguments: [String] = []
  /// The names of its generic parameters, in order (``TypeFacts/genericParameters``).
  public var genericParameters: [String] = []
  /// The role of a concrete type; `nil` for protocols and unclassified types.
  public var role: Role?
  /// Where the role comes from.
  public var roleSource: RoleSource?
  /// The role its superclass chain gives: a base class named for a role (`Presenter`,
  /// `BaseRouter`) or declared with one. A presenter, interactor or router that inherits its
  /// role is sure of it (a framework wires it); views are left out, since most view
  /// controllers of an app inherit one base class, VIPER views or not.
  public var inheritedRole: Role?
  /// Whether this is the extensions of a class or type the codebase does not declare (a UI
  /// framework's: `extension UITabBarController { func buildTabs() ... }`): its code runs for
  /// the framework's instances and subclasses, but its name names no type of the codebase
  /// (``TypeTable/frameworkExtensions``).
  public internal(set) var extendsFrameworkType = false
  /// How sure the model is of the role: rules that report errors read declared and wired
  /// roles only.
  public var certainty: RoleCertainty?
  /// For a protocol: the role of the types that implement it (`view` for `XViewInput`).
  public var implementerRole: Role?
  /// For a protocol: the role its name or ViperKit gives its implementers (`view` for
  /// `XViewInput`, `PresenterToViewProtocol`, `AnyView`); `nil` for a protocol only its
  /// implementers' roles describe (`XViewControllerDelegate`, adopted by view controllers).
  public var contractRole: Role?
  /// The stem the name carries (`Users` for `UsersViewController` and `UsersViewInput`), if
  /// any.
  public var stem: String?
  /// The module the type belongs to (see ``Module``); empty for a type of no module.
  public var module: String
  /// Whether the declaration is `private` or `fileprivate`.
  public var isPrivate: Bool

  /// Whether the type has a role that is not a guess.
  public var hasSureRole: Bool { role != nil && (certainty ?? .guessed) > .guessed }

  /// Whether instances are references.
  public var isReference: Bool { kind.isReference }

  /// A type as its first declaration describes it, in `module` until classified.
  init(_ facts: TypeFacts, module: String) {
    role = nil
    roleSource = nil
    inheritedRole = nil
    certainty = nil
    implementerRole = nil
    contractRole = nil
    stem = nil
    name = facts.name
    isPrivate = facts.isPrivate
    kind = facts.kind
    location = facts.location
    files = [facts.location.file]
    inherited = facts.inherited
    hasClassConstraint = facts.hasClassConstraint
    properties = facts.properties
    functions = facts.functions
    calls = facts.calls
    observerCalls = facts.observerCalls
    reads = facts.reads
    typeReferences = facts.typeReferences
    forceCasts = facts.forceCasts
    closures = facts.closures
    signatures = facts.signatures
    locals = facts.locals
    assignments = facts.assignments
    literalAssignments = facts.literalAssignments
    subscriptions = facts.subscriptions
    cases = facts.cases
    caseValueTypes = facts.caseValueTypes
    armValues = facts.armValues
    initializerParameterTypes = facts.initializerParameterTypes
    initializerClosureLabels = facts.initializerClosureLabels
    forwardedClosures = facts.forwardedClosures
    handedFunctions = facts.handedFunctions
    superclassArguments = facts.superclassArguments
    genericParameters = facts.genericParameters
    self.module = module
  }

  /// Adds the facts of another declaration or an extension. Most add nothing to most lists,
  /// and appending an empty array still costs a call through the generic code.
  /// Takes the role, module and certainty classification and grouping gave `other`: the same
  /// type, before its facts changed.
  func takeRole(of other: ModelType) {
    role = other.role
    roleSource = other.roleSource
    inheritedRole = other.inheritedRole
    implementerRole = other.implementerRole
    contractRole = other.contractRole
    stem = other.stem
    module = other.module
    certainty = other.certainty
  }

  /// Whether some of its code is written in the files asked about.
  func isWritten(in focus: FocusFiles) -> Bool {
    files.contains(where: focus.contains)
  }

  func merge(_ facts: TypeFacts) {
    if facts.location.file != files.last { files.append(facts.location.file) }
    func add<Element>(_ new: [Element], to list: inout [Element]) {
      if !new.isEmpty { list += new }
    }
    add(facts.inherited, to: &inherited)
    hasClassConstraint = hasClassConstraint || facts.hasClassConstraint
    add(facts.properties, to: &properties)
    add(facts.functions, to: &functions)
    add(facts.calls, to: &calls)
    add(facts.observerCalls, to: &observerCalls)
    add(facts.reads, to: &reads)
    add(facts.typeReferences, to: &typeReferences)
    add(facts.forceCasts, to: &forceCasts)
    add(facts.closures, to: &closures)
    add(facts.signatures, to: &signatures)
    add(facts.locals, to: &locals)
    add(facts.assignments, to: &assignments)
    add(facts.literalAssignments, to: &literalAssignments)
    add(facts.subscriptions, to: &subscriptions)
    add(facts.cases, to: &cases)
    add(facts.caseValueTypes, to: &caseValueTypes)
    add(facts.armValues, to: &armValues)
    add(facts.initializerParameterTypes, to: &initializerParameterTypes)
    add(facts.initializerClosureLabels, to: &initializerClosureLabels)
    add(facts.forwardedClosures, to: &forwardedClosures)
    add(facts.handedFunctions, to: &handedFunctions)
    add(facts.superclassArguments, to: &superclassArguments)
    if genericParameters.isEmpty { genericParameters = facts.genericParameters }
  }
}

/// A stored property of one type that refers to another type of the model.
public struct OwnershipEdge: Sendable, Hashable {
  /// The type holding the property.
  public var from: String
  /// The type the property refers to (an implementer when the property's type is a protocol).
  public var to: String
  /// The property's name.
  public var property: String
  /// The property's written type name (the protocol for a protocol-typed property).
  public var typeName: String
  /// `strong`, `weak` or `unowned`.
  public var ownership: Ownership
  /// Where the property is declared.
  public var location: SourceLocation
}
