import Foundation

/// The entity a generated module works with, read from `--entity`:
/// `'User: id Int, name String, email String?'`.
///
/// ```swift
/// let user = try EntityDefinition(parsing: "User: id Int, name String, email String?")
/// user.name                 // "User"
/// user.fields.map(\.name)   // ["id", "name", "email"]
/// user.fields[2].isOptional // true
/// ```
public struct EntityDefinition: Hashable, Sendable {
  /// One stored property of the entity.
  public struct Field: Hashable, Sendable {
    /// The property's name, such as `email`.
    public let name: String
    /// The type without its `?`, such as `String`.
    public let baseType: String
    /// Whether the type is optional (`String?`).
    public let isOptional: Bool

    /// The type as written in Swift: `String?`.
    public var type: String { isOptional ? baseType + "?" : baseType }
  }

  /// The types a field may have: the ones generated code and tests can make sample values of
  /// without knowing anything about the app.
  public static let supportedTypes = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Bool",
  ]

  /// Type names an entity can't take: generated code uses them with their standard meaning.
  static let reservedNames: Set<String> = Set(supportedTypes).union([
    "Result", "Error", "Module", "Screen", "HTTP", "Never", "Optional", "Array", "Service",
    "Navigator", "Task", "Sendable", "Hashable", "Identifiable", "Key", "Frame", "Rect",
  ])

  /// The entity's type name, such as `User`.
  public let name: String
  /// Its stored properties, in order.
  public let fields: [Field]

  /// Creates an entity from parts that were checked already.
  public init(name: String, fields: [Field]) {
    self.name = name
    self.fields = fields
  }

  /// The entity a module gets when `--entity` is not given: `<Module>Item: id Int, name String`.
  public static func standard(for module: ModuleName) -> EntityDefinition {
    EntityDefinition(
      name: module.value + "Item",
      fields: [
        Field(name: "id", baseType: "Int", isOptional: false),
        Field(name: "name", baseType: "String", isOptional: false),
      ])
  }

  /// Reads `text` (`Name: field Type, field Type?`); throws a ``GeneratorError`` of kind
  /// ``GeneratorError/Kind/invalidEntity`` naming the part it could not read.
  public init(parsing text: String) throws(GeneratorError) {
    func refuse(_ reason: String) -> GeneratorError {
      GeneratorError(
        .invalidEntity,
        "invalid --entity '\(text)': \(reason)\n"
          + "Write it as 'Name: field Type, field Type?', such as "
          + "'User: id Int, name String, email String?'.")
    }
    guard let colon = text.firstIndex(of: ":") else {
      throw refuse("it has no `:` after the entity's name")
    }
    let name = text[..<colon].trimmingCharacters(in: .whitespaces)
    do {
      try ModuleName.check(name, what: "entity name")
    } catch {
      throw refuse(error.message)
    }
    if Self.reservedNames.contains(name) {
      throw refuse("`\(name)` is a standard type the generated code uses; choose another name")
    }
    let list = text[text.index(after: colon)...]
    if list.allSatisfy(\.isWhitespace) {
      throw refuse("it has no fields")
    }
    var fields: [Field] = []
    for part in list.split(separator: ",", omittingEmptySubsequences: false) {
      let words = part.split(whereSeparator: \.isWhitespace).map(String.init)
      guard words.count == 2 else {
        let shown = part.trimmingCharacters(in: .whitespaces)
        throw refuse(
          shown.isEmpty
            ? "a field is missing (two commas in a row, or a comma at the end)"
            : "`\(shown)` is not `name Type`")
      }
      let fieldName = words[0].hasSuffix(":") ? String(words[0].dropLast()) : words[0]
      guard SwiftIdentifier.isIdentifier(fieldName), !(fieldName.first?.isNumber ?? true) else {
        throw refuse("`\(fieldName)` is not a valid Swift property name")
      }
      guard !SwiftIdentifier.keywords.contains(fieldName) else {
        throw refuse("`\(fieldName)` is a Swift keyword and can't name a property")
      }
      guard !fields.contains(where: { $0.name == fieldName }) else {
        throw refuse("the field `\(fieldName)` appears twice")
      }
      let isOptional = words[1].hasSuffix("?")
      let baseType = isOptional ? String(words[1].dropLast()) : words[1]
      guard Self.supportedTypes.contains(baseType) else {
        throw refuse(
          "`\(fieldName)` has type `\(words[1])`; supported types are "
            + Self.supportedTypes.joined(separator: ", ") + ", each optional with `?`")
      }
      fields.append(Field(name: fieldName, baseType: baseType, isOptional: isOptional))
    }
    if let id = fields.first(where: { $0.name == "id" }), id.isOptional {
      throw refuse("`id` identifies an entity and can't be optional")
    }
    self.init(name: name, fields: fields)
  }
}
