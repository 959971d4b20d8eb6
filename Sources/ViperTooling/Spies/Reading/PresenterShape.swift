import SwiftSyntax

/// A presenter class as `viper spies` reads it: what it stores and how it can be made.
struct PresenterShape: Sendable {
  /// A stored property.
  struct Property: Sendable, Hashable {
    var name: String
    /// The type as written; `nil` when inferred from the initial value.
    var type: String?
    /// The initial value as written, if any.
    var initialValue: String?
    var isLet: Bool
    var isWeak: Bool
    /// Whether code outside the class (a test, with `@testable import`) can set it.
    var isSettableFromOutside: Bool
    var line: Int
  }

  /// An initializer.
  struct Initializer: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
      /// The argument label; `nil` for `_`.
      var label: String?
      var name: String
      var type: String
      var hasDefault: Bool
    }

    var parameters: [Parameter]
    /// Whether a test can call it (it is not `private`, `async` or `throws`, and not failable).
    var isCallable: Bool
    var line: Int

    /// `init(view:interactor:)`.
    var selector: String { "init(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
  }

  /// A method, for the types of its parameters: `didLoad(view:)` hands the presenter its view.
  struct Method: Sendable, Hashable {
    var selector: String
    var parameterTypes: [String]
  }

  var name: String
  var file: String
  var line: Int
  /// `class`, or what else the declaration is (`a struct`, `an actor`).
  var kind: String
  var isPrivate: Bool
  var isGeneric: Bool
  /// The first name of the inheritance clause, as written (a superclass or a protocol).
  var firstInherited: String?
  var properties: [Property] = []
  var initializers: [Initializer] = []
  var methods: [Method] = []

  /// The presenter class named `name` declared in `file`: `nil` when not declared there.
  static func read(named name: String, in file: SourceFile) -> PresenterShape? {
    let finder = DeclarationFinder(name: name, viewMode: .sourceAccurate)
    finder.walk(file.tree)
    guard let decl = finder.classDecl else {
      guard let kind = finder.otherKind else { return nil }
      return PresenterShape(
        name: name, file: file.path, line: 1, kind: kind, isPrivate: false, isGeneric: false)
    }
    var shape = PresenterShape(
      name: name, file: file.path, line: file.line(of: decl.name), kind: "a class",
      isPrivate: decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) },
      isGeneric: decl.genericParameterClause != nil,
      firstInherited: decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
    for member in decl.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        shape.properties += properties(of: variable, file: file)
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        shape.initializers.append(read(initializer, file: file))
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters
        shape.methods.append(
          Method(
            selector:
              "\(function.name.text)(\(parameters.map { "\($0.firstName.text):" }.joined()))",
            parameterTypes: parameters.map { $0.type.trimmedDescription }))
      }
    }
    return shape
  }

  private static func properties(of decl: VariableDeclSyntax, file: SourceFile) -> [Property] {
    let modifiers = decl.modifiers
    if modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return [] }
    let isPrivate = modifiers.contains {
      ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil
    }
    let setterIsPrivate = modifiers.contains {
      ["private", "fileprivate"].contains($0.name.text) && $0.detail != nil
    }
    let isLet = decl.bindingSpecifier.text == "let"
    let isWeak = modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
    return decl.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return nil
      }
      if let accessors = binding.accessorBlock {
        switch accessors.accessors {
        case .getter: return nil
        case .accessors(let list):
          if list.contains(where: {
            ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text)
          }) {
            return nil
          }
        }
      }
      return Property(
        name: name, type: binding.typeAnnotation?.type.trimmedDescription,
        initialValue: binding.initializer?.value.trimmedDescription, isLet: isLet, isWeak: isWeak,
        isSettableFromOutside: !isLet && !isPrivate && !setterIsPrivate, line: file.line(of: decl))
    }
  }

  private static func read(_ decl: InitializerDeclSyntax, file: SourceFile) -> Initializer {
    let parameters = decl.signature.parameterClause.parameters.map { parameter in
      let first = parameter.firstName.text
      return Initializer.Parameter(
        label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
        type: parameter.type.trimmedDescription, hasDefault: parameter.defaultValue != nil)
    }
    let effects = decl.signature.effectSpecifiers
    let isPrivate = decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    return Initializer(
      parameters: parameters,
      isCallable: !isPrivate && decl.optionalMark == nil && effects?.asyncSpecifier == nil
        && effects?.throwsClause == nil && decl.genericParameterClause == nil,
      line: file.line(of: decl.initKeyword))
  }
}
