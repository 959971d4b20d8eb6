/// The faults a server has been told to play, and the requests it has received.
///
/// Shared by ``MockAPI`` (which sets faults and reads counts from any task) and
/// ``RequestPipeline`` (which asks it, once per request, which fault applies).
final class FaultBook: Sendable {
  private struct OneShot: Sendable {
    var fault: MockAPI.Fault
    var path: String?
    var remaining: Int
  }

  private struct State: Sendable {
    var serverWide: MockAPI.Fault?
    var oneShots: [OneShot] = []
    var total = 0
    var perPath: [String: Int] = [:]
  }

  private let state: Locked<State>

  init(serverWide: MockAPI.Fault?) {
    state = Locked(State(serverWide: serverWide))
  }

  /// The fault applied to every request without a more specific one.
  var serverWide: MockAPI.Fault? {
    get { state.withLock { $0.serverWide } }
    set { state.withLock { $0.serverWide = newValue } }
  }

  /// Queues `fault` for the next `count` requests to `path` (any path if `nil`).
  ///
  /// Injected faults are used oldest first. A `count` below 1 queues nothing.
  func inject(_ fault: MockAPI.Fault, path: String?, count: Int) {
    guard count > 0 else { return }
    let oneShot = OneShot(fault: fault, path: path.map(Self.normalized), remaining: count)
    state.withLock { $0.oneShots.append(oneShot) }
  }

  /// How many requests have been received for `path`, or for all paths if `path` is `nil`.
  func requestCount(path: String?) -> Int {
    state.withLock { state in
      guard let path else { return state.total }
      return state.perPath[Self.normalized(path), default: 0]
    }
  }

  /// Counts a request to `path` and returns the fault it gets.
  ///
  /// That is the oldest injected fault whose path matches (using up one of its requests), or
  /// else the server-wide fault. When the request carries its own fault in query parameters,
  /// `overriddenByQuery` is `true`: the request is counted, nothing is used up, and the result
  /// is `nil`.
  func receive(path: String, overriddenByQuery: Bool) -> MockAPI.Fault? {
    let path = Self.normalized(path)
    return state.withLock { state in
      state.total += 1
      state.perPath[path, default: 0] += 1
      guard !overriddenByQuery else { return nil }
      guard let index = state.oneShots.firstIndex(where: { $0.path == nil || $0.path == path })
      else {
        return state.serverWide
      }
      let fault = state.oneShots[index].fault
      state.oneShots[index].remaining -= 1
      if state.oneShots[index].remaining == 0 {
        state.oneShots.remove(at: index)
      }
      return fault
    }
  }

  /// `path` with a leading slash and without trailing ones, so `users/3/` counts as `/users/3`.
  static func normalized(_ path: String) -> String {
    let trimmed = path.split(separator: "/", omittingEmptySubsequences: false)
    var components = trimmed.map(String.init)
    while components.count > 1, components.last == "" {
      components.removeLast()
    }
    let joined = components.joined(separator: "/")
    return joined.hasPrefix("/") ? joined : "/" + joined
  }
}
