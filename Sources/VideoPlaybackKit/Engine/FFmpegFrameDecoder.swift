import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes pictures with an `ffmpeg` child process: raw RGB on a pipe, scaled to the size
/// asked for, read on a dedicated thread and handed out in step with the playback position.
///
/// One child at a time: a new size, or a position that jumps (seek, skip, start again), ends
/// the current child and starts another at the new position with `-ss`. The child is killed
/// and reaped by ``stop()``, by a restart, and when the decoder goes away.
public final class FFmpegFrameDecoder: FrameDecoder, @unchecked Sendable {
  /// Pictures per second it decodes: enough for a terminal, cheap for the machine.
  public static let framesPerSecond = 10
  /// How far before the end a child starts when asked for the end itself.
  static let endMargin = Duration.milliseconds(300)

  private let executable: URL
  private let input: String
  private let duration: Duration
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stream: FFmpegStream?
  private var lastProblem: String?
  private var retryAt: ContinuousClock.Instant?

  /// A decoder for `url` (a file or http URL) running `executable`.
  public init(executable: URL, url: URL, duration: Duration) {
    self.executable = executable
    self.input = url.isFileURL ? url.path : url.absoluteString
    self.duration = duration
  }

  deinit {
    stream?.stop()
  }

  /// The `ffmpeg` on `PATH`, unless `VIPERKIT_FFMPEG` names another program (or is `none`).
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let chosen = environment["VIPERKIT_FFMPEG"], !chosen.isEmpty {
      return chosen == "none" ? nil : URL(fileURLWithPath: chosen)
    }
    for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
    }
    return nil
  }

  /// A factory of ffmpeg decoders, or `nil` when ffmpeg is not installed.
  public static func factory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> FrameDecoderFactory? {
    guard let executable = locate(environment: environment) else { return nil }
    return FrameDecoderFactory { url, media in
      FFmpegFrameDecoder(executable: executable, url: url, duration: media.duration)
    }
  }

  /// The process id of the running child, if any (for tests that check it ends).
  public var childProcessID: Int32? {
    lock.withLock { stream?.processID }
  }

  /// Why the last child gave no picture (it could not start, or ended without one), or `nil`.
  public var problem: String? {
    lock.withLock { lastProblem }
  }

  public func frame(at position: Duration, width: Int, height: Int) -> VideoFrame? {
    lock.withLock {
      if let current = stream, let failure = current.failure {
        // It ended without a picture: say why, and try again a little later, not at once.
        lastProblem = failure
        current.stop()
        stream = nil
        retryAt = .now.advanced(by: .seconds(1))
      }
      if let stream, stream.width == width, stream.height == height,
        stream.covers(position)
      {
        return stream.frame(at: position)
      }
      if let retryAt, ContinuousClock.now < retryAt {
        return nil
      }
      stream?.stop()
      // Never start at the very end: ffmpeg would give no picture at all there. A little
      // before it, it gives the last ones.
      let start = max(.zero, min(position, duration - Self.endMargin))
      do {
        stream = try FFmpegStream(
          executable: executable, input: input, start: start, width: width, height: height,
          framesPerSecond: Self.framesPerSecond)
      } catch {
        stream = nil
        lastProblem = "ffmpeg could not be started: \(error.localizedDescription)"
        retryAt = .now.advanced(by: .seconds(1))
      }
      return stream?.frame(at: position)
    }
  }

  public func stop() {
    lock.withLock {
      stream?.stop()
      stream = nil
    }
  }
}

/// One running `ffmpeg`: its pictures from `start` on, at one size.
final class FFmpegStream: @unchecked Sendable {
  let width: Int
  let height: Int
  let start: Duration
  private let frameStep: Duration
  private let process = Process()
  private let lock = NSLock()
  // Guarded by `lock`.
  private var frames: [VideoFrame] = []
  private var produced = 0
  private var errorText = ""
  private var wanted: Duration
  private var finished = false
  private var stopped = false

  /// Starts `ffmpeg`; throws when the child cannot be started.
  init(
    executable: URL, input: String, start: Duration, width: Int, height: Int,
    framesPerSecond: Int
  ) throws {
    self.width = width
    self.height = height
    self.start = start
    self.wanted = start
    frameStep = .seconds(1) / framesPerSecond
    process.executableURL = executable
    process.arguments = [
      "-nostdin", "-hide_banner", "-loglevel", "error",
      "-ss", String(format: "%.3f", start.seconds), "-i", input,
      "-an", "-sn", "-vf", "fps=\(framesPerSecond),scale=\(width):\(height):flags=area",
      "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    // Reading blocks: threads of their own, never the cooperative pool. Its errors are read as
    // they come, so a chatty ffmpeg never blocks on a full stderr pipe.
    let reading = output.fileHandleForReading
    let thread = Thread { [self] in self.readFrames(from: reading) }
    thread.name = "ffmpeg frames"
    thread.start()
    let errorReading = errors.fileHandleForReading
    let errorThread = Thread { [self] in self.readErrors(from: errorReading) }
    errorThread.name = "ffmpeg errors"
    errorThread.start()
  }

  deinit {
    stop()
  }

  var processID: Int32 { process.processIdentifier }

  /// Whether `position` is one this stream shows without a restart: from its start to a
  /// second past its newest picture.
  func covers(_ position: Duration) -> Bool {
    lock.withLock {
      let newest = frames.last?.time ?? start
      return position >= start - frameStep && (position <= newest + .seconds(1) || finished)
    }
  }

  /// Why the child ended without a single picture, once it has; `nil` while it runs or after
  /// it gave pictures.
  var failure: String? {
    lock.withLock {
      guard finished, produced == 0, !stopped else { return nil }
      let reason = errorText.split(separator: "\n").last.map(String.init) ?? ""
      return "ffmpeg ended without a picture"
        + (reason.isEmpty ? "" : ": " + reason.trimmingCharacters(in: .whitespaces))
    }
  }

  /// The newest picture at or before `position` (or the first one).
  func frame(at position: Duration) -> VideoFrame? {
    lock.withLock {
      wanted = position
      // Keep one picture before `position`: the one on screen.
      if let current = frames.lastIndex(where: { $0.time <= position }), current > 0 {
        frames.removeFirst(current)
      }
      return frames.first
    }
  }

  /// Kills the child (SIGKILL) and lets Foundation reap it; the reader thread sees the pipe
  /// close and ends.
  func stop() {
    let alreadyStopped = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !alreadyStopped else { return }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
  }

  private func readFrames(from handle: FileHandle) {
    let frameSize = width * height * 3
    let descriptor = handle.fileDescriptor
    var index = 0
    var buffer = [UInt8](repeating: 0, count: frameSize)
    defer {
      try? handle.close()
      lock.withLock { finished = true }
    }
    while true {
      // Keep at most a second ahead of the position: ffmpeg then blocks on the full pipe.
      while true {
        let (ahead, stop) = lock.withLock {
          ((frames.last?.time ?? start) > wanted + .seconds(1), stopped)
        }
        if stop { return }
        if !ahead { break }
        Thread.sleep(forTimeInterval: 0.02)
      }
      var filled = 0
      while filled < frameSize {
        let count = buffer.withUnsafeMutableBytes { raw in
          read(descriptor, raw.baseAddress.map { $0 + filled }, frameSize - filled)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        filled += count
      }
      let frame = VideoFrame(
        width: width, height: height, time: start + frameStep * index, pixels: buffer)
      index += 1
      lock.withLock {
        frames.append(frame)
        produced += 1
      }
    }
  }

  private func readErrors(from handle: FileHandle) {
    let descriptor = handle.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 4096)
    defer { try? handle.close() }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      let text = String(decoding: buffer[0..<count], as: UTF8.self)
      lock.withLock { errorText = String((errorText + text).suffix(2000)) }
    }
  }
}
