/// A full screen of a terminal app: it draws the whole frame and handles keys.
///
/// A scene is the terminal View of a VIPER module (or of a tab container): its presenter
/// tells it what to show, and it calls ``onInvalidate`` when that changed outside a key
/// press (data arrived), so the runner draws again.
///
/// ```swift
/// @MainActor final class UsersScene: TerminalScene {
///   var minimumSize: Size { Size(width: 40, height: 10) }
///   var needsAnimation: Bool { isLoading }
///   var onInvalidate: (@MainActor () -> Void)?
///   func render(into frame: inout Frame) { ... }
///   func handle(_ key: Key) -> SceneAction { key == .character("q") ? .quit(0) : .none }
///   func tick() { ticks += 1 }
/// }
/// ```
@MainActor
public protocol TerminalScene: AnyObject {
  /// The smallest terminal the scene can draw in; below it, the runner shows ``TooSmall``.
  var minimumSize: Size { get }
  /// Draws the whole screen (`frame.bounds`), which starts blank.
  func render(into frame: inout Frame)
  /// Handles a key press and says what the runner should do next.
  func handle(_ key: Key) -> SceneAction
  /// Whether something on screen animates (a spinner): the runner then calls ``tick()`` about
  /// ten times a second and draws after each.
  var needsAnimation: Bool { get }
  /// Advances the animation by one step.
  func tick()
  /// Set by the runner: the scene calls it when its content changed without a key press.
  var onInvalidate: (@MainActor () -> Void)? { get set }
}

extension TerminalScene {
  /// No animation, unless the scene says otherwise.
  public var needsAnimation: Bool { false }

  /// Does nothing, unless the scene animates.
  public func tick() {}

  /// The scene drawn into a new frame of `size`, or ``TooSmall`` when `size` is below
  /// ``minimumSize``: exactly what a runner shows.
  public func frame(size: Size) -> Frame {
    var frame = Frame(size: size)
    if size.contains(minimumSize) {
      render(into: &frame)
    } else {
      TooSmall(minimum: minimumSize, actual: size).render(in: frame.bounds, into: &frame)
    }
    return frame
  }
}

/// What a runner does after a scene handled a key.
public enum SceneAction: Sendable, Equatable {
  /// Nothing changed.
  case none
  /// Draw again.
  case redraw
  /// Stop, with this exit code.
  case quit(Int32)
}
