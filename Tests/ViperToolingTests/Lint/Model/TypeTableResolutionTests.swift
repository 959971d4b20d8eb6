import ProcessTestSupport
import Testing

@testable import ViperTooling

/// Following a call's member path to the types its values have
/// (``TypeTable/resolve(_:in:function:depth:)``), and the shortcuts the navigation model takes
/// with it.
@Suite("Lint model: resolving member paths", .cpuBound)
struct TypeTableResolutionTests {
  /// A view whose calls go through its presenter, a local set to another call, a local set to
  /// itself (`let flow = flow.next()`), a parameter and a factory's chain.
  static let app: [(String, String)] = [
    (
      "Home/HomeViewController.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController, HomeViewInput {
        let presenter: HomePresenter
        let flow: Flow
        init(presenter: HomePresenter, flow: Flow) {
          self.presenter = presenter
          self.flow = flow
          super.init(nibName: nil, bundle: nil)
        }
        func didTap(factory: ScreenFactory) {
          let router = presenter.router
          router.showSettings()
          let flow = flow.next()
          flow.next().start()
          let presenter = presenter.router
          presenter.router.showSettings()
          factory.settingsBuilder().build().show()
          self.presenter.router.showSettings()
        }
      }
      protocol HomeViewInput: AnyObject {}
      final class HomePresenter {
        weak var view: HomeViewInput?
        let router: HomeRouter
        init(router: HomeRouter) { self.router = router }
      }
      final class HomeRouter {
        func showSettings() {}
      }
      final class Flow {
        func next() -> Flow { self }
        func start() {}
      }
      final class ScreenFactory {
        func settingsBuilder() -> SettingsBuilder { SettingsBuilder() }
      }
      final class SettingsBuilder {
        func build() -> SettingsViewController { SettingsViewController() }
      }
      final class SettingsViewController: UIViewController {}
      """
    )
  ]

  @Test func aPathWithoutItsLastSegmentResolvesAsTheWholePathsFirstSegments() throws {
    let model = ModuleModel(files: Self.app.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    let table = model.table
    let view = try #require(table.lookUp("HomeViewController"))
    let calls = table.types[view].calls
    #expect(calls.count >= 8)
    for call in calls {
      let path = call.path
      let whole = table.resolve(path, in: view, function: call.function)
      let shorter = table.resolve(Array(path.dropLast()), in: view, function: call.function)
      #expect(
        table.resolveDroppingLast(path, resolved: whole) == shorter, "\(call.pathText)")
    }
    // A parameter's chain is followed to each result's type, up to the framework's method.
    let chain = try #require(calls.first { $0.callee == "show" })
    let segments = table.resolve(chain.path, in: view, function: chain.function)
    #expect(
      segments.map { $0.types.map { table.types[$0].name } } == [
        ["ScreenFactory"], ["SettingsBuilder"], ["SettingsViewController"], [],
      ])
  }
}
