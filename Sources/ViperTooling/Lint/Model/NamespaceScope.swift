/// Names written inside a module's namespace, read as Swift reads them there.
///
/// Some apps declare each module's roles inside one type of the module, under their role's word
/// alone: `struct LoginModule { typealias ViewInput = LoginViewInput }` and, in the module's
/// other files, `extension LoginModule { final class Presenter { weak var view: ViewInput! } }`
/// and `extension LoginModule { final class Assembly { ... let presenter: Presenter = .init()
/// } }`. Every module has a `Presenter`; inside `LoginModule` the name means
/// `LoginModule.Presenter`, because Swift looks a name up in the types around the code first.
/// The collector records names as written, file by file, and cannot know what another file
/// nests; this pass, over every file of a unit, qualifies the names written inside a namespace
/// with the namespace's own nested types and aliases, so the model follows them as it follows
/// any name.
///
/// A namespace is a struct or caseless enum in which a role is declared under role words alone
/// (``RoleNaming/isNestedRoleName(_:)``: `Presenter`, `ViewController`, `ModuleAssembly`).
/// Other nested types (a view controller's `Section` enum) keep the names they are written with.
enum NamespaceScope {
  /// `files` with the names written inside namespaces qualified; `files` itself when the
  /// codebase has no namespace (one pass over the type names).
  static func qualified(_ files: [FileFacts], naming: RoleNaming) -> [FileFacts] {
    // Names and kinds are read in place: a whole `TypeFacts` copied per type would retain
    // every one of its arrays.
    var candidates: Set<String> = []
    for file in files.indices {
      for type in files[file].types.indices {
        let kind = files[file].types[type].kind
        guard kind != .extension, kind != .protocol,
          SyntaxNames.offset(of: UInt8(ascii: "."), in: files[file].types[type].name, last: true)
            != nil
        else { continue }
        let name = files[file].types[type].name
        guard naming.isNestedRoleName(name), let outer = outerName(of: name) else { continue }
        candidates.insert(outer)
      }
    }
    guard !candidates.isEmpty else { return files }
    var namespaces: Set<String> = []
    var nested: Set<String> = []
    for file in files.indices {
      for type in files[file].types.indices where candidates.contains(files[file].types[type].name)
      {
        let kind = files[file].types[type].kind
        if kind == .struct || (kind == .enum && files[file].types[type].cases.isEmpty) {
          namespaces.insert(files[file].types[type].name)
        }
      }
    }
    guard !namespaces.isEmpty else { return files }
    for file in files.indices {
      for type in files[file].types.indices where files[file].types[type].kind != .extension {
        let name = files[file].types[type].name
        if isInside(name, namespaces) { nested.insert(name) }
      }
      for alias in files[file].typeAliases.indices {
        let name = files[file].typeAliases[alias].name
        if isInside(name, namespaces) { nested.insert(name) }
      }
    }
    var result = files
    for fileIndex in result.indices {
      let touches =
        result[fileIndex].types.contains {
          namespaces.contains($0.name) || isInside($0.name, namespaces)
        }
        || result[fileIndex].typeAliases.contains { isInside($0.name, namespaces) }
      guard touches else { continue }
      let scope = Scope(nested: nested)
      for typeIndex in result[fileIndex].types.indices {
        let name = result[fileIndex].types[typeIndex].name
        guard namespaces.contains(name) || isInside(name, namespaces) else { continue }
        scope.qualify(&result[fileIndex].types[typeIndex], in: name)
      }
      for aliasIndex in result[fileIndex].typeAliases.indices {
        let name = result[fileIndex].typeAliases[aliasIndex].name
        guard isInside(name, namespaces), let outer = outerName(of: name) else { continue }
        result[fileIndex].typeAliases[aliasIndex].targets =
          result[fileIndex].typeAliases[aliasIndex].targets.map { scope.resolved($0, in: outer) }
      }
    }
    return result
  }

  /// The qualified names the namespaces declare, and how a written name is looked up in them.
  private struct Scope {
    let nested: Set<String>

    /// `written` as seen from inside `scope`: the innermost nested type or alias of the scope
    /// or a type around it that its first component names, else as written.
    func resolved(_ written: String, in scope: String) -> String {
      let utf8 = written.utf8
      let end = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
      let first = Substring(utf8[..<end])
      var current = Substring(scope)
      while !current.isEmpty {
        let candidate = current + "." + first
        if nested.contains(String(candidate)) {
          return String(candidate) + String(Substring(utf8[end...]))
        }
        guard let dot = current.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
        current = Substring(current.utf8[..<dot])
      }
      return written
    }

    func qualify(_ type: inout TypeFacts, in scope: String) {
      func resolve(_ name: String) -> String { resolved(name, in: scope) }
      type.inherited = type.inherited.map(resolve)
      type.superclassArguments = type.superclassArguments.map(resolve)
      for index in type.properties.indices {
        type.properties[index].typeName = type.properties[index].typeName.map(resolve)
        type.properties[index].typeArguments = type.properties[index].typeArguments.map(resolve)
      }
      for index in type.signatures.indices {
        type.signatures[index].typeName = type.signatures[index].typeName.map(resolve)
        type.signatures[index].typeArguments = type.signatures[index].typeArguments.map(resolve)
        type.signatures[index].tupleElements = type.signatures[index].tupleElements.map(resolve)
      }
      for function in type.functions.indices {
        for parameter in type.functions[function].parameters.indices {
          type.functions[function].parameters[parameter].typeNames =
            type.functions[function].parameters[parameter].typeNames.map(resolve)
        }
      }
      for index in type.locals.indices {
        type.locals[index].typeName = type.locals[index].typeName.map(resolve)
      }
      for index in type.typeReferences.indices {
        type.typeReferences[index].name = resolve(type.typeReferences[index].name)
      }
      // `Router(next: next)` makes the namespace's router; `Presenter.make()` calls its type.
      func qualifyCalls(_ calls: inout [CallFacts]) {
        for index in calls.indices {
          if Self.isCapitalized(calls[index].callee) {
            calls[index].callee = resolve(calls[index].callee)
          }
          if let receiver = calls[index].receiver, Self.isCapitalized(receiver) {
            calls[index].receiver = resolve(receiver)
          }
        }
      }
      qualifyCalls(&type.calls)
      qualifyCalls(&type.observerCalls)
    }

    private static func isCapitalized(_ name: String) -> Bool {
      guard let first = name.utf8.first else { return false }
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
  }

  /// Whether `name` is declared inside one of `namespaces` (`LoginModule.Presenter`).
  private static func isInside(_ name: String, _ namespaces: Set<String>) -> Bool {
    var current = Substring(name)
    while let dot = current.utf8.lastIndex(of: UInt8(ascii: ".")) {
      current = Substring(current.utf8[..<dot])
      if namespaces.contains(String(current)) { return true }
    }
    return false
  }

  /// The name of the type `name` is nested in, if any.
  private static func outerName(of name: String) -> String? {
    name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(Substring(name.utf8[..<$0])) }
  }
}
