import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoRoleCallsInPropertyObserversTests {
  @Test func reportsInteractorAndRouterCallsInDidSetAndWillSet() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            let router: any UsersRouterInput
            var query = "" {
              didSet { 1️⃣interactor.fetchUsers() }
            }
            var selection: Int? {
              willSet { if let newValue { 2️⃣self.router.showDetail(userID: newValue) } }
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not call the interactor ('interactor.fetchUsers') from a property observer of 'UsersPresenter'; call it from an explicit method"
        ),
        ExpectedFinding(
          "2️⃣",
          "do not call the router ('router.showDetail') from a property observer of 'UsersPresenter'; call it from an explicit method"
        ),
      ])
  }

  @Test(
    "an observer that calls its own type's method which calls the interactor, in a task or through another method, is reported at that call; a closure the method only stores is not"
  )
  func reportsRoleCallsThroughTheTypesOwnMethods() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            weak var view: (any UsersViewInput)?
            var showsArchived = false {
              didSet { 1️⃣reload() }
            }
            var rows: [UserRowViewModel] = [] {
              didSet { render() }
            }
            var list: (any UsersViewInput)? {
              didSet { bind() }
            }
            private func bind() {
              list?.onRefresh = { [weak self] in self?.interactor.fetchUsers() }
              let retry = { self.interactor.fetchUsers() }
              list?.onRetry = retry
            }
            private func reload() {
              Task { await refresh() }
            }
            private func refresh() async { interactor.fetchUsers() }
            private func render() { view?.showUsers(rows) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not call the interactor ('interactor.fetchUsers', through 'reload()') from a property observer of 'UsersPresenter'; call it from an explicit method"
        )
      ])
  }

  @Test(
    "a view's observer that calls its own method asking the presenter for what to show reads; calling the presenter itself is reported"
  )
  func acceptsAViewsOwnMethodThatReadsFromItsPresenter() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            var presenter: (any UsersViewOutput)?
            var isSearching = false {
              didSet { applySnapshot() }
            }
            var query = "" {
              didSet { 1️⃣presenter?.didChangeQuery() }
            }
            private func applySnapshot() {
              if let rows = presenter?.rows() { print(rows) }
            }
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not call the presenter ('presenter.didChangeQuery') from a property observer of 'UsersViewController'; call it from an explicit method"
        )
      ])
  }

  @Test func acceptsObserversThatUpdateTheViewAndCallsInMethods() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            weak var view: (any UsersViewInput)?
            var rows: [UserRowViewModel] = [] {
              didSet { view?.showUsers(rows); print(rows.count) }
            }
            func didChangeQuery() { interactor.fetchUsers() }
          }
          """
        ),
      ], [])
  }

  @Test(
    "a cell with a presenter of its own is its component's view: its observers do not call that presenter"
  )
  func reportsACellObserverCallingItsOwnPresenter() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        (
          "Orders/OrderRow.swift",
          """
          import UIKit
          protocol OrderRowDisplaying: AnyObject { func show(total: String) }
          protocol OrderRowPresenting: AnyObject { func load() }
          final class OrderRowCell: UITableViewCell, OrderRowDisplaying {
            var presenter: (any OrderRowPresenting)? {
              didSet { 1️⃣presenter?.load() }
            }
            func show(total: String) {}
          }
          final class OrderRowPresenter: OrderRowPresenting {
            weak var cell: (any OrderRowDisplaying)?
            let interactor: OrderRowInteractor
            init(interactor: OrderRowInteractor) { self.interactor = interactor }
            func load() { interactor.fetchTotal() }
          }
          final class OrderRowInteractor { func fetchTotal() {} }
          """
        ),
        (
          "Badges/BadgeCell.swift",
          """
          import UIKit
          final class BadgeCollectionViewCell: UICollectionViewCell {
            var presenter: BadgePresenter! {
              willSet { newValue.start() }
              didSet { 2️⃣presenter.start() }
            }
          }
          final class BadgePresenter {
            let interactor: BadgeInteractor
            init(interactor: BadgeInteractor) { self.interactor = interactor }
            func start() { interactor.count() }
          }
          final class BadgeInteractor { func count() {} }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not call the presenter ('presenter.load') from a property observer of 'OrderRowCell'; call it from an explicit method"
        ),
        ExpectedFinding(
          "2️⃣",
          "do not call the presenter ('presenter.start') from a property observer of 'BadgeCollectionViewCell'; call it from an explicit method"
        ),
      ])
  }

  @Test("a cell that forwards taps to its screen's presenter is no module's view")
  func acceptsACellHoldingItsScreensPresenter() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() { interactor.fetchUsers() }
          }
          final class UserCell: UITableViewCell {
            var presenter: (any UsersViewOutput)? { didSet { presenter?.viewDidLoad() } }
          }
          """
        ),
      ], [])
  }
}
