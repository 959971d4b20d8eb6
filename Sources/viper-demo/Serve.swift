import ArgumentParser
import Dispatch
import Foundation
import MockAPI

/// `viper-demo serve`: the embedded mock API alone, in the foreground.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the embedded mock API alone, in the foreground, until Ctrl-C.",
    discussion: """
      Serves /users, /todos (GET, and PATCH /todos/{id}), /items and /cryptos on 127.0.0.1, \
      and prints every route at start. Faults can be asked for in the query of any route: \
      /users?fault=503, ?fault=malformed|truncated|empty|utf8, ?delay=250, ?count=10000 \
      (generated entries).

      Example:
        viper-demo serve --port 8080 &
        curl 'http://127.0.0.1:8080/users?fault=503'
        curl -X PATCH -d '{"completed":true}' http://127.0.0.1:8080/todos/3
      """
  )

  @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
  var port: UInt16 = 0

  func run() async throws {
    let api: MockAPI
    do {
      api = try await MockAPI.start(port: port)
    } catch {
      throw ValidationError("the mock API could not start: \(error)")
    }
    // Unbuffered, so a script that waits for the address sees it at once.
    FileHandle.standardOutput.write(
      Data(
        """
        MockAPI listening on \(api.baseURL.absoluteString)
        Routes:
        \(MockAPI.endpoints.map { "  \($0)" }.joined(separator: "\n"))
        Try: curl \(api.baseURL.absoluteString)/users   (Ctrl-C stops it)

        """.utf8))
    let signal = await Self.waitForTermination()
    await api.stop()
    print("MockAPI stopped (signal \(signal)).")
  }

  /// Waits for SIGINT or SIGTERM and returns which arrived.
  private static func waitForTermination() async -> Int32 {
    let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield(number) }
      source.resume()
      sources.append(source)
    }
    var iterator = stream.makeAsyncIterator()
    let received = await iterator.next() ?? SIGTERM
    for source in sources { source.cancel() }
    return received
  }
}
