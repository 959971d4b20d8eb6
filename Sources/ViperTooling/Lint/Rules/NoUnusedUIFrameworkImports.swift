/// A file that is not user interface code does not import a UI framework it does not need
/// (UIKit, SwiftUI, AppKit, or one that exists for views alone: WebKit, MapKit, PhotosUI, ...):
/// the import invites UI types into presenters, interactors, entities and models, contracts,
/// routers' protocols, view models, services and stores, and ties them to a platform for
/// nothing. Milder than ``NoUIFrameworkTypesOutsideViews``, which reports the types themselves.
///
/// An import is unneeded when nothing it brings is used, re-exports included: SwiftUI brings
/// UIKit (AppKit on macOS), so a file that imports SwiftUI for `UIColor` needs it, while one
/// that imports it for `@Observable` (Observation's, which Foundation re-exports too) or for
/// `AnyCancellable` (Combine's) does not. ``ImportAudit`` decides, from the names the file uses
/// (``FileFacts/usedNames``) and what ``FrameworkCatalog`` knows each framework declares and
/// re-exports. The fix puts in the import's place the modules that provide what the file
/// uses: Foundation, and Combine, CoreLocation, AVFoundation, ... when the import brought
/// names of theirs. It is offered only when that provides every name; a name written like a
/// framework's that no framework the tools know declares (`MBProgressHUD` from a bridging
/// header) leaves the finding without a fix.
///
/// Not checked: user interface code, whatever it imports. That is a file that declares or
/// extends a view (a type with the view role, a SwiftUI `View`, a UI framework's view class
/// such as `UIView` or `UITableViewCell` in an extension, a class that descends from a
/// UIKit or AppKit class such as a view controller, a cell or a custom control, through the
/// codebase's own base classes too), and a builder, router or unclassified file that makes or
/// holds a view type of the codebase (a factory that makes `UsersViewController`, a coordinator
/// that holds one; a view it is only handed, as a parameter, or a protocol's requirement that
/// names one, does not count). A file that uses any name of the framework, UIKit's navigation calls
/// (`pushViewController`, `present(_:animated:)`), a colour or image literal (`#colorLiteral`
/// makes a `UIColor` only where UIKit is imported), SwiftUI's `withAnimation` or an
/// `indexPath.row` (UIKit's extension of `IndexPath`) needs the import and is not reported;
/// so does one that hands an implicit member to a parameter of the framework's type
/// (`ItemColor(light: .init(rgb: 0x152626))` where `light` is a `UIColor`), or writes
/// UIKit's attributed string keys in a file that names `NSAttributedString` (`[.font: font,
/// .foregroundColor: color]`: Foundation declares the key type, UIKit those keys).
/// A name the codebase declares is its own (an `AnyView` protocol); a type alias it declares
/// counts as the names it stands for.
public struct NoUnusedUIFrameworkImports: LintRule {
  public static let key = "NoUnusedUIFrameworkImports"
  public static let summary =
    "Files that are not views (presenters, interactors, entities, contracts, view models, services) do not import UIKit, SwiftUI, AppKit or another UI framework they do not need."
  public static let findingExample = """
    import UIKit

    final class UsersPresenter: UsersViewOutput { ... }
    """
  public static let fixExample = """
    import Foundation

    final class UsersPresenter: UsersViewOutput { ... }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  /// The findings in `files`: a finding is at an import of the file it is about.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: FocusFiles(files))
  }

  private func findings(in model: ModuleModel, reportingIn focus: FocusFiles?) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    var globals: Set<String>?
    // The files that seem not to need an import, with the names they use.
    var candidates: [(file: Int, names: Set<String>, verdicts: [ImportAudit.Verdict])] = []
    var namespaces: Set<String> = []
    for index in model.files.indices where focus?.contains(model.files[index].path) != false {
      let file = model.files[index]
      guard file.imports.contains(where: { UIFramework(rawValue: $0.module) != nil }) else {
        continue
      }
      if globals == nil { (globals, namespaces) = Self.codebaseNames(in: model) }
      guard !isUserInterface(file, in: model, namespaces: namespaces) else { continue }
      let names = usedNames(of: file, in: model, globals: globals ?? [])
      let verdicts = ImportAudit.verdicts(imports: file.imports.map(\.module), names: names)
      guard !verdicts.isEmpty else { continue }
      candidates.append((index, names, verdicts))
    }
    // A framework type an implicit member argument has uses the framework, though no name of it
    // is written (`ItemColor(light: .init(rgb: 0x152626))` where `light` is a `UIColor`).
    var callees: Set<String> = []
    for (index, _, _) in candidates {
      for type in model.files[index].types {
        for call in type.calls where !call.implicitMembers.isEmpty { callees.insert(call.callee) }
      }
    }
    var argumentTypes = callees.isEmpty ? nil : ImplicitMemberTypes(model, callees: callees)
    for (index, used, first) in candidates {
      let file = model.files[index]
      var names = used
      if argumentTypes != nil {
        for type in file.types {
          for call in type.calls {
            for argument in call.implicitMembers {
              if let type = argumentTypes?.uiType(of: call, at: argument.index) {
                names.insert(type.baseName)
              }
            }
          }
        }
      }
      let verdicts =
        names.count == used.count
        ? first : ImportAudit.verdicts(imports: file.imports.map(\.module), names: names)
      guard !verdicts.isEmpty else { continue }
      let place = Self.kind(of: file, in: model).map { "the \($0) file" } ?? "the file"
      for verdict in verdicts {
        guard let fact = file.imports.first(where: { $0.module == verdict.module }) else {
          continue
        }
        findings.append(Self.finding(verdict, at: fact.location, in: place))
      }
    }
    return findings
  }

  /// The finding for an unneeded import.
  private static func finding(
    _ verdict: ImportAudit.Verdict, at location: SourceLocation, in place: String
  ) -> RuleFinding {
    let framework = verdict.module
    var imports = verdict.replacement.map { "'import \($0)'" }
    if !verdict.unknownNames.isEmpty {
      imports.append("the module that declares \(list(verdict.unknownNames.map { "'\($0)'" }))")
    }
    var action =
      imports.isEmpty
      ? "remove 'import \(framework)' from \(place)"
      : "replace 'import \(framework)' with \(list(imports)) in \(place)"
    if !verdict.ambiguousNames.isEmpty {
      action +=
        ", unless \(list(verdict.ambiguousNames.map { "'\($0)'" })) \(verdict.ambiguousNames.count == 1 ? "is" : "are") a package's"
    }
    var reason = "nothing in it uses \(framework)"
    let brought = verdict.names.keys.sorted().map { module in
      "\(module) (\(list((verdict.names[module] ?? []).sorted().map { "'\($0)'" })))"
    }
    if !brought.isEmpty { reason += ", only \(list(brought))" }
    let message = "\(action); \(reason)"
    if !verdict.unknownNames.isEmpty {
      let names = list(verdict.unknownNames.map { "'\($0)'" })
      let one = verdict.unknownNames.count == 1
      return RuleFinding(
        message, at: location,
        fix: .notFixable(
          "\(names) \(one ? "comes" : "come") from no framework the tools know, and 'import \(framework)' may be what brings \(one ? "it" : "them")"
        ))
    }
    if !verdict.ambiguousNames.isEmpty {
      let names = list(verdict.ambiguousNames.map { "'\($0)'" })
      return RuleFinding(
        message, at: location,
        fix: .notFixable(
          "\(names) may also be declared by a package the file imports, which the added imports would make ambiguous"
        ))
    }
    return RuleFinding(
      message, at: location, fix: .replaceImport(at: location, with: verdict.replacement))
  }

  /// The names the codebase declares besides its top-level types: its top-level functions,
  /// constants and variables and its types' members named with a capital
  /// (``FileFacts/globals``), its enums' cases so named, and the last words of its nested
  /// types and aliases. With them,
  /// the types that declare others (`Collection` and `Collection.Assembly` for
  /// `Collection.Assembly.Step`): only in their code can a name mean a nested type.
  private static func codebaseNames(in model: ModuleModel) -> (
    names: Set<String>, namespaces: Set<String>
  ) {
    var names = Set(model.files.flatMap(\.globals))
    var namespaces: Set<String> = []
    for name in model.types.keys where name.utf8.contains(UInt8(ascii: ".")) {
      names.insert(ModuleModel.lastComponent(name))
      var outer = Substring(name)
      while let period = outer.utf8.lastIndex(of: UInt8(ascii: ".")) {
        outer = outer[..<period]
        guard namespaces.insert(String(outer)).inserted else { break }
      }
    }
    for name in model.typeAliases.keys where name.utf8.contains(UInt8(ascii: ".")) {
      names.insert(ModuleModel.lastComponent(name))
    }
    // Cases named with a capital (`case GET`): the codebase's own, not a framework's names.
    for type in model.sortedTypes where type.kind == .enum {
      for name in type.cases where SyntaxNames.isCapitalized(name) { names.insert(name) }
    }
    return (names, namespaces)
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Whether code of `scope` is in a type that declares others (see
  /// ``codebaseNames(in:)``).
  private static func isNested(_ scope: String, in namespaces: Set<String>) -> Bool {
    guard !namespaces.isEmpty else { return false }
    var outer = Substring(scope)
    while true {
      if namespaces.contains(String(outer)) { return true }
      guard let period = outer.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
      outer = outer[..<period]
    }
  }

  /// The names a file uses that the codebase does not declare (as a type, or as a top-level
  /// function, constant or variable), a type alias it declares replaced by the names it
  /// stands for.
  private func usedNames(of file: FileFacts, in model: ModuleModel, globals: Set<String>)
    -> Set<String>
  {
    var names: Set<String> = []
    var pending = file.usedNames
    var expanded = 0
    while let name = pending.popLast() {
      if let targets = model.typeAliases[name], expanded < 64 {
        expanded += 1
        pending += targets.filter { !names.contains($0) }
        continue
      }
      if model.declares(name) { continue }
      // A name the codebase declares at the top level, or nests in a type (used in an
      // extension of it), is its own, unless it is a UI framework's too (`Theme.Color` must
      // not hide SwiftUI's `Color`).
      if globals.contains(name) {
        guard case .modules(let modules) = FrameworkCatalog.provision(of: name),
          modules.contains(where: FrameworkCatalog.isUserInterface)
        else { continue }
      }
      names.insert(name)
    }
    return names
  }

  /// Whether a file is user interface code (see the type's documentation).
  private func isUserInterface(
    _ file: FileFacts, in model: ModuleModel, namespaces: Set<String>
  ) -> Bool {
    var roles: [Role] = []
    for declared in file.types {
      if declared.kind == .extension, Self.isFrameworkView(declared.name) { return true }
      guard let type = model.type(named: declared.name) else { continue }
      if Self.isView(type, in: model) { return true }
      if let role = type.role { roles.append(role) }
    }
    // A builder or router that makes or holds a screen or calls a builder, or code of no role
    // that does (an app's coordinator, a factory of screens); presenters, interactors and the
    // rest hold their
    // view through a protocol, and when one holds the concrete view it still has no need of
    // the framework. A screen a builder is handed (a parameter) is no screen it makes.
    guard roles.allSatisfy({ $0 == .builder || $0 == .router }) else { return false }
    // A name is looked up where it is written: `View()` in `extension Collection { struct
    // Assembly { ... } }` makes `Collection.View`.
    // (Only code in a type that declares others can mean a nested type: asked once a type.)
    func isView(_ name: String?, in scope: String?) -> Bool {
      guard let name,
        let type = scope.map({ model.type(named: name, in: $0) }) ?? model.type(named: name),
        type.kind != .extension
      else {
        return false
      }
      return Self.isView(type, in: model)
    }
    let scopes = file.types.map { Self.isNested($0.name, in: namespaces) ? $0.name : nil }
    guard file.isComplete else {
      return file.usedNames.contains { name in
        scopes.contains { $0 != nil && isView(name, in: $0) } || isView(name, in: nil)
      }
    }
    // A call of a builder makes a screen too: `HomeViewFactory.createView()`, or
    // `assembly.module()` through a property typed with a builder.
    func isBuilder(_ name: String?, in type: TypeFacts, scope: String?) -> Bool {
      guard let name else { return false }
      let typeName = type.properties.first { $0.name == name }?.typeName ?? name
      let builder =
        scope.map { model.type(named: typeName, in: $0) } ?? model.type(named: typeName)
      return builder?.role == .builder
    }
    return file.types.indices.contains { index in
      let type = file.types[index]
      // A protocol's requirements name a screen without needing its framework (a router
      // contract's `var viewController: HomeViewController? { get set }`).
      guard type.kind != .protocol else { return false }
      let scope = scopes[index]
      func isScreen(_ name: String?) -> Bool { isView(name, in: scope) }
      return type.calls.contains {
        isScreen($0.callee) || isBuilder($0.receiver, in: type, scope: scope)
      }
        || type.properties.contains {
          isScreen($0.typeName) || $0.typeArguments.contains(where: isScreen)
        }
        || type.signatures.contains {
          isScreen($0.typeName) || $0.typeArguments.contains(where: isScreen)
        }
        || type.locals.contains { isScreen($0.typeName) }
        || type.forceCasts.contains { isScreen($0.name) }
        || type.typeReferences.contains { !$0.isHandedIn && isScreen($0.name) }
    }
  }

  /// Whether a type of the codebase is a view: it has the view role, or it is a class that
  /// descends from a UIKit or AppKit class (a view controller, a cell, a control) or from
  /// another framework's view class (a class of a package named for a widget or a controller,
  /// `SwipeTableViewCell`), through the codebase's classes or directly.
  static func isView(_ type: ModelType, in model: ModuleModel) -> Bool {
    if type.role == .view { return true }
    guard type.kind == .class || type.kind == .extension else { return false }
    for holder in model.superclassChain(of: type) {
      if holder.role == .view { return true }
      guard holder.kind == .class, let parent = holder.inherited.first,
        model.type(named: parent) == nil
      else { continue }
      if isViewSuperclass(parent) { return true }
    }
    return false
  }

  /// Whether a superclass the codebase does not declare makes a view: a UI framework's class,
  /// or a package's class named for a widget or a controller (`SwipeTableViewCell`).
  static func isViewSuperclass(_ parent: String) -> Bool {
    let name = ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(parent))
    if case .modules(let modules) = FrameworkCatalog.provision(of: name) {
      return modules.contains(where: FrameworkCatalog.isUserInterface)
    }
    return viewClassEndings.contains(where: { name.hasSuffix($0) })
  }

  /// Whether a name is a UI framework's view class (`UIView`, `UITableViewCell`,
  /// `NSViewController`): one a UI framework declares, with a view class's last word.
  static func isFrameworkView(_ name: String) -> Bool {
    let name = ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(name))
    guard case .modules(let modules) = FrameworkCatalog.provision(of: name) else { return false }
    return modules.contains(where: FrameworkCatalog.isUserInterface)
      && viewClassEndings.contains(where: { name.hasSuffix($0) })
  }

  /// The last words of a view class's name, a package's included.
  static let viewClassEndings =
    UIFramework.widgetEndings + ["Controller", "ViewController", "UserInterface"]

  /// What a file is, for the message: the role of its first type that has one, a contract
  /// (a protocol whose implementers' role its name or use says), a view model (a type a view's
  /// contract or a view takes), an entity (a type that is `Codable`, a Core Data or SwiftData
  /// model, or one an interactor returns, takes or stores), a service (a type a presenter or
  /// interactor holds); `nil` when none says.
  static func kind(of file: FileFacts, in model: ModuleModel) -> String? {
    let types = file.types.compactMap { model.type(named: $0.name) }
    if let role = types.first(where: { $0.role != nil && $0.kind != .extension })?.role
      ?? types.first(where: { $0.role != nil })?.role
    {
      return role.rawValue
    }
    if types.contains(where: {
      $0.kind == .protocol && ($0.contractRole != nil || $0.implementerRole != nil)
    }) {
      return "contract"
    }
    let isModel = file.usedNames.contains("Model") && !model.declares("Model")
    for type in types where type.kind != .protocol && model.isShownByViews(type.name) {
      return "view model"
    }
    for type in types where type.kind != .protocol {
      if isModel || ModuleModel.declaresEntity(type.inherited)
        || model.isHandledByInteractors(type.name)
      {
        return "entity"
      }
      if type.isReference, model.isHeldByPresentersOrInteractors(type.name) { return "service" }
    }
    return nil
  }

}
