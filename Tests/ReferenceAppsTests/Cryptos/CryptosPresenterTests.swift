import Foundation
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The prices presenter and interactor, with every message across their boundaries asserted.
@MainActor
@Suite("Crypto prices: presenter and interactor (harness)")
struct CryptosPresenterTests {
  private static let sample = [
    CryptoDTO(currency: "BTC", price: "43250.12"), CryptoDTO(currency: "XYZ", price: "N/A"),
  ]
  private static let rows = [
    CryptoRowViewModel(currency: "BTC", price: "$43,250.12"),
    CryptoRowViewModel(currency: "XYZ", price: "N/A", isPriceNumeric: false),
  ]

  @Test("nothing until the view loads; then loading, one fetch, and formatted rows")
  func success() async {
    let harness = ModuleHarness(
      wire: CryptosHarnessSubject.wire(service: FakeCryptosService(cryptos: Self.sample)))
    await harness.expectNoMessages(during: .milliseconds(10))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
      $0.interactorOutput.didFetchCryptos(.success(Self.sample.map(Crypto.init)))
      $0.view.showPrices(Self.rows)
    }
  }

  @Test("an empty feed shows the empty state")
  func empty() async {
    let harness = ModuleHarness(
      wire: CryptosHarnessSubject.wire(service: FakeCryptosService(cryptos: [])))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
      $0.interactorOutput.didFetchCryptos(.success([]))
      $0.view.showEmpty("There are no prices to show.")
    }
  }

  @Test(
    "every transport failure is networkFailed and shows the network error with its message",
    arguments: [
      HTTP.Error.statusCode(503), .cannotConnect(host: "127.0.0.1:9"), .timedOut, .noNetwork,
      .invalidResponse, .transport("reset by peer"),
    ])
  func networkFailures(_ error: HTTP.Error) async {
    let harness = ModuleHarness(
      wire: CryptosHarnessSubject.wire(service: FakeCryptosService(failure: error)))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
      $0.interactorOutput.didFetchCryptos(.failure(.networkFailed(error)))
      $0.view.showNetworkError("Couldn't download the prices. \(error.message)")
    }
  }

  @Test("an undecodable body is parsingFailed and shows the parsing error, not the network one")
  func parsingFailure() async {
    let failure = HTTP.DecodingFailure(
      path: "[3].price", reason: "expected a string, found a number")
    let harness = ModuleHarness(
      wire: CryptosHarnessSubject.wire(service: FakeCryptosService(failure: .undecodable(failure))))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
      $0.interactorOutput.didFetchCryptos(.failure(.parsingFailed(failure)))
      $0.view.showParsingError(
        "The prices arrived but could not be read: \(failure). Trying again will not help "
          + "until the server's data is fixed.")
    }
  }

  @Test("a reload while a request runs sends no second request; the module input reloads too")
  func reloads() async {
    let harness = ModuleHarness(wire: CryptosHarnessSubject.wire(service: nil))
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didRequestReload()
    harness.subject.presenter.didFetchCryptos(.success([]))
    harness.subject.presenter.reload()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
      $0.view.showEmpty("There are no prices to show.")
      $0.view.showLoading()
      $0.interactor.fetchCryptos()
    }
  }

  @Test("CryptosError sorts HTTP errors: undecodable is parsing, everything else network")
  func errorSorting() {
    let failure = HTTP.DecodingFailure(path: "", reason: "truncated")
    #expect(CryptosError(.undecodable(failure)) == .parsingFailed(failure))
    #expect(CryptosError(.statusCode(500)) == .networkFailed(.statusCode(500)))
    #expect(CryptosError(.cancelled) == .networkFailed(.cancelled))
  }
}
