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
    "\nWrite it as 'Name: field Type, field Type?', such as 'User: id Int, name String, email String?'."

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
        "User: at Date",
        "`at` has type `Date`; supported types are String, Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, Bool, each optional with `?`"
      ),
      ("User: id Int?", "`id` identifies an entity and can't be optional"),
    ])
  func refuses(text: String, reason: String) {
    #expect(
      throws: GeneratorError(.invalidEntity, "invalid --entity '\(text)': \(reason)" + Self.help)
    ) {
      try EntityDefinition(parsing: text)
    }
  }
}
