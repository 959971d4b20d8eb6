/// A protocol requirement as `viper spies` reads it: written out in full, so a spy can
/// implement it.
enum Requirement: Hashable, Sendable {
  case function(FunctionRequirement)
  case property(PropertyRequirement)

  /// Where the requirement is declared.
  var line: Int {
    switch self {
    case .function(let function): function.line
    case .property(let property): property.line
    }
  }

  /// What tells two requirements apart: the name, the labels and the types, whitespace taken
  /// out. A protocol that inherits one requirement twice gets one member.
  var key: String {
    switch self {
    case .function(let function): function.key
    case .property(let property): "var \(property.name)"
    }
  }

  /// Whether the requirement is `static` (or `class`).
  var isStatic: Bool {
    switch self {
    case .function(let function): function.isStatic
    case .property(let property): property.isStatic
    }
  }

  /// The requirement as a person reads it in a refusal: `book(at:)`, `var title`.
  var displayName: String {
    switch self {
    case .function(let function): function.selector
    case .property(let property): "var \(property.name)"
    }
  }
}

/// A method requirement.
struct FunctionRequirement: Hashable, Sendable {
  /// How a method throws.
  enum Throwing: Hashable, Sendable {
    case none
    case untyped
    /// `throws(E)`, with `E` as written.
    case typed(String)
    case `rethrows`
  }

  /// The base name as written (`show`, `` `default` ``).
  var name: String
  /// `<T: Decodable>`, as written, or empty.
  var genericClause = ""
  /// `where T: Sendable`, as written, or empty.
  var whereClause = ""
  var parameters: [Parameter] = []
  var isAsync = false
  var throwing = Throwing.none
  /// The return type as written; `nil` for none (and for `Void` or `()`).
  var returnType: String?
  var isStatic = false
  /// `nonisolated`: a main-actor spy cannot implement it and still record.
  var isNonisolated = false
  /// Attributes the implementation repeats (`@discardableResult`).
  var attributes: [String] = []
  /// The line of the `func` keyword.
  var line: Int

  /// `show(_:)`, as `#function` spells it.
  var selector: String {
    "\(name.filter { $0 != "`" })(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
  }

  var key: String {
    let types = parameters.map { Self.squeezed($0.type) }.joined(separator: ",")
    let effects = (isAsync ? " async" : "") + (throwing == .none ? "" : " throws")
    return "\(isStatic ? "static " : "")func \(selector)\(genericClause)(\(types))\(effects)"
      + "->\(returnType.map(Self.squeezed) ?? "()")"
  }

  /// `text` with its whitespace taken out.
  static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}

/// A parameter of a method requirement.
struct Parameter: Hashable, Sendable {
  /// The argument label; `nil` for `_`.
  var label: String?
  /// The name the implementation uses.
  var name: String
  /// The type as written, `inout` and attributes (`@escaping`) included, without `...`.
  var type: String
  var isInout = false
  var isVariadic = false
  /// Whether the type is a function type that may escape (a closure the spy can keep).
  var isEscapingClosure = false
  /// Whether the type is a function type that may not escape.
  var isNonEscapingClosure = false
  var isAutoclosure = false
}

/// A property requirement.
struct PropertyRequirement: Hashable, Sendable {
  var name: String
  /// The type as written.
  var type: String
  /// `{ get set }`.
  var isSettable: Bool
  var isStatic = false
  /// `get async` or `get throws`: no stored property can implement it.
  var hasEffects = false
  var line: Int
}
