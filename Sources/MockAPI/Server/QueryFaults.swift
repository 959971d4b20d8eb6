import FlyingFox

/// Reads the faults a single request asks for in its query: `?fault=503`,
/// `?fault=malformed|truncated|empty|utf8`, `?delay=250` (milliseconds) and `?count=10000`
/// (generated entries, for every list resource).
enum QueryFaults {
  /// A query parameter that does not name a fault the server can play.
  struct InvalidParameter: Error, Equatable {
    /// What is wrong and what would work, for the 400 answer.
    var message: String
  }

  /// The fault the query asks for, `nil` if it names none, or ``InvalidParameter``.
  ///
  /// Several parameters combine in the order delay, count, faults (`?delay=100&fault=503`
  /// waits, then fails).
  static func fault(in query: [HTTPRequest.QueryItem]) throws(InvalidParameter) -> MockAPI.Fault? {
    var faults: [MockAPI.Fault] = []
    for item in query where item.name == "delay" {
      let maximum = MockAPI.Fault.maximumDelay.components.seconds * 1000
      guard let milliseconds = Int(item.value), (0...maximum).contains(Int64(milliseconds)) else {
        throw InvalidParameter(
          message:
            "delay must be a number of milliseconds from 0 to \(maximum), not '\(item.value)'"
        )
      }
      faults.append(.delay(.milliseconds(milliseconds)))
    }
    for item in query where item.name == "count" {
      let maximum = MockAPI.Fault.maximumGeneratedCount
      guard let count = Int(item.value), (0...maximum).contains(count) else {
        throw InvalidParameter(
          message: "count must be a number of entries from 0 to \(maximum), not '\(item.value)'"
        )
      }
      faults.append(.generated(count: count))
    }
    for item in query where item.name == "fault" {
      faults.append(try fault(named: item.value))
    }
    switch faults.count {
    case 0: return nil
    case 1: return faults[0]
    default: return .combined(faults)
    }
  }

  private static func fault(named name: String) throws(InvalidParameter) -> MockAPI.Fault {
    switch name.lowercased() {
    case "malformed": return .malformedBody
    case "truncated": return .truncatedBody
    case "empty": return .emptyList
    case "utf8": return .invalidUTF8
    default:
      if let status = Int(name), FaultPlan.validStatuses.contains(status) {
        return .status(status)
      }
      throw InvalidParameter(
        message: "unknown fault '\(name)': use a status from 200 to 599 (such as 500), "
          + "malformed, truncated, empty or utf8"
      )
    }
  }
}
