import ViperKit
import ViperTerminal

/// The demo's whole screen: a header with the environment, the tab bar, the visible module's
/// view, and the keys at the bottom. It routes keys: the chrome's own (tabs, back, quit)
/// first, everything else to the visible module's view.
@MainActor
public final class DemoScene: TerminalScene {
  /// The session whose app the scene shows.
  public let session: DemoSession
  public var onInvalidate: (@MainActor () -> Void)?
  public let minimumSize = Size(width: 40, height: 10)

  private var tickCount = 0
  private var navigation: NavigationModel { session.app.navigation }

  /// Creates the scene for `session`.
  public init(session: DemoSession) {
    self.session = session
    navigation.onChange = { [weak self] in self?.navigationChanged() }
    navigationChanged()
  }

  /// The view on screen, if it can draw itself in a terminal.
  public var visibleView: (any TerminalScreenView)? {
    navigation.visibleScreen?.view as? any TerminalScreenView
  }

  // MARK: TerminalScene

  public var needsAnimation: Bool { visibleView?.isBusy ?? false }

  public func tick() {
    tickCount &+= 1
  }

  public func render(into frame: inout Frame) {
    let bounds = frame.bounds
    let (header, afterHeader) = bounds.splitTop(1)
    let (tabs, afterTabs) = afterHeader.splitTop(1)
    let (content, footer) = afterTabs.splitBottom(1)

    StatusLine(left: " ViperKit demo · \(session.environment)", right: breadcrumb + " ")
      .render(in: header, into: &frame)
    TabBar(titles: navigation.tabs.map(\.title), selected: navigation.selectedTabIndex ?? 0)
      .render(in: tabs, into: &frame)
    visibleView?.render(in: content, into: &frame, tick: tickCount)
    KeyHints(hints).render(in: footer, into: &frame)
  }

  public func handle(_ key: Key) -> SceneAction {
    switch key {
    case .character("q"):
      return .quit(0)
    // While something is presented over the tabs, the tabs stay where they are: the person
    // answers or closes what is in front first.
    case .character(let digit)
    where digit.isASCII && ("1"..."9").contains(digit) && navigation.modals.isEmpty:
      let index = Int(String(digit)).map { $0 - 1 } ?? -1
      guard navigation.tabs.indices.contains(index) else { return .none }
      navigation.selectTab(navigation.tabs[index].id)
      return .redraw
    case .tab, .backTab:
      guard navigation.tabs.count > 1, navigation.modals.isEmpty,
        let current = navigation.selectedTabIndex
      else {
        return .none
      }
      let step = key == .tab ? 1 : navigation.tabs.count - 1
      navigation.selectTab(navigation.tabs[(current + step) % navigation.tabs.count].id)
      return .redraw
    case .escape, .backspace:
      if navigation.dismiss() || navigation.pop() { return .redraw }
      return .none
    default:
      return visibleView?.handle(key) == true ? .redraw : .none
    }
  }

  // MARK: Chrome

  private var breadcrumb: String {
    navigation.visibleStack.compactMap { ($0.view as? any TerminalScreenView)?.title }
      .joined(separator: " › ")
  }

  private var hints: [(key: String, action: String)] {
    var hints = visibleView?.keyHints ?? []
    if !navigation.modals.isEmpty {
      hints.append(("esc", "close"))
    } else {
      if navigation.visibleStack.count > 1 { hints.append(("esc", "back")) }
      if navigation.tabs.count > 1 { hints.append(("1-\(navigation.tabs.count)", "tabs")) }
    }
    hints.append(("q", "quit"))
    return hints
  }

  private func navigationChanged() {
    visibleView?.onChange = { [weak self] in self?.onInvalidate?() }
    onInvalidate?()
  }
}
