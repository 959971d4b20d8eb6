import Foundation
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The user picker as its builder makes it: every role its own, every back-reference weak.
@MainActor
@Suite("User picker: wiring and leaks")
struct UserPickerModuleTests {
  /// Whoever opened the picker, for the test: it only has to be there.
  final class Opener: UserPickerModuleOutput {
    func userPicker(didPick userID: Int?) {}
    func userPickerDidCancel() {}
  }

  @Test("the builder sets every link: view -> presenter strong, back-references weak")
  func wiring() throws {
    let component = AppComponent(
      services: .testing { $0[UsersServiceKey.self] = FakeUsersService() })
    let opener = Opener()
    var module: Module<Void>? = UserPickerBuilder(dependency: component)
      .build(selectedUserID: 2, output: opener)
    let parts = try #require(module?.screen.parts)
    try checkLinks(of: parts, opener: opener)
    // Only the module value holds the view from outside: releasing it frees everything.
    module = nil
    #expect(parts.alive.map(\.role) == [])
  }

  /// Checks every link (a function of its own, so that nothing of the module outlives it here).
  private func checkLinks(of parts: ModuleParts, opener: Opener) throws {
    #expect(parts.all.map(\.role) == ["view", "presenter", "interactor", "router"])
    let view = try #require(parts.all[0].object as? UserPickerView)
    let presenter = try #require(parts.all[1].object as? UserPickerPresenter)
    let interactor = try #require(parts.all[2].object as? UserPickerInteractor)
    let router = try #require(parts.all[3].object as? UserPickerRouter)
    #expect(view.presenter as? UserPickerPresenter === presenter)
    #expect(presenter.view === view)
    #expect(presenter.output === opener)
    #expect(interactor.output === presenter)
    #expect(router.view === view)
  }
}
