import ViperKit
import ViperKitCombine

/// Reads the listing's items from an API, through async/await or a publisher: the same code
/// either way (``itemsPublisher()`` runs ``items()``).
public protocol ListingService: Service {
  /// Every item (`GET /items`).
  func items() async throws(HTTP.Error) -> [ItemDTO]
}

extension ListingService {
  /// ``items()`` as a publisher: on subscription it fetches the items once and publishes
  /// them, or fails with the same ``HTTP/Error``. Cancelling the subscription cancels the
  /// request.
  public func itemsPublisher() -> AnyPublisher<[ItemDTO], HTTP.Error> {
    AsyncOperationPublisher { () async throws(HTTP.Error) -> [ItemDTO] in
      try await self.items()
    }
    .eraseToAnyPublisher()
  }
}

/// The ``ListingService`` over HTTP: `GET {base}/items`.
///
/// The status is checked before the body is decoded: a 404 page or a 503 with a JSON error
/// body is a status error, never a list that happens to decode. (``HTTPClient`` does it.)
public struct LiveListingService: ListingService {
  /// The client requests go through.
  public let client: HTTPClient

  /// Creates the service over `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  public func items() async throws(HTTP.Error) -> [ItemDTO] {
    try await client.send(.get("items"), as: [ItemDTO].self)
  }
}

/// An ``ListingService`` in memory: a fixed list, answered after a delay on a clock, or a
/// failure when told to fail.
public struct FakeListingService: ListingService {
  /// The items it answers with.
  public let items: [ItemDTO]
  /// How long it waits before answering.
  public let latency: Duration
  /// The clock it waits on.
  public let clock: any Clock<Duration>
  /// When set, every call fails with this error (after the latency).
  public let failure: HTTP.Error?

  /// Creates a fake.
  public init(
    items: [ItemDTO] = FakeListingService.sampleItems,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: HTTP.Error? = nil
  ) {
    self.items = items
    self.latency = latency
    self.clock = clock
    self.failure = failure
  }

  public func items() async throws(HTTP.Error) -> [ItemDTO] {
    try await FakeLatency.wait(latency, on: clock)
    if let failure { throw failure }
    return items
  }

  /// A few items (JSONPlaceholder's first album titles), for the fake environment and
  /// previews.
  public static let sampleItems: [ItemDTO] = [
    ItemDTO(id: 1, name: "quidem molestiae enim"),
    ItemDTO(id: 2, name: "sunt qui excepturi placeat culpa"),
    ItemDTO(id: 3, name: "omnis laborum odio"),
    ItemDTO(id: 4, name: "non esse culpa molestiae omnis sed optio"),
    ItemDTO(id: 5, name: "eaque aut omnis a"),
  ]
}

/// The ``ListingService`` of a test that did not configure one: every call fails the test and
/// says how to configure a service.
public struct UnimplementedListingService: ListingService {
  private let context: ServiceContext

  /// Creates the service; it reports through `context`.
  public init(context: ServiceContext) {
    self.context = context
  }

  public func items() async throws(HTTP.Error) -> [ItemDTO] {
    throw .transport(context.unimplemented(ListingServiceKey.self).description)
  }
}

/// The key of the app's ``ListingService``.
public enum ListingServiceKey: ServiceKey {
  public static func live(_ context: ServiceContext) -> any ListingService {
    LiveListingService(client: context.httpClient())
  }

  public static func fake(_ context: ServiceContext) -> any ListingService {
    FakeListingService(latency: context.latency, clock: context.clock)
  }

  public static func unimplemented(_ context: ServiceContext) -> any ListingService {
    UnimplementedListingService(context: context)
  }
}
