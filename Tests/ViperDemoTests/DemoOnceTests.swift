import Foundation
import MockAPI
import Testing
import ViperKitTesting

/// `viper-demo --once` as a person runs it: a real process, a real server, real HTTP.
@Suite("viper-demo --once (real process)")
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
}
