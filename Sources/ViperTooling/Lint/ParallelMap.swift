import Foundation

/// A parallel map over indices on dedicated threads with 16 MB stacks.
enum ParallelMap {
  static func run<T: Sendable>(
    count: Int, progress: (@Sendable (Int) -> Void)?, _ body: @escaping @Sendable (Int) -> T
  ) -> [T] {
    guard count > 0 else { return [] }
    let state = State<T>(count: count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<workers {
      let thread = Thread {
        while let index = state.next() {
          let value = body(index)
          let finished = state.store(value, at: index)
          progress?(finished)
        }
        done.signal()
      }
      thread.stackSize = 16 << 20
      thread.start()
    }
    for _ in 0..<workers { done.wait() }
    return state.results()
  }

  final class State<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var finished = 0
    private var values: [T?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func next() -> Int? {
      lock.withLock {
        guard nextIndex < values.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
      }
    }

    func store(_ value: T, at index: Int) -> Int {
      lock.withLock {
        values[index] = value
        finished += 1
        return finished
      }
    }

    func results() -> [T] { lock.withLock { values.compactMap { $0 } } }
  }
}
