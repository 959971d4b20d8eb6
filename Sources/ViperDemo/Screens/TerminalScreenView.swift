import ViperKit
import ViperTerminal

/// Where a screen's content stands: what `--once` waits for, and what its exit code reports.
public enum ScreenPhase: Sendable, Equatable {
  /// The first load is under way.
  case loading
  /// Data (or an empty state) is on screen.
  case ready
  /// The error state is on screen.
  case failed
}

/// A module's view that draws itself in the terminal.
///
/// The demo's scene draws the chrome (header, tabs, key hints) and hands the rest of the screen
/// to the visible module's view, and gives it the keys the chrome does not use.
@MainActor
public protocol TerminalScreenView: ViperView {
  /// The screen's title, for the header's breadcrumb.
  var title: String { get }
  /// The keys this screen answers, for the footer.
  var keyHints: [(key: String, action: String)] { get }
  /// Where the screen's content stands.
  var phase: ScreenPhase { get }
  /// Whether a spinner is showing, so the scene animates.
  var isBusy: Bool { get }
  /// Called when the screen's content changed and it must be drawn again.
  var onChange: (@MainActor () -> Void)? { get set }
  /// Draws the screen into `rect`; `tick` drives spinners.
  func render(in rect: Rect, into frame: inout Frame, tick: Int)
  /// Handles `key`; returns whether the screen used it.
  func handle(_ key: Key) -> Bool
}
