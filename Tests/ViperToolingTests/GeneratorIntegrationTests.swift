import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The promise of `viper new`: the module it writes builds and its tests pass, with no edit.
///
/// Slow (a package build of its own, about a minute), so `swift test` skips it unless
/// `VIPER_GENERATOR_INTEGRATION=1` is set; `.ci/generator-integration` sets it.
@Suite(
  "Generated module in a real package",
  .enabled(
    if: ProcessInfo.processInfo.environment["VIPER_GENERATOR_INTEGRATION"] == "1",
    "set VIPER_GENERATOR_INTEGRATION=1 to build and test a generated module"),
  .timeLimit(.minutes(20))
)
struct GeneratorIntegrationTests {
  /// This repository, which the scratch package depends on by path.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("a terminal module with optional fields builds without warnings and its tests pass")
  func terminalModuleBuildsAndPasses() async throws {
    let folder = try TemporaryFolder("viper-integration")
    defer { folder.remove() }
    try folder.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "ViperKit", path: "\(Self.repository.path)")],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "ViperKit", package: "ViperKit"),
              .product(name: "ViperTerminal", package: "ViperKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
          .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "ViperKitTesting", package: "ViperKit")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
        ]
      )
      """, to: "Package.swift")
    let generated = try await ViperBinary.run([
      "new", "Profile",
      "--entity",
      "Profile: id Int, name String, email String?, age Int, score Double?, active Bool",
      "--output", folder.appending("Sources/App").path,
      "--tests", folder.appending("Tests/AppTests").path,
    ])
    #expect(generated.status == 0, "\(generated.stderr)")

    let build = try await swift(["build", "--build-tests", "--package-path", folder.path])
    #expect(build.status == 0, "\(build.text)")
    let warnings = build.text.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains(folder.path)
    }
    #expect(warnings == [])

    let test = try await swift(["test", "--skip-build", "--package-path", folder.path])
    #expect(test.status == 0, "\(test.text)")
    #expect(test.text.contains("Test run with 14 tests in 3 suites passed"), "\(test.text)")
  }

  private func swift(_ arguments: [String]) async throws -> (status: Int32, text: String) {
    try await offThePool {
      let output = try ChildProcess.run("swift", arguments)
      return (
        output.status,
        String(decoding: output.stdout, as: UTF8.self)
          + String(decoding: output.stderr, as: UTF8.self)
      )
    }
  }
}
