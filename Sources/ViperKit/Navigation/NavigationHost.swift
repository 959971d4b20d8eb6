/// A platform's navigation, driven by a ``NavigationModel``: a `UINavigationController` with
/// the view controllers it presents, or the path of a SwiftUI `NavigationStack` and its sheets.
///
/// A host only carries out ``NavigationOperation``s; every decision (what changed, which
/// operation says it best, what to tell the model when a person navigates with the platform's
/// own controls) is made by ``NavigationConnection``, which is tested without any UI framework.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Carries out `operation` on the platform's navigation.
  func apply(_ operation: NavigationOperation)
}

/// Keeps a ``NavigationHost`` showing what a ``NavigationModel`` shows, and the model knowing
/// what a person did with the platform's own controls (a back button, a swipe down on a sheet).
///
/// ```swift
/// let navigation = NavigationModel(loadsViews: false)  // UIKit calls viewDidLoad itself
/// let host = UIKitNavigationHost(window: window)
/// let connection = NavigationConnection(model: navigation, host: host)
/// navigation.push(detail.screen)  // the host is told: push([detail.screen], onto: .tab("main"))
/// ```
///
/// The connection takes the model's ``NavigationModel/onChange`` and calls whatever was there
/// before it. A change the host reports (``hostDidPop(to:in:)``, ``hostDidDismiss()``,
/// ``hostDidSelectTab(_:)``) is applied to the model and not sent back to the host, which
/// already shows it.
@MainActor
public final class NavigationConnection {
  /// The model the host follows.
  public let model: NavigationModel
  /// What the host shows, as far as the connection has told it.
  public private(set) var shown: NavigationSnapshot

  private weak var host: (any NavigationHost)?
  private let previousOnChange: (@MainActor () -> Void)?
  private var isApplyingHostChange = false

  /// Connects `host` to `model` and brings the host to what the model shows now.
  public init(model: NavigationModel, host: any NavigationHost) {
    self.model = model
    self.host = host
    self.shown = .empty
    self.previousOnChange = model.onChange
    model.onChange = { [weak self] in
      self?.modelDidChange()
      self?.previousOnChange?()
    }
    sync()
  }

  /// The person went back with the platform's control (the back button, an edge swipe): the
  /// stack at `place` now holds its first `count` screens. The model pops the rest, which
  /// frees their modules.
  public func hostDidPop(to count: Int, in place: NavigationPlace) {
    applyingHostChange { shown in
      shown.truncateStack(at: place, to: count)
    } change: {
      while let stack = model.snapshot.stack(at: place), stack.count > count,
        model.snapshot.visiblePlace == place, model.pop()
      {}
    }
  }

  /// The person dismissed the top modal stack with the platform's gesture (a sheet swiped
  /// down). The model dismisses it too.
  public func hostDidDismiss() {
    applyingHostChange { shown in
      _ = shown.modals.popLast()
    } change: {
      model.dismiss()
    }
  }

  /// The person picked the tab with `id` in the platform's tab bar.
  public func hostDidSelectTab(_ id: String) {
    applyingHostChange { shown in
      shown.selectedTabID = id
    } change: {
      model.selectTab(id)
    }
  }

  /// Records what the host shows after a person's change, applies the change to the model,
  /// then sends the host whatever still differs: nothing when the model followed, the way back
  /// when it could not (the model is the truth).
  private func applyingHostChange(
    hostNowShows: (inout NavigationSnapshot) -> Void, change: () -> Void
  ) {
    hostNowShows(&shown)
    isApplyingHostChange = true
    change()
    isApplyingHostChange = false
    sync()
  }

  private func modelDidChange() {
    guard !isApplyingHostChange else { return }
    sync()
  }

  private func sync() {
    let current = model.snapshot
    let operations = NavigationDiff.operations(from: shown, to: current)
    shown = current
    guard let host else { return }
    for operation in operations {
      host.apply(operation)
    }
  }
}
