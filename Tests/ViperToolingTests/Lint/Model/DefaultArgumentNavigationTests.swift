import Testing

@testable import ViperTooling

/// A call that leaves out an argument makes the parameter's default: a default that is a
/// destination value (`start: EntryScreen = .signIn`) leads where the value does.
@Suite struct DefaultArgumentNavigationTests {
  /// An entry point of no module that picks its first screen by a module enum, with
  /// `.signIn` as the default, and builds it inside a navigation controller.
  static let entry = (
    "Entry/EntryAssembly.swift",
    """
    import UIKit
    enum EntryScreen { case signIn, signUp }
    enum Place { case main, side }
    enum Places {
      static func screen(_ place: Place) -> UIViewController {
        switch place {
        case .main: return SignUpAssembly.make()
        case .side: return UIViewController()
        }
      }
    }
    enum EntryAssembly {
      static func make(
        animated: Bool = true, bundle: Bundle = .main, start: EntryScreen = .signIn
      ) -> UIViewController {
        let first: UIViewController
        switch start {
        case .signIn: first = SignInAssembly.make()
        case .signUp: first = SignUpAssembly.make()
        }
        return UINavigationController(rootViewController: first)
      }
    }
    """
  )

  /// A module whose presenter's `didTapNext()` makes `presenterCall` through its router.
  static func module(_ name: String, routerCall: String = "") -> (String, String) {
    ComputedPropertyNavigationTests.module(
      name,
      routerMembers: "  func next() { screen?.view.window?.rootViewController = \(routerCall) }",
      presenterCalls: routerCall.isEmpty ? "" : "router.next()")
  }

  @Test func aCallThatLeavesTheArgumentOutMakesTheDefaultValue() {
    // `bundle: Bundle = .main` is left out too: no case of the codebase's enums, so not the
    // `Place.main` an arm elsewhere builds SignUp for.
    let files = [
      Self.entry,
      Self.module("Profile", routerCall: "EntryAssembly.make()"),
      Self.module("SignIn"), Self.module("SignUp"),
    ]
    #expect(ModelDescription(files).routes == ["Profile -> SignIn"])
  }

  @Test func aCallThatPassesTheArgumentMakesOnlyItsOwnValue() {
    // `animated:` is left out (its default is no destination), `start:` is written.
    let files = [
      Self.entry,
      Self.module("Profile", routerCall: "EntryAssembly.make(start: .signUp)"),
      Self.module("SignIn"), Self.module("SignUp"),
    ]
    #expect(ModelDescription(files).routes == ["Profile -> SignUp"])
  }

  @Test func theDefaultIsRecordedWithTheParameter() {
    let facts = FileAnalyzer.analyze(source: Self.entry.1, path: Self.entry.0)
    let parameters = facts.types.first { $0.name == "EntryAssembly" }?.functions.first?
      .parameters
    #expect(parameters?.map(\.defaultValue) == [nil, ".main", ".signIn"])
  }
}
