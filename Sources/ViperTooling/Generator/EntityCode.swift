import Foundation

/// The Swift a generated module needs for its entities, field by field: types on each side of
/// the mapping, how the presenter shows a value, and sample values with exactly what the
/// presenter must make of them and how the API sends them.
///
/// Every type `--entity` accepts is handled here, so templates only place what it returns.
struct EntityCode {
  /// The module's entity, then the nested entities its fields use.
  let entities: [EntityDefinition]

  init(entity: EntityDefinition, nested: [EntityDefinition]) {
    entities = [entity] + nested
  }

  /// The nested entity named `type`, if it is one.
  func nested(_ type: String) -> EntityDefinition? {
    entities.dropFirst().first { $0.name == type }
  }

  static func dtoName(_ entity: String) -> String { entity + "DTO" }

  /// The field's type in the DTO: a nested entity's DTO instead of the entity.
  func dtoType(_ field: EntityDefinition.Field) -> String {
    field.type { nested($0) == nil ? $0 : Self.dtoName($0) }
  }

  /// The entity's value for `field`, made from `dto.<field>`.
  func mapping(_ field: EntityDefinition.Field) -> String {
    let access = "dto.\(field.name)"
    guard let nested = nested(field.baseType) else { return access }
    switch (field.isArray, field.isOptional) {
    case (true, true): return "\(access)?.map(\(nested.name).init)"
    case (true, false), (false, true): return "\(access).map(\(nested.name).init)"
    case (false, false): return "\(nested.name)(\(access))"
    }
  }

  /// Whether anything in the entities needs Foundation (dates, URLs, UUIDs, decimals).
  var usesFoundation: Bool {
    entities.contains { $0.fields.contains { Self.foundationTypes.contains($0.baseType) } }
  }

  static let foundationTypes: Set<String> = ["Date", "URL", "UUID", "Decimal"]

  // MARK: Presentation

  /// The field a row's title shows: the first non-optional text, else the first text, else
  /// the first field that is not the id (lists and nested entities last).
  func titleField(of entity: EntityDefinition) -> EntityDefinition.Field? {
    let fields = entity.fields.filter { $0.name != "id" }
    let plain = fields.filter { !$0.isArray && nested($0.baseType) == nil }
    return plain.first { $0.baseType == "String" && !$0.isOptional }
      ?? plain.first { $0.baseType == "String" } ?? plain.first ?? fields.first
  }

  /// A Swift expression for the title of the `entity` that `access` reaches.
  func titleExpression(of entity: EntityDefinition, access: String) -> String {
    guard let title = titleField(of: entity) else { return "\"id \\(\(access).id)\"" }
    let value = "\(access).\(title.name)"
    guard title.isOptional else { return display(title, value) }
    if title.baseType == "String" && !title.isArray { return "\(value) ?? \"\"" }
    return "\(value).map { \(display(title, "$0")) } ?? \"\""
  }

  /// A Swift expression for how the presenter shows `field`'s value `access` (not optional):
  /// text as it is, a date as `2024-01-15`, a list of text joined, any other list as its
  /// count, a nested entity by its title, anything else after the field's name.
  func display(_ field: EntityDefinition.Field, _ access: String) -> String {
    let name = field.name
    if field.isArray {
      return field.baseType == "String"
        ? "\"\(name): \\(\(access).joined(separator: \", \"))\""
        : "\"\(name): \\(\(access).count)\""
    }
    if let nested = nested(field.baseType) {
      return "\"\(name): \" + (\(titleExpression(of: nested, access: access)))"
    }
    switch field.baseType {
    case "String": return access
    case "Date": return "\"\(name) \\(\(access).formatted(.iso8601.year().month().day()))\""
    case "URL": return "\"\(name) \\(\(access).absoluteString)\""
    default: return "\"\(name) \\(\(access))\""
    }
  }

  // MARK: Samples

  /// A sample value: as the entity's Swift, as the DTO's Swift, as the API's JSON, and what
  /// the presenter shows for it (`nil` for a missing optional).
  struct Sample {
    var literal: String
    var dtoLiteral: String
    var json: String
    var shown: String?
  }

  /// Sample `number` of `entity`, with every field given: its initializer call on both sides,
  /// its JSON object and its title as shown.
  func sample(of entity: EntityDefinition, number: Int) -> (values: [Sample], title: String) {
    let values = entity.fields.enumerated().map { index, field in
      sample(field, index: index, number: number)
    }
    return (values, title(of: entity, values: values, number: number))
  }

  /// What the title of `entity` shows, given its fields' samples.
  func title(of entity: EntityDefinition, values: [Sample], number: Int) -> String {
    guard let title = titleField(of: entity),
      let index = entity.fields.firstIndex(of: title)
    else {
      return "id \(number)"
    }
    return values[index].shown ?? ""
  }

  /// Sample `number` of `field`, the `index`th of its entity.
  func sample(_ field: EntityDefinition.Field, index: Int, number: Int) -> Sample {
    if field.isArray {
      let elements = (number == 1 ? [1, 2] : [3]).map { element(field, index: index, number: $0) }
      let shown =
        field.baseType == "String"
        ? "\(field.name): " + elements.map(\.text).joined(separator: ", ")
        : "\(field.name): \(elements.count)"
      return Sample(
        literal: "[" + elements.map(\.literal).joined(separator: ", ") + "]",
        dtoLiteral: "[" + elements.map(\.dtoLiteral).joined(separator: ", ") + "]",
        json: "[" + elements.map(\.json).joined(separator: ", ") + "]",
        shown: shown)
    }
    let value = element(field, index: index, number: number)
    let shown: String
    if nested(field.baseType) != nil {
      shown = "\(field.name): \(value.text)"
    } else {
      switch field.baseType {
      case "String": shown = value.text
      default: shown = "\(field.name) \(value.text)"
      }
    }
    return Sample(
      literal: value.literal, dtoLiteral: value.dtoLiteral, json: value.json, shown: shown)
  }

  /// One value of `field`'s base type; `text` is how it reads in a row (a date as
  /// `2024-01-15`, a nested entity as its title).
  private func element(_ field: EntityDefinition.Field, index: Int, number: Int) -> (
    literal: String, dtoLiteral: String, json: String, text: String
  ) {
    if let nested = nested(field.baseType) {
      let (values, title) = sample(of: nested, number: number)
      let arguments = zip(nested.fields, values)
      return (
        "\(nested.name)(" + arguments.map { "\($0.name): \($1.literal)" }.joined(separator: ", ")
          + ")",
        "\(Self.dtoName(nested.name))("
          + arguments.map { "\($0.name): \($1.dtoLiteral)" }.joined(separator: ", ") + ")",
        "{" + arguments.map { "\"\($0.name)\": \($1.json)" }.joined(separator: ", ") + "}",
        title
      )
    }
    let value = Self.scalar(field, index: index, number: number)
    return (value.literal, value.literal, value.json, value.text)
  }

  /// A value of a type `--entity` supports, other than a nested entity.
  static func scalar(_ field: EntityDefinition.Field, index: Int, number: Int) -> (
    literal: String, json: String, text: String
  ) {
    let fraction = [25, 75, 45][(number - 1) % 3]
    switch field.baseType {
    case "String":
      let text = field.name.prefix(1).uppercased() + field.name.dropFirst() + " \(number)"
      return (quoted(text), quoted(text), text)
    case "Bool":
      let value = number % 2 == 1 ? "true" : "false"
      return (value, value, value)
    case "Double", "Float":
      let value = "\(index).\(fraction)"
      return (value, value, value)
    case "Decimal":
      let value = "\(10 + index).\(fraction)"
      let literal =
        "Decimal(sign: .plus, exponent: -2, significand: \((10 + index) * 100 + fraction))"
      return (literal, value, value)
    case "Date":
      // 2024-01-15T09:30:00Z, moved a day per sample and ten per field.
      let date = Date(
        timeIntervalSince1970: 1_705_311_000 + 86_400 * Double(index * 10 + number - 1))
      let seconds = Int(date.timeIntervalSince1970)
      return (
        "Date(timeIntervalSince1970: \(seconds))", quoted(date.formatted(.iso8601)),
        date.formatted(.iso8601.year().month().day())
      )
    case "URL":
      let text = "https://example.com/\(field.name.lowercased())/\(number)"
      return ("URL(string: \(quoted(text)))!", quoted(text), text)
    case "UUID":
      let text = "\(hex(index, 8))-0000-4000-8000-\(hex(number, 12))"
      return ("UUID(uuidString: \(quoted(text)))!", quoted(text), text)
    default:
      let value = field.name == "id" ? "\(number)" : "\(index * 10 + number)"
      return (value, value, value)
    }
  }

  /// `value` in upper-case hexadecimal, padded with zeros to `width` digits.
  private static func hex(_ value: Int, _ width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// `text` as a Swift string literal (which is also a JSON string, for the text samples use).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
