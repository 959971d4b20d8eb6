import Foundation

/// The real playback engine: reads the media file's header with ``MediaProbe`` and moves the
/// position along an injectable ``PlaybackClock``.
///
/// While playing, it wakes on the clock at every whole second (and at the end) to report
/// ``PlaybackEvent/progress(_:)`` and ``PlaybackEvent/ended``. Frames, when a
/// ``FrameDecoderFactory`` is given (ffmpeg), come from the surface it returns from
/// ``load(_:)``, which follows this engine's position.
///
/// ```swift
/// let engine = ClockedPlaybackEngine(clock: PlaybackClock(testClock))
/// let surface = try await engine.load(url)
/// engine.play()
/// await testClock.advance(by: .seconds(2))  // engine.position == .seconds(2)
/// ```
@MainActor
public final class ClockedPlaybackEngine: VideoPlaybackEngine {
  public private(set) var media: VideoMedia?
  public private(set) var state: PlaybackState = .idle
  public var onEvent: (@MainActor (PlaybackEvent) -> Void)?

  private let probe: MediaProbe
  private let clock: PlaybackClock
  private let decoders: FrameDecoderFactory?
  /// The position at `anchor` on the clock; while playing it grows with the clock.
  private var anchorPosition: Duration = .zero
  private var anchor: Duration = .zero
  private var ticker: Task<Void, Never>?
  private var generation = 0
  private var surface: DecodedVideoSurface?

  /// Creates an engine.
  ///
  /// - Parameters:
  ///   - probe: Opens files and URLs.
  ///   - clock: What playback advances on.
  ///   - decoders: Makes frame decoders for the surface (``FFmpegFrameDecoder/factory()``),
  ///     or `nil` for metadata only.
  public init(
    probe: MediaProbe = MediaProbe(),
    clock: PlaybackClock = .continuous,
    decoders: FrameDecoderFactory? = nil
  ) {
    self.probe = probe
    self.clock = clock
    self.decoders = decoders
  }

  isolated deinit {
    ticker?.cancel()
    surface?.stop()
  }

  public var position: Duration {
    guard let media else { return .zero }
    let raw = state == .playing ? anchorPosition + (clock.now - anchor) : anchorPosition
    return min(max(raw, .zero), media.duration)
  }

  public func load(_ url: URL) async throws(VideoPlaybackError) -> any VideoRenderSurface {
    unload()
    state = .loading
    generation += 1
    let loading = generation
    let media: VideoMedia
    do {
      media = try await probe.probe(url)
    } catch {
      if generation == loading { state = .idle }
      throw error
    }
    guard generation == loading else {
      throw VideoPlaybackError(.unreadable, "loading \(url.lastPathComponent) was cancelled")
    }
    self.media = media
    state = .paused
    anchorPosition = .zero
    let surface = DecodedVideoSurface(
      url: url, media: media, decoder: decoders.map { $0.make(url, media) }
    ) { [weak self] in self?.position ?? .zero }
    self.surface = surface
    return surface
  }

  public func play() {
    guard let media, state != .playing, state != .loading, state != .idle else { return }
    if state == .ended || anchorPosition >= media.duration {
      anchorPosition = .zero
    }
    anchor = clock.now
    state = .playing
    restartTicker()
  }

  public func pause() {
    guard state == .playing else { return }
    anchorPosition = position
    state = .paused
    stopTicker()
  }

  public func seek(to target: Duration) {
    guard let media, state != .idle, state != .loading else { return }
    anchorPosition = min(max(target, .zero), media.duration)
    anchor = clock.now
    if state == .ended, anchorPosition < media.duration {
      state = .paused
    }
    if state == .playing {
      if anchorPosition >= media.duration {
        end()
      } else {
        restartTicker()
      }
    }
  }

  public func unload() {
    stopTicker()
    generation += 1
    surface?.stop()
    surface = nil
    media = nil
    anchorPosition = .zero
    state = .idle
  }

  // MARK: The clock

  private func end() {
    guard let media else { return }
    anchorPosition = media.duration
    state = .ended
    stopTicker()
    onEvent?(.ended)
  }

  private func stopTicker() {
    generation += 1
    ticker?.cancel()
    ticker = nil
  }

  private func restartTicker() {
    stopTicker()
    let current = generation
    guard let media else { return }
    // The next whole second of media; each one crossed is reported, even when the clock jumps
    // over several at once (a test clock does), with the boundary itself as the position.
    var boundary = min(media.duration, .seconds(Int64(position.seconds.rounded(.down)) + 1))
    ticker = Task { [weak self, clock] in
      while !Task.isCancelled {
        guard let wake = self?.wakeTime(for: boundary, generation: current) else { return }
        do {
          try await clock.sleep(until: wake)
        } catch {
          return
        }
        guard let self, self.generation == current, self.state == .playing else { return }
        if boundary >= media.duration {
          self.end()
          return
        }
        self.onEvent?(.progress(boundary))
        boundary = min(media.duration, boundary + .seconds(1))
      }
    }
  }

  /// When on the clock the position reaches `boundary`, or `nil` if this ticker is stale.
  private func wakeTime(for boundary: Duration, generation current: Int) -> Duration? {
    guard generation == current, state == .playing else { return nil }
    return anchor + (boundary - anchorPosition)
  }

}
