import Testing
import ViperKit
import ViperKitTesting

/// The leak check every reference module passes: pushed over a root, its first request held in
/// flight, then popped. Every part of the module must be freed, and once the request would
/// have answered, the view (kept alive by the test through `log`) must hear nothing more.
///
/// - Parameters:
///   - build: Builds the module with a view that forwards to a spy recording into `log`.
///   - loading: The messages the view gets while the request is in flight.
///   - release: Lets the held request answer (advances a test clock, say).
@MainActor
func expectDismissalWhileLoading<Input>(
  log: MessageLog,
  loading: [String],
  build: (NavigationModel) -> Module<Input>,
  release: () async -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let sourceLocation = SourceLocation(
    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  let navigation = NavigationModel(leakDetector: nil)
  navigation.push(SampleRoot.screen())
  // Only the navigation model may hold the module once it is pushed.
  let parts = push(build(navigation), on: navigation)
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: .seconds(5))
  while log.received.count < loading.count && clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(2))
  }
  #expect(log.received.map(\.description) == loading, sourceLocation: sourceLocation)

  navigation.pop()
  await expectDeallocation(
    of: parts, fileID: fileID, filePath: filePath, line: line, column: column)
  await release()
  try? await Task.sleep(for: .milliseconds(100))
  #expect(log.received.map(\.description) == loading, sourceLocation: sourceLocation)
}

/// Pushes `module` and returns its parts, keeping no reference to it.
@MainActor
private func push<Input>(_ module: Module<Input>, on navigation: NavigationModel) -> ModuleParts {
  navigation.push(module)
  return module.screen.parts
}
