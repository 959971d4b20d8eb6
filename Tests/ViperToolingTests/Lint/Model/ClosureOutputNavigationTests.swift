import Testing

@testable import ViperTooling

/// Routes through closures a module's presenter calls and a coordinator fills: the view
/// adopts a coordinator-output protocol of optional closures, the presenter calls one
/// (`coordinator.onSignUp?()`), and a flow coordinator of no module assigns it (`output.onSignUp
/// = { [weak self] in self?.showSignUp() }`) where it builds the screen, as Generamba-style
/// flow coordinators do. A coordinator's own `finishFlow` is filled by the app's coordinator.
@Suite struct ClosureOutputNavigationTests {
  /// A module whose view controller keeps the closures `outputs` names and whose presenter
  /// calls each through its coordinator output (in a method of the closure's name), written
  /// `call` (`?()` by default).
  static func module(_ name: String, outputs: [String], call: String = "?()") -> (String, String) {
    let properties = outputs.map { "  var \($0): (() -> Void)? { get set }" }
      .joined(separator: "\n")
    let stored = outputs.map { "  var \($0): (() -> Void)?" }.joined(separator: "\n")
    let calls = outputs.map { "  func \($0)Tapped() { coordinator.\($0)\(call) }" }
      .joined(separator: "\n")
    return (
      "\(name)/\(name)Module.swift",
      """
      import UIKit
      protocol \(name)CoordinatorOutput: AnyObject {
      \(properties)
      }
      protocol \(name)ViewInput: AnyObject { func setUp() }
      protocol \(name)ViewOutput { func \(outputs[0])Tapped() }
      final class \(name)ViewController: UIViewController, \(name)ViewInput, \(name)CoordinatorOutput {
        var output: \(name)ViewOutput!
      \(stored)
        func setUp() {}
        @objc func tap() { output.\(outputs[0])Tapped() }
      }
      final class \(name)Presenter: \(name)ViewOutput {
        weak var view: \(name)ViewInput!
        weak var coordinator: \(name)CoordinatorOutput!
        var interactor: \(name)Interactor!
      \(calls)
      }
      final class \(name)Interactor { weak var output: \(name)Presenter? }
      final class \(name)ModuleConfigurator {
        func configure(_ view: \(name)ViewController) {
          let presenter = \(name)Presenter()
          let interactor = \(name)Interactor()
          presenter.view = view
          presenter.coordinator = view
          presenter.interactor = interactor
          interactor.output = presenter
          view.output = presenter
        }
      }
      """
    )
  }

  /// The flows: an authorization coordinator (sign in, sign up), a home coordinator, and the
  /// app's coordinator, which makes them through a factory whose results are compositions
  /// (`Coordinator & HomeFlowOutput`; the authorization one in a tuple the app's coordinator
  /// takes apart: `let (auth, _) = ...`) and fills their `finishFlow`.
  static let flows = (
    "Flows/Coordinators.swift",
    """
    import UIKit
    protocol Coordinator: AnyObject { func start() }
    protocol AuthFlowOutput: AnyObject { var finishFlow: (() -> Void)? { get set } }
    protocol HomeFlowOutput: AnyObject { var finishFlow: (() -> Void)? { get set } }
    final class ScreenFactory {
      func makeSignIn() -> SignInCoordinatorOutput & UIViewController {
        let view = SignInViewController()
        SignInModuleConfigurator().configure(view)
        return view
      }
      func makeSignUp() -> SignUpCoordinatorOutput & UIViewController {
        let view = SignUpViewController()
        SignUpModuleConfigurator().configure(view)
        return view
      }
      func makeHome() -> HomeCoordinatorOutput & UIViewController {
        let view = HomeViewController()
        HomeModuleConfigurator().configure(view)
        return view
      }
    }
    final class CoordinatorFactory {
      func makeAuth(_ navigation: UINavigationController) -> (
        flow: Coordinator & AuthFlowOutput, screen: UINavigationController
      ) {
        (AuthCoordinator(navigation: navigation), navigation)
      }
      func makeHome(_ navigation: UINavigationController) -> Coordinator & HomeFlowOutput {
        MainFlowCoordinator(navigation: navigation)
      }
    }
    final class AuthCoordinator: Coordinator, AuthFlowOutput {
      var finishFlow: (() -> Void)?
      private let navigation: UINavigationController
      private let screens = ScreenFactory()
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() {
        let output = screens.makeSignIn()
        output.onSignIn = { [weak self] in self?.finishFlow?() }
        output.onSignUp = { [weak self] in self?.showSignUp() }
        navigation.setViewControllers([output], animated: false)
      }
      private func showSignUp() {
        navigation.pushViewController(screens.makeSignUp(), animated: true)
      }
    }
    final class MainFlowCoordinator: Coordinator, HomeFlowOutput {
      var finishFlow: (() -> Void)?
      private let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() {
        let (output, animated) = screen()
        output.onSignOut = { [weak self] in self?.finishFlow?() }
        navigation.setViewControllers([output], animated: animated)
      }
      private func screen() -> (HomeCoordinatorOutput & UIViewController, Bool) {
        (ScreenFactory().makeHome(), true)
      }
    }
    final class AppCoordinator: Coordinator {
      private let navigation = UINavigationController()
      private let coordinators = CoordinatorFactory()
      func start() { runAuth() }
      private func runAuth() {
        let (auth, _) = coordinators.makeAuth(navigation)
        auth.finishFlow = { [weak self] in self?.runHome() }
        auth.start()
      }
      private func runHome() {
        let home = coordinators.makeHome(navigation)
        home.finishFlow = { [weak self] in self?.runWelcome() }
        home.start()
      }
      private func runWelcome() {
        let view = WelcomeViewController()
        WelcomeModuleConfigurator().configure(view)
        navigation.setViewControllers([view], animated: true)
      }
    }
    """
  )

  static func app(call: String = "?()") -> [(String, String)] {
    [
      flows,
      module("SignIn", outputs: ["onSignUp", "onSignIn"], call: call),
      module("SignUp", outputs: ["onBack"], call: call),
      module("Home", outputs: ["onSignOut"], call: call),
      module("Welcome", outputs: ["onContinue"], call: call),
    ]
  }

  @Test(
    "a presenter's call of a closure its coordinator output keeps, through `?()`, runs what the coordinator assigned to it"
  )
  func anOptionalClosureCallRunsTheAssignedClosure() {
    #expect(ModelDescription(Self.app(call: "?()")).routes.contains("SignIn -> SignUp"))
    #expect(ModelDescription(Self.app(call: "!()")).routes.contains("SignIn -> SignUp"))
  }

  @Test(
    "a closure shared code assigns to another object's property runs when that object calls it, not when the code assigning it runs; a composition's values are of the types that are all of its parts; a tuple pattern's local is its element"
  )
  func assignedClosuresRunWhereTheirKeeperCallsThem() {
    // Signing in finishes the flow: the app's coordinator runs Home. Home's sign-out finishes
    // its flow, and the app shows Welcome. Starting the flows assigns every closure but runs
    // none, and the authorization flow's `finishFlow` is not Home's: both coordinators are
    // `Coordinator`s, but only one is a `HomeFlowOutput` (no `SignIn -> Welcome`).
    #expect(
      ModelDescription(Self.app()).routes == [
        "Home -> Welcome", "SignIn -> Home", "SignIn -> SignUp",
      ])
  }
}
