import ProcessTestSupport
import Testing
import ViperTooling

@Suite("Entity descriptions (--entity)", .cpuBound)
struct EntityDefinitionTests {
  @Test("fields keep their order, types and optionality")
  func parses() throws {
    let entity = try EntityDefinition(parsing: "User: id Int, name String, email String?")
    #expect(entity.name == "User")
    #expect(entity.fields.map(\.name) == ["id", "name", "email"])
    #expect(entity.fields.map(\.type) == ["Int", "String", "String?"])
    #expect(entity.fields.map(\.isOptional) == [false, false, true])
  }

  @Test("spaces are free and `name: Type` is accepted too")
  func lenientSpacing() throws {
    let entity = try EntityDefinition(parsing: "  Note :text String ,  done:  Bool? ")
    #expect(entity.name == "Note")
    #expect(entity.fields.map(\.type) == ["String", "Bool?"])
    #expect(try EntityDefinition(parsing: "Note: text: String").fields.map(\.name) == ["text"])
  }

  @Test("without --entity a module lists `<Name>Item: id Int, name String`")
  func standard() throws {
    let entity = EntityDefinition.standard(for: try ModuleName(validating: "Cart"))
    #expect(entity.name == "CartItem")
    #expect(entity.fields.map(\.type) == ["Int", "String"])
  }

  private static let help =
    "\nWrite it as 'Name: field Type, field Type?', such as "
    + "'User: id Int, name String, email String?, joined Date, tags [String]'."

  @Test(
    "unreadable descriptions are refused, naming the part",
    arguments: [
      ("User id Int", "it has no `:` after the entity's name"),
      (
        "user: id Int",
        "invalid entity name `user`: type names start with an uppercase letter; did you mean `User`?"
      ),
      (
        "String: id Int", "`String` is a standard type the generated code uses; choose another name"
      ),
      ("User:", "it has no fields"),
      ("User: id Int,", "a field is missing (two commas in a row, or a comma at the end)"),
      ("User: id", "`id` is not `name Type`"),
      ("User: id Int name", "`id Int name` is not `name Type`"),
      ("User: 2d Int", "`2d` is not a valid Swift property name"),
      ("User: class String", "`class` is a Swift keyword and can't name a property"),
      ("User: a Int, a String", "the field `a` appears twice"),
      (
        "User: at Instant",
        "`at` has type `Instant`; supported types are String, Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, Bool, Date, URL, UUID, Decimal, a list of any of them (`[String]`), and each optional with `?`"
      ),
      (
        "User: tags [Tag]",
        "`tags` has type `[Tag]`; supported types are String, Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, Bool, Date, URL, UUID, Decimal, a list of any of them (`[String]`), and each optional with `?`"
      ),
      ("User: id Int?", "`id` identifies an entity and can't be optional or a list"),
      ("User: id [Int]", "`id` identifies an entity and can't be optional or a list"),
    ])
  func refuses(text: String, reason: String) {
    #expect(
      throws: GeneratorError(.invalidEntity, "invalid --entity '\(text)': \(reason)" + Self.help)
    ) {
      try EntityDefinition(parsing: text)
    }
  }

  @Test("dates, URLs, UUIDs, decimals, lists and optional lists are read with their shapes")
  func realWorldTypes() throws {
    let entry = try EntityDefinition(
      parsing: "LedgerEntry: id UUID, created Date, link URL?, amount Decimal, tags [String], "
        + "scores [Int]?")
    #expect(entry.fields.map(\.type) == ["UUID", "Date", "URL?", "Decimal", "[String]", "[Int]?"])
    #expect(entry.fields.map(\.baseType) == ["UUID", "Date", "URL", "Decimal", "String", "Int"])
    #expect(entry.fields.map(\.isArray) == [false, false, false, false, true, true])
    #expect(entry.fields.map(\.isOptional) == [false, false, true, false, false, true])
  }

  @Test("a later --entity is a type the earlier ones can use, alone, listed or optional")
  func nestedEntities() throws {
    let entities = try EntityDefinition.parse([
      "Order: id Int, lines [OrderLine], customer Customer?",
      "OrderLine: sku String, quantity Int", "Customer: name String",
    ])
    #expect(entities.map(\.name) == ["Order", "OrderLine", "Customer"])
    #expect(entities[0].fields.map(\.type) == ["Int", "[OrderLine]", "Customer?"])
  }

  @Test(
    "nested entities are refused when unused, used before they are given, or given twice",
    arguments: [
      (
        ["Order: id Int", "OrderLine: sku String"],
        "invalid --entity 'OrderLine: sku String': no entity before it has a field of type `OrderLine`; give the module's entity first, then the entities its fields use, such as --entity 'Order: id Int, lines [OrderLine]' --entity 'OrderLine: sku String'"
      ),
      (
        ["Order: id Int, lines [OrderLine]", "OrderLine: order Order"],
        "invalid --entity 'OrderLine: order Order': `order` has type `Order`; supported types are String, Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, Bool, Date, URL, UUID, Decimal, a list of any of them (`[String]`), and each optional with `?`"
          + Self.help
      ),
      (
        ["Order: id Int, line OrderLine", "OrderLine: sku String", "OrderLine: sku String"],
        "invalid --entity 'OrderLine: sku String': the entity `OrderLine` is described twice"
      ),
    ])
  func nestedRefusals(texts: [String], message: String) {
    #expect(throws: GeneratorError(.invalidEntity, message)) {
      try EntityDefinition.parse(texts)
    }
  }
}
