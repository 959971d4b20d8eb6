#if canImport(SwiftUI)
  import Observation
  import SwiftUI
  import ViperKit

  /// A module's view that SwiftUI can draw: its `ViperView` gives the SwiftUI view to show.
  ///
  /// ```swift
  /// @MainActor @Observable
  /// final class UsersView: UsersViewInput, SwiftUIScreen {
  ///   let presenter: any UsersViewOutput
  ///   private(set) var state: UsersViewState = .loading
  ///   var body: AnyView { AnyView(UsersList(view: self)) }
  ///   ...
  /// }
  /// ```
  @MainActor
  public protocol SwiftUIScreen: ViperView {
    /// What SwiftUI draws for this screen.
    var body: AnyView { get }
  }

  /// Shows a ``ViperKit/NavigationModel`` with SwiftUI: a `TabView` of `NavigationStack`s, and
  /// each modal stack a `NavigationStack` in a sheet over the one below.
  ///
  /// ```swift
  /// let navigation = NavigationModel()
  /// let host = SwiftUINavigationHost()
  /// host.connect(to: navigation)
  /// // in a scene:
  /// ViperNavigationView(host: host)
  /// ```
  ///
  /// The model calls `viewDidLoad()` as screens become visible (SwiftUI has no such call). The
  /// host makes no decision: ``ViperKit/NavigationConnection`` says what to do, and the host
  /// tells it what a person did with SwiftUI's own controls.
  @MainActor
  @Observable
  public final class SwiftUINavigationHost: NavigationHost {
    /// A screen as SwiftUI's paths and sheets hold it: by the identity of its view.
    public struct Entry: Identifiable, Hashable {
      /// The screen.
      public let screen: Screen
      /// The identity of the screen's view.
      public let id: ObjectIdentifier

      /// An entry for `screen`.
      @MainActor
      public init(screen: Screen) {
        self.screen = screen
        self.id = ObjectIdentifier(screen.view)
      }

      public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id }
      public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// A tab: its identifier, its title and its stack.
    public struct Tab: Identifiable {
      /// The tab's identifier.
      public let id: String
      /// The title its tab item shows.
      public let title: String
      /// Its stack.
      public var stack: Stack
    }

    /// A stack: its root, and the path SwiftUI pushes above it.
    public struct Stack {
      /// The first screen.
      public var root: Entry
      /// The screens above the root, bottom first.
      public var path: [Entry]
    }

    /// The tabs, with their titles and stacks.
    public private(set) var tabs: [Tab] = []
    /// The visible tab.
    public private(set) var selectedTabID: String?
    /// The modal stacks, bottom first.
    public private(set) var modals: [Stack] = []

    @ObservationIgnored private var connection: NavigationConnection?

    /// Creates a host that shows nothing yet.
    public init() {}

    /// Shows `model` from now on, and tells it what a person does with SwiftUI's controls.
    public func connect(to model: NavigationModel) {
      connection = NavigationConnection(model: model, host: self)
    }

    public func apply(_ operation: NavigationOperation) {
      switch operation {
      case .setTabs(let newTabs):
        tabs = newTabs.compactMap { tab in
          Self.stack(tab.stack).map { Tab(id: tab.id, title: tab.title, stack: $0) }
        }
      case .selectTab(let id):
        selectedTabID = id
      case .push(let screens, let place):
        update(place) { $0.path += screens.map { Entry(screen: $0) } }
      case .pop(let count, let place):
        update(place) { $0.path.removeLast(min(count, $0.path.count)) }
      case .replaceStack(let screens, let place):
        guard let stack = Self.stack(screens) else { return }
        update(place) { $0 = stack }
      case .present(let screens):
        if let stack = Self.stack(screens) { modals.append(stack) }
      case .dismiss(let count):
        modals.removeLast(min(count, modals.count))
      }
    }

    // MARK: Bindings SwiftUI's controls change

    /// The path of the stack at `place`, for its `NavigationStack(path:)`. A shorter path set
    /// by SwiftUI (the back button, an edge swipe) pops the model.
    public func path(at place: NavigationPlace) -> Binding<[Entry]> {
      Binding {
        self.stack(at: place)?.path ?? []
      } set: { newPath in
        guard let old = self.stack(at: place)?.path, newPath.count < old.count else { return }
        self.update(place) { $0.path = newPath }
        self.connection?.hostDidPop(to: newPath.count + 1, in: place)
      }
    }

    /// The selected tab, for a `TabView(selection:)`.
    public var selection: Binding<String> {
      Binding {
        self.selectedTabID ?? ""
      } set: { id in
        self.selectedTabID = id
        self.connection?.hostDidSelectTab(id)
      }
    }

    /// Whether the modal stack at `index` is shown, for a `sheet(isPresented:)`. SwiftUI sets
    /// it to `false` when a person swipes the sheet away, which dismisses the model's too.
    public func isPresented(modal index: Int) -> Binding<Bool> {
      Binding {
        self.modals.indices.contains(index)
      } set: { shown in
        guard !shown, index == self.modals.count - 1 else { return }
        self.modals.removeLast()
        self.connection?.hostDidDismiss()
      }
    }

    private func stack(at place: NavigationPlace) -> Stack? {
      switch place {
      case .tab(let id): tabs.first { $0.id == id }?.stack
      case .modal(let index): modals.indices.contains(index) ? modals[index] : nil
      }
    }

    private func update(_ place: NavigationPlace, _ change: (inout Stack) -> Void) {
      switch place {
      case .tab(let id):
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
        change(&tabs[index].stack)
      case .modal(let index):
        guard modals.indices.contains(index) else { return }
        change(&modals[index])
      }
    }

    private static func stack(_ screens: [Screen]) -> Stack? {
      guard let root = screens.first else { return nil }
      return Stack(root: Entry(screen: root), path: screens.dropFirst().map { Entry(screen: $0) })
    }
  }

  /// Draws what a ``SwiftUINavigationHost`` shows: its tabs (a tab bar only with two or more),
  /// each a `NavigationStack`, with the modal stacks in sheets.
  public struct ViperNavigationView: View {
    let host: SwiftUINavigationHost

    /// Creates the view over `host`.
    public init(host: SwiftUINavigationHost) {
      self.host = host
    }

    public var body: some View {
      Group {
        if host.tabs.count == 1, let tab = host.tabs.first {
          StackView(host: host, stack: tab.stack, place: .tab(tab.id))
        } else {
          TabView(selection: host.selection) {
            ForEach(host.tabs) { tab in
              StackView(host: host, stack: tab.stack, place: .tab(tab.id))
                .tabItem { Text(tab.title) }
                .tag(tab.id)
            }
          }
        }
      }
      .sheet(isPresented: host.isPresented(modal: 0)) {
        ModalView(host: host, index: 0)
      }
    }
  }

  /// One modal stack, with the next one in a sheet over it.
  private struct ModalView: View {
    let host: SwiftUINavigationHost
    let index: Int

    var body: some View {
      if host.modals.indices.contains(index) {
        StackView(host: host, stack: host.modals[index], place: .modal(index))
          .sheet(isPresented: host.isPresented(modal: index + 1)) {
            ModalView(host: host, index: index + 1)
          }
      }
    }
  }

  /// One stack: its root, and a path of screens SwiftUI pushes above it.
  private struct StackView: View {
    let host: SwiftUINavigationHost
    let stack: SwiftUINavigationHost.Stack
    let place: NavigationPlace

    var body: some View {
      NavigationStack(path: host.path(at: place)) {
        ScreenView(entry: stack.root)
          .navigationDestination(for: SwiftUINavigationHost.Entry.self) { entry in
            ScreenView(entry: entry)
          }
      }
    }
  }

  /// A screen's SwiftUI body; a view that is not a ``SwiftUIScreen`` is a programming error,
  /// shown as a message rather than a crash.
  private struct ScreenView: View {
    let entry: SwiftUINavigationHost.Entry

    var body: some View {
      if let screen = entry.screen.view as? any SwiftUIScreen {
        screen.body
      } else {
        Text("\(String(describing: type(of: entry.screen.view))) is not a SwiftUIScreen")
      }
    }
  }
#endif
