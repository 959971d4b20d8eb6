import Foundation

/// A first-in, first-out queue between threads: one side puts, the other waits for what was
/// put, one element at a time or everything at once (so a burst is handled as one).
final class BlockingQueue<Element: Sendable>: @unchecked Sendable {
  // Guarded by `condition`.
  private var elements: [Element] = []
  private let condition = NSCondition()

  /// Adds an element and wakes a waiting taker.
  func put(_ element: Element) {
    condition.lock()
    elements.append(element)
    condition.signal()
    condition.unlock()
  }

  /// The oldest element, waiting until there is one.
  func take() -> Element {
    condition.lock()
    defer { condition.unlock() }
    while elements.isEmpty { condition.wait() }
    return elements.removeFirst()
  }

  /// Every element, oldest first, waiting until there is at least one.
  func takeAll() -> [Element] {
    condition.lock()
    defer { condition.unlock() }
    while elements.isEmpty { condition.wait() }
    defer { elements.removeAll() }
    return elements
  }

  /// Whether nothing is waiting to be taken.
  var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return elements.isEmpty
  }
}
