import ViperKit

/// What the listing page needs from the app.
@MainActor
public protocol ListingDependency {
  /// Where items come from.
  var listingService: any ListingService { get }
  /// Which API of the service the interactor uses.
  var listingAPI: ListingAPI { get }
  /// Makes the page's view: the front end's choice.
  func makeListingView(presenter: any ListingViewToPresenter) -> any ListingPresenterToView
}

/// Creates and wires the listing page: the presenter holds its view weakly, the interactor
/// its presenter weakly, and the view owns the presenter.
@MainActor
public struct ListingBuilder: ViperBuilder {
  public let dependency: any ListingDependency

  public init(dependency: any ListingDependency) {
    self.dependency = dependency
  }

  /// Builds the module with the view the dependency makes.
  public func build() -> Module<any ListingModuleInput> {
    build(makeView: dependency.makeListingView)
  }

  /// Builds the module with a view of the caller's making (a test view, say).
  public func build(
    makeView: (any ListingViewToPresenter) -> any ListingPresenterToView
  ) -> Module<any ListingModuleInput> {
    let interactor = ListingInteractor(
      service: dependency.listingService, api: dependency.listingAPI)
    let router = ListingRouter()
    let presenter = ListingPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.presenter = presenter
    router.view = view
    return Module(
      view: view,
      input: presenter,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
