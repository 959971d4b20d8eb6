import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP port on 127.0.0.1 that refuses every connection for as long as this object lives.
///
/// For "connection refused" tests. Starting a server and stopping it frees its port, and
/// another test running in parallel may be given the same port a moment later: the request
/// that should have been refused then reaches a live server. A socket that is bound but never
/// listens holds the port, so nobody else gets it, and the kernel refuses connections to it.
///
/// ```swift
/// let closed = try ClosedPort()
/// let client = HTTPClient(baseURL: closed.url)  // every request: HTTP.Error.cannotConnect
/// ```
public final class ClosedPort: Sendable {
  /// The port.
  public let port: UInt16
  /// `http://127.0.0.1:PORT`.
  public let url: URL
  private let descriptor: Int32

  /// Reserves a free port.
  ///
  /// - Throws: `POSIXError` when no socket can be made or bound.
  public init() throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Self.error() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      let error = Self.error()
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
    // Made from numbers only, so it is always a valid URL.
    self.url = URL(string: "http://127.0.0.1:\(port)")!
  }

  deinit {
    close(descriptor)
  }

  private static func error() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
