extension KeyDecoder {
  /// What the bytes at one position decode to.
  enum Step: Equatable {
    /// A key, from `length` bytes.
    case key(Key, length: Int)
    /// A printable scalar, from `length` bytes.
    case text(Unicode.Scalar, length: Int)
    /// Bytes that mean nothing known.
    case skip(length: Int)
    /// The input ends in the middle of something: wait for more bytes.
    case incomplete
  }

  /// Decodes the bytes of `input` at `index` (which is in range).
  static func step(_ input: [UInt8], at index: Int) -> Step {
    let byte = input[index]
    switch byte {
    case 0x1B:
      return escape(input, at: index)
    case 0x0D, 0x0A:
      return .key(.enter, length: 1)
    case 0x09:
      return .key(.tab, length: 1)
    case 0x7F, 0x08:
      return .key(.backspace, length: 1)
    case 0x00:
      return .key(.ctrl("@"), length: 1)
    case 0x01...0x1A:
      return .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x1C...0x1F:
      return .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), length: 1)
    case 0x20..<0x7F:
      return .text(Unicode.Scalar(byte), length: 1)
    default:
      return utf8(input, at: index)
    }
  }

  /// Decodes a sequence that starts with ESC.
  private static func escape(_ input: [UInt8], at index: Int) -> Step {
    guard index + 1 < input.count else { return .incomplete }
    switch input[index + 1] {
    case 0x5B:  // [
      return controlSequence(input, at: index)
    case 0x4F:  // O
      guard index + 2 < input.count else { return .incomplete }
      switch input[index + 2] {
      case 0x41: return .key(.up, length: 3)
      case 0x42: return .key(.down, length: 3)
      case 0x43: return .key(.right, length: 3)
      case 0x44: return .key(.left, length: 3)
      case 0x48: return .key(.home, length: 3)
      case 0x46: return .key(.end, length: 3)
      case 0x4D: return .key(.enter, length: 3)  // keypad Enter
      case 0x40...0x7E: return .skip(length: 3)  // F1-F4 and other keypad keys
      default: return .key(.escape, length: 1)  // not SS3 after all: Escape, then the rest
      }
    default:
      // Escape followed by an ordinary key (Alt-key, or Escape typed fast before a key).
      return .key(.escape, length: 1)
    }
  }

  /// Decodes `ESC [ parameters intermediates final`.
  private static func controlSequence(_ input: [UInt8], at index: Int) -> Step {
    var end = index + 2
    while end < input.count {
      let byte = input[end]
      switch byte {
      case 0x30...0x3F, 0x20...0x2F:
        end += 1
        if end - index > maximumSequenceLength {
          return .skip(length: end - index)
        }
      case 0x40...0x7E:
        let parameters = Array(input[(index + 2)..<end])
        let length = end - index + 1
        guard let key = controlSequenceKey(final: byte, parameters: parameters) else {
          return .skip(length: length)
        }
        return .key(key, length: length)
      default:
        // A control byte or non-ASCII inside the sequence: drop what came so far and decode
        // the byte on its own.
        return .skip(length: end - index)
      }
    }
    return .incomplete
  }

  /// The key of a complete CSI sequence, or nil for one the decoder does not know.
  private static func controlSequenceKey(final: UInt8, parameters: [UInt8]) -> Key? {
    // Only plain numeric parameters are keys; `<`, `=`, `>`, `?` prefixes are reports.
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false)
    let first = fields.first.flatMap { Int(String(decoding: $0, as: UTF8.self)) }
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x5A: return .backTab
    case 0x7E:
      switch first {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default:
      return nil
    }
  }

  /// Decodes one UTF-8 encoded scalar starting with a non-ASCII byte.
  private static func utf8(_ input: [UInt8], at index: Int) -> Step {
    let lead = input[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      return .skip(length: 1)  // a stray continuation byte, or a lead byte UTF-8 never uses
    }
    for offset in 1..<length {
      guard index + offset < input.count else { return .incomplete }
      let byte = input[index + offset]
      guard byte & 0xC0 == 0x80 else { return .skip(length: 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return .skip(length: length)  // overlong, surrogate or beyond U+10FFFF
    }
    if scalar.properties.generalCategory == .control {
      return .skip(length: length)  // C1 controls are not text
    }
    return .text(scalar, length: length)
  }
}
