import Foundation

/// How the demo runs: which environment, which tab or link to open, and how to show it.
public struct DemoConfiguration: Sendable, Equatable {
  /// Where the demo's data comes from.
  public enum Environment: String, Sendable, CaseIterable {
    /// The embedded mock API on 127.0.0.1, over real HTTP (the default: no network needed).
    case development
    /// A remote API (`--base-url`, by default the public JSONPlaceholder service).
    case production
    /// In-memory fake services, answering after `--latency`.
    case fake
  }

  /// The public service the production environment uses unless told otherwise.
  public static let productionURL = URL(string: "https://jsonplaceholder.typicode.com")

  /// Where the data comes from.
  public var environment: Environment
  /// The API's base URL in production.
  public var baseURL: URL?
  /// The tab to open, by name.
  public var tab: String?
  /// A deep link to open after start-up (`viper://users/3`).
  public var link: URL?
  /// How long fake services take to answer.
  public var latency: Duration
  /// How long an HTTP request may take.
  public var timeout: Duration
  /// The media files (or http URLs) the video tab lists; empty: the mock API's.
  public var media: [URL] = []
  /// Where the todos are kept between runs (`todos.sqlite` in it, each server's apart: the
  /// embedded API's, and each production base URL's); `nil` keeps them in memory, as the fake
  /// environment always does.
  public var dataDirectory: URL?
  /// Whether to forget the todos kept in ``dataDirectory`` before starting.
  public var resetData = false

  /// The demo's data folder on this platform: `$XDG_DATA_HOME/viper-demo`, else
  /// `~/.local/share/viper-demo` (Linux and other Unix); `~/Library/Application
  /// Support/viper-demo` on Apple platforms.
  public static func defaultDataDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    #if canImport(Darwin)
      if let support = FileManager.default.urls(
        for: .applicationSupportDirectory, in: .userDomainMask
      ).first {
        return support.appendingPathComponent("viper-demo")
      }
    #endif
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data).appendingPathComponent("viper-demo")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/viper-demo")
  }

  /// Creates a configuration; every argument has the default a newcomer expects.
  public init(
    environment: Environment = .development,
    baseURL: URL? = nil,
    tab: String? = nil,
    link: URL? = nil,
    latency: Duration = .milliseconds(300),
    timeout: Duration = .seconds(10)
  ) {
    self.environment = environment
    self.baseURL = baseURL
    self.tab = tab
    self.link = link
    self.latency = latency
    self.timeout = timeout
  }
}

/// Why the demo could not start, with what to do about it.
public struct DemoError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong and what to do.
  public let description: String

  /// An error with `description`.
  public init(_ description: String) { self.description = description }

  static func unknownTab(_ name: String, available: [String]) -> DemoError {
    DemoError(
      "there is no tab named '\(name)'; the tabs are: \(available.joined(separator: ", "))")
  }
}
