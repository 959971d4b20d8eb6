import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct HoldRolesThroughProtocolsTests {
  @Test func reportsRolesHeldAsConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      final class UsersView { 1️⃣let presenter: UsersPresenter }
      final class UsersPresenter {
        2️⃣private let interactor: UsersInteractor
        3️⃣weak var view: UsersView?
      }
      final class UsersInteractor {}
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'UsersView.presenter' holds the concrete presenter 'UsersPresenter'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'UsersPresenter.interactor' holds the concrete interactor 'UsersInteractor'; hold it through a protocol"
        ),
        ExpectedFinding(
          "3️⃣",
          "'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol"),
      ])
  }

  @Test func acceptsProtocolsAndBuildersHoldingConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      protocol UsersViewOutput: AnyObject {}
      final class UsersView { let presenter: any UsersViewOutput }
      final class UsersPresenter: UsersViewOutput { let builder: DetailBuilder }
      struct DetailBuilder { let cached: UsersPresenter? }
      final class UsersInteractor { let service: UsersService }
      final class UsersService {}
      """, [])
  }

  @Test("roles held through a tuple, written out or behind a type alias, are held concretely")
  func reportsRolesHeldThroughTuplesAndAliases() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      typealias FilmsDependencies = (interactor: FilmsInteractor, router: FilmsRouter)
      protocol FilmsViewInput: AnyObject {}
      protocol FilmsViewOutput: AnyObject {}
      final class FilmsView: FilmsViewInput { var presenter: (any FilmsViewOutput)? }
      final class FilmsPresenter: FilmsViewOutput {
        weak var view: (any FilmsViewInput)?
        1️⃣private let dependencies: FilmsDependencies
        2️⃣private let spare: (interactor: FilmsInteractor, name: String)
        init(dependencies: FilmsDependencies, spare: (interactor: FilmsInteractor, name: String)) {
          self.dependencies = dependencies
          self.spare = spare
        }
      }
      final class FilmsInteractor {}
      final class FilmsRouter {}
      enum FilmsBuilder {
        static func build() -> FilmsView {
          let presenter = FilmsPresenter(
            dependencies: (FilmsInteractor(), FilmsRouter()), spare: (FilmsInteractor(), ""))
          let view = FilmsView()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'FilmsPresenter.dependencies' holds the concrete interactor 'FilmsInteractor' through 'FilmsDependencies'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'FilmsPresenter.spare' holds the concrete interactor 'FilmsInteractor'; hold it through a protocol"
        ),
      ])
  }
}
