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
  /// cancellation cannot deadlock (see `cancellableData(for:)`).
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
    /// lock. A dismissed module cancels its requests whenever it goes away, and a test run hung
    /// on it. Cancelling the session's task from elsewhere instead crashes when it races the
    /// task's end ("a task that is not in the registry").
    ///
    /// So the session's task is never cancelled here: a cancelled caller gets
    /// `URLError(.cancelled)` at once, and the request runs to its end (or its timeout) with no
    /// one waiting for it; its answer is dropped.
    func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
      let waiting = Locked<CheckedContinuation<(Data, URLResponse), any Error>?>(nil)
      // Whoever takes the continuation resumes it: the answer, or the cancellation.
      let take: @Sendable () -> CheckedContinuation<(Data, URLResponse), any Error>? = {
        waiting.withLock { continuation in
          defer { continuation = nil }
          return continuation
        }
      }
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          waiting.withLock { $0 = continuation }
          let task = dataTask(with: request) { data, response, error in
            guard let continuation = take() else { return }
            if let error {
              continuation.resume(throwing: error)
            } else if let response {
              continuation.resume(returning: (data ?? Data(), response))
            } else {
              continuation.resume(throwing: URLError(.badServerResponse))
            }
          }
          task.resume()
          // Cancelled before the continuation was there to resume.
          if Task.isCancelled { take()?.resume(throwing: URLError(.cancelled)) }
        }
      } onCancel: {
        take()?.resume(throwing: URLError(.cancelled))
      }
    }
  }
#endif
