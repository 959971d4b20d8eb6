import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes messages to the client, each framed with its `Content-Length` header, whole and one
/// at a time: the server's threads (the message loop, the linting) may send at once.
///
/// A client that went away is no error: what is written then is dropped (the caller ignores
/// `SIGPIPE`, so that a write to a closed pipe fails instead of ending the process).
final class MessageWriter: Sendable {
  private let descriptor: Int32
  private let lock = NSLock()

  /// A writer to a file descriptor (the server's standard output).
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Sends a response with a result.
  func respond(to id: RequestID, with result: some Encodable) {
    send(OutgoingMessage.Response(id: id, result: result))
  }

  /// Sends an error response; `id` is `nil` when the message's id could not be read.
  func fail(_ id: RequestID?, with error: ResponseError) {
    send(OutgoingMessage.Failure(id: id, error: error))
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: some Encodable) {
    send(OutgoingMessage.Notification(method: method, params: params))
  }

  /// Sends a request of the server's.
  func request(_ id: RequestID, _ method: String, _ params: some Encodable) {
    send(OutgoingMessage.Request(id: id, method: method, params: params))
  }

  /// Frames and writes one message.
  func send(_ message: some Encodable) {
    guard let body = OutgoingMessage.encode(message) else { return }
    let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    lock.withLock { Self.write(frame, to: descriptor) }
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        #if canImport(Glibc)
          let count = Glibc.write(descriptor, base + written, buffer.count - written)
        #else
          let count = Darwin.write(descriptor, base + written, buffer.count - written)
        #endif
        if count > 0 {
          written += count
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}
