import Foundation
import VideoPlaybackKit
import ViperKit
import ViperTerminal

/// The video view in a terminal: inline, a status line over the playback bar; expanded, the
/// picture in half-block cells (`▀`, top pixel in the foreground colour, bottom pixel in the
/// background) with the metadata and the bar beneath.
///
/// It owns its presenter and its playback bar. Keys: Enter plays or pauses, Left and Right
/// skip 10 s, `[` and `]` scrub by a twentieth, `f` toggles the expanded view.
@MainActor
public final class VideoTerminalView: VideoPlaybackViewInput {
  /// What the picture area shows.
  public enum State: Equatable {
    /// Nothing loaded yet.
    case idle(title: String)
    /// Opening the file.
    case loading(title: String)
    /// The file is open.
    case video(title: String)
    /// It could not be opened or played.
    case error(String)
  }

  /// The presenter, held strongly: the view owns it.
  public let presenter: any VideoPlaybackViewOutput
  /// The playback bar, held strongly: drawn inside this view.
  // A terminal video view draws its bar's cells itself, so it needs the terminal bar, not any
  // `PlaybackBarViewInput`: the two are one widget split in two roles.
  // viper:disable:next HoldRolesThroughProtocols
  public let barView: PlaybackBarTerminalView
  /// What the picture area shows.
  public private(set) var state: State = .idle(title: "")
  /// Whether the expanded view is on.
  public private(set) var isExpanded = false
  /// The open file's surface, while one is open.
  public private(set) var surface: (any VideoRenderSurface)?
  /// Called after every change, the bar's included.
  public var onChange: (@MainActor () -> Void)? {
    didSet { barView.onChange = onChange }
  }

  /// A view for `presenter`, drawing `bar`. The dependency manager passes the bar it made.
  public init(presenter: any VideoPlaybackViewOutput, bar: any PlaybackBarViewInput) {
    self.presenter = presenter
    // A terminal video view draws a terminal bar; any other bar is replaced by one.
    self.barView = (bar as? PlaybackBarTerminalView) ?? PlaybackBarTerminalView(theme: .standard)
  }

  /// Whether playback is running (the demo redraws while it is).
  public var isPlaying: Bool { barView.bar.isPlaying }
  /// Whether the last expanded drawing waited for the decoder's first picture: a front end
  /// keeps redrawing while it is, since the picture arrives on its own.
  public private(set) var isWaitingForPicture = false

  // MARK: Events, forwarded to the presenter

  public func viewDidLoad() { presenter.viewDidLoad() }

  /// Handles a key; returns whether it was used.
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .enter, .character(" "):
      presenter.didTapVideo()
    case .left:
      presenter.didTapSkipBack()
    case .right:
      presenter.didTapSkipForward()
    case .character("["):
      presenter.didScrub(toFraction: barView.bar.fraction - Self.scrubStep)
    case .character("]"):
      presenter.didScrub(toFraction: barView.bar.fraction + Self.scrubStep)
    case .character("f"):
      presenter.didTapExpand()
    default:
      return false
    }
    return true
  }

  /// How far behind the position a picture may be before the view waits for a newer one.
  static let pictureLag = Duration.milliseconds(150)

  /// How far `[` and `]` move, as a fraction of the duration.
  public static let scrubStep = 0.05

  // MARK: VideoPlaybackViewInput

  public func showIdle(title: String) {
    surface = nil
    state = .idle(title: title)
    onChange?()
  }

  public func showLoading(title: String) {
    state = .loading(title: title)
    onChange?()
  }

  public func showVideo(_ surface: any VideoRenderSurface, title: String) {
    self.surface = surface
    state = .video(title: title)
    onChange?()
  }

  public func showError(_ message: String) {
    state = .error(message)
    onChange?()
  }

  public func showExpanded(_ isExpanded: Bool) {
    self.isExpanded = isExpanded
    if !isExpanded {
      // No one looks at the pictures: end the decoder (it restarts when drawn again).
      surface?.stop()
    }
    onChange?()
  }

  // MARK: Drawing

  /// The status line: what is loaded and how, or the error.
  public var statusText: String {
    switch state {
    case .idle: return "⏎ to play"
    case .loading: return "opening…"
    case .error(let message): return message
    case .video:
      guard let media = surface?.media else { return "" }
      return "\(media.resolutionText) · \(PlaybackBarViewModel.timeText(media.duration))"
        + (media.hasAudio ? " · sound" : "")
    }
  }

  /// Draws the inline view: the status on the first row, the bar on the second.
  public func renderInline(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let (top, rest) = rect.splitTop(1)
    if case .error(let message) = state {
      frame.put(message, x: top.x, y: top.y, style: Style(foreground: .red), maxWidth: top.width)
    } else {
      barView.render(in: top, into: &frame)
    }
    if rest.height > 0, case .video = state, let reason = surface?.framesUnavailableReason {
      frame.put(reason, x: rest.x, y: rest.y, style: Style(dim: true), maxWidth: rest.width)
    }
  }

  /// Draws the expanded view: the picture (or the reason there is none), the metadata and
  /// the bar.
  public func renderExpanded(in rect: Rect, into frame: inout Frame) {
    isWaitingForPicture = false
    guard rect.height >= 3 else {
      renderInline(in: rect, into: &frame)
      return
    }
    let (picture, bottom) = rect.splitBottom(2)
    let (info, bar) = bottom.splitTop(1)
    frame.put(
      title + " · " + statusText, x: info.x, y: info.y, style: Style(bold: true),
      maxWidth: info.width)
    barView.render(in: bar, into: &frame)
    guard let surface else {
      let text = state == .loading(title: title) ? "opening…" : statusText
      CenteredMessage(text).render(in: picture, into: &frame)
      return
    }
    if let reason = surface.framesUnavailableReason {
      CenteredMessage(reason).render(in: picture, into: &frame)
      return
    }
    let area = Self.fit(media: surface.media, in: picture)
    guard !area.isEmpty, let image = surface.frame(width: area.width, height: area.height * 2)
    else {
      isWaitingForPicture = surface.decoderProblem == nil
      CenteredMessage(surface.decoderProblem ?? "decoding…").render(in: picture, into: &frame)
      return
    }
    // A picture from before a seek or skip: the right one is on its way, so keep redrawing.
    isWaitingForPicture = surface.playbackPosition - image.time > Self.pictureLag
    for row in 0..<area.height {
      for column in 0..<area.width {
        let top = image.pixel(x: column, y: row * 2)
        let bottom = image.pixel(x: column, y: row * 2 + 1)
        frame[area.x + column, area.y + row] = Cell(
          text: "▀",
          style: Style(
            foreground: .rgb(top.red, top.green, top.blue),
            background: .rgb(bottom.red, bottom.green, bottom.blue)))
      }
    }
  }

  /// The title the presenter gave.
  public var title: String {
    switch state {
    case .idle(let title), .loading(let title), .video(let title): title
    case .error: ""
    }
  }

  /// The largest rect in `rect` with the media's shape, in cells of two square-ish pixels.
  static func fit(media: VideoMedia, in rect: Rect) -> Rect {
    guard media.width > 0, media.height > 0, !rect.isEmpty else {
      return Rect(x: rect.x, y: rect.y, width: 0, height: 0)
    }
    let aspect = Double(media.width) / Double(media.height)
    var width = rect.width
    var height = Int((Double(width) / aspect / 2).rounded())
    if height > rect.height {
      height = rect.height
      width = Int((Double(height) * 2 * aspect).rounded())
    }
    width = max(1, min(width, rect.width))
    height = max(1, min(height, rect.height))
    return Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
  }
}
