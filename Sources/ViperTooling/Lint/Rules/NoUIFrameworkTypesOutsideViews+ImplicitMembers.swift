/// A UI value chosen without naming its type: an implicit member handed to a parameter of a UI
/// framework type (`view?.setBackground(color: .systemBackground)`,
/// `title.width(font: .systemFont(ofSize: 14))`, `BadgeRow(tint: .red)`). The call site writes
/// no `UIColor`, but the presenter still picks a colour, a font or a content mode.
extension NoUIFrameworkTypesOutsideViews {
  /// A parameter (or a stored property a memberwise initializer sets) of a UI framework type.
  private struct UIParameter {
    var framework: UIFramework
    var typeName: String
  }

  /// The findings at the implicit member arguments of the checked types' calls (in `focus`,
  /// when there is one) whose parameter is of a UI type in every method or initializer of
  /// that name the arguments' labels fit. A name with a fitting overload of another type
  /// (`update(value: UIColor)` and `update(value: Int)`) is left alone.
  static func implicitMemberFindings(
    in model: ModuleModel, checked: [(type: ModelType, role: Role)], focus: FocusFiles?,
    subject: (ModelType, Role) -> String, seen: inout Set<SourceLocation>
  ) -> [RuleFinding] {
    var callees: Set<String> = []
    for (type, _) in checked where type.kind != .protocol {
      for call in type.calls
      where !call.implicitMembers.isEmpty && focus?.contains(call.location.file) != false {
        callees.insert(call.callee)
      }
    }
    guard !callees.isEmpty else { return [] }
    // The methods of those names, file by file: an extension of a type the codebase does not
    // declare (`extension String { func width(font: UIFont) ... }`) is in no model type.
    // Most names are none of those: their length rules them out before any hashing.
    var lengths = [Bool](repeating: false, count: 64)
    for callee in callees { lengths[min(callee.utf8.count, 63)] = true }
    // (By index: a file's or a type's facts are not copied to be looked at.)
    var methods: [String: [FunctionFacts]] = [:]
    let files = model.files
    for file in files.indices {
      for type in files[file].types.indices {
        for function in files[file].types[type].functions.indices {
          let name = files[file].types[type].functions[function].name
          guard lengths[min(name.utf8.count, 63)], callees.contains(name) else { continue }
          methods[name, default: []].append(files[file].types[type].functions[function])
        }
      }
    }
    var importsByFile: [String: [UIFramework]] = [:]
    func imports(of file: String) -> [UIFramework] {
      if let known = importsByFile[file] { return known }
      let found = Self.viewFrameworks(imported: model.imports(ofFile: file))
      importsByFile[file] = found
      return found
    }
    /// The UI framework type a written type is, optionals aside: `UIColor`,
    /// `UIView.ContentMode`, SwiftUI's `Color` where the declaring file imports SwiftUI.
    func uiType(_ written: String, declaredIn file: String) -> UIParameter? {
      // A plain or dotted name, `?` or `!` after it; not a collection, a tuple or a closure.
      var bytes = Array(written.utf8.lazy.filter { $0 != UInt8(ascii: " ") })
      while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
        bytes.removeLast()
      }
      guard !bytes.isEmpty,
        bytes.allSatisfy({ byte in
          byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte >= 0x80
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        })
      else { return nil }
      let name = String(decoding: bytes, as: UTF8.self)
      let first = String(decoding: bytes.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self)
      guard !model.declares(first) else { return nil }
      if UIFramework.uiKit.owns(first) { return UIParameter(framework: .uiKit, typeName: name) }
      let owner = imports(of: file).first {
        $0.owns(first) || ($0 == .swiftUI && FrameworkCatalog.swiftUITypeNames.contains(first))
      }
      return owner.map { UIParameter(framework: $0, typeName: name) }
    }
    /// The UI type of the argument at `index`, if every fitting declaration gives it one.
    func parameterType(of call: CallFacts, at index: Int) -> UIParameter? {
      var found: UIParameter?
      var fits = false
      for function in methods[call.callee] ?? [] {
        guard
          let parameter = Self.parameter(
            at: index, labels: call.argumentLabels, in: function.parameters)
        else { continue }
        fits = true
        guard let type = uiType(parameter.typeText, declaredIn: parameter.location.file) else {
          return nil
        }
        found = found ?? type
      }
      // A memberwise initializer (or one whose labels are the properties' names).
      let label = call.argumentLabels.indices.contains(index) ? call.argumentLabels[index] : "_"
      if label != "_", let made = model.type(named: call.callee),
        made.kind == .struct || made.kind == .class,
        let property = made.properties.first(where: { $0.name == label }),
        let typeName = property.typeName
      {
        fits = true
        guard let type = uiType(typeName, declaredIn: property.location.file) else { return nil }
        found = found ?? type
      }
      return fits ? found : nil
    }
    // Decided once per callee, labels and position: a presenter calls `didReceive(...)` many
    // times, and a big app declares many methods of that name.
    var decided: [String: UIParameter?] = [:]
    var findings: [RuleFinding] = []
    for (type, role) in checked where type.kind != .protocol {
      for call in type.calls
      where !call.implicitMembers.isEmpty && focus?.contains(call.location.file) != false {
        for argument in call.implicitMembers {
          let key = "\(call.callee)(\(call.argumentLabels.joined(separator: ":")))\(argument.index)"
          let parameter: UIParameter?
          if let known = decided[key] {
            parameter = known
          } else {
            parameter = parameterType(of: call, at: argument.index)
            decided[key] = .some(parameter)
          }
          guard let parameter,
            seen.insert(argument.location).inserted
          else { continue }
          let value = argument.member == "init" ? ".init(...)" : "." + argument.member
          findings.append(
            RuleFinding(
              "\(subject(type, role)) hands '\(value)', a \(parameter.framework.rawValue) '\(parameter.typeName)', to '\(call.callee)'; keep UI types in the view",
              at: argument.location))
        }
      }
    }
    return findings
  }

  /// The parameter the argument at `index` is for: the arguments' labels matched in order,
  /// a parameter skipped only when an argument's label does not fit it (it has a default).
  static func parameter(
    at index: Int, labels: [String], in parameters: [ParameterFacts]
  ) -> ParameterFacts? {
    var next = parameters.startIndex
    var matched: ParameterFacts?
    for (position, label) in labels.enumerated() {
      guard let found = parameters[next...].firstIndex(where: { $0.label == label }) else {
        return nil
      }
      if position == index { matched = parameters[found] }
      next = found + 1
    }
    return matched
  }
}
