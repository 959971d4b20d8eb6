import Foundation

/// Where an app's services get their data.
///
/// - ``production(baseURL:)``: the real remote API.
/// - ``development(baseURL:)``: a local API server (the embedded mock API on 127.0.0.1),
///   over real HTTP.
/// - ``fake(latency:)``: in-memory fakes, no network at all.
public enum AppEnvironment: Sendable, Hashable, CustomStringConvertible {
  /// The real remote API at `baseURL`.
  case production(baseURL: URL)
  /// A local API server at `baseURL`.
  case development(baseURL: URL)
  /// In-memory fake services that answer after `latency`.
  case fake(latency: Duration)

  /// The environment's name: `production`, `development` or `fake`.
  public var name: String {
    switch self {
    case .production: "production"
    case .development: "development"
    case .fake: "fake"
    }
  }

  /// The base URL of the API, `nil` for ``fake(latency:)``.
  public var baseURL: URL? {
    switch self {
    case .production(let url), .development(let url): url
    case .fake: nil
    }
  }

  public var description: String {
    baseURL.map { "\(name) (\($0.absoluteString))" } ?? name
  }
}
