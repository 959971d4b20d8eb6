/// How serious a finding is. `error` findings fail `viper lint` (exit 1); with `--strict`
/// every finding does.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Worth knowing: problems reading a file, stale baseline entries.
  case note
  /// Should be fixed.
  case warning
  /// Must be fixed.
  case error

  private var order: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// `note < warning < error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.order < rhs.order }
}
