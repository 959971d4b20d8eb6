import Foundation
import ReferenceApps
import ViperKit

/// The listing pipeline through ViperKit: the listing page of the reference app, built by
/// `ListingBuilder` from a development-environment composition root (live `ListingService` over
/// `HTTPClient` and `URLSession`) whose `listingAPI` picks the interactor's API, shown on a
/// `NavigationModel`, dismissed once its view has every cell.
///
/// Per run: build and wire the module, push it (`viewDidLoad` makes the presenter ask the
/// interactor, which fetches `[ItemDTO]` (GET, status check, `JSONDecoder`, off the main actor)
/// either with `try await` in its `TaskBag` or through `itemsPublisher()` received on the main
/// queue; then `Item` entities and, in the presenter, `ItemCellViewModel`s), wait for the
/// `.items` state, pop it.
@MainActor
final class ListingViperKitPipeline {
  /// The composition root, made once as an app makes it at start-up.
  let component: AppComponent
  private let host = ModuleHost()

  init(baseURL: URL, api: ListingAPI) {
    component = AppComponent(
      services: ServiceContainer(environment: .development(baseURL: baseURL)), listingAPI: api)
  }

  /// Builds, shows and dismisses the listing page once; returns how many cells its view showed.
  func load() async throws -> Int {
    let module = component.listingBuilder.build()
    guard let view = module.view as? ListingView else {
      throw ModuleLoadFailure.unexpectedView(
        module: "listing", type: String(describing: type(of: module.view)))
    }
    return try await host.show(module) { done in
      view.onChange = { [unowned view] state in
        switch state {
        case .loading:
          break
        case .items(let cells):
          view.onChange = nil
          done(.success(cells.count))
        case .error(let message):
          view.onChange = nil
          done(.failure(ModuleLoadFailure.loadFailed(module: "listing", message: message)))
        }
      }
    }
  }
}
