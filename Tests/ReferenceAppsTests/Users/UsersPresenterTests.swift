import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import ReferenceApps

@MainActor
@Suite("Users presenter (harness, spies at every boundary)")
struct UsersPresenterTests {
  private func harness() -> ModuleHarness<UsersHarnessSubject> {
    ModuleHarness(wire: UsersHarnessSubject.wire(service: nil))
  }

  @Test("does nothing until the view loads, then shows loading and asks the interactor")
  func loadsOnViewDidLoad() async {
    let harness = harness()
    await harness.expectNoMessages(during: .zero)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
    }
  }

  @Test("users become rows of name, @username and email; the module output gets the count")
  func showsRows() async {
    let harness = harness()
    harness.subject.presenter.viewDidLoad()
    harness.skipReceivedMessages()
    harness.subject.presenter.didFetchUsers(.success([Fixtures.leanne]))
    await harness.expect {
      $0.view.showUsers([
        UserRowViewModel(id: 1, title: "Leanne Graham", subtitle: "@Bret · Sincere@april.biz")
      ])
      $0.output.usersModule(didLoadUserCount: 1)
    }
  }

  @Test("a user without username or email gets a subtitle of what exists")
  func partialSubtitle() {
    #expect(UsersPresenter.row(User(id: 9, name: "N", email: "n@x.org")).subtitle == "n@x.org")
    #expect(UsersPresenter.row(User(id: 9, name: "N")).subtitle == "")
  }

  @Test("no users shows the empty state")
  func empty() async {
    let harness = harness()
    harness.subject.presenter.viewDidLoad()
    harness.skipReceivedMessages()
    harness.subject.presenter.didFetchUsers(.success([]))
    await harness.expect {
      $0.view.showEmpty("There are no users yet.")
      $0.output.usersModule(didLoadUserCount: 0)
    }
  }

  @Test("a failure with nothing on screen shows the error, naming what went wrong")
  func failure() async {
    let harness = harness()
    harness.subject.presenter.viewDidLoad()
    harness.skipReceivedMessages()
    harness.subject.presenter.didFetchUsers(.failure(.statusCode(503)))
    await harness.expect {
      $0.view.showError(
        "Couldn't load the users. The server answered 503 (Service Unavailable). The server has a problem; try again later."
      )
    }
  }

  @Test("a failed reload keeps the list and says why")
  func failedReloadKeepsList() async {
    let harness = harness()
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didFetchUsers(.success([Fixtures.leanne]))
    harness.skipReceivedMessages()
    harness.subject.presenter.didRequestReload()
    harness.subject.presenter.didFetchUsers(.failure(.noNetwork))
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
      $0.view.showReloadError(
        "Couldn't load the users. There is no network connection. Connect to a network and try again."
      )
    }
  }

  @Test("a reload while a request runs sends no second request")
  func noDuplicateRequests() async {
    let harness = harness()
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didRequestReload()
    harness.subject.presenter.reload()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchUsers()
    }
  }

  @Test("selecting a user, or the module input asking for one, routes to the detail")
  func routesToDetail() async {
    let harness = harness()
    harness.subject.presenter.didSelectUser(id: 3)
    harness.subject.presenter.showUser(id: 5)
    await harness.expect {
      $0.router.showDetail(userID: 3)
      $0.router.showDetail(userID: 5)
    }
  }
}
