/// What a ``NavigationModel`` shows at one moment, as a value: its tabs with their stacks, the
/// selected tab, and the modal stacks over them.
///
/// A front end that puts screens on a platform's own navigation (a `UINavigationController`,
/// a SwiftUI `NavigationStack`) compares the snapshot it shows with the model's current one;
/// ``NavigationDiff`` turns the difference into the few operations that close it.
@MainActor
public struct NavigationSnapshot {
  /// A tab: its identifier, its title and its stack, root first.
  public struct Tab {
    /// The tab's identifier.
    public var id: String
    /// The title a front end shows.
    public var title: String
    /// The tab's screens, root first.
    public var stack: [Screen]

    /// Creates a tab.
    public init(id: String, title: String, stack: [Screen]) {
      self.id = id
      self.title = title
      self.stack = stack
    }
  }

  /// The tabs, in order.
  public var tabs: [Tab]
  /// The identifier of the visible tab.
  public var selectedTabID: String?
  /// The modal stacks over the tabs, bottom first.
  public var modals: [[Screen]]

  /// Creates a snapshot.
  public init(tabs: [Tab] = [], selectedTabID: String? = nil, modals: [[Screen]] = []) {
    self.tabs = tabs
    self.selectedTabID = selectedTabID
    self.modals = modals
  }

  /// Nothing on screen: where a front end starts.
  public static var empty: NavigationSnapshot { NavigationSnapshot() }

  /// The stack at `place`, or `nil` when there is none there.
  public func stack(at place: NavigationPlace) -> [Screen]? {
    switch place {
    case .tab(let id): tabs.first { $0.id == id }?.stack
    case .modal(let index): modals.indices.contains(index) ? modals[index] : nil
    }
  }

  /// Keeps the first `count` screens of the stack at `place`.
  mutating func truncateStack(at place: NavigationPlace, to count: Int) {
    switch place {
    case .tab(let id):
      guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
      tabs[index].stack = Array(tabs[index].stack.prefix(count))
    case .modal(let index):
      guard modals.indices.contains(index) else { return }
      modals[index] = Array(modals[index].prefix(count))
    }
  }

  /// The stack a person sees: the top modal stack, else the selected tab's.
  public var visiblePlace: NavigationPlace? {
    if !modals.isEmpty { return .modal(modals.count - 1) }
    return selectedTabID.map(NavigationPlace.tab)
  }
}

extension NavigationModel {
  /// What the model shows now.
  public var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      tabs: tabs.map { NavigationSnapshot.Tab(id: $0.id, title: $0.title, stack: $0.stack) },
      selectedTabID: selectedTabID,
      modals: modals)
  }
}

/// Where a stack of screens is: a tab's, or a modal stack (by its index, bottom first).
public enum NavigationPlace: Hashable, Sendable, CustomStringConvertible {
  /// The stack of the tab with this identifier.
  case tab(String)
  /// The modal stack at this index, the lowest being 0.
  case modal(Int)

  public var description: String {
    switch self {
    case .tab(let id): "tab \(id)"
    case .modal(let index): "modal \(index)"
    }
  }
}
