import ViperKit

/// Turns the prices list's events into requests, and prices into rows: all formatting
/// happens here, the view never formats.
@MainActor
public final class CryptosPresenter: CryptosViewOutput, CryptosInteractorOutput,
  CryptosModuleInput
{
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any CryptosViewInput)?

  private let interactor: any CryptosInteractorInput
  private let router: any CryptosRouterInput
  private var isLoading = false

  /// Creates the presenter. It does nothing until ``viewDidLoad()``.
  public init(interactor: any CryptosInteractorInput, router: any CryptosRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: CryptosViewOutput

  public func viewDidLoad() {
    load()
  }

  public func didRequestReload() {
    load()
  }

  // MARK: CryptosInteractorOutput

  public func didFetchCryptos(_ result: Result<[Crypto], CryptosError>) {
    isLoading = false
    switch result {
    case .success(let cryptos) where cryptos.isEmpty:
      view?.showEmpty("There are no prices to show.")
    case .success(let cryptos):
      view?.showPrices(cryptos.map(Self.row))
    case .failure(.networkFailed(let error)):
      view?.showNetworkError("Couldn't download the prices. \(error.message)")
    case .failure(.parsingFailed(let failure)):
      view?.showParsingError(
        "The prices arrived but could not be read: \(failure). Trying again will not help "
          + "until the server's data is fixed.")
    }
  }

  // MARK: CryptosModuleInput

  public func reload() {
    load()
  }

  // MARK: Presentation

  private func load() {
    guard !isLoading else { return }
    isLoading = true
    view?.showLoading()
    interactor.fetchCryptos()
  }

  /// The row for `crypto`: the price formatted when it is a number, else the feed's text as
  /// it came (`—` when there is none).
  nonisolated public static func row(_ crypto: Crypto) -> CryptoRowViewModel {
    if let price = CryptoPriceFormat.format(crypto.price) {
      return CryptoRowViewModel(currency: crypto.currency, price: price)
    }
    let text = crypto.price.isEmpty ? "—" : crypto.price
    return CryptoRowViewModel(currency: crypto.currency, price: text, isPriceNumeric: false)
  }
}
