import Foundation
import Testing

@testable import MockAPI

@Suite("BodyCache: generated bodies kept within a byte budget")
struct BodyCacheTests {
  @Test("A body is made once and then served from the cache")
  func makesOnce() async {
    let cache = BodyCache(byteBudget: 100)
    let made = Locked(0)
    let make: () async -> Data = {
      made.withLock { $0 += 1 }
      return Data(repeating: 1, count: 10)
    }

    _ = await cache.body(for: "a", make: make)
    _ = await cache.body(for: "a", make: make)

    #expect(made.withLock { $0 } == 1)
    #expect(cache.cachedBytes == 10)
  }

  @Test("Going over the budget drops the least recently used bodies")
  func evictsLeastRecentlyUsed() async {
    let cache = BodyCache(byteBudget: 100)
    _ = await cache.body(for: "a") { Data(count: 40) }
    _ = await cache.body(for: "b") { Data(count: 40) }
    _ = await cache.body(for: "a") { Data(count: 40) }  // "a" is now the most recent
    _ = await cache.body(for: "c") { Data(count: 40) }

    let remade = Locked<[String]>([])
    for key in ["a", "b", "c"] {
      _ = await cache.body(for: key) {
        remade.withLock { $0.append(key) }
        return Data(count: 40)
      }
    }

    #expect(remade.withLock { $0 } == ["b", "c"])
    #expect(cache.cachedBytes <= 100)
  }

  @Test("A body larger than the budget is never kept")
  func largeBodiesAreNotKept() async {
    let cache = BodyCache(byteBudget: 100)

    let body = await cache.body(for: "big") { Data(count: 101) }

    #expect(body.count == 101)
    #expect(cache.cachedBytes == 0)
  }
}
