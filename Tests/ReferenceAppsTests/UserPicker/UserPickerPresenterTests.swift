import Foundation
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The user picker's presenter over its real interactor and a fake service, with every
/// message asserted.
@MainActor
@Suite("User picker: presenter (harness)")
struct UserPickerPresenterTests {
  @MainActor
  struct Subject {
    let presenter: UserPickerPresenter
    let view: UserPickerViewSpy
    let interactor: UserPickerInteractorSpy
    let output: UserPickerModuleOutputSpy
  }

  private func harness(service: any UsersService, selected: Int?) -> ModuleHarness<Subject> {
    ModuleHarness { log in
      let real = UserPickerInteractor(service: service)
      let interactor = UserPickerInteractorSpy(.interactor, log: log, forwardingTo: real)
      let presenter = UserPickerPresenter(
        interactor: interactor, router: UserPickerRouter(), selectedUserID: selected)
      real.output = presenter
      let view = UserPickerViewSpy(.view, log: log)
      let output = UserPickerModuleOutputSpy(.moduleOutput, log: log)
      presenter.view = view
      presenter.output = output
      return Subject(presenter: presenter, view: view, interactor: interactor, output: output)
    }
  }

  @Test("loads the users: All users first, then each user, the current filter marked")
  func options() async {
    let harness = harness(service: FakeUsersService(), selected: 2)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.view.showOptions([
        UserPickerOptionViewModel(userID: nil, title: "All users", isSelected: false),
        UserPickerOptionViewModel(userID: 1, title: "Leanne Graham", isSelected: false),
        UserPickerOptionViewModel(userID: 2, title: "Ervin Howell", isSelected: true),
        UserPickerOptionViewModel(userID: 3, title: "Clementine Bauch", isSelected: false),
      ])
    }
  }

  @Test("a failure shows its message; picking and cancelling go to the module output")
  func failureAndChoice() async {
    let harness = harness(service: FakeUsersService(failure: .statusCode(502)), selected: nil)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.view.showError("Couldn't load the users. \(HTTP.Error.statusCode(502).message)")
    }
    harness.subject.presenter.didPick(userID: 3)
    harness.subject.presenter.didPick(userID: nil)
    harness.subject.presenter.didCancel()
    await harness.expect {
      $0.output.userPicker(didPick: 3)
      $0.output.userPicker(didPick: nil)
      $0.output.userPickerDidCancel()
    }
  }
}
