/// The names a file uses, read from its bytes rather than its syntax tree, so that a file read
/// for its declarations alone costs one pass over its bytes more, not a whole walk: every
/// capitalized identifier outside comments and string literals (an interpolation is code; after
/// a `.` only a framework-prefixed one, `UIKit.UIColor`, not a nested `Settings.Model`), the
/// lowercase names ``FrameworkCatalog`` knows (`withAnimation`, `animated`, `sink`), its
/// ``FrameworkCatalog/memberNames`` only after a `.` (`indexPath.row`) or, for
/// ``FrameworkCatalog/labelNames``, as the label of `IndexPath(row: 0, section: 0)`, its
/// ``FrameworkCatalog/implicitMemberNames`` only as implicit members that are no call
/// (`tint: .blue`, not `cache.clear()`). Import declarations and
/// conditional compilation lines are skipped: `import UIKit` and `#if canImport(UIKit)` use
/// nothing of UIKit.
enum NameScan {
  /// The names `bytes` use, sorted, each once.
  static func names(in bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(bytes: buffer)
      _ = scanner.code(from: 0, closing: false)
      return scanner.found.sorted()
    }
  }

  /// The lowercase names recorded, by the FNV-1a hash of their bytes: an identifier is made a
  /// `String` only when its hash is one of these.
  fileprivate static let lowercase: [UInt64: [String]] = {
    var table: [UInt64: [String]] = [:]
    for name in FrameworkCatalog.exactNames.keys {
      guard let first = name.utf8.first, first >= 0x61, first <= 0x7A else { continue }
      table[hash(Array(name.utf8)[...]), default: []].append(name)
    }
    return table
  }()

  fileprivate static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
  fileprivate static let fnvPrime: UInt64 = 0x100_0000_01b3

  private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(fnvOffset) { ($0 ^ UInt64($1)) &* fnvPrime }
  }

  /// Conditional compilation directives, whose lines name modules and platforms, not API.
  fileprivate static let directives: Set<String> = [
    "if", "elseif", "else", "endif", "sourceLocation", "warning", "error",
  ]
}

/// The scan: code, string literals with their interpolations, comments.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var found: Set<String> = []
  /// How many interpolations deep the scan is: a file nested past this is read as text.
  private var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  /// Scans code from `start`; with `closing`, up to and past the `)` that closes an
  /// interpolation. Returns where it stopped.
  mutating func code(from start: Int, closing: Bool) -> Int {
    var index = start
    var parentheses = 0
    var lineStart = true
    var previous: UInt8 = 0  // the last byte that is no white space
    var implicitDot = false  // whether the last `.` has no receiver before it (`.red`)
    while index < bytes.count {
      let current = bytes[index]
      switch current {
      case 0x0A:  // a line break
        lineStart = true
        index += 1
        continue
      case 0x20, 0x09, 0x0D:
        index += 1
        continue
      case 0x2F where byte(index + 1) == 0x2F:  // `//`
        index = lineEnd(from: index)
        continue
      case 0x2F where byte(index + 1) == 0x2A:  // `/*`
        index = blockCommentEnd(from: index)
        continue
      case 0x22:  // `"`
        index = string(from: index, hashes: 0)
      case 0x23:  // `#`
        var hashes = 0
        while byte(index + hashes) == 0x23 { hashes += 1 }
        if byte(index + hashes) == 0x22 {
          index = string(from: index + hashes, hashes: hashes)
        } else if hashes == 1, Self.isIdentifierStart(byte(index + 1)) {
          let end = identifierEnd(from: index + 1)
          let word = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
          if lineStart, NameScan.directives.contains(word) {
            index = lineEnd(from: index)
            continue
          }
          record(from: index + 1, to: end, afterDot: false, implicit: false)
          index = end
        } else {
          index += hashes
        }
      case 0x28:  // `(`
        parentheses += 1
        index += 1
      case 0x29:  // `)`
        if closing, parentheses == 0 { return index + 1 }
        parentheses -= 1
        index += 1
      case 0x60:  // a backquoted identifier
        var end = index + 1
        while end < bytes.count, bytes[end] != 0x60, bytes[end] != 0x0A { end += 1 }
        if end > index + 1 {
          record(
            from: index + 1, to: end, afterDot: previous == 0x2E,
            implicit: previous == 0x2E && implicitDot)
        }
        index = min(end + 1, bytes.count)
      case 0x30...0x39:  // a number
        index = identifierEnd(from: index)
      default:
        guard Self.isIdentifierStart(current) else {
          if current == 0x2E { implicitDot = index == 0 || !Self.endsReceiver(bytes[index - 1]) }
          index += 1
          break
        }
        let end = identifierEnd(from: index)
        if end - index == 6, bytes[index] == 0x69,
          String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            == "import"
        {
          index = lineEnd(from: index)
          continue
        }
        record(
          from: index, to: end, afterDot: previous == 0x2E,
          implicit: previous == 0x2E && implicitDot)
        index = end
      }
      lineStart = false
      previous = current == 0x22 || current == 0x23 ? 0 : current
    }
    return index
  }

  /// Whether a byte right before a `.` ends its receiver (`color.red`, `f().red`, `a?.red`),
  /// so that the member is no implicit one (`.red`).
  private static func endsReceiver(_ byte: UInt8) -> Bool {
    SyntaxNames.isIdentifierByte(byte) || byte == 0x29 || byte == 0x5D || byte == 0x3F
      || byte == 0x21 || byte == 0x3E || byte == 0x22 || byte == 0x2E || byte == 0x60
  }

  private func identifierEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count, SyntaxNames.isIdentifierByte(bytes[end]) { end += 1 }
    return end
  }

  private func lineEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return end
  }

  /// Past the end of a block comment (they nest in Swift).
  private func blockCommentEnd(from start: Int) -> Int {
    var index = start + 2
    var open = 1
    while index < bytes.count {
      if bytes[index] == 0x2F, byte(index + 1) == 0x2A {
        open += 1
        index += 2
      } else if bytes[index] == 0x2A, byte(index + 1) == 0x2F {
        open -= 1
        index += 2
        if open == 0 { return index }
      } else {
        index += 1
      }
    }
    return index
  }

  /// Scans a string literal whose opening `"` is at `start` (after `hashes` `#` of a raw
  /// string): its interpolations as code, the rest skipped. Returns the index past its end.
  private mutating func string(from start: Int, hashes: Int) -> Int {
    let multiline = byte(start + 1) == 0x22 && byte(start + 2) == 0x22
    var index = start + (multiline ? 3 : 1)
    while index < bytes.count {
      let current = bytes[index]
      if current == 0x5C {  // `\`, an escape when followed by the string's hashes
        var after = index + 1
        var count = 0
        while count < hashes, byte(after) == 0x23 {
          count += 1
          after += 1
        }
        guard count == hashes else {
          index += 1
          continue
        }
        if byte(after) == 0x28, depth < 32 {
          depth += 1
          index = code(from: after + 1, closing: true)
          depth -= 1
        } else {
          index = after + 1
        }
        continue
      }
      if current == 0x22 {
        let quotes = multiline ? 3 : 1
        if multiline, byte(index + 1) != 0x22 || byte(index + 2) != 0x22 {
          index += 1
          continue
        }
        var count = 0
        while count < hashes, byte(index + quotes + count) == 0x23 { count += 1 }
        if count == hashes { return index + quotes + hashes }
        index += 1
        continue
      }
      // A single-line literal ends at its line (an unterminated one, in a file with errors).
      if current == 0x0A, !multiline { return index }
      index += 1
    }
    return index
  }

  /// The first argument's label of a call of `IndexPath`'s initializer that starts at `end`
  /// (`(row: 0, section: 1)`, `.init(item: 2, section: 0)`), when it is one of
  /// ``FrameworkCatalog/labelNames``: UIKit's initializers.
  private func indexPathLabel(after end: Int) -> String? {
    var next = end
    func skipSpaces() {
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    }
    if byte(next) == 0x2E {
      let initializer = Array("init".utf8)
      guard next + 4 < bytes.count,
        (0..<4).allSatisfy({ bytes[next + 1 + $0] == initializer[$0] })
      else { return nil }
      next += 5
    }
    guard byte(next) == 0x28 else { return nil }
    next += 1
    skipSpaces()
    let start = next
    while next < bytes.count, Self.isIdentifierStart(bytes[next]) { next += 1 }
    let label = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<next]), as: UTF8.self)
    skipSpaces()
    guard byte(next) == 0x3A, FrameworkCatalog.labelNames.contains(label) else { return nil }
    return label
  }

  /// Records the identifier `start..<end` if it is a name the rules read.
  private mutating func record(from start: Int, to end: Int, afterDot: Bool, implicit: Bool) {
    let first = bytes[start]
    if first >= 0x41 && first <= 0x5A {
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      // After a `.`, a word is a member or a nested type (`NSAttributedString.Key`,
      // `Settings.Model`), not a framework's; a prefixed name is (`UIKit.UIColor`).
      if !afterDot || FrameworkCatalog.looksPrefixed(name) { found.insert(name) }
      if name == "IndexPath", let label = indexPathLabel(after: end) { found.insert(label) }
      return
    }
    guard first >= 0x61 && first <= 0x7A else { return }
    var hash = NameScan.fnvOffset
    for index in start..<end { hash = (hash ^ UInt64(bytes[index])) &* NameScan.fnvPrime }
    guard let candidates = NameScan.lowercase[hash] else { return }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    guard candidates.contains(word) else { return }
    if FrameworkCatalog.memberNames.contains(word), !afterDot { return }
    if FrameworkCatalog.implicitMemberNames.contains(word) {
      // `.red` as a value, not `service.clear()` or `rgb.red`.
      var next = end
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
      guard implicit, byte(next) != 0x28 else { return }
    }
    found.insert(word)
  }
}
