import ViperKit

/// The base of a recording test double: one line per method of the contract it stands in for.
///
/// Subclass it for a contract protocol, and record each call with the arguments it got. Give it
/// a target and it forwards every call there after recording it, so it can sit between two
/// real objects (presenter and interactor, say) and record the messages between them.
///
/// ```swift
/// final class UsersViewSpy: Spy<any UsersViewInput>, UsersViewInput {
///   func showLoading() { record() }
///   func showUsers(_ users: [UserViewModel]) { record(users) }
///   func showError(_ message: String) { record(message) }
/// }
///
/// final class UsersInteractorSpy: Spy<any UsersInteractorInput>, UsersInteractorInput {
///   func fetchUsers() { record { $0.fetchUsers() } }  // forwards to the real interactor
/// }
/// ```
///
/// A generic recorder rather than a macro: a macro would make every app that adopts
/// `ViperKitTesting` build swift-syntax (one to two and a half minutes on a two-core machine),
/// and each spy method is one line anyway, for any protocol: generic, `async`, or returning
/// a value.
@MainActor
open class Spy<Target> {
  /// The boundary the calls cross.
  public let boundary: Boundary
  /// Where calls are recorded.
  public let log: MessageLog
  /// The object calls are forwarded to, if any.
  public let target: Target?

  /// Creates a spy.
  ///
  /// - Parameters:
  ///   - boundary: The boundary its calls cross, such as ``Boundary/view``.
  ///   - log: Where calls are recorded (the harness's log).
  ///   - target: Where calls are forwarded after they are recorded; `nil` forwards nowhere.
  public init(_ boundary: Boundary, log: MessageLog, forwardingTo target: Target? = nil) {
    self.boundary = boundary
    self.log = log
    self.target = target
  }

  /// Records a call of the calling method with `arguments`, then forwards it to ``target``.
  ///
  /// While a harness collects expectations, the call is recorded as expected and not
  /// forwarded.
  public func record(
    _ arguments: Any...,
    method: String = #function,
    forward: (Target) -> Void = { _ in }
  ) {
    guard log.append(Message(boundary, method, arguments: arguments)), let target else { return }
    forward(target)
  }

  /// Records a call that returns a value: forwards it to ``target``, else returns `fallback`.
  public func record<Result>(
    _ arguments: Any...,
    method: String = #function,
    returning fallback: Result,
    forward: (Target) -> Result
  ) -> Result {
    guard log.append(Message(boundary, method, arguments: arguments)), let target else {
      return fallback
    }
    return forward(target)
  }
}
