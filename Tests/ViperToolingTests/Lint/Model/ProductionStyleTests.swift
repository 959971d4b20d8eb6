import ProcessTestSupport
import Testing
import ViperTooling

/// The style of large production apps, written for these tests: an `XProtocols.swift` contract
/// per module with `XViewProtocol`, `XPresenterProtocol`, `XInteractorInputProtocol` and
/// `XWireframeProtocol`; a static `XViewFactory.createView()` that builds the module; UIKit
/// widgets named `...View` everywhere that are no VIPER views; a helper named `...Presenter`
/// that presents a share sheet; a capability protocol adopted by routers and by a window; a
/// module whose ownership is inverted; and generated mocks in the test target.
@Suite("Lint model: a production app's style", .cpuBound)
struct ProductionStyleTests {
  static let files: [(String, String)] = [
    (
      "Wallet/Common/Protocols/ControllerBackedProtocol.swift",
      """
      import UIKit
      protocol ControllerBackedProtocol: AnyObject {
        var controller: UIViewController { get }
      }
      protocol AlertPresentable {
        func present(message: String, from view: ControllerBackedProtocol?)
      }
      """
    ),
    (
      "Wallet/Common/View/BalanceHeaderView.swift",
      """
      import UIKit
      final class BalanceHeaderView: UIView {
        let iconView = TokenIconView()
        func configure() {
          let badge = TokenIconView()
          addSubview(badge)
        }
      }
      final class TokenIconView: UIImageView {}
      class RoundedView: UIView {}
      final class FeeView: RoundedView {}
      """
    ),
    (
      "Wallet/Common/View/StatusWindow.swift",
      """
      import UIKit
      final class StatusWindow: UIWindow, AlertPresentable {
        private var bannerView: FeeView?
        func present(message: String, from view: ControllerBackedProtocol?) {}
      }
      """
    ),
    (
      "Wallet/Common/Sharing/ShareSheetPresenter.swift",
      """
      import UIKit
      final class ShareSheetPresenter {
        func share(_ items: [Any], from controller: UIViewController) {
          controller.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
        }
      }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingProtocols.swift",
      """
      protocol StakingViewProtocol: ControllerBackedProtocol {
        func didReceive(viewModel: StakingViewModel)
      }
      protocol StakingPresenterProtocol: AnyObject { func setup() }
      protocol StakingInteractorInputProtocol: AnyObject { func setup() }
      protocol StakingInteractorOutputProtocol: AnyObject { func didReceive(balance: Decimal) }
      protocol StakingWireframeProtocol: AlertPresentable {
        func showRewards(from view: StakingViewProtocol?)
      }
      struct StakingViewModel { let balance: String }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingViewController.swift",
      """
      import UIKit
      final class StakingViewController: UIViewController, StakingViewProtocol {
        let presenter: StakingPresenterProtocol
        let header = BalanceHeaderView()
        init(presenter: StakingPresenterProtocol) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        var controller: UIViewController { self }
        func didReceive(viewModel: StakingViewModel) {}
      }
      final class StakingViewLayout: UIView {
        let headerView: BalanceHeaderView = BalanceHeaderView()
        let feeView = FeeView()
      }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingPresenter.swift",
      """
      import Foundation
      final class StakingPresenter: StakingPresenterProtocol, StakingInteractorOutputProtocol {
        weak var view: StakingViewProtocol?
        let interactor: StakingInteractorInputProtocol
        let wireframe: StakingWireframeProtocol
        init(interactor: StakingInteractorInputProtocol, wireframe: StakingWireframeProtocol) {
          self.interactor = interactor
          self.wireframe = wireframe
        }
        func setup() { interactor.setup() }
        func didReceive(balance: Decimal) { view?.didReceive(viewModel: StakingViewModel(balance: "\\(balance)")) }
      }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingInteractor.swift",
      """
      final class StakingInteractor: StakingInteractorInputProtocol {
        weak var presenter: StakingInteractorOutputProtocol?
        func setup() { presenter?.didReceive(balance: 1) }
      }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingWireframe.swift",
      """
      final class StakingWireframe: StakingWireframeProtocol {
        func showRewards(from view: StakingViewProtocol?) {
          guard let rewards = RewardsViewFactory.createView() else { return }
          view?.controller.navigationController?.pushViewController(rewards.controller, animated: true)
        }
        func present(message: String, from view: ControllerBackedProtocol?) {}
      }
      """
    ),
    (
      "Wallet/Modules/Staking/StakingViewFactory.swift",
      """
      struct StakingViewFactory {
        static func createView() -> StakingViewProtocol? {
          let interactor = StakingInteractor()
          let wireframe = StakingWireframe()
          let presenter = StakingPresenter(interactor: interactor, wireframe: wireframe)
          let view = StakingViewController(presenter: presenter)
          presenter.view = view
          interactor.presenter = presenter
          return view
        }
      }
      """
    ),
    (
      "Wallet/Modules/Rewards/RewardsProtocols.swift",
      """
      protocol RewardsViewProtocol: ControllerBackedProtocol { func show(total: String) }
      protocol RewardsInteractorInputProtocol: AnyObject { func load() }
      protocol RewardsInteractorOutputProtocol: AnyObject { func didLoad(total: Decimal) }
      protocol RewardsWireframeProtocol: AlertPresentable {}
      """
    ),
    (
      "Wallet/Modules/Rewards/Rewards.swift",
      """
      import UIKit
      // Ownership inverted: the view keeps the interactor, which keeps the presenter; the
      // presenter holds both back weakly.
      final class RewardsViewController: UIViewController, RewardsViewProtocol {
        let interactor: RewardsInteractorInputProtocol
        init(interactor: RewardsInteractorInputProtocol) { self.interactor = interactor; super.init(nibName: nil, bundle: nil) }
        var controller: UIViewController { self }
        func show(total: String) {}
      }
      final class RewardsInteractor: RewardsInteractorInputProtocol {
        let presenter: RewardsInteractorOutputProtocol
        init(presenter: RewardsInteractorOutputProtocol) { self.presenter = presenter }
        func load() { presenter.didLoad(total: 2) }
      }
      final class RewardsPresenter: RewardsInteractorOutputProtocol {
        weak var view: RewardsViewProtocol?
        weak var interactor: RewardsInteractorInputProtocol?
        let wireframe: RewardsWireframeProtocol
        init(wireframe: RewardsWireframeProtocol) { self.wireframe = wireframe }
        func didLoad(total: Decimal) { view?.show(total: "\\(total)") }
      }
      final class RewardsWireframe: RewardsWireframeProtocol {
        func present(message: String, from view: ControllerBackedProtocol?) {}
      }
      enum RewardsViewFactory {
        static func createView() -> RewardsViewProtocol? {
          let presenter = RewardsPresenter(wireframe: RewardsWireframe())
          let interactor = RewardsInteractor(presenter: presenter)
          let view = RewardsViewController(interactor: interactor)
          presenter.view = view
          presenter.interactor = interactor
          return view
        }
      }
      """
    ),
    (
      "WalletTests/Mocks/GeneratedMocks.swift",
      """
      import Cuckoo
      @testable import Wallet
      final class MockStakingPresenterProtocol: StakingPresenterProtocol, Cuckoo.ProtocolMock {
        var view: StakingViewProtocol?
        func setup() {}
      }
      """
    ),
  ]

  let model = ModelDescription(Self.files)

  @Test("modules from view factories; widgets, helpers and windows are no roles")
  func modules() {
    #expect(
      model.modules == [
        "Rewards: RewardsInteractor interactor, RewardsPresenter presenter, RewardsViewController view, RewardsViewFactory builder, RewardsWireframe router",
        "Staking: StakingInteractor interactor, StakingPresenter presenter, StakingViewController view, StakingViewFactory builder, StakingWireframe router",
      ])
    #expect(model.routes == ["Staking -> Rewards"])
    for widget in [
      "BalanceHeaderView", "TokenIconView", "RoundedView", "FeeView", "StakingViewLayout",
    ] {
      #expect(model.role(of: widget) == "none", "\(widget)")
    }
    // A capability protocol that only routers adopt gives a window no role.
    #expect(model.role(of: "StatusWindow") == "none")
    #expect(model.role(of: "ShareSheetPresenter") == "presenter guessed")
    // Generated mocks are test code: left out, so the mock is no second presenter.
    #expect(model.codebase.testFiles == ["WalletTests/Mocks/GeneratedMocks.swift"])
    #expect(model.role(of: "MockStakingPresenterProtocol") == nil)
  }

  @Test("no finding from widgets, helpers, inverted ownership or mocks")
  func findings() {
    // The interactor's strong `presenter` is what keeps the Rewards presenter alive.
    #expect(model.places(of: HoldBackReferencesWeakly.self).isEmpty)
    #expect(model.places(of: NoStrongReferenceCycles.self).isEmpty)
    #expect(model.places(of: HoldRolesThroughProtocols.self).isEmpty)
    #expect(model.places(of: DoNotNavigateFromViews.self).isEmpty)
    #expect(model.places(of: NoUIFrameworkTypesOutsideViews.self).isEmpty)
    #expect(model.places(of: NeverForceCastToRoles.self).isEmpty)
    #expect(model.findings.isEmpty, "\(model.findings)")
  }
}
