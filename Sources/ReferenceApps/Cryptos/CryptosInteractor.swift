import ViperKit

/// Downloads the prices from the ``CryptosService``, maps them to entities, and sorts
/// failures into ``CryptosError``.
@MainActor
public final class CryptosInteractor: CryptosInteractorInput {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any CryptosInteractorOutput)?

  private let service: any CryptosService
  private let tasks = TaskBag()

  /// Creates the interactor over `service`.
  public init(service: any CryptosService) {
    self.service = service
  }

  public func fetchCryptos() {
    tasks.perform { [service] () async throws(HTTP.Error) -> [CryptoDTO] in
      try await service.cryptos()
    } then: { [weak self] result in
      self?.output?.didFetchCryptos(result.map { $0.map(Crypto.init) }.mapError(CryptosError.init))
    }
  }
}
