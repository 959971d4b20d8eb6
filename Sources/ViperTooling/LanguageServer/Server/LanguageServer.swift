import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `viper lsp`: a language server (LSP 3.17, JSON-RPC over a pair of file descriptors) that
/// shows `viper lint`'s findings in an editor as diagnostics, with quick fixes.
///
/// Three threads: one reads and frames the client's messages, one handles them in order
/// (``run(input:output:)``'s caller), and one lints (``LintWorker``), so requests are
/// answered while a lint runs. Only protocol messages go to `output`.
///
/// ```swift
/// let server = LanguageServer(options: .init(toolVersion: "0.1.0"))
/// let status = server.run(input: STDIN_FILENO, output: STDOUT_FILENO)  // 0 after shutdown, exit
/// ```
public struct LanguageServer: Sendable {
  /// How the server lints: configuration file and cache, as `viper lint`'s options.
  public struct Options: Sendable {
    /// The configuration file; by default the first workspace folder's `.viper.yml`. A
    /// relative path is read from that folder.
    public var configPath: String?
    /// The lint cache's folder; by default `.viper-cache` in the first workspace folder. A
    /// relative path is read from that folder.
    public var cachePath: String?
    /// Whether to keep a lint cache.
    public var usesCache: Bool
    /// The tool's version, as the client is told (`serverInfo`).
    public var version: String
    /// What the cache's facts depend on besides the files (the tool's build).
    public var toolVersion: String

    /// Creates options.
    public init(
      configPath: String? = nil, cachePath: String? = nil, usesCache: Bool = true,
      version: String = "0", toolVersion: String
    ) {
      self.configPath = configPath
      self.cachePath = cachePath
      self.usesCache = usesCache
      self.version = version
      self.toolVersion = toolVersion
    }
  }

  /// The options.
  public let options: Options

  /// A server with options.
  public init(options: Options) {
    self.options = options
  }

  /// Serves one client until it sends `exit` or closes `input`. Returns the exit status the
  /// protocol asks for: 0 when `shutdown` came first, else 1.
  public func run(input: Int32, output: Int32) -> Int32 {
    let inbox = BlockingQueue<Inbound>()
    Self.startReading(input, into: inbox)
    let session = ServerSession(options: options, writer: MessageWriter(descriptor: output))
    while true {
      switch inbox.take() {
      case .frame(let frame):
        if let status = session.handle(frame) { return status }
      case .end:
        return session.exitStatus
      }
    }
  }

  /// What the reading thread hands over.
  enum Inbound: Sendable {
    case frame(MessageFramer.Frame)
    case end
  }

  /// Reads `descriptor` to its end on a thread of its own, framing messages into `inbox`.
  private static func startReading(_ descriptor: Int32, into inbox: BlockingQueue<Inbound>) {
    let thread = Thread {
      var framer = MessageFramer()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { bytes in
          read(descriptor, bytes.baseAddress, bytes.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        framer.append(buffer[0..<count])
        while let frame = framer.next() { inbox.put(.frame(frame)) }
      }
      if let frame = framer.finish() { inbox.put(.frame(frame)) }
      inbox.put(.end)
    }
    thread.name = "viper-lsp.read"
    thread.start()
  }
}
