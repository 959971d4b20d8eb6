import Testing
import ViperKit

@MainActor
@Suite("Module lifecycle and ownership")
struct LifecycleTests {
  @Test("building a module starts no work: the interactor is asked only after viewDidLoad")
  func noWorkBeforeLoad() async {
    let module = SampleBuilder.build()
    let view = module.view as? SampleView
    #expect(module.input.interactor.loadRequests == 0)
    view?.viewDidLoad()
    #expect(module.input.interactor.loadRequests == 1)
  }

  @Test("back-references are weak: dropping the view frees the whole module")
  func droppingViewFreesModule() async {
    var module: Module<SamplePresenter>? = SampleBuilder.build()
    let parts = module!.screen.parts
    #expect(parts.alive.count == 4)
    module = nil
    #expect(parts.alive.isEmpty)
  }

  @Test("a module dismissed with work in flight is freed and never updates its view")
  func dismissedDuringWork() async {
    let gate = AsyncStream.makeStream(of: Void.self)
    let navigation = NavigationModel(leakDetector: nil)
    navigation.push(SampleBuilder.build(name: "root").screen)
    let journal = SampleJournal()
    var module: Module<SamplePresenter>? = SampleBuilder.build(journal: journal) {
      for await _ in gate.stream {}
      return "late"
    }
    let parts = module!.screen.parts
    navigation.push(module!)
    #expect((module?.view as? SampleView)?.loadCount == 1)
    module = nil
    navigation.pop()
    let report = await LeakDetector.waitForDeallocation(of: parts, timeout: .seconds(1))
    #expect(report == nil)
    gate.continuation.finish()
    try? await Task.sleep(for: .milliseconds(20))
    #expect(journal.shown == [])
  }

  @Test("a module's work, once done, reaches its view")
  func workReachesView() async {
    let journal = SampleJournal()
    let module = SampleBuilder.build(journal: journal)
    module.view.viewDidLoad()
    while journal.shown.isEmpty { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(journal.shown == ["loaded"])
  }
}
