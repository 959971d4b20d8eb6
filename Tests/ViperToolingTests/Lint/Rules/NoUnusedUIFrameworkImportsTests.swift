import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoUnusedUIFrameworkImportsTests {
  @Test func reportsABareUIImportInAPresenterOrInteractorFile() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          1️⃣import UIKit
          final class UsersPresenter: UsersViewOutput { func viewDidLoad() {} }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          2️⃣import SwiftUI
          final class UsersInteractor: UsersInteractorInput { let count = 0 }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the presenter file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "2️⃣", "remove 'import SwiftUI' from the interactor file; nothing in it uses SwiftUI"),
      ])
  }

  @Test func acceptsFoundationOnlyUsedImportsAndViewFiles() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput { let date = Date() }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import UIKit
          final class UsersInteractor: UsersInteractorInput { let image: UIImage? = nil }
          """
        ),
        (
          "Users/UsersView.swift",
          """
          import SwiftUI
          struct UsersView { let title = "" }
          """
        ),
      ], [])
  }

  @Test("UI-only frameworks count, and a name the codebase declares is no use of a framework")
  func reportsOtherUIOnlyFrameworksAndIgnoresTheCodebasesOwnNames() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          1️⃣import WebKit
          2️⃣import SwiftUI
          protocol AnyView: AnyObject {}
          final class UsersPresenter: UsersViewOutput {
            weak var screen: (any AnyView)?
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import MapKit
          final class UsersInteractor: UsersInteractorInput {
            func fetchUsers() { _ = MKLocalSearch.Request() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "remove 'import WebKit' from the presenter file; nothing in it uses WebKit"),
        ExpectedFinding(
          "2️⃣",
          "remove 'import SwiftUI' from the presenter file; nothing in it uses SwiftUI"),
      ])
  }
}
