/// The variables templates see, made from a ``ModuleRequest`` and a set's spec.
///
/// Names are computed here once (with the suffixes applied), and so are the presenter's
/// formatting expressions and the sample values the tests use with the exact strings they
/// must produce: templates only place them.
struct ModuleContext {
  let request: ModuleRequest
  let setName: String
  let viewSuffix: String

  /// The documented variables, for `viper templates show`.
  static let variables: [(name: String, meaning: String)] = [
    ("header", "the comment lines every file starts with"),
    ("module", "the module's name (Profile); moduleVar: profile; moduleWords: profile"),
    (
      "names",
      "type names: contract, builder, view, presenter, interactor, router, dependency, "
        + "viewInput, viewOutput, interactorInput, interactorOutput, routerInput, moduleInput, "
        + "moduleOutput, rowViewModel, viewState, service, liveService, fakeService, "
        + "unimplementedService, serviceKey, serviceVar, dto; with --store: store, "
        + "sqliteStore, fakeStore, unimplementedStore, storeKey, storeVar, record"
    ),
    ("store", "whether `viper new --store` asked for a store on the device"),
    (
      "entity",
      "name, var, plural, pluralVar, pluralType, pluralWords, path, hasID, idType, "
        + "fields (name, type, baseType, isOptional, isID, column: its GRDB column type, columnDefinition: the GRDB statement that makes its column)"
    ),
    ("presentation", "title (a Swift expression) and details (name, isOptional, display)"),
    ("samples", "two sample values: entity, dto, dtoElement, row (Swift expressions)"),
    ("fixtures", "the test fixtures' declarations: first, second, firstRow, secondRow"),
    ("testImport", "the module the tests import"),
    ("template", "the set's name"),
  ]

  /// The variables, for Stencil: groups are ``TemplateObject``s.
  var dictionary: [String: Any] {
    variables.mapValues(TemplateObject.wrap)
  }

  private var variables: [String: Any] {
    let module = request.name.value
    let entity = request.entity
    let suffixes = request.suffixes
    let entityVar = SwiftIdentifier.lowerFirst(entity.name)
    let plural = SwiftIdentifier.plural(entity.name)
    let names: [String: String] = [
      "contract": module + "Contract",
      "builder": module + (suffixes.builder ?? "Builder"),
      "view": module + (suffixes.view ?? viewSuffix),
      "presenter": module + (suffixes.presenter ?? "Presenter"),
      "interactor": module + (suffixes.interactor ?? "Interactor"),
      "router": module + (suffixes.router ?? "Router"),
      "dependency": module + "Dependency",
      "viewInput": module + "ViewInput",
      "viewOutput": module + "ViewOutput",
      "interactorInput": module + "InteractorInput",
      "interactorOutput": module + "InteractorOutput",
      "routerInput": module + "RouterInput",
      "moduleInput": module + "ModuleInput",
      "moduleOutput": module + "ModuleOutput",
      "rowViewModel": entity.name + "RowViewModel",
      "viewState": module + "ViewState",
      "service": module + "Service",
      "liveService": "Live" + module + "Service",
      "fakeService": "Fake" + module + "Service",
      "unimplementedService": "Unimplemented" + module + "Service",
      "serviceKey": module + "ServiceKey",
      "serviceVar": SwiftIdentifier.lowerFirst(module) + "Service",
      "dto": entity.name + "DTO",
      "store": module + "Store",
      "sqliteStore": "SQLite" + module + "Store",
      "fakeStore": "Fake" + module + "Store",
      "unimplementedStore": "Unimplemented" + module + "Store",
      "storeKey": module + "StoreKey",
      "storeVar": SwiftIdentifier.lowerFirst(module) + "Store",
      "record": entity.name + "Record",
    ]
    return [
      "header": header,
      "module": module,
      "moduleVar": SwiftIdentifier.lowerFirst(module),
      "moduleWords": SwiftIdentifier.words(module),
      "names": names,
      "store": request.store,
      "entity": entityVariables(entityVar: entityVar, plural: plural),
      "presentation": presentation(entityVar: entityVar),
      "samples": [1, 2].map { sample($0, names: names) },
      "fixtures": fixtures(module: module, names: names),
      "testImport": request.testImport,
      "template": setName,
    ]
  }

  private func entityVariables(entityVar: String, plural: String) -> [String: Any] {
    let entity = request.entity
    let id = entity.fields.first { $0.name == "id" }
    let words = SwiftIdentifier.plural(SwiftIdentifier.words(entity.name))
    var rowParameters = ["title: String", "detail: String"]
    if let id { rowParameters.insert("id: \(id.baseType)", at: 0) }
    var fields: [[String: Any]] = []
    for (index, field) in entity.fields.enumerated() {
      let parameter = "\(field.name): \(field.type)" + (field.isOptional ? " = nil" : "")
      fields.append([
        "name": field.name, "type": field.type, "baseType": field.baseType,
        "isOptional": field.isOptional, "isID": field.name == "id", "parameter": parameter,
        "column": Self.columnType(of: field.baseType),
        "columnDefinition": "table.column(\"\(field.name)\", \(Self.columnType(of: field.baseType)))"
          + (field.isOptional ? "" : ".notNull()"),
        "comma": index == entity.fields.count - 1 ? "" : ",",
      ])
    }
    return [
      "name": entity.name,
      "var": entityVar,
      "plural": plural,
      "pluralVar": SwiftIdentifier.lowerFirst(plural),
      "pluralType": plural.prefix(1).uppercased() + plural.dropFirst(),
      "pluralWords": words,
      "path": words.replacingOccurrences(of: " ", with: "-"),
      "hasID": id != nil,
      "idType": id?.baseType ?? "",
      "rowParameters": rowParameters.joined(separator: ", "),
      "fields": fields,
    ]
  }

  /// The GRDB column type of a field's Swift type.
  private static func columnType(of type: String) -> String {
    switch type {
    case "String": ".text"
    case "Double", "Float": ".double"
    case "Bool": ".boolean"
    default: ".integer"
    }
  }

  // MARK: Header

  private var header: String {
    var lines = [
      "Generated by `viper new \(request.name.value)` (template set: \(setName)).",
      "It is yours now: edit it as you like.",
    ]
    let credits = [request.author, request.company].compactMap { $0 }.filter { !$0.isEmpty }
    if !credits.isEmpty {
      let credit = "Created for " + credits.joined(separator: ", ")
      lines.append(credit.hasSuffix(".") ? credit : credit + ".")
    }
    return lines.map { "// " + $0 }.joined(separator: "\n")
  }

  // MARK: Presentation

  /// How the presenter turns an entity into a row: the title and the details, as Swift.
  private func presentation(entityVar: String) -> [String: Any] {
    let rowViewModelName = request.entity.name + "RowViewModel"
    let title = titleField
    let details = request.entity.fields.filter { $0.name != "id" && $0 != title }
    let titleExpression: String
    if let title {
      let access = "\(entityVar).\(title.name)"
      switch (title.baseType == "String", title.isOptional) {
      case (true, false): titleExpression = access
      case (true, true): titleExpression = "\(access) ?? \"\""
      case (false, false): titleExpression = "\"\(title.name) \\(\(access))\""
      case (false, true): titleExpression = "\(access).map { \"\(title.name) \\($0)\" } ?? \"\""
      }
    } else {
      titleExpression = "\"id \\(\(entityVar).id)\""
    }
    let id = request.entity.fields.contains { $0.name == "id" }
    let detail = details.isEmpty ? "\"\"" : "details.joined(separator: \" · \")"
    let rowArguments =
      (id ? ["id: \(entityVar).id"] : []) + [
        "title: \(titleExpression)", "detail: \(detail)",
      ]
    return [
      "rowReturn": SwiftLayout.call(
        "return \(rowViewModelName)", rowArguments, indent: 4),
      "title": titleExpression,
      "details": details.map { field -> [String: Any] in
        let value = field.isOptional ? field.name : "\(entityVar).\(field.name)"
        let display =
          field.baseType == "String" ? value : "\"\(field.name) \\(\(value))\""
        return ["name": field.name, "isOptional": field.isOptional, "display": display]
      },
    ]
  }

  /// The field a row's title shows: the first non-optional text, else the first text, else
  /// the first field that is not the id.
  private var titleField: EntityDefinition.Field? {
    let fields = request.entity.fields.filter { $0.name != "id" }
    return fields.first { $0.baseType == "String" && !$0.isOptional }
      ?? fields.first { $0.baseType == "String" } ?? fields.first
  }

  // MARK: Samples

  /// Sample `number` (1 or 2) as Swift expressions: the entity, its DTO and the row the
  /// presenter must make of it. Sample 2 leaves every optional field `nil`.
  private func sample(_ number: Int, names: [String: String]) -> [String: Any] {
    let entity = request.entity
    var values: [String: (literal: String, shown: String?)] = [:]
    for (index, field) in entity.fields.enumerated() {
      if field.isOptional && number == 2 {
        values[field.name] = ("nil", nil)
        continue
      }
      values[field.name] = Self.sampleValue(field, index: index, number: number)
    }
    let arguments = entity.fields.map { "\($0.name): \(values[$0.name]?.literal ?? "nil")" }
    func display(_ field: EntityDefinition.Field) -> String? {
      guard let shown = values[field.name]?.shown else { return nil }
      return field.baseType == "String" ? shown : "\(field.name) \(shown)"
    }
    let title = titleField
    let titleText = title.flatMap(display) ?? (title == nil ? "id \(number)" : "")
    let details = entity.fields.filter { $0.name != "id" && $0 != title }.compactMap(display)
    var rowArguments: [String] = []
    if let id = values["id"] { rowArguments.append("id: \(id.literal)") }
    rowArguments.append("title: \(Self.quoted(titleText))")
    rowArguments.append("detail: \(Self.quoted(details.joined(separator: " · ")))")
    return [
      "arguments": arguments,
      "entity": "\(entity.name)(\(arguments.joined(separator: ", ")))",
      "dto": "\(names["dto"] ?? "")(\(arguments.joined(separator: ", ")))",
      "dtoElement": SwiftLayout.call(names["dto"] ?? "", arguments, indent: 4, suffix: ","),
      "row": "\(names["rowViewModel"] ?? "")(\(rowArguments.joined(separator: ", ")))",
      "rowArguments": rowArguments,
    ]
  }

  /// The test fixtures' declarations, laid out to fit 100 columns.
  private func fixtures(module: String, names: [String: String]) -> [String: String] {
    let first = sample(1, names: names)
    let second = sample(2, names: names)
    let entity = request.entity.name
    let row = names["rowViewModel"] ?? ""
    func arguments(_ sample: [String: Any], _ key: String) -> [String] {
      sample[key] as? [String] ?? []
    }
    return [
      "first": SwiftLayout.call(
        "static let first = \(entity)", arguments(first, "arguments"), indent: 2),
      "second": SwiftLayout.call(
        "static let second = \(entity)", arguments(second, "arguments"), indent: 2),
      "firstRow": SwiftLayout.call(
        "static let firstRow = \(row)", arguments(first, "rowArguments"), indent: 2),
      "secondRow": SwiftLayout.call(
        "static let secondRow = \(row)", arguments(second, "rowArguments"), indent: 2),
    ]
  }

  /// A sample value of `field` (the `index`th field) for sample `number`: its Swift literal
  /// and how the presenter shows it.
  static func sampleValue(_ field: EntityDefinition.Field, index: Int, number: Int) -> (
    literal: String, shown: String?
  ) {
    switch field.baseType {
    case "String":
      let text = field.name.prefix(1).uppercased() + field.name.dropFirst() + " \(number)"
      return (quoted(text), text)
    case "Bool":
      let value = number == 1 ? "true" : "false"
      return (value, value)
    case "Double", "Float":
      let value = "\(index).\(number == 1 ? 25 : 75)"
      return (value, value)
    default:
      let value = field.name == "id" ? "\(number)" : "\(index * 10 + number)"
      return (value, value)
    }
  }

  /// `text` as a Swift string literal.
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
