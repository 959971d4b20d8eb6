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
    /// The type without its `?` and brackets: `String` for `[String]?`. For a field of a nested
    /// entity, that entity's name.
    public let baseType: String
    /// Whether the type is optional (`String?`, `[String]?`).
    public let isOptional: Bool
    /// Whether the field holds a list of `baseType` (`[String]`).
    public let isArray: Bool

    /// Creates a field from parts that were checked already.
    public init(name: String, baseType: String, isOptional: Bool, isArray: Bool = false) {
      self.name = name
      self.baseType = baseType
      self.isOptional = isOptional
      self.isArray = isArray
    }

    /// The type as written in Swift: `String?`, `[String]?`.
    public var type: String { type(naming: { $0 }) }

    /// The type with its base renamed by `rename` (a nested entity's DTO, say), brackets and
    /// `?` kept.
    func type(naming rename: (String) -> String) -> String {
      let base = rename(baseType)
      return (isArray ? "[\(base)]" : base) + (isOptional ? "?" : "")
    }
  }

  /// The types a field may have: the ones generated code and tests can make sample values of
  /// without knowing anything about the app.
  public static let supportedTypes = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Bool", "Date", "URL", "UUID", "Decimal",
  ]

  /// Type names an entity can't take: generated code uses them with their standard meaning.
  static let reservedNames: Set<String> = Set(supportedTypes).union([
    "Result", "Error", "Module", "Screen", "HTTP", "Never", "Optional", "Array", "Service",
    "Navigator", "Task", "Sendable", "Hashable", "Identifiable", "Key", "Frame", "Rect",
    "JSONDecoder", "Locale", "TimeZone",
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

  /// Reads every `--entity` in order: the first is the module's entity; each later one is a
  /// nested entity that an earlier one uses as a field type (`lines [OrderLine]`).
  ///
  /// Only a later entity can be used by an earlier one, so entities never contain themselves,
  /// and an entity no earlier one uses is refused.
  ///
  /// ```swift
  /// let entities = try EntityDefinition.parse([
  ///   "Order: id Int, placed Date, lines [OrderLine]", "OrderLine: sku String, quantity Int",
  /// ])
  /// entities.map(\.name)  // ["Order", "OrderLine"]
  /// ```
  public static func parse(_ texts: [String]) throws(GeneratorError) -> [EntityDefinition] {
    var entities: [EntityDefinition] = []
    let names = texts.map { text in
      text.split(separator: ":", maxSplits: 1).first.map {
        $0.trimmingCharacters(in: .whitespaces)
      } ?? ""
    }
    for (index, text) in texts.enumerated() {
      let later = Set(names[(index + 1)...]).subtracting([names[index]])
      let entity = try EntityDefinition(parsing: text, entities: later)
      if entities.contains(where: { $0.name == entity.name }) {
        throw GeneratorError(
          .invalidEntity,
          "invalid --entity '\(text)': the entity `\(entity.name)` is described twice")
      }
      if index > 0, !entities.contains(where: { $0.fields.contains { $0.baseType == entity.name } })
      {
        throw GeneratorError(
          .invalidEntity,
          "invalid --entity '\(text)': no entity before it has a field of type `\(entity.name)`; "
            + "give the module's entity first, then the entities its fields use, such as "
            + "--entity 'Order: id Int, lines [OrderLine]' --entity 'OrderLine: sku String'")
      }
      entities.append(entity)
    }
    return entities
  }

  /// Reads `text` (`Name: field Type, field Type?`); a field's type may also be one of
  /// `entities`, the nested entities given after this one. Throws a ``GeneratorError`` of kind
  /// ``GeneratorError/Kind/invalidEntity`` naming the part it could not read.
  public init(parsing text: String, entities: Set<String> = []) throws(GeneratorError) {
    func refuse(_ reason: String) -> GeneratorError {
      GeneratorError(
        .invalidEntity,
        "invalid --entity '\(text)': \(reason)\n"
          + "Write it as 'Name: field Type, field Type?', such as "
          + "'User: id Int, name String, email String?, joined Date, tags [String]'.")
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
      var baseType = isOptional ? String(words[1].dropLast()) : words[1]
      let isArray = baseType.hasPrefix("[") && baseType.hasSuffix("]") && baseType.count > 2
      if isArray { baseType = String(baseType.dropFirst().dropLast()) }
      guard Self.supportedTypes.contains(baseType) || entities.contains(baseType) else {
        let nested =
          entities.isEmpty
          ? ""
          : ", the entities given after this one (" + entities.sorted().joined(separator: ", ")
            + ")"
        throw refuse(
          "`\(fieldName)` has type `\(words[1])`; supported types are "
            + Self.supportedTypes.joined(separator: ", ") + nested
            + ", a list of any of them (`[String]`), and each optional with `?`")
      }
      fields.append(
        Field(name: fieldName, baseType: baseType, isOptional: isOptional, isArray: isArray))
    }
    if let id = fields.first(where: { $0.name == "id" }), id.isOptional || id.isArray {
      throw refuse("`id` identifies an entity and can't be optional or a list")
    }
    if let id = fields.first(where: { $0.name == "id" }), entities.contains(id.baseType) {
      throw refuse("`id` identifies an entity and can't be another entity")
    }
    self.init(name: name, fields: fields)
  }
}
