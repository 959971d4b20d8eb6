/// A view does not navigate: it neither presents or pushes other screens nor creates builders
/// or other modules' view controllers. It tells the presenter, whose router navigates. Code a
/// module's view inherits (a base view controller) or adopts (an extension of a protocol only
/// views adopt) is its code too, reported where it is written.
public struct DoNotNavigateFromViews: LintRule {
  public static let key = "DoNotNavigateFromViews"
  public static let summary =
    "Views do not navigate: no `present`/`push`/`show`, no builders or other modules' view controllers."
  public static let findingExample = """
    final class UsersViewController: UIViewController {
      func didTap(id: Int) {
        navigationController?.pushViewController(UserDetailBuilder().build(id: id), animated: true)
      }
    }
    """
  public static let fixExample = """
    final class UsersViewController: UIViewController {
      func didTap(id: Int) { output.didSelectUser(id: id) }
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  /// Navigation methods and the argument labels that identify them (UIKit and AppKit).
  /// An empty set of labels means any call of that name. `setViewControllers` is not one: a
  /// tab bar or container view shows the children its router built (building them itself is
  /// reported as creating other modules).
  static let navigationCalls: [String: Set<String>] = [
    "present": ["animated", "completion"],
    "pushViewController": [],
    "show": ["sender"],
    "showDetailViewController": [],
    "performSegue": [],
    "presentAsModalWindow": [],
    "presentAsSheet": [],
  ]

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, followingViews: nil)
  }

  /// The findings in `files`. The screens a view's own code builds through code of no module
  /// are reported at a call of the view or of a type of no module (what the navigation model
  /// follows from a view's own code): files that hold calls of no type of no module can only
  /// report those of the views whose calls they hold, and only those views are followed.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    let followed = Self.viewsReporting(in: files, of: model)
    return findings(in: model, followingViews: followed).filter {
      files.contains($0.location.file)
    }
  }

  /// The views whose screens could be reported in `files` (see ``check(_:reportingIn:)``):
  /// the views with calls there; `nil` for all of them, when a type of no module has a call
  /// there that may be where a screen is shown (``NavigationGraph/mayShowHere(_:in:)``), which
  /// any view's code may reach.
  private static func viewsReporting(in files: Set<String>, of model: ModuleModel) -> Set<String>? {
    let focus = FocusFiles(files)
    var views: Set<String> = []
    var graph: NavigationGraph?
    for index in model.table.types.indices {
      let type = model.table.types[index]
      guard type.isWritten(in: focus),
        type.calls.contains(where: { focus.contains($0.location.file) })
      else { continue }
      if type.module.isEmpty {
        let shared =
          graph
          ?? NavigationGraph(
            table: model.table, storyboards: StoryboardIndex(model.storyboards),
            ownCodeOnly: true)
        graph = shared
        if type.calls.contains(where: {
          focus.contains($0.location.file) && shared.mayShowHere($0, in: index)
        }) {
          return nil
        }
        continue
      }
      if type.role == .view { views.insert(type.name) }
    }
    return views
  }

  /// The findings, following the screens built by the views named in `followed` only (`nil`:
  /// every view).
  private func findings(in model: ModuleModel, followingViews followed: Set<String>?)
    -> [RuleFinding]
  {
    var findings: [RuleFinding] = []
    var seen: Set<SourceLocation> = []
    // The modules each view is reported for creating: a screen built through code of no
    // module is reported only for a module not reported already.
    var createdModules: Set<String> = []
    // The views of modules: a view controller of no module (an MVC screen, a vendored
    // library's picker) navigates as it likes.
    // A view's own calls are reported where they are: in `followed` views' files only.
    for type in model.sureRoleTypes
    where type.role == .view && !type.module.isEmpty && followed?.contains(type.name) != false {
      // `Builder().build()` is two calls at one place: report it once.
      for call in type.calls where seen.insert(call.location).inserted {
        if let labels = Self.navigationCalls[call.callee],
          labels.isEmpty || call.argumentLabels.contains(where: labels.contains)
        {
          findings.append(
            RuleFinding(
              "the view '\(type.name)' navigates with '\(call.callee)'; tell the presenter and let the router navigate",
              at: call.location))
          continue
        }
        // A call on a type's stored static member (`EditorViewController.drafts.append(d)`)
        // creates nothing of that type.
        let onStoredMember = call.chain.first.map { !$0.hasSuffix("()") } ?? false
        let created =
          (onStoredMember ? nil : call.receiver.flatMap { model.type(named: $0) })
          ?? (ModuleModel.isTypeName(call.callee) ? model.type(named: call.callee) : nil)
        // Another module's builder or view controller: the view opens that module itself.
        guard let created, created.name != type.name, created.hasSureRole,
          !created.module.isEmpty, created.module != type.module,
          !model.isComponent(module: created.module)
        else { continue }
        // A builder, another module's view controller, or a router's static factory
        // (`DetailRouter.createModule()`).
        let isStaticFactory =
          created.role == .router && call.receiver.map(ModuleModel.isTypeName) == true
        if created.role == .builder || (created.role == .view && created.isReference)
          || isStaticFactory
        {
          let what = created.role.map(ModuleModel.describe) ?? "builder"
          createdModules.insert(Self.pair(type.name, created.module))
          findings.append(
            RuleFinding(
              "the view '\(type.name)' creates the \(what) '\(created.name)'; let the router build and show other modules",
              at: call.location))
        }
      }
    }
    findings += inheritedNavigation(in: model, besides: &seen)
    findings += screensBuilt(
      in: model, besides: Set(findings.map(\.location)), createdModules: createdModules,
      followingViews: followed)
    findings += helperNavigation(
      in: model, besides: Set(findings.map(\.location)), followingViews: followed)
    return findings
  }

  /// The UIKit and AppKit classes whose extensions in the codebase give every view of that kind
  /// their methods (a `showAlert` every view controller has).
  static let extendedViewClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UIView",
    "NSViewController", "NSView",
  ]

  /// A helper's methods and calls: a type of no module and no role, or the codebase's
  /// extensions of one framework type.
  private struct Helper {
    let name: String
    var functions: [FunctionFacts]
    var calls: [CallFacts]

    /// The navigation call (`present`, `pushViewController`) the method `method` makes,
    /// itself or through the helper's other methods it calls; `nil` when none.
    func navigationCall(in method: String) -> String? {
      OwnMethodCalls.first(from: method, typeName: name, functions: functions, calls: calls) {
        call in
        guard let labels = DoNotNavigateFromViews.navigationCalls[call.callee],
          labels.isEmpty || call.argumentLabels.contains(where: labels.contains)
        else { return nil }
        return call.callee
      }
    }
  }

  /// A view's own call of a helper that shows another screen for it, reported at that call: a
  /// method of a type of no module and no role (`AlertManager.deleteAccountAlert(on: self)`,
  /// `AudioManager.shared.showVideo(from: url, presentingViewController: self)`) or of the
  /// codebase's extension of a UIKit or AppKit type (`UIAlertController.alertMessage(..., on:
  /// self)`, `alert.showAlert(from: self)`, a `showAlert` every view controller has), that
  /// presents or pushes, itself or through the helper's own methods.
  private func helperNavigation(
    in model: ModuleModel, besides reported: Set<SourceLocation>,
    followingViews followed: Set<String>?
  ) -> [RuleFinding] {
    let table = model.table
    // The codebase's extensions of UI framework types, which the model does not keep (they
    // declare no type of the codebase's), by the type extended.
    var extensions: [String: Helper] = [:]
    for file in model.files {
      for type in file.types
      where type.kind == .extension && !type.calls.isEmpty
        && UIFramework.allCases.contains(where: { $0.owns(type.name) })
        && model.type(named: type.name) == nil
      {
        extensions[type.name, default: Helper(name: type.name, functions: [], calls: [])]
          .functions += type.functions
        extensions[type.name]?.calls += type.calls
      }
    }
    let viewExtensions = Self.extendedViewClasses.compactMap { extensions[$0] }
    // The names of the helpers' methods that may navigate: those of a helper that makes a
    // navigation call somewhere. A view's call of another name needs no resolving.
    func mayNavigate(_ calls: [CallFacts]) -> Bool {
      calls.contains { Self.navigationCalls[$0.callee] != nil }
    }
    var candidateNames: Set<String> = []
    for helper in extensions.values where mayNavigate(helper.calls) {
      candidateNames.formUnion(helper.functions.lazy.map(\.name))
    }
    for type in table.types
    where type.module.isEmpty && type.role == nil && type.kind != .protocol
      && mayNavigate(type.calls)
    {
      candidateNames.formUnion(type.functions.lazy.map(\.name))
    }
    guard !candidateNames.isEmpty else { return [] }
    var findings: [RuleFinding] = []
    var answers: [String: String?] = [:]
    func navigation(of helper: Helper, _ method: String) -> String? {
      let key = "\(helper.name)\u{0}\(method)"
      if let known = answers[key] { return known }
      let found = helper.navigationCall(in: method)
      answers[key] = .some(found)
      return found
    }
    for view in model.sureRoleTypes
    where view.role == .view && !view.module.isEmpty && followed?.contains(view.name) != false {
      guard let source = table.lookUp(view.name) else { continue }
      // Its own methods and its codebase base classes'.
      lazy var own = Set(model.superclassChain(of: view).flatMap { $0.functions.map(\.name) })
      for call in view.calls
      where candidateNames.contains(call.callee) && !reported.contains(call.location)
        && Self.navigationCalls[call.callee] == nil
      {
        var helpers: [Helper] = []
        if call.receiver == nil {
          guard !own.contains(call.callee) else { continue }
          helpers = viewExtensions
        } else {
          let receiver = Array(call.path.dropLast())
          for owner in table.resolve(receiver, in: source, function: call.function).last?.types
            ?? []
          {
            let type = table.types[owner]
            guard type.module.isEmpty, type.role == nil, type.kind != .protocol else { continue }
            helpers.append(Helper(name: type.name, functions: type.functions, calls: type.calls))
          }
          if let name = Self.frameworkTypeName(of: receiver, in: view, function: call.function),
            let helper = extensions[name]
          {
            helpers.append(helper)
          }
        }
        for helper in helpers {
          guard let shown = navigation(of: helper, call.callee) else { continue }
          findings.append(
            RuleFinding(
              "the view '\(view.name)' navigates through '\(helper.name).\(call.callee)', which calls '\(shown)'; tell the presenter and let the router navigate",
              at: call.location))
          break
        }
      }
    }
    return findings
  }

  /// The framework type a receiver path names or holds: the type itself
  /// (`UIAlertController.alertMessage`), or a local made by its initializer or written with
  /// it (`let alert = UIAlertController()`), or a stored property of that type.
  private static func frameworkTypeName(
    of receiver: [String], in view: ModelType, function: String?
  ) -> String? {
    guard receiver.count == 1, let first = receiver.first else { return nil }
    if ModuleModel.isTypeName(first) { return first }
    if let function,
      let local = view.locals.last(where: { $0.function == function && $0.name == first })
    {
      if let typeName = local.typeName { return typeName }
      if local.value.count == 1, let made = local.value.first, made.hasSuffix("()") {
        return String(made.dropLast(2))
      }
      return nil
    }
    return view.properties.first { $0.name == first }?.typeName
  }

  /// Navigation in code the views of modules inherit: a base class (`BaseViewController.
  /// showError` presenting an alert) or an extension of a protocol only views adopt
  /// (`extension ViewInput where Self: UIViewController`). It runs as each view's own code;
  /// reported once, where it is written.
  private func inheritedNavigation(in model: ModuleModel, besides seen: inout Set<SourceLocation>)
    -> [RuleFinding]
  {
    var findings: [RuleFinding] = []
    var visited: Set<String> = []
    for view in model.sureRoleTypes where view.role == .view && !view.module.isEmpty {
      let chain = model.superclassChain(of: view)
      // A base that is a module's view itself was read as one.
      var sources = chain.dropFirst().filter { !($0.role == .view && !$0.module.isEmpty) }
      var queue = chain.flatMap(\.inherited)
      var adopted: Set<String> = []
      while let name = queue.popLast() {
        guard let proto = model.type(named: name), proto.kind == .protocol,
          adopted.insert(proto.name).inserted
        else { continue }
        // A mixin routers adopt too (`AlertPresentable`) is theirs to call; a protocol only
        // views adopt is view code.
        if proto.implementerRole == .view { sources.append(proto) }
        queue += proto.inherited
      }
      for source in sources where visited.insert(source.name).inserted {
        let what = source.kind == .protocol ? "adopt" : "inherit"
        for call in source.calls {
          guard let labels = Self.navigationCalls[call.callee],
            labels.isEmpty || call.argumentLabels.contains(where: labels.contains),
            seen.insert(call.location).inserted
          else { continue }
          findings.append(
            RuleFinding(
              "'\(source.name)', which views of modules such as '\(view.name)' \(what), navigates with '\(call.callee)'; tell the presenter and let the router navigate",
              at: call.location))
        }
      }
    }
    return findings
  }

  /// A view's name and a module's, as one key.
  private static func pair(_ view: String, _ module: String) -> String { "\(view)\u{0}\(module)" }

  /// Calls that ask whether a value is of a type, which build nothing (`isKind(of: X.self)`).
  static let typeQueries: Set<String> = ["isKind", "isMember", "isSubclass", "conforms"]

  /// What a view's own code builds of other modules through code of no module: a tab enum's
  /// switch that makes each tab's screen, a DI container asked for another module's screen
  /// (`Tabs.allCases.map(\.screen)`, `container.resolve(SettingsModule.self)`), as the
  /// navigation model follows it, reported where the screen is made. What the view asks of its
  /// presenter is not followed: the presenter's router navigates. Not reported: a type asked
  /// about (`isKind(of: X.self)`), a type of no sure role (a factory of display data), and a
  /// module the view is already reported for creating.
  private func screensBuilt(
    in model: ModuleModel, besides reported: Set<SourceLocation>, createdModules: Set<String>,
    followingViews followed: Set<String>?
  ) -> [RuleFinding] {
    let views = model.sureRoleTypes.filter {
      $0.role == .view && !$0.module.isEmpty && followed?.contains($0.name) != false
    }
    guard !views.isEmpty else { return [] }
    let graph = NavigationGraph(
      table: model.table, storyboards: StoryboardIndex(model.storyboards), ownCodeOnly: true)
    var findings: [RuleFinding] = []
    var seen: Set<String> = []
    for view in views {
      guard let index = model.table.lookUp(view.name) else { continue }
      // A call of the view's own function is not followed: its body's calls are the view's
      // calls, read in their turn. Nor is a selector it registers (`#selector(showProfile)`):
      // the method runs on the action, and its navigation is reported where it is written.
      for call in view.calls where !Self.typeQueries.contains(call.callee) && !call.isSelector {
        let resolved = graph.resolution(of: call, in: index)
        let runs = graph.dispatch(call, resolved: resolved, in: index)
        if !runs.isEmpty, runs.allSatisfy({ $0.type == index }) { continue }
        // The module's own router, reached past the presenter (`presenter.router.showDetail()`):
        // the view navigates, with the router's code. Not in `prepare(for:sender:)`, which UIKit
        // calls on the view with a segue the router performed: handing that on to the router,
        // which configures the destination, is how a storyboard module routes.
        if call.function?.hasPrefix("prepare@") != true,
          let module = routedModule(
            of: runs, from: view, in: model, graph: graph,
            viaPresenter: Self.goesThroughPresenter(resolved, in: model)),
          !reported.contains(call.location), seen.insert("\(call.location)\u{0}router").inserted
        {
          findings.append(
            RuleFinding(
              "the view '\(view.name)' calls its router ('\(call.pathText)'), which shows '\(module)'; tell the presenter and let the router navigate",
              at: call.location))
          continue
        }
        let screens = graph.shown(by: call, resolved: resolved, runs: runs, in: index).filter {
          shown in
          guard let location = shown.location else { return false }
          return !reported.contains(location) && !shown.module.isEmpty
            && shown.module != view.module && model.table.types[shown.target].hasSureRole
            && !createdModules.contains(Self.pair(view.name, shown.module))
            && !model.isComponent(module: shown.module)
        }
        // One screen per module a call shows, where it is made first on the way: the view's
        // own call when that opens the module (`Builder.createMain()`), else the first call
        // of the code it runs that does. What a builder's body makes for that module (its
        // view, presenter and router) is the same screen, not reported again.
        var first: [String: Int] = [:]
        for (position, shown) in screens.enumerated() {
          if let known = first[shown.module], screens[known].steps.count <= shown.steps.count {
            continue
          }
          first[shown.module] = position
        }
        for (position, shown) in screens.enumerated() where first[shown.module] == position {
          guard let location = shown.location,
            seen.insert("\(location)\u{0}\(shown.module)").inserted
          else { continue }
          let made = shown.steps.last ?? call.pathText
          findings.append(
            RuleFinding(
              "the view '\(view.name)' builds the screen of '\(shown.module)' ('\(made)', from '\(call.pathText)'); let the router build and show other modules",
              at: location))
        }
      }
    }
    return findings
  }
}

extension DoNotNavigateFromViews {
  /// The module another module's screen is shown in when a view's call runs `runs`, when they
  /// are methods of the view's own module's router (the class, or a protocol routers adopt)
  /// that show one; `nil` otherwise. A view that calls its presenter, which asks the router,
  /// runs no router method itself; nor does a view that takes from the router its presenter
  /// gives it a screen a method returns (a SwiftUI `NavigationLink`'s destination): the router
  /// builds it, the view places it. A view that makes its own router to build screens
  /// (`MainTabRouter().tabs()`) builds them itself, whatever they are returned for.
  fileprivate func routedModule(
    of runs: [NavigationGraph.Callable], from view: ModelType, in model: ModuleModel,
    graph: NavigationGraph, viaPresenter: Bool
  ) -> String? {
    for run in runs {
      let type = model.table.types[run.type]
      guard type.module == view.module,
        type.role == .router || (type.kind == .protocol && type.implementerRole == .router),
        !viaPresenter || !type.signatures.contains(where: { $0.isMethod && $0.name == run.member })
      else { continue }
      if let shown = graph.reach(run).first(where: {
        !$0.module.isEmpty && $0.module != view.module && !model.isComponent(module: $0.module)
      }) {
        return shown.module
      }
    }
    return nil
  }
}

extension DoNotNavigateFromViews {
  /// Whether a call's receiver is reached through a presenter (`presenter.router.show()`).
  fileprivate static func goesThroughPresenter(
    _ resolved: NavigationGraph.ResolvedCall, in model: ModuleModel
  ) -> Bool {
    resolved.segments.dropLast().contains { segment in
      segment.types.contains { index in
        let type = model.table.types[index]
        return type.role == .presenter
          || (type.kind == .protocol && type.implementerRole == .presenter)
      }
    }
  }
}

extension ModuleModel {
  /// Whether a name is written like a type (starts with an uppercase letter).
  static func isTypeName(_ name: String) -> Bool { SyntaxNames.isCapitalized(name) }

  /// Whether a module is a component a view embeds rather than a screen: its view is a cell or
  /// another widget (`ItemCellRouter.configure(cell, ...)` in `cellForRow` wires a row, it
  /// opens nothing).
  func isComponent(module name: String) -> Bool {
    guard let module = module(named: name) else { return false }
    func isWidget(_ type: ModelType) -> Bool {
      superclassChain(of: type).contains { holder in
        holder.inherited.first.map(UIFramework.isWidgetClass) == true
      }
    }
    // Its view: a member with the view role, or what its presenter holds (a protocol's
    // implementers), when that is a cell named for no role (`ItemTableViewCell`).
    return module.members.contains { member in
      guard let type = types[member] else { return false }
      if type.role == .view { return isWidget(type) }
      guard type.role == .presenter else { return false }
      return type.properties.contains { property in
        guard let held = property.typeName.flatMap({ self.type(named: $0) }) else { return false }
        if held.kind == .protocol {
          return implementers[held.name, default: []].contains { name in
            self.type(named: name).map(isWidget) == true
          }
        }
        return isWidget(held)
      }
    }
  }
}
