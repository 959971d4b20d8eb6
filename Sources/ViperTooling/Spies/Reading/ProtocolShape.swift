/// A protocol as `viper spies` reads it from its declaration.
struct ProtocolShape: Sendable {
  /// The qualified name (`Outer.Inner` for a nested protocol).
  var name: String
  var file: String
  var line: Int
  /// The inheritance clause, as written (`AnyObject`, `class`, `UsersViewInput`).
  var inherited: [String] = []
  /// What a `where Self: X` clause requires of conformers (`UIViewController`).
  var selfConstraints: [String] = []
  /// The global actor of the declaration (`MainActor`), if any.
  var globalActor: String?
  var isObjC = false
  /// Whether the declaration is `private` or `fileprivate`: a test file cannot see it.
  var isPrivate = false
  /// Associated types and primary associated types: a spy would have to be generic.
  var associatedTypes: [String] = []
  /// The requirements, in source order.
  var requirements: [Requirement] = []
  /// Members no spy can implement, with their lines: subscripts, initializers, `#if` blocks.
  var unreadable: [(what: String, line: Int)] = []
}
