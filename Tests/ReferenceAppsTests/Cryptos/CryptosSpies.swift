import ReferenceApps
import ViperKit
import ViperKitTesting

// Recording doubles for the crypto prices contracts: one line per method.

final class CryptosViewSpy: Spy<any CryptosViewInput>, CryptosViewInput {
  func viewDidLoad() {}
  func showLoading() { record() }
  func showPrices(_ rows: [CryptoRowViewModel]) { record(rows) }
  func showEmpty(_ message: String) { record(message) }
  func showNetworkError(_ message: String) { record(message) }
  func showParsingError(_ message: String) { record(message) }
}

final class CryptosInteractorSpy: Spy<any CryptosInteractorInput>, CryptosInteractorInput {
  func fetchCryptos() { record { $0.fetchCryptos() } }
}

final class CryptosInteractorOutputSpy: Spy<any CryptosInteractorOutput>, CryptosInteractorOutput {
  func didFetchCryptos(_ result: Result<[Crypto], CryptosError>) {
    record(result) { $0.didFetchCryptos(result) }
  }
}

/// The prices presenter with spies at every boundary. With a service, the real interactor runs
/// behind a forwarding spy; without one, the interactor is a plain spy.
@MainActor
struct CryptosHarnessSubject {
  let presenter: CryptosPresenter
  let view: CryptosViewSpy
  let interactor: CryptosInteractorSpy
  let interactorOutput: CryptosInteractorOutputSpy

  static func wire(service: (any CryptosService)?) -> (MessageLog) -> CryptosHarnessSubject {
    { log in
      let real = service.map { CryptosInteractor(service: $0) }
      let interactor = CryptosInteractorSpy(.interactor, log: log, forwardingTo: real)
      let presenter = CryptosPresenter(interactor: interactor, router: CryptosRouter())
      let interactorOutput = CryptosInteractorOutputSpy(
        .interactorOutput, log: log, forwardingTo: presenter)
      real?.output = interactorOutput
      let view = CryptosViewSpy(.view, log: log)
      presenter.view = view
      return CryptosHarnessSubject(
        presenter: presenter, view: view, interactor: interactor,
        interactorOutput: interactorOutput)
    }
  }
}

/// A crypto prices view that forwards what it is shown to a spy the test holds (weakly), so a
/// test can keep watching after the module is gone.
@MainActor
final class RetainingCryptosView: CryptosViewInput {
  let presenter: any CryptosViewOutput
  private weak var spy: CryptosViewSpy?

  init(presenter: any CryptosViewOutput, spy: CryptosViewSpy) {
    self.presenter = presenter
    self.spy = spy
  }

  func viewDidLoad() { presenter.viewDidLoad() }
  func showLoading() { spy?.showLoading() }
  func showPrices(_ rows: [CryptoRowViewModel]) { spy?.showPrices(rows) }
  func showEmpty(_ message: String) { spy?.showEmpty(message) }
  func showNetworkError(_ message: String) { spy?.showNetworkError(message) }
  func showParsingError(_ message: String) { spy?.showParsingError(message) }
}
