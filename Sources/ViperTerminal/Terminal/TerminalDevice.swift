#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind ``Terminal``: termios, the window size, writing.
enum TerminalDevice {
  /// The bytes that switch to the full-screen mode: alternate screen, hidden cursor, no
  /// automatic wrap (so writing the bottom-right cell never scrolls).
  static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l".utf8)
  /// The bytes that undo ``enterSequence`` and reset the style.
  static let leaveSequence = Array("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l".utf8)

  /// The terminal attributes of `descriptor`.
  static func attributes(of descriptor: Int32) throws -> termios {
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else {
      throw TerminalError.notATerminal(errno)
    }
    return attributes
  }

  /// The raw-mode version of `original`.
  ///
  /// No echo, no line editing, no Ctrl-V/Ctrl-O, no flow control (Ctrl-S/Ctrl-Q reach the
  /// program), no CR-to-NL mapping, 8-bit bytes, and reads that return as soon as a byte
  /// arrives. ISIG stays on, so Ctrl-C still raises SIGINT and Ctrl-Z SIGTSTP; output
  /// processing stays on too.
  static func rawAttributes(from original: termios) -> termios {
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }

  /// Applies `attributes` to `descriptor`; `discardingInput` also drops unread input.
  static func apply(
    _ attributes: termios,
    to descriptor: Int32,
    discardingInput: Bool
  ) throws {
    var attributes = attributes
    let action = discardingInput ? TCSAFLUSH : TCSANOW
    while tcsetattr(descriptor, action, &attributes) != 0 {
      guard errno == EINTR else { throw TerminalError.rawModeFailed(errno) }
    }
  }

  /// The window size of `descriptor`, or nil when it is not a terminal or reports no size.
  static func windowSize(of descriptor: Int32) -> Size? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else {
      return nil
    }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Writes all of `bytes`, retrying after partial writes, EINTR and EAGAIN; gives up
  /// silently when the device fails (a closed terminal has no one to tell).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
          var descriptorToWait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptorToWait, 1, 100)
        } else {
          return
        }
      }
    }
  }
}
