import Testing
import ViperTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
  /// Every sequence the decoder knows, with its key.
  static let sequences: [(String, Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
    ("\u{1B}[3;5~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{8}", .backspace),
    ("\u{1}", .ctrl("a")), ("\u{3}", .ctrl("c")), ("\u{1A}", .ctrl("z")), ("\u{0}", .ctrl("@")),
    ("\u{1C}", .ctrl("\\")), ("\u{1F}", .ctrl("_")),
    ("q", .character("q")), (" ", .character(" ")), ("G", .character("G")),
    ("é", .character("é")), ("日", .character("日")), ("👍", .character("👍")),
  ]

  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test("each known sequence decodes to its key", arguments: sequences)
  func knownSequence(sequence: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(sequence.utf8)) == [key])
    #expect(decoder.flush() == [])
  }

  @Test("each sequence split across two reads at every byte decodes the same", arguments: sequences)
  func splitSequence(sequence: String, key: Key) {
    let bytes = Array(("x" + sequence + "y").utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
      #expect(keys == [.character("x"), key, .character("y")], "cut at \(cut)")
    }
  }

  @Test("all sequences fed one byte at a time decode in order")
  func byteAtATime() {
    let bytes = Array(Self.sequences.map(\.0).joined().utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in bytes {
      keys += decoder.decode([byte])
    }
    #expect(keys == Self.sequences.map(\.1))
  }

  @Test("a lone ESC waits, and flush turns it into Escape")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
  }

  @Test("flush turns pending ESC [ and ESC O into Escape and the character, drops the rest")
  func flushPartialSequences() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[".utf8))
    #expect(decoder.flush() == [.escape, .character("[")])
    _ = decoder.decode(Array("\u{1B}O".utf8))
    #expect(decoder.flush() == [.escape, .character("O")])
    _ = decoder.decode(Array("\u{1B}[12;".utf8))
    #expect(decoder.flush() == [])
    _ = decoder.decode([0xE6, 0x97])
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
  }

  @Test("Escape followed by another key is Escape and that key")
  func escapeThenKey() {
    #expect(decode("\u{1B}q") == [.escape, .character("q")])
    #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test("unknown sequences are skipped and decoding goes on")
  func unknownSequencesSkipped() {
    #expect(decode("a\u{1B}[99~b") == [.character("a"), .character("b")])
    #expect(decode("\u{1B}[<0;10;5Mq") == [.character("q")])  // SGR mouse report
    #expect(decode("\u{1B}[200~hi\u{1B}[201~") == [.character("h"), .character("i")])
    #expect(decode("\u{1B}OPx") == [.character("x")])  // F1
    #expect(decode("\u{1B}[?1;2cz") == [.character("z")])  // device attributes report
    #expect(decode("\u{1B}[1\u{3}A") == [.ctrl("c"), .character("A")])
  }

  @Test("an endless sequence is dropped instead of buffered forever")
  func endlessSequence() {
    var decoder = KeyDecoder()
    let garbage = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100)
    _ = decoder.decode(garbage)
    #expect(decoder.decode(Array("\u{1B}[A".utf8)).last == .up)
    #expect(!decoder.hasPendingInput)
  }

  @Test("multi-byte UTF-8 split across reads decodes once complete")
  func utf8Split() {
    let bytes = Array("日👍é".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
      #expect(keys == [.character("日"), .character("👍"), .character("é")], "cut at \(cut)")
    }
  }

  @Test("a decomposed character typed in one read is one key")
  func combiningSequence() {
    #expect(decode("e\u{301}x") == [.character("e\u{301}"), .character("x")])
  }

  @Test(
    "invalid UTF-8 is skipped",
    arguments: [
      [0x80],  // stray continuation byte
      [0xC0, 0xAF],  // overlong
      [0xE0, 0x80, 0xAF],  // overlong
      [0xED, 0xA0, 0x80],  // surrogate
      [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
      [0xF8],  // never a lead byte
      [0xFF],
      [0xE6, 0x41],  // lead byte without continuation
      [0xC2, 0x85],  // C1 control NEL
    ] as [[UInt8]]
  )
  func invalidUTF8(bytes: [UInt8]) {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("a".utf8) + bytes + Array("b".utf8))
    #expect(keys.first == .character("a"))
    #expect(keys.last == .character("b"))
    #expect(!keys.contains(.character("\u{FFFD}")))
    #expect(!decoder.hasPendingInput)
  }

  @Test("random bytes never crash and never leave more than a sequence pending")
  func randomBytes() {
    var generator = SeededGenerator(seed: 42)
    var decoder = KeyDecoder()
    for _ in 0..<2000 {
      let count = Int.random(in: 0...12, using: &generator)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? UInt8.random(in: 0...255, using: &generator)
          : [0x1B, 0x5B, 0x4F, 0x7E, 0x31, 0x3B, 0xE6, 0x97][
            Int.random(in: 0...7, using: &generator)]
      }
      _ = decoder.decode(bytes)
      _ = decoder.decode([])
      if Int.random(in: 0..<5, using: &generator) == 0 {
        _ = decoder.flush()
        #expect(!decoder.hasPendingInput)
      }
    }
    _ = decoder.flush()
    #expect(decoder.decode(Array("\u{1B}[B".utf8)) == [.down])
  }
}
