import ViperKit

/// A publisher that runs an async operation once for each subscriber: the bridge that lets a
/// service offer its async/await API as a publisher over the same code.
///
/// Nothing runs until a subscriber asks for a value. The subscriber then gets exactly one value
/// and `.finished`, or the operation's typed failure. Cancelling the subscription (dropping its
/// `AnyCancellable`) cancels the operation's task, and nothing is delivered after that.
///
/// ```swift
/// extension ListingService {
///   func itemsPublisher() -> AnyPublisher<[ItemDTO], HTTP.Error> {
///     AsyncOperationPublisher { () async throws(HTTP.Error) in try await self.items() }
///       .eraseToAnyPublisher()
///   }
/// }
/// ```
public struct AsyncOperationPublisher<Output: Sendable, Failure: Error>: Publisher {
  /// The work each subscription runs.
  public let operation: @Sendable () async throws(Failure) -> Output

  /// A publisher that runs `operation` for each subscriber.
  public init(_ operation: @escaping @Sendable () async throws(Failure) -> Output) {
    self.operation = operation
  }

  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let subscription = OperationSubscription(subscriber: subscriber, operation: operation)
    subscriber.receive(subscription: subscription)
  }
}

/// One subscriber's run of the operation.
///
/// `@unchecked Sendable`: the subscriber is not `Sendable`, so every access to it goes through
/// `state`'s lock, and it is called from the operation's task only after the lock has handed it
/// over (so it is never called twice or after cancellation).
private final class OperationSubscription<Downstream: Subscriber>: Subscription,
  ResultReceiver, @unchecked Sendable
where Downstream.Input: Sendable {
  private struct State {
    var subscriber: Downstream?
    var task: Task<Void, Never>?
    var started = false
  }

  private let state: Locked<State>
  private let operation: @Sendable () async throws(Downstream.Failure) -> Downstream.Input

  init(
    subscriber: Downstream,
    operation: @escaping @Sendable () async throws(Downstream.Failure) -> Downstream.Input
  ) {
    state = Locked(State(subscriber: subscriber))
    self.operation = operation
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    state.withLock { state in
      guard !state.started, state.subscriber != nil else { return }
      state.started = true
      state.task = runOperation(operation, deliveringTo: self)
    }
  }

  func cancel() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.subscriber = nil
      defer { state.task = nil }
      return state.task
    }
    task?.cancel()
  }

  func deliver(_ result: Result<Downstream.Input, Downstream.Failure>) {
    // Taking the subscriber out under the lock makes delivery happen at most once, and never
    // after `cancel()`.
    let subscriber = state.withLock { state -> Downstream? in
      defer {
        state.subscriber = nil
        state.task = nil
      }
      return Task.isCancelled ? nil : state.subscriber
    }
    guard let subscriber else { return }
    switch result {
    case .success(let value):
      _ = subscriber.receive(value)
      subscriber.receive(completion: .finished)
    case .failure(let error):
      subscriber.receive(completion: .failure(error))
    }
  }

  var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Where an operation's result goes: the subscription, seen without its subscriber's type.
private protocol ResultReceiver<Output, Failure>: AnyObject, Sendable {
  associatedtype Output
  associatedtype Failure: Error
  func deliver(_ result: Result<Output, Failure>)
}

/// Runs `operation` in a task and hands its result to `receiver`.
///
/// A free function, generic over the operation's types only: a task started inside the
/// subscription would capture its subscriber's type, which need not be `Sendable`.
private func runOperation<Output: Sendable, Failure: Error>(
  _ operation: @escaping @Sendable () async throws(Failure) -> Output,
  deliveringTo receiver: any ResultReceiver<Output, Failure>
) -> Task<Void, Never> {
  Task {
    let result: Result<Output, Failure>
    do throws(Failure) {
      result = .success(try await operation())
    } catch {
      result = .failure(error)
    }
    receiver.deliver(result)
  }
}
