import ViperKit
import ViperTerminal

/// The demo rendered once, as text: what `viper-demo --once` prints.
@MainActor
public enum DemoSnapshot {
  /// The text of one frame and the exit code that goes with it.
  public struct Result: Sendable, Equatable {
    /// The frame, as plain text.
    public let text: String
    /// 0 when data is shown, 1 when the error state is shown (or nothing settled in time).
    public let exitCode: Int32
  }

  /// Waits until the visible screen has settled (its data or its error is shown, or `timeout`
  /// passed), then renders the scene at `size`.
  public static func capture(
    _ scene: DemoScene,
    size: Size,
    timeout: Duration = .seconds(30)
  ) async -> Result {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while scene.visibleView?.phase == .loading && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let terminal = HeadlessTerminal(size: size)
    var frame = Frame(size: size)
    if size.width < scene.minimumSize.width || size.height < scene.minimumSize.height {
      TooSmall(minimum: scene.minimumSize, actual: size).render(in: frame.bounds, into: &frame)
    } else {
      scene.render(into: &frame)
    }
    terminal.draw(frame)
    let exitCode: Int32 = scene.visibleView?.phase == .ready ? 0 : 1
    return Result(text: terminal.text, exitCode: exitCode)
  }
}
