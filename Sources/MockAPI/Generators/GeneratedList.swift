import Foundation

/// Writes a JSON array of generated entries, for every resource that generates its lists.
enum GeneratedList {
  /// The JSON array of the entries with the ids in `ids`, each written by `write`.
  ///
  /// The array goes into one buffer reserved up front (`estimatedEntrySize` bytes an entry) and
  /// is handed over without a copy. The task yields every few hundred entries so a long list does
  /// not hold up other requests, and stops if cancelled.
  static func body(
    ids: ClosedRange<Int>?, estimatedEntrySize: Int, write: (Int, JSONWriter) -> Void
  ) async throws -> Data {
    let writer = JSONWriter(capacity: (ids?.count ?? 0) * estimatedEntrySize + 2)
    writer.write("[")
    if let ids {
      for id in ids {
        if id > ids.lowerBound {
          writer.write(",")
        }
        write(id, writer)
        if id % 512 == 0 {
          try Task.checkCancellation()
          await Task.yield()
        }
      }
    }
    writer.write("]")
    return writer.takeData()
  }

  /// The ids 1...`count`, or `nil` for a count of 0 (or less).
  static func ids(count: Int) -> ClosedRange<Int>? {
    count >= 1 ? 1...count : nil
  }
}

/// Words for generated titles and names, in the dog Latin JSONPlaceholder's data is written in.
enum LoremWords {
  static let words: [StaticString] = [
    "delectus", "aut", "autem", "quis", "ut", "nam", "facilis", "et", "officia", "qui", "fugiat",
    "veniam", "minus", "laboriosam", "mollitia", "voluptatem", "illo", "expedita", "consequatur",
    "quia", "in", "dolor", "porro", "sint", "rem", "omnis", "repellat", "sunt", "ipsam", "dolores",
    "est", "quidem", "molestiae", "enim", "natus", "impedit", "doloremque", "eaque", "accusamus",
    "beatae", "ad", "facere", "error", "numquam", "odio", "nesciunt", "magni", "vero",
  ]

  /// Writes `minimum` to `maximum` words chosen by `random`, separated by spaces.
  static func write(
    _ random: inout SplitMix64, minimum: Int, maximum: Int, to writer: JSONWriter
  ) {
    let count = minimum + Int(random.next() % UInt64(maximum - minimum + 1))
    for position in 0..<count {
      if position > 0 {
        writer.write(" ")
      }
      writer.write(words[Int(random.next() % UInt64(words.count))])
    }
  }

  /// The words `write` would write, as a string.
  static func text(_ random: inout SplitMix64, minimum: Int, maximum: Int) -> String {
    let writer = JSONWriter()
    write(&random, minimum: minimum, maximum: maximum, to: writer)
    return String(decoding: writer.data, as: UTF8.self)
  }
}
