import ArgumentParser
import Foundation
import ViperDemo
import ViperTerminal

/// `viper-demo`: the reference apps of ViperKit, in the terminal.
@main
struct ViperDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viper-demo",
    abstract: "The ViperKit reference apps, as a full-screen terminal app.",
    discussion: """
      By default the demo starts an embedded mock API on 127.0.0.1 and talks to it over real \
      HTTP, so it runs on a machine with no network.

      Keys: ↑/↓ or j/k move, PgUp/PgDn page, Home/End jump, ⏎ opens, esc or backspace goes \
      back, 1-9 and tab switch tabs, r reloads, q quits.

      Examples:
        viper-demo                            users, from the embedded API
        viper-demo --open viper://users/3     user 3's detail
        viper-demo --env fake --latency 2000  fake data, 2 s late
        viper-demo --data-dir /tmp/demo       todos kept in /tmp/demo/todos.sqlite, each
                                              server's (--env and --base-url) apart
        viper-demo --once --size 100x30       one frame as text, then exit
        viper-demo --once --media a.mp4 b.mov the files' durations and sizes
        viper-demo serve --port 8080          only the mock API
      """,
    version: "0.1.0",
    subcommands: [Serve.self]
  )

  @Option(name: .long, help: "Where the data comes from: development, production or fake.")
  var env: DemoConfiguration.Environment = .development

  @Option(name: .long, help: "The API's base URL in production.", transform: Self.parseURL)
  var baseURL: URL?

  @Option(name: .long, help: "The tab to open: users.")
  var tab: String?

  @Option(name: .long, help: "A link to open, such as viper://users/3.", transform: Self.parseURL)
  var open: URL?

  @Flag(
    name: .long,
    help:
      "Render one frame as plain text once the server answered or failed (at most 30 s), then exit."
  )
  var once = false

  @Option(
    name: .long,
    help: "The frame size for --once, as WIDTHxHEIGHT (default: 80x24).",
    transform: Self.parseSize)
  var size: Size = Size(width: 80, height: 24)

  @Option(name: .long, help: "How long the fake services take to answer, in milliseconds.")
  var latency: Int = 300

  @Option(
    name: .long, parsing: .upToNextOption,
    help: "Media files (or http URLs) for the video tab, which they open.")
  var media: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the todos are kept between runs (default: $XDG_DATA_HOME/viper-demo, else ~/.local/share/viper-demo; --env fake keeps them in memory).",
      valueName: "folder"))
  var dataDir: String?

  @Flag(
    name: .long, help: "Forget the todos kept in the data folder (every server's) before starting.")
  var resetData = false

  func validate() throws {
    guard latency >= 0 else { throw ValidationError("--latency must be 0 or more milliseconds") }
    if baseURL != nil && env != .production {
      throw ValidationError("--base-url is for --env production")
    }
  }

  func run() async throws {
    var configuration = DemoConfiguration(
      environment: env, baseURL: baseURL, tab: tab ?? (media.isEmpty ? nil : "video"), link: open,
      latency: .milliseconds(latency))
    configuration.media = media.map(Self.parseMedia)
    configuration.dataDirectory =
      dataDir.map { URL(fileURLWithPath: $0) } ?? DemoConfiguration.defaultDataDirectory()
    configuration.resetData = resetData
    let code = try await DemoMain.run(
      configuration, once: once || !Terminal.isInteractive, size: size)
    if code != 0 { throw ExitCode(code) }
  }

  static func parseURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), url.scheme != nil else {
      throw ValidationError("'\(text)' is not a URL")
    }
    return url
  }

  /// An http URL as given, anything else as a file path.
  static func parseMedia(_ text: String) -> URL {
    guard let url = URL(string: text), url.scheme != nil else { return URL(fileURLWithPath: text) }
    return url
  }

  static func parseSize(_ text: String) throws -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else {
      throw ValidationError("'\(text)' is not a size: write WIDTHxHEIGHT, such as 80x24")
    }
    return Size(width: width, height: height)
  }
}

extension DemoConfiguration.Environment: ExpressibleByArgument {}

/// The demo's main-actor side.
@MainActor
enum DemoMain {
  static func run(_ configuration: DemoConfiguration, once: Bool, size: Size) async throws -> Int32
  {
    let session: DemoSession
    do {
      session = try await DemoSession.start(configuration)
    } catch let error as DemoError {
      throw ValidationError(error.description)
    }
    let scene = DemoScene(session: session)
    let code: Int32
    if once {
      let result = await DemoSnapshot.capture(scene, size: size)
      print(result.text)
      code = result.exitCode
    } else {
      do {
        code = try await TerminalRunner(terminal: Terminal()).run(scene)
      } catch {
        await session.stop()
        throw error
      }
    }
    await session.stop()
    // After the frame, or once the terminal is given back: where a person reads them.
    for notice in session.notices {
      FileHandle.standardError.write(Data("viper-demo: \(notice)\n".utf8))
    }
    return code
  }
}
