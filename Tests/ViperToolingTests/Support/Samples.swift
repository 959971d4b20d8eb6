import Foundation
import ViperTooling

/// Requests the tests render, and where the bundled templates are.
enum Samples {
  /// The bundled sets.
  static let sets = ["terminal", "uikit", "swiftui"]

  /// The entity of the golden files: several fields, optional ones and every kind of value.
  static let entity =
    "Profile: id Int, name String, email String?, age Int, score Double?, active Bool"

  /// Entities of other shapes, for the syntax check: between them every branch of the
  /// presenter's formatting (title: text, optional text, number, optional number; no id, a
  /// text id; no details).
  static let otherEntities = [
    "City: population Int",
    "Flag: id UInt64, on Bool?",
    "Reading: value Double, unit String?, valid Bool",
    "Token: id String, label String?, weight Float, count Int32?",
  ]

  static func request(
    _ module: String = "Profile", entity: String? = Samples.entity
  ) throws -> ModuleRequest {
    ModuleRequest(
      name: try ModuleName(validating: module),
      entity: try entity.map { try EntityDefinition(parsing: $0) },
      testImport: "App")
  }

  static func render(_ set: String, _ request: ModuleRequest) throws -> [GeneratedFile] {
    try ModuleRenderer(set: try TemplateCatalog().set(named: set)).render(request)
  }
}
