import SwiftSyntax

/// Reads protocol declarations, and the types and aliases `viper spies` needs to know.
enum ProtocolReader {
  /// The protocol named `name` (qualified) in `file`, if declared there.
  static func protocolShape(named name: String, in file: SourceFile) -> ProtocolShape? {
    let finder = DeclarationFinder(name: name, viewMode: .sourceAccurate)
    finder.walk(file.tree)
    guard let decl = finder.protocolDecl else { return nil }
    return read(decl, name: name, file: file)
  }

  private static func read(_ decl: ProtocolDeclSyntax, name: String, file: SourceFile)
    -> ProtocolShape
  {
    var shape = ProtocolShape(name: name, file: file.path, line: file.line(of: decl.name))
    shape.inherited =
      decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    for requirement in decl.genericWhereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == "Self"
      {
        shape.selfConstraints.append(conformance.rightType.trimmedDescription)
      }
    }
    shape.isPrivate = decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    for attribute in decl.attributes {
      guard case .attribute(let attribute) = attribute else { continue }
      let attributeName = attribute.attributeName.trimmedDescription
      if attributeName == "objc" {
        shape.isObjC = true
      } else if attributeName.hasSuffix("Actor") {
        shape.globalActor = attributeName
      }
    }
    if let primary = decl.primaryAssociatedTypeClause {
      shape.associatedTypes += primary.primaryAssociatedTypes.map { $0.name.text }
    }
    for member in decl.memberBlock.members {
      let memberDecl = member.decl
      if let function = memberDecl.as(FunctionDeclSyntax.self) {
        shape.requirements.append(.function(readFunction(function, file: file)))
      } else if let variable = memberDecl.as(VariableDeclSyntax.self) {
        shape.requirements += readProperties(variable, file: file)
      } else if let associated = memberDecl.as(AssociatedTypeDeclSyntax.self) {
        shape.associatedTypes.append(associated.name.text)
      } else if memberDecl.is(SubscriptDeclSyntax.self) {
        shape.unreadable.append(("a subscript", file.line(of: memberDecl)))
      } else if memberDecl.is(InitializerDeclSyntax.self) {
        shape.unreadable.append(("an initializer", file.line(of: memberDecl)))
      } else if memberDecl.is(IfConfigDeclSyntax.self) {
        shape.unreadable.append(("an #if block", file.line(of: memberDecl)))
      }
    }
    return shape
  }

  static func readFunction(_ decl: FunctionDeclSyntax, file: SourceFile) -> FunctionRequirement {
    var function = FunctionRequirement(name: decl.name.text, line: file.line(of: decl.funcKeyword))
    function.genericClause = decl.genericParameterClause?.trimmedDescription ?? ""
    function.whereClause = decl.genericWhereClause?.trimmedDescription ?? ""
    function.isStatic = decl.modifiers.contains {
      $0.name.text == "static" || $0.name.text == "class"
    }
    function.isNonisolated = decl.modifiers.contains { $0.name.text == "nonisolated" }
    for attribute in decl.attributes {
      guard case .attribute(let attribute) = attribute else { continue }
      if attribute.attributeName.trimmedDescription == "discardableResult" {
        function.attributes.append("@discardableResult")
      }
    }
    let effects = decl.signature.effectSpecifiers
    function.isAsync = effects?.asyncSpecifier != nil
    if let clause = effects?.throwsClause {
      if clause.throwsSpecifier.text == "rethrows" {
        function.throwing = .rethrows
      } else if let type = clause.type {
        function.throwing = .typed(type.trimmedDescription)
      } else {
        function.throwing = .untyped
      }
    }
    if let returned = decl.signature.returnClause?.type.trimmedDescription,
      !["Void", "()", "Swift.Void"].contains(returned)
    {
      function.returnType = returned
    }
    var names: Set<String> = []
    for (index, parameter) in decl.signature.parameterClause.parameters.enumerated() {
      let first = parameter.firstName.text
      let second = parameter.secondName?.text
      var name = second ?? first
      // A keyword, or a name the spy's body uses itself (`if let target = forwarding(...)`),
      // would not compile: the implementation names the parameter itself.
      if name == "_" || name.isEmpty || names.contains(name) || name.hasPrefix("`")
        || SwiftIdentifier.keywords.contains(name) || Self.bodyNames.contains(name)
      {
        name = "argument\(index + 1)"
      }
      names.insert(name)
      var read = Parameter(
        label: first == "_" ? nil : first, name: name, type: parameter.type.trimmedDescription)
      read.isVariadic = parameter.ellipsis != nil
      classify(parameter.type, into: &read)
      function.parameters.append(read)
    }
    return function
  }

  /// Names a spy's method bodies use for their own values.
  static let bodyNames: Set<String> = ["target", "error", "result", "value"]

  /// Notes what a parameter's type is: `inout`, a closure that escapes or does not.
  private static func classify(_ type: TypeSyntax, into parameter: inout Parameter) {
    var bare = type
    var escaping = false
    if let attributed = type.as(AttributedTypeSyntax.self) {
      parameter.isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
      for attribute in attributed.attributes {
        guard case .attribute(let attribute) = attribute else { continue }
        let name = attribute.attributeName.trimmedDescription
        if name == "escaping" { escaping = true }
        if name == "autoclosure" { parameter.isAutoclosure = true }
      }
      bare = attributed.baseType
    }
    while let tuple = bare.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      bare = only.type
    }
    if bare.is(FunctionTypeSyntax.self) {
      if escaping || parameter.isAutoclosure {
        parameter.isEscapingClosure = escaping
        parameter.isNonEscapingClosure = !escaping
      } else {
        parameter.isNonEscapingClosure = true
      }
    } else if bare.is(OptionalTypeSyntax.self)
      || bare.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    {
      // An optional closure escapes.
      var wrapped: TypeSyntax? =
        bare.as(OptionalTypeSyntax.self)?.wrappedType
        ?? bare.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      while let tuple = wrapped?.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
        wrapped = tuple.elements.first?.type
      }
      if wrapped?.is(FunctionTypeSyntax.self) == true { parameter.isEscapingClosure = true }
    }
  }

  private static func readProperties(_ decl: VariableDeclSyntax, file: SourceFile) -> [Requirement]
  {
    let isStatic = decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    return decl.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type.trimmedDescription
      else { return nil }
      var property = PropertyRequirement(
        name: name, type: type, isSettable: false, isStatic: isStatic, line: file.line(of: decl))
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors {
          if accessor.accessorSpecifier.text == "set" { property.isSettable = true }
          if accessor.effectSpecifiers?.asyncSpecifier != nil
            || accessor.effectSpecifiers?.throwsClause != nil
          {
            property.hasEffects = true
          }
        }
      }
      return .property(property)
    }
  }
}
