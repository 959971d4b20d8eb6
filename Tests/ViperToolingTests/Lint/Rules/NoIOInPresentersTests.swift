import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoIOInPresentersTests {
  @Test func reportsURLSessionFileManagerAndContentsOfInAPresenter() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            func viewDidLoad() async throws {
              let (data, _) = try await 1️⃣URLSession.shared.data(from: url)
              let exists = 2️⃣FileManager.default.fileExists(atPath: "/tmp")
              let text = try 3️⃣String(contentsOf: url, encoding: .utf8)
              let bytes = try 4️⃣Data(contentsOf: url)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'URLSession'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O with 'String(contentsOf:)'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'UsersPresenter' does I/O with 'Data(contentsOf:)'; move it to a service the interactor calls"
        ),
      ])
  }

  @Test func acceptsAPresenterThatImportsFoundationOnlyAndIOInTheInteractor() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            func title(for date: Date) -> String { String(describing: date) }
            let data = Data("x".utf8)
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          final class UsersInteractor: UsersInteractorInput {
            func load() async throws { _ = try await URLSession.shared.data(from: url) }
          }
          """
        ),
      ], [])
  }
}
