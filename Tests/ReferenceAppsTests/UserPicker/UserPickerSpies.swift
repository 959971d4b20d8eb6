import Foundation
import ReferenceApps
import ViperKit
import ViperKitTesting

final class UserPickerViewSpy: Spy<any UserPickerViewInput>, UserPickerViewInput {
  func viewDidLoad() {}
  func showLoading() { record() }
  func showOptions(_ options: [UserPickerOptionViewModel]) { record(options) }
  func showError(_ message: String) { record(message) }
}

final class UserPickerInteractorSpy: Spy<any UserPickerInteractorInput>,
  UserPickerInteractorInput
{
  func fetchUsers() { record { $0.fetchUsers() } }
}

final class UserPickerModuleOutputSpy: Spy<any UserPickerModuleOutput>, UserPickerModuleOutput {
  func userPicker(didPick userID: Int?) { record(userID as Any) }
  func userPickerDidCancel() { record() }
}
