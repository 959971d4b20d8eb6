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
  /// Entities as a real API has them: every type `--entity` supports (dates, URLs, UUIDs,
  /// decimals, lists, optional lists) and nested entities, alone, listed and optional.
  static let orderEntities = [
    "Order: id UUID, placed Date, link URL?, total Decimal, tags [String], scores [Int]?, "
      + "lines [OrderLine], customer Customer?, delivered Date?",
    "OrderLine: sku String, quantity Int, price Decimal",
    "Customer: name String, joined Date?",
  ]

  static let otherEntities = [
    "City: population Int",
    "Flag: id UInt64, on Bool?",
    "Reading: value Double, unit String?, valid Bool",
    "Token: id String, label String?, weight Float, count Int32?",
  ]

  static func request(
    _ module: String = "Profile", entity: String? = Samples.entity
  ) throws -> ModuleRequest {
    try request(module, entities: entity.map { [$0] } ?? [])
  }

  /// A request for `entities`: the module's entity, then the nested ones.
  static func request(_ module: String, entities: [String]) throws -> ModuleRequest {
    let parsed = try EntityDefinition.parse(entities)
    return ModuleRequest(
      name: try ModuleName(validating: module), entity: parsed.first,
      nestedEntities: Array(parsed.dropFirst()), testImport: "App")
  }

  static func render(_ set: String, _ request: ModuleRequest) throws -> [GeneratedFile] {
    try ModuleRenderer(set: try TemplateCatalog().set(named: set)).render(request)
  }
}
