/// The names a file assigns, read from its bytes whichever way the file is parsed: the
/// identifier written just before a single `=` (`presenter` for `interactor.presenter =
/// presenter`, `self.router = router`). A comparison (`==`, `!=`, `<=`, `>=`), a compound
/// assignment (`+=`), a new constant or variable (`let presenter = ...`) and a type before `=`
/// (`var view: View? = nil`) give none. Comments and string literals are not skipped: a name found there only makes a
/// property look assigned, which is the safe side for ``NoStrongReferenceCycles``.
enum AssignmentScan {
  /// The names assigned in `bytes`, sorted, each once.
  static func names(in bytes: [UInt8]) -> [String] {
    var found: Set<String> = []
    ByteSearch.forEach([UInt8(ascii: "=")], in: bytes) { offset in
      if let name = name(assignedAt: offset, in: bytes) { found.insert(name) }
      return true
    }
    return found.sorted()
  }

  private static func name(assignedAt offset: Int, in bytes: [UInt8]) -> String? {
    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    guard next != UInt8(ascii: "="), next != UInt8(ascii: ">") else { return nil }
    var end = offset
    while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    var start = end
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    guard start < end, !isDigit(bytes[start]), !isDeclared(before: start, in: bytes) else {
      return nil
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether `let` or `var` comes just before an identifier: a new constant or variable,
  /// whose initial value sets no member (a stored property's is in its facts).
  private static func isDeclared(before start: Int, in bytes: [UInt8]) -> Bool {
    var end = start
    while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    guard end < start, end >= 3 else { return false }
    let word = bytes[(end - 3)..<end]
    guard word.elementsEqual("let".utf8) || word.elementsEqual("var".utf8) else { return false }
    return end == 3 || !isIdentifierByte(bytes[end - 4])
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
