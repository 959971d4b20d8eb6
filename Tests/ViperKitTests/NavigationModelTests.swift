import Testing
import ViperKit

@MainActor
@Suite("NavigationModel")
struct NavigationModelTests {
  private func screen(_ name: String = "sample") -> Screen {
    SampleBuilder.build(name: name).screen
  }

  @Test("the first screen pushed with no tab becomes the root of a single tab and is loaded")
  func firstPushMakesRoot() {
    let navigation = NavigationModel(leakDetector: nil)
    let root = screen()
    navigation.push(root)
    #expect(navigation.tabs.count == 1)
    #expect(navigation.visibleScreen?.view === root.view)
    #expect((root.view as? SampleView)?.loadCount == 1)
  }

  @Test("push shows the screen on top and loads it once; pop removes it but never the root")
  func pushAndPop() {
    let navigation = NavigationModel(leakDetector: nil)
    let root = screen()
    let detail = screen()
    navigation.push(root)
    navigation.push(detail)
    #expect(navigation.visibleStack.map(\.view).count == 2)
    #expect(navigation.visibleScreen?.view === detail.view)
    #expect((detail.view as? SampleView)?.loadCount == 1)
    #expect(navigation.pop())
    #expect(navigation.visibleScreen?.view === root.view)
    #expect(!navigation.pop())
    #expect(navigation.visibleStack.count == 1)
    #expect((root.view as? SampleView)?.loadCount == 1)
  }

  @Test("a tab's root is loaded only when the tab is first shown")
  func tabsLoadLazily() {
    let navigation = NavigationModel(leakDetector: nil)
    let users = screen()
    let todos = screen()
    navigation.addTab(id: "users", title: "Users", root: users)
    navigation.addTab(id: "todos", title: "Todos", root: todos)
    #expect(navigation.selectedTabID == "users")
    #expect((users.view as? SampleView)?.loadCount == 1)
    #expect((todos.view as? SampleView)?.loadCount == 0)
    #expect(navigation.selectTab("todos"))
    #expect((todos.view as? SampleView)?.loadCount == 1)
    #expect(navigation.selectTab("users"))
    #expect((users.view as? SampleView)?.loadCount == 1)
    #expect(!navigation.selectTab("nope"))
    #expect(navigation.selectedTabID == "users")
  }

  @Test("adding a tab with an existing id changes nothing")
  func duplicateTab() {
    let navigation = NavigationModel(leakDetector: nil)
    #expect(navigation.addTab(id: "users", title: "Users", root: screen()))
    #expect(!navigation.addTab(id: "users", title: "Again", root: screen()))
    #expect(navigation.tabs.map(\.title) == ["Users"])
  }

  @Test("each tab keeps its own stack")
  func stacksPerTab() {
    let navigation = NavigationModel(leakDetector: nil)
    navigation.addTab(id: "a", title: "A", root: screen())
    navigation.addTab(id: "b", title: "B", root: screen())
    navigation.push(screen())
    navigation.selectTab("b")
    #expect(navigation.visibleStack.count == 1)
    navigation.selectTab("a")
    #expect(navigation.visibleStack.count == 2)
  }

  @Test("present shows a modal stack over the tabs; push goes onto it; dismiss removes it whole")
  func modals() {
    let navigation = NavigationModel(leakDetector: nil)
    let root = screen()
    navigation.push(root)
    let sheet = screen()
    navigation.present(sheet)
    #expect(navigation.visibleScreen?.view === sheet.view)
    #expect((sheet.view as? SampleView)?.loadCount == 1)
    navigation.push(screen())
    #expect(navigation.modals.first?.count == 2)
    #expect(navigation.tabs[0].stack.count == 1)
    #expect(navigation.dismiss())
    #expect(navigation.modals.isEmpty)
    #expect(navigation.visibleScreen?.view === root.view)
    #expect(!navigation.dismiss())
  }

  @Test("popToRoot removes every screen above the root and frees their modules")
  func popToRoot() async {
    let navigation = NavigationModel(leakDetector: nil)
    navigation.push(screen())
    var parts: [ModuleParts] = []
    for _ in 0..<3 {
      let next = screen()
      parts.append(next.parts)
      navigation.push(next)
    }
    navigation.popToRoot()
    #expect(navigation.visibleStack.count == 1)
    for part in parts {
      #expect(await LeakDetector.waitForDeallocation(of: part, timeout: .seconds(1)) == nil)
    }
  }

  @Test("tells its front end about every change")
  func notifiesChanges() {
    let navigation = NavigationModel(leakDetector: nil)
    var changes = 0
    navigation.onChange = { changes += 1 }
    navigation.push(screen())
    navigation.push(screen())
    navigation.pop()
    navigation.pop()  // nothing to pop: no change
    navigation.present(screen())
    navigation.dismiss()
    #expect(changes == 5)
  }

  @Test("its leak detector reports a module that stays alive after it is popped")
  func reportsLeaks() async throws {
    let reports = AsyncStream.makeStream(of: LeakReport.self)
    let navigation = NavigationModel(
      leakDetector: LeakDetector(timeout: .milliseconds(50)) { reports.continuation.yield($0) })
    navigation.push(screen())
    let leaky = LeakyBuilder.build()
    navigation.push(leaky)
    navigation.pop()
    var iterator = reports.stream.makeAsyncIterator()
    let report = try #require(await iterator.next())
    #expect(report.moduleName == "LeakyView")
    #expect(report.survivors.map(\.role) == ["view", "presenter"])
    #expect(
      report.description
        == "LeakyView leaked: still alive 0.05 seconds after it was dismissed: view (LeakyView), "
        + "presenter (LeakyPresenter). Look for a back-reference that is not weak, or a task "
        + "that captures self strongly.")
    LeakyBuilder.breakCycle(leaky.screen.parts)
  }

  @Test("its leak detector stays quiet for a module that is freed")
  func quietWhenFreed() async {
    var reported = false
    let detector = LeakDetector(timeout: .milliseconds(50)) { _ in reported = true }
    let navigation = NavigationModel(leakDetector: detector)
    navigation.push(screen())
    navigation.push(screen())
    navigation.pop()
    while detector.pendingCount > 0 { try? await Task.sleep(for: .milliseconds(5)) }
    #expect(!reported)
  }
}
