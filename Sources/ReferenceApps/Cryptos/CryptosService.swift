import ViperKit

/// Reads crypto prices from an API. Its errors are ``HTTP/Error``s whatever the implementation;
/// the interactor sorts them into ``CryptosError``.
public protocol CryptosService: Service {
  /// Every price (`GET /cryptos`).
  func cryptos() async throws(HTTP.Error) -> [CryptoDTO]
}

/// The ``CryptosService`` over HTTP: `GET {base}/cryptos`.
public struct LiveCryptosService: CryptosService {
  /// The client requests go through.
  public let client: HTTPClient

  /// Creates the service over `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  public func cryptos() async throws(HTTP.Error) -> [CryptoDTO] {
    try await client.send(.get("cryptos"), as: [CryptoDTO].self)
  }
}

/// A ``CryptosService`` in memory: a fixed list, answered after a delay on a clock, or a
/// failure when told to fail.
public struct FakeCryptosService: CryptosService {
  /// The prices it answers with.
  public let cryptos: [CryptoDTO]
  /// How long it waits before answering.
  public let latency: Duration
  /// The clock it waits on.
  public let clock: any Clock<Duration>
  /// When set, every call fails with this error (after the latency).
  public let failure: HTTP.Error?

  /// Creates a fake.
  public init(
    cryptos: [CryptoDTO] = FakeCryptosService.sampleCryptos,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: HTTP.Error? = nil
  ) {
    self.cryptos = cryptos
    self.latency = latency
    self.clock = clock
    self.failure = failure
  }

  public func cryptos() async throws(HTTP.Error) -> [CryptoDTO] {
    try await FakeLatency.wait(latency, on: clock)
    if let failure { throw failure }
    return cryptos
  }

  /// A few prices in the dataset's shape, for the fake environment and previews.
  public static let sampleCryptos: [CryptoDTO] = [
    CryptoDTO(currency: "BTC", price: "43250.12"),
    CryptoDTO(currency: "ETH", price: "2291.6"),
    CryptoDTO(currency: "SOL", price: "98.4521"),
    CryptoDTO(currency: "ADA", price: "0.5012"),
    CryptoDTO(currency: "DOGE", price: "0.08123"),
    CryptoDTO(currency: "SHIB", price: "0.00000923"),
  ]
}

/// The ``CryptosService`` of a test that did not configure one: every call fails the test and
/// says how to configure a service.
public struct UnimplementedCryptosService: CryptosService {
  private let context: ServiceContext

  /// Creates the service; it reports through `context`.
  public init(context: ServiceContext) {
    self.context = context
  }

  public func cryptos() async throws(HTTP.Error) -> [CryptoDTO] {
    throw .transport(context.unimplemented(CryptosServiceKey.self).description)
  }
}

/// The key of the app's ``CryptosService``.
public enum CryptosServiceKey: ServiceKey {
  public static func live(_ context: ServiceContext) -> any CryptosService {
    LiveCryptosService(client: context.httpClient())
  }

  public static func fake(_ context: ServiceContext) -> any CryptosService {
    FakeCryptosService(latency: context.latency, clock: context.clock)
  }

  public static func unimplemented(_ context: ServiceContext) -> any CryptosService {
    UnimplementedCryptosService(context: context)
  }
}
