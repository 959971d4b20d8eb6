import Foundation

/// The progress of the first lint of a workspace, shown by the client (`$/progress`): a token
/// asked for with `window/workDoneProgress/create`, then begin, reports as files are read,
/// and end.
///
/// The lint does not wait for the client's answer: until it comes, the begin, the latest
/// report and the end are kept, and sent in order when the client accepts the token (however
/// late: under load a client may answer after the lint is over); nothing is sent if it
/// refuses. Reports come from the linter's threads; at most one per 5 % of the files, so that
/// a large workspace does not flood the client.
final class LoadProgress: @unchecked Sendable {
  private enum State {
    case waiting
    case accepted
    case refused
  }

  private let writer: MessageWriter
  private let token = "viper-lint-\(UUID().uuidString)"
  private let lock = NSLock()
  // Guarded by `lock`.
  private var state = State.waiting
  private var reported = 0
  private var latestReport: LSP.WorkDoneProgress?
  private var ending: LSP.WorkDoneProgress?

  /// Asks the client for a token; the progress begins when the client accepts it.
  init(writer: MessageWriter, requests: ServerRequests) {
    self.writer = writer
    // Kept by the request until the client answers, which may be after the lint is over.
    let id = requests.newRequest { accepted in self.answered(accepted) }
    writer.request(
      id, "window/workDoneProgress/create", LSP.WorkDoneProgressCreateParams(token: token))
  }

  /// `done` of `total` files read.
  func report(done: Int, of total: Int) {
    guard total > 0 else { return }
    let percentage = min(100, done * 100 / total)
    // Sent with the lock held, so that reports from several threads go out in order.
    lock.withLock {
      guard percentage >= reported + 5 else { return }
      reported = percentage
      let value = LSP.WorkDoneProgress.report("\(done)/\(total) files", percentage: percentage)
      switch state {
      case .accepted: send(value)
      case .waiting: latestReport = value
      case .refused: break
      }
    }
  }

  /// Ends the progress with a summary.
  func end(_ message: String) {
    lock.withLock {
      let value = LSP.WorkDoneProgress.end(message)
      switch state {
      case .accepted: send(value)
      case .waiting: ending = value
      case .refused: break
      }
    }
  }

  /// The client's answer to the request for a token.
  private func answered(_ accepted: Bool) {
    lock.withLock {
      guard state == .waiting else { return }
      guard accepted else {
        state = .refused
        return
      }
      state = .accepted
      send(.begin("viper lint", message: "reading the workspace"))
      if let latestReport { send(latestReport) }
      if let ending { send(ending) }
    }
  }

  private func send(_ value: LSP.WorkDoneProgress) {
    writer.notify("$/progress", LSP.ProgressParams(token: token, value: value))
  }
}
