import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct ModuleModelTests {
  func model(_ files: [(String, String)]) -> ModuleModel {
    ModuleModel(files: files.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
  }

  @Test func rolesComeFromViperKitConformanceThenNamesThenContractsThenFolders() {
    let model = model([
      (
        "App/Screens.swift",
        """
        import ViperKit
        final class Lobby: ViperView {}
        final class UsersWireframe {}
        final class ListViewController {}
        protocol PresenterToViewProtocol: AnyObject {}
        final class Screen: PresenterToViewProtocol {}
        struct UsersAssembly {}
        struct UserEntity {}
        """
      ),
      ("App/Presenters/Thing.swift", "final class Thing {}\n"),
    ])
    #expect(model.types["Lobby"]?.role == .view)
    #expect(model.types["UsersWireframe"]?.role == .router)
    #expect(model.types["ListViewController"]?.role == .view)
    #expect(model.types["PresenterToViewProtocol"]?.implementerRole == .view)
    #expect(model.types["Screen"]?.role == .view)
    #expect(model.types["UsersAssembly"]?.role == .builder)
    #expect(model.types["UserEntity"]?.role == .entity)
    #expect(model.types["Thing"]?.role == .presenter)
  }

  @Test func contractProtocolNamesSayWhoImplementsThem() {
    let naming = RoleNaming.standard
    #expect(naming.implementingRole(ofProtocol: "UsersViewInput") == .view)
    #expect(naming.implementingRole(ofProtocol: "UsersViewOutput") == .presenter)
    #expect(naming.implementingRole(ofProtocol: "UsersInteractorOutputProtocol") == .presenter)
    #expect(naming.implementingRole(ofProtocol: "UsersRouterInput") == .router)
    #expect(naming.implementingRole(ofProtocol: "UsersWireframeProtocol") == .router)
    #expect(naming.implementingRole(ofProtocol: "UsersPresenterProtocol") == .presenter)
    #expect(naming.implementingRole(ofProtocol: "UsersModuleInput") == .presenter)
    #expect(naming.implementingRole(ofProtocol: "UsersModuleOutput") == nil)
    #expect(naming.moduleName(of: "UsersViewInput", isProtocol: true) == "Users")
    #expect(naming.moduleName(of: "UsersModuleOutput", isProtocol: true) == "Users")
    #expect(naming.moduleName(of: "UserDetailViewController", isProtocol: false) == "UserDetail")
    #expect(naming.moduleName(of: "Sendable", isProtocol: true) == nil)
  }

  @Test func ownershipEdgesFollowProtocolsToTheirImplementersAndMergeExtensions() {
    let model = model([
      (
        "Users/UsersContract.swift",
        "protocol UsersViewInput: AnyObject {}\nprotocol UsersViewOutput: AnyObject {}\n"
      ),
      (
        "Users/UsersView.swift",
        "final class UsersView { let presenter: any UsersViewOutput }\nextension UsersView: UsersViewInput {}\n"
      ),
      (
        "Users/UsersPresenter.swift",
        "final class UsersPresenter: UsersViewOutput { weak var view: (any UsersViewInput)? }\n"
      ),
    ])
    #expect(
      model.edges.map { "\($0.from).\($0.property) -> \($0.to) \($0.ownership)" } == [
        "UsersPresenter.view -> UsersView weak",
        "UsersView.presenter -> UsersPresenter strong",
      ])
    #expect(model.types["UsersView"]?.module == "Users")
  }

  @Test(
    "facts of SwiftUI state: @Observable is a conformance, an enum's associated value types, private(set) is readable"
  )
  func factsOfObservedState() throws {
    let facts = FileAnalyzer.analyze(
      source: """
        @Observable @MainActor final class CartPresenter {
          private(set) var lines: [CartLine] = []
          private var draft: CartLine?
        }
        enum CartState { case empty, filled(lines: [CartLine], total: Price), failed(String) }
        """, path: "Cart/CartPresenter.swift")
    let presenter = try #require(facts.types.first { $0.name == "CartPresenter" })
    #expect(presenter.inherited == ["Observable"])
    #expect(presenter.properties.map(\.isPrivate) == [false, true])
    let state = try #require(facts.types.first { $0.name == "CartState" })
    #expect(state.cases == ["empty", "filled", "failed"])
    #expect(state.caseValueTypes == ["CartLine", "Price", "String"])
  }
}
