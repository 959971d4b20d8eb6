/// What the linter knows of Apple's frameworks: the names each one declares and the modules
/// each one brings with it. ``NoUnusedUIFrameworkImports`` reads it to tell whether a file
/// needs a UI framework it imports, and what must take the import's place so that every name
/// the file uses keeps the module that provides it.
///
/// An import brings the modules it re-exports. Where each re-export below was read:
/// - **SwiftUI** (iOS 17.0 SDK, `SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface`):
///   `@_exported import` of CoreGraphics, CoreTransferable, DeveloperToolsSupport, Observation
///   and of its own Clang module, whose umbrella header `SwiftUI.h` imports `UIKit/UIKit.h`
///   (iOS, tvOS, visionOS), `AppKit/AppKit.h` (macOS) and `WatchKit/WatchKit.h` (watchOS).
///   Combine, CoreData and Foundation are imported there without `@_exported`: a file that
///   imports SwiftUI gets Foundation through UIKit or AppKit, not Combine.
/// - **Foundation** (iOS 17.0 SDK, `Foundation.swiftinterface`): `@_exported import Observation`
///   (so `@Observable` needs no more than Foundation, as apps do); and since the macOS 10.15
///   and iOS 13 SDKs it declares `typealias ObservableObject = Combine.ObservableObject` and
///   `typealias Published = Combine.Published` (macOS 10.15 SDK's `Foundation.swiftinterface`),
///   but not the rest of Combine (`AnyCancellable`, `sink`). Its `NSGeometry.h` brings
///   CoreGraphics' geometry (`CGFloat`, `CGRect`, `CGPoint`, `CGSize`), not all of it.
/// - **UIKit** (iOS 17.0 SDK headers): `UIView.h` imports Foundation and QuartzCore,
///   `UIGeometry.h` Foundation and CoreGraphics. A Clang framework module exports what its
///   headers import.
/// - **MapKit** (iOS 17.0 SDK `MKMapView.h`): `MKMapView` is a `UIView` (`NSView` on macOS)
///   and its coordinates are CoreLocation's `CLLocationCoordinate2D`.
/// - The other frameworks for views alone declare view controllers and views that subclass
///   UIKit's (AppKit's on macOS), so their headers import UIKit; AVKit's player controller
///   holds an AVFoundation `AVPlayer`, PhotosUI's live photo view a Photos `PHLivePhoto`,
///   ContactsUI's and EventKitUI's controllers Contacts' and EventKit's records.
///
/// What an import *may* bring besides (``FrameworkCatalog/mayBring``) was not read in an SDK:
/// SwiftUI's interface imports Combine without `@_exported`, yet SwiftUI files use Combine's
/// names; UIKit's types take CoreImage's, UniformTypeIdentifiers' and DeveloperToolsSupport's
/// (`UIImage.ciImage`, `UTType`, `UIImage(resource:)`). The rule counts them as brought by
/// the import, so that a fix names their module rather than lose it; it never counts them as
/// provided by another import.
///
/// A name's module comes from its exact spelling (``FrameworkCatalog/exactNames``), else from
/// its prefix (``FrameworkCatalog/prefixes``, longest first: `NSManaged` is CoreData's before
/// `NS`). A name written like a framework's (two or more capitals before a word, `MBProgressHUD`)
/// with no known prefix is *unknown*: it may come through any import.
enum FrameworkCatalog {
  /// What a name is, as far as imports go.
  enum Provision: Equatable {
    /// Declared by none of the frameworks the catalog knows and not written like a
    /// framework's name: the standard library's, the codebase's or a package's (`User`,
    /// `String`, `Date`).
    case none
    /// Declared by these modules, the module that declares it first (`ObservableObject`:
    /// Combine, then Foundation's alias of it).
    case modules([String])
    /// Written like a framework's name, but no framework the catalog knows declares it.
    case unknown
  }

  /// The modules each module brings with it (its `@_exported` imports and the modules its
  /// headers import), as read in the SDK (see the type's documentation).
  static let exports: [String: [String]] = [
    "SwiftUI": [
      "UIKit", "AppKit", "WatchKit", "CoreGraphics", "CoreTransferable", "DeveloperToolsSupport",
      "Observation",
    ],
    "Foundation": ["Observation"],
    "UIKit": ["Foundation", "CoreGraphics", "QuartzCore"],
    "AppKit": ["Foundation"],
    "WatchKit": ["Foundation"],
    "MapKit": ["UIKit", "AppKit", "CoreLocation"],
    "AVKit": ["UIKit", "AppKit", "AVFoundation"],
    "AVFoundation": ["Foundation", "CoreMedia"],
    "PhotosUI": ["UIKit", "AppKit", "Photos"],
    "ContactsUI": ["UIKit", "AppKit", "Contacts"],
    "EventKitUI": ["UIKit", "EventKit"],
    "WebKit": ["UIKit", "AppKit"],
    "SafariServices": ["UIKit"],
    "MessageUI": ["UIKit"],
    "QuickLook": ["UIKit"],
    "PencilKit": ["UIKit", "AppKit"],
    "SpriteKit": ["UIKit", "AppKit"],
    "SceneKit": ["UIKit", "AppKit"],
    "CoreLocation": ["Foundation"],
    "Photos": ["Foundation"],
    "Contacts": ["Foundation"],
    "EventKit": ["Foundation"],
    "CoreData": ["Foundation"],
    "Combine": [],
    "Observation": [],
  ]

  /// What an import may bring besides ``exports`` (see the type's documentation): counted
  /// when asking what a UI import brings, never when asking what the other imports provide.
  static let mayBring: [String: [String]] = [
    "SwiftUI": ["Combine"],
    "AVFoundation": ["CoreVideo", "QuartzCore"],
    "CoreMedia": ["CoreVideo"],
    "UIKit": [
      "CoreImage", "CoreText", "UniformTypeIdentifiers", "Symbols", "DeveloperToolsSupport",
      "CoreData",
    ],
    "AppKit": [
      "CoreGraphics", "QuartzCore", "CoreImage", "CoreText", "UniformTypeIdentifiers",
      "DeveloperToolsSupport", "CoreData",
    ],
  ]

  /// The modules for user interfaces: a name one of them declares is a use of the UI, which
  /// no replacement import may provide instead. The frameworks of ``UIFramework``, WatchKit,
  /// and DeveloperToolsSupport (asset catalogue resources, `ImageResource` and `ColorResource`,
  /// which exist for views).
  static let userInterfaceModules: Set<String> = Set(UIFramework.allCases.map(\.rawValue))
    .union(["WatchKit", "DeveloperToolsSupport"])

  /// Apple's modules the catalog names no API of: an import of one is no package's, whose names
  /// could be anything.
  static let appleModules: Set<String> = [
    "Swift", "Darwin", "Dispatch", "ObjectiveC", "os", "OSLog", "Accelerate", "VideoToolbox",
    "MobileCoreServices", "Security", "CryptoKit", "WidgetKit", "AppIntents", "ActivityKit",
    "AudioToolbox", "CoreAudio", "CoreServices", "ImageIO", "Metal", "MetalKit", "GLKit",
    "StoreKit", "Network", "Intents", "IntentsUI", "UserNotifications", "UserNotificationsUI",
    "LocalAuthentication", "AuthenticationServices", "CloudKit", "CoreSpotlight", "CoreNFC",
    "HealthKit", "HomeKit", "ARKit", "RealityKit", "Vision", "CoreML", "NaturalLanguage",
    "Speech", "GameKit", "GameController", "CoreBluetooth", "CoreMotion", "CoreHaptics",
    "MediaPlayer", "ReplayKit", "CallKit", "PushKit", "BackgroundTasks", "LinkPresentation",
    "MultipeerConnectivity", "SystemConfiguration", "AppTrackingTransparency", "AdSupport",
    "PassKit", "WatchConnectivity", "Compression", "SwiftData", "Charts", "TipKit",
  ]

  /// Whether a module is for user interfaces (see ``userInterfaceModules``).
  static func isUserInterface(_ module: String) -> Bool {
    userInterfaceModules.contains(module)
  }

  /// Every module the catalog names: an import of any other module (a package, an app's own
  /// framework, an Apple framework the catalog does not describe) may declare the unknown
  /// names of a file.
  static let knownModules: Set<String> = {
    var modules = Set(exports.keys).union(userInterfaceModules).union(appleModules)
    for exported in exports.values { modules.formUnion(exported) }
    for brought in mayBring.values { modules.formUnion(brought) }
    for providers in exactNames.values { modules.formUnion(providers) }
    for (_, providers) in prefixes { modules.formUnion(providers) }
    return modules
  }()

  /// The modules `imports` bring in full: each import, and what it re-exports, except the UI
  /// frameworks another UI framework re-exports (`import SwiftUI` gives UIKit's names, but a
  /// file that uses `UIColor` is better off importing UIKit than relying on that).
  static func provided(by imports: some Sequence<String>) -> Set<String> {
    var provided: Set<String> = []
    var visited: Set<String> = []
    var pending = Array(imports)
    for module in pending { provided.insert(module) }
    while let module = pending.popLast() {
      guard visited.insert(module).inserted else { continue }
      for exported in exports[module] ?? [] {
        if !isUserInterface(exported) { provided.insert(exported) }
        pending.append(exported)
      }
    }
    return provided
  }

  /// Every module an import of `module` may bring: what it re-exports and may bring, UI
  /// frameworks included, and what those bring in turn.
  static func reach(of module: String) -> Set<String> {
    var reached: Set<String> = [module]
    var pending = [module]
    while let next = pending.popLast() {
      for exported in (exports[next] ?? []) + (mayBring[next] ?? [])
      where reached.insert(exported).inserted {
        pending.append(exported)
      }
    }
    return reached
  }

  /// Which modules declare `name` (see ``Provision``).
  static func provision(of name: String) -> Provision {
    if let modules = exactNames[name] { return .modules(modules) }
    guard let first = name.utf8.first, first >= 0x41, first <= 0x5A else { return .none }
    for (prefix, modules) in prefixes where hasPrefix(name, prefix) {
      return .modules(modules)
    }
    return looksPrefixed(name) ? .unknown : .none
  }

  /// Whether `name` starts with `prefix` followed by a capital letter (`UIColor` for `UI`;
  /// not `UInt8`).
  private static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
    let bytes = name.utf8
    guard bytes.count > prefix.utf8.count, bytes.starts(with: prefix.utf8) else { return false }
    let next = bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)]
    return next >= 0x41 && next <= 0x5A
  }

  /// Whether a name is written like an Objective-C framework's: two or more capitals, then a
  /// capital that starts a word (`MBProgressHUD`, `SDImageCache`; not `URL`, `UInt8`, `Date`).
  static func looksPrefixed(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    var capitals = 0
    while capitals < bytes.count, bytes[capitals] >= 0x41, bytes[capitals] <= 0x5A {
      capitals += 1
    }
    guard capitals >= 3, capitals < bytes.count else { return false }
    return bytes[capitals] >= 0x61 && bytes[capitals] <= 0x7A
  }

  /// Names that count only as a member after a `.`: `indexPath.row`, `indexPath.section` and
  /// `indexPath.item` are UIKit's extensions of Foundation's `IndexPath`; `.systemOrange`
  /// and UIKit's other system colours (``uiKitColorNames``), `.blue` and the colours of
  /// ``colorNames`` are implicit members of `UIColor`, `Color` or `NSColor`.
  static let memberNames: Set<String> = Set(
    ["row", "section", "item"] + uiKitColorNames + colorNames + attributedStringKeyNames)

  /// Member names that count as the first label of a call of `IndexPath`'s initializer too:
  /// UIKit's (`IndexPath(row: 0, section: 1)`, `IndexPath(item: 2, section: 0)`); a parameter
  /// named `section` is no use of UIKit.
  static let labelNames: Set<String> = ["row", "section", "item"]

  /// Member names that count only as an implicit member that is no call: the colours of
  /// ``colorNames`` (`tint: .blue`, `status == .red ? .white : .clear`; not `cache.clear()`,
  /// nor `components.red`).
  static let implicitMemberNames: Set<String> = Set(colorNames)

  /// Names that count only beside one of their companions: `indexPath.row` when the file
  /// names `IndexPath`; a view controller's `present(_:animated:)` and `dismiss(animated:)`
  /// when both words are there (a wireframe's own `present(viewModel:)` and a contract's
  /// `dismiss()` are the app's, and so is an `animated:` label alone); UIKit's attributed
  /// string keys (``attributedStringKeyNames``) when the file names `NSAttributedString`.
  static let companions: [String: Set<String>] = {
    var companions: [String: Set<String>] = [
      "row": ["IndexPath"], "section": ["IndexPath"], "item": ["IndexPath"],
      "present": ["animated"], "dismiss": ["animated"], "animated": ["present", "dismiss"],
    ]
    for key in attributedStringKeyNames {
      companions[key] = ["NSAttributedString", "NSMutableAttributedString"]
    }
    return companions
  }()

  /// `names` without the names whose companions are not among them.
  static func withCompanions(_ names: Set<String>) -> Set<String> {
    names.filter { name in
      guard let needed = companions[name] else { return true }
      return !needed.isDisjoint(with: names)
    }
  }
}
