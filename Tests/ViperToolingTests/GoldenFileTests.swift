import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// Every bundled set rendered for one module, compared with the committed files in
/// `__Golden__/<set>/`. Set `VIPER_RECORD_GOLDEN=1` to write them after a deliberate change
/// (then read the diff before committing).
@Suite("Golden files of the bundled template sets", .cpuBound)
struct GoldenFileTests {
  private static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Golden__")

  private static var isRecording: Bool {
    ProcessInfo.processInfo.environment["VIPER_RECORD_GOLDEN"] == "1"
  }

  @Test(
    "each set renders exactly its golden files (the terminal set with --store, and with an order's entities, its own)",
    arguments: Samples.sets + ["terminal-store", "terminal-order"])
  func matchesGoldenFiles(set: String) throws {
    var request =
      set == "terminal-order"
      ? try Samples.request("Orders", entities: Samples.orderEntities) : try Samples.request()
    request.store = set.hasSuffix("-store")
    let files = try Samples.render(
      set.hasPrefix("terminal") ? "terminal" : set, request)
    let folder = Self.goldenFolder.appendingPathComponent(set)
    if Self.isRecording {
      try? FileManager.default.removeItem(at: folder)
      for file in files {
        let url = folder.appendingPathComponent(file.destination.rawValue)
          .appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
      }
    }
    let rendered = files.map { "\($0.destination.rawValue)/\($0.path)" }.sorted()
    let golden =
      (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(rendered == golden)
    for file in files {
      let url = folder.appendingPathComponent(file.destination.rawValue)
        .appendingPathComponent(file.path)
      let expected = try String(contentsOf: url, encoding: .utf8)
      #expect(
        file.contents == expected,
        "\(set)/\(file.destination.rawValue)/\(file.path) differs from its golden file")
    }
  }

  @Test("each set's view is its front end's kind of view")
  func viewsPerSet() throws {
    let expected = [
      "terminal": ("ProfileView.swift", "public final class ProfileView: ProfileViewInput {"),
      "uikit": (
        "ProfileViewController.swift",
        "public final class ProfileViewController: UIViewController, ProfileViewInput {"
      ),
      "swiftui": ("ProfileView.swift", "public struct ProfileScreen: View {"),
    ]
    for (set, (path, declaration)) in expected {
      let files = try Samples.render(set, try Samples.request())
      let view = try #require(files.first { $0.path == path }, "\(set) has no \(path)")
      #expect(view.contents.contains(declaration), "\(set)")
    }
  }
}
