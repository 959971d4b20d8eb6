import ViperKit

/// Which views the reference modules are built with: the front end's choice, made once in the
/// composition root.
///
/// The default, ``neutral``, builds the platform-neutral views that keep their state as
/// plain values (``UsersView``, ``CryptosView``, ...); the terminal demo passes its own.
@MainActor
public struct ReferenceViews {
  /// Makes the users list's view for its presenter.
  public var users: @MainActor (any UsersViewOutput) -> any UsersViewInput
  /// Makes the user detail's view for its presenter.
  public var userDetail: @MainActor (any UserDetailViewOutput) -> any UserDetailViewInput
  /// Makes the crypto prices' view for its presenter.
  public var cryptos: @MainActor (any CryptosViewOutput) -> any CryptosViewInput
  /// Makes the todos list's view for its presenter.
  public var todos: @MainActor (any TodosViewOutput) -> any TodosViewInput
  /// Makes the user picker's view for its presenter.
  public var userPicker: @MainActor (any UserPickerViewOutput) -> any UserPickerViewInput
  /// Makes the listing page's view for its presenter.
  public var listing: @MainActor (any ListingViewToPresenter) -> any ListingPresenterToView

  /// Views from the given factories; a module left out gets its platform-neutral view.
  public init(
    users: @escaping @MainActor (any UsersViewOutput) -> any UsersViewInput = {
      UsersView(presenter: $0)
    },
    userDetail: @escaping @MainActor (any UserDetailViewOutput) -> any UserDetailViewInput = {
      UserDetailView(presenter: $0)
    },
    cryptos: @escaping @MainActor (any CryptosViewOutput) -> any CryptosViewInput = {
      CryptosView(presenter: $0)
    },
    todos: @escaping @MainActor (any TodosViewOutput) -> any TodosViewInput = {
      TodosView(presenter: $0)
    },
    userPicker: @escaping @MainActor (any UserPickerViewOutput) -> any UserPickerViewInput = {
      UserPickerView(presenter: $0)
    },
    listing: @escaping @MainActor (any ListingViewToPresenter) -> any ListingPresenterToView = {
      ListingView(presenter: $0)
    }
  ) {
    self.users = users
    self.userDetail = userDetail
    self.cryptos = cryptos
    self.todos = todos
    self.userPicker = userPicker
    self.listing = listing
  }

  /// The platform-neutral views.
  public static var neutral: ReferenceViews { ReferenceViews() }
}
