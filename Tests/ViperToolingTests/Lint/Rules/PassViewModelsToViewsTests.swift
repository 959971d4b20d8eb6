import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct PassViewModelsToViewsTests {
  @Test func reportsEntitiesAndDTOsInViewInputMethods() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Users/User.swift", userEntity),
        ("Services/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n"),
        ("Users/Entities/Address.swift", "struct Address { let street: String }\n"),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput {\n  var address: Address?\n  func fetchUsers() {}\n}\n"
        ),
        (
          "Users/UsersContract.swift",
          """
          protocol UsersInteractorInput: AnyObject { func fetchUsers() }
          protocol UsersViewInput: AnyObject {
            func showUsers(1️⃣_ users: [User])
            func showRaw(2️⃣_ dto: UserDTO, 3️⃣address: Address?)
            func showRows(_ rows: [UserRowViewModel])
          }
          protocol UsersInteractorOutput: AnyObject {
            func didFetchUsers(_ result: Result<[User], FetchError>)
          }
          struct UserRowViewModel { let title: String }
          struct FetchError: Error {}
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view input 'UsersViewInput.showUsers' takes the entity 'User'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view input 'UsersViewInput.showRaw' takes the DTO 'UserDTO'; pass a view model made by the presenter"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view input 'UsersViewInput.showRaw' takes the entity 'Address'; pass a view model made by the presenter"
        ),
      ])
  }

  @Test func acceptsViewModelsStringsAndErrors() {
    expectFindings(
      PassViewModelsToViews.self,
      in: [
        ("Users/User.swift", userEntity),
        // A display type in a model folder that no interactor uses is the presenter's.
        ("Users/Models/FieldStatus.swift", "enum FieldStatus { case valid, invalid }\n"),
        (
          "Users/UsersInteractor.swift",
          "protocol UsersInteractorInput: AnyObject {}\nfinal class UsersInteractor: UsersInteractorInput {\n  weak var output: (any UsersInteractorOutput)?\n}\n"
        ),
        (
          "Users/UsersContract.swift",
          """
          protocol UsersViewInput: AnyObject {
            func showRows(_ rows: [UserRowViewModel])
            func showStatus(_ status: FieldStatus)
            func showCells(_ cells: [UserCellModel])
            func showError(_ message: String, error: FetchError)
          }
          struct UserCellModel: Codable { let title: String }
          protocol UsersInteractorOutput: AnyObject {
            func didFetchUsers(_ result: Result<[User], FetchError>)
          }
          protocol UsersPresenterInput { func show(_ user: User) }
          struct UserRowViewModel { let title: String }
          struct FetchError: Error {}
          """
        ),
      ], [])
  }
}
