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
        + "usesFoundation, fields (name, type, dtoType, baseType, isOptional, isArray, isID, "
        + "parameter, dtoParameter, mapping: the entity's value made from `dto`, column: its "
        + "GRDB column type, columnDefinition: the GRDB statement that makes its column)"
    ),
    (
      "entities",
      "the entity, then the nested entities its fields use: name, dto, hasID, isMain, fields "
        + "(as entity.fields)"
    ),
    (
      "wire",
      "json: the API's JSON for the first sample, as a list, a field a line, indented 6 columns"
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
    ].merging(request.contracts.protocolNames(module: module)) { $1 }
    return [
      "header": header,
      "module": module,
      "moduleVar": SwiftIdentifier.lowerFirst(module),
      "moduleWords": SwiftIdentifier.words(module),
      "names": names,
      "store": request.store,
      "entity": entityVariables(entityVar: entityVar, plural: plural),
      "entities": code.entities.enumerated().map { index, entity in
        [
          "name": entity.name, "dto": EntityCode.dtoName(entity.name),
          "hasID": entity.fields.contains { $0.name == "id" }, "isMain": index == 0,
          "fields": fieldVariables(entity),
        ] as [String: Any]
      },
      "wire": ["json": wireJSON],
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
      "usesFoundation": code.usesFoundation,
      "fields": fieldVariables(entity),
    ]
  }

  /// What the entity and DTO code needs: the module's entity and its nested ones.
  private var code: EntityCode {
    EntityCode(entity: request.entity, nested: request.nestedEntities)
  }

  /// The variables of each of `entity`'s fields.
  private func fieldVariables(_ entity: EntityDefinition) -> [[String: Any]] {
    let code = code
    return entity.fields.enumerated().map { index, field in
      let optionalDefault = field.isOptional ? " = nil" : ""
      return [
        "name": field.name, "type": field.type, "dtoType": code.dtoType(field),
        "baseType": field.baseType, "isOptional": field.isOptional, "isArray": field.isArray,
        "isID": field.name == "id",
        "parameter": "\(field.name): \(field.type)" + optionalDefault,
        "dtoParameter": "\(field.name): \(code.dtoType(field))" + optionalDefault,
        "mapping": code.mapping(field),
        "column": Self.columnType(of: field.baseType),
        "columnDefinition":
          "table.column(\"\(field.name)\", \(Self.columnType(of: field.baseType)))"
          + (field.isOptional ? "" : ".notNull()"),
        "comma": index == entity.fields.count - 1 ? "" : ",",
      ]
    }
  }

  /// The API's JSON for the first sample, as a one-element list laid out a field a line.
  private var wireJSON: String {
    let code = code
    let (values, _) = code.sample(of: request.entity, number: 1)
    let members = zip(request.entity.fields, values).map { "          \"\($0.name)\": \($1.json)" }
    // Indented for the raw string literal it goes in, whose closing quotes are 6 columns in.
    return "      [\n        {\n" + members.joined(separator: ",\n") + "\n        }\n      ]"
  }

  /// The GRDB column type of a field's Swift type.
  private static func columnType(of type: String) -> String {
    switch type {
    case "String", "URL": ".text"
    case "Double", "Float": ".double"
    case "Bool": ".boolean"
    case "Date": ".datetime"
    case "UUID": ".blob"
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
    let code = code
    let entity = request.entity
    let rowViewModelName = entity.name + "RowViewModel"
    let title = code.titleField(of: entity)
    let details = entity.fields.filter { $0.name != "id" && $0 != title }
    let titleExpression = code.titleExpression(of: entity, access: entityVar)
    let id = entity.fields.contains { $0.name == "id" }
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
        return [
          "name": field.name, "isOptional": field.isOptional,
          "display": code.display(field, value),
        ]
      },
    ]
  }

  // MARK: Samples

  /// Sample `number` (1 or 2) as Swift expressions: the entity, its DTO and the row the
  /// presenter must make of it. Sample 2 leaves every optional field `nil`.
  private func sample(_ number: Int, names: [String: String]) -> [String: Any] {
    let code = code
    let entity = request.entity
    var (values, _) = code.sample(of: entity, number: number)
    if number == 2 {
      for (index, field) in entity.fields.enumerated() where field.isOptional {
        values[index] = EntityCode.Sample(
          literal: "nil", dtoLiteral: "nil", json: "null", shown: nil)
      }
    }
    let titleText = code.title(of: entity, values: values, number: number)
    let title = code.titleField(of: entity)
    let arguments = zip(entity.fields, values).map { "\($0.name): \($1.literal)" }
    let dtoArguments = zip(entity.fields, values).map { "\($0.name): \($1.dtoLiteral)" }
    let details = zip(entity.fields, values)
      .filter { $0.0.name != "id" && $0.0 != title }
      .compactMap(\.1.shown)
    var rowArguments: [String] = []
    if let index = entity.fields.firstIndex(where: { $0.name == "id" }) {
      rowArguments.append("id: \(values[index].literal)")
    }
    rowArguments.append("title: \(EntityCode.quoted(titleText))")
    rowArguments.append("detail: \(EntityCode.quoted(details.joined(separator: " · ")))")
    return [
      "arguments": arguments,
      "entity": "\(entity.name)(\(arguments.joined(separator: ", ")))",
      "dto": "\(names["dto"] ?? "")(\(dtoArguments.joined(separator: ", ")))",
      "dtoElement": SwiftLayout.call(names["dto"] ?? "", dtoArguments, indent: 4, suffix: ","),
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
}
