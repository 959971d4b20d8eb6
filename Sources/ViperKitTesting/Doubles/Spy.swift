import IssueReporting
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

  /// Records a call of the calling method with `arguments`, and returns the target to forward
  /// it to: `nil` while a harness collects expectations, or when the spy has no target.
  ///
  /// For methods whose forwarding the closures of ``record(_:method:forward:)`` cannot
  /// express, such as those that throw:
  ///
  /// ```swift
  /// func save(_ note: Note) throws {
  ///   if let target = forwarding(note) { return try target.save(note) }
  ///   if let saveError { throw saveError }
  /// }
  /// ```
  public func forwarding(_ arguments: Any..., method: String = #function) -> Target? {
    guard log.append(Message(boundary, method, arguments: arguments)) else { return nil }
    return target
  }

  /// Stops the test when the code under test asks the spy for a value the test never gave it:
  /// reports which member, and the property to set, then stops, as there is no value to go on
  /// with. For requirements whose type has no value to start from (a view controller, a view
  /// model), which spies keep in an optional until a test sets it:
  ///
  /// ```swift
  /// var controllerValue: UIViewController?
  /// var controller: UIViewController {
  ///   guard let value = controllerValue else { noAnswer("controller", set: "controllerValue") }
  ///   return value
  /// }
  /// ```
  public func noAnswer(
    _ member: String, set property: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Never {
    let message =
      "\(type(of: self)).\(member) was asked for a value, but the test never set "
      + "`\(property)`: set it to the value the spy should answer before the code under test asks."
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    fatalError(message)
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
