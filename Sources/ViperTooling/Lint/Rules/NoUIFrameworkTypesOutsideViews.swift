/// Presenters, interactors, entities and services use no UI framework types (UIKit, SwiftUI,
/// AppKit): they stay testable without a screen, and the view alone decides how things look
/// (a data service that builds an alert and presents it on the key window shows UI from
/// where no view is). A `UI...` type the codebase does not declare (at the top level or inside
/// the type that names it: a presenter's own `enum UIConstants`) is UIKit's; SwiftUI's and
/// AppKit's are recognised where the file imports them (every type name SwiftUI declares), and
/// so is the codebase's own UI code of no module (a view controller or button subclass, a
/// SwiftUI view, a class that answers UIKit's delegate or data source callbacks: a table
/// adapter a presenter makes), named or made through a method that returns it (a factory's
/// `createMainActionButton()`), or chosen as an implicit member for a parameter of a UI type
/// (`view?.setBackground(color: .systemBackground)`). A type of no role declared in a presenter's or interactor's
/// file (a tab's description, a form's data) is that role's code, unless it is UI code itself.
/// A service's file is read whole only when it imports one of them. Not services or entities,
/// whatever their folder or use: a table's or collection's data source or delegate (a class
/// adopting UIKit's protocols, or the codebase's protocols that refine them, and those
/// protocols themselves: `ApplicationService: UIApplicationDelegate`), a namespace
/// of static constants (a palette of colours in `Services/`), a type that only hands out UI
/// values (`static func title() -> UIColor`, an image catalog's `var signIn: UIImage?`), and
/// one that only makes screens (a mail composer's factory whose every method returns a view
/// controller).
/// The screens and views of the other UI frameworks are UIKit's classes too, where the file
/// imports the framework: `MFMailComposeViewController` and its delegate (MessageUI),
/// `SFSafariViewController`, `AVPlayerViewController`, `MKMapView`; not their data
/// (`MKPointAnnotation`, `MFMailComposeResult`).
public struct NoUIFrameworkTypesOutsideViews: LintRule {
  public static let key = "NoUIFrameworkTypesOutsideViews"
  public static let summary =
    "Presenters, interactors, entities and services use no UIKit, SwiftUI or AppKit types."
  public static let findingExample = """
    import UIKit
    final class UsersPresenter {
      func color(for user: User) -> UIColor { user.isActive ? .green : .gray }
    }
    """
  public static let fixExample = """
    final class UsersPresenter {
      func row(for user: User) -> UserRowViewModel { UserRowViewModel(isActive: user.isActive) }
    }
    """
  public static let defaultSeverity = Severity.error

  public init() {}

  /// The roles whose files must not import a UI framework for nothing
  /// (``NoUnusedUIFrameworkImports``).
  static let checkedRoles: Set<Role> = [.presenter, .interactor, .entity]
  /// The roles whose code uses no UI types: those, and services.
  static let rolesWithoutUITypes: Set<Role> = checkedRoles.union([.service])

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  /// The view frameworks (UIKit, SwiftUI, AppKit) among a file's imports.
  static func viewFrameworks(imported imports: [ImportFact]) -> [UIFramework] {
    imports.compactMap {
      UIFramework(rawValue: $0.module).flatMap { $0.isViewFramework ? $0 : nil }
    }
  }

  /// The findings in `files`. A finding is at a reference or a call of the type checked, so
  /// only the types with one there are checked, with every type declared in their files (a
  /// type of no role beside a presenter is the presenter's code).
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: files).filter { files.contains($0.location.file) }
  }

  private func findings(in model: ModuleModel, reportingIn focus: Set<String>?) -> [RuleFinding] {
    // With a focus, the files that declare a type written there: the types declared in them
    // are those checked.
    var declaring: Set<String>?
    let focus = focus.map(FocusFiles.init)
    if let focus {
      var found: Set<String> = []
      for type in model.sortedTypes where type.isWritten(in: focus) {
        found.insert(type.file)
      }
      guard !found.isEmpty else { return [] }
      declaring = found
    }
    func considered(_ type: ModelType) -> Bool { declaring?.contains(type.file) != false }
    // Entities and services wherever they are; presenters and interactors of modules (an
    // app's launch object named `AppInteractor`, which joins no module, sets up its window).
    // Entities and services are also known by their folder, what they adopt or how
    // presenters and interactors use them (``ModuleModel/roleByUse(_:)``), and a protocol
    // services implement is a service's interface.
    // A presenter or interactor of no module that plays that role for modules (one shared
    // `CoreInteractor` adopting every module's interactor protocol) is theirs too, and so are
    // the modules' presenter and interactor protocols.
    func servesModules(_ type: ModelType, as role: Role) -> Bool {
      type.inherited.contains { name in
        guard let adopted = model.type(named: name) else { return false }
        return adopted.kind == .protocol && !adopted.module.isEmpty
          && adopted.implementerRole == role
      }
    }
    var checked: [(type: ModelType, role: Role)] = model.sureRoleTypes.compactMap { type in
      guard considered(type), let role = type.role, Self.rolesWithoutUITypes.contains(role),
        role == .entity || role == .service || !type.module.isEmpty
          || servesModules(type, as: role) || model.sharedScreenRoles.contains(type.name)
      else { return nil }
      // A set of UI values named like a service (`ColorService`, `IllustrationService`) is a
      // palette, not a service.
      if role == .service, type.kind != .protocol,
        Self.isUIValueSet(type) || Self.makesScreens(type)
      {
        return nil
      }
      return (type, role)
    }
    // A class presenters or interactors make or reach through a shared instance to have work
    // done (`CategoriesStore().save(x)`) is a data service when it does I/O; a helper they call
    // that only draws (a loader, an alert) is UI code of its own.
    var services: ServicesDoingIO?
    func isDataService(_ type: ModelType) -> Bool {
      guard type.role == nil, type.kind == .class,
        model.naming.roleSuffix(of: type.name)?.role.isModuleRole != true,
        !type.inherited.contains(where: { name in
          UIFramework.allCases.contains { $0.owns(name) }
        })
      else { return false }
      var io = services ?? ServicesDoingIO(model: model)
      defer { services = io }
      return io.io(of: type, depth: 0) != nil
    }
    for type in model.sortedTypes where !type.hasSureRole && considered(type) {
      if type.role == .entity || type.role == .service, let role = type.role,
        type.kind != .protocol
      {
        // An entity or a service by its folder alone (`Services/ImageDownloader.swift`); not a
        // namespace of static constants there (`Services/Colors.swift`, a palette), nor a set
        // of UI values (`static func title() -> UIColor`, `var signIn: UIImage? { ... }`): it
        // holds no data and does no work.
        let onlyStaticConstants =
          type.functions.isEmpty && type.properties.isEmpty
          && type.signatures.allSatisfy { $0.isStatic && !$0.isMethod }
        if onlyStaticConstants || Self.isUIValueSet(type) || Self.makesScreens(type) { continue }
        checked.append((type, role))
      } else if let role = model.roleByUse(type) {
        // A screen factory a presenter calls is UI code, not a service it uses.
        if role == .service, Self.makesScreens(type) { continue }
        checked.append((type, role))
      } else if model.namesCalledByPresentersAndInteractors.contains(type.name),
        !Self.makesScreens(type), isDataService(type)
      {
        checked.append((type, .service))
      } else if type.kind == .protocol, type.implementerRole == .service {
        checked.append((type, .service))
      } else if type.kind == .protocol, !type.module.isEmpty,
        let role = type.implementerRole, role == .presenter || role == .interactor
      {
        checked.append((type, role))
      }
    }
    // A type of no role declared in a presenter's or interactor's file (a tab's description
    // a presenter keeps, a form's data) is that role's code, unless it is UI code itself (a
    // table's data source, a cell).
    var roleOfFile: [String: (type: ModelType, role: Role)] = [:]
    for (type, role) in checked
    where (role == .presenter || role == .interactor) && type.kind != .protocol
      && roleOfFile[type.file] == nil
    {
      roleOfFile[type.file] = (type, role)
    }
    var besideRoles: [String: String] = [:]
    if !roleOfFile.isEmpty {
      let known = Set(
        checked.lazy.filter { roleOfFile[$0.type.location.file] != nil }.map(\.type.name))
      // Only the types of a presenter's or interactor's file go further than one lookup.
      let types = model.sortedTypes
      for index in types.indices {
        guard let owner = roleOfFile[types[index].location.file], types[index].role == nil,
          types[index].kind != .extension, types[index].kind != .protocol,
          !known.contains(types[index].name),
          !types[index].inherited.contains(where: { name in
            UIFramework.allCases.contains { $0.owns(ModuleModel.lastComponent(name)) }
          }),
          !model.isUserInterface(types[index])
        else { continue }
        checked.append((types[index], owner.role))
        besideRoles[types[index].name] = owner.type.name
      }
    }
    // What adopts UIKit's data source or delegate protocols, directly or through a protocol of
    // the codebase refining them (`BoardsDataSourceImpl: NSObject, BoardsDataSource` where
    // `BoardsDataSource: UITableViewDataSource`), is a table's or a collection's helper: user
    // interface code, not a service or an entity, however it is used or named; so is a
    // protocol of a service's name that refines them (`ApplicationService:
    // UIApplicationDelegate`, what the app delegate's plug-ins adopt). A presenter or
    // interactor that adopts them is still checked: UIKit is in a role's own code.
    checked.removeAll { type, role in
      (role == .service || role == .entity)
        && type.inherited.contains { name in
          if let declared = model.type(named: name), declared.kind == .protocol {
            return Self.refinesUIKitCallbacks(declared, in: model)
          }
          return Self.isUIKitCallbacks(name)
        }
    }
    guard !checked.isEmpty else { return [] }
    // A type's references come file by file: a file is added when it changes.
    var files: Set<String> = []
    for (type, _) in checked {
      var last = ""
      for reference in type.typeReferences where reference.location.file != last {
        last = reference.location.file
        files.insert(last)
      }
    }
    var importsByFile: [String: [UIFramework]] = [:]
    // The other UI frameworks a file imports (MessageUI, SafariServices, AVKit, ...): their
    // screens and views are UIKit's classes (`MFMailComposeViewController`).
    var screenImportsByFile: [String: [UIFramework]] = [:]
    for file in model.files where files.contains(file.path) {
      importsByFile[file.path] = Self.viewFrameworks(imported: file.imports)
      let others = file.imports.compactMap {
        UIFramework(rawValue: $0.module).flatMap { $0.isViewFramework ? nil : $0 }
      }
      if !others.isEmpty { screenImportsByFile[file.path] = others }
    }
    var findings: [RuleFinding] = []
    var seen: Set<SourceLocation> = []
    // The imports of the file of the last reference: a type's references come file by file.
    var lastFile = ""
    var lastImports: [UIFramework] = []
    var lastScreenImports: [UIFramework] = []
    // Each name asked about, and the codebase's UI class of no module it names, if any:
    // decided once per name (most names are no UI class, and names repeat). A view of no
    // module counts, though modules' roles hold it (a tab bar controller each tab's presenter
    // keeps): the presenter holds UI code.
    var uiClasses: [String: ModelType?] = [:]
    func uiClass(named name: String) -> ModelType? {
      if let known = uiClasses[name] { return known }
      let declared = model.type(named: name)
      let isUIClass =
        declared.map { declared in
          if declared.kind == .protocol { return Self.refinesUIKitCallbacks(declared, in: model) }
          // A class of no module that answers UIKit's table or collection callbacks (a table
          // adapter, `extension ProfileTableAdapter: UITableViewDataSource`) is view code too.
          return declared.module.isEmpty && (declared.role == nil || declared.role == .view)
            && (declared.kind == .class || declared.kind == .struct)
            && (model.isUserInterface(declared)
              || (declared.kind == .class && Self.refinesUIKitCallbacks(declared, in: model)))
        } ?? false
      let found = isUIClass ? declared : nil
      uiClasses[name] = .some(found)
      return found
    }
    func subject(_ type: ModelType, _ role: Role) -> String {
      besideRoles[type.name].map {
        "'\(type.name)', declared in the \(role.rawValue) \($0)'s file,"
      } ?? "the \(role.rawValue) '\(type.name)'"
    }
    for (type, role) in checked {
      for reference in type.typeReferences {
        // A `UI...` name the codebase does not declare is UIKit's, imported by this file or
        // not (another import can bring UIKit in); SwiftUI's and AppKit's names (`Color`,
        // `Text`) are common words, and count only where the file imports the framework. A
        // name the codebase declares itself (its own `AnyView` protocol) is its own.
        if reference.location.file != lastFile {
          lastFile = reference.location.file
          lastImports = importsByFile[lastFile] ?? []
          lastScreenImports = screenImportsByFile[lastFile] ?? []
        }
        let framework: UIFramework?
        if UIFramework.uiKit.owns(reference.name) {
          // Looked up as Swift does, from the type's own scope: a presenter's nested
          // `enum UIConstants` is the presenter's.
          framework = model.type(named: reference.name, in: type.name) == nil ? .uiKit : nil
        } else {
          // The import first: most names are no framework's, and looking one up in the
          // codebase costs more.
          let owner =
            lastImports.first {
              $0.owns(reference.name)
                || ($0 == .swiftUI && FrameworkCatalog.swiftUITypeNames.contains(reference.name))
            }
            ?? lastScreenImports.first {
              $0.owns(reference.name) && UIFramework.isScreenOrViewName(reference.name)
            }
          framework = owner != nil && !model.declares(reference.name) ? owner : nil
        }
        // The codebase's own UI class of no module (a view controller a presenter makes and
        // presents, a button subclass). A presenter or interactor needs no UI import to make
        // one; an entity's or a service's file is read whole only when it imports a UI
        // framework. A module's view its presenter holds is a role held
        // (``HoldRolesThroughProtocols``).
        var used: ModelType?
        if framework == nil, reference.name != type.name, !reference.qualifiesNestedType,
          role == .presenter || role == .interactor || !lastImports.isEmpty
        {
          used = uiClass(named: reference.name)
          // A manager's protocol is a UI type where the type keeps one (a stored property),
          // not in each callback it is handed to.
          if used?.kind == .protocol,
            type.kind == .protocol
              || !type.properties.contains(where: {
                $0.location.line == reference.location.line
                  && $0.location.file == reference.location.file
                  && $0.typeName.map(ModuleModel.lastComponent) == reference.name
              })
          {
            used = nil
          }
          // A delegate protocol declared beside the UI class that calls it passes that class
          // as its sender (`func formDidSave(_ form: NoteForm)`), as UIKit's delegates do.
          if type.kind == .protocol, used?.file == type.file { used = nil }
        }
        guard framework != nil || used != nil, seen.insert(reference.location).inserted else {
          continue
        }
        let subject = subject(type, role)
        if let framework {
          findings.append(
            RuleFinding(
              "\(subject) uses the \(framework.rawValue) type '\(reference.name)'; keep UI types in the view",
              at: reference.location))
        } else if let used {
          let what =
            switch used.kind {
            case .struct: "a SwiftUI view"
            case .protocol: "a protocol of UIKit table or collection callbacks"
            default: "a UI class"
            }
          findings.append(
            RuleFinding(
              "\(subject) uses '\(used.name)', \(what) of the codebase; keep UI types in the view",
              at: reference.location))
        }
      }
    }
    findings += Self.implicitMemberFindings(
      in: model, checked: checked, focus: focus, subject: subject, seen: &seen)
    // A method of the codebase that returns one of its UI classes (a factory's
    // `createMainActionButton() -> RoundedButton`, a view's `tableView() -> ItemsTableView`):
    // a presenter or interactor that calls one gets a UI object without naming its class.
    // With a focus, only the names called there are asked about.
    var called: Set<String>?
    if let focus {
      called = Set(
        checked.lazy.filter { $0.role == .presenter || $0.role == .interactor }
          .flatMap { $0.type.calls.lazy.filter { focus.contains($0.location.file) }.map(\.callee) }
      )
    }
    var factories: Set<String> = []
    // Methods of the codebase declared to return a UIKit type (a view protocol's
    // `getTableView() -> UITableView`), by name: a presenter that calls one through a value
    // of the declaring type gets that UIKit object, written nowhere in its own code.
    var uiKitResults: Set<String> = []
    for candidate in model.sortedTypes {
      for signature in candidate.signatures
      where signature.isMethod && called?.contains(signature.name) != false {
        guard let name = signature.typeName else { continue }
        if uiClass(named: name) != nil {
          factories.insert(signature.name)
        } else if UIFramework.uiKit.owns(name), !model.declares(name) {
          uiKitResults.insert(signature.name)
        }
      }
    }
    guard !factories.isEmpty || !uiKitResults.isEmpty else { return findings }
    for (type, role) in checked
    where (role == .presenter || role == .interactor) && type.kind != .protocol {
      guard let index = model.table.lookUp(type.name) else { continue }
      // Each call resolved once, whichever of the two it may be.
      for call in type.calls
      where uiKitResults.contains(call.callee) || factories.contains(call.callee) {
        let path = call.path
        let resolved = model.table.resolve(path, in: index, function: call.function)
        if uiKitResults.contains(call.callee), path.count >= 2, resolved.count >= path.count - 1,
          let result = resolved[path.count - 2].types.lazy.compactMap({ receiver in
            model.table.types[receiver].signatures.first {
              $0.isMethod && $0.name == call.callee
            }?.typeName
          }).first(where: { UIFramework.uiKit.owns($0) && !model.declares($0) })
        {
          guard seen.insert(call.location).inserted else { continue }
          findings.append(
            RuleFinding(
              "\(subject(type, role)) gets the UIKit type '\(result)' from '\(call.pathText)'; keep UI types in the view",
              at: call.location))
        } else if factories.contains(call.callee), resolved.count == path.count,
          let made = resolved.last?.types.lazy.compactMap({
            uiClass(named: model.table.types[$0].name)
          }).first,
          seen.insert(call.location).inserted
        {
          findings.append(
            RuleFinding(
              "\(subject(type, role)) gets '\(made.name)', a UI class of the codebase, from '\(call.pathText)'; keep UI types in the view",
              at: call.location))
        }
      }
    }
    return findings
  }

  /// Whether `type` only hands out UI values: no stored data nor cases, and every member a property or a
  /// method without parameters whose type is a UI framework's (`static func title() ->
  /// UIColor`, `var signIn: UIImage? { UIImage(named: "sign-in") }`). A palette or an image
  /// catalog in `Services/` is UI code however it is named: what takes an input
  /// (`func avatar(for user: User) -> UIImage`) or keeps state does work.
  static func isUIValueSet(_ type: ModelType) -> Bool {
    // An enum's case is data (`LanguageSortingType.normal` picks its flag images).
    guard type.properties.isEmpty, type.cases.isEmpty, !type.signatures.isEmpty else {
      return false
    }
    func isUI(_ name: String?) -> Bool {
      guard let name else { return false }
      let last = ModuleModel.lastComponent(name)
      return UIFramework.allCases.contains { $0.owns(last) }
    }
    return type.signatures.allSatisfy { isUI($0.typeName) }
      && type.functions.allSatisfy { function in
        function.parameters.isEmpty
          && type.signatures.contains { $0.isMethod && $0.name == function.name }
      }
  }

  /// Whether `type` makes screens for others to show and does nothing else: every method it
  /// offers returns a view controller (`func mailComposer(subject: String) ->
  /// UIViewController`), and what it keeps is private (the composer's delegate). A factory of
  /// system screens in `Managers/` is UI code however it is named, as a palette is.
  static func makesScreens(_ type: ModelType) -> Bool {
    guard type.cases.isEmpty, type.properties.allSatisfy(\.isPrivate) else { return false }
    var offersOne = false
    for function in type.functions where function.name != "init" {
      guard
        let signature = type.signatures.first(where: { $0.isMethod && $0.name == function.name })
      else { return false }
      if signature.isPrivate { continue }
      guard let name = signature.typeName.map(ModuleModel.lastComponent),
        UIFramework.isViewControllerClass(name)
          || (UIFramework.allCases.contains { $0.owns(name) } && name.hasSuffix("Controller"))
      else { return false }
      offersOne = true
    }
    return offersOne
  }

  /// Whether a protocol of the codebase refines UIKit's delegate or data source protocols
  /// (`protocol ManagesAccountsTable: UITableViewDataSource, UITableViewDelegate`), itself or
  /// through its parents: what conforms is a table's or collection's manager, a UI object,
  /// whoever holds it.
  static func refinesUIKitCallbacks(_ type: ModelType, in model: ModuleModel, depth: Int = 0)
    -> Bool
  {
    guard depth < 8 else { return false }
    return type.inherited.contains { parent in
      if let declared = model.type(named: parent) {
        return declared.kind == .protocol && declared.name != type.name
          && refinesUIKitCallbacks(declared, in: model, depth: depth + 1)
      }
      return isUIKitCallbacks(parent)
    }
  }

  /// Whether a name is one of UIKit's delegate or data source protocols (`UITableViewDataSource`,
  /// `UICollectionViewDelegateFlowLayout`).
  static func isUIKitCallbacks(_ name: String) -> Bool {
    UIFramework.uiKit.owns(name)
      && (name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
        || name.hasSuffix("DelegateFlowLayout") || name.hasSuffix("DataSourcePrefetching"))
  }
}
