import Testing

@testable import ViperTooling

/// Modules whose roles are declared inside a namespace of the module, under their role's word
/// alone (`extension OrdersScene { final class Presenter { ... } }`), each file opening with
/// `private typealias Scene = OrdersScene`: every module has a `Presenter`, and Swift tells
/// them apart by the type around them. The model reads the names as Swift does.
@Suite struct NamespacedModuleTests {
  /// One module's files: its namespace (with the contract's aliases), presenter, router, view
  /// and assembly, each in its own file, the roles nested in `extension Scene` through the
  /// file's private alias. `next` is the module its router opens, if any; `presenterCode` goes
  /// in the presenter's private extension.
  static func module(_ name: String, opens next: String? = nil, presenterCode: String = "")
    -> [(String, String)]
  {
    let scene = name + "Scene"
    let nextProperty = next.map { "private let next: \($0)Scene.Opening" } ?? ""
    let nextInit = next.map { "init(next: \($0)Scene.Opening) { self.next = next }" } ?? "init() {}"
    let nextShow =
      next.map {
        _ in "controller?.navigationController?.pushViewController(next.open(), animated: true)"
      } ?? "controller?.dismiss(animated: true)"
    let assemblyNext = next.map { "let next: \($0)Scene.Opening" } ?? ""
    let assemblyInit =
      next.map { "init(next: \($0)Scene.Opening) { self.next = next }" } ?? "init() {}"
    let routerMade = next == nil ? "Router()" : "Router(next: next)"
    return [
      (
        "App/Scenes/\(name)/\(scene).swift",
        """
        import UIKit
        struct \(scene) {
          typealias Opening = \(name)Opening
          typealias ViewInput = \(name)ViewInput
          typealias ViewOutput = \(name)ViewOutput
          typealias RouterInput = \(name)RouterInput
        }
        protocol \(name)Opening { func open() -> UIViewController }
        protocol \(name)ViewInput: AnyObject { func show(title: String) }
        protocol \(name)ViewOutput { func didLoad() }
        protocol \(name)RouterInput { func showNext() }
        """
      ),
      (
        "App/Scenes/\(name)/\(name)Presenter.swift",
        """
        import Foundation
        private typealias Scene = \(scene)
        private typealias Presenter = Scene.Presenter
        extension Scene {
          final class Presenter {
            weak var view: ViewInput?
            var router: RouterInput!
          }
        }
        extension Presenter: Scene.ViewOutput {
          func didLoad() { view?.show(title: "\(name)"); router.showNext() }
        }
        private extension Presenter {
          func work() { \(presenterCode) }
        }
        """
      ),
      (
        "App/Scenes/\(name)/\(name)Router.swift",
        """
        import UIKit
        private typealias Scene = \(scene)
        private typealias Router = Scene.Router
        extension Scene {
          final class Router {
            weak var controller: UIViewController?
            \(nextProperty)
            \(nextInit)
          }
        }
        extension Router: Scene.RouterInput {
          func showNext() { \(nextShow) }
        }
        """
      ),
      (
        "App/Scenes/\(name)/\(name)ViewController.swift",
        """
        import UIKit
        private typealias Scene = \(scene)
        private typealias View = Scene.ViewController
        extension Scene {
          final class ViewController: UIViewController {
            var output: ViewOutput!
            override func viewDidLoad() { super.viewDidLoad(); output.didLoad() }
          }
        }
        extension View: Scene.ViewInput {
          func show(title: String) { self.title = title }
        }
        """
      ),
      (
        "App/Scenes/\(name)/\(name)Assembly.swift",
        """
        import UIKit
        private typealias Scene = \(scene)
        extension Scene {
          final class SceneAssembly: Opening {
            \(assemblyNext)
            \(assemblyInit)
            func open() -> UIViewController {
              let view: ViewController = .init()
              let presenter: Presenter = .init()
              let router: Router = \(routerMade)
              view.output = presenter
              presenter.view = view
              presenter.router = router
              router.controller = view
              return view
            }
          }
        }
        """
      ),
    ]
  }

  @Test func eachNamespaceIsAModuleOfItsNestedRolesAndItsRouterOpensTheNextOne() {
    let description = ModelDescription(
      Self.module("Orders", opens: "OrderDetail") + Self.module("OrderDetail"))
    #expect(
      description.modules == [
        "OrderDetail: OrderDetailScene.Presenter presenter, OrderDetailScene.Router router, OrderDetailScene.SceneAssembly builder, OrderDetailScene.ViewController view",
        "Orders: OrdersScene.Presenter presenter, OrdersScene.Router router, OrdersScene.SceneAssembly builder, OrdersScene.ViewController view",
      ])
    #expect(description.routes == ["Orders -> OrderDetail"])
    // The assembly's `Presenter` is the namespace's, so the roles are wired, not guessed.
    #expect(description.role(of: "OrdersScene.Presenter") == "presenter wired")
    #expect(description.role(of: "OrdersScene.ViewController") == "view wired")
  }

  @Test func rulesReadANamespacedPresenterAsAPresenter() {
    let description = ModelDescription(
      Self.module(
        "Orders", opens: "OrderDetail",
        presenterCode: "_ = FileManager.default.fileExists(atPath: \"/tmp/orders\")")
        + Self.module("OrderDetail"))
    #expect(
      description.findings.map(\.message).filter { $0.contains("does I/O") } == [
        "the presenter 'OrdersScene.Presenter' does I/O with 'FileManager'; move it to a service the interactor calls"
      ])
  }

  @Test func aTypeNamedLikeTheNamespaceOutsideItJoinsNoneOfItsRoles() {
    // `OrdersViewController`, a screen of no module beside the namespace, shares the stem
    // `Orders` by name only: it is not the namespace's view, and what it shows is no route.
    let files =
      Self.module("Orders") + Self.module("OrderDetail")
      + [
        (
          "App/Other/OrdersViewController.swift",
          """
          import UIKit
          final class OrdersViewController: UIViewController {
            func open() { present(OrderDetailScene.SceneAssembly().open(), animated: true) }
          }
          """
        )
      ]
    let description = ModelDescription(files)
    #expect(description.routes == [])
    #expect(
      description.modules.first { $0.hasPrefix("Orders:") }
        == "Orders: OrdersScene.Presenter presenter, OrdersScene.Router router, OrdersScene.SceneAssembly builder, OrdersScene.ViewController view"
    )
  }

  @Test func aFilesPrivateAliasNamesWhatItStandsForInThatFileOnly() {
    let presenter = FileAnalyzer.analyze(
      source: """
        private typealias Scene = OrdersScene
        private typealias Presenter = Scene.Presenter
        extension Scene { final class Presenter { var view: ViewInput? } }
        extension Presenter: Scene.ViewOutput {}
        """,
      path: "Orders/OrdersPresenter.swift")
    #expect(
      presenter.types.map(\.name).sorted() == [
        "OrdersScene", "OrdersScene.Presenter", "OrdersScene.Presenter",
      ])
    #expect(presenter.types.last?.inherited == ["OrdersScene.ViewOutput"])
    // Written inside the namespace, `ViewInput` stays as written in the file's facts: which
    // nested alias it is, only the other files tell.
    let nested = presenter.types.first { $0.name == "OrdersScene.Presenter" && $0.kind == .class }
    #expect(nested?.properties.first?.typeName == "ViewInput")
  }
}
