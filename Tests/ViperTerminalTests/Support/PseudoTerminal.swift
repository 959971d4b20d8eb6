import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: the program under test gets the `secondary` side (a real
/// TTY), the test plays the user and the screen on the `primary` side.
///
/// `@unchecked Sendable`: the descriptors never change, and whether the primary side is still
/// open is only read and written under `lock`.
final class PseudoTerminal: @unchecked Sendable {
  let primary: Int32
  let secondary: Int32
  private let lock = NSLock()
  private var isPrimaryOpen = true

  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  /// `openpty(3)`; Swift's Glibc module leaves it out (it lives in `<pty.h>`), so it is
  /// looked up in the loaded C library.
  private typealias OpenPTY =
    @convention(c) (
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?,
      UnsafeRawPointer?, UnsafeRawPointer?
    ) -> Int32

  init(width: Int, height: Int) throws {
    let library = dlopen(nil, RTLD_LAZY)
    guard
      let symbol = dlsym(library, "openpty") ?? dlsym(dlopen("libutil.so.1", RTLD_LAZY), "openpty")
    else {
      throw SetupError(description: "openpty is not available")
    }
    let openPTY = unsafeBitCast(symbol, to: OpenPTY.self)
    var primary: Int32 = -1
    var secondary: Int32 = -1
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    guard openPTY(&primary, &secondary, nil, nil, &size) == 0 else {
      throw SetupError(description: "could not open a pseudo-terminal: errno \(errno)")
    }
    self.primary = primary
    self.secondary = secondary
    let flags = fcntl(primary, F_GETFL)
    _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
  }

  deinit {
    close(secondary)
    hangUp()
  }

  /// Closes the primary side, as closing a terminal window does: the program's reads end.
  func hangUp() {
    lock.lock()
    defer { lock.unlock() }
    if isPrimaryOpen {
      close(primary)
      isPrimaryOpen = false
    }
  }

  /// Types `text` as the user.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote so far.
  func readAvailable() -> [UInt8] {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(primary, &buffer, buffer.count)
      guard count > 0 else { return output }
      output += buffer[0..<count]
    }
  }

  /// The termios settings of the program's side.
  func attributes() -> termios {
    var attributes = termios()
    _ = tcgetattr(secondary, &attributes)
    return attributes
  }
}
