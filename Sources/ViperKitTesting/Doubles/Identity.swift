import CustomDump

/// An argument recorded by identity: two messages that carry the same object match, whatever
/// the object's properties say.
///
/// A spy records most arguments by value (their `customDump`), which is what a view model or
/// an entity wants. An object is another matter: a router told to open a screen *from this
/// view*, or an output handed *this presenter*, is right only with that very object, and
/// dumping it by value would print its whole graph (a spy's log included) and match any other
/// object that happens to look the same. Spies that `viper spies` writes wrap every argument
/// that may be an object:
///
/// ```swift
/// func open(_ book: Book, from view: any ShelfViewInput) {
///   record(book, Identity(view)) { $0.open(book, from: view) }
/// }
/// ```
///
/// An expectation that passes the same object then matches, and the message reads
/// `router.open(Book(title: "Dune"), ShelfViewInputSpy(0x00006000012c4f30))`. A value (a
/// struct, an enum, `nil`) is rendered by value, exactly as if it had not been wrapped, so the
/// wrapper is safe on any argument whose type is a protocol.
public struct Identity: Hashable, Sendable, CustomDumpStringConvertible, CustomStringConvertible {
  /// How the argument is rendered in a message.
  public let rendering: String

  /// Wraps `value`: a class instance (or an optional holding one) by identity, anything else by
  /// value.
  public init(_ value: Any) {
    if let object = Self.object(in: value, depth: 0) {
      let address = UInt(bitPattern: ObjectIdentifier(object))
      let digits = String(address, radix: 16)
      let padded = String(repeating: "0", count: max(0, 16 - digits.count)) + digits
      rendering = "\(type(of: object))(0x\(padded))"
    } else {
      rendering = String(customDumping: value)
    }
  }

  /// The class instance `value` holds, looking through optionals; `nil` for a value.
  private static func object(in value: Any, depth: Int) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard depth < 8, let wrapped = mirror.children.first?.value else { return nil }
      return object(in: wrapped, depth: depth + 1)
    }
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
  }

  public var customDumpDescription: String { rendering }
  public var description: String { rendering }
}
