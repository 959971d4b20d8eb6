/// The byte pass of ``SkeletonText``: follows strings, comments, `#if` and braces, and tells
/// which braces at the declaration level open a body.
struct SkeletonScanner {
  let text: UnsafeBufferPointer<UInt8>
  /// Sorted offsets a blanked body may not hold (see ``SkeletonText/keptOffsets(in:typeKeywords:)``).
  let keep: [Int]
  var index = 0
  /// How many braces are open at `index`.
  var depth = 0
  /// The brace depth at each open `#if`: each clause must end where it began.
  var directives: [Int] = []
  /// How many brackets (`{`, `(`, `[`, interpolations) are open inside the body being
  /// skipped.
  var nesting = 0
  /// How many interpolations are open at `index`.
  var interpolations = 0
  /// Whether the text could not be followed with certainty.
  var failed = false

  init(text: UnsafeBufferPointer<UInt8>, keep: [Int]) {
    self.text = text
    self.keep = keep
  }

  /// The byte at `offset`, or 0 past the end.
  func byte(_ offset: Int) -> UInt8 {
    offset < text.count ? text[offset] : 0
  }

  /// Walks the declaration level; calls `body` with the offsets of the `{` and `}` of every
  /// body found there.
  mutating func scanDeclarations(_ body: (Int, Int) -> Void) {
    // Whether the pass is between a type keyword and its `{`.
    var inHead = false
    // Whether the last byte of code (blanks and comments passed) was a `.`.
    var afterDot = false
    while index < text.count, !failed {
      if skipLiteralOrComment() { continue }
      let current = text[index]
      if isWordStart(current) {
        let start = index
        let end = wordEnd(from: index)
        index = end
        // A member after a `.` (`.class`, `Foo.enum`) is no keyword.
        let precededByDot = afterDot
        if !precededByDot, isTypeKeyword(start, end),
          !matches(start, end, "class") || startsClass(after: end)
        {
          inHead = true
        } else if !precededByDot, matches(start, end, "import") {
          // `import class UIKit.UIView` declares no class.
          skipImport()
        }
        afterDot = false
        continue
      }
      if isBlank(current) {
        index += 1
        continue
      }
      switch current {
      case UInt8(ascii: "."):
        afterDot = true
        index += 1
        continue
      case UInt8(ascii: "#"):
        directive()
      case UInt8(ascii: "{"):
        depth += 1
        index += 1
        let open = index - 1
        if inHead {
          inHead = false
        } else if opensAccessors() {
          // Accessors (`get { ... } set { ... }`, `unsafeAddress { ... }`): which there are
          // tells a stored property from a computed one, so each body is blanked, not the
          // block; a block that holds what keeps bodies whole is kept as it is.
          var ahead = self
          if let close = ahead.skipBlock(), KeywordScan.contains(keep, in: open..<close) {
            self = ahead
          }
        } else if let close = skipBlock() {
          body(open, close)
        }
      case UInt8(ascii: "}"):
        guard depth > 0 else {
          failed = true
          return
        }
        depth -= 1
        inHead = false
        index += 1
      default:
        index += 1
      }
      afterDot = false
    }
    if depth != 0 || !directives.isEmpty { failed = true }
  }

  /// Whether the block whose `{` is just before `index` starts with an accessor (`get`,
  /// `set`, `_read`, `unsafeAddress`, ...) or an attribute: then it is read as accessors, a
  /// body for each. (A block that starts with `#if` is a getter's body: accessors cannot be
  /// in `#if` clauses.)
  func opensAccessors() -> Bool {
    var offset = index
    while offset < text.count {
      if isBlank(text[offset]) {
        offset += 1
      } else if text[offset] == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "/") {
        while offset < text.count, text[offset] != 0x0A { offset += 1 }
      } else if text[offset] == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "*") {
        // A block comment first: read the block as accessors, which blanks less.
        return true
      } else {
        break
      }
    }
    let first = byte(offset)
    if first == UInt8(ascii: "@") { return true }
    let end = wordEnd(from: offset)
    for accessor: StaticString in [
      "get", "set", "_read", "_modify", "read", "modify", "borrow", "mutate", "yielding",
      "unsafeAddress", "unsafeMutableAddress", "addressWithOwner", "addressWithNativeOwner",
      "mutableAddressWithOwner", "mutableAddressWithNativeOwner", "init", "mutating",
      "nonmutating", "willSet", "didSet",
    ] where matches(offset, end, accessor) {
      return true
    }
    return false
  }

  /// From just after a `{`, moves past its matching `}` and returns the `}`'s offset.
  mutating func skipBlock() -> Int? {
    var open = 0
    nesting = 0
    while index < text.count, !failed {
      if skipLiteralOrComment() { continue }
      switch text[index] {
      case UInt8(ascii: "{"):
        open += 1
        depth += 1
        checkNesting()
      case UInt8(ascii: "("), UInt8(ascii: "["):
        nesting += 1
        checkNesting()
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        nesting -= 1
      case UInt8(ascii: "}"):
        depth -= 1
        if open == 0 {
          index += 1
          return index - 1
        }
        open -= 1
      case UInt8(ascii: "#"):
        directive()
        continue
      default: break
      }
      index += 1
    }
    failed = true
    return nil
  }

  /// Marks the text as not followed when a body nests deeper than ``SkeletonText/deepestNesting``
  /// (braces, the type blocks around it included, brackets and `#if`).
  mutating func checkNesting() {
    if depth + nesting + directives.count > SkeletonText.deepestNesting { failed = true }
  }

  /// Reads a `#` at `index`: an `#if`, `#elseif`, `#else` or `#endif` is checked against the
  /// brace depth its `#if` began at; anything else is passed.
  mutating func directive() {
    let start = index + 1
    let end = wordEnd(from: start)
    index = max(end, index + 1)
    if matches(start, end, "if") {
      directives.append(depth)
    } else if matches(start, end, "elseif") || matches(start, end, "else") {
      if directives.last != depth { failed = true }
    } else if matches(start, end, "endif") {
      if directives.popLast() != depth { failed = true }
    }
  }

  /// Moves past what follows `import`: an optional kind (`import class UIKit.UIView`) and
  /// the module's name.
  mutating func skipImport() {
    skipBlanks()
    var end = wordEnd(from: index)
    for kind: StaticString in [
      "class", "struct", "enum", "protocol", "typealias", "func", "var", "let",
    ] where matches(index, end, kind) {
      index = end
      skipBlanks()
      end = wordEnd(from: index)
      break
    }
    index = max(index, end)
  }

  /// The type declaration whose keyword is at `offset`, read to its `{` (at most a thousand
  /// bytes on); `nil` for a `class` that declares a member (`class func`).
  func head(at offset: Int) -> SkeletonText.TypeHead? {
    let keywordEnd = wordEnd(from: offset)
    if matches(offset, keywordEnd, "class"), !startsClass(after: keywordEnd) { return nil }
    var head = SkeletonText.TypeHead(name: dottedName(from: keywordEnd), inherited: [])
    var position = keywordEnd
    let limit = min(text.count, position + 1000)
    var inInheritance = false
    var angles = 0
    var afterDot = false
    while position < limit {
      let current = text[position]
      if current == UInt8(ascii: "{") { break }
      if isWordStart(current) {
        let end = wordEnd(from: position)
        if inInheritance, angles == 0 {
          let word = string(position, end)
          if afterDot, !head.inherited.isEmpty {
            head.inherited[head.inherited.count - 1] += "." + word
          } else if word != "where" && word != "Self" && word != "any" && word != "some" {
            head.inherited.append(word)
          }
        }
        afterDot = false
        position = end
        continue
      }
      switch current {
      case UInt8(ascii: "."): afterDot = true
      case UInt8(ascii: "@"):
        // An attribute's name (`@unchecked`, `@MainActor`) is no inherited name.
        position = wordEnd(from: position + 1) - 1
        afterDot = false
      case UInt8(ascii: ":") where angles == 0: inInheritance = true
      case UInt8(ascii: "<"): angles += 1
      case UInt8(ascii: ">"): angles = max(0, angles - 1)
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
        while position < limit, text[position] != 0x0A { position += 1 }
      case 0x20, 0x09, 0x0A, 0x0D: break
      default: afterDot = false
      }
      position += 1
    }
    return head
  }

  /// Whether the word is a keyword that declares a type (or a precedence group, whose block
  /// is no body either).
  func isTypeKeyword(_ start: Int, _ end: Int) -> Bool {
    for keyword: StaticString in [
      "class", "struct", "enum", "actor", "protocol", "extension", "precedencegroup",
    ] where matches(start, end, keyword) {
      return true
    }
    return false
  }

  /// Whether a `class` ending at `end` declares a class: it does unless a member's keyword
  /// or modifier follows (`class func`, `class var`).
  func startsClass(after end: Int) -> Bool {
    var start = end
    while start < text.count, isBlank(text[start]) { start += 1 }
    if byte(start) == UInt8(ascii: "@") { return false }
    let next = wordEnd(from: start)
    for word: StaticString in [
      "func", "var", "let", "subscript", "init", "deinit", "override", "final", "public",
      "private", "fileprivate", "internal", "open", "static", "dynamic", "required",
      "convenience", "nonisolated", "typealias", "package",
    ] where matches(start, next, word) {
      return false
    }
    return true
  }

  /// The name after a type keyword ending at `end`, dotted parts joined (generic arguments
  /// and everything after left out).
  func dottedName(from end: Int) -> String {
    var start = end
    while start < text.count, isBlank(text[start]) { start += 1 }
    var stop = start
    while stop < text.count,
      SyntaxNames.isIdentifierByte(text[stop]) || text[stop] == UInt8(ascii: ".")
        || text[stop] == UInt8(ascii: "`")
    {
      stop += 1
    }
    return string(start, stop)
  }

  mutating func skipBlanks() {
    while index < text.count, isBlank(text[index]) { index += 1 }
  }

  func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  func wordEnd(from start: Int) -> Int {
    var end = start
    while end < text.count, SyntaxNames.isIdentifierByte(text[end]) { end += 1 }
    return end
  }

  func matches(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
    guard end - start == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { word in
      word.indices.allSatisfy { text[start + $0] == word[$0] }
    }
  }

  func string(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
  }
}
