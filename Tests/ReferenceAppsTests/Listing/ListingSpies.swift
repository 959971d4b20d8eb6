import ReferenceApps
import ViperKit
import ViperKitTesting

// Recording doubles for the listing page's four contracts: one line per method.

final class ListingViewSpy: Spy<any ListingPresenterToView>, ListingPresenterToView {
  func viewDidLoad() {}
  func showItems(_ cells: [ItemCellViewModel]) { record(cells) }
  func showError(_ message: String) { record(message) }
}

final class ListingInteractorSpy: Spy<any ListingPresenterToInteractor>,
  ListingPresenterToInteractor
{
  func fetchItems() { record { $0.fetchItems() } }
}

final class ListingPresenterSpy: Spy<any ListingInteractorToPresenter>,
  ListingInteractorToPresenter
{
  func didFetchItems(_ items: [Item]) { record(items) { $0.didFetchItems(items) } }
  func didFailToFetchItems(_ error: HTTP.Error) {
    record(error) { $0.didFailToFetchItems(error) }
  }
}

/// The listing presenter between spies, over a real interactor using `api` and `service`.
@MainActor
struct ListingHarnessSubject {
  let presenter: ListingPresenter
  let view: ListingViewSpy
  let interactor: ListingInteractorSpy
  let interactorOutput: ListingPresenterSpy

  static func wire(service: any ListingService, api: ListingAPI) -> (MessageLog) ->
    ListingHarnessSubject
  {
    { log in
      let real = ListingInteractor(service: service, api: api)
      let interactor = ListingInteractorSpy(.interactor, log: log, forwardingTo: real)
      let presenter = ListingPresenter(interactor: interactor, router: ListingRouter())
      let interactorOutput = ListingPresenterSpy(
        .interactorOutput, log: log, forwardingTo: presenter)
      real.presenter = interactorOutput
      let view = ListingViewSpy(.view, log: log)
      presenter.view = view
      return ListingHarnessSubject(
        presenter: presenter, view: view, interactor: interactor,
        interactorOutput: interactorOutput)
    }
  }
}

/// A listing view that forwards what it is shown to a spy the test holds (weakly).
@MainActor
final class RetainingListingView: ListingPresenterToView {
  let presenter: any ListingViewToPresenter
  private weak var spy: ListingViewSpy?

  init(presenter: any ListingViewToPresenter, spy: ListingViewSpy) {
    self.presenter = presenter
    self.spy = spy
  }

  func viewDidLoad() { presenter.loadItems() }
  func showItems(_ cells: [ItemCellViewModel]) { spy?.showItems(cells) }
  func showError(_ message: String) { spy?.showError(message) }
}

/// A listing dependency for tests: a service, an API, and the neutral view.
@MainActor
final class ListingTestDependency: ListingDependency {
  let listingService: any ListingService
  let listingAPI: ListingAPI

  init(service: any ListingService, api: ListingAPI) {
    listingService = service
    listingAPI = api
  }

  func makeListingView(presenter: any ListingViewToPresenter) -> any ListingPresenterToView {
    ListingView(presenter: presenter)
  }
}
