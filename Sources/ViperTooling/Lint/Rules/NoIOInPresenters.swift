/// Presenters do no I/O (`URLSession`, `FileManager`, `String(contentsOf:)`,
/// `Data(contentsOf:)`): the interactor asks a service, so the presenter stays fast and
/// testable.
public struct NoIOInPresenters: LintRule {
  public static let key = "NoIOInPresenters"
  public static let summary =
    "Presenters do no I/O: no `URLSession`, `FileManager`, `String(contentsOf:)`, `Data(contentsOf:)`."
  public static let findingExample = """
    final class UsersPresenter {
      func viewDidLoad() { let data = try? Data(contentsOf: cacheURL) }
    }
    """
  public static let fixExample = """
    final class UsersPresenter {
      func viewDidLoad() { interactor.fetchUsers() }
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let ioTypes: Set<String> = [
    "URLSession", "FileManager", "FileHandle", "InputStream", "OutputStream",
    "URLSessionDataTask",
  ]
  static let contentsTypes: Set<String> = ["String", "Data", "NSString", "NSData"]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes where type.role == .presenter {
      for reference in type.typeReferences where Self.ioTypes.contains(reference.name) {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with '\(reference.name)'; move it to a service the interactor calls",
            at: reference.location))
      }
      for call in type.calls
      where Self.contentsTypes.contains(call.callee)
        && call.argumentLabels.first?.hasPrefix("contentsOf") == true
      {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with '\(call.callee)(\(call.argumentLabels[0]):)'; move it to a service the interactor calls",
            at: call.location))
      }
    }
    return findings
  }
}
