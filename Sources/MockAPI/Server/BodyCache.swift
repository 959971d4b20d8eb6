import Foundation

/// Keeps recently generated bodies so that asking again for the same generated list does not
/// generate it again.
///
/// The cache holds at most `byteBudget` bytes, dropping the least recently used bodies first.
/// A body larger than the budget (a million users is about 450 MB) is never kept: it lives only
/// while it is being sent, so the server holds one copy of it at a time.
final class BodyCache: Sendable {
  private struct Entry: Sendable {
    var key: String
    var body: Data
  }

  private let entries = Locked<[Entry]>([])  // least recently used first
  let byteBudget: Int

  init(byteBudget: Int = 64 << 20) {
    self.byteBudget = byteBudget
  }

  /// The body for `key`, from the cache or else made by `make` (and then kept if it fits).
  func body(for key: String, make: () async throws -> Data) async rethrows -> Data {
    if let cached = lookUp(key) {
      return cached
    }
    let body = try await make()
    store(body, for: key)
    return body
  }

  /// How many bytes the cache holds now.
  var cachedBytes: Int {
    entries.withLock { $0.reduce(0) { $0 + $1.body.count } }
  }

  private func lookUp(_ key: String) -> Data? {
    entries.withLock { entries in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.body
    }
  }

  private func store(_ body: Data, for key: String) {
    guard body.count <= byteBudget else { return }
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append(Entry(key: key, body: body))
      var total = entries.reduce(0) { $0 + $1.body.count }
      while total > byteBudget, let oldest = entries.first {
        total -= oldest.body.count
        entries.removeFirst()
      }
    }
  }
}
