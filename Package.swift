// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ViperKit compiles with: Swift 6 mode (the tools version's default)
/// with complete concurrency checking, and explicit `any` for existentials. With
/// `VIPER_WARNINGS_AS_ERRORS=1` in the environment (CI sets it) every warning in our own targets
/// is an error: CI's one debug build, README's plain `swift test`, is then also the strict build,
/// instead of a second clean build of everything just to look for warnings. Dependencies keep
/// their warnings to themselves either way.
let swiftSettings: [SwiftSetting] =
  [.enableUpcomingFeature("ExistentialAny")]
  + (Context.environment["VIPER_WARNINGS_AS_ERRORS"] == "1"
    ? [.unsafeFlags(["-warnings-as-errors"])] : [])

/// Platforms without Combine, where ViperKitCombine uses OpenCombine.
let nonApple: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "ViperKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    // The runtime an app adopts. It depends on nothing but the toolchain.
    .library(name: "ViperKit", targets: ["ViperKit"]),
    // The publisher API over the same services: Combine on Apple platforms, OpenCombine elsewhere.
    .library(name: "ViperKitCombine", targets: ["ViperKitCombine"]),
    // Thin adapters that show a NavigationModel with UIKit or SwiftUI. Compiled on Apple
    // platforms only (elsewhere the target is empty); every decision is in ViperKit's tested
    // NavigationConnection.
    .library(name: "ViperKitUI", targets: ["ViperKitUI"]),
    // The test kit: module harness, spies, leak expectations, fake transport, clocks.
    .library(name: "ViperKitTesting", targets: ["ViperKitTesting"]),
    // The embedded mock API server (development environment, demo, tests).
    .library(name: "MockAPI", targets: ["MockAPI"]),
    // The reference apps written with ViperKit: users, crypto prices, todos, the listing page.
    .library(name: "ReferenceApps", targets: ["ReferenceApps"]),
    // The terminal View layer: frames, diff rendering, widgets, keys, a headless renderer.
    .library(name: "ViperTerminal", targets: ["ViperTerminal"]),
    // The demo's screens and scene, so tests and other front ends can use them.
    .library(name: "ViperDemo", targets: ["ViperDemo"]),
    // The demo a newcomer runs first: `swift run viper-demo`.
    .executable(name: "viper-demo", targets: ["viper-demo"]),
    // VideoPlaybackKit: the playback module another app embeds (needs ViperKit only), and
    // its terminal views, kept apart so an Apple-platform app can bring its own views.
    .library(name: "VideoPlaybackKit", targets: ["VideoPlaybackKit"]),
    .library(name: "VideoPlaybackKitTerminal", targets: ["VideoPlaybackKitTerminal"]),
    // The tooling: the generator, the linter and the module graph as a library, and the thin
    // `viper` command line over it. Only these pull in Stencil, Yams and swift-syntax.
    .library(name: "ViperTooling", targets: ["ViperTooling"]),
    .executable(name: "viper", targets: ["viper"]),
    // `swift package viper-lint` and the lint-on-build plugin.
    .plugin(name: "ViperLintCommandPlugin", targets: ["ViperLintCommandPlugin"]),
    .plugin(name: "ViperLintBuildToolPlugin", targets: ["ViperLintBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.0"),
    // IssueReporting: one failure API that fails the running test under XCTest or Swift Testing.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // VideoPlaybackKit tests: the shared playback manager's invariants, property-based.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The tooling only (ViperTooling, viper, their tests); ViperKit never depends on these.
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    // The todos' storage (the reference apps and the demo only): SQLite through GRDB, over
    // the system's SQLite on Linux (libsqlite3-dev).
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .target(name: "ViperKit", swiftSettings: swiftSettings),
    // Apple platforms have Combine; everywhere else OpenCombine stands in with the same API.
    .target(
      name: "ViperKitCombine",
      dependencies: [
        "ViperKit",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: nonApple)),
        .product(
          name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: nonApple)),
      ],
      swiftSettings: swiftSettings
    ),
    .target(name: "ViperKitUI", dependencies: ["ViperKit"], swiftSettings: swiftSettings),
    .target(
      name: "ViperKitTesting",
      dependencies: [
        "ViperKit",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Links the runners' failure functions into every test that uses the kit: without it,
        // IssueReporting on Linux finds neither XCTest's nor Swift Testing's, and only prints.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "MockAPI",
      dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
      resources: [.copy("Resources")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "ReferenceApps",
      dependencies: ["ViperKit", "ViperKitCombine", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: swiftSettings),
    // Depends on the toolchain only, like ViperKit.
    .target(name: "ViperTerminal", swiftSettings: swiftSettings),
    .target(
      name: "ViperDemo",
      dependencies: [
        "ViperKit", "ViperTerminal", "ReferenceApps", "MockAPI",
        "VideoPlaybackKit", "VideoPlaybackKitTerminal",
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "viper-demo",
      dependencies: [
        "ViperDemo", "ViperTerminal", "MockAPI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    // MARK: VideoPlaybackKit
    .target(name: "VideoPlaybackKit", dependencies: ["ViperKit"], swiftSettings: swiftSettings),
    .target(
      name: "VideoPlaybackKitTerminal",
      dependencies: ["VideoPlaybackKit", "ViperTerminal"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "VideoPlaybackKitTests",
      dependencies: [
        "ProcessTestSupport",
        "VideoPlaybackKit", "VideoPlaybackKitTerminal", "ViperKit", "ViperKitTesting",
        "ViperTerminal", "MockAPI", "ViperDemo", "viper-demo",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: swiftSettings
    ),
    // MARK: -
    // Test support shared by the test targets that run real processes (the demo, viper,
    // ffmpeg): posix_spawn + waitpid, and blocking work kept off the cooperative pool.
    .target(
      name: "ProcessTestSupport", path: "Tests/ProcessTestSupport", swiftSettings: swiftSettings),
    // The todos database as the first release wrote it, for the tests of its migration (the
    // store's and the demo's).
    .target(
      name: "TodosTestSupport", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      path: "Tests/TodosTestSupport", swiftSettings: swiftSettings),
    .testTarget(
      name: "ViperKitTests",
      dependencies: ["ViperKit", "ViperKitTesting", "MockAPI"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperKitTestingTests",
      dependencies: ["ViperKit", "ViperKitTesting", "ProcessTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MockAPITests",
      dependencies: ["MockAPI", "ViperKit"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperTerminalTests",
      dependencies: [
        "ViperTerminal", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Widgets/__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperDemoTests",
      dependencies: [
        "ProcessTestSupport", "TodosTestSupport",
        "ViperDemo", "ViperTerminal", "ReferenceApps", "ViperKit", "ViperKitTesting", "MockAPI",
        "viper-demo", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperKitCombineTests",
      dependencies: ["ViperKitCombine", "ViperKit", "ViperKitTesting", "MockAPI"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ReferenceAppsTests",
      dependencies: [
        "ReferenceApps", "ViperKit", "ViperKitCombine", "ViperKitTesting", "MockAPI",
        "TodosTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: swiftSettings
    ),
    // The tooling: `viper new` (templates in Resources/Templates/<set>/), `viper init`, and
    // `viper lint` / `viper graph` (Lint/, Graph/: SwiftParser over the sources).
    .target(
      name: "ViperTooling",
      dependencies: [
        .product(name: "Stencil", package: "Stencil"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      resources: [.copy("Resources/Templates")],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "viper",
      dependencies: [
        "ViperTooling",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperToolingTests",
      dependencies: [
        "ProcessTestSupport",
        "ViperTooling", "viper",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ],
      exclude: ["__Golden__"],
      swiftSettings: swiftSettings
    ),
    // `swift package viper-lint` and a build-tool plugin that lints a target on every build.
    .plugin(
      name: "ViperLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "viper-lint", description: "Checks VIPER architecture rules"),
        permissions: []
      ),
      dependencies: ["viper"],
      path: "Plugins/ViperLintCommandPlugin"
    ),
    .plugin(
      name: "ViperLintBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["viper"],
      path: "Plugins/ViperLintBuildToolPlugin"
    ),
  ]
)
