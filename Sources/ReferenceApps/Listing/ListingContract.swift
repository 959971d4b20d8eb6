import ViperKit

// The listing page's four contracts, each named for the direction its messages travel, each
// with exactly the methods of the original page (`viper new --contracts directional` names them
// the same way).
//
// Where its files depart from what `viper new` writes (a test holds the folder to this list):
// - ItemCellViewModel.swift for ItemRowViewModel.swift: the original page's name for what a
//   row shows, a cell view model.

/// Presenter -> view.
@MainActor
public protocol ListingPresenterToView: ViperView {
  /// Show these cells, replacing whatever is on screen.
  func showItems(_ cells: [ItemCellViewModel])
  /// Loading failed: show `message` instead of the cells.
  func showError(_ message: String)
}

/// Interactor -> presenter.
@MainActor
public protocol ListingInteractorToPresenter: AnyObject {
  /// The items arrived.
  func didFetchItems(_ items: [Item])
  /// The items could not be fetched.
  func didFailToFetchItems(_ error: HTTP.Error)
}

/// View -> presenter.
@MainActor
public protocol ListingViewToPresenter: AnyObject {
  /// The view wants the items: when it loads, and when the person asks again.
  func loadItems()
}

/// Presenter -> interactor.
@MainActor
public protocol ListingPresenterToInteractor: AnyObject {
  /// Fetches the items; the result goes to the presenter on the main actor.
  func fetchItems()
}

/// Presenter -> router. The page is a leaf: it opens nothing yet.
@MainActor
public protocol ListingPresenterToRouter: ViperRouter {}

/// Other modules -> the listing page (deep links).
@MainActor
public protocol ListingModuleInput: AnyObject {
  /// Marks the item with `id` so the view selects it, now or when the items arrive.
  func highlightItem(id: Int)
}
