/// The protocol a back-reference is typed with must be class-bound (`: AnyObject`), or the
/// reference cannot be `weak`.
public struct ClassBindBackReferenceProtocols: LintRule {
  public static let key = "ClassBindBackReferenceProtocols"
  public static let summary =
    "Protocols used for back-references are class-bound (`AnyObject`), so the references can be `weak`."
  public static let findingExample = """
    protocol UsersViewInput {
      func show(_ rows: [UserRowViewModel])
    }
    """
  public static let fixExample = """
    @MainActor protocol UsersViewInput: AnyObject {
      func show(_ rows: [UserRowViewModel])
    }
    """
  public static let defaultSeverity = Severity.error

  public init() {}

  /// The findings in `files`: a finding is at a protocol's declaration, so only files that
  /// declare a protocol can have one.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    let focus = FocusFiles(files)
    guard
      model.sortedTypes.contains(where: {
        $0.kind == .protocol && focus.contains($0.location.file)
      })
    else { return [] }
    return check(model).filter { files.contains($0.location.file) }
  }

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var reported: Set<String> = []
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes where type.isReference {
      func check(_ property: PropertyFacts, declaredIn: ModelType) {
        guard model.isBackReference(property, of: type),
          model.pointsAtSureRole(property, of: type),
          !model.isOwningReference(property, of: type),
          let typeName = property.typeName, let proto = model.type(named: typeName),
          proto.kind == .protocol, model.isClassBound(protocol: proto.name) == false,
          reported.insert(proto.name).inserted
        else { return }
        findings.append(
          RuleFinding(
            "constrain the protocol '\(proto.name)' to 'AnyObject'; '\(declaredIn.name).\(property.name)' uses it as a back-reference",
            at: proto.location, fix: .classBind(protocol: proto.name, at: proto.location)))
      }
      for property in type.properties { check(property, declaredIn: type) }
      for (property, declaredIn) in model.inheritedProperties(of: type) {
        check(property, declaredIn: declaredIn)
      }
    }
    return findings
  }
}
