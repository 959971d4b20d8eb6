import Foundation

/// Makes any number of deterministic items: item `id` is always the same, its name 2 to 5
/// dog-Latin words from a hash of the id, like the album titles the bundled items come from.
enum ItemGenerator {
  /// Generated item `id`.
  static func item(id: Int) -> MockItem {
    var random = seed(id)
    return MockItem(id: id, name: LoremWords.text(&random, minimum: 2, maximum: 5))
  }

  /// Writes generated item `id` as compact JSON, the same bytes as `item(id:).write(to:)`.
  static func write(id: Int, to writer: JSONWriter) {
    var random = seed(id)
    writer.write(#"{"id":"#)
    writer.writeInteger(id)
    writer.write(#","name":""#)
    LoremWords.write(&random, minimum: 2, maximum: 5, to: writer)
    writer.write(#""}"#)
  }

  /// A little more than a generated item's average size in bytes, to reserve room up front.
  static let estimatedItemSize = 50

  private static func seed(_ id: Int) -> SplitMix64 {
    SplitMix64(seed: UInt64(truncatingIfNeeded: id) ^ 0x6974_656D)  // "item"
  }
}
