import Testing
import ViperKit

/// A platform's navigation, simulated: it keeps what it shows as a snapshot and changes it only
/// through the operations it is given, as a `UINavigationController` or a `NavigationStack`
/// would. A test compares what it shows with the model, and reads the operations it got.
@MainActor
final class RecordingHost: NavigationHost {
  private(set) var shown = NavigationSnapshot.empty
  private(set) var operations: [String] = []
  /// Names screens in ``operations``, by their view.
  var names: [ObjectIdentifier: String] = [:]

  func apply(_ operation: NavigationOperation) {
    operations.append(render(operation))
    switch operation {
    case .setTabs(let tabs):
      shown.tabs = tabs
    case .selectTab(let id):
      shown.selectedTabID = id
    case .push(let screens, let place):
      update(place) { $0 += screens }
    case .pop(let count, let place):
      update(place) { stack in
        guard count <= stack.count else {
          Issue.record("popped \(count) of \(stack.count)")
          return
        }
        stack.removeLast(count)
      }
    case .replaceStack(let screens, let place):
      update(place) { $0 = screens }
    case .present(let stack):
      shown.modals.append(stack)
    case .dismiss(let count):
      guard count <= shown.modals.count else {
        Issue.record("dismissed \(count) of \(shown.modals.count)")
        return
      }
      shown.modals.removeLast(count)
    }
  }

  /// Whether the host shows exactly what `model` shows, screen for screen.
  func matches(_ model: NavigationModel) -> Bool {
    func ids(_ stack: [Screen]) -> [ObjectIdentifier] { stack.map { ObjectIdentifier($0.view) } }
    let expected = model.snapshot
    return shown.tabs.map(\.id) == expected.tabs.map(\.id)
      && shown.tabs.map { ids($0.stack) } == expected.tabs.map { ids($0.stack) }
      && shown.selectedTabID == expected.selectedTabID
      && shown.modals.map(ids) == expected.modals.map(ids)
  }

  func takeOperations() -> [String] {
    defer { operations = [] }
    return operations
  }

  private func update(_ place: NavigationPlace, _ change: (inout [Screen]) -> Void) {
    switch place {
    case .tab(let id):
      guard let index = shown.tabs.firstIndex(where: { $0.id == id }) else {
        Issue.record("no tab \(id) on the host")
        return
      }
      change(&shown.tabs[index].stack)
    case .modal(let index):
      guard shown.modals.indices.contains(index) else {
        Issue.record("no modal \(index) on the host")
        return
      }
      change(&shown.modals[index])
    }
  }

  private func render(_ operation: NavigationOperation) -> String {
    func list(_ screens: [Screen]) -> String {
      screens.map { names[ObjectIdentifier($0.view)] ?? "?" }.joined(separator: ",")
    }
    return switch operation {
    case .setTabs(let tabs):
      "setTabs " + tabs.map { "\($0.id)[\(list($0.stack))]" }.joined(separator: " ")
    case .selectTab(let id): "selectTab \(id)"
    case .push(let screens, let place): "push \(list(screens)) onto \(place)"
    case .pop(let count, let place): "pop \(count) from \(place)"
    case .replaceStack(let screens, let place): "replace \(place) with \(list(screens))"
    case .present(let screens): "present \(list(screens))"
    case .dismiss(let count): "dismiss \(count)"
    }
  }
}

@MainActor
@Suite("Navigation on a platform's own controls: diff and connection")
struct NavigationDiffTests {
  /// A model connected to a recording host, with screens named for the operations' text.
  @MainActor
  struct Fixture {
    let model: NavigationModel
    let host: RecordingHost
    let connection: NavigationConnection

    init(loadsViews: Bool = true) {
      model = NavigationModel(leakDetector: nil, loadsViews: loadsViews)
      host = RecordingHost()
      connection = NavigationConnection(model: model, host: host)
    }

    func screen(_ name: String) -> Screen {
      let screen = SampleBuilder.build(name: name).screen
      host.names[ObjectIdentifier(screen.view)] = name
      return screen
    }
  }

  @Test("each change of the model reaches the host as the one operation that says it")
  func oneOperationPerChange() {
    let fixture = Fixture()
    let (model, host) = (fixture.model, fixture.host)
    model.addTab(id: "users", title: "Users", root: fixture.screen("list"))
    model.addTab(id: "todos", title: "Todos", root: fixture.screen("todos"))
    #expect(
      host.takeOperations() == [
        "setTabs users[list]", "selectTab users", "setTabs users[list] todos[todos]",
      ])

    model.push(fixture.screen("detail"))
    #expect(host.takeOperations() == ["push detail onto tab users"])
    model.push(fixture.screen("posts"))
    model.popToRoot()
    #expect(host.takeOperations() == ["push posts onto tab users", "pop 2 from tab users"])

    model.selectTab("todos")
    #expect(host.takeOperations() == ["selectTab todos"])

    model.present(fixture.screen("picker"))
    model.push(fixture.screen("filter"))
    #expect(host.takeOperations() == ["present picker", "push filter onto modal 0"])
    model.present(fixture.screen("alert"))
    #expect(host.takeOperations() == ["present alert"])
    model.dismiss()
    model.pop()
    model.dismiss()
    #expect(host.takeOperations() == ["dismiss 1", "pop 1 from modal 0", "dismiss 1"])
    #expect(host.matches(model))
  }

  @Test("a stack changed below its top is replaced; a modal under a new root is dismissed")
  func replacementsAndDismissals() {
    let fixture = Fixture()
    let a = fixture.screen("a")
    let b = fixture.screen("b")
    let c = fixture.screen("c")
    let d = fixture.screen("d")
    let old = NavigationSnapshot(
      tabs: [.init(id: "main", title: "", stack: [a, b, c])], selectedTabID: "main",
      modals: [[b], [c, d]])
    let new = NavigationSnapshot(
      tabs: [.init(id: "main", title: "", stack: [a, d])], selectedTabID: "main",
      modals: [[b, a], [d]])
    let host = RecordingHost()
    host.names = fixture.host.names
    for operation in NavigationDiff.operations(from: .empty, to: old) {
      host.apply(operation)
    }
    #expect(
      host.takeOperations() == [
        "setTabs main[a,b,c]", "selectTab main", "present b", "present c,d",
      ])
    for operation in NavigationDiff.operations(from: old, to: new) {
      host.apply(operation)
    }
    #expect(
      host.takeOperations() == [
        "replace tab main with a,d", "dismiss 1", "push a onto modal 0", "present d",
      ])
    #expect(NavigationDiff.operations(from: new, to: new).isEmpty)
  }

  @Test("the host's back button pops the model, which frees the module and sends nothing back")
  func hostPopReachesTheModel() async {
    let fixture = Fixture()
    let (model, host, connection) = (fixture.model, fixture.host, fixture.connection)
    model.push(fixture.screen("list"))
    var detail: Screen? = fixture.screen("detail")
    model.push(detail!)
    let parts = detail!.parts
    detail = nil
    _ = host.takeOperations()

    host.popOnItsOwn(to: 1, in: .tab("main"))
    connection.hostDidPop(to: 1, in: .tab("main"))
    #expect(host.takeOperations() == [])
    #expect(model.visibleStack.count == 1)
    #expect(host.matches(model))
    await expectFreed(parts)
  }

  @Test("a sheet swiped away dismisses the model's modal; a tab picked in the tab bar selects it")
  func hostDismissAndSelect() {
    let fixture = Fixture()
    let (model, host, connection) = (fixture.model, fixture.host, fixture.connection)
    model.addTab(id: "users", title: "Users", root: fixture.screen("users"))
    model.addTab(id: "todos", title: "Todos", root: fixture.screen("todos"))
    model.present(fixture.screen("picker"))
    _ = host.takeOperations()

    host.dismissOnItsOwn()
    connection.hostDidDismiss()
    host.selectOnItsOwn("todos")
    connection.hostDidSelectTab("todos")
    #expect(host.takeOperations() == [])
    #expect(model.modals.isEmpty)
    #expect(model.selectedTabID == "todos")
    #expect(host.matches(model))
  }

  @Test("a person's change the model refuses is undone on the host: the model is the truth")
  func refusedHostChangeIsUndone() {
    let fixture = Fixture()
    let (model, host, connection) = (fixture.model, fixture.host, fixture.connection)
    model.addTab(id: "users", title: "Users", root: fixture.screen("users"))
    _ = host.takeOperations()

    host.selectOnItsOwn("settings")
    connection.hostDidSelectTab("settings")
    #expect(host.takeOperations() == ["selectTab users"])
    #expect(host.matches(model))
  }

  @Test("with loadsViews off, the model leaves viewDidLoad to the platform")
  func platformLoadsViews() {
    let fixture = Fixture(loadsViews: false)
    let root = fixture.screen("root")
    fixture.model.push(root)
    #expect((root.view as? SampleView)?.loadCount == 0)
    #expect(fixture.host.matches(fixture.model))
  }

  @Test("over 300 random walks of pushes, pops, modals and tabs the host always matches the model")
  func randomWalksStayInStep() {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<300 {
      let fixture = Fixture()
      let (model, host) = (fixture.model, fixture.host)
      model.addTab(id: "a", title: "A", root: fixture.screen("a"))
      model.addTab(id: "b", title: "B", root: fixture.screen("b"))
      for step in 0..<25 {
        _ = host.takeOperations()
        let before = model.snapshot
        switch random.next() % 7 {
        case 0, 1: model.push(fixture.screen("s\(step)"))
        case 2: model.pop()
        case 3: model.popToRoot()
        case 4: model.present(fixture.screen("m\(step)"))
        case 5: model.dismiss()
        default: model.selectTab(random.next() % 2 == 0 ? "a" : "b")
        }
        guard host.matches(model) else {
          Issue.record("the host drifted from the model at step \(step)")
          return
        }
        // One change of the model, at most one operation.
        let changed = NavigationDiff.operations(from: before, to: model.snapshot).count
        #expect(host.takeOperations().count == changed)
        #expect(changed <= 1)
      }
    }
  }

  private func expectFreed(_ parts: ModuleParts) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    while !parts.alive.isEmpty && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(parts.alive.map(\.role) == [])
  }
}

extension RecordingHost {
  /// The platform popped on a person's gesture, before anyone told the model.
  func popOnItsOwn(to count: Int, in place: NavigationPlace) {
    apply(.pop(count: (shownStack(place)?.count ?? count) - count, from: place))
    _ = takeOperations()
  }

  /// The platform dismissed its top sheet on a person's gesture.
  func dismissOnItsOwn() {
    apply(.dismiss(count: 1))
    _ = takeOperations()
  }

  /// The platform's tab bar selected a tab on a person's tap.
  func selectOnItsOwn(_ id: String) {
    apply(.selectTab(id))
    _ = takeOperations()
  }

  private func shownStack(_ place: NavigationPlace) -> [Screen]? {
    shown.stack(at: place)
  }
}

/// A small seeded generator, so a failing walk can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
