/// Writes a spy class's file.
///
/// One member per requirement, each recording what the presenter sent:
///
/// ```swift
/// final class ShelfViewInputSpy: ViperKitTesting.Spy<any ShelfViewInput>, @MainActor ShelfViewInput {
///   var title: String = "" {
///     didSet { record(title) }
///   }
///
///   func show(_ titles: [String]) {
///     record(titles) { $0.show(titles) }
///   }
/// }
/// ```
struct SpyRenderer {
  let spy: SpyPlan
  /// The command line the header names.
  let command: String
  /// The module the file imports with `@testable import`.
  let testImport: String

  func render() -> String {
    var lines = SpiesHeader.lines(command: command, sources: spy.sources)
    lines.append("")
    for line in spy.imports where !Self.skippedImports.contains(line) { lines.append(line) }
    lines += ["import ViperKitTesting", "", "@testable import \(testImport)", ""]
    var members = MemberNames(
      reserved: Set(
        spy.requirements.map { requirement in
          switch requirement {
          case .property(let property): property.name
          case .function(let function): function.name
          }
        }))
    var blocks: [[String]] = []
    for requirement in spy.requirements {
      switch requirement {
      case .property(let property): blocks.append(render(property, names: &members))
      case .function(let function): blocks.append(render(function, names: &members))
      }
    }
    let names = spy.protocols.map { "`\($0)`" }.joined(separator: ", ")
    var summary =
      "Records every message sent through \(names), in order, into a harness's log; with a "
      + "target, forwards the synchronous ones to it."
    if spy.requirements.contains(where: Self.answers) {
      summary +=
        " Without one, what a requirement returns is the `...Result` (or `...Value`) property of"
        + " its name, which a test sets."
    }
    lines += DocComment.wrap(summary, indent: "")
    let conformances = spy.protocols.map { (spy.isolatedConformance ? "@MainActor " : "") + $0 }
    let existential = spy.protocols.joined(separator: " & ")
    let declaration =
      "final class \(spy.className): ViperKitTesting.Spy<any \(existential)>, "
      + conformances.joined(separator: ", ") + " {"
    let base = "final class \(spy.className): ViperKitTesting.Spy<any \(existential)>,"
    if declaration.count <= 100 {
      lines.append(declaration)
    } else if base.count <= 100 {
      lines += [base, "  " + conformances.joined(separator: ", "), "{"]
    } else {
      lines.append("final class \(spy.className):")
      lines.append("  ViperKitTesting.Spy<any \(existential)>,")
      lines += ["  " + conformances.joined(separator: ", "), "{"]
    }
    for (index, block) in blocks.enumerated() {
      if index > 0 { lines.append("") }
      lines += block.map { $0.isEmpty ? "" : "  " + $0 }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Imports a spy never repeats.
  private static let skippedImports: Set<String> = [
    "import ViperKitTesting", "import XCTest", "import Testing",
  ]

  /// Whether a requirement answers with a value a test may set.
  private static func answers(_ requirement: Requirement) -> Bool {
    switch requirement {
    case .property(let property): !property.isStatic
    case .function(let function): function.returnType != nil && !function.isStatic
    }
  }

  // MARK: Properties

  private func render(_ property: PropertyRequirement, names: inout MemberNames) -> [String] {
    if property.isStatic {
      // Never the real type's: its static state is a global a Swift 6 test may not touch.
      let value = TypeText.defaultValue(for: property.type) ?? "nil"
      if property.isSettable {
        return [
          "static var \(property.name): \(property.type) {",
          "  get { \(value) }",
          "  set {}",
          "}",
        ]
      }
      return ["static var \(property.name): \(property.type) { \(value) }"]
    }
    let recording = "record(\(recorded(property.name, type: property.type)))"
    if let value = TypeText.defaultValue(for: property.type) {
      guard property.isSettable else {
        return [
          "/// What `\(property.name)` answers; set it to change the answer.",
          "var \(property.name): \(property.type) = \(value)",
        ]
      }
      return [
        "var \(property.name): \(property.type) = \(value) {",
        "  didSet { \(recording) }",
        "}",
      ]
    }
    // No value to start from: kept in an optional the test sets before it is read.
    let stored = names.unique(property.name + "Value")
    let answer = [
      "guard let value = \(stored) else { noAnswer(\"\(property.name)\", set: \"\(stored)\") }",
      "return value",
    ]
    var lines = [
      "/// What `\(property.name)` answers: set it before the code under test reads it.",
      "var \(stored): \(TypeText.optional(property.type))",
      "",
      "var \(property.name): \(property.type) {",
    ]
    if property.isSettable {
      lines += ["  get {"] + answer.map { "    " + $0 } + ["  }"]
      lines += ["  set {", "    \(stored) = newValue", "    \(recording)", "  }"]
    } else {
      lines += answer.map { "  " + $0 }
    }
    lines.append("}")
    return lines
  }

  // MARK: Methods

  private func render(_ function: FunctionRequirement, names: inout MemberNames) -> [String] {
    if function.isStatic { return renderStatic(function) }
    let stem = TypeText.camelCase(
      [function.name.filter { $0 != "`" }] + function.parameters.compactMap(\.label))
    var lines: [String] = []
    var body: [String] = []
    // Closures the presenter hands over, kept for the test to call.
    if function.genericClause.isEmpty {
      for parameter in function.parameters
      where parameter.isEscapingClosure && !parameter.isVariadic {
        // `loadCoverForCompletion` for `loadCover(for:completion:)`'s `completion`.
        let others = function.parameters.filter { $0 != parameter }.compactMap(\.label)
        let closureStem = TypeText.camelCase([function.name.filter { $0 != "`" }] + others)
        let stored = names.unique(closureStem + Self.capitalized(parameter.label ?? parameter.name))
        lines.append("/// The last `\(parameter.name)` closure `\(function.selector)` was handed.")
        lines.append("var \(stored): \(Self.storedClosureType(parameter.type))")
        body.append("self.\(stored) = \(parameter.name)")
      }
    }
    var answer: [String] = []
    if let returned = function.returnType {
      let generics = TypeText.genericNames(function.genericClause) + ["Self"]
      let dependsOnCall = generics.contains { SwiftWords.contains(word: $0, in: returned) }
      let name = names.unique(stem + "Result")
      if let value = TypeText.defaultValue(for: returned), !dependsOnCall {
        lines.append("/// What `\(function.selector)` answers; set it to change the answer.")
        lines.append("var \(name): \(returned) = \(value)")
        answer = ["return self.\(name)"]
      } else {
        lines.append(
          "/// What `\(function.selector)` answers: set it before the code under test calls it.")
        lines.append("var \(name): \(dependsOnCall ? "Any?" : TypeText.optional(returned))")
        answer = [
          "guard let result = self.\(name)\(dependsOnCall ? " as? \(returned)" : "") else {",
          "  noAnswer(\"\(function.selector)\", set: \"\(name)\")",
          "}",
          "return result",
        ]
      }
    }
    var throwing: String?
    if function.throwing == .untyped || Self.typedError(function) != nil {
      let name = names.unique(stem + "Error")
      throwing = "if let error = self.\(name) { throw error }"
      let errorType = Self.typedError(function).map { "\($0)?" } ?? "(any Error)?"
      lines.append("/// What `\(function.selector)` throws, if set.")
      lines.append("var \(name): \(errorType)")
    }
    if !lines.isEmpty { lines.append("") }
    let arguments = function.parameters.map { recorded($0) }.joined(separator: ", ")
    let call = "\(function.name)(\(callArguments(function)))"
    let canForward =
      !function.isAsync && function.throwing != .rethrows
      && !function.parameters.contains { $0.isVariadic || $0.isAutoclosure }
    if canForward && answer.isEmpty && throwing == nil {
      body.append(
        arguments.isEmpty ? "record { $0.\(call) }" : "record(\(arguments)) { $0.\(call) }")
    } else {
      if canForward {
        let tried = throwing == nil ? "" : "try "
        body.append("if let target = forwarding(\(arguments)) { return \(tried)target.\(call) }")
      } else {
        body.append("record(\(arguments))")
      }
      if let throwing { body.append(throwing) }
      body += answer
    }
    lines += function.attributes
    lines.append(signature(function, effects: true) + " {")
    lines += body.map { "  " + $0 }
    lines.append("}")
    if function.isAsync && !hasSynchronousTwin(function) {
      lines.append("")
      lines += DocComment.wrap(
        "`\(function.selector)` as an expectation states it (`harness.expect`'s block is "
          + "synchronous): records the same message.", indent: "", width: 98)
      lines.append(signature(function, effects: false) + " {")
      lines.append("  record(\(arguments))")
      lines.append("}")
    }
    return lines
  }

  /// A static requirement asks the one type of the code that implements it.
  private func renderStatic(_ function: FunctionRequirement) -> [String] {
    var call = "\(spy.staticImplementer ?? "").\(function.name)(\(callArguments(function)))"
    if function.isAsync { call = "await " + call }
    if function.throwing != .none { call = "try " + call }
    return function.attributes + [
      signature(function, effects: true) + " {",
      "  \(function.returnType == nil ? "" : "return ")\(call)",
      "}",
    ]
  }

  /// Whether the protocols also require a synchronous method of the same name and labels,
  /// which expectations then call instead.
  private func hasSynchronousTwin(_ function: FunctionRequirement) -> Bool {
    spy.requirements.contains { requirement in
      guard case .function(let other) = requirement else { return false }
      return !other.isAsync && !other.isStatic && other.selector == function.selector
    }
  }

  private func signature(_ function: FunctionRequirement, effects: Bool) -> String {
    let parameters = function.parameters.map { parameter -> String in
      let type = parameter.type + (parameter.isVariadic ? "..." : "")
      switch parameter.label {
      case nil: return "_ \(parameter.name): \(type)"
      case parameter.name?: return "\(parameter.name): \(type)"
      case let label?: return "\(label) \(parameter.name): \(type)"
      }
    }
    var text =
      (function.isStatic ? "static " : "") + "func \(function.name)\(function.genericClause)("
      + parameters.joined(separator: ", ") + ")"
    if effects {
      if function.isAsync { text += " async" }
      switch function.throwing {
      case .none: break
      case .untyped: text += " throws"
      case .typed(let type): text += " throws(\(type))"
      case .rethrows: text += " rethrows"
      }
      if let returned = function.returnType { text += " -> \(returned)" }
    }
    if !function.whereClause.isEmpty { text += " \(function.whereClause)" }
    return text
  }

  private func callArguments(_ function: FunctionRequirement) -> String {
    function.parameters.map { parameter in
      let value = (parameter.isInout ? "&" : "") + parameter.name
      return parameter.label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
  }

  /// How an argument is recorded: a closure that may not escape by its type, an object by
  /// identity, anything else by value.
  private func recorded(_ parameter: Parameter) -> String {
    if parameter.isNonEscapingClosure { return "type(of: \(parameter.name))" }
    if parameter.isVariadic || parameter.isEscapingClosure { return parameter.name }
    return recorded(parameter.name, type: parameter.type)
  }

  private func recorded(_ name: String, type: String) -> String {
    var bare = type.trimmingWhitespace
    if bare.hasPrefix("inout ") { bare = String(bare.dropFirst(6)) }
    // An optional passed as `Any` is a warning unless said so.
    let value = TypeText.isOptional(bare) ? "\(name) as Any" : name
    return spy.identityTypes.contains(type) ? "ViperKitTesting.Identity(\(value))" : value
  }

  private static func typedError(_ function: FunctionRequirement) -> String? {
    if case .typed(let type) = function.throwing { return type }
    return nil
  }

  /// The type a kept closure is stored as: optional, without `@escaping`.
  private static func storedClosureType(_ type: String) -> String {
    var bare = type.trimmingWhitespace
    if bare.hasPrefix("@escaping") { bare = String(bare.dropFirst(9)).trimmingWhitespace }
    return TypeText.optional(bare)
  }

  private static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
