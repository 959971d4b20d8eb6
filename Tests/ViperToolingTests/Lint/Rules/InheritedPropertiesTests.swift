import ProcessTestSupport
import Testing
import ViperTooling

/// A stored property a module's class inherits from a base class of no module is the class's
/// own, read from its module: a `RouterBase`'s `var screen: Screen?` (a protocol every view
/// controller adopts through an extension of `UIViewController`) is each module's router
/// holding that module's view. A class conforms to what its superclasses conform to.
@Suite(.cpuBound) struct InheritedPropertiesTests {
  static let base = """
    import UIKit

    protocol Screen {
      var controller: UIViewController { get }
    }

    extension UIViewController: Screen {}

    class RouterBase {
      1️⃣var screen: Screen?
    }
    """

  /// One module: its view holds its presenter, which holds its router (a `RouterBase`), which
  /// its builder hands the view.
  static func module(_ name: String) -> (path: String, source: String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import UIKit

      protocol \(name)ViewInput: AnyObject { func reload() }
      protocol \(name)ViewOutput: AnyObject { func viewDidLoad() }
      protocol \(name)RouterInput { func close() }

      final class \(name)ViewController: UIViewController, \(name)ViewInput {
        var presenter: \(name)ViewOutput?
        func reload() {}
      }

      final class \(name)Presenter: \(name)ViewOutput {
        weak var view: \(name)ViewInput?
        var router: \(name)RouterInput?
        func viewDidLoad() { view?.reload() }
      }

      final class \(name)Router: RouterBase, \(name)RouterInput {
        func close() {}
      }

      enum \(name)Builder {
        static func build() -> UIViewController {
          let view = \(name)ViewController()
          let presenter = \(name)Presenter()
          let router = \(name)Router()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          router.screen = view
          return view
        }
      }
      """
    )
  }

  static let files = [("Shared/RouterBase.swift", base), module("Orders"), module("Cart")]

  @Test func eachModulesCycleRunsThroughTheInheritedProperty() {
    expectFindings(
      NoStrongReferenceCycles.self, in: Self.files,
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'CartRouter.screen' -> 'CartViewController' (Shared/RouterBase.swift:10), 'CartViewController.presenter' -> 'CartPresenter' (Cart/CartModule.swift:8), 'CartPresenter.router' -> 'CartRouter' (Cart/CartModule.swift:14); make one of these references 'weak'"
        ),
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'OrdersRouter.screen' -> 'OrdersViewController' (Shared/RouterBase.swift:10), 'OrdersViewController.presenter' -> 'OrdersPresenter' (Orders/OrdersModule.swift:8), 'OrdersPresenter.router' -> 'OrdersRouter' (Orders/OrdersModule.swift:14); make one of these references 'weak'"
        ),
      ])
  }

  @Test func theInheritedBackReferenceIsOneFindingAtTheBaseClass() {
    expectFindings(
      HoldBackReferencesWeakly.self, in: Self.files,
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'screen' of the router 'RouterBase' to its view 'weak' or 'unowned'"
        )
      ])
  }

  @Test func theInheritedBackReferencesProtocolMustBeClassBound() {
    let marked = [
      (
        "Shared/RouterBase.swift",
        Self.base.replacingOccurrences(of: "1️⃣", with: "")
          .replacingOccurrences(of: "protocol Screen", with: "protocol 1️⃣Screen")
      ),
      Self.module("Orders"), Self.module("Cart"),
    ]
    expectFindings(
      ClassBindBackReferenceProtocols.self, in: marked,
      [
        ExpectedFinding(
          "1️⃣",
          "constrain the protocol 'Screen' to 'AnyObject'; 'RouterBase.screen' uses it as a back-reference"
        )
      ])
  }

  /// A generic base router whose screen is its generic parameter (`class GenericRouterBase<
  /// Screen: UIViewController> { var screen: Screen? }`); each module's router binds it to its
  /// own view controller (`final class CartRouter: GenericRouterBase<CartViewController>`).
  static let genericFiles: [(String, String)] = [
    (
      "Shared/GenericRouterBase.swift",
      """
      import UIKit

      class GenericRouterBase<Screen> where Screen: UIViewController {
        1️⃣var screen: Screen?
        func close() { screen?.dismiss(animated: true) }
      }
      """
    ),
    genericModule("Orders"), genericModule("Cart"),
  ]

  static func genericModule(_ name: String) -> (String, String) {
    let plain = module(name)
    return (
      plain.path,
      plain.source.replacingOccurrences(
        of: "final class \(name)Router: RouterBase,",
        with: "final class \(name)Router: GenericRouterBase<\(name)ViewController>,")
    )
  }

  @Test(
    "a generic base router's property typed by its generic parameter holds the view controller each module's router binds it to: one cycle per module and one back-reference finding at the base class"
  )
  func aGenericParameterStandsForTheSubclassesArgument() {
    expectFindings(
      NoStrongReferenceCycles.self, in: Self.genericFiles,
      ["Cart", "Orders"].map { name in
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: '\(name)Router.screen' -> '\(name)ViewController' (Shared/GenericRouterBase.swift:4), '\(name)ViewController.presenter' -> '\(name)Presenter' (\(name)/\(name)Module.swift:8), '\(name)Presenter.router' -> '\(name)Router' (\(name)/\(name)Module.swift:14); make one of these references 'weak'"
        )
      })
    expectFindings(
      HoldBackReferencesWeakly.self, in: Self.genericFiles,
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'screen' of the router 'GenericRouterBase' to its view 'weak' or 'unowned'"
        )
      ])
  }

  @Test(
    "a router's property typed as the app's base view controller class (of no module) points at its own module's subclass of it: the presenter -> router -> view cycle is found"
  )
  func aBaseClassPropertyPointsAtTheModulesSubclass() {
    let shared = (
      "Shared/BaseScreen.swift",
      """
      import UIKit
      class BaseScreen<Content: UIView>: UIViewController {
        let content = Content()
      }
      """
    )
    func module(_ name: String) -> (String, String) {
      (
        "\(name)/\(name)Module.swift",
        """
        import UIKit
        protocol \(name)ViewOutput: AnyObject {}
        protocol \(name)RouterInput: AnyObject {}
        final class \(name)Content: UIView {}
        final class \(name)ViewController: BaseScreen<\(name)Content> {
          var presenter: \(name)ViewOutput?
        }
        final class \(name)Presenter: \(name)ViewOutput {
          let router: \(name)RouterInput
          init(router: \(name)RouterInput) { self.router = router }
        }
        final class \(name)Router: \(name)RouterInput {
          var view: BaseScreen<\(name)Content>?
        }
        enum \(name)Builder {
          static func build() -> UIViewController {
            let router = \(name)Router()
            let view = \(name)ViewController()
            view.presenter = \(name)Presenter(router: router)
            router.view = view
            return view
          }
        }
        """
      )
    }
    let files = [shared, module("Payment"), module("Basket")]
    let found = ModuleModel(
      files: files.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    let cycles = NoStrongReferenceCycles().check(found).map(\.message)
    #expect(cycles.count == 2)
    #expect(
      cycles.allSatisfy {
        $0.contains("Router.view' -> '") && $0.contains("ViewController.presenter' -> '")
      })
    #expect(cycles.contains { $0.contains("'PaymentRouter.view' -> 'PaymentViewController'") })
  }

  /// A generic base wireframe that keeps its screen strongly only until its `viewController`
  /// is first read (its getter sets the strong reference to `nil`), or, with `releasedIn`
  /// "close", until a method runs.
  static func wireframeFiles(releasedIn place: String) -> [(String, String)] {
    let release =
      place == "getter"
      ? "var viewController: Screen { defer { kept = nil }; return screen! }"
      : "var viewController: Screen { screen! }\n  func close() { kept = nil }"
    return [
      (
        "Shared/Wireframe.swift",
        """
        import UIKit
        class Wireframe<Screen> where Screen: UIViewController {
          private weak var screen: Screen?
          1️⃣private var kept: Screen?
          init(screen: Screen) {
            self.screen = screen
            kept = screen
          }
          \(release)
        }
        """
      ),
      genericModule("Orders"), genericModule("Cart"),
    ].map { ($0.0, $0.1.replacingOccurrences(of: "GenericRouterBase<", with: "Wireframe<")) }
  }

  @Test(
    "a base wireframe's strong reference to its screen that its own getter drops on first read is no back-reference and closes no cycle; dropped only by a method, it is both"
  )
  func aReferenceDroppedOnFirstReadHoldsNothing() {
    let released = Self.wireframeFiles(releasedIn: "getter")
    expectFindings(HoldBackReferencesWeakly.self, in: released, [])
    expectFindings(NoStrongReferenceCycles.self, in: released, [])
    let kept = Self.wireframeFiles(releasedIn: "close")
    expectFindings(
      HoldBackReferencesWeakly.self, in: kept,
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'kept' of the router 'Wireframe' to its view 'weak' or 'unowned'"
        )
      ])
    let model = ModuleModel(
      files: kept.map {
        FileAnalyzer.analyze(source: $0.1.replacingOccurrences(of: "1️⃣", with: ""), path: $0.0)
      })
    #expect(NoStrongReferenceCycles().check(model).count == 2)
  }

  @Test func aSubclassImplementsItsSuperclassesProtocols() {
    let sources = [
      ("Shared/Base.swift", Self.base.replacingOccurrences(of: "1️⃣", with: "")),
      (
        "Shared/BaseViewController.swift",
        """
        import UIKit
        protocol Themed { func applyTheme() }
        class BaseViewController: UIViewController, Themed { func applyTheme() {} }
        final class ProfileViewController: BaseViewController {}
        """
      ),
    ]
    let model = ModuleModel(
      files: sources.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    #expect(model.implementers["Themed"] == ["BaseViewController", "ProfileViewController"])
    #expect(model.implementers["Screen"] == ["BaseViewController", "ProfileViewController"])
  }

  @Test func aConformanceWrittenThroughAnAliasIsToWhatItNames() {
    let source = """
      protocol CartRoute { func toCheckout() }
      protocol Closing { func close() }
      class RouterBase {}
      final class CartRouter: RouterBase, CartRouter.Routes {
        typealias Routes = CartRoute & Closing
        func toCheckout() {}
        func close() {}
      }
      """
    let model = ModuleModel(files: [
      FileAnalyzer.analyze(source: source, path: "Cart/CartRouter.swift")
    ])
    #expect(model.implementers["CartRoute"] == ["CartRouter"])
    #expect(model.implementers["Closing"] == ["CartRouter"])
  }
}
