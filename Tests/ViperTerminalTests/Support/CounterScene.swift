import ViperTerminal

/// A small scene for runner tests: a list of names, a spinner while loading, a status line.
@MainActor
final class CounterScene: TerminalScene {
  var minimumSize: Size { Size(width: 20, height: 5) }
  var onInvalidate: (@MainActor () -> Void)?
  var needsAnimation: Bool { isLoading }

  private(set) var names: [String] = []
  private(set) var isLoading = true
  private(set) var ticks = 0
  private(set) var handledKeys: [Key] = []
  private var list = ListState()

  func render(into frame: inout Frame) {
    let (body, status) = frame.bounds.splitBottom(1)
    if isLoading {
      Spinner(tick: ticks, label: "Loading…").render(in: body, into: &frame)
    } else {
      let rows = names.map { ListRow(title: $0) }
      ListView(source: rows, state: list).render(in: body, into: &frame)
    }
    StatusLine(left: "keys: \(handledKeys.count)", right: list.positionText(count: names.count))
      .render(in: status, into: &frame)
  }

  func handle(_ key: Key) -> SceneAction {
    handledKeys.append(key)
    switch key {
    case .character("q"):
      return .quit(0)
    case .character("x"):
      return .quit(3)
    case .character("?"):
      return .none
    default:
      return list.handle(key, count: names.count, visibleRows: 4) ? .redraw : .none
    }
  }

  func tick() {
    ticks += 1
  }

  /// Simulates data arriving: the scene changes and invalidates itself.
  func deliver(_ names: [String]) {
    self.names = names
    isLoading = false
    onInvalidate?()
  }
}
