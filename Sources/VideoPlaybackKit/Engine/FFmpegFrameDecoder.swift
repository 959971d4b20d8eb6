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

  private let executable: URL
  private let input: String
  private let duration: Duration
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stream: FFmpegStream?

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

  public func frame(at position: Duration, width: Int, height: Int) -> VideoFrame? {
    lock.withLock {
      if let stream, stream.width == width, stream.height == height,
        stream.covers(position)
      {
        return stream.frame(at: position)
      }
      stream?.stop()
      let start = min(max(position, .zero), duration)
      stream = FFmpegStream(
        executable: executable, input: input, start: start, width: width, height: height,
        framesPerSecond: Self.framesPerSecond)
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
  private var wanted: Duration
  private var finished = false
  private var stopped = false

  init?(
    executable: URL, input: String, start: Duration, width: Int, height: Int,
    framesPerSecond: Int
  ) {
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
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let reading = output.fileHandleForReading
    // Reading blocks: a thread of its own, never the cooperative pool.
    let thread = Thread { [self] in self.readFrames(from: reading) }
    thread.name = "ffmpeg frames"
    thread.start()
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
      lock.withLock { frames.append(frame) }
    }
  }
}
