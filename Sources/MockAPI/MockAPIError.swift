import Foundation

/// Why a ``MockAPI`` could not start: a bundled data file is missing or broken, or the server
/// cannot listen on the address it was given.
///
/// The ``message`` says what went wrong and what to do about it:
///
/// ```swift
/// do {
///   _ = try await MockAPI.start(port: 8080)
/// } catch let error as MockAPIError where error.code == .cannotListen {
///   print(error.message)
///   // MockAPI cannot listen on 127.0.0.1:8080 (...). Pick another port, or pass 0 for a free one.
/// }
/// ```
public struct MockAPIError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The kind of failure, to match on without parsing the message.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A bundled data file (such as `users.json`) is not in `Bundle.module`.
    public static let missingResource = Code(name: "missingResource")
    /// A bundled data file cannot be read or does not decode.
    public static let invalidResource = Code(name: "invalidResource")
    /// The server cannot listen on the requested address, for example because the port is taken.
    public static let cannotListen = Code(name: "cannotListen")

    /// The code's name, such as `cannotListen`.
    public var description: String { name }
  }

  /// The kind of failure.
  public let code: Code
  /// A sentence saying what went wrong and what to do about it.
  public let message: String

  /// The ``message``.
  public var description: String { message }
  /// The ``message``.
  public var errorDescription: String? { message }

  init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  static func missingResource(_ name: String) -> MockAPIError {
    MockAPIError(
      code: .missingResource,
      message: "MockAPI resource '\(name)' is missing from Bundle.module. It belongs in "
        + "Sources/MockAPI/Resources/, which Package.swift copies with .copy(\"Resources\")."
    )
  }

  static func invalidResource(_ name: String, reason: String) -> MockAPIError {
    MockAPIError(
      code: .invalidResource,
      message: "MockAPI resource '\(name)' is not valid: \(reason). "
        + "Restore Sources/MockAPI/Resources/\(name) from version control."
    )
  }

  static func cannotListen(port: UInt16, reason: String) -> MockAPIError {
    MockAPIError(
      code: .cannotListen,
      message: "MockAPI cannot listen on 127.0.0.1:\(port) (\(reason)). "
        + "Pick another port, or pass 0 for a free one."
    )
  }

  /// What an underlying error says: its `errorDescription` if it has one, such as FlyingFox's
  /// "SocketError. Bind(98): Address already in use".
  static func describe(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "\(error)"
  }
}
