import Foundation

/// Where a service's data comes from: the environment's name and its API's base URL,
/// normalised. A service that keeps data on the device keeps each scope's apart, so that what
/// one server said is never shown as another's, and a change made against one server is only
/// ever sent to that server.
///
/// A ``ServiceContext`` has the scope of its environment (``ServiceContext/dataScope``); a
/// storage service's key reads it there.
///
/// ```swift
/// let scope = DataScope(.production(baseURL: URL(string: "HTTPS://API.Example.com:443/v1/")!))
/// scope.key  // "production https://api.example.com/v1"
/// ```
///
/// Two base URLs are one scope when they differ only in what does not change the server: the
/// case of the scheme and host, a default port (80 for http, 443 for https), trailing
/// slashes, credentials, a query or a fragment. Host names are not resolved: `localhost` and
/// `127.0.0.1` are two scopes.
public struct DataScope: Sendable, Hashable, CustomStringConvertible {
  /// The environment's name: `production`, `development` or `fake`.
  public let environment: String
  /// Where in that environment: the API's normalised base URL, or a name for a source that
  /// has none (`fake` for in-memory fakes).
  public let source: String

  /// A scope named outright: for a source whose address is not what identifies it (an
  /// embedded server on a new port at every start is still the same server).
  public init(environment: String, source: String) {
    self.environment = environment
    self.source = source
  }

  /// The scope of `environment`: its name and its base URL, normalised.
  public init(_ environment: AppEnvironment) {
    self.init(
      environment: environment.name,
      source: environment.baseURL.map(Self.normalized) ?? environment.name)
  }

  /// What the scope is stored under: `"production https://api.example.com/v1"`.
  public var key: String { "\(environment) \(source)" }

  public var description: String { key }

  /// `url` as a scope names it: scheme and host in lower case, the port only when it is not
  /// the scheme's default, the path without trailing slashes; no credentials, query or
  /// fragment.
  ///
  /// ```swift
  /// DataScope.normalized(URL(string: "http://LOCALHOST:80/api//")!)  // "http://localhost/api"
  /// ```
  public static func normalized(_ url: URL) -> String {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased()
    else { return url.absoluteString }
    var host = (parts.percentEncodedHost ?? "").lowercased()
    if host.contains(":") && !host.hasPrefix("[") { host = "[\(host)]" }
    let defaultPort = ["http": 80, "https": 443][scheme]
    let port = parts.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
    var path = Substring(parts.percentEncodedPath)
    while path.hasSuffix("/") { path = path.dropLast() }
    return "\(scheme)://\(host)\(port)\(path)"
  }
}
