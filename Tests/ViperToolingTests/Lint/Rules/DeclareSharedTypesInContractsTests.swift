import Testing
import ViperTooling

@Suite struct DeclareSharedTypesInContractsTests {
  @Test func reportsTypesAnotherRoleUsesThatLiveInARoleFile() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersView.swift",
          """
          protocol 1️⃣UsersViewInput: AnyObject { func show(_ rows: [UserRowViewModel]) }
          struct 2️⃣UserRowViewModel { let title: String }
          final class UsersView: UsersViewInput { func show(_ rows: [UserRowViewModel]) {} }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter {
            weak var view: (any UsersViewInput)?
            func rows() -> [UserRowViewModel] { [] }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "move 'UsersViewInput' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
        ),
        ExpectedFinding(
          "2️⃣",
          "move 'UserRowViewModel' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
        ),
      ])
  }

  @Test func acceptsContractAndEntityFilesAndPrivateHelpersOfARole() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersContract.swift",
          """
          protocol UsersViewInput: AnyObject { func show(_ rows: [UserRowViewModel]) }
          final class UsersContractHelper {}
          """
        ),
        ("Users/UserRowViewModel.swift", "struct UserRowViewModel { let title: String }\n"),
        (
          "Users/UsersView.swift",
          """
          struct RowLayout { let height: Int }
          final class UsersView: UsersViewInput {
            let layout = RowLayout(height: 1)
            func show(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter {
            weak var view: (any UsersViewInput)?
            func rows() -> [UserRowViewModel] { [] }
          }
          """
        ),
      ], [])
  }
}
