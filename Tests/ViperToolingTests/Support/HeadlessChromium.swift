import Foundation
import ProcessTestSupport
import Testing

/// Chromium without a window (Debian's `chromium` package), for the tests that open the page
/// `viper graph --format html` writes in a real browser and read the DOM its script built.
enum HeadlessChromium {
  /// Set to `1` (`.ci/run` does) to make the browser tests fail, not skip, without Chromium.
  static let requiredVariable = "VIPER_REQUIRE_CHROMIUM"
  /// A Chromium or Chrome executable to use instead of the one found on `PATH`.
  static let executableVariable = "VIPER_CHROMIUM"

  static var isRequired: Bool {
    ProcessInfo.processInfo.environment[requiredVariable] == "1"
  }

  /// `$VIPER_CHROMIUM`, else the first of `chromium`, `chromium-browser`, `google-chrome`,
  /// `google-chrome-stable` on `PATH`.
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment[executableVariable], !given.isEmpty { return given }
    let folders = (environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
      {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The page's DOM once its script has run (`--dump-dom`), opened at `fragment`
  /// (`#select=Users`) in a window of the given size.
  ///
  /// Each run gets a profile folder of its own, so runs side by side never share one, and is
  /// ended after two minutes (with its child processes) if it has not finished by then.
  static func dom(of page: URL, fragment: String = "", width: Int = 1400, height: Int = 900)
    async throws -> String
  {
    guard let executable else {
      throw Failure(
        description:
          "\(requiredVariable)=1 but no Chromium was found (set \(executableVariable), or install it: apt-get install chromium)"
      )
    }
    let profile = try TemporaryFolder("viper-chromium")
    defer { profile.remove() }
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--no-default-browser-check", "--disable-extensions", "--disable-dev-shm-usage",
      "--hide-scrollbars", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
      "--virtual-time-budget=10000", "--dump-dom", page.absoluteString + fragment,
    ]
    let timeout = "/usr/bin/timeout"
    let hasTimeout = FileManager.default.isExecutableFile(atPath: timeout)
    let output = try await offThePool {
      try ChildProcess.run(
        hasTimeout ? timeout : executable,
        hasTimeout ? ["-k", "10", "120"] + arguments : Array(arguments.dropFirst()))
    }
    let dom = String(decoding: output.stdout, as: UTF8.self)
    guard output.status == 0, dom.contains("</html>") else {
      let stderr = String(decoding: output.stderr, as: UTF8.self)
      throw Failure(
        description:
          "\(executable) exited with status \(output.status); its error output ends:\n\(stderr.suffix(2000))"
      )
    }
    return dom
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where Chromium is installed, or where `VIPER_REQUIRE_CHROMIUM=1` says
  /// it must be (and the test then fails without it).
  static var needsChromium: Self {
    .enabled(
      if: HeadlessChromium.executable != nil || HeadlessChromium.isRequired,
      "Chromium is not installed (Debian: apt-get install chromium); VIPER_REQUIRE_CHROMIUM=1 makes this a failure"
    )
  }
}
