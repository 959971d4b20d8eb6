import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoUIFrameworkTypesOutsideViewsTests {
  @Test func reportsUITypesInPresentersInteractorsAndEntities() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          final class UsersPresenter: UsersViewOutput {
            func color(active: Bool) -> 1️⃣UIColor { active ? 2️⃣UIColor.green : .gray }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import SwiftUI
          final class UsersInteractor: UsersInteractorInput {
            var tint: 3️⃣Color = .red
          }
          """
        ),
        (
          "Users/Entities/UserEntity.swift",
          """
          import AppKit
          struct UserEntity { let avatar: 4️⃣NSImage }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' uses the UIKit type 'UIColor'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' uses the UIKit type 'UIColor'; keep UI types in the view"),
        ExpectedFinding(
          "3️⃣",
          "the interactor 'UsersInteractor' uses the SwiftUI type 'Color'; keep UI types in the view"
        ),
        ExpectedFinding(
          "4️⃣",
          "the entity 'UserEntity' uses the AppKit type 'NSImage'; keep UI types in the view"),
      ])
  }

  @Test("an app's launch object named like an interactor, in no module, sets up its window freely")
  func acceptsAnInteractorOfNoModule() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { let interactor: any UsersInteractorInput }\n"
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import UIKit
          final class UsersInteractor: UsersInteractorInput {
            func avatar() -> 1️⃣UIImage? { nil }
          }
          """
        ),
        (
          "App/AppInteractor.swift",
          """
          import UIKit
          protocol AppInteractorInput: AnyObject { func start() }
          final class AppInteractor: AppInteractorInput {
            private weak var scene: UIWindowScene?
            init(scene: UIWindowScene) { self.scene = scene }
            func start() {}
          }
          final class SceneDelegate { var interactor: (any AppInteractorInput)? }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the interactor 'UsersInteractor' uses the UIKit type 'UIImage'; keep UI types in the view"
        )
      ])
  }

  @Test func acceptsUITypesInViewsAndLookalikesWithoutTheImport() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersView.swift",
          """
          import UIKit
          final class UsersView: UIView, UsersViewInput { let color = UIColor.red }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          struct Color { let name: String }
          final class UIStyle { let name = "" }
          final class UsersPresenter: UsersViewOutput {
            let style = UIStyle()
            let color = Color(name: "red")
            let id = UUID()
            let url: URL? = nil
          }
          """
        ),
      ], [])
  }
}
