// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ViperKit compiles with: Swift 6 mode (the tools version's default)
/// with complete concurrency checking, and explicit `any` for existentials.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "ViperKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    // The runtime an app adopts. It depends on nothing but the toolchain.
    .library(name: "ViperKit", targets: ["ViperKit"]),
    // The test kit: module harness, spies, leak expectations, fake transport, clocks.
    .library(name: "ViperKitTesting", targets: ["ViperKitTesting"]),
    // The embedded mock API server (development environment, demo, tests).
    .library(name: "MockAPI", targets: ["MockAPI"]),
    // The reference systems (S1...) written with ViperKit.
    .library(name: "ReferenceApps", targets: ["ReferenceApps"]),
    // The terminal View layer: frames, diff rendering, widgets, keys, a headless renderer.
    .library(name: "ViperTerminal", targets: ["ViperTerminal"]),
    // The demo's screens and scene, so tests and other front ends can use them.
    .library(name: "ViperDemo", targets: ["ViperDemo"]),
    // The demo a newcomer runs first: `swift run viper-demo`.
    .executable(name: "viper-demo", targets: ["viper-demo"]),

    // --- viper lint / viper graph (issue 7) ---
    // The tooling library: the VIPER linter and the module graph (and the generator).
    .library(name: "ViperTooling", targets: ["ViperTooling"]),
    // The `viper` command-line tool.
    .executable(name: "viper", targets: ["viper"]),
    // `swift package viper-lint` and the lint-on-build plugin.
    .plugin(name: "ViperLintCommandPlugin", targets: ["ViperLintCommandPlugin"]),
    .plugin(name: "ViperLintBuildToolPlugin", targets: ["ViperLintBuildToolPlugin"]),
    // --- end viper lint / viper graph ---
  ],
  dependencies: [
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // --- viper lint / viper graph (issue 7): parsing and the .viper.yml config ---
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // --- end viper lint / viper graph ---
  ],
  targets: [
    .target(name: "ViperKit", swiftSettings: swiftSettings),
    // --- viper lint / viper graph (issue 7) ---
    .target(
      name: "ViperTooling",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ],
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
    .testTarget(
      name: "ViperToolingTests",
      dependencies: ["ViperTooling", "viper"],
      swiftSettings: swiftSettings
    ),
    // --- end viper lint / viper graph ---
    .target(
      name: "ViperKitTesting",
      dependencies: [
        "ViperKit",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "MockAPI",
      dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
      resources: [.copy("Resources")],
      swiftSettings: swiftSettings
    ),
    .target(name: "ReferenceApps", dependencies: ["ViperKit"], swiftSettings: swiftSettings),
    // Depends on the toolchain only, like ViperKit.
    .target(name: "ViperTerminal", swiftSettings: swiftSettings),
    .target(
      name: "ViperDemo",
      dependencies: ["ViperKit", "ViperTerminal", "ReferenceApps", "MockAPI"],
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
    .testTarget(
      name: "ViperKitTests",
      dependencies: ["ViperKit", "ViperKitTesting", "MockAPI"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ViperKitTestingTests",
      dependencies: ["ViperKit", "ViperKitTesting"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MockAPITests",
      dependencies: ["MockAPI"],
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
        "ViperDemo", "ViperTerminal", "ReferenceApps", "ViperKit", "ViperKitTesting", "MockAPI",
        "viper-demo", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ReferenceAppsTests",
      dependencies: ["ReferenceApps", "ViperKit", "ViperKitTesting", "MockAPI"],
      swiftSettings: swiftSettings
    ),
  ]
)
