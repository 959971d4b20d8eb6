import Foundation

/// Checks that a dismissed module is freed: its view, presenter, interactor and router must be
/// gone within a named timeout, or the detector reports which of them is still alive.
///
/// A ``NavigationModel`` hands every screen it removes to its detector. A module that outlives
/// its dismissal has a strong reference cycle (a back-reference that is not `weak`), or a task
/// that captured `self` strongly and is still running. Either way the module may keep updating
/// a view nobody sees, so the report names the survivors:
///
/// ```
/// ViperKit: UsersView leaked: still alive 1 second after it was dismissed:
/// presenter (UsersPresenter), interactor (UsersInteractor). Look for a back-reference
/// that is not weak, or a task that captures self strongly.
/// ```
///
/// As with RIBs' leak detector, the check is meant for debug builds: ``debugDefault`` is a
/// detector in debug builds and `nil` in release builds.
@MainActor
public final class LeakDetector {
  /// How long a dismissed module may take to be freed.
  public let timeout: Duration

  private let report: @MainActor (LeakReport) -> Void
  private var pending: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Creates a detector.
  ///
  /// - Parameters:
  ///   - timeout: How long a dismissed module may take to be freed.
  ///   - report: Called with the report of each module that was not freed in time. The
  ///     default writes the report to standard error.
  public init(
    timeout: Duration = .seconds(1),
    report: @escaping @MainActor (LeakReport) -> Void = LeakDetector.printReport
  ) {
    self.timeout = timeout
    self.report = report
  }

  /// A detector with the default timeout in debug builds; `nil` in release builds.
  public static var debugDefault: LeakDetector? {
    #if DEBUG
      return LeakDetector()
    #else
      return nil
    #endif
  }

  /// Writes `report` to standard error.
  public static func printReport(_ report: LeakReport) {
    var standardError = StandardError()
    print("ViperKit: \(report)", to: &standardError)
  }

  /// The number of modules whose deallocation is still being awaited.
  public var pendingCount: Int { pending.count }

  /// Starts watching `parts`: if any of them is alive after ``timeout``, reports it.
  public func expectDeallocation(of parts: ModuleParts) {
    nextID += 1
    let id = nextID
    pending[id] = Task { [timeout, weak self] in
      let leak = await Self.waitForDeallocation(of: parts, timeout: timeout)
      guard let self else { return }
      self.pending[id] = nil
      if let leak { self.report(leak) }
    }
  }

  /// Waits until every part is freed or `timeout` has passed.
  ///
  /// - Returns: `nil` when every part was freed in time, else a report naming the survivors.
  public static func waitForDeallocation(
    of parts: ModuleParts,
    timeout: Duration
  ) async -> LeakReport? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    // Polling is crude but robust: a module usually goes at once, and one whose last task is
    // unwinding after cancellation goes within a few milliseconds.
    while !parts.alive.isEmpty && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let survivors = parts.alive
    guard !survivors.isEmpty else { return nil }
    return LeakReport(
      moduleName: parts.moduleName,
      survivors: survivors.map { LeakReport.Survivor(role: $0.role, typeName: $0.typeName) },
      timeout: timeout
    )
  }
}

/// What a ``LeakDetector`` found: the parts of a dismissed module that were still alive.
public struct LeakReport: Error, Sendable, Equatable, CustomStringConvertible {
  /// One object that outlived its module's dismissal.
  public struct Survivor: Sendable, Equatable {
    /// Its role in the module, such as `"presenter"`.
    public let role: String
    /// The name of its type.
    public let typeName: String

    /// Creates a survivor record.
    public init(role: String, typeName: String) {
      self.role = role
      self.typeName = typeName
    }
  }

  /// The name of the module (the type of its view).
  public let moduleName: String
  /// Every object still alive, in module order.
  public let survivors: [Survivor]
  /// How long the detector waited.
  public let timeout: Duration

  /// Creates a report.
  public init(moduleName: String, survivors: [Survivor], timeout: Duration) {
    self.moduleName = moduleName
    self.survivors = survivors
    self.timeout = timeout
  }

  public var description: String {
    let names = survivors.map { "\($0.role) (\($0.typeName))" }.joined(separator: ", ")
    return "\(moduleName) leaked: still alive \(timeout.secondsDescription) after it was "
      + "dismissed: \(names). Look for a back-reference that is not weak, or a task that "
      + "captures self strongly."
  }
}

extension Duration {
  /// "1.0 seconds", "0.25 seconds": for messages.
  var secondsDescription: String {
    let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
    let rounded = (seconds * 100).rounded() / 100
    return rounded == 1 ? "1 second" : "\(rounded) seconds"
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
