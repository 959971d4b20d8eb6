import ProcessTestSupport
import Testing
import ViperTooling

@Suite("Module names", .cpuBound)
struct ModuleNameTests {
  @Test(
    "a Swift type name is accepted", arguments: ["Profile", "UserProfile", "A1", "_Inner", "Écran"])
  func accepts(name: String) throws {
    #expect(try ModuleName(validating: name).value == name)
  }

  @Test(
    "bad names are refused with a message that says why",
    arguments: [
      (
        "class",
        "invalid module name `class`: it is a Swift keyword; choose another name, such as `ClassModule`"
      ),
      ("1Foo", "invalid module name `1Foo`: a Swift name cannot start with a digit"),
      (
        "../x",
        "invalid module name `../x`: it contains a path separator; give a bare type name and choose the folder with --output"
      ),
      ("", "the module name is empty: give a Swift type name such as `Profile`"),
      (
        "a/b",
        "invalid module name `a/b`: it contains a path separator; give a bare type name and choose the folder with --output"
      ),
      (
        "Foo Bar",
        "invalid module name `Foo Bar`: it contains white space; a type name is one word, such as `UserProfile`"
      ),
      (
        "Foo-Bar",
        "invalid module name `Foo-Bar`: a Swift type name has only letters, digits and underscores"
      ),
      (
        "profile",
        "invalid module name `profile`: type names start with an uppercase letter; did you mean `Profile`?"
      ),
      (
        "Self",
        "invalid module name `Self`: it is a Swift keyword; choose another name, such as `SelfModule`"
      ),
    ])
  func refuses(name: String, message: String) {
    #expect(throws: GeneratorError(.invalidName, message)) {
      try ModuleName(validating: name)
    }
  }

  @Test("a refusal exits with the usage code")
  func exitCode() {
    #expect(GeneratorError(.invalidName, "").exitCode == 64)
  }
}
