/// What the byte pass passes over whole: comments and string literals, interpolations
/// followed into.
extension SkeletonScanner {
  /// Moves past a comment or a string literal at `index` and says so; marks the text as not
  /// followed at what may start a regular expression literal.
  mutating func skipLiteralOrComment() -> Bool {
    let current = text[index]
    if current == UInt8(ascii: "/") {
      let next = byte(index + 1)
      if next == UInt8(ascii: "/") {
        while index < text.count, text[index] != 0x0A { index += 1 }
        return true
      }
      if next == UInt8(ascii: "*") {
        skipBlockComment()
        return true
      }
      if mayStartRegex(at: index) { failed = true }
      return false
    }
    if current == UInt8(ascii: "\"") {
      skipString(hashes: 0, quote: index)
      return true
    }
    if current == UInt8(ascii: "#") {
      var end = index
      while byte(end) == UInt8(ascii: "#") { end += 1 }
      if byte(end) == UInt8(ascii: "\"") {
        skipString(hashes: end - index, quote: end)
        return true
      }
      // `#/.../#`, a regular expression; `#!` starts a script's first line.
      if byte(end) == UInt8(ascii: "/") { failed = true }
      if index == 0, byte(1) == UInt8(ascii: "!") {
        while index < text.count, text[index] != 0x0A { index += 1 }
        return true
      }
    }
    return false
  }

  /// Moves past a block comment at `index`; Swift's nest.
  mutating func skipBlockComment() {
    var open = 0
    while index + 1 < text.count {
      if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "*") {
        open += 1
        index += 2
      } else if text[index] == UInt8(ascii: "*"), text[index + 1] == UInt8(ascii: "/") {
        open -= 1
        index += 2
        if open == 0 { return }
      } else {
        index += 1
      }
    }
    failed = true
  }

  /// Moves past a string literal whose opening quote is at `quote`, `hashes` `#` before it:
  /// single-line or multi-line, raw or not, interpolations followed into.
  mutating func skipString(hashes: Int, quote: Int) {
    let multiLine = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
    var offset = quote + (multiLine ? 3 : 1)
    while offset < text.count, !failed {
      let current = text[offset]
      if current == UInt8(ascii: "\\") {
        var after = offset + 1
        var found = 0
        while found < hashes, byte(after) == UInt8(ascii: "#") {
          after += 1
          found += 1
        }
        if found < hashes {
          offset += 1
        } else if byte(after) == UInt8(ascii: "(") {
          index = after + 1
          nesting += 1
          interpolations += 1
          checkNesting()
          // Each string in an interpolation is followed by recursion: bounded here whatever
          // brackets the interpolations hold.
          if interpolations > SkeletonText.deepestInterpolation { failed = true }
          skipInterpolation()
          nesting -= 1
          interpolations -= 1
          offset = index
        } else {
          offset = after + 1
        }
        continue
      }
      if current == UInt8(ascii: "\"") {
        var close = offset + 1
        if multiLine {
          guard byte(offset + 1) == UInt8(ascii: "\""), byte(offset + 2) == UInt8(ascii: "\"")
          else {
            offset += 1
            continue
          }
          close = offset + 3
        }
        var found = 0
        while found < hashes, byte(close) == UInt8(ascii: "#") {
          close += 1
          found += 1
        }
        if found == hashes {
          index = close
          return
        }
        offset += 1
        continue
      }
      if !multiLine, current == 0x0A || current == 0x0D {
        failed = true
        return
      }
      offset += 1
    }
    failed = true
  }

  /// From just after an interpolation's `(`, moves past its matching `)`.
  mutating func skipInterpolation() {
    var open = 0
    while index < text.count, !failed {
      if skipLiteralOrComment() { continue }
      switch text[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if text[index] == UInt8(ascii: "(") { open += 1 }
        nesting += 1
        checkNesting()
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if text[index] == UInt8(ascii: ")") {
          if open == 0 {
            index += 1
            return
          }
          open -= 1
        }
        nesting -= 1
      default: break
      }
      index += 1
    }
    failed = true
  }

  /// Whether the `/` at `offset` may start a bare regular expression literal (`/[a-z]+/`),
  /// whose text the pass does not follow: one that is not followed by a blank or `=` and does
  /// not come right after a name, a number or a closing bracket, as a division does.
  func mayStartRegex(at offset: Int) -> Bool {
    switch byte(offset + 1) {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), 0: return false
    default: break
    }
    guard offset > 0 else { return true }
    let previous = text[offset - 1]
    return
      !(SyntaxNames.isIdentifierByte(previous) || previous == UInt8(ascii: ")")
      || previous == UInt8(ascii: "]") || previous == UInt8(ascii: "}")
      || previous == UInt8(ascii: "\"") || previous == UInt8(ascii: "`"))
  }
}
