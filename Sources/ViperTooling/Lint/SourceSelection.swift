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
    // Compared as bytes: every name and ending is ASCII, and `Substring`'s `hasSuffix` and a
    // `String` made per folder for a set lookup cost more than the rest of a file's selection.
    let bytes = Array(path.utf8)
    var components: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
      if index > start { components.append(start..<index) }
      start = index + 1
    }
    if bytes.count > start { components.append(start..<bytes.count) }
    let folders = components.dropLast()
    for folder in folders {
      let name = bytes[folder]
      if thirdPartyFolderBytes.contains(where: { name.elementsEqual($0) })
        || Self.hasSuffix(name, ".framework") || Self.hasSuffix(name, ".xcframework")
      {
        return .thirdParty
      }
    }
    // Below a model folder, `Tests/` and `Test.swift` are a quiz app's models of tests.
    var belowModels = false
    for folder in folders {
      let name = bytes[folder]
      if Self.hasSuffix(name, ".xctemplate") { return .templates }
      if modelFolderBytes.contains(where: { name.elementsEqual($0) }) { belowModels = true }
      if belowModels, Self.namesTests(name) { continue }
      if testFolderBytes.contains(where: { name.elementsEqual($0) })
        || ((Self.hasSuffix(name, "Tests") || Self.hasSuffix(name, "Specs")
          || Self.hasSuffix(name, "Spec")) && !namesABTests(name))
      {
        return .tests
      }
    }
    guard let file = components.last else { return nil }
    var base = bytes[file]
    if Self.hasSuffix(base, ".swift") { base = base.dropLast(6) }
    if testFileEndings.contains(where: { Self.hasSuffix(base, $0) }), !namesABTests(base),
      !(belowModels && Self.namesTests(base))
    {
      return .tests
    }
    if Self.hasSuffix(base, ".generated"), Self.contains(base.dropLast(10), "Mock") {
      return .tests
    }
    return nil
  }

  private static let thirdPartyFolderBytes = thirdPartyFolders.map { Array($0.utf8) }
  private static let testFolderBytes = testFolders.map { Array($0.utf8) }
  /// Folders of an app's models: a folder or file below them named for tests holds the app's
  /// models of tests (a quiz app's `Model/Tests/Test.swift`); mocks there are still test code.
  private static let modelFolderBytes = ["Model", "Models", "Entities", "Entity"].map {
    Array($0.utf8)
  }

  /// Whether a name's bytes end with an ASCII `ending`.
  private static func hasSuffix(_ name: ArraySlice<UInt8>, _ ending: String) -> Bool {
    let count = ending.utf8.count
    return name.count >= count && name.suffix(count).elementsEqual(ending.utf8)
  }

  /// Whether a folder's or file's name (its bytes) ends with `Test` or `Tests`.
  private static func namesTests(_ name: ArraySlice<UInt8>) -> Bool {
    hasSuffix(name, "Tests") || hasSuffix(name, "Test")
  }

  /// Whether a name's bytes hold an ASCII `part`.
  private static func contains(_ name: ArraySlice<UInt8>, _ part: String) -> Bool {
    let part = Array(part.utf8)
    guard name.count >= part.count else { return false }
    var start = name.startIndex
    while start + part.count <= name.endIndex {
      if name[start..<start + part.count].elementsEqual(part) { return true }
      start += 1
    }
    return false
  }

  /// Whether a folder's or file's name (its bytes) that ends like a test's names A/B tests, an
  /// app's experiments (`Managers/ABTests/`, `ActiveABTests.swift`): a product feature, not
  /// tests.
  private static func namesABTests(_ name: ArraySlice<UInt8>) -> Bool {
    hasSuffix(name, "ABTests") || hasSuffix(name, "ABTest") || hasSuffix(name, "AbTests")
      || hasSuffix(name, "AbTest")
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
