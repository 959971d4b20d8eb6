import Foundation
import MockAPI
import ProcessTestSupport
import Testing
import ViperKitTesting

/// `viper-demo --once` as a person runs it: a real process, a real server, real HTTP.
// Serialized: each test starts demo processes, and a dozen of them at once (each with its own
// URLSession, under ThreadSanitizer in CI) starve the test process's mock API servers on two
// cores until requests time out.
@Suite("viper-demo --once (real process)", .serialized)
struct DemoOnceTests {
  @Test("development: the users from the embedded API, exit 0, plain text without escapes")
  func development() async throws {
    let output = try await DemoBinary.run(["--once"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Leanne Graham"))
    #expect(output.stdout.contains("Clementine Bauch"))
    #expect(output.stdout.contains("development (http://127.0.0.1:"))
    #expect(!output.stdout.contains("\u{1B}"))
    #expect(output.stdout.split(separator: "\n", omittingEmptySubsequences: false).count >= 24)
  }

  @Test("--size sets the frame size")
  func size() async throws {
    let output = try await DemoBinary.run(["--once", "--size", "50x12"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 50 })
  }

  @Test("--open viper://users/3 shows user 3's detail")
  func deepLink() async throws {
    let output = try await DemoBinary.run(["--once", "--open", "viper://users/3"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Samantha"))
    #expect(output.stdout.contains("Nathan@yesenia.net"))
  }

  @Test(
    "a data folder whose todos file is not a database: the todos tab says so (exit 1), the users tab works, the file is left as it is, and --reset-data starts afresh"
  )
  func unusableTodosFile() async throws {
    let folder = NSTemporaryDirectory() + "viper-demo-bad-data-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/todos.sqlite"
    let bytes = Data("a shopping list, not a database\n".utf8) + Data(repeating: 0x2A, count: 4096)
    try bytes.write(to: URL(fileURLWithPath: file))

    let todos = try await DemoBinary.run(["--once", "--tab", "todos", "--data-dir", folder])
    #expect(todos.status == 1)
    #expect(todos.words.contains("is not a todos database, or it is damaged"), "\(todos.stdout)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)

    let users = try await DemoBinary.run(["--once", "--tab", "users", "--data-dir", folder])
    #expect(users.status == 0)
    #expect(users.stdout.contains("Leanne Graham"))

    let reset = try await DemoBinary.run([
      "--once", "--tab", "todos", "--data-dir", folder, "--reset-data",
    ])
    #expect(reset.status == 0, "\(reset.stdout)")
    #expect(reset.stdout.contains("delectus aut autem"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) != bytes)
  }

  /// The demo in production against a local server that plays `fault`.
  private func production(_ fault: MockAPI.Fault) async throws -> DemoBinary.Output {
    let api = try await MockAPI.start(fault: fault)
    defer { Task { await api.stop() } }
    return try await DemoBinary.run([
      "--once", "--env", "production", "--base-url", api.baseURL.absoluteString,
    ])
  }

  @Test("a 500 from the server: the error state, its message, exit 1")
  func serverError() async throws {
    let output = try await production(.status(500))
    #expect(output.status == 1)
    #expect(output.words.contains("The server answered 500 (Internal Server Error)"))
  }

  @Test("a malformed body: the error state, its message, exit 1")
  func malformed() async throws {
    let output = try await production(.malformedBody)
    #expect(output.status == 1)
    #expect(output.words.contains("The data from the server could not be read"))
  }

  @Test("connection refused (a closed port): the error state, its message, exit 1")
  func connectionRefused() async throws {
    let closed = try ClosedPort()
    let output = try await DemoBinary.run([
      "--once", "--env", "production", "--base-url", closed.url.absoluteString,
    ])
    #expect(output.status == 1)
    #expect(output.words.contains("Could not connect to 127.0.0.1:"))
  }

  @Test("the fake environment answers after its latency, exit 0")
  func fake() async throws {
    let output = try await DemoBinary.run(["--once", "--env", "fake", "--latency", "50"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Leanne Graham"))
    #expect(output.stdout.contains("fake"))
  }

  @Test("bad arguments are refused with a clear message and a usage error exit code")
  func badArguments() async throws {
    let tab = try await DemoBinary.run(["--once", "--tab", "nope"])
    #expect(tab.status == 64)
    #expect(tab.stderr.contains("there is no tab named 'nope'; the tabs are: users"))
    let link = try await DemoBinary.run(["--once", "--open", "viper://nowhere"])
    #expect(link.status == 64)
    #expect(link.stderr.contains("no screen answers that link"))
    let size = try await DemoBinary.run(["--once", "--size", "huge"])
    #expect(size.status == 64)
    #expect(size.stderr.contains("'huge' is not a size"))
  }

  // MARK: The crypto prices, todos and listing tabs

  @Test(
    "--tab cryptos|todos|listing: real data from the embedded API, exit 0",
    arguments: [
      ("cryptos", ["$43,250.12", "BTC", "300 currencies"]),
      ("todos", ["[ ] delectus aut autem", "90 of 200 done", "All users"]),
      ("listing", ["quidem molestiae enim", "#1"]),
    ])
  func tabs(tab: String, expected: [String]) async throws {
    let output = try await DemoBinary.run(["--once", "--tab", tab])
    #expect(output.status == 0, "\(output.stderr)")
    for text in expected {
      #expect(output.stdout.contains(text), "missing \(text) in:\n\(output.stdout)")
    }
  }

  @Test(
    "every fault on every new tab: its specific message, exit 1",
    arguments: ["cryptos", "todos", "listing"])
  func tabFaults(tab: String) async throws {
    let cases: [(MockAPI.Fault, String)] = [
      (.status(503), "The server answered 503 (Service Unavailable)"),
      (.status(404), "The server answered 404 (Not Found)"),
      (.malformedBody, tab == "cryptos" ? "Unreadable data" : "could not be read"),
      (.truncatedBody, "the data ends too early (truncated)"),
      (.invalidUTF8, "the text is not valid UTF-8"),
    ]
    for (fault, message) in cases {
      let api = try await MockAPI.start(fault: fault)
      let output = try await DemoBinary.run([
        "--once", "--tab", tab, "--env", "production", "--base-url", api.baseURL.absoluteString,
      ])
      await api.stop()
      #expect(output.status == 1, "\(fault) on \(tab): \(output.stdout)")
      #expect(output.words.contains(message), "\(fault) on \(tab): \(output.stdout)")
    }
    let closed = try ClosedPort()
    let refused = try await DemoBinary.run([
      "--once", "--tab", tab, "--env", "production", "--base-url", closed.url.absoluteString,
    ])
    #expect(refused.status == 1)
    #expect(refused.words.contains("Could not connect to 127.0.0.1:"))
  }

  @Test("the cryptos tab tells a network failure from unreadable data")
  func cryptosErrorKinds() async throws {
    let api = try await MockAPI.start(fault: .malformedBody)
    let parsing = try await DemoBinary.run([
      "--once", "--tab", "cryptos", "--env", "production", "--base-url", api.baseURL.absoluteString,
    ])
    await api.stop()
    #expect(parsing.words.contains("Unreadable data"))
    #expect(!parsing.words.contains("Network error"))
    #expect(parsing.words.contains("The prices arrived but could not be read"))
    let closed = try ClosedPort()
    let network = try await DemoBinary.run([
      "--once", "--tab", "cryptos", "--env", "production", "--base-url", closed.url.absoluteString,
    ])
    #expect(network.words.contains("Network error"))
    #expect(network.words.contains("Press r to try again"))
  }

  @Test(
    "deep links: viper://cryptos, viper://todos?user=3, viper://listing/42",
    arguments: [
      ("viper://cryptos", ["Crypto prices", "$43,250.12"]),
      ("viper://todos?user=3", ["User 3", "aliquid amet impedit consequatur"]),
      ("viper://listing/42", ["▸ ", "#42"]),
    ])
  func links(link: String, expected: [String]) async throws {
    let output = try await DemoBinary.run(["--once", "--open", link])
    #expect(output.status == 0, "\(output.stderr)")
    for text in expected {
      #expect(output.stdout.contains(text), "missing \(text) in:\n\(output.stdout)")
    }
  }

  @Test(
    "the fake environment serves every tab from memory", arguments: ["cryptos", "todos", "listing"])
  func fakeTabs(tab: String) async throws {
    let output = try await DemoBinary.run([
      "--once", "--env", "fake", "--latency", "20", "--tab", tab,
    ])
    #expect(output.status == 0)
    #expect(output.stdout.contains("fake"))
  }
}
