import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The promises that need a package of their own: the module `viper new` writes builds and its
/// tests pass with no edit, and the build-tool plugin lints a consuming package's target.
///
/// Slow (package builds of their own; the plugin's builds `viper` and swift-syntax), so
/// `swift test` skips them unless `VIPER_GENERATOR_INTEGRATION=1` is set;
/// `.ci/generator-integration` sets it.
@Suite(
  "Generated module in a real package",
  .enabled(
    if: ProcessInfo.processInfo.environment["VIPER_GENERATOR_INTEGRATION"] == "1",
    "set VIPER_GENERATOR_INTEGRATION=1 to build and test a generated module"),
  .timeLimit(.minutes(40))
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

  @Test("the build-tool plugin lints a target on every build: an error fails it, a warning does not")
  func buildToolPluginLintsOnBuild() async throws {
    let folder = try TemporaryFolder("viper-plugin")
    defer { folder.remove() }
    try folder.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Consumer",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "ViperKit", path: "\(Self.repository.path)")],
        targets: [
          .target(
            name: "Feature",
            dependencies: [.product(name: "ViperKit", package: "ViperKit")],
            plugins: [.plugin(name: "ViperLintBuildToolPlugin", package: "ViperKit")])
        ]
      )
      """, to: "Package.swift")
    try folder.write("final class UsersView {}\n", to: "Sources/Feature/UsersView.swift")
    // A strong back-reference from the presenter to its view: an error.
    try folder.write(
      "final class UsersPresenter {\n  var view: UsersView?\n}\n",
      to: "Sources/Feature/UsersPresenter.swift")
    let failing = try await swift(["build", "--package-path", folder.path])
    #expect(failing.status != 0, "\(failing.text)")
    #expect(
      failing.text.contains(
        "UsersPresenter.swift:2:3: error: make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]"
      ), "\(failing.text)")

    // Fixed: weak, but still the concrete view, which is a warning; the plugin runs again
    // because the file changed, and the build passes.
    try folder.write(
      "final class UsersPresenter {\n  weak var view: UsersView?\n}\n",
      to: "Sources/Feature/UsersPresenter.swift")
    let passing = try await swift(["build", "--package-path", folder.path])
    #expect(passing.status == 0, "\(passing.text)")
    #expect(
      passing.text.contains(
        "UsersPresenter.swift:2:3: warning: 'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol [HoldRolesThroughProtocols]"
      ), "\(passing.text)")
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
