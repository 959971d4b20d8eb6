import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct ClassBindBackReferenceProtocolsTests {
  @Test func reportsABackReferenceProtocolThatIsNotClassBound() {
    expectFindings(
      ClassBindBackReferenceProtocols.self,
      in: [
        (
          "Users/UsersContract.swift",
          """
          protocol 1️⃣UsersViewInput: Sendable {
            func showTitle(_ title: String)
          }
          protocol 2️⃣UsersInteractorOutput {
            func didFetch()
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersInteractorOutput {
            var view: (any UsersViewInput)?
            func didFetch() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor {
            var output: (any UsersInteractorOutput)?
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "constrain the protocol 'UsersViewInput' to 'AnyObject'; 'UsersPresenter.view' uses it as a back-reference"
        ),
        ExpectedFinding(
          "2️⃣",
          "constrain the protocol 'UsersInteractorOutput' to 'AnyObject'; 'UsersInteractor.output' uses it as a back-reference"
        ),
      ])
  }

  @Test func acceptsClassBoundProtocolsInAnyOfTheirForms() {
    expectFindings(
      ClassBindBackReferenceProtocols.self,
      in: [
        (
          "Users/UsersContract.swift",
          """
          import ViperKit
          protocol UsersViewInput: AnyObject {}
          protocol UsersInteractorOutput: ViperPresenter {}
          protocol UsersModuleOutput where Self: AnyObject {}
          protocol Base: AnyObject {}
          protocol UsersRouterOutput: Base {}
          protocol Remote: SomeProtocolOfAnotherModule {}
          protocol UsersScreen where Self: UIViewController {}
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import ViperKit
          final class UsersPresenter: ViperPresenter {
            weak var view: (any UsersViewInput)?
            weak var output: (any UsersModuleOutput)?
            weak var remote: (any Remote)?
          }
          final class UsersInteractor: ViperInteractor {
            weak var output: (any UsersInteractorOutput)?
          }
          final class UsersRouter: ViperRouter {
            weak var presenter: (any UsersRouterOutput)?
            weak var screen: (any UsersScreen)?
          }
          """
        ),
      ], [])
  }
}
