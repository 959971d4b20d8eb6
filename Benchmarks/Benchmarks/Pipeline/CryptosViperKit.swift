import Foundation
import ReferenceApps
import ViperKit

/// The crypto prices pipeline through ViperKit: the crypto prices module of the reference app,
/// built by `CryptosBuilder` from a development-environment composition root (live
/// `CryptosService` over `HTTPClient` and `URLSession`), shown on a `NavigationModel`, dismissed
/// once its view lists every price.
///
/// Per run: build and wire the module, push it (`viewDidLoad` makes the presenter show
/// "loading" and ask the interactor, which fetches through its `TaskBag`: GET, HTTP checks,
/// `JSONDecoder` into `[CryptoDTO]` off the main actor; then `Crypto` entities, and on the main
/// actor the presenter formats every price with `CryptoPriceFormat` into a
/// `CryptoRowViewModel`), wait for the `.prices` state, pop it.
@MainActor
final class CryptosViperKitPipeline {
  /// The composition root, made once as an app makes it at start-up.
  let component: AppComponent
  private let host = ModuleHost()

  init(baseURL: URL) {
    component = AppComponent(
      services: ServiceContainer(environment: .development(baseURL: baseURL)))
  }

  /// Builds, shows and dismisses the prices module once; returns how many rows its view showed.
  func load() async throws -> Int {
    let module = component.cryptosBuilder.build()
    guard let view = module.view as? CryptosView else {
      throw ModuleLoadFailure.unexpectedView(
        module: "crypto prices", type: String(describing: type(of: module.view)))
    }
    return try await host.show(module) { done in
      view.onChange = { [unowned view] state in
        switch state {
        case .loading:
          break
        case .prices(let rows):
          view.onChange = nil
          done(.success(rows.count))
        case .empty(let message), .networkError(let message), .parsingError(let message):
          view.onChange = nil
          done(.failure(ModuleLoadFailure.loadFailed(module: "crypto prices", message: message)))
        }
      }
    }
  }
}
