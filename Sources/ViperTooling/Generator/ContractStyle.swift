/// How a generated module names its contract's protocols.
///
/// VIPER codebases use two vocabularies for the same four protocols. ViperKit's own, after
/// Mutual Mobile's sample, names each by the role that implements it; the other, common in
/// tutorials and production apps, names each by the direction its messages travel:
///
/// | messages | `inputOutput` | `directional` |
/// |---|---|---|
/// | presenter -> view | `ProfileViewInput` | `ProfilePresenterToView` |
/// | view -> presenter | `ProfileViewOutput` | `ProfileViewToPresenter` |
/// | presenter -> interactor | `ProfileInteractorInput` | `ProfilePresenterToInteractor` |
/// | interactor -> presenter | `ProfileInteractorOutput` | `ProfileInteractorToPresenter` |
/// | presenter -> router | `ProfileRouterInput` | `ProfilePresenterToRouter` |
///
/// The module's own input and output (`ProfileModuleInput`, `ProfileModuleOutput`) keep their
/// names in both. `viper lint` and `viper graph` read either.
public enum ContractStyle: String, CaseIterable, Codable, Hashable, Sendable {
  /// `ViewInput`, `ViewOutput`, `InteractorInput`, `InteractorOutput`, `RouterInput`.
  case inputOutput = "input-output"
  /// `PresenterToView`, `ViewToPresenter`, `PresenterToInteractor`, `InteractorToPresenter`,
  /// `PresenterToRouter`.
  case directional

  /// The contract protocols' names for `module`, by the template variable that holds each.
  func protocolNames(module: String) -> [String: String] {
    switch self {
    case .inputOutput:
      [
        "viewInput": module + "ViewInput", "viewOutput": module + "ViewOutput",
        "interactorInput": module + "InteractorInput",
        "interactorOutput": module + "InteractorOutput", "routerInput": module + "RouterInput",
      ]
    case .directional:
      [
        "viewInput": module + "PresenterToView", "viewOutput": module + "ViewToPresenter",
        "interactorInput": module + "PresenterToInteractor",
        "interactorOutput": module + "InteractorToPresenter",
        "routerInput": module + "PresenterToRouter",
      ]
    }
  }
}
