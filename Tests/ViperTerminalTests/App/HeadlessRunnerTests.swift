import Testing
import ViperTerminal

@MainActor
@Suite("HeadlessRunner")
struct HeadlessRunnerTests {
  @Test("draws the scene at once, redraws on invalidate, keys and ticks")
  func drivesScene() {
    let scene = CounterScene()
    let runner = HeadlessRunner(scene: scene, size: Size(width: 24, height: 5))
    #expect(runner.lines == ["⠋ Loading…", "", "", "", " keys: 0            0/0"])
    runner.tick(2)
    #expect(scene.ticks == 2)
    #expect(runner.lines[0] == "⠹ Loading…")
    scene.deliver(["Ada", "Grace", "Linus"])
    #expect(runner.lines == [" Ada", " Grace", " Linus", "", " keys: 0            1/3"])
    #expect(runner.send(.down) == .redraw)
    #expect(runner.lines[4] == " keys: 1            2/3")
    #expect(runner.frame[1, 1].style == Style(reverse: true))
    #expect(runner.terminal.frameCount == 5)
  }

  @Test("a .none action does not redraw, .quit records the exit code and ends the run")
  func actions() {
    let scene = CounterScene()
    let runner = HeadlessRunner(scene: scene, size: Size(width: 24, height: 5))
    #expect(runner.send(.character("?")) == .none)
    #expect(runner.terminal.frameCount == 1)
    runner.type("x")
    #expect(runner.exitCode == 3)
    #expect(runner.send(.character("q")) == .none)
    #expect(runner.exitCode == 3)
    #expect(scene.handledKeys == [.character("?"), .character("x")])
  }

  @Test("below the minimum size it shows TooSmall instead of the scene, and recovers")
  func tooSmall() {
    let scene = CounterScene()
    let runner = HeadlessRunner(scene: scene, size: Size(width: 19, height: 5))
    #expect(
      runner.lines == ["   Terminal too", "   small: 19x5,", "  needs at least", "       20x5", ""])
    runner.resize(to: Size(width: 20, height: 5))
    #expect(runner.lines[0] == "⠋ Loading…")
  }

  @Test("a scene's frame(size:) is what the runners draw")
  func frameHelper() {
    let scene = CounterScene()
    let frame = scene.frame(size: Size(width: 24, height: 5))
    let runner = HeadlessRunner(scene: scene, size: Size(width: 24, height: 5))
    #expect(runner.frame == frame)
  }
}
