/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// It understands UTF-8 text, the C0 control codes and the CSI (`ESC [`) and SS3 (`ESC O`)
/// sequences terminals send for the arrows, Home/End (`ESC[H`, `ESC[F`, `ESC[1~`, `ESC[4~`,
/// `ESC[7~`, `ESC[8~`, `ESC OH`, `ESC OF`), Page Up/Down (`ESC[5~`, `ESC[6~`), Delete
/// (`ESC[3~`) and Shift-Tab (`ESC[Z`). Modifier parameters (`ESC[1;5A`, Ctrl-Up) are ignored,
/// so they decode as the plain key.
///
/// Bytes arrive in arbitrary pieces, so a sequence cut off at the end of a read stays buffered
/// until the next ``decode(_:)``. A lone Escape key press looks exactly like the start of a
/// sequence: the caller calls ``flush()`` when no more bytes arrived within about 30 ms, which
/// turns a pending `ESC` into ``Key/escape``. Unknown sequences and invalid UTF-8 are skipped;
/// the decoder never stops making progress.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])  // [] (waiting for the rest)
/// decoder.decode([0x41, 0x71])  // [.up, .character("q")]
/// decoder.decode([0x1B])  // []
/// decoder.flush()  // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  /// The longest escape sequence the decoder waits for; longer ones are dropped as garbage.
  static let maximumSequenceLength = 32

  /// Bytes of an incomplete sequence or UTF-8 character, kept for the next read.
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an incomplete sequence are waiting (call ``flush()`` after a pause).
  public var hasPendingInput: Bool { !pending.isEmpty }

  /// Decodes `bytes`, together with anything left pending from before, into keys.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    let input = pending + bytes
    pending = []
    var keys: [Key] = []
    var text = ""
    var index = 0
    while index < input.count {
      switch Self.step(input, at: index) {
      case .key(let key, let length):
        flushText(&text, into: &keys)
        keys.append(key)
        index += length
      case .text(let scalar, let length):
        text.unicodeScalars.append(scalar)
        index += length
      case .skip(let length):
        index += length
      case .incomplete:
        pending = Array(input[index...])
        index = input.count
      }
    }
    flushText(&text, into: &keys)
    return keys
  }

  /// Decodes what is pending as if no more bytes will come: a lone `ESC` becomes
  /// ``Key/escape``; `ESC [` and `ESC O` become Escape followed by the character (Alt-[ and
  /// Alt-O); any other incomplete sequence or UTF-8 character is dropped.
  public mutating func flush() -> [Key] {
    let input = pending
    pending = []
    switch input {
    case [0x1B]:
      return [.escape]
    case [0x1B, 0x5B]:
      return [.escape, .character("[")]
    case [0x1B, 0x4F]:
      return [.escape, .character("O")]
    default:
      return []
    }
  }

  /// Consecutive printable scalars are grouped into grapheme clusters (a pasted `é` written
  /// as `e` + U+0301 is one key).
  private func flushText(_ text: inout String, into keys: inout [Key]) {
    guard !text.isEmpty else { return }
    for character in text {
      keys.append(.character(character))
    }
    text = ""
  }
}
