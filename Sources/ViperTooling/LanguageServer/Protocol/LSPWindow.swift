extension LSP {
  /// `window/showMessage` and `window/logMessage`.
  struct MessageParams: Codable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String
  }

  /// `window/workDoneProgress/create`.
  struct WorkDoneProgressCreateParams: Codable {
    var token: String
  }

  /// `$/progress` for a work-done progress.
  struct ProgressParams: Encodable {
    var token: String
    var value: WorkDoneProgress
  }

  /// A begin, report or end of a work-done progress.
  struct WorkDoneProgress: Encodable {
    var kind: String
    var title: String?
    var message: String?
    var percentage: Int?

    static func begin(_ title: String, message: String) -> Self {
      Self(kind: "begin", title: title, message: message, percentage: 0)
    }

    static func report(_ message: String, percentage: Int) -> Self {
      Self(kind: "report", message: message, percentage: percentage)
    }

    static func end(_ message: String) -> Self {
      Self(kind: "end", message: message)
    }
  }
}
