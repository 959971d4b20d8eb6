import ViperKit

/// Expects every part of a module to be freed within `timeout`; records a test issue naming
/// each survivor otherwise.
///
/// Release your own references to the module first: the parts are held weakly.
///
/// ```swift
/// var module: Module<any UsersModuleInput>? = builder.build(navigator: navigation)
/// let parts = module!.screen.parts
/// module = nil
/// await expectDeallocation(of: parts)
/// ```
///
/// - Returns: The leak report, or `nil` when everything was freed.
@MainActor
@discardableResult
public func expectDeallocation(
  of parts: ModuleParts,
  within timeout: Duration = .seconds(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> LeakReport? {
  let report = await LeakDetector.waitForDeallocation(of: parts, timeout: timeout)
  if let report {
    TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
      .fail(report.description)
  }
  return report
}

/// Tracks objects weakly, to expect their deallocation later.
///
/// ```swift
/// let tracker = DeallocationTracker()
/// do {
///   let cache = Cache()
///   tracker.track(cache, as: "cache")
/// }
/// await tracker.expectDeallocation()
/// ```
@MainActor
public final class DeallocationTracker {
  private var parts: [(String, WeakReference)] = []

  /// Creates an empty tracker.
  public init() {}

  /// Tracks `object` under `name`, without retaining it.
  public func track(_ object: AnyObject, as name: String) {
    parts.append((name, WeakReference(object)))
  }

  /// The names of the tracked objects that are still alive.
  public var alive: [String] { parts.filter { $0.1.object != nil }.map(\.0) }

  /// Expects every tracked object to be freed within `timeout`.
  public func expectDeallocation(
    within timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !alive.isEmpty && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let survivors = alive
    if !survivors.isEmpty {
      TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .fail("still alive \(timeout) after release: \(survivors.joined(separator: ", "))")
    }
  }
}
