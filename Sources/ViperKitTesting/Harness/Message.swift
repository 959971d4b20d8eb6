import CustomDump

/// A boundary of a module that messages cross, named by direction.
///
/// The standard ones follow DESIGN's contract names; a test may add its own
/// (`Boundary("analytics")`).
public struct Boundary: Hashable, Sendable, CustomStringConvertible {
  /// The name messages are rendered with, such as `"view"`.
  public let name: String

  /// Creates a boundary named `name`.
  public init(_ name: String) { self.name = name }

  /// Presenter -> view (`XViewInput`).
  public static let view = Boundary("view")
  /// View -> presenter (`XViewOutput`).
  public static let viewOutput = Boundary("viewOutput")
  /// Presenter -> interactor (`XInteractorInput`).
  public static let interactor = Boundary("interactor")
  /// Interactor -> presenter (`XInteractorOutput`).
  public static let interactorOutput = Boundary("interactorOutput")
  /// Presenter -> router (`XRouterInput`).
  public static let router = Boundary("router")
  /// Other modules -> this one (`XModuleInput`).
  public static let moduleInput = Boundary("moduleInput")
  /// This module -> whoever opened it (`XModuleOutput`).
  public static let moduleOutput = Boundary("moduleOutput")

  public var description: String { name }
}

/// One message that crossed a module boundary: a method call with its arguments.
///
/// Messages compare by their rendering (boundary, method and the `customDump` of each
/// argument), so arguments need not be `Equatable`, and a failed comparison shows a readable
/// diff.
public struct Message: Hashable, Sendable, CustomStringConvertible, CustomDumpStringConvertible {
  /// The boundary the message crossed.
  public let boundary: Boundary
  /// The method, as `#function` spells it: `showUsers(_:)`.
  public let method: String
  /// Each argument, rendered with `customDump`.
  public let arguments: [String]

  /// Creates a message; arguments are rendered at once.
  public init(_ boundary: Boundary, _ method: String, arguments: [Any] = []) {
    self.boundary = boundary
    self.method = method
    self.arguments = arguments.map { String(customDumping: $0) }
  }

  /// `view.showUsers([...])`.
  public var description: String {
    let name = method.split(separator: "(", maxSplits: 1).first.map(String.init) ?? method
    return "\(boundary).\(name)(\(arguments.joined(separator: ", ")))"
  }

  public var customDumpDescription: String { description }
}
