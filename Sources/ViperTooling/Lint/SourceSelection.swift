/// The Swift files a run reads, and those it leaves out and why: a team's first run reports on
/// its own code, not on the `Pods/` folder in its tree or on its tests' doubles.
public struct SourceSelection: Sendable, Equatable {
  /// The files to lint, sorted within each path given.
  public var files: [String] = []
  /// Files left out, by the reason.
  public var skipped: [SkipReason: [String]] = [:]
  /// The storyboards (`.storyboard` files) at the paths, for the module graph: not linted.
  public var storyboards: [String] = []

  /// Creates an empty selection.
  public init() {}

  /// The number of files left out.
  public var skippedCount: Int { skipped.values.reduce(0) { $0 + $1.count } }

  /// `612 third-party, 29 tests and mocks`, in the order of ``SkipReason``'s cases; empty when
  /// nothing was left out.
  public var skippedSummary: String {
    SkipReason.allCases.compactMap { reason in
      guard let count = skipped[reason]?.count, count > 0 else { return nil }
      return "\(count) \(reason.rawValue)"
    }.joined(separator: ", ")
  }
}

/// Why a file is not linted. `.viper.yml` brings either kind back (`lint.include`).
public enum SkipReason: String, Sendable, CaseIterable, Codable {
  /// Code of other projects inside the tree: `Pods/`, `Carthage/`, `SourcePackages/`,
  /// `DerivedData/`, vendored frameworks.
  case thirdParty = "third-party"
  /// Test targets and test doubles: folders such as `AppTests/` and `Mocks/`, files such as
  /// `UsersPresenterTests.swift` and `GeneratedMocks.swift`, and files that import a test
  /// framework.
  case tests = "tests and mocks"
  /// Xcode file templates (`*.xctemplate` folders): their `___VARIABLE_...___` names are
  /// placeholders, not types.
  case templates = "templates"
}

extension SkipReason {
  /// The name `.viper.yml`'s `lint.include` and `--include` use: `third-party`, `tests`,
  /// `templates`.
  public var key: String {
    switch self {
    case .thirdParty: "third-party"
    case .tests: "tests"
    case .templates: "templates"
    }
  }

  /// The reason with a ``key``.
  public init?(key: String) {
    guard let found = Self.allCases.first(where: { $0.key == key }) else { return nil }
    self = found
  }
}

/// How paths and imports tell third-party and test code.
enum SourceKinds {
  /// Folders of other projects' code.
  static let thirdPartyFolders: Set<String> = [
    "Pods", "Carthage", "SourcePackages", "DerivedData", "Vendor", "Vendors", "vendor",
    "ThirdParty", "Third-Party", "third_party", "3rdParty", "Checkouts", ".build",
  ]
  /// Folders of test code (besides those whose names end with `Tests`, `Specs` or `Spec`).
  static let testFolders: Set<String> = [
    "Tests", "Test", "Specs", "Mocks", "Mock", "TestDoubles", "Doubles", "Spies", "Stubs",
    "Fakes", "TestSupport", "TestHelpers", "Testing",
  ]
  /// Whether a folder's or file's name that ends like a test's names A/B tests, an app's
  /// experiments (`Managers/ABTests/`, `ActiveABTests.swift`): a product feature, not tests.
  static func namesABTests(_ name: Substring) -> Bool {
    name.hasSuffix("ABTests") || name.hasSuffix("ABTest") || name.hasSuffix("AbTests")
      || name.hasSuffix("AbTest")
  }
  /// Endings of test file names (before `.swift`).
  static let testFileEndings = ["Tests", "Test", "Spec", "Specs", "Mock", "Mocks", "Spy", "Stub"]
  /// Modules only test code imports.
  static let testImports: Set<String> = [
    "XCTest", "Testing", "Quick", "Nimble", "Cuckoo", "Mockingbird", "SwiftyMocky",
    "SnapshotTesting", "InlineSnapshotTesting", "iOSSnapshotTestCase", "FBSnapshotTestCase",
    "OHHTTPStubs", "ViperKitTesting", "RxTest", "RxBlocking", "EarlGrey",
  ]

  /// Why a path inside a linted folder is left out, from the path below that folder.
  static func reason(forRelativePath path: Substring) -> SkipReason? {
    let components = path.split(separator: "/")
    for folder in components.dropLast() {
      if thirdPartyFolders.contains(String(folder)) || folder.hasSuffix(".framework")
        || folder.hasSuffix(".xcframework")
      {
        return .thirdParty
      }
    }
    for folder in components.dropLast() {
      if folder.hasSuffix(".xctemplate") { return .templates }
      if testFolders.contains(String(folder))
        || ((folder.hasSuffix("Tests") || folder.hasSuffix("Specs") || folder.hasSuffix("Spec"))
          && !namesABTests(folder))
      {
        return .tests
      }
    }
    guard let file = components.last else { return nil }
    let base = file.hasSuffix(".swift") ? file.dropLast(6) : file
    if testFileEndings.contains(where: { base.hasSuffix($0) }), !namesABTests(base) {
      return .tests
    }
    if base.hasSuffix(".generated"), base.contains("Mock") { return .tests }
    return nil
  }

  /// The modules of Apple's SDKs and the toolchain: an `import` of one says nothing about which
  /// folders of the tree belong together, whatever folders are named like it
  /// (`Extension/Foundation/`).
  static let platformModules: Set<String> = [
    "Foundation", "FoundationNetworking", "FoundationXML", "Swift", "Darwin", "Glibc", "Dispatch",
    "os", "ObjectiveC", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics",
    "CoreImage", "CoreLocation", "CoreML", "CoreText", "CoreFoundation", "CoreBluetooth",
    "CoreMotion", "CoreTelephony", "CoreServices", "CoreMedia", "CoreVideo", "CoreHaptics",
    "CoreNFC", "CoreSpotlight", "QuartzCore", "Security", "CryptoKit", "LocalAuthentication",
    "AuthenticationServices", "AVFoundation", "AVKit", "Photos", "PhotosUI", "Contacts",
    "ContactsUI", "EventKit", "EventKitUI", "MapKit", "MessageUI", "SafariServices",
    "StoreKit", "UserNotifications", "UIKit", "SwiftUI", "AppKit", "WebKit", "Network",
    "SystemConfiguration", "MobileCoreServices", "UniformTypeIdentifiers", "Accelerate",
    "Metal", "MetalKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "GameKit", "Vision",
    "VisionKit", "NaturalLanguage", "Speech", "HealthKit", "HomeKit", "WatchKit", "WidgetKit",
    "ActivityKit", "AppIntents", "Intents", "IntentsUI", "CallKit", "PassKit", "PencilKit",
    "QuickLook", "QuickLookThumbnailing", "BackgroundTasks", "CloudKit", "GameplayKit",
    "MultipeerConnectivity", "NotificationCenter", "PDFKit", "Charts", "TipKit", "XCTest",
    "Testing", "_Concurrency", "Synchronization", "RegexBuilder", "OSLog", "ImageIO",
  ]

  /// Whether a module is the SDK's or the toolchain's (``platformModules``).
  static func isPlatformModule(_ name: String) -> Bool { platformModules.contains(name) }

  /// Whether a file's imports make it test code.
  static func isTestCode(_ facts: FileFacts) -> Bool {
    facts.imports.contains { testImports.contains($0.module) }
  }
}
