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

  @Test(
    "a data service that builds an alert and presents it on the key window uses UI types; one that imports no UI framework is not read for them"
  )
  func reportsUITypesInServices() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Services/SyncService.swift",
          """
          import UIKit
          final class SyncService {
            func sync() async {
              do {
                try await upload()
              } catch {
                let alert = 1️⃣UIAlertController(title: "Sync failed", message: nil, preferredStyle: .alert)
                let window = 2️⃣UIApplication.shared.connectedScenes
                  .compactMap { ($0 as? 3️⃣UIWindowScene)?.keyWindow }.first
                window?.rootViewController?.present(alert, animated: true)
              }
            }
            private func upload() async throws {}
          }
          """
        ),
        (
          "Services/ClockService.swift",
          """
          import Foundation
          final class ClockService { func now() -> Date { Date() } }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'SyncService' uses the UIKit type 'UIAlertController'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the service 'SyncService' uses the UIKit type 'UIApplication'; keep UI types in the view"
        ),
        ExpectedFinding(
          "3️⃣",
          "the service 'SyncService' uses the UIKit type 'UIWindowScene'; keep UI types in the view"
        ),
      ])
  }
}
