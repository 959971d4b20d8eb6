import Testing

@testable import ViperTooling

/// A value whose type is a constrained generic parameter (`struct ProfileView<Presenter:
/// ProfilePresenting>`) is one of its constraints: the model follows calls through it as
/// through the protocol itself.
@Suite struct GenericParameterNavigationTests {
  /// A SwiftUI module whose view is generic over its presenter's protocol; the presenter's
  /// protocol, its conformer (holding the app's router) and the builder. `viewCode` is the
  /// view's body.
  static func profileModule(viewCode: String, presenterCode: String = "") -> (String, String) {
    (
      "Profile/ProfileModule.swift",
      """
      import SwiftUI
      enum ProfileText { case header, about }
      protocol ProfilePresenting: ObservableObject {
        var router: AppRouter { get }
        func title(_ key: ProfileText) -> String
      }
      struct ProfileView<Output>: View where Output: ProfilePresenting {
        @ObservedObject var output: Output
        var body: some View {
          \(viewCode)
        }
      }
      final class ProfilePresenter: ProfilePresenting {
        let router = AppRouter()
        func load() { \(presenterCode) }
        func title(_ key: ProfileText) -> String {
          switch key {
          case .header: return "Profile"
          case .about: return "About us"
          }
        }
      }
      enum ProfileBuilder {
        static func build() -> some View { ProfileView(output: ProfilePresenter()) }
      }
      """
    )
  }

  /// The app's one router, which every module's presenter holds: each route value to its
  /// screen.
  static let appRouter = (
    "Navigation/AppRouter.swift",
    """
    import SwiftUI
    enum AppRoute { case help, about }
    struct AppRouter {
      func screen(for route: AppRoute) -> some View {
        switch route {
        case .help: AnyView(HelpBuilder.build())
        case .about: AnyView(AboutBuilder.build())
        }
      }
      func helpScreen() -> some View { HelpBuilder.build() }
      func aboutScreen() -> some View { AboutBuilder.build() }
    }
    """
  )

  /// A SwiftUI module of one screen that holds the app's router and navigates nowhere.
  static func plainModule(_ name: String) -> (String, String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import SwiftUI
      struct \(name)View: View {
        @ObservedObject var presenter: \(name)Presenter
        var body: some View { Text("\(name)") }
      }
      final class \(name)Presenter: ObservableObject {
        let router = AppRouter()
      }
      enum \(name)Builder {
        static func build() -> some View { \(name)View(presenter: \(name)Presenter()) }
      }
      """
    )
  }

  @Test func aViewCallsItsPresenterThroughTheProtocolItsGenericParameterIsConstrainedTo() {
    // The view asks the router its presenter (typed by its generic parameter) holds for the
    // next screen; the router is shared, so only the call says which screen this module shows.
    let files = [
      Self.profileModule(
        viewCode: "NavigationLink(\"Help\") { output.router.helpScreen() }"),
      Self.appRouter,
      Self.plainModule("Help"),
      Self.plainModule("About"),
    ]
    #expect(ModelDescription(files).routes == ["Profile -> Help"])
  }

  @Test func aCaseHandedToAMethodThatTakesAnotherEnumIsNoDestination() {
    // `.about` handed to `title(_:)` is a `ProfileText`, not the route enum's case of the
    // same name (the router's code knows only that enum); `.help` handed to the router's
    // `screen(for:)` is a route.
    let files = [
      Self.profileModule(
        viewCode: """
          VStack {
                Text(output.title(.about))
                NavigationLink("Help") { output.router.screen(for: .help) }
              }
          """),
      Self.appRouter,
      Self.plainModule("Help"),
      Self.plainModule("About"),
    ]
    #expect(ModelDescription(files).routes == ["Profile -> Help"])
  }

  @Test func aCaseHandedToTheCallersOwnMethodThatTakesAnotherEnumIsNoDestination() {
    // The presenter's own `title(_:)` takes a `ProfileText`: `.about` is no route.
    let files = [
      Self.profileModule(
        viewCode: "Text(output.title(.header))", presenterCode: "_ = title(.about)"),
      Self.appRouter,
      Self.plainModule("Help"),
      Self.plainModule("About"),
    ]
    #expect(ModelDescription(files).routes == [])
  }

  @Test func aSwiftUIContainersContentIsShownWhereItIsWrittenOnly() {
    // One card view of no module; the profile's view hands it text, and a banner of no
    // module hands it another module's screen.
    let card = (
      "Shared/Card.swift",
      """
      import SwiftUI
      struct Card<Content: View>: View {
        let content: () -> Content
        init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
        var body: some View { VStack { content() } }
      }
      """
    )
    let files = [
      card, Self.appRouter,
      Self.profileModule(viewCode: "Card { Text(output.title(.header)) }"),
      Self.plainModule("Help"),
      (
        "Shared/HelpBanner.swift",
        """
        import SwiftUI
        struct HelpBanner: View {
          var body: some View { Card { HelpBuilder.build() } }
        }
        """
      ),
    ]
    #expect(ModelDescription(files).routes == [])
  }

  @Test func constrainedGenericParametersAndAssociatedTypesAreAliasesOfTheirConstraints() {
    let source = """
      import UIKit
      final class ListPresenter<View: AnyObject & ListViewInput, Item>: BasePresenter
      where Item: Decodable, Item: Hashable {
        weak var view: View?
      }
      protocol ModuleInput {
        associatedtype Output: ModuleOutput
        associatedtype Payload
        var output: Output? { get }
      }
      struct Row<Model> {}
      """
    let facts = FileAnalyzer.analyze(source: source, path: "List/ListPresenter.swift")
    // Each constrained parameter is nested in its type; `AnyObject` adds nothing, and an
    // unconstrained parameter (`Payload`, `Model`) is none.
    let aliases = facts.typeAliases.map { "\($0.name) = \($0.targets.joined(separator: " & "))" }
    #expect(
      aliases.sorted() == [
        "ListPresenter.Item = Decodable & Hashable", "ListPresenter.View = ListViewInput",
        "ModuleInput.Output = ModuleOutput",
      ])
  }
}
