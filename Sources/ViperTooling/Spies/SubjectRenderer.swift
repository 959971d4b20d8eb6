/// Writes a module's harness subject: the real presenter, made the way the module's own code
/// makes it, with a spy at every boundary.
///
/// ```swift
/// @MainActor
/// struct ShelfHarnessSubject {
///   let presenter: ShelfPresenter
///   let view: ShelfViewInputSpy
///
///   static func wire(_ log: ViperKitTesting.MessageLog) -> Self {
///     let view = ShelfViewInputSpy(.view, log: log)
///     let presenter = ShelfPresenter()
///     presenter.view = view
///     return Self(presenter: presenter, view: view)
///   }
/// }
/// ```
struct SubjectRenderer {
  let subject: SubjectPlan
  let command: String
  let testImport: String

  func render() -> String {
    var lines = SpiesHeader.lines(command: command, sources: subject.sources)
    lines += ["", "import ViperKitTesting", "", "@testable import \(testImport)", ""]
    let made =
      subject.wiredLike.map { "made and wired as \($0) does it" }
      ?? "made and wired by its properties (no code read makes it)"
    lines += DocComment.wrap(
      "The real `\(subject.presenter)`, \(made), with a spy at every boundary it talks through. "
        + "Hand `wire` to a `ModuleHarness`:", indent: "")
    lines.append("///")
    lines.append("/// ```swift")
    lines.append("/// let harness = ModuleHarness(wire: \(subject.typeName).wire)")
    lines.append("/// ```")
    lines.append("@MainActor")
    lines.append("struct \(subject.typeName) {")
    lines.append("  let presenter: \(subject.presenter)")
    for field in subject.fields {
      lines.append("  let \(field.name): \(field.spy)")
    }
    lines.append("")
    lines.append("  static func wire(_ log: ViperKitTesting.MessageLog) -> Self {")
    for field in subject.fields {
      lines.append("    let \(field.name) = \(field.spy)(\(field.boundary), log: log)")
    }
    let arguments = subject.arguments.joined(separator: ", ")
    lines.append("    let presenter = \(subject.presenter)(\(arguments))")
    for assignment in subject.assignments {
      lines.append("    presenter.\(assignment.property) = \(assignment.value)")
    }
    let fields = (["presenter"] + subject.fields.map(\.name)).map { "\($0): \($0)" }
    let returned = "    return Self(\(fields.joined(separator: ", ")))"
    if returned.count <= 100 {
      lines.append(returned)
    } else {
      lines.append("    return Self(")
      lines += fields.enumerated().map { index, field in
        "      \(field)" + (index == fields.count - 1 ? ")" : ",")
      }
    }
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
