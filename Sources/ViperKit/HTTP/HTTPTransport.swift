import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What sends a request over the wire for an ``HTTPClient``.
///
/// `URLSession` is the transport of every app; tests replace it with a fake from
/// `ViperKitTesting` when they are not about the network itself.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the body and the response.
  func send(_ request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: HTTPTransport {
  /// Sends `request` with `data(for:)`.
  public func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request)
  }
}
