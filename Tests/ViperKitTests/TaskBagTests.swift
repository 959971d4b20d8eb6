import Testing
import ViperKit

@MainActor
@Suite("TaskBag")
struct TaskBagTests {
  @Test("delivers the result of its work on the main actor")
  func deliversResult() async {
    let bag = TaskBag()
    await withCheckedContinuation { continuation in
      bag.perform {
        21 * 2
      } then: { (result: Result<Int, Never>) in
        MainActor.assertIsolated()
        #expect(result == .success(42))
        continuation.resume()
      }
    }
  }

  @Test("delivers a thrown error as a failure, with its type")
  func deliversTypedFailure() async {
    struct Boom: Error, Equatable {}
    let bag = TaskBag()
    let result: Result<Int, Boom> = await withCheckedContinuation { continuation in
      bag.perform { () async throws(Boom) -> Int in
        throw Boom()
      } then: {
        continuation.resume(returning: $0)
      }
    }
    #expect(result == .failure(Boom()))
  }

  @Test("cancels its tasks when it is freed, and a cancelled task never delivers")
  func cancelsOnDeinit() async {
    let started = AsyncStream.makeStream(of: Void.self)
    let gate = AsyncStream.makeStream(of: Void.self)
    let ended = AsyncStream.makeStream(of: Bool.self)
    var delivered = false
    var bag: TaskBag? = TaskBag()
    bag?.perform {
      started.continuation.yield()
      // Waits for the test, then finishes normally whatever happened meanwhile, as a
      // transport that ignores cancellation would: the bag must still not deliver.
      for await _ in gate.stream { break }
      ended.continuation.yield(Task.isCancelled)
      return 1
    } then: { (_: Result<Int, Never>) in
      delivered = true
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    bag = nil
    gate.continuation.yield()
    var endedIterator = ended.stream.makeAsyncIterator()
    let wasCancelled = await endedIterator.next()
    #expect(wasCancelled == true)
    // Give a (wrong) delivery the chance to run on the main actor before checking.
    for _ in 0..<10 { await Task.yield() }
    #expect(!delivered)
  }

  @Test("forgets tasks that have finished")
  func removesFinishedTasks() async {
    let bag = TaskBag()
    await withCheckedContinuation { continuation in
      bag.perform {
        1
      } then: { (_: Result<Int, Never>) in
        continuation.resume()
      }
    }
    // The task removes itself right after delivering.
    for _ in 0..<1000 where bag.count > 0 { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(bag.count == 0)
  }

  @Test("cancelAll cancels running work but accepts new work; close refuses new work")
  func cancelAllAndClose() async {
    let bag = TaskBag()
    bag.run { try? await Task.sleep(for: .seconds(10)) }
    #expect(bag.count == 1)
    bag.cancelAll()
    #expect(bag.count == 0)
    bag.run { try? await Task.sleep(for: .seconds(10)) }
    #expect(bag.count == 1)
    bag.close()
    bag.run { Issue.record("a closed bag must not run work") }
    #expect(bag.count == 0)
  }
}
