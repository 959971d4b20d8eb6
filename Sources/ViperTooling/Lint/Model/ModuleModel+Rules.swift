/// Questions several rules ask of the model.
extension ModuleModel {
  /// Whether a stored property of `type` points back up the ownership chain: presenter ->
  /// view, interactor -> presenter (its output), router -> view or presenter, or a
  /// presenter's module output (whoever opened the module).
  public func isBackReference(_ property: PropertyFacts, of type: ModelType) -> Bool {
    guard let role = type.role, let rank = role.rank, let typeName = property.typeName else {
      return false
    }
    if let targetRank = targetRole(of: typeName)?.rank, targetRank < rank { return true }
    let last = Self.lastComponent(typeName)
    if last.hasSuffix("ModuleOutput") || last.hasSuffix("ModuleOutputProtocol") { return true }
    if role == .interactor, last.hasSuffix("Output") || last.hasSuffix("OutputProtocol") {
      return true
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

  /// A readable name for a role in messages (`view`, `presenter`).
  static func describe(_ role: Role) -> String { role.rawValue }
}

/// The UI frameworks and how to recognize their types by name.
enum UIFramework: String, CaseIterable {
  case uiKit = "UIKit"
  case swiftUI = "SwiftUI"
  case appKit = "AppKit"

  /// Whether `name` is a type of this framework (by its naming convention and a list of the
  /// common SwiftUI and AppKit types).
  func owns(_ name: String) -> Bool {
    switch self {
    case .uiKit:
      let bytes = Array(name.utf8)
      return bytes.count > 2 && bytes[0] == 0x55 && bytes[1] == 0x49 && bytes[2] >= 0x41
        && bytes[2] <= 0x5A
    case .swiftUI: return Self.swiftUITypes.contains(name)
    case .appKit: return Self.appKitTypes.contains(name)
    }
  }

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
