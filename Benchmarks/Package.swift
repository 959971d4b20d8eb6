// swift-tools-version: 6.1
import PackageDescription

// ViperKit's benchmarks, in a package of their own so that apps depending on ViperKit never
// resolve package-benchmark. Run them from this folder with `swift package benchmark`.

/// Settings every target compiles with: Swift 6 mode (the tools version's default) and
/// explicit `any` for existentials, as in ViperKit itself.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// What every benchmark suite depends on.
let suiteDependencies: [Target.Dependency] = [
  "BenchmarkSupport",
  .product(name: "ViperKit", package: "ViperKit"),
  .product(name: "MockAPI", package: "ViperKit"),
  .product(name: "ReferenceApps", package: "ViperKit"),
  .product(name: "Benchmark", package: "benchmark"),
]

let package = Package(
  name: "ViperKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ViperKit", path: ".."),
    // The default trait (RuntimeInterposer) needs a package that is not in the mirror; the
    // malloc interposer gives the malloc counts.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Timing samples, medians and the report lines the suites print.
    .target(
      name: "BenchmarkSupport",
      path: "Sources/BenchmarkSupport",
      swiftSettings: swiftSettings
    ),
    // The pipelines of the users list (10,000 users), crypto prices (2,000) and the listing page
    // (10,000 items, async and publisher) over loopback, through ViperKit versus a hand-written
    // fetch.
    .executableTarget(
      name: "Pipeline",
      dependencies: suiteDependencies,
      path: "Benchmarks/Pipeline",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Build, wire, load, dismiss and free one users module, versus the same by hand.
    .executableTarget(
      name: "ModuleCycle",
      dependencies: suiteDependencies,
      path: "Benchmarks/ModuleCycle",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // ViperTerminal: a list frame over a million rows, the bytes of a one-row scroll, and
    // viper-demo's start to its first frame.
    .executableTarget(
      name: "Terminal",
      dependencies: suiteDependencies + [.product(name: "ViperTerminal", package: "ViperKit")],
      path: "Benchmarks/Terminal",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // `viper new` as a whole process (spawn to exit, module written) versus `viper --version`.
    // Needs the release `viper` binary; see Benchmarks/Generator/ViperLaunch.swift.
    .executableTarget(
      name: "Generator",
      dependencies: ["BenchmarkSupport", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/Generator",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The todos' storage: the tab's start from SQLite versus from the mock API over loopback,
    // and one toggle's local write.
    .executableTarget(
      name: "TodosStore",
      dependencies: suiteDependencies,
      path: "Benchmarks/TodosStore",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One side of the lint benchmark in a process of its own, without the malloc interposer
    // the benchmark executables link. Build it first:
    // `swift build -c release --product LintTimer` (from this folder).
    .executableTarget(
      name: "LintTimer",
      dependencies: [.product(name: "ViperTooling", package: "ViperKit")],
      path: "Sources/LintTimer",
      swiftSettings: swiftSettings
    ),
    // viper lint over the mirror's Swift files versus SwiftParser parse-only of the same files.
    .executableTarget(
      name: "Lint",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "ViperTooling", package: "ViperKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Lint",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
