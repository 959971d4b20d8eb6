import Foundation
import VideoPlaybackKit
import VideoPlaybackKitTerminal
import ViperKit
import ViperTerminal

/// One item of the video feed: a title and where the file is.
public struct VideoFeedItem: Sendable, Equatable {
  /// What the row shows.
  public var title: String
  /// A file or http URL.
  public var url: URL

  /// An item.
  public init(title: String, url: URL) {
    self.title = title
    self.url = url
  }
}

/// The video tab: a feed of media items with their duration and resolution, read from
/// each file's own header, and the inline playback bar of a VideoPlaybackKit module on the
/// selected row.
///
/// Each row gets its module (built in a cell, with its index path) when it is first selected;
/// all of them share one playback manager, so one item plays at a time. Moving the selection
/// away tells the item it left the screen, which pauses it. `f` shows the selected item
/// expanded: its frames in the terminal when ffmpeg is installed.
@MainActor
public final class VideoFeedTerminalView: TerminalScreenView {
  /// What is known of each item: still reading, its header, or why it cannot be read.
  public enum Probe: Equatable {
    /// Reading the header.
    case reading
    /// The header.
    case media(VideoMedia)
    /// Why it cannot be played.
    case failed(String)
  }

  /// The items, in feed order.
  public let items: [VideoFeedItem]
  /// What is known of each item.
  public private(set) var probes: [Probe]
  /// The selected row.
  public private(set) var selection = 0
  public var onChange: (@MainActor () -> Void)?

  private let builder: VideoPlaybackBuilder
  private let probe: MediaProbe
  private var modules: [Int: Module<any VideoPlaybackModuleInput>] = [:]
  private var probing: Task<Void, Never>?
  private var firstRow = 0

  /// A feed of `items`, whose modules `builder` makes.
  public init(
    items: [VideoFeedItem], builder: VideoPlaybackBuilder, probe: MediaProbe = MediaProbe()
  ) {
    self.items = items
    self.builder = builder
    self.probe = probe
    probes = items.map { _ in .reading }
  }

  isolated deinit {
    probing?.cancel()
  }

  /// The selected item's video view, once built.
  public var selectedVideoView: VideoTerminalView? {
    modules[selection]?.view as? VideoTerminalView
  }

  /// The module of the item at `row`, if it was built.
  public func module(at row: Int) -> Module<any VideoPlaybackModuleInput>? { modules[row] }

  // MARK: ViperView

  public func viewDidLoad() {
    guard probing == nil else { return }
    probing = Task { [weak self, items, probe] in
      for (row, item) in items.enumerated() {
        let result: Probe
        do throws(VideoPlaybackError) {
          result = .media(try await probe.probe(item.url))
        } catch {
          result = .failed(error.message)
        }
        guard !Task.isCancelled, let self else { return }
        self.probes[row] = result
        self.onChange?()
      }
    }
    select(0)
  }

  // MARK: TerminalScreenView

  public var title: String {
    selectedVideoView?.isExpanded == true ? "Video › \(items[selection].title)" : "Video"
  }

  public var keyHints: [(key: String, action: String)] {
    [("↑↓", "move"), ("⏎", "play/pause"), ("←→", "10 s"), ("[ ]", "scrub"), ("f", "expand")]
  }

  public var phase: ScreenPhase {
    if probes.contains(.reading) { return .loading }
    return probes.allSatisfy { if case .media = $0 { true } else { false } } ? .ready : .failed
  }

  public var isBusy: Bool {
    probes.contains(.reading) || selectedVideoView?.isPlaying == true
      || (selectedVideoView?.isExpanded == true && selectedVideoView?.isWaitingForPicture == true)
  }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    guard !items.isEmpty else {
      CenteredMessage("No media to show: pass files with --media.").render(in: rect, into: &frame)
      return
    }
    if let view = selectedVideoView, view.isExpanded {
      view.renderExpanded(in: rect, into: &frame)
      return
    }
    // Each row is one line; the selected one has its playback bar on a second line.
    let visible = max(1, rect.height - 1)
    if selection < firstRow { firstRow = selection }
    if selection >= firstRow + visible { firstRow = selection - visible + 1 }
    var y = rect.y
    for row in firstRow..<items.count where y < rect.maxY {
      renderRow(
        row, in: Rect(x: rect.x, y: y, width: rect.width, height: 1), tick: tick, into: &frame)
      y += 1
      if row == selection, y < rect.maxY, let view = selectedVideoView {
        view.renderInline(
          in: Rect(x: rect.x + 3, y: y, width: rect.width - 4, height: 1), into: &frame)
        y += 1
      }
    }
  }

  private func renderRow(_ row: Int, in rect: Rect, tick: Int, into frame: inout Frame) {
    let selected = row == selection
    let base = selected ? Style(reverse: true) : Style.plain
    frame.fill(rect, style: base)
    let details: String
    var detailStyle = base.merged(with: Style(dim: true))
    switch probes[row] {
    case .reading:
      details = "reading…"
    case .media(let media):
      details = String(format: "%.2f s · ", media.durationSeconds) + media.resolutionText
    case .failed(let message):
      details = message
      detailStyle = base.merged(with: Style(foreground: .red))
    }
    let titleWidth = min(max(12, rect.width / 3), items[row].title.count + 1)
    frame.put(" " + items[row].title, x: rect.x, y: rect.y, style: base, maxWidth: titleWidth + 1)
    let detailsX = rect.x + titleWidth + 2
    let detailsWidth = rect.maxX - detailsX - 1
    let shown = min(detailsWidth, details.count)
    frame.put(
      details, x: rect.maxX - 1 - shown, y: rect.y, style: detailStyle, maxWidth: detailsWidth)
  }

  public func handle(_ key: Key) -> Bool {
    switch key {
    case .up, .character("k"):
      return select(selection - 1)
    case .down, .character("j"):
      return select(selection + 1)
    case .home:
      return select(0)
    case .end:
      return select(items.count - 1)
    default:
      guard let view = selectedVideoView else { return false }
      return view.handle(key)
    }
  }

  /// Selects `row`: the item that was selected leaves the screen (and pauses).
  @discardableResult
  public func select(_ row: Int) -> Bool {
    guard items.indices.contains(row) else { return false }
    if row != selection || modules[row] == nil {
      modules[selection]?.input.moveOffScreen()
      if let view = selectedVideoView, view.isExpanded {
        view.presenter.didTapExpand()
      }
      selection = row
      _ = moduleForRow(row)
    }
    onChange?()
    return true
  }

  private func moduleForRow(_ row: Int) -> Module<any VideoPlaybackModuleInput> {
    if let module = modules[row] { return module }
    let module = builder.buildInCell(indexPath: IndexPath(indexes: [0, row]), theme: .compact)
    if let view = module.view as? VideoTerminalView {
      view.onChange = { [weak self] in self?.onChange?() }
    }
    module.view.viewDidLoad()
    module.input.configure(url: items[row].url, title: items[row].title)
    modules[row] = module
    return module
  }
}
