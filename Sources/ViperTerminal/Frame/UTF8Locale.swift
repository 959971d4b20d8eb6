#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A UTF-8 `LC_CTYPE` locale installed per thread, so that `wcwidth` knows non-ASCII text
/// without the process-wide `setlocale` (see ``DisplayWidth``).
enum UTF8Locale {
  /// The C library's `wcwidth`.
  typealias WidthFunction = @convention(c) (wchar_t) -> Int32

  /// The locale object and `wcwidth`, for use from any thread.
  ///
  /// `@unchecked` because `locale_t` is a C pointer: the object is created once, never
  /// modified and never freed, and POSIX allows one locale object to be used by many threads.
  private struct Handle: @unchecked Sendable {
    let locale: locale_t
    let wcwidth: WidthFunction
  }

  /// Created on first use; Swift initialises globals lazily and exactly once, thread-safely.
  private static let handle: Handle? = {
    guard let wcwidth = lookUpWidthFunction() else { return nil }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
      if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
        return Handle(locale: locale, wcwidth: wcwidth)
      }
    }
    return nil
  }()

  /// Whether a UTF-8 locale could be created.
  static var isAvailable: Bool { handle != nil }

  /// The width of `character` by the C library, with the locale installed by ``measure(_:)``;
  /// -1 for a character it does not know, nil without a UTF-8 locale.
  static func width(of character: wchar_t) -> Int? {
    guard let handle else { return nil }
    return Int(handle.wcwidth(character))
  }

  /// `wcwidth` is an X/Open function that Swift's Glibc module does not import (glibc
  /// declares it only under `_XOPEN_SOURCE`), so it is looked up in the loaded C library.
  private static func lookUpWidthFunction() -> WidthFunction? {
    #if canImport(Darwin)
      return { Darwin.wcwidth($0) }
    #else
      guard let program = dlopen(nil, RTLD_LAZY), let symbol = dlsym(program, "wcwidth") else {
        return nil
      }
      return unsafeBitCast(symbol, to: WidthFunction.self)
    #endif
  }

  /// Runs `body` with the UTF-8 locale installed on the current thread, then puts back what the
  /// thread had before.
  static func measure<T>(_ body: () -> T) -> T {
    guard let handle else { return body() }
    let previous = uselocale(handle.locale)
    defer { uselocale(previous) }
    return body()
  }
}
