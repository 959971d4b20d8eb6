/// The names of ``FrameworkCatalog``: exact names first, then prefixes.
extension FrameworkCatalog {
  /// Names whose module their prefix does not tell (SwiftUI's words, Combine's and
  /// Observation's, Foundation's aliases and geometry, UIKit's `NS` classes), the lowercase
  /// API that makes a file UI code (`withAnimation`, a navigation controller's
  /// `pushViewController`, UIKit's `animated:` transitions), the member names of
  /// ``memberNames``, and each UI framework's own module name (`SwiftUI.Color`).
  static let exactNames: [String: [String]] = {
    var names: [String: [String]] = [:]
    func add(_ module: String, _ list: [String]) {
      for name in list where names[name]?.contains(module) != true {
        names[name, default: []].append(module)
      }
    }
    for framework in UIFramework.allCases { add(framework.rawValue, [framework.rawValue]) }
    add("SwiftUI", swiftUINames)
    add("SwiftUI", mapKitForSwiftUINames)
    add("UIKit", uiKitNames)
    add("AppKit", appKitNames)
    add("DeveloperToolsSupport", ["ImageResource", "ColorResource", "PreviewRegistry"])
    add("Combine", combineNames)
    add("Foundation", ["ObservableObject", "Published"])
    add("Observation", observationNames)
    add("CoreTransferable", transferableNames)
    add("SwiftData", swiftDataNames)
    add("StoreKit", storeKitNames)
    add("Foundation", foundationNSNames)
    add("CoreGraphics", ["CGFloat", "CGRect", "CGPoint", "CGSize", "CGVector"])
    add("Foundation", ["CGFloat", "CGRect", "CGPoint", "CGSize", "CGVector"])
    add(
      "AVKit",
      [
        "AVPlayerViewController", "AVPlayerViewControllerDelegate",
        "AVPictureInPictureController", "AVPictureInPictureControllerDelegate", "AVRoutePickerView",
        "AVPlayerView", "AVCaptureView",
      ])
    add(
      "PhotosUI",
      [
        "PhotosPicker", "PhotosPickerItem", "PhotosPickerSelectionBehavior",
        "PHPickerViewController", "PHPickerViewControllerDelegate", "PHPickerConfiguration",
        "PHPickerResult", "PHPickerFilter", "PHLivePhotoView", "PHLivePhotoViewDelegate",
        "PHContentEditingController", "PHProjectExtensionController",
      ])
    add(
      "ContactsUI",
      [
        "CNContactPickerViewController", "CNContactPickerDelegate",
        "CNContactViewController", "CNContactViewControllerDelegate",
      ])
    add(
      "EventKitUI",
      [
        "EKEventEditViewController", "EKEventEditViewDelegate",
        "EKEventEditViewAction", "EKEventViewController", "EKEventViewDelegate",
        "EKEventViewAction",
        "EKCalendarChooser", "EKCalendarChooserDelegate",
      ])
    add(
      "PencilKit",
      [
        "PKCanvasView", "PKCanvasViewDelegate", "PKDrawing", "PKToolPicker",
        "PKToolPickerObserver", "PKInkingTool", "PKEraserTool", "PKLassoTool", "PKTool", "PKStroke",
        "PKStrokePath", "PKStrokePoint", "PKInk",
      ])
    for name in colorNames {
      add("SwiftUI", [name])
      add("UIKit", [name])
      add("AppKit", [name])
    }
    for name in attributedStringKeyNames {
      add("UIKit", [name])
      add("AppKit", [name])
    }
    add("CoreData", ["NSManaged"])
    add("Symbols", ["SymbolEffect", "SymbolEffectOptions"])
    add("AdSupport", ["ASIdentifierManager"])
    add(
      "CoreMotion",
      [
        "CMMotionManager", "CMPedometer", "CMAltimeter", "CMDeviceMotion",
        "CMAttitude", "CMMotionActivity", "CMMotionActivityManager", "CMAccelerometerData",
        "CMGyroData", "CMMagnetometerData", "CMPedometerData", "CMAltitudeData",
      ])
    return names
  }()

  /// Prefixes and the modules that declare the names they start, longest first.
  static let prefixes: [(String, [String])] = [
    ("NSFetchedResults", ["CoreData"]), ("NSPersistent", ["CoreData"]),
    ("NSManaged", ["CoreData"]), ("NSFetch", ["CoreData"]), ("NSBatch", ["CoreData"]),
    ("NSEntity", ["CoreData"]), ("NSAttributeDescription", ["CoreData"]),
    ("NSRelationshipDescription", ["CoreData"]), ("NSPropertyDescription", ["CoreData"]),
    ("NSMergePolicy", ["CoreData"]), ("NSMigration", ["CoreData"]), ("NSMapping", ["CoreData"]),
    ("NSAsynchronousFetch", ["CoreData"]), ("NSIncrementalStore", ["CoreData"]),
    ("NSAtomicStore", ["CoreData"]), ("CGImageSource", ["ImageIO"]),
    ("CGImageDestination", ["ImageIO"]), ("CGImageMetadata", ["ImageIO"]),
    ("WKInterface", ["WatchKit"]), ("WKExtension", ["WatchKit"]), ("WKApplication", ["WatchKit"]),
    ("SFSpeech", ["Speech"]), ("HTTPURL", ["Foundation"]), ("ISO", ["Foundation"]),
    ("HTTP", ["Foundation"]), ("JSON", ["Foundation"]), ("URL", ["Foundation"]),
    ("XML", ["Foundation"]), ("UTF", ["Foundation"]), ("SCN", ["SceneKit"]), ("GLK", ["GLKit"]),
    ("MTK", ["MetalKit"]), ("MTL", ["Metal"]), ("ATT", ["AppTrackingTransparency"]),
    ("NFC", ["CoreNFC"]), ("UI", ["UIKit"]), ("NS", ["UIKit", "AppKit"]),
    ("CG", ["CoreGraphics"]), ("CA", ["QuartzCore"]), ("CI", ["CoreImage"]),
    ("CT", ["CoreText"]), ("CV", ["CoreVideo"]), ("CM", ["CoreMedia"]), ("CF", ["Foundation"]),
    ("CL", ["CoreLocation"]), ("MK", ["MapKit"]), ("AV", ["AVFoundation"]), ("PH", ["Photos"]),
    ("CN", ["Contacts"]), ("EK", ["EventKit"]), ("WK", ["WebKit"]), ("SF", ["SafariServices"]),
    ("MF", ["MessageUI"]), ("QL", ["QuickLook"]), ("PK", ["PassKit"]), ("SK", ["SpriteKit"]),
    ("UN", ["UserNotifications"]), ("UT", ["UniformTypeIdentifiers"]),
    ("LA", ["LocalAuthentication"]),
    ("GK", ["GameKit"]), ("CB", ["CoreBluetooth"]), ("HK", ["HealthKit"]), ("HM", ["HomeKit"]),
    ("AR", ["ARKit"]), ("VN", ["Vision"]), ("ML", ["CoreML"]), ("NL", ["NaturalLanguage"]),
    ("AS", ["AuthenticationServices"]), ("NW", ["Network"]), ("MC", ["MultipeerConnectivity"]),
    ("CX", ["CallKit"]), ("MP", ["MediaPlayer"]), ("RP", ["ReplayKit"]),
    ("BG", ["BackgroundTasks"]),
    ("CS", ["CoreSpotlight"]), ("IN", ["Intents"]), ("LP", ["LinkPresentation"]),
    ("GC", ["GameController"]), ("CH", ["CoreHaptics"]), ("SC", ["SystemConfiguration"]),
    ("OS", ["os"]),
  ].sorted { $0.0.utf8.count > $1.0.utf8.count }

  /// The capitalized names of ``swiftUINames`` and ``mapKitForSwiftUINames``: SwiftUI's
  /// types, property wrappers and protocols (`Group`, `Section`, `ContentMode`,
  /// `MapCameraPosition`), a type reference's candidates.
  static let swiftUITypeNames: Set<String> = Set(
    (swiftUINames + mapKitForSwiftUINames).filter { $0.first.map { $0.isUppercase } == true })

  /// SwiftUI's types, property wrappers, protocols and free functions (its words have no
  /// prefix), with the UIKit and AppKit names SwiftUI itself declares (`UIHostingController`).
  /// MapKit's SwiftUI API (iOS 17: "MapKit for SwiftUI" in Apple's documentation, and the
  /// iOS 14 `Map` annotations): declared in MapKit's cross-import overlay with SwiftUI, which
  /// a file gets only when it imports both. They are SwiftUI's as far as imports go: a file
  /// that names `MapCameraPosition` needs its `import SwiftUI`, which MapKit cannot replace,
  /// and a presenter that holds one holds a view's state. `Map`, `Marker` and `Annotation`
  /// are left out: words that plain code and packages name too, and a SwiftUI file that
  /// draws a map names other SwiftUI types besides.
  static let mapKitForSwiftUINames = [
    "MapCameraPosition", "MapCamera", "MapCameraBounds", "MapCameraUpdateContext",
    "MapContent", "MapContentBuilder", "MapReader", "MapProxy", "MapStyle", "MapInteractionModes",
    "MapSelection", "MapFeature", "UserAnnotation", "MapPolyline",
    "MapPolygon", "MapCircle", "MapUserLocationButton", "MapCompass", "MapScaleView",
    "MapPitchToggle", "MapPitchSlider", "MapControls", "MapAnnotation", "MapMarker", "MapPin",
    "MapAnnotationProtocol", "MapUserTrackingMode", "MapLookAroundPreview", "LookAroundPreview",
  ]

  static let swiftUINames = [
    // Views and their protocols.
    "View", "AnyView", "EmptyView", "TupleView", "Text", "Image", "Label", "Button", "Link",
    "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
    "SecureField", "TextEditor", "ProgressView", "Gauge", "Menu", "ShareLink", "PasteButton",
    "EditButton", "RenameButton", "ControlGroup", "DisclosureGroup", "OutlineGroup", "GroupBox",
    "LabeledContent", "ContentUnavailableView", "AsyncImage", "AsyncImagePhase", "Canvas",
    "TimelineView", "GraphicsContext", "Form", "List", "Section", "ForEach", "Group", "Table",
    "TableColumn", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid",
    "LazyVGrid", "Grid", "GridRow", "GridItem", "Spacer", "Divider", "ScrollView",
    "ScrollViewReader", "ScrollViewProxy", "ScrollPosition", "GeometryReader", "GeometryProxy",
    "ViewThatFits", "Layout", "AnyLayout", "LayoutSubviews", "ProposedViewSize", "ViewDimensions",
    "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "NavigationStack",
    "NavigationView", "NavigationSplitView", "NavigationLink", "NavigationPath",
    "NavigationSplitViewVisibility", "NavigationBarItem", "TabView", "Tab", "TabSection",
    "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "ToolbarContent",
    "ToolbarPlacement", "Alert", "ActionSheet", "ConfirmationDialog", "PresentationDetent",
    "PresentationMode", "EditMode", "Sheet",
    // Shapes, colours, styles and geometry.
    "Color", "Font", "Shape", "ShapeStyle", "AnyShape", "InsettableShape", "Path", "Circle",
    "Capsule", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Ellipse",
    "ContainerRelativeShape", "Material", "Gradient", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "ImagePaint", "AnyShapeStyle", "ForegroundStyle",
    "BackgroundStyle", "HierarchicalShapeStyle", "Edge", "EdgeInsets", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Angle", "Axis", "Anchor",
    "Visibility", "TextAlignment", "SymbolRenderingMode", "SymbolVariants", "ButtonStyle",
    "PrimitiveButtonStyle", "ButtonRole", "ButtonStyleConfiguration", "PlainButtonStyle",
    "BorderedButtonStyle", "BorderlessButtonStyle", "DefaultButtonStyle", "LabelStyle",
    "ToggleStyle", "ListStyle", "TextFieldStyle", "PickerStyle", "ContentMode", "BlendMode",
    // State, data flow and the environment.
    "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment",
    "EnvironmentValues", "EnvironmentKey", "Entry", "Bindable", "FocusState", "FocusedValue",
    "FocusedBinding", "FocusedValues", "FocusedValueKey", "AppStorage", "SceneStorage",
    "GestureState", "ScaledMetric", "Namespace", "FetchRequest", "FetchedResults",
    "SectionedFetchRequest", "SectionedFetchResults", "DynamicProperty", "PreferenceKey",
    "ViewModifier", "ModifiedContent", "EmptyModifier", "ViewBuilder", "SceneBuilder",
    "ToolbarContentBuilder", "CommandsBuilder", "TableColumnBuilder", "LocalizedStringKey",
    "ColorScheme", "ColorSchemeContrast", "DynamicTypeSize", "ContentSizeCategory",
    "LayoutDirection", "LegibilityWeight", "UserInterfaceSizeClass", "ControlSize",
    "Prominence", "RedactionReasons", "OpenURLAction", "OpenWindowAction", "DismissAction",
    "RefreshAction", "DismissSearchAction", "ScenePhase", "SubmitLabel",
    "TextInputAutocapitalization", "KeyboardShortcut", "KeyEquivalent", "EventModifiers",
    // Animation and gestures.
    "Animation", "Transaction", "AnyTransition", "Transition", "ContentTransition",
    "KeyframeAnimator", "PhaseAnimator", "Spring", "Gesture", "TapGesture", "DragGesture",
    "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture",
    "RotateGesture", "SpatialTapGesture", "SimultaneousGesture", "ExclusiveGesture",
    "SequenceGesture", "GestureMask", "withAnimation", "withTransaction",
    // The collection edits SwiftUI adds for lists, by their labels: `remove(atOffsets:)`,
    // `move(fromOffsets:toOffset:)`.
    "atOffsets", "fromOffsets",
    // Navigation stacks' destinations: the switch that maps a route value to its screen.
    "navigationDestination",
    // Apps, scenes and previews.
    "App", "Scene", "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra",
    "Commands", "CommandMenu", "CommandGroup", "PreviewProvider", "Preview", "Previewable",
    "PreviewDevice", "PreviewLayout", "UIHostingController", "UIHostingConfiguration",
    "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplicationDelegateAdaptor",
    "NSHostingController", "NSHostingView", "NSViewRepresentable",
    "NSViewControllerRepresentable", "NSApplicationDelegateAdaptor",
  ]

  /// UIKit's names that its `UI` prefix does not give: its `NS` classes and types on iOS, the
  /// Interface Builder attributes, the geometry functions of `UIGeometry.h`, and the API of
  /// screens and navigation a router or builder calls without naming a UIKit type
  /// (`viewController.present(next, animated: true)`, `pushViewController`; see
  /// ``FrameworkCatalog/companions``), with the members of UIKit's types a file calls on a value
  /// it does not name (`avatar.jpegData(compressionQuality:)`) and the members
  /// UIKit adds to Foundation's types (`NSValue.cgRectValue`, `String.size(withAttributes:)`).
  static let uiKitNames =
    [
      "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
      "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
      "NSLayoutDimension", "NSLayoutManager", "NSLayoutManagerDelegate", "NSTextContainer",
      "NSTextStorage", "NSTextStorageDelegate", "NSTextAttachment", "NSTextAlignment",
      "NSLineBreakMode", "NSLineBreakStrategy", "NSParagraphStyle", "NSMutableParagraphStyle",
      "NSTextTab", "NSShadow", "NSUnderlineStyle", "NSWritingDirection", "NSStringDrawingOptions",
      "NSStringDrawingContext", "NSDataAsset", "NSDirectionalEdgeInsets", "NSDirectionalRectEdge",
      "NSRectAlignment", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
      "NSDiffableDataSourceTransaction", "NSCollectionLayoutSection", "NSCollectionLayoutItem",
      "NSCollectionLayoutGroup", "NSCollectionLayoutSize", "NSCollectionLayoutDimension",
      "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing",
      "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem",
      "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor", "NSCollectionLayoutContainer",
      "NSCollectionLayoutEnvironment", "NSCollectionLayoutVisibleItem", "NSTextLayoutManager",
      "NSTextContentManager", "NSTextContentStorage", "NSTextLayoutFragment", "NSTextLineFragment",
      "NSTextRange", "NSTextLocation", "NSTextElement", "NSTextParagraph", "NSTextSelection",
      "NSTextList", "NSToolbar", "NSTouchBar", "NSFileProviderExtension",
      "NSStringFromCGPoint", "NSStringFromCGVector", "NSStringFromCGSize", "NSStringFromCGRect",
      "NSStringFromCGAffineTransform", "NSStringFromUIEdgeInsets", "NSStringFromUIOffset",
      "CGPointFromString", "CGVectorFromString", "CGSizeFromString", "CGRectFromString",
      "CGAffineTransformFromString",
      "present", "dismiss", "animated", "pushViewController", "popViewController",
      "popToRootViewController",
      "popToViewController", "setViewControllers", "viewControllers", "topViewController",
      "visibleViewController", "presentedViewController", "presentingViewController",
      "navigationController", "tabBarController", "splitViewController", "rootViewController",
      "keyWindow", "makeKeyAndVisible", "instantiateViewController",
      "instantiateInitialViewController", "performSegue", "showDetailViewController", "addChild",
      "removeFromParent", "addSubview", "removeFromSuperview", "modalPresentationStyle",
      "modalTransitionStyle", "hidesBottomBarWhenPushed", "navigationItem", "navigationBar",
      "setNavigationBarHidden", "loadNibNamed", "endEditing", "becomeFirstResponder",
      "resignFirstResponder", "reloadData", "dequeueReusableCell", "layoutIfNeeded",
      "setNeedsLayout", "translatesAutoresizingMaskIntoConstraints", "withAttributes",
      "boundingRect", "jpegData", "pngData", "heicData", "cgPointValue", "cgRectValue",
      "cgSizeValue", "cgVectorValue",
      "cgAffineTransformValue", "uiEdgeInsetsValue", "uiOffsetValue", "directionalEdgeInsetsValue",
      "row", "section", "item",
      // `#colorLiteral(...)` and `#imageLiteral(...)` make a `UIColor` and a `UIImage` where
      // UIKit is imported: nothing else provides them.
      "colorLiteral", "imageLiteral",
    ] + uiKitColorNames

  /// The colours SwiftUI's `Color`, UIKit's `UIColor` and AppKit's `NSColor` share, which code
  /// names as implicit members (`tint: .blue`, `progressColor: .white`): counted after a `.`
  /// only (``FrameworkCatalog/memberNames``), as a use of whichever of them the import brings.
  static let colorNames = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "white", "gray", "black", "clear",
  ]

  /// The keys of `NSAttributedString.Key` that UIKit declares (AppKit on macOS), not
  /// Foundation: `[.font: font, .foregroundColor: color]`. Counted after a `.` only, in a file
  /// that names `NSAttributedString` (``FrameworkCatalog/companions``): a label's `.font` is
  /// UIKit's anyway, an app's own `style.font` beside no attributed string is not.
  static let attributedStringKeyNames = [
    "font", "foregroundColor", "backgroundColor", "paragraphStyle", "kern", "underlineStyle",
    "strikethroughStyle", "strokeColor", "strokeWidth", "baselineOffset", "underlineColor",
    "strikethroughColor", "ligature",
  ]

  /// UIKit's system colours, which code names as implicit members (`status.color ==
  /// .systemOrange`, `view.setTint(.systemBackground)`): counted after a `.` only
  /// (``FrameworkCatalog/memberNames``).
  static let uiKitColorNames = [
    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
    "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
    "placeholderText", "opaqueSeparator", "lightText", "darkText",
  ]

  /// AppKit's common `NS` names (its other `NS` names count as UI through the `NS` prefix).
  static let appKitNames = [
    "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSColor", "NSImage",
    "NSFont", "NSButton", "NSTextField", "NSTableView", "NSApplication", "NSAlert",
    "NSStoryboard", "NSResponder", "NSEvent", "NSScreen", "NSBezierPath", "NSCollectionView",
    "NSStackView", "NSScrollView", "NSImageView", "NSMenu", "NSMenuItem", "NSPanel",
    "NSLayoutConstraint", "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow",
    "NSTextAlignment", "NSLineBreakMode", "NSUnderlineStyle", "NSTextStorage", "NSLayoutManager",
    "NSTextContainer", "NSTextAttachment", "NSDataAsset", "NSDiffableDataSourceSnapshot",
    "NSToolbar", "NSTouchBar", "NSEdgeInsets", "NSTextView", "NSWorkspace", "NSPasteboard",
    "colorLiteral", "imageLiteral",
  ]

  /// Combine's names, and the operators of its publishers that Foundation's aliases of
  /// `ObservableObject` and `Published` do not bring (`$items.sink`, `objectWillChange`).
  static let combineNames = [
    "ObservableObject", "Published", "AnyCancellable", "Cancellable", "AnyPublisher",
    "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Deferred", "Fail", "Record",
    "Publishers", "Publisher", "Subscriber", "Subscribers", "Subscription", "Subject",
    "ConnectablePublisher", "ObservableObjectPublisher", "Scheduler", "ImmediateScheduler",
    "CombineIdentifier", "AnySubscriber", "TopLevelDecoder", "TopLevelEncoder",
    "sink", "eraseToAnyPublisher", "objectWillChange", "removeDuplicates", "debounce",
    "throttle", "combineLatest", "handleEvents", "setFailureType", "replaceError", "autoconnect",
  ]

  /// Observation's names (`@Observable` is its macro).
  static let observationNames = [
    "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar",
    "Observations", "withObservationTracking",
  ]

  /// CoreTransferable's names.
  static let transferableNames = [
    "Transferable", "TransferRepresentation", "DataRepresentation", "FileRepresentation",
    "ProxyRepresentation", "CodableRepresentation",
  ]

  /// SwiftData's names (`@Model` is its macro, `@Query` its property wrapper).
  static let swiftDataNames = [
    "Model", "ModelContext", "ModelContainer", "ModelConfiguration", "ModelActor", "Query",
    "FetchDescriptor", "PersistentModel", "PersistentIdentifier", "Schema", "Attribute",
    "Relationship", "Transient", "VersionedSchema", "SchemaMigrationPlan",
  ]

  /// StoreKit's names: the `SK` classes that are not SpriteKit's, and StoreKit 2's words.
  static let storeKitNames = [
    "SKProduct", "SKProductsRequest", "SKProductsRequestDelegate", "SKProductsResponse",
    "SKPaymentQueue", "SKPayment", "SKMutablePayment", "SKPaymentTransaction",
    "SKPaymentTransactionObserver", "SKPaymentTransactionState", "SKStoreReviewController",
    "SKReceiptRefreshRequest", "SKRequest", "SKRequestDelegate", "SKError",
    "SKStoreProductViewController", "SKOverlay", "SKAdNetwork", "SKCloudServiceController",
    "SKProductDiscount", "SKProductSubscriptionPeriod", "SKDownload", "SKStorefront",
    "Product", "Transaction", "AppStore", "VerificationResult", "StoreKitError",
  ]

  /// Foundation's `NS` names (with the Objective-C runtime's, which Foundation re-exports),
  /// told from UIKit's and AppKit's.
  static let foundationNSNames = [
    "NSObject", "NSObjectProtocol", "NSString", "NSMutableString", "NSAttributedString",
    "NSMutableAttributedString", "NSArray", "NSMutableArray", "NSDictionary",
    "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    "NSCountedSet", "NSData", "NSMutableData", "NSDate", "NSURL", "NSURLRequest",
    "NSMutableURLRequest", "NSURLComponents", "NSURLQueryItem", "NSUUID", "NSNumber",
    "NSDecimalNumber", "NSValue", "NSNull", "NSError", "NSException", "NSRange", "NSMakeRange",
    "NSNotFound", "NSLocalizedString", "NSLocalizedDescriptionKey", "NSUnderlyingErrorKey",
    "NSPredicate", "NSCompoundPredicate", "NSComparisonPredicate", "NSExpression",
    "NSSortDescriptor", "NSRegularExpression", "NSDataDetector", "NSTextCheckingResult",
    "NSCache", "NSCacheDelegate", "NSLock", "NSRecursiveLock", "NSCondition", "NSConditionLock",
    "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSCoding", "NSSecureCoding",
    "NSCopying", "NSMutableCopying", "NSIndexPath", "NSIndexSet", "NSMutableIndexSet",
    "NSHashTable", "NSMapTable", "NSPointerArray", "NSProgress", "NSOperation",
    "NSOperationQueue", "NSBlockOperation", "NSThread", "NSRunLoop", "NSTimer", "NSNotification",
    "NSNotificationCenter", "NSBundle", "NSProcessInfo", "NSUserDefaults", "NSFileManager",
    "NSFileCoordinator", "NSFilePresenter", "NSFileVersion", "NSFileWrapper", "NSTimeZone",
    "NSLocale", "NSCalendar", "NSDateComponents", "NSDateFormatter", "NSNumberFormatter",
    "NSFormatter", "NSDateInterval", "NSMeasurement", "NSUnit", "NSPersonNameComponents",
    "NSCharacterSet", "NSMutableCharacterSet", "NSScanner", "NSJSONSerialization",
    "NSPropertyListSerialization", "NSUbiquitousKeyValueStore", "NSItemProvider",
    "NSItemProviderReading", "NSItemProviderWriting", "NSUserActivity", "NSMetadataQuery",
    "NSMetadataItem", "NSKeyValueObservation", "NSKeyValueObservingOptions",
    "NSKeyValueChangeKey", "NSFastEnumeration", "NSEnumerator", "NSZone", "NSSelectorFromString",
    "NSStringFromSelector", "NSStringFromClass", "NSClassFromString", "NSHomeDirectory",
    "NSTemporaryDirectory", "NSSearchPathForDirectoriesInDomains", "NSInvocationOperation",
    "NSXPCConnection", "NSXPCInterface", "NSSecureUnarchiveFromDataTransformer",
    "NSValueTransformer", "NSPurgeableData", "NSDiscardableContent", "NSLinguisticTagger",
    "NSOrthography", "NSProxy", "NSStream", "NSInputStream", "NSOutputStream", "NSPort",
    "NSMachPort", "NSHTTPCookie", "NSHTTPCookieStorage", "NSURLSession", "NSURLCache",
    "NSURLCredential", "NSURLProtectionSpace", "NSURLAuthenticationChallenge", "NSURLResponse",
    "NSHTTPURLResponse", "NSURLErrorDomain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain",
    "NSOSStatusErrorDomain", "NSDebugDescriptionErrorKey", "NSFilePathErrorKey",
    "NSURLErrorKey", "NSHelpAnchorErrorKey", "NSLocalizedFailureReasonErrorKey",
    "NSLocalizedRecoverySuggestionErrorKey", "NSRecoveryAttempterErrorKey", "NSString",
    "NSMutableURLRequest", "NSNotFound", "NSEqualRanges", "NSIntersectionRange",
    "NSUnionRange", "NSLocationInRange", "NSMaxRange", "NSStringEncoding",
    "NSUTF8StringEncoding", "NSBinarySearchingOptions", "NSSortOptions",
    "NSEnumerationOptions", "NSComparisonResult", "NSDecimal", "NSRoundingMode",
    "NSExtensionContext", "NSExtensionItem", "NSFileAccessIntent", "NSMetadataQueryDelegate",
    "NSPredicateOperatorType",
  ]
}
