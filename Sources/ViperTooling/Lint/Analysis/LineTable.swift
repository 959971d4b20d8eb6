import SwiftSyntax

/// Line starts of a file, for `line:column` of a position. Made from the bytes in one pass:
/// SwiftSyntax's `SourceLocationConverter` walks the whole tree to find them, which costs as
/// much as the facts collection itself.
struct LineTable {
  let path: String
  /// The UTF-8 offset where each line starts.
  private var starts: [Int] = [0]

  init(bytes: [UInt8], path: String) {
    self.path = path
    ByteSearch.forEach([0x0A], in: bytes) { offset in
      starts.append(offset + 1)
      return true
    }
  }

  func location(_ position: AbsolutePosition) -> SourceLocation {
    let offset = position.utf8Offset
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return SourceLocation(file: path, line: low + 1, column: offset - starts[low] + 1)
  }

  /// The UTF-8 offset of a 1-based line and column, `nil` for a line the file does not have.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= starts.count, column >= 1 else { return nil }
    return starts[line - 1] + column - 1
  }
}
