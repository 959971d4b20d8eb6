/// A module name that is safe to generate code and files from: a Swift type name that is not
/// a keyword, has no path separators, and starts with an uppercase letter.
///
/// ```swift
/// let name = try ModuleName(validating: "Profile")
/// name.value  // "Profile"
/// try ModuleName(validating: "../x")  // throws GeneratorError (.invalidName)
/// ```
public struct ModuleName: Hashable, Sendable, CustomStringConvertible {
  /// The name as written, such as `Profile`.
  public let value: String

  /// Checks `name` and keeps it; throws a ``GeneratorError`` of kind
  /// ``GeneratorError/Kind/invalidName`` saying what is wrong and how to fix it.
  public init(validating name: String) throws(GeneratorError) {
    try Self.check(name, what: "module name")
    value = name
  }

  /// Throws unless `name` can name a type in generated code; `what` names it in messages.
  static func check(_ name: String, what: String) throws(GeneratorError) {
    func refuse(_ reason: String) -> GeneratorError {
      GeneratorError(.invalidName, "invalid \(what) `\(name)`: \(reason)")
    }
    if name.isEmpty {
      throw GeneratorError(
        .invalidName, "the \(what) is empty: give a Swift type name such as `Profile`")
    }
    if name.contains("/") || name.contains("\\") {
      throw refuse(
        "it contains a path separator; give a bare type name and choose the folder with "
          + "--output")
    }
    if name.contains(where: \.isWhitespace) {
      throw refuse("it contains white space; a type name is one word, such as `UserProfile`")
    }
    if SwiftIdentifier.keywords.contains(name) {
      throw refuse(
        "it is a Swift keyword; choose another name, such as `\(name.prefix(1).uppercased() + name.dropFirst())Module`"
      )
    }
    if let first = name.first, first.isNumber {
      throw refuse("a Swift name cannot start with a digit")
    }
    guard SwiftIdentifier.isIdentifier(name) else {
      throw refuse("a Swift type name has only letters, digits and underscores")
    }
    // Leading underscores are allowed (`_Internal`); the first letter must be uppercase.
    guard let first = name.first(where: { $0 != "_" }), first.isUppercase else {
      throw refuse(
        "type names start with an uppercase letter; did you mean `\(name.prefix(1).uppercased() + name.dropFirst())`?"
      )
    }
  }

  public var description: String { value }
}
