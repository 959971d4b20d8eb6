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

  @Test func reportsAStoreContextAndIOThroughAServiceThePresenterHoldsItself() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftData
          final class UsersPresenter: UsersViewOutput {
            private let store: 1️⃣ModelContext
            private let client: any UsersFetching
            private let interactor: any UsersInteractorInput
            private let formatter = NameFormatter()
            init(store: 2️⃣ModelContext, client: any UsersFetching, interactor: any UsersInteractorInput) {
              self.store = store
              self.client = client
              self.interactor = interactor
            }
            func viewDidLoad() async throws {
              let saved = try await 3️⃣client.users()
              interactor.load()
              _ = formatter.title(for: saved.count)
            }
          }
          """
        ),
        (
          "Services/UsersClient.swift",
          """
          import Foundation
          protocol UsersFetching { func users() async throws -> [String] }
          final class UsersClient: UsersFetching {
            func users() async throws -> [String] {
              let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: "/"))
              return [String(decoding: data, as: UTF8.self)]
            }
          }
          final class NameFormatter { func title(for count: Int) -> String { "\\(count)" } }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          final class UsersInteractor: UsersInteractorInput {
            let client: any UsersFetching
            init(client: any UsersFetching) { self.client = client }
            func load() { Task { _ = try await client.users() } }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O through 'client.users()': 'UsersClient' uses 'URLSession'; let the interactor call it"
        ),
      ])
  }
}
