/// Questions several rules ask of the model.
extension ModuleModel {
  /// Whether a stored property of `type` points back up the ownership chain: presenter ->
  /// view, interactor -> presenter (its output), router -> view or presenter, or a
  /// presenter's module output (whoever opened the module).
  ///
  /// A value is none: a property whose type is a struct or an enum, or a protocol only structs
  /// and enums of the codebase adopt (a presenter's `output`, a struct of the subjects its view
  /// subscribes to), holds a copy, not a reference back.
  public func isBackReference(_ property: PropertyFacts, of type: ModelType) -> Bool {
    guard let role = type.role, let rank = role.rank, let typeName = property.typeName,
      !holdsValuesOnly(typeName)
    else {
      return false
    }
    if role == .router, isRoutersScreen(typeName) { return true }
    if let targetRank = targetRole(of: typeName)?.rank, targetRank < rank { return true }
    if Self.isModuleOutput(typeName) { return true }
    let last = Self.lastComponent(typeName)
    if role == .interactor, last.hasSuffix("Output") || last.hasSuffix("OutputProtocol") {
      return true
    }
    return false
  }

  /// Whether the codebase declares `typeName` as a struct or an enum, or as a protocol that
  /// structs and enums adopt and nothing else does.
  func holdsValuesOnly(_ typeName: String) -> Bool {
    guard let declared = type(named: typeName) else { return false }
    func isValue(_ type: ModelType) -> Bool { type.kind == .struct || type.kind == .enum }
    if declared.kind == .protocol {
      let adopting = implementers[declared.name, default: []].compactMap { self.type(named: $0) }
      return !adopting.isEmpty && adopting.allSatisfy(isValue)
    }
    return isValue(declared)
  }

  /// Whether a type name is a module's input protocol (`UsersModuleInput`): how whoever opens
  /// the module configures it.
  static func isModuleInput(_ typeName: String) -> Bool {
    let last = lastComponent(typeName)
    return last.hasSuffix("ModuleInput") || last.hasSuffix("ModuleInputProtocol")
  }

  /// Whether a type name is a module's output protocol (`UsersModuleOutput`): whoever opened
  /// the module, which owns it.
  static func isModuleOutput(_ typeName: String) -> Bool {
    let last = lastComponent(typeName)
    return last.hasSuffix("ModuleOutput") || last.hasSuffix("ModuleOutputProtocol")
  }

  /// Whether a property of `type` points at a role the model is sure of: one of the types it
  /// can refer to has a declared or wired role, or it refers to no type of the model (a
  /// protocol whose implementers are elsewhere, `UIViewController`) and its type's name says
  /// the role.
  public func pointsAtSureRole(_ property: PropertyFacts, of type: ModelType) -> Bool {
    guard let typeName = property.typeName else { return false }
    let targets = referenceTargets(of: typeName, inModule: type.module)
    if targets.isEmpty {
      return targetRole(of: typeName) != nil || Self.isModuleOutput(typeName)
        || (type.role == .router && isRoutersScreen(typeName))
    }
    return targets.contains { types[$0]?.hasSureRole == true }
  }

  /// Whether a strong property of `type` is the reference that keeps its target alive because
  /// ownership is inverted. Either every type it can point at holds `type` back weakly (an
  /// interactor that owns its presenter, which holds the interactor weakly), or the cycle is
  /// broken one step further: every such type holds `type` through no chain of strong
  /// references, and holds weakly a role of `type`'s module that holds `type` strongly
  /// (Clean Swift's VIP cycle: the view holds the interactor, the interactor its presenter, the
  /// presenter the view weakly). Weakening it would free the target at once.
  public func isOwningReference(_ property: PropertyFacts, of type: ModelType) -> Bool {
    guard let typeName = property.typeName else { return false }
    let targets = referenceTargets(of: typeName, inModule: type.module)
    guard !targets.isEmpty else { return false }
    if targets.allSatisfy({ weakPairs.contains($0 + "\u{0}" + type.name) }) { return true }
    guard !type.module.isEmpty, !targets.contains(where: { reachesStrongly($0, type.name) })
    else { return false }
    let owners = edges.filter { edge in
      edge.to == type.name && edge.ownership == .strong
        && types[edge.from].map { $0.module == type.module && $0.hasSureRole } == true
    }
    return targets.allSatisfy { target in
      owners.contains { weakPairs.contains(target + "\u{0}" + $0.from) }
    }
  }

  /// Whether `start` holds `goal` through strong references, directly or through others.
  func reachesStrongly(_ start: String, _ goal: String) -> Bool {
    var seen: Set<String> = [start]
    var pending = [start]
    while let name = pending.popLast() {
      for next in strongSuccessors[name] ?? [] {
        if next == goal { return true }
        if seen.insert(next).inserted { pending.append(next) }
      }
    }
    return false
  }

  /// The role a property of `type` named `name` points at, if the property exists and its type
  /// is known.
  public func roleOfProperty(named name: String, in type: ModelType) -> Role? {
    guard let property = type.properties.first(where: { $0.name == name }),
      let typeName = property.typeName
    else { return nil }
    return targetRole(of: typeName)
  }

  /// The imports of a file of the model.
  func imports(ofFile path: String) -> [ImportFact] {
    files.first { $0.path == path }?.imports ?? []
  }

  /// Whether the codebase declares a type of this name (an extension of a framework's type
  /// declares none).
  func declares(_ name: String) -> Bool {
    guard let type = type(named: name) else { return false }
    return type.kind != .extension
  }

  /// Whether a type is user interface code of no module role: a class that descends from a
  /// UIKit or AppKit widget or view controller (`ProductCell: ConfigurableCell<...>` whose base
  /// is a `UICollectionViewCell`), through the codebase's own classes, or a struct that adopts
  /// SwiftUI's `View`. A row cell's file is view code, whoever builds what it shows.
  func isUserInterface(_ type: ModelType) -> Bool {
    if type.kind == .struct {
      return type.inherited.contains { ModuleModel.lastComponent($0) == "View" }
        && !declares("View")
    }
    var current = type
    for _ in 0..<16 {
      guard current.kind == .class, let superclass = current.inherited.first else { return false }
      let name = SyntaxNames.strippedGenericArguments(superclass)
      guard let parent = self.type(named: name), parent.kind != .extension else {
        return UIFramework.isWidgetClass(name) || UIFramework.isViewControllerClass(name)
      }
      if parent.name == current.name { return false }
      current = parent
    }
    return false
  }

  /// A readable name for a role in messages (`view`, `presenter`).
  static func describe(_ role: Role) -> String { role.rawValue }
}

/// The UI frameworks and how to recognize their types by name: UIKit, SwiftUI and AppKit,
/// whose types no presenter, interactor or entity uses, and the frameworks that exist for
/// views alone (`WebKit`, `MapKit`, `PhotosUI`, ...), which such a file has no reason to
/// import unless it uses them.
enum UIFramework: String, CaseIterable {
  case uiKit = "UIKit"
  case swiftUI = "SwiftUI"
  case appKit = "AppKit"
  case webKit = "WebKit"
  case mapKit = "MapKit"
  case photosUI = "PhotosUI"
  case avKit = "AVKit"
  case safariServices = "SafariServices"
  case messageUI = "MessageUI"
  case contactsUI = "ContactsUI"
  case eventKitUI = "EventKitUI"
  case quickLook = "QuickLook"
  case pencilKit = "PencilKit"
  case spriteKit = "SpriteKit"
  case sceneKit = "SceneKit"

  /// Whether this is UIKit, SwiftUI or AppKit, whose types ``NoUIFrameworkTypesOutsideViews``
  /// keeps in views.
  var isViewFramework: Bool { self == .uiKit || self == .swiftUI || self == .appKit }

  /// Whether a module's name is UIKit's, SwiftUI's or AppKit's.
  static func isViewFrameworkName(_ module: String) -> Bool {
    UIFramework(rawValue: module)?.isViewFramework == true
  }

  /// Whether `name` is a type of this framework (by its naming convention and a list of the
  /// common SwiftUI and AppKit types).
  func owns(_ name: String) -> Bool {
    switch self {
    case .uiKit: return Self.hasPrefix("UI", name)
    case .swiftUI: return Self.swiftUITypes.contains(name)
    case .appKit: return Self.appKitTypes.contains(name)
    case .webKit: return Self.hasPrefix("WK", name)
    case .mapKit: return Self.hasPrefix("MK", name)
    case .photosUI: return Self.hasPrefix("PH", name)
    case .avKit: return Self.hasPrefix("AV", name)
    case .safariServices: return Self.hasPrefix("SF", name)
    case .messageUI: return Self.hasPrefix("MF", name)
    case .contactsUI: return Self.hasPrefix("CN", name)
    case .eventKitUI: return Self.hasPrefix("EK", name)
    case .quickLook: return Self.hasPrefix("QL", name)
    case .pencilKit: return Self.hasPrefix("PK", name)
    case .spriteKit: return Self.hasPrefix("SK", name)
    case .sceneKit: return Self.hasPrefix("SCN", name)
    }
  }

  /// Whether a UI framework's type name is a screen's or a view's, or the delegate of one
  /// (`MFMailComposeViewController`, `SFSafariViewController`, `MKMapView`,
  /// `MFMailComposeViewControllerDelegate`): a UIKit class whatever framework declares it.
  static func isScreenOrViewName(_ name: String) -> Bool {
    let base = name.hasSuffix("Delegate") ? String(name.dropLast("Delegate".count)) : name
    return base.hasSuffix("Controller") || base.hasSuffix("View")
  }

  /// Whether `name` is a framework prefix followed by a capital letter (`UIColor`, `WKWebView`).
  private static func hasPrefix(_ prefix: StaticString, _ name: String) -> Bool {
    // Byte by byte, with no copy of the name: every type reference of a rule's types is asked.
    var bytes = name.utf8.makeIterator()
    let matches = prefix.withUTF8Buffer { prefix in prefix.allSatisfy { bytes.next() == $0 } }
    guard matches, let next = bytes.next() else { return false }
    return next >= 0x41 && next <= 0x5A
  }

  /// Whether a superclass name is a UIKit or AppKit widget class (`UIView`, `UITableViewCell`,
  /// `UIControl`, `NSTextField`): a class prefix, a widget's last word, no controller.
  static func isWidgetClass(_ name: String) -> Bool {
    let last = Array(ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name)).utf8)
    guard hasFrameworkPrefix(last) else { return false }
    let text = String(decoding: last, as: UTF8.self)
    if text.hasSuffix("Controller") { return false }
    return widgetEndings.contains { text.hasSuffix($0) }
  }

  /// Whether a superclass name is a UIKit or AppKit table or collection cell class
  /// (`UITableViewCell`, `UICollectionViewListCell`, `NSTableCellView`).
  static func isCellClass(_ name: String) -> Bool {
    let last = ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name))
    return isWidgetClass(last) && last.contains("Cell")
  }

  /// The protocols an app's delegate adopts (UIKit's, AppKit's, a SwiftUI `App`).
  static let appDelegateProtocols: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "App",
  ]

  /// Whether a superclass name is a UIKit or AppKit view controller class.
  static func isViewControllerClass(_ name: String) -> Bool {
    let last = Array(ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name)).utf8)
    guard hasFrameworkPrefix(last) else { return false }
    let text = String(decoding: last, as: UTF8.self)
    return text.hasSuffix("ViewController") || containerControllers.contains(text)
  }

  /// Protocols of VIPER navigation frameworks that a view controller adopts to be the screen a
  /// router opens modules from (ViperMcFlurry's transition handler, LightRoute's): a router's
  /// property of such a type holds its module's view.
  static let transitionHandlerProtocols: Set<String> = [
    "RamblerViperModuleTransitionHandlerProtocol", "TransitionHandler",
  ]

  /// `UI` or `NS` followed by a capital letter.
  private static func hasFrameworkPrefix(_ bytes: [UInt8]) -> Bool {
    bytes.count > 3
      && ((bytes[0] == 0x55 && bytes[1] == 0x49) || (bytes[0] == 0x4E && bytes[1] == 0x53))
      && bytes[2] >= 0x41 && bytes[2] <= 0x5A
  }

  static let widgetEndings = [
    "View", "Cell", "Control", "Button", "Label", "Field", "Bar", "Switch", "Slider", "Stepper",
    "Window",
  ]

  /// Whether a method is a callback a framework object makes on its delegate or data source,
  /// by Cocoa's convention: its first parameter, unlabelled, is the framework object, and its
  /// name starts with that object's class named without its prefix (`tableView(_ tableView:
  /// UITableView, didSelectRowAt:)`, `searchBarSearchButtonClicked(_ searchBar: UISearchBar)`,
  /// `mapView(_ mapView: MKMapView, didSelect:)`). The framework calls it, not the codebase.
  static func isDelegateCallback(_ function: FunctionFacts) -> Bool {
    guard let first = function.parameters.first, first.label == "_" else { return false }
    var typeName = Substring(first.typeText)
    while let last = typeName.last, last == "?" || last == "!" || last == " " {
      typeName = typeName.dropLast()
    }
    guard allCases.contains(where: { $0.owns(String(typeName)) }) else { return false }
    // The class's name after its prefix: the capitals before the one that starts a word.
    let bytes = Array(typeName.utf8)
    var start = 0
    while start + 1 < bytes.count, bytes[start + 1] >= 0x41, bytes[start + 1] <= 0x5A {
      start += 1
    }
    guard start > 0, start < bytes.count else { return false }
    let stem = String(decoding: bytes[start...], as: UTF8.self)
    let lowered = stem.prefix(1).lowercased() + stem.dropFirst()
    return function.name.hasPrefix(lowered)
  }

  static let containerControllers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UIHostingController", "UIAlertController", "NSWindowController",
  ]

  static let swiftUITypes: Set<String> = [
    "Color", "Image", "Text", "Font", "AnyView", "View", "Button", "NavigationLink",
    "NavigationStack", "NavigationView", "Binding", "State", "StateObject", "ObservedObject",
    "EnvironmentObject", "Environment", "LocalizedStringKey", "Alert", "Sheet", "VStack",
    "HStack", "ZStack", "List", "ForEach", "Label", "Toggle", "TextField", "ScrollView",
    "GeometryReader", "EdgeInsets", "Edge", "Gradient", "LinearGradient", "Shape",
    "ViewBuilder", "UIViewRepresentable", "UIViewControllerRepresentable", "Animation",
  ]

  static let appKitTypes: Set<String> = [
    "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSColor", "NSImage",
    "NSFont", "NSButton", "NSTextField", "NSTableView", "NSApplication", "NSAlert",
    "NSStoryboard", "NSResponder", "NSEvent", "NSScreen", "NSBezierPath", "NSCollectionView",
    "NSStackView", "NSScrollView", "NSImageView", "NSMenu", "NSMenuItem", "NSPanel",
  ]
}
