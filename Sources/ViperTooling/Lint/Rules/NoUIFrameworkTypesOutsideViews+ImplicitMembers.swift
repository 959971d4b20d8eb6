/// A UI value chosen without naming its type: an implicit member handed to a parameter of a UI
/// framework type (`view?.setBackground(color: .systemBackground)`,
/// `title.width(font: .systemFont(ofSize: 14))`, `BadgeRow(tint: .red)`). The call site writes
/// no `UIColor`, but the presenter still picks a colour, a font or a content mode.
extension NoUIFrameworkTypesOutsideViews {
  /// The findings at the implicit member arguments of the checked types' calls (in `focus`,
  /// when there is one) whose parameter is of a UI type (``ImplicitMemberTypes``).
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
    var types = ImplicitMemberTypes(model, callees: callees)
    var findings: [RuleFinding] = []
    for (type, role) in checked where type.kind != .protocol {
      for call in type.calls
      where !call.implicitMembers.isEmpty && focus?.contains(call.location.file) != false {
        for argument in call.implicitMembers {
          guard let parameter = types.uiType(of: call, at: argument.index),
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
}
