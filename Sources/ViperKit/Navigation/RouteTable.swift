import Foundation

/// Opens modules from URLs: deep links such as `viper://users/3`.
///
/// A URL's host and path form a list of components (`viper://users/3` is `users`, `3`).
/// Patterns are registered for each level of a hierarchy, with `:name` for a parameter:
///
/// ```swift
/// var routes = RouteTable(scheme: "viper")
/// routes.register("users") { _ in
///   { navigator in navigator.selectTab("users"); navigator.popToRoot() }
/// }
/// routes.register("users/:id") { match in
///   let id = try match.int("id")
///   return { navigator in navigator.push(detailBuilder.build(userID: id, navigator: navigator)) }
/// }
/// try routes.open(URL(string: "viper://users/3")!, in: navigation)
/// ```
///
/// Opening `viper://users/3` runs the handler of every registered prefix of the URL, shortest
/// first: `users` (select the tab, show the list), then `users/:id` (push user 3's detail).
///
/// Opening happens in two phases so that a bad URL changes nothing: first every handler
/// resolves its match (reading and checking parameters; this may throw), then, only if all of
/// them succeeded, their navigation actions run in order.
@MainActor
public struct RouteTable {
  /// Navigation to perform once every level of a URL has resolved.
  public typealias Action = @MainActor (any Navigator) -> Void

  /// Reads a match's parameters and returns the navigation to perform; throws
  /// ``RouteError`` (or any error) when the parameters are not acceptable.
  public typealias Handler = @MainActor (RouteMatch) throws -> Action

  private struct Route {
    let pattern: String
    let components: [Component]
    let handler: Handler
  }

  private enum Component: Equatable {
    case literal(String)
    case parameter(String)
  }

  /// The URL scheme this table answers, such as `"viper"`.
  public let scheme: String
  private var routes: [Route] = []

  /// Creates an empty table for URLs with `scheme`.
  public init(scheme: String = "viper") {
    self.scheme = scheme
  }

  /// The patterns registered so far, in registration order.
  public var patterns: [String] { routes.map(\.pattern) }

  /// Registers `handler` for URLs whose components match `pattern` (`"users/:id"`).
  ///
  /// A later registration of the same pattern replaces the earlier one.
  public mutating func register(_ pattern: String, _ handler: @escaping Handler) {
    let components = Self.split(pattern).map { part in
      part.hasPrefix(":") ? Component.parameter(String(part.dropFirst())) : .literal(part)
    }
    routes.removeAll { $0.components == components }
    routes.append(Route(pattern: pattern, components: components, handler: handler))
  }

  /// Whether `url` has this table's scheme and a route for its full path.
  public func canOpen(_ url: URL) -> Bool {
    (try? resolve(url)) != nil
  }

  /// Opens `url`: resolves every level of it, then performs their navigation in `navigator`.
  ///
  /// - Throws: ``RouteError`` (or the error a handler threw, wrapped in
  ///   ``RouteError/invalidParameter(name:value:reason:)`` when it is not a `RouteError`), with
  ///   nothing changed in `navigator`.
  public func open(_ url: URL, in navigator: any Navigator) throws(RouteError) {
    let actions = try resolve(url)
    for action in actions {
      action(navigator)
    }
  }

  private func resolve(_ url: URL) throws(RouteError) -> [Action] {
    guard url.scheme?.lowercased() == scheme.lowercased() else {
      throw .unsupportedScheme(url.absoluteString, expected: scheme)
    }
    let components = Self.components(of: url)
    guard !components.isEmpty else { throw .noRoute(url.absoluteString) }
    let query = Self.query(of: url)

    var levels: [(Route, RouteMatch)] = []
    for length in 1...components.count {
      let prefix = Array(components.prefix(length))
      for route in routes {
        if let parameters = Self.match(route.components, prefix) {
          levels.append(
            (
              route,
              RouteMatch(url: url, pattern: route.pattern, parameters: parameters, query: query)
            )
          )
          break
        }
      }
    }
    guard let deepest = levels.last, deepest.1.depth == components.count else {
      throw .noRoute(url.absoluteString)
    }
    var actions: [Action] = []
    for (route, match) in levels {
      do {
        actions.append(try route.handler(match))
      } catch let error as RouteError {
        throw error
      } catch {
        throw .handlerFailed(pattern: route.pattern, reason: String(describing: error))
      }
    }
    return actions
  }

  private static func match(_ pattern: [Component], _ components: [String]) -> [String: String]? {
    guard pattern.count == components.count else { return nil }
    var parameters: [String: String] = [:]
    for (part, value) in zip(pattern, components) {
      switch part {
      case .literal(let literal):
        guard literal == value else { return nil }
      case .parameter(let name):
        parameters[name] = value
      }
    }
    return parameters
  }

  private static func split(_ path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  private static func components(of url: URL) -> [String] {
    // `viper://users/3`: the host is the first component. `viper:users/3` has none.
    let parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
    var result: [String] = []
    if let host = parts?.host, !host.isEmpty { result.append(host) }
    result += split(parts?.path ?? "").map { $0.removingPercentEncoding ?? $0 }
    return result
  }

  private static func query(of url: URL) -> [String: String] {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    var query: [String: String] = [:]
    for item in items {
      query[item.name] = item.value ?? ""
    }
    return query
  }
}

/// One level of a URL, matched against a registered pattern.
public struct RouteMatch: Sendable, Equatable {
  /// The whole URL being opened.
  public let url: URL
  /// The pattern that matched, such as `"users/:id"`.
  public let pattern: String
  /// The values of the pattern's parameters, by name (without the colon).
  public let parameters: [String: String]
  /// The URL's query items, by name.
  public let query: [String: String]

  /// How many components the pattern covers.
  var depth: Int { pattern.split(separator: "/").count }

  /// The text value of parameter `name`.
  ///
  /// - Throws: ``RouteError/invalidParameter(name:value:reason:)`` when the pattern has no
  ///   such parameter.
  public func string(_ name: String) throws(RouteError) -> String {
    guard let value = parameters[name] else {
      throw .invalidParameter(name: name, value: "", reason: "pattern \(pattern) has no :\(name)")
    }
    return value
  }

  /// The integer value of parameter `name`.
  ///
  /// - Throws: ``RouteError/invalidParameter(name:value:reason:)`` when it is not an integer.
  public func int(_ name: String) throws(RouteError) -> Int {
    let value = try string(name)
    guard let number = Int(value) else {
      throw .invalidParameter(name: name, value: value, reason: "expected an integer")
    }
    return number
  }

  /// The integer value of query item `name`, `nil` when absent.
  ///
  /// - Throws: ``RouteError/invalidParameter(name:value:reason:)`` when present but not an
  ///   integer.
  public func queryInt(_ name: String) throws(RouteError) -> Int? {
    guard let value = query[name] else { return nil }
    guard let number = Int(value) else {
      throw .invalidParameter(name: name, value: value, reason: "expected an integer")
    }
    return number
  }
}

/// Why a URL could not be opened. Nothing was changed in the navigator.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL's scheme is not the table's.
  case unsupportedScheme(String, expected: String)
  /// No registered pattern matches the URL's full path.
  case noRoute(String)
  /// A parameter's value is not acceptable.
  case invalidParameter(name: String, value: String, reason: String)
  /// A handler threw an error that is not a `RouteError`.
  case handlerFailed(pattern: String, reason: String)

  public var description: String {
    switch self {
    case .unsupportedScheme(let url, let expected):
      "cannot open \(url): only \(expected):// links are supported"
    case .noRoute(let url):
      "cannot open \(url): no screen answers that link"
    case .invalidParameter(let name, let value, let reason):
      "cannot open the link: '\(value)' is not a valid \(name) (\(reason))"
    case .handlerFailed(let pattern, let reason):
      "cannot open the link (route \(pattern)): \(reason)"
    }
  }
}
