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
  /// Capitalized names used as types or in expressions (`UIColor`, `URLSession`).
  public var typeReferences: [TypeReference] = []
  /// `as!` casts.
  public var forceCasts: [TypeReference] = []
  /// Closures passed as arguments that use `self`.
  public var closures: [ClosureFacts] = []
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
}

/// A method (or protocol requirement) and its parameters.
public struct FunctionFacts: Sendable, Equatable {
  /// The method's base name.
  public var name: String
  /// The parameters, in order.
  public var parameters: [ParameterFacts]
  /// Where the `func` keyword is.
  public var location: SourceLocation
}

/// A parameter of a method.
public struct ParameterFacts: Sendable, Equatable {
  /// The parameter's written type.
  public var typeText: String
  /// Every type name in the parameter's type (`Result`, `User`, `HTTP.Error` for
  /// `Result<[User], HTTP.Error>`).
  public var typeNames: [String]
  /// Where the parameter is.
  public var location: SourceLocation
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
}

/// A type alias that names one type or a composition of types.
public struct TypeAliasFacts: Sendable, Hashable {
  /// The qualified name (`Outer.Alias` for an alias declared in a type).
  public var name: String
  /// The names the alias stands for, generic arguments taken off (`AnyView`,
  /// `UIViewController` for `AnyView & UIViewController`).
  public var targets: [String]
  /// Where the alias's name is.
  public var location: SourceLocation
}

/// A capitalized name used in a type or expression.
public struct TypeReference: Sendable, Hashable {
  /// The name as written (`UIColor`, `HTTP.Error`).
  public var name: String
  /// Where it is.
  public var location: SourceLocation
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
}
