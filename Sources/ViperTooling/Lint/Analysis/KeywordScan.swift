/// Byte searches that tell whether a declarations walk is enough. Comments and string literals
/// are not skipped, so a match in them only ever asks for more analysis, never less.
enum KeywordScan {
  private static let typeKeywords: [[UInt8]] = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ].map { Array($0.utf8) }

  /// The offsets of the type keywords in `bytes`: `class`, `struct`, `enum`, `actor`,
  /// `protocol` or `extension` at the start of a word and followed by a space, tab or line
  /// break (`class` in `class func` counts too), in order.
  ///
  /// Reads sixteen bytes at a time, looking for the keywords' first two letters (`cl`, `st`,
  /// `en`, `ex`, `ac`, `pr`); only where they occur are the bytes compared one by one.
  static func typeKeywordOffsets(in bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      func check(_ index: Int) {
        guard index == 0 || !SyntaxNames.isIdentifierByte(base[index - 1]) else { return }
        for keyword in typeKeywords where keyword[0] == base[index] {
          let end = index + keyword.count
          guard end < count,
            base[end] == 0x20 || base[end] == 0x09 || base[end] == 0x0A || base[end] == 0x0D,
            (1..<keyword.count).allSatisfy({ base[index + $0] == keyword[$0] })
          else { continue }
          offsets.append(index)
          return
        }
      }
      let raw = UnsafeRawPointer(base)
      func byte(_ value: Character) -> SIMD16<UInt8> {
        SIMD16(repeating: value.asciiValue ?? 0)
      }
      let (a, c, e, l, n, p, r, s, t, x, z) = (
        byte("a"), byte("c"), byte("e"), byte("l"), byte("n"), byte("p"), byte("r"), byte("s"),
        byte("t"), byte("x"), byte("z")
      )
      // The first byte has no byte before it: checked alone. Blocks of 16 follow, then the tail
      // byte by byte.
      if count > 0 { check(0) }
      var index = 1
      while index + 17 <= count {
        let before = raw.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self)
        let first = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let second = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
        // A keyword starts a word: the byte before is no lowercase letter (`check` tells the
        // rest). Most `st`, `pr`, `en` of a file are inside words.
        let found =
          ((before .< a) .| (before .> z))
          .& (((first .== c) .& (second .== l))
            .| ((first .== s) .& (second .== t))
            .| ((first .== e) .& ((second .== n) .| (second .== x)))
            .| ((first .== a) .& (second .== c))
            .| ((first .== p) .& (second .== r)))
        // A lane of the mask is a byte of all ones or all zeros: read it as two words and visit
        // the lanes that are set (lane 0 is the low byte: Swift's platforms are little-endian).
        let words = unsafeBitCast(found, to: SIMD2<UInt64>.self)
        for half in 0..<2 {
          var word = words[half]
          while word != 0 {
            let lane = word.trailingZeroBitCount / 8
            check(index + half * 8 + lane)
            word &= ~(0xFF << UInt64(lane * 8))
          }
        }
        index += 16
      }
      while index < count {
        check(index)
        index += 1
      }
    }
    return offsets
  }

  /// Whether sorted `offsets` hold one in `range`.
  static func contains(_ offsets: [Int], in range: Range<Int>) -> Bool {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < offsets.count && offsets[low] < range.upperBound
  }

  /// The offsets of the word `as!` in a file, comments and strings included.
  static func forceCastOffsets(in bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    ByteSearch.forEach(Array("as!".utf8), anchor: 2, in: bytes) { offset in
      if offset == 0 || !SyntaxNames.isIdentifierByte(bytes[offset - 1]) {
        offsets.append(offset)
      }
      return true
    }
    return offsets
  }
}
