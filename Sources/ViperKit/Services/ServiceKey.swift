/// Names one service and says how to make it in each environment.
///
/// Modeled on swift-dependencies' `DependencyKey`: every service has a live value (the real
/// implementation, used in production and development), a fake value (in-memory, used in the
/// fake environment and previews), and an unimplemented value for tests that did not configure
/// it, which fails the test on first use and says how to fix it.
///
/// ```swift
/// enum UsersServiceKey: ServiceKey {
///   static func live(_ context: ServiceContext) -> any UsersService {
///     LiveUsersService(client: context.httpClient())
///   }
///   static func fake(_ context: ServiceContext) -> any UsersService {
///     FakeUsersService(latency: context.latency, clock: context.clock)
///   }
///   static func unimplemented(_ context: ServiceContext) -> any UsersService {
///     UnimplementedUsersService(context.unimplemented(Self.self))
///   }
/// }
/// ```
public protocol ServiceKey: SendableMetatype {
  /// The service's type, usually an existential such as `any UsersService`.
  associatedtype Value: Sendable

  /// The real implementation (production and development environments).
  static func live(_ context: ServiceContext) -> Value

  /// An in-memory implementation (fake environment).
  static func fake(_ context: ServiceContext) -> Value

  /// An implementation that reports ``ServiceContext/unimplemented(_:method:)`` on every use: the
  /// value tests get when they did not configure this service.
  static func unimplemented(_ context: ServiceContext) -> Value
}

extension ServiceKey {
  /// The key's name in messages: the type name without a `Key` suffix.
  public static var serviceName: String {
    let name = String(describing: Self.self)
    return name.hasSuffix("Key") ? String(name.dropLast(3)) : name
  }
}
