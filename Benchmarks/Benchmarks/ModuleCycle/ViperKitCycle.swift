import Foundation
import ReferenceApps
import ViperKit

/// One module cycle through ViperKit: the reference app's users module, built by
/// `UsersBuilder` from a fake-environment composition root (zero-latency fake service), pushed
/// on a `NavigationModel` (its view's `viewDidLoad` makes the presenter show loading and the
/// interactor start the fetch in its `TaskBag`), popped (the module is released, the bag
/// cancels the fetch), freed.
@MainActor
final class ViperKitCycle {
  enum Failure: Error, CustomStringConvertible {
    case leaked([String])

    var description: String {
      "a dismissed module was not freed: \(self.survivors.joined(separator: ", ")) still alive"
    }

    private var survivors: [String] {
      switch self {
      case .leaked(let survivors): survivors
      }
    }
  }

  let component: AppComponent
  let navigation: NavigationModel
  /// The fetches finished so far.
  let calls = CallCounter()

  init() {
    let service = CountingUsersService(base: FakeUsersService(latency: .zero), calls: calls)
    let services = ServiceContainer(environment: .fake(latency: .zero)) {
      $0[UsersServiceKey.self] = service
    }
    component = AppComponent(services: services)
    navigation = NavigationModel(leakDetector: nil)
    // A root screen, so that each module is pushed above it and `pop()` removes it.
    let root = PlaceholderView()
    navigation.addTab(
      id: "root", title: "Root", root: Screen(view: root, parts: ModuleParts(["view": root])))
  }

  /// Runs `cycles` cycles and waits for their cancelled fetches to finish; returns the time it
  /// all took, and the part of it before the wait.
  func run(cycles: Int) async throws -> CycleTiming {
    let target = calls.value + cycles
    var lastParts: ModuleParts?
    let clock = ContinuousClock()
    let start = clock.now
    for cycle in 0..<cycles {
      let module = component.usersBuilder.build(navigator: navigation)
      navigation.push(module)
      navigation.pop()
      if cycle == cycles - 1 { lastParts = module.screen.parts }
    }
    let synchronous = start.duration(to: clock.now)
    await calls.wait(until: target)
    let elapsed = start.duration(to: clock.now)
    if let alive = lastParts?.alive, !alive.isEmpty {
      throw Failure.leaked(alive.map { "\($0.role) (\($0.typeName))" })
    }
    return CycleTiming(total: elapsed, synchronous: synchronous)
  }
}

/// A view that does nothing: the root screen under the modules being measured.
@MainActor
final class PlaceholderView: ViperView {
  func viewDidLoad() {}
}
