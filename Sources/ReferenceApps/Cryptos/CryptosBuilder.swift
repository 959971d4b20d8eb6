import ViperKit

/// What the prices list needs from the app.
@MainActor
public protocol CryptosDependency {
  /// Where prices come from.
  var cryptosService: any CryptosService { get }
  /// Makes the list's view: the front end's choice.
  func makeCryptosView(presenter: any CryptosViewOutput) -> any CryptosViewInput
}

/// Creates and wires the crypto prices module. It has no router: the list opens nothing.
@MainActor
public struct CryptosBuilder: ViperBuilder {
  public let dependency: any CryptosDependency

  public init(dependency: any CryptosDependency) {
    self.dependency = dependency
  }

  /// Builds the module with the view the dependency makes.
  public func build() -> Module<any CryptosModuleInput> {
    build(makeView: dependency.makeCryptosView)
  }

  /// Builds the module with a view of the caller's making (a test view, say).
  public func build(
    makeView: (any CryptosViewOutput) -> any CryptosViewInput
  ) -> Module<any CryptosModuleInput> {
    let interactor = CryptosInteractor(service: dependency.cryptosService)
    let router = CryptosRouter()
    let presenter = CryptosPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return Module(
      view: view,
      input: presenter,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
