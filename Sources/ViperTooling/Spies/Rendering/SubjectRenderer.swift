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
    lines.append("")
    lines += subject.imports.filter {
      !["import ViperKitTesting", "import XCTest", "import Testing"].contains($0)
    }
    lines += ["import ViperKitTesting", "", "@testable import \(testImport)", ""]
    let how =
      subject.wiredLike.map { "made and wired as \($0) does it" }
      ?? "made and wired by its properties (no code read makes it)"
    if subject.parameters.isEmpty {
      lines += DocComment.wrap(
        "The real `\(subject.presenter)`, \(how), with a spy at every boundary it talks through. "
          + "Hand `wire` to a `ModuleHarness`:", indent: "")
      lines += [
        "///", "/// ```swift", "/// let harness = ModuleHarness(wire: \(subject.typeName).wire)",
      ]
    } else {
      let labels = subject.parameters.map { "\($0.label): ..." }.joined(separator: ", ")
      lines += DocComment.wrap(
        "The real `\(subject.presenter)`, \(how), with a spy at every boundary it talks through. "
          + "What that code gets from its caller, `wire` takes from the test:", indent: "")
      lines += [
        "///", "/// ```swift",
        "/// let harness = ModuleHarness { \(subject.typeName).wire($0, \(labels)) }",
      ]
    }
    lines.append("/// ```")
    lines.append("@MainActor")
    lines.append("struct \(subject.typeName) {")
    lines.append("  let presenter: \(subject.presenter)")
    for field in subject.fields {
      lines.append("  let \(field.name): \(field.spy)")
    }
    lines.append("")
    let parameters =
      ["_ log: ViperKitTesting.MessageLog"]
      + subject.parameters.map { parameter in
        (parameter.label == parameter.name
          ? parameter.name : "\(parameter.label) \(parameter.name)")
          + ": \(parameter.type)"
      }
    let wire = "  static func wire(\(parameters.joined(separator: ", "))) -> Self {"
    if wire.count <= 100 {
      lines.append(wire)
    } else {
      lines.append("  static func wire(")
      lines += parameters.enumerated().map { index, parameter in
        "    \(parameter)" + (index == parameters.count - 1 ? "" : ",")
      }
      lines.append("  ) -> Self {")
    }
    for field in subject.fields {
      lines.append("    let \(field.name) = \(field.spy)(\(field.boundary), log: log)")
    }
    let arguments = subject.arguments.joined(separator: ", ")
    let made = "    let presenter = \(subject.presenter)(\(arguments))"
    if made.count <= 100 || subject.arguments.count < 2 {
      lines.append(made)
    } else {
      lines.append("    let presenter = \(subject.presenter)(")
      lines += subject.arguments.enumerated().map { index, argument in
        "      \(argument)" + (index == subject.arguments.count - 1 ? ")" : ",")
      }
    }
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
