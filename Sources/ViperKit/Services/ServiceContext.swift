import Foundation

/// What a ``ServiceKey`` gets to make its service: the environment, an HTTP client for it, a
/// clock for fakes, where data kept on the device goes and under which scope, and the ways to
/// report that an unconfigured service was used and to tell the person something.
public struct ServiceContext: Sendable {
  /// The environment services are made for; `nil` in a test container.
  public let environment: AppEnvironment?
  /// The clock fakes sleep on (tests pass a controllable one).
  public let clock: any Clock<Duration>
  /// How long fakes wait before they answer.
  public let latency: Duration
  /// The request timeout of ``httpClient()``.
  public let timeout: Duration
  /// The transport of ``httpClient()``.
  public let transport: any HTTPTransport
  /// The folder where services that keep data on this device (a storage service) keep it;
  /// `nil` when the app keeps nothing on disk, and such services keep their data in memory.
  public let dataDirectory: URL?
  /// Where the services' data comes from, which a storage service keeps its data under, apart
  /// from every other scope's: by default the environment's (``DataScope/init(_:)``); `nil`
  /// without an environment (a test container).
  public let dataScope: DataScope?
  /// Tells the person something a service noticed that they may want to act on, in one line
  /// (data kept aside when a database was migrated, say). The app decides where it goes; by
  /// default, standard error.
  public let notify: @Sendable (String) -> Void

  private let reportIssue: @Sendable (String) -> Void

  /// Creates a context.
  public init(
    environment: AppEnvironment?,
    clock: any Clock<Duration> = ContinuousClock(),
    latency: Duration? = nil,
    timeout: Duration = .seconds(10),
    transport: (any HTTPTransport)? = nil,
    dataDirectory: URL? = nil,
    dataScope: DataScope? = nil,
    notify: @escaping @Sendable (String) -> Void = ServiceContext.printNotice,
    reportIssue: @escaping @Sendable (String) -> Void = ServiceContext.printIssue
  ) {
    self.environment = environment
    self.clock = clock
    if let latency {
      self.latency = latency
    } else if case .fake(let latency) = environment {
      self.latency = latency
    } else {
      self.latency = .zero
    }
    self.timeout = timeout
    self.transport = transport ?? Self.defaultTransport()
    self.dataDirectory = dataDirectory
    self.dataScope = dataScope ?? environment.map(DataScope.init)
    self.notify = notify
    self.reportIssue = reportIssue
  }

  /// An HTTP client for the environment's base URL.
  ///
  /// In a context without a base URL (fake, tests) the client points at an address that
  /// refuses every request, so a live service in the wrong place fails loudly instead of
  /// reaching some network.
  public func httpClient() -> HTTPClient {
    HTTPClient(
      baseURL: environment?.baseURL ?? Self.unconfiguredURL, timeout: timeout, transport: transport)
  }

  /// Where live services point when there is no base URL: `.invalid` never resolves.
  // The force unwrap is of a literal that is a valid URL, not of outside data.
  private static let unconfiguredURL = URL(string: "http://unconfigured.invalid")!

  /// Reports that `key`'s service was used without being configured, and returns the error the
  /// unimplemented service should throw.
  ///
  /// - Parameters:
  ///   - key: The key of the service that was used.
  ///   - method: The method that was called, for the message.
  public func unimplemented<Key: ServiceKey>(
    _ key: Key.Type,
    method: String = #function
  ) -> ServiceError {
    let error = ServiceError.unimplemented(
      service: Key.serviceName, method: method, key: String(describing: key))
    reportIssue(error.description)
    return error
  }

  /// Writes `message` to standard error.
  public static func printIssue(_ message: String) {
    var standardError = StandardError()
    print("ViperKit: \(message)", to: &standardError)
  }

  /// Writes `message` to standard error, as it is.
  public static func printNotice(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
  }

  private static func defaultTransport() -> any HTTPTransport {
    URLSession.shared
  }
}

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Errors of the service layer itself (not of a service's work).
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A service that nobody configured for this test was used.
  case unimplemented(service: String, method: String, key: String)
  /// A service's `setup()` failed at start-up.
  case setupFailed(service: String, reason: String)

  public var description: String {
    switch self {
    case .unimplemented(let service, let method, let key):
      "\(service).\(method) was called, but no \(service) was configured for this test. "
        + "Configure one: ServiceContainer.testing { $0[\(key).self] = Fake\(service)() }"
    case .setupFailed(let service, let reason):
      "\(service) could not be set up: \(reason)"
    }
  }
}
