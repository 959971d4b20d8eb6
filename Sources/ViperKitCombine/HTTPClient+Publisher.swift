import Foundation
import ViperKit

extension HTTPClient {
  /// The publisher form of ``ViperKit/HTTPClient/send(_:as:decoder:)``: on subscription it sends
  /// `request`, checks the status, decodes the body as `Value`, and publishes it once.
  ///
  /// It is the same code as the async API: every failure is the same ``ViperKit/HTTP/Error``.
  ///
  /// ```swift
  /// client.publisher(for: .get("items"), as: [ItemDTO].self)
  ///   .receive(on: MainQueue.scheduler)
  ///   .sink { completion in ... } receiveValue: { items in ... }
  ///   .store(in: &cancellables)
  /// ```
  public func publisher<Value: Decodable & Sendable>(
    for request: HTTP.Request,
    as type: Value.Type
  ) -> AnyPublisher<Value, HTTP.Error> {
    AsyncOperationPublisher { () async throws(HTTP.Error) -> Value in
      try await self.send(request, as: Value.self)
    }
    .eraseToAnyPublisher()
  }
}
