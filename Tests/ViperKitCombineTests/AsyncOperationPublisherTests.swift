import Foundation
import MockAPI
import Synchronization
import Testing
import ViperKit
import ViperKitCombine
import ViperKitTesting

/// The publisher bridge over async operations, and `HTTPClient`'s publisher API over a real
/// server.
@MainActor
@Suite("ViperKitCombine: publishers over the async API")
struct AsyncOperationPublisherTests {
  /// Subscribes to `publisher` and waits for its completion, collecting what it sent.
  private func collect<Output: Sendable, Failure: Error>(
    _ publisher: some Publisher<Output, Failure>
  ) async -> (values: [Output], completion: Subscribers.Completion<Failure>?) {
    var values: [Output] = []
    var completion: Subscribers.Completion<Failure>?
    let subscription =
      publisher
      .receive(on: MainQueue.scheduler)
      .sink {
        completion = $0
      } receiveValue: {
        values.append($0)
      }
    while completion == nil { try? await Task.sleep(for: .milliseconds(2)) }
    subscription.cancel()
    return (values, completion)
  }

  @Test("nothing runs until a subscriber asks; then one value and .finished")
  func runsOnSubscription() async {
    let runs = Counter()
    let publisher = AsyncOperationPublisher { () async throws(HTTP.Error) -> Int in
      runs.increment()
      return 42
    }
    try? await Task.sleep(for: .milliseconds(20))
    #expect(runs.value == 0)
    let result = await collect(publisher)
    #expect(result.values == [42])
    #expect(result.completion.map(String.init(describing:)) == "finished")
    #expect(runs.value == 1)
    // Each subscriber runs the operation once more.
    _ = await collect(publisher)
    #expect(runs.value == 2)
  }

  @Test("a typed failure arrives as the failure completion, with no value")
  func failure() async {
    let publisher = AsyncOperationPublisher { () async throws(HTTP.Error) -> Int in
      throw .statusCode(503)
    }
    let result = await collect(publisher)
    #expect(result.values.isEmpty)
    guard case .failure(let error) = result.completion else {
      Issue.record("expected a failure, got \(String(describing: result.completion))")
      return
    }
    #expect(error == .statusCode(503))
  }

  @Test("cancelling the subscription cancels the operation, and nothing is delivered after")
  func cancellation() async throws {
    let clock = TestClock()
    let outcome = AsyncStream.makeStream(of: String.self)
    let publisher = AsyncOperationPublisher { () async throws(HTTP.Error) -> Int in
      do {
        try await clock.sleep(for: .seconds(10))
        outcome.continuation.yield("finished")
      } catch {
        outcome.continuation.yield("cancelled")
      }
      return 1
    }
    var delivered: [String] = []
    let subscription = publisher.sink {
      delivered.append("completion \($0)")
    } receiveValue: {
      delivered.append("value \($0)")
    }
    try await Task.sleep(for: .milliseconds(20))
    subscription.cancel()
    var iterator = outcome.stream.makeAsyncIterator()
    #expect(await iterator.next() == "cancelled")
    try await Task.sleep(for: .milliseconds(20))
    #expect(delivered.isEmpty)
  }

  @Test("no demand, no work: a subscriber that requests nothing never starts the operation")
  func noDemand() async throws {
    let runs = Counter()
    let publisher = AsyncOperationPublisher { () async throws(Never) -> Int in
      runs.increment()
      return 1
    }
    let subscriber = DemandlessSubscriber()
    publisher.subscribe(subscriber)
    try await Task.sleep(for: .milliseconds(20))
    #expect(runs.value == 0)
    subscriber.subscription?.cancel()
  }

  @Test("HTTPClient's publisher checks the status, decodes, and names failures as the async API")
  func httpClientPublisher() async throws {
    let api = try await MockAPI.start()
    let client = HTTPClient(baseURL: api.baseURL)
    struct Named: Decodable, Sendable, Equatable {
      let id: Int
      let name: String
    }

    let users = await collect(client.publisher(for: .get("users"), as: [Named].self))
    #expect(users.values.first?.count == 10)
    #expect(users.values.first?.first == Named(id: 1, name: "Leanne Graham"))

    api.injectFault(.status(503), path: "/users", count: 1)
    let failed = await collect(client.publisher(for: .get("users"), as: [Named].self))
    guard case .failure(let error) = failed.completion else {
      Issue.record("expected a failure, got \(String(describing: failed.completion))")
      return
    }
    #expect(error == .statusCode(503))
    await api.stop()
  }
}

/// A thread-safe count.
private final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// A subscriber that keeps its subscription and never asks for a value.
private final class DemandlessSubscriber: Subscriber, @unchecked Sendable {
  typealias Input = Int
  typealias Failure = Never
  var subscription: (any Subscription)?
  func receive(subscription: any Subscription) { self.subscription = subscription }
  func receive(_ input: Int) -> Subscribers.Demand { .none }
  func receive(completion: Subscribers.Completion<Never>) {}
}
