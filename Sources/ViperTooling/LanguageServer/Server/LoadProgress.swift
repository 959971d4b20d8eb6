import Foundation

/// The progress of the first lint of a workspace, shown by the client (`$/progress`): a token
/// asked for with `window/workDoneProgress/create`, then begin, reports as files are read,
/// and end.
///
/// Reports come from the linter's threads; at most one per 5 % of the files, so that a large
/// workspace does not flood the client.
final class LoadProgress: @unchecked Sendable {
  private let writer: MessageWriter
  private let token = "viper-lint-\(UUID().uuidString)"
  /// Whether the client created the token.
  private let accepted: Bool
  private let lock = NSLock()
  // Guarded by `lock`.
  private var reported = 0

  /// Asks the client for a token (waiting at most two seconds for its answer) and begins.
  init(writer: MessageWriter, requests: ServerRequests) {
    self.writer = writer
    let id = requests.newRequest()
    writer.request(
      id, "window/workDoneProgress/create", LSP.WorkDoneProgressCreateParams(token: token))
    accepted = requests.wait(for: id, timeout: 2)
    send(.begin("viper lint", message: "reading the workspace"))
  }

  /// `done` of `total` files read.
  func report(done: Int, of total: Int) {
    guard total > 0 else { return }
    let percentage = min(100, done * 100 / total)
    // Sent with the lock held, so that reports from several threads go out in order.
    lock.withLock {
      guard percentage >= reported + 5 else { return }
      reported = percentage
      send(.report("\(done)/\(total) files", percentage: percentage))
    }
  }

  /// Ends the progress with a summary.
  func end(_ message: String) {
    send(.end(message))
  }

  private func send(_ value: LSP.WorkDoneProgress) {
    guard accepted else { return }
    writer.notify("$/progress", LSP.ProgressParams(token: token, value: value))
  }
}
