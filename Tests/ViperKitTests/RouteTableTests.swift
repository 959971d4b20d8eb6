import Foundation
import Testing
import ViperKit

@MainActor
@Suite("RouteTable")
struct RouteTableTests {
  /// A table like an app's: `users` selects the tab, `users/:id` pushes a detail. Records
  /// what it did.
  private final class Journal {
    var entries: [String] = []
  }

  private func table(_ journal: Journal) -> RouteTable {
    var routes = RouteTable(scheme: "viper")
    routes.register("users") { _ in
      { navigator in
        navigator.selectTab("users")
        journal.entries.append("users")
      }
    }
    routes.register("users/:id") { match in
      let id = try match.int("id")
      return { navigator in
        navigator.push(SampleBuilder.build(name: "user \(id)").screen)
        journal.entries.append("user \(id)")
      }
    }
    routes.register("todos") { match in
      let user = try match.queryInt("user")
      return { _ in journal.entries.append("todos user=\(user.map(String.init) ?? "all")") }
    }
    return routes
  }

  private func navigation() -> NavigationModel {
    let navigation = NavigationModel(leakDetector: nil)
    navigation.addTab(id: "users", title: "Users", root: SampleBuilder.build().screen)
    navigation.addTab(id: "todos", title: "Todos", root: SampleBuilder.build().screen)
    navigation.selectTab("todos")
    return navigation
  }

  @Test("viper://users/3 opens the users list, then user 3's detail on top of it")
  func opensHierarchy() throws {
    let journal = Journal()
    let navigation = navigation()
    try table(journal).open(#require(URL(string: "viper://users/3")), in: navigation)
    #expect(journal.entries == ["users", "user 3"])
    #expect(navigation.selectedTabID == "users")
    #expect(navigation.visibleStack.count == 2)
  }

  @Test("query items reach the handler")
  func query() throws {
    let journal = Journal()
    try table(journal).open(#require(URL(string: "viper://todos?user=3")), in: navigation())
    #expect(journal.entries == ["todos user=3"])
  }

  @Test("a bad parameter throws and changes nothing, not even the levels above it")
  func badParameterChangesNothing() throws {
    let journal = Journal()
    let navigation = navigation()
    #expect(
      throws: RouteError.invalidParameter(name: "id", value: "abc", reason: "expected an integer")
    ) {
      try table(journal).open(#require(URL(string: "viper://users/abc")), in: navigation)
    }
    #expect(journal.entries.isEmpty)
    #expect(navigation.selectedTabID == "todos")
  }

  @Test("an unknown path, a partial match and another scheme are refused with a readable error")
  func refusals() throws {
    let routes = table(Journal())
    let navigation = navigation()
    #expect(throws: RouteError.noRoute("viper://posts/1")) {
      try routes.open(#require(URL(string: "viper://posts/1")), in: navigation)
    }
    #expect(throws: RouteError.noRoute("viper://users/3/posts")) {
      try routes.open(#require(URL(string: "viper://users/3/posts")), in: navigation)
    }
    #expect(throws: RouteError.unsupportedScheme("https://users/3", expected: "viper")) {
      try routes.open(#require(URL(string: "https://users/3")), in: navigation)
    }
    #expect(
      RouteError.noRoute("viper://posts/1").description
        == "cannot open viper://posts/1: no screen answers that link")
    #expect(!routes.canOpen(try #require(URL(string: "viper://nothing"))))
    #expect(routes.canOpen(try #require(URL(string: "viper://users/7"))))
  }

  @Test("registering a pattern again replaces the earlier handler")
  func replace() throws {
    let journal = Journal()
    var routes = table(journal)
    routes.register("users") { _ in { _ in journal.entries.append("new users") } }
    try routes.open(#require(URL(string: "viper://users")), in: navigation())
    #expect(journal.entries == ["new users"])
    #expect(routes.patterns == ["users/:id", "todos", "users"])
  }

  @Test("an error that is not a RouteError is reported with the route it came from")
  func foreignError() throws {
    struct Nope: Error {}
    var routes = RouteTable()
    routes.register("x") { _ in throw Nope() }
    #expect(throws: RouteError.handlerFailed(pattern: "x", reason: "Nope()")) {
      try routes.open(#require(URL(string: "viper://x")), in: NavigationModel(leakDetector: nil))
    }
  }
}
