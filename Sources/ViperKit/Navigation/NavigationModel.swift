/// The screens on display, as plain data: tabs, each with a stack of screens, and modal stacks
/// on top. It needs no UI framework, so navigation is tested without one.
///
/// The model owns its screens' views (and through them, their modules). It calls
/// ``ViperView/viewDidLoad()`` on a screen the first time that screen becomes visible, so a
/// module starts its work only once it is wired and shown, and a tab nobody opened costs
/// nothing. Screens it removes are handed to its ``leakDetector`` (on by default in debug
/// builds), which reports any part of a dismissed module that stays alive.
///
/// ```swift
/// let navigation = NavigationModel()
/// navigation.addTab(id: "users", title: "Users", root: usersBuilder.build(navigator: navigation).screen)
/// navigation.push(detailBuilder.build(userID: 3, navigator: navigation).screen)
/// navigation.pop()  // the detail module is released
/// ```
@MainActor
public final class NavigationModel: Navigator {
  /// A tab: an identifier, a title and its stack of screens (the root first).
  public struct Tab {
    /// The identifier routes and key bindings use, such as `"users"`.
    public let id: String
    /// The title a front end shows.
    public let title: String
    /// The tab's screens, root first. Never empty.
    public internal(set) var stack: [Screen]
  }

  /// The tabs, in order.
  public private(set) var tabs: [Tab] = []

  /// The index of the visible tab in ``tabs``, or `nil` when there are none.
  public private(set) var selectedTabIndex: Int?

  /// The modal stacks shown over the tabs, bottom first; each is never empty.
  public private(set) var modals: [[Screen]] = []

  /// Called after every change, so a front end can redraw.
  public var onChange: (@MainActor () -> Void)?

  /// Checks that removed modules are freed. `nil` turns the check off.
  public var leakDetector: LeakDetector?

  /// Whether screens are loaded as they become visible. See ``activate()``.
  public private(set) var isActive: Bool

  /// Whether the model calls ``ViperView/viewDidLoad()`` on a screen that becomes visible;
  /// `false` when the front end does it (UIKit calls `viewDidLoad()` on a view controller
  /// itself, and a second call would start the module's work twice).
  public let loadsViews: Bool

  private var loaded: Set<ObjectIdentifier> = []

  /// Creates an empty model. In debug builds it checks dismissed modules for leaks with a
  /// default ``LeakDetector``.
  ///
  /// - Parameters:
  ///   - leakDetector: Checks that removed modules are freed; `nil` turns the check off.
  ///   - isActive: Whether screens load as soon as they become visible. Pass `false` to set up
  ///     tabs and open links first, so that only the screen finally shown starts its work
  ///     (and a bad link is refused before anything touched the network); then call
  ///     ``activate()``. Like a window that is not on screen yet.
  ///   - loadsViews: Whether the model calls ``ViperView/viewDidLoad()`` on screens as they
  ///     become visible. Pass `false` when the platform does it, as UIKit does for a
  ///     `UIViewController`.
  public init(
    leakDetector: LeakDetector? = .debugDefault, isActive: Bool = true, loadsViews: Bool = true
  ) {
    self.leakDetector = leakDetector
    self.isActive = isActive
    self.loadsViews = loadsViews
  }

  /// Starts loading screens: the visible one is loaded now, others as they become visible.
  public func activate() {
    guard !isActive else { return }
    isActive = true
    didChange()
  }

  /// Removes every screen, tab and modal, releasing their modules: for an app that is
  /// shutting down, so that their work is cancelled before the process ends.
  public func removeAll() {
    let screens = modals.reversed().flatMap { $0.reversed() } + tabs.flatMap { $0.stack.reversed() }
    modals.removeAll()
    tabs.removeAll()
    selectedTabIndex = nil
    release(screens)
    onChange?()
  }

  /// The identifier of the visible tab.
  public var selectedTabID: String? { selectedTabIndex.map { tabs[$0].id } }

  /// The stack a person sees: the top modal stack, else the selected tab's.
  public var visibleStack: [Screen] {
    if let top = modals.last { return top }
    guard let index = selectedTabIndex else { return [] }
    return tabs[index].stack
  }

  /// The screen a person sees.
  public var visibleScreen: Screen? { visibleStack.last }

  /// Whether ``ViperView/viewDidLoad()`` has been called on `view` by this model.
  public func isLoaded(_ view: any ViperView) -> Bool {
    loaded.contains(ObjectIdentifier(view))
  }

  /// Adds a tab; the first tab added becomes the selected one.
  ///
  /// - Returns: `false`, changing nothing, when a tab with `id` exists already.
  @discardableResult
  public func addTab(id: String, title: String, root: Screen) -> Bool {
    guard !tabs.contains(where: { $0.id == id }) else { return false }
    tabs.append(Tab(id: id, title: title, stack: [root]))
    if selectedTabIndex == nil { selectedTabIndex = tabs.count - 1 }
    didChange()
    return true
  }

  // MARK: Navigator

  public func push(_ screen: Screen) {
    if modals.isEmpty {
      guard let index = selectedTabIndex else {
        // No tab yet: the first screen pushed becomes a single, untitled tab.
        addTab(id: "main", title: "", root: screen)
        return
      }
      tabs[index].stack.append(screen)
    } else {
      modals[modals.count - 1].append(screen)
    }
    didChange()
  }

  @discardableResult
  public func pop() -> Bool {
    let removed: Screen?
    if modals.isEmpty {
      guard let index = selectedTabIndex, tabs[index].stack.count > 1 else { return false }
      removed = tabs[index].stack.popLast()
    } else {
      guard modals[modals.count - 1].count > 1 else { return false }
      removed = modals[modals.count - 1].popLast()
    }
    if let removed { release(removed) }
    didChange()
    return true
  }

  public func popToRoot() {
    var removed: [Screen] = []
    if modals.isEmpty {
      guard let index = selectedTabIndex else { return }
      removed = Array(tabs[index].stack.dropFirst())
      tabs[index].stack.removeSubrange(1...)
    } else {
      let top = modals.count - 1
      removed = Array(modals[top].dropFirst())
      modals[top].removeSubrange(1...)
    }
    guard !removed.isEmpty else { return }
    release(removed.reversed())
    didChange()
  }

  public func present(_ screen: Screen) {
    modals.append([screen])
    didChange()
  }

  @discardableResult
  public func dismiss() -> Bool {
    guard let stack = modals.popLast() else { return false }
    release(stack.reversed())
    didChange()
    return true
  }

  @discardableResult
  public func selectTab(_ id: String) -> Bool {
    guard let index = tabs.firstIndex(where: { $0.id == id }) else { return false }
    if index != selectedTabIndex {
      selectedTabIndex = index
      didChange()
    }
    return true
  }

  // MARK: Lifecycle

  private func didChange() {
    // Load before telling the front end, so its first draw already shows the loading state.
    if isActive, loadsViews, let view = visibleScreen?.view,
      loaded.insert(ObjectIdentifier(view)).inserted
    {
      view.viewDidLoad()
    }
    onChange?()
  }

  private func release(_ screens: [Screen]) {
    for screen in screens {
      release(screen)
    }
  }

  private func release(_ screen: Screen) {
    loaded.remove(ObjectIdentifier(screen.view))
    leakDetector?.expectDeallocation(of: screen.parts)
  }
}
