import Foundation
import ReferenceApps
import SnapshotTesting
import Testing
import ViperDemo
import ViperKit
import ViperKitTesting
import ViperTerminal

/// Frames of the demo for every state of the users list, at 80x24 and 40x12, as text snapshots.
@MainActor
@Suite("Demo frames (snapshots)")
struct DemoSnapshotTests {
  nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]
  nonisolated static let shownURL = URL(string: "http://127.0.0.1:8080")!

  /// A scene over fake services: `users` answers, or `failure` fails, after `latency` on a
  /// test clock that only moves when the test says so.
  private func scene(
    users: [UserDTO] = FakeUsersService.sampleUsers,
    failure: HTTP.Error? = nil,
    clock: TestClock<Duration>? = nil
  ) -> DemoScene {
    let service = FakeUsersService(
      users: users, latency: clock == nil ? .zero : .seconds(1),
      clock: clock ?? TestClock(), failure: failure)
    let app = ReferenceApp(
      services: .testing { $0[UsersServiceKey.self] = service },
      views: .terminal,
      navigation: NavigationModel(leakDetector: nil))
    return DemoScene(
      session: DemoSession(app: app, environment: .development(baseURL: Self.shownURL)))
  }

  private func settle(_ scene: DemoScene) async {
    for _ in 0..<2000 where scene.visibleView?.phase == .loading {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  private func text(_ scene: DemoScene, _ size: Size) -> String {
    var frame = Frame(size: size)
    if size.width < scene.minimumSize.width || size.height < scene.minimumSize.height {
      TooSmall(minimum: scene.minimumSize, actual: size).render(in: frame.bounds, into: &frame)
    } else {
      scene.render(into: &frame)
    }
    return frame.text
  }

  private func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  @Test("loading: a spinner while the first request runs", arguments: sizes)
  func loading(size: Size) {
    let scene = scene(clock: TestClock())
    #expect(scene.visibleView?.phase == .loading)
    assertSnapshot(of: text(scene, size), as: .lines, named: name(size))
  }

  @Test("data: the users, the first one selected", arguments: sizes)
  func data(size: Size) async {
    let scene = scene()
    await settle(scene)
    #expect(scene.visibleView?.phase == .ready)
    assertSnapshot(of: text(scene, size), as: .lines, named: name(size))
  }

  @Test("empty: a centred message instead of a list", arguments: sizes)
  func empty(size: Size) async {
    let scene = scene(users: [])
    await settle(scene)
    assertSnapshot(of: text(scene, size), as: .lines, named: name(size))
  }

  nonisolated static let errors: [(String, HTTP.Error)] = [
    ("status503", .statusCode(503)),
    ("status404", .statusCode(404)),
    ("undecodable", .undecodable(.init(path: "", reason: "the data ends too early (truncated)"))),
    ("cannotConnect", .cannotConnect(host: "127.0.0.1:8080")),
    ("timedOut", .timedOut),
    ("noNetwork", .noNetwork),
    ("invalidResponse", .invalidResponse),
  ]

  @Test("every error class: the list hidden, the message centred", arguments: errors.map(\.0))
  func error(named: String) async throws {
    let error = try #require(Self.errors.first { $0.0 == named }?.1)
    for size in Self.sizes {
      let scene = scene(failure: error)
      await settle(scene)
      #expect(scene.visibleView?.phase == .failed)
      assertSnapshot(of: text(scene, size), as: .lines, named: "\(named)-\(name(size))")
    }
  }

  @Test("detail: every field of the user", arguments: sizes)
  func detail(size: Size) async {
    let scene = scene()
    await settle(scene)
    _ = scene.handle(.down)
    _ = scene.handle(.enter)
    await settle(scene)
    assertSnapshot(of: text(scene, size), as: .lines, named: name(size))
    #expect(scene.handle(.escape) == .redraw)
    #expect(scene.visibleView?.title == "Users")
  }

  @Test("a terminal below the minimum size says so instead of drawing garbage")
  func tooSmall() {
    assertSnapshot(of: text(scene(), Size(width: 30, height: 8)), as: .lines)
  }

  @Test("names in CJK and emoji line up with the rest", arguments: sizes)
  func wideCharacters(size: Size) async {
    let users = [
      UserDTO(id: 1, name: "山田 太郎", username: "taro", email: "taro@example.jp"),
      UserDTO(id: 2, name: "Zoë 👩‍💻 Dev", username: "zoe", email: "zoe@example.org"),
      UserDTO(id: 3, name: "李小龍", username: "bruce", email: "bruce@example.hk"),
      UserDTO(id: 4, name: "Ana ❤️ Lima", username: "ana", email: "ana@example.br"),
    ]
    let scene = scene(users: users)
    await settle(scene)
    assertSnapshot(of: text(scene, size), as: .lines, named: name(size))
  }

  @Test("a long list with the selection at the top, the middle and the bottom")
  func longListSelection() async {
    let users = (1...1000).map { UserDTO(id: $0, name: "User \($0)", username: "u\($0)") }
    let scene = scene(users: users)
    await settle(scene)
    let size = Size(width: 80, height: 24)
    assertSnapshot(of: text(scene, size), as: .lines, named: "top")
    for _ in 0..<500 { _ = scene.handle(.down) }
    assertSnapshot(of: text(scene, size), as: .lines, named: "middle")
    _ = scene.handle(.end)
    assertSnapshot(of: text(scene, size), as: .lines, named: "bottom")
  }
}
