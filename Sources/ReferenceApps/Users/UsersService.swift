import ViperKit

/// Reads users from an API. Its errors are ``HTTP/Error``s whatever the implementation, so
/// presenters can always show a message a person can act on.
public protocol UsersService: Service {
  /// Every user (`GET /users`).
  func users() async throws(HTTP.Error) -> [UserDTO]
  /// One user (`GET /users/{id}`).
  func user(id: Int) async throws(HTTP.Error) -> UserDTO
}

/// The ``UsersService`` over HTTP: `GET {base}/users` and `GET {base}/users/{id}`.
public struct LiveUsersService: UsersService {
  /// The client requests go through.
  public let client: HTTPClient

  /// Creates the service over `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  public func users() async throws(HTTP.Error) -> [UserDTO] {
    try await client.send(.get("users"), as: [UserDTO].self)
  }

  public func user(id: Int) async throws(HTTP.Error) -> UserDTO {
    try await client.send(.get("users/\(id)"), as: UserDTO.self)
  }
}

/// A ``UsersService`` in memory: a fixed list, answered after a delay on a clock, or a
/// failure when told to fail.
public struct FakeUsersService: UsersService {
  /// The users it answers with.
  public let users: [UserDTO]
  /// How long it waits before answering.
  public let latency: Duration
  /// The clock it waits on.
  public let clock: any Clock<Duration>
  /// When set, every call fails with this error (after the latency).
  public let failure: HTTP.Error?

  /// Creates a fake.
  public init(
    users: [UserDTO] = FakeUsersService.sampleUsers,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: HTTP.Error? = nil
  ) {
    self.users = users
    self.latency = latency
    self.clock = clock
    self.failure = failure
  }

  public func users() async throws(HTTP.Error) -> [UserDTO] {
    try await wait()
    return users
  }

  public func user(id: Int) async throws(HTTP.Error) -> UserDTO {
    try await wait()
    guard let user = users.first(where: { $0.id == id }) else { throw .statusCode(404) }
    return user
  }

  private func wait() async throws(HTTP.Error) {
    try await FakeLatency.wait(latency, on: clock)
    if let failure { throw failure }
  }

  /// Three users in JSONPlaceholder's shape, for the fake environment and previews.
  public static let sampleUsers: [UserDTO] = [
    UserDTO(
      id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
      address: .init(
        street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
        geo: .init(lat: "-37.3159", lng: "81.1496")),
      phone: "1-770-736-8031 x56442", website: "hildegard.org",
      company: .init(
        name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
        bs: "harness real-time e-markets")),
    UserDTO(
      id: 2, name: "Ervin Howell", username: "Antonette", email: "Shanna@melissa.tv",
      address: .init(
        street: "Victor Plains", suite: "Suite 879", city: "Wisokyburgh", zipcode: "90566-7771",
        geo: .init(lat: "-43.9509", lng: "-34.4618")),
      phone: "010-692-6593 x09125", website: "anastasia.net",
      company: .init(
        name: "Deckow-Crist", catchPhrase: "Proactive didactic contingency",
        bs: "synergize scalable supply-chains")),
    UserDTO(
      id: 3, name: "Clementine Bauch", username: "Samantha", email: "Nathan@yesenia.net",
      address: .init(
        street: "Douglas Extension", suite: "Suite 847", city: "McKenziehaven",
        zipcode: "59590-4157", geo: .init(lat: "-68.6102", lng: "-47.0653")),
      phone: "1-463-123-4447", website: "ramiro.info",
      company: .init(
        name: "Romaguera-Jacobson", catchPhrase: "Face to face bifurcated interface",
        bs: "e-enable strategic applications")),
  ]
}

/// The ``UsersService`` of a test that did not configure one: every call fails the test and
/// says how to configure a service.
public struct UnimplementedUsersService: UsersService {
  private let context: ServiceContext

  /// Creates the service; it reports through `context`.
  public init(context: ServiceContext) {
    self.context = context
  }

  public func users() async throws(HTTP.Error) -> [UserDTO] {
    throw .transport(context.unimplemented(UsersServiceKey.self).description)
  }

  public func user(id: Int) async throws(HTTP.Error) -> UserDTO {
    throw .transport(context.unimplemented(UsersServiceKey.self).description)
  }
}

/// The key of the app's ``UsersService``.
public enum UsersServiceKey: ServiceKey {
  public static func live(_ context: ServiceContext) -> any UsersService {
    LiveUsersService(client: context.httpClient())
  }

  public static func fake(_ context: ServiceContext) -> any UsersService {
    FakeUsersService(latency: context.latency, clock: context.clock)
  }

  public static func unimplemented(_ context: ServiceContext) -> any UsersService {
    UnimplementedUsersService(context: context)
  }
}
