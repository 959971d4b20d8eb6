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
  /// Sends `request`: with `data(for:)` on Apple platforms; on Linux through a data task whose
  /// cancellation cannot deadlock (see ``cancellableData(for:)``).
  public func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
    #if canImport(FoundationNetworking)
      try await cancellableData(for: request)
    #else
      try await data(for: request)
    #endif
  }
}

#if canImport(FoundationNetworking)
  extension URLSession {
    /// `data(for:)`, safe to cancel at any moment.
    ///
    /// swift-corelibs-foundation's own `data(for:)` can deadlock when its task is cancelled
    /// while the session handles the answer (swift-corelibs-foundation#5412, fixed upstream
    /// after Swift 6.3): the cancellation handler holds the Swift task's lock while it waits for
    /// the session's queue, and the session's queue resumes the Swift task, which needs that
    /// lock. A dismissed module cancels its requests whenever it goes away, so a test run hung
    /// on it. Here the answer arrives through a completion handler, which runs on the
    /// session's delegate queue, and the cancellation hands `cancel()` to another thread
    /// instead of calling it while holding the lock.
    func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
      let started = Locked<URLSessionDataTask?>(nil)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let task = dataTask(with: request) { data, response, error in
            if let error {
              continuation.resume(throwing: error)
            } else if let response {
              continuation.resume(returning: (data ?? Data(), response))
            } else {
              continuation.resume(throwing: URLError(.badServerResponse))
            }
          }
          started.withLock { $0 = task }
          task.resume()
          // Cancelled before the task was there to cancel: the handler found nothing.
          if Task.isCancelled { task.cancel() }
        }
      } onCancel: {
        guard let task = started.withLock({ $0 }) else { return }
        DispatchQueue.global().async { task.cancel() }
      }
    }
  }
#endif
