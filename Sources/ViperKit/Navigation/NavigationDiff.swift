/// One change a front end makes to its platform's navigation, so that it shows what the
/// ``NavigationModel`` shows.
///
/// Each maps onto one call of a platform's API: ``push(_:onto:)`` and ``pop(count:from:)``
/// onto `UINavigationController`'s `pushViewController` and `popToViewController`, or onto
/// appending to and removing from a SwiftUI `NavigationStack`'s path; ``present(_:)`` and
/// ``dismiss(count:)`` onto `present` and `dismiss` or a `sheet`.
@MainActor
public enum NavigationOperation: @MainActor CustomStringConvertible {
  /// The tabs are now these (a tab was added): show them, in order.
  case setTabs([NavigationSnapshot.Tab])
  /// Show the tab with this identifier.
  case selectTab(String)
  /// Push these screens, in order, onto the stack at the place.
  case push([Screen], onto: NavigationPlace)
  /// Pop this many screens off the stack at the place.
  case pop(count: Int, from: NavigationPlace)
  /// The stack at the place is now these screens: it changed below its top, so neither a push
  /// nor a pop gets there (`setViewControllers`, or a new path).
  case replaceStack([Screen], in: NavigationPlace)
  /// Present this stack modally, over everything on screen.
  case present([Screen])
  /// Dismiss this many modal stacks, from the top.
  case dismiss(count: Int)

  public var description: String {
    func names(_ screens: [Screen]) -> String {
      screens.map { String(describing: type(of: $0.view)) }.joined(separator: ", ")
    }
    return switch self {
    case .setTabs(let tabs): "setTabs(\(tabs.map(\.id).joined(separator: ", ")))"
    case .selectTab(let id): "selectTab(\(id))"
    case .push(let screens, let place): "push(\(names(screens)) onto \(place))"
    case .pop(let count, let place): "pop(\(count) from \(place))"
    case .replaceStack(let screens, let place): "replaceStack(\(names(screens)) in \(place))"
    case .present(let screens): "present(\(names(screens)))"
    case .dismiss(let count): "dismiss(\(count))"
    }
  }
}

/// Turns two ``NavigationSnapshot``s into the fewest ``NavigationOperation``s that take a front
/// end from the first to the second.
///
/// Screens compare by identity (their view object). A stack that grew on top is a push, one
/// that shrank from the top a pop, and anything else a replacement; modal stacks above the
/// first one that differs at its root are dismissed, then new ones presented. Operations come
/// in the order a platform can apply them: tabs first, then dismissals, then changes inside
/// the modal stacks that stay, then presentations.
///
/// ```swift
/// let before = navigation.snapshot
/// navigation.push(detail.screen)
/// NavigationDiff.operations(from: before, to: navigation.snapshot)
/// // [.push([detail.screen], onto: .tab("users"))]
/// ```
@MainActor
public enum NavigationDiff {
  /// The operations that take a front end showing `old` to showing `new`.
  public static func operations(
    from old: NavigationSnapshot, to new: NavigationSnapshot
  ) -> [NavigationOperation] {
    var operations: [NavigationOperation] = []

    if old.tabs.map(\.id) != new.tabs.map(\.id) {
      operations.append(.setTabs(new.tabs))
    } else {
      for (before, after) in zip(old.tabs, new.tabs) {
        operations += stackOperations(from: before.stack, to: after.stack, at: .tab(after.id))
      }
    }
    if let selected = new.selectedTabID, selected != old.selectedTabID {
      operations.append(.selectTab(selected))
    }

    // Modal stacks are the same stack while their root is the same screen.
    let kept = zip(old.modals, new.modals).prefix { before, after in
      before.first.map(identity) == after.first.map(identity)
    }.count
    if old.modals.count > kept {
      operations.append(.dismiss(count: old.modals.count - kept))
    }
    for index in 0..<kept {
      operations += stackOperations(
        from: old.modals[index], to: new.modals[index], at: .modal(index))
    }
    for stack in new.modals.dropFirst(kept) {
      operations.append(.present(stack))
    }
    return operations
  }

  /// The one operation (or none) that turns the stack `old` into `new` at `place`.
  static func stackOperations(
    from old: [Screen], to new: [Screen], at place: NavigationPlace
  ) -> [NavigationOperation] {
    let oldIDs = old.map(identity)
    let newIDs = new.map(identity)
    if oldIDs == newIDs { return [] }
    if newIDs.starts(with: oldIDs) {
      return [.push(Array(new.dropFirst(old.count)), onto: place)]
    }
    if oldIDs.starts(with: newIDs) {
      return [.pop(count: old.count - new.count, from: place)]
    }
    return [.replaceStack(new, in: place)]
  }

  private static func identity(_ screen: Screen) -> ObjectIdentifier {
    ObjectIdentifier(screen.view)
  }
}
