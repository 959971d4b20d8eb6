import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The users list through the harness, with the real interactor and the live service talking to the real
/// mock API over HTTP: every fault the server can produce ends as the message a person sees.
@MainActor
@Suite("Users list over real HTTP (MockAPI)")
struct UsersOverHTTPTests {
  /// How long to wait for the answer over real HTTP. Generous: under ThreadSanitizer on two
  /// busy cores a request has been seen to take over five seconds; a passing test never waits
  /// this long.
  static let wait = Duration.seconds(30)

  private func service(_ api: MockAPI, timeout: Duration = .seconds(10)) -> LiveUsersService {
    LiveUsersService(client: HTTPClient(baseURL: api.baseURL, timeout: timeout))
  }

  /// Loads the list with `fault` on the server and expects the interactor's failure and
  /// then `message` on the view.
  private func expectFailure(
    _ fault: MockAPI.Fault?,
    error: HTTP.Error,
    message: String,
    timeout: Duration = .seconds(10),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let api = try await MockAPI.start()
    if let fault { api.setFault(fault) }
    let harness = ModuleHarness(
      wire: UsersHarnessSubject.wire(service: service(api, timeout: timeout)))
    harness.subject.presenter.viewDidLoad()
    await harness.expect(
      timeout: Self.wait, fileID: fileID, filePath: filePath, line: line, column: column
    ) {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.interactorOutput.didFetchUsers(.failure(error))
      $0.view.showError(message)
    }
    harness.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    await api.stop()
  }

  @Test("success: the ten users arrive as entities and are shown as rows")
  func success() async throws {
    let api = try await MockAPI.start()
    let users = try await service(api).users().map(User.init)
    #expect(users.count == 10)
    let harness = ModuleHarness(wire: UsersHarnessSubject.wire(service: service(api)))
    harness.subject.presenter.viewDidLoad()
    await harness.expect(timeout: Self.wait) {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.interactorOutput.didFetchUsers(.success(users))
      $0.view.showUsers(Fixtures.rows(users))
      $0.output.usersModule(didLoadUserCount: 10)
    }
    await api.stop()
  }

  @Test("an empty list from the server shows the empty state")
  func emptyList() async throws {
    let api = try await MockAPI.start(fault: .emptyList)
    let harness = ModuleHarness(wire: UsersHarnessSubject.wire(service: service(api)))
    harness.subject.presenter.viewDidLoad()
    await harness.expect(timeout: Self.wait) {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.interactorOutput.didFetchUsers(.success([]))
      $0.view.showEmpty("There are no users yet.")
      $0.output.usersModule(didLoadUserCount: 0)
    }
    await api.stop()
  }

  @Test("500 from the server")
  func status500() async throws {
    try await expectFailure(
      .status(500), error: .statusCode(500),
      message: "Couldn't load the users. The server answered 500 (Internal Server Error). "
        + "The server has a problem; try again later.")
  }

  @Test("404 from the server")
  func status404() async throws {
    try await expectFailure(
      .status(404), error: .statusCode(404),
      message: "Couldn't load the users. The server answered 404 (Not Found). "
        + "The address does not exist; check the server address.")
  }

  @Test("a malformed body")
  func malformed() async throws {
    try await expectFailure(
      .malformedBody, error: .undecodable(.init(path: "", reason: "the data is not valid JSON")),
      message: "Couldn't load the users. The data from the server could not be read: the data "
        + "is not valid JSON.")
  }

  @Test("a truncated body")
  func truncated() async throws {
    try await expectFailure(
      .truncatedBody,
      error: .undecodable(.init(path: "", reason: "the data ends too early (truncated)")),
      message: "Couldn't load the users. The data from the server could not be read: the data "
        + "ends too early (truncated).")
  }

  @Test("a body that is not valid UTF-8")
  func invalidUTF8() async throws {
    try await expectFailure(
      .invalidUTF8, error: .undecodable(.init(path: "", reason: "the text is not valid UTF-8")),
      message: "Couldn't load the users. The data from the server could not be read: the text is "
        + "not valid UTF-8.")
  }

  @Test("connection refused (a closed port)")
  func connectionRefused() async throws {
    let closed = try ClosedPort()
    let port = closed.port
    let harness = ModuleHarness(
      wire: UsersHarnessSubject.wire(
        service: LiveUsersService(client: HTTPClient(baseURL: closed.url))))
    harness.subject.presenter.viewDidLoad()
    await harness.expect(timeout: Self.wait) {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.interactorOutput.didFetchUsers(.failure(.cannotConnect(host: "127.0.0.1:\(port)")))
      $0.view.showError(
        "Couldn't load the users. Could not connect to 127.0.0.1:\(port). Check that the server "
          + "is running and that the address is right.")
    }
  }

  @Test("a server slower than the timeout")
  func timeout() async throws {
    try await expectFailure(
      .delay(.seconds(3)), error: .timedOut,
      message: "Couldn't load the users. The server did not answer in time. Try again; if it "
        + "keeps happening, the server may be down.",
      timeout: .milliseconds(300))
  }

  @Test("the detail of user 3 over HTTP, and a missing user's 404")
  func detail() async throws {
    let api = try await MockAPI.start()
    let user = User(try await service(api).user(id: 3))
    let harness = ModuleHarness(
      wire: UserDetailHarnessSubject.wire(userID: 3, service: service(api)))
    harness.subject.presenter.viewDidLoad()
    await harness.expect(timeout: Self.wait) {
      $0.view.showLoading()
      $0.interactor.fetchUser()
      $0.interactorOutput.didFetchUser(.success(user))
      $0.view.showUser(UserDetailViewModel(user))
    }

    let missing = ModuleHarness(
      wire: UserDetailHarnessSubject.wire(userID: 999, service: service(api)))
    missing.subject.presenter.viewDidLoad()
    await missing.expect {
      $0.view.showLoading()
      $0.interactor.fetchUser()
      $0.interactorOutput.didFetchUser(.failure(.statusCode(404)))
      $0.view.showError("This user does not exist (the server answered 404).")
    }
    await api.stop()
  }
}
