import ViperKit

// Every protocol of the crypto prices module, named by direction.
//
// Where its files depart from what `viper new` writes (a test holds the folder to this list):
// - with CryptosError.swift: the named error that tells a failed download from a body that could
//   not be read, which the view shows differently.
// - with CryptoPriceFormat.swift: how the presenter formats a price, in its own file because the
//   benchmark's hand-written baseline formats with it too.

/// Presenter -> view.
@MainActor
public protocol CryptosViewInput: ViperView {
  /// A request is under way.
  func showLoading()
  /// Show these prices, replacing any state.
  func showPrices(_ rows: [CryptoRowViewModel])
  /// The feed has no prices: show `message` instead of a list.
  func showEmpty(_ message: String)
  /// The prices could not be downloaded (no connection, a timeout, a server error): show
  /// `message` as an error worth retrying.
  func showNetworkError(_ message: String)
  /// The prices arrived but could not be read: show `message` as a problem with the data,
  /// which retrying will not fix.
  func showParsingError(_ message: String)
}

/// View -> presenter.
@MainActor
public protocol CryptosViewOutput: ViperPresenter {
  /// The person asked for fresh prices.
  func didRequestReload()
}

/// Presenter -> interactor.
@MainActor
public protocol CryptosInteractorInput: ViperInteractor {
  /// Downloads every price; the result goes to the output.
  func fetchCryptos()
}

/// Interactor -> presenter.
@MainActor
public protocol CryptosInteractorOutput: AnyObject {
  /// The prices, or which of the two kinds of failure stopped them.
  func didFetchCryptos(_ result: Result<[Crypto], CryptosError>)
}

/// Presenter -> router. The prices are a leaf: they open nothing yet.
@MainActor
public protocol CryptosRouterInput: ViperRouter {}

/// Other modules -> the prices list.
@MainActor
public protocol CryptosModuleInput: AnyObject {
  /// Downloads the prices again.
  func reload()
}
