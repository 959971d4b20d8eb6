import ViperKit
import ViperKitCombine

/// Which API of the items service the listing's interactor uses. The two run the same service
/// code; the choice shows (and the tests check) that a module can be written either way.
public enum ListingAPI: Sendable, Hashable, CaseIterable {
  /// `try await service.items()` in the interactor's ``TaskBag``.
  case async
  /// `service.itemsPublisher()`, received on the main queue, kept as an `AnyCancellable`.
  case publisher
}

/// Fetches the items through the ``ListingService``, with async/await or its publisher, maps
/// them to entities and delivers them to the presenter on the main actor.
@MainActor
public final class ListingInteractor: ListingPresenterToInteractor {
  /// Where results go: the presenter, held weakly.
  public weak var presenter: (any ListingInteractorToPresenter)?
  /// The API it fetches with.
  public let api: ListingAPI

  private let service: any ListingService
  private let tasks = TaskBag()
  // Dropping it (a new fetch, or the interactor going away) cancels the subscription, which
  // cancels the request.
  private var subscription: AnyCancellable?

  /// Creates the interactor over `service`, fetching with `api`.
  public init(service: any ListingService, api: ListingAPI = .async) {
    self.service = service
    self.api = api
  }

  public func fetchItems() {
    switch api {
    case .async:
      tasks.cancelAll()
      tasks.perform { [service] () async throws(HTTP.Error) -> [ItemDTO] in
        try await service.items()
      } then: { [weak self] result in
        self?.deliver(result)
      }
    case .publisher:
      subscription = service.itemsPublisher()
        .receive(on: MainQueue.scheduler)
        .sink { [weak self] completion in
          if case .failure(let error) = completion { self?.deliver(.failure(error)) }
        } receiveValue: { [weak self] items in
          self?.deliver(.success(items))
        }
    }
  }

  /// The one place both APIs end: entities to the presenter.
  private func deliver(_ result: Result<[ItemDTO], HTTP.Error>) {
    switch result {
    case .success(let items): presenter?.didFetchItems(items.map(Item.init))
    case .failure(let error): presenter?.didFailToFetchItems(error)
    }
  }
}
