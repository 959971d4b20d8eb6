import ViperKit

/// Asks for the items when the view wants them, and turns them into cells.
@MainActor
public final class ListingPresenter: ListingViewToPresenter, ListingInteractorToPresenter,
  ListingModuleInput
{
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any ListingPresenterToView)?

  private let interactor: any ListingPresenterToInteractor
  private let router: any ListingPresenterToRouter
  private var items: [Item]?
  private var highlightedID: Int?

  /// Creates the presenter. It does nothing until the view asks for the items.
  public init(interactor: any ListingPresenterToInteractor, router: any ListingPresenterToRouter) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: ListingViewToPresenter

  public func loadItems() {
    interactor.fetchItems()
  }

  // MARK: ListingInteractorToPresenter

  public func didFetchItems(_ items: [Item]) {
    self.items = items
    view?.showItems(Self.cells(items, highlightedID: highlightedID))
  }

  public func didFailToFetchItems(_ error: HTTP.Error) {
    view?.showError("Couldn't load the listing. \(error.message)")
  }

  // MARK: ListingModuleInput

  public func highlightItem(id: Int) {
    highlightedID = id
    if let items { view?.showItems(Self.cells(items, highlightedID: id)) }
  }

  /// The cells for `items`: each item's name and `#id`, the one with `highlightedID` marked.
  nonisolated public static func cells(_ items: [Item], highlightedID: Int? = nil)
    -> [ItemCellViewModel]
  {
    items.map { item in
      ItemCellViewModel(
        id: item.id, title: item.name, idText: "#\(item.id)",
        isHighlighted: item.id == highlightedID
      )
    }
  }
}
