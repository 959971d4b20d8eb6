import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Reference app: composition root, environments and deep links")
struct ReferenceAppTests {
  @Test("viper://users/3 shows the users tab with user 3's detail on top, loaded over HTTP")
  func deepLinkToUser() async throws {
    let api = try await MockAPI.start()
    let app = ReferenceApp(
      services: ServiceContainer(environment: .development(baseURL: api.baseURL)),
      navigation: NavigationModel(leakDetector: nil))
    try app.open(#require(URL(string: "viper://users/3")))
    #expect(app.navigation.selectedTabID == "users")
    #expect(app.navigation.visibleStack.count == 2)
    let detail = try #require(app.navigation.visibleScreen?.view as? UserDetailView)
    while detail.state == .loading { try await Task.sleep(for: .milliseconds(5)) }
    guard case .user(let user) = detail.state else {
      Issue.record("expected user 3, got \(detail.state)")
      return
    }
    #expect(user.title == "Clementine Bauch")
    // Back to the list, which loads now that it is visible.
    #expect(app.navigation.pop())
    let list = try #require(app.navigation.visibleScreen?.view as? UsersView)
    while list.rows.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(list.rows.count == 10)
    await api.stop()
  }

  @Test("a link that is not the app's is refused with a readable error and changes nothing")
  func badLinks() throws {
    let app = ReferenceApp(
      services: .testing { $0[UsersServiceKey.self] = FakeUsersService() },
      navigation: NavigationModel(leakDetector: nil))
    #expect(
      throws: RouteError.invalidParameter(name: "id", value: "x", reason: "expected an integer")
    ) {
      try app.open(#require(URL(string: "viper://users/x")))
    }
    #expect(throws: RouteError.noRoute("viper://nowhere")) {
      try app.open(#require(URL(string: "viper://nowhere")))
    }
    #expect(app.navigation.visibleStack.count == 1)
    #expect(
      RouteError.invalidParameter(name: "id", value: "x", reason: "expected an integer").description
        == "cannot open the link: 'x' is not a valid id (expected an integer)")
  }

  @Test("the fake environment answers from memory after its latency, on the given clock")
  func fakeEnvironmentUsesClock() async throws {
    let clock = TestClock()
    let services = ServiceContainer(
      environment: .fake(latency: .seconds(2)),
      context: ServiceContext(environment: .fake(latency: .seconds(2)), clock: clock))
    let app = ReferenceApp(services: services, navigation: NavigationModel(leakDetector: nil))
    let list = try #require(app.navigation.visibleScreen?.view as? UsersView)
    // Advance in small steps until the list arrives: however late the fake starts sleeping,
    // it must not answer before two seconds of the test clock have passed.
    var advanced = Duration.zero
    while list.rows.isEmpty && advanced < .seconds(10) {
      if advanced < .seconds(2) { #expect(list.state == .loading) }
      await clock.advance(by: .milliseconds(100))
      advanced += .milliseconds(100)
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(advanced >= .seconds(2))
    #expect(list.rows.map(\.title) == ["Leanne Graham", "Ervin Howell", "Clementine Bauch"])
  }

  @Test("each environment gets its implementation of the users service")
  func servicesPerEnvironment() throws {
    let url = try #require(URL(string: "http://127.0.0.1:1"))
    #expect(
      AppComponent(services: ServiceContainer(environment: .production(baseURL: url))).usersService
        is LiveUsersService)
    #expect(
      AppComponent(services: ServiceContainer(environment: .development(baseURL: url))).usersService
        is LiveUsersService)
    #expect(
      AppComponent(services: ServiceContainer(environment: .fake(latency: .zero))).usersService
        is FakeUsersService)
    #expect(AppComponent(services: .testing()).usersService is UnimplementedUsersService)
  }

  @Test("start-up runs setup() for every service of the app")
  func setUpAll() async throws {
    let component = AppComponent(services: ServiceContainer(environment: .fake(latency: .zero)))
    try await component.setUp()
  }

  @Test(
    "a module in a test whose users service nobody configured fails the test, saying how to fix it")
  func unconfiguredServiceFailsLoudly() async throws {
    try await withKnownIssue {
      // Built inside the block: the module's task inherits the known-issue context.
      let app = ReferenceApp(services: .testing(), navigation: NavigationModel(leakDetector: nil))
      let list = try #require(app.navigation.visibleScreen?.view as? UsersView)
      while list.state == .loading { try await Task.sleep(for: .milliseconds(1)) }
      #expect(
        list.state
          == .error(
            "Couldn't load the users. The request failed: "
              + ServiceError.unimplemented(
                service: "UsersService", method: "users()", key: "UsersServiceKey"
              ).description + ". Try again."))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("UsersService.users() was called, but no UsersService was configured")
      }
    }
  }
}

@Suite("Users data: DTO, entity, view models")
struct UsersDataTests {
  @Test("the full JSONPlaceholder user decodes, and fields the app does not use are tolerated")
  func decodesFullUser() throws {
    let json = #"""
      {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
       "address": {"street": "Kulas Light", "suite": "Apt. 556", "city": "Gwenborough",
                   "zipcode": "92998-3874", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
       "phone": "1-770-736-8031 x56442", "website": "hildegard.org",
       "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered client-server neural-net",
                   "bs": "harness real-time e-markets"},
       "favouriteColour": "teal"}
      """#
    let dto = try JSONDecoder().decode(UserDTO.self, from: Data(json.utf8))
    #expect(dto == FakeUsersService.sampleUsers[0])
  }

  @Test("a user with only id and name decodes; missing text becomes empty in the entity")
  func minimalUser() throws {
    let dto = try JSONDecoder().decode(UserDTO.self, from: Data(#"{"id": 7, "name": "Ada"}"#.utf8))
    let user = User(dto)
    #expect(user == User(id: 7, name: "Ada"))
    #expect(UserDetailViewModel(user) == UserDetailViewModel(title: "Ada", fields: []))
  }

  @Test("coordinates that are not numbers are dropped, not a crash")
  func badCoordinates() {
    var dto = FakeUsersService.sampleUsers[0]
    dto.address?.geo = .init(lat: "north-ish", lng: "81.1")
    #expect(User(dto).address?.coordinates == nil)
    #expect(User(FakeUsersService.sampleUsers[0]).address?.coordinates?.latitude == -37.3159)
  }

  @Test("the detail view model shows every field of the user, labelled, in reading order")
  func detailViewModel() {
    let model = UserDetailViewModel(User(FakeUsersService.sampleUsers[0]))
    #expect(model.title == "Leanne Graham")
    #expect(
      model.fields == [
        .init("Username", "Bret"),
        .init("Email", "Sincere@april.biz"),
        .init("Phone", "1-770-736-8031 x56442"),
        .init("Website", "hildegard.org"),
        .init("Address", "Kulas Light, Apt. 556, 92998-3874 Gwenborough"),
        .init("Location", "37.3159° S, 81.1496° E"),
        .init("Company", "Romaguera-Crona"),
        .init("Catchphrase", "Multi-layered client-server neural-net"),
        .init("Business", "harness real-time e-markets"),
      ])
  }
}

@MainActor
@Suite("Users view state")
struct UsersViewTests {
  final class InertPresenter: UsersViewOutput {
    func viewDidLoad() {}
    func didSelectUser(id: Int) {}
    func didRequestReload() {}
  }

  @Test("loading with a list keeps the list as reloading; a failed reload keeps it with a notice")
  func reloadKeepsList() {
    let view = UsersView(presenter: InertPresenter())
    let rows = [UserRowViewModel(id: 1, title: "A", subtitle: "")]
    var states: [UsersViewState] = []
    view.onChange = { states.append($0) }
    view.showLoading()
    view.showUsers(rows)
    view.showLoading()
    view.showReloadError("offline")
    view.showError("gone")
    view.showEmpty("none")
    #expect(
      states == [
        .loading,
        .users(rows, isReloading: false, notice: nil),
        .users(rows, isReloading: true, notice: nil),
        .users(rows, isReloading: false, notice: "offline"),
        .error("gone"),
        .empty("none"),
      ])
  }
}
