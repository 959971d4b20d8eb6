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

  @Test(
    "a contract of protocols that names a view needs no UIKit for it; a member constant named with capitals is the codebase's own, not a framework's to import"
  )
  func reportsAContractNamingAViewAndKnowsMembersNamedWithCapitals() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        (
          "Home/HomeContract.swift",
          """
          1️⃣import UIKit
          protocol HomeViewInput: AnyObject { func reload() }
          protocol HomeRouterInput: AnyObject {
            var viewController: HomeViewController? { get set }
            func openDetail()
          }
          """
        ),
        (
          "Home/HomeViewController.swift",
          """
          import UIKit
          final class HomeViewController: UIViewController, HomeViewInput {
            var presenter: HomePresenter?
            func reload() { title = Endpoints.APIRoot }
          }
          final class HomePresenter { weak var view: HomeViewInput? }
          """
        ),
        (
          "Services/Endpoints.swift",
          """
          2️⃣import UIKit
          enum Endpoints {
            static let APIRoot = "https://example.com/api"
            static let HTTPTimeout: Double = 30
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the contract file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "2️⃣",
          "replace 'import UIKit' with 'import Foundation' in the service file; nothing in it uses UIKit"
        ),
      ])
  }

  @Test(
    "a presenter that edits a list with SwiftUI's remove(atOffsets:) or move(fromOffsets:toOffset:) uses SwiftUI: no finding, no fix that breaks the build"
  )
  func acceptsSwiftUIsCollectionEdits() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          import SwiftUI
          final class UsersPresenter: UsersViewOutput {
            var names: [String] = []
            func viewDidLoad() {}
            func delete(at offsets: IndexSet) { names.remove(atOffsets: offsets) }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import SwiftUI
          final class UsersInteractor: UsersInteractorInput {
            var order: [Int] = []
            func reorder(_ source: IndexSet, _ destination: Int) {
              order.move(fromOffsets: source, toOffset: destination)
            }
          }
          """
        ),
      ], [])
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

  @Test(
    "an import that brings a used UI framework is needed: SwiftUI brings UIKit's UIColor, MapKit its UIImage"
  )
  func keepsAnImportThatBringsAUsedUIFramework() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftUI

          @Observable final class UsersPresenter: UsersViewOutput {
            var tint = UIColor.systemBlue
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import MapKit
          final class UsersInteractor: UsersInteractorInput {
            func fetchUsers() { _ = UIImage(systemName: "person") }
          }
          """
        ),
      ], [])
  }

  @Test("an import used only for what it re-exports is replaced by the modules that declare it")
  func replacesAnImportUsedOnlyForItsReExports() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          1️⃣import SwiftUI

          @Observable final class UsersPresenter: UsersViewOutput {
            var rows: [UserRowViewModel] = []
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          2️⃣import SwiftUI

          final class UsersInteractor: ObservableObject, UsersInteractorInput {
            @Published var users: [User] = []
            private var subscriptions = Set<AnyCancellable>()
            func fetchUsers() { $users.sink { _ in }.store(in: &subscriptions) }
          }
          """
        ),
        (
          "Users/UserPlace.swift",
          """
          import Foundation
          3️⃣import MapKit

          struct UserPlace: Codable {
            let latitude: CLLocationDegrees
            let longitude: CLLocationDegrees
          }
          """
        ),
        ("Users/User.swift", userEntity),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import SwiftUI' with 'import Foundation' in the presenter file; nothing in it uses SwiftUI"
        ),
        ExpectedFinding(
          "2️⃣",
          "replace 'import SwiftUI' with 'import Foundation' and 'import Combine' in the interactor file; nothing in it uses SwiftUI, only Combine ('AnyCancellable' and 'sink')"
        ),
        ExpectedFinding(
          "3️⃣",
          "replace 'import MapKit' with 'import CoreLocation' in the entity file; nothing in it uses MapKit, only CoreLocation ('CLLocationDegrees')"
        ),
      ])
  }

  /// MapKit's SwiftUI API (`MapCameraPosition`, `Marker`) comes from MapKit's overlay with
  /// SwiftUI: a presenter naming it beside `import MapKit` uses its `import SwiftUI`, and no fix
  /// may take it away.
  @Test("MapKit's SwiftUI types keep the SwiftUI import beside MapKit")
  func keepsSwiftUIForMapKitsSwiftUITypes() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftUI
          import MapKit

          @Observable final class UsersPresenter: UsersViewOutput {
            var camera: MapCameraPosition = .automatic
            var places: [MKMapItem] = []
            func viewDidLoad() {}
          }
          """
        ),
      ],
      [])
  }

  @Test(
    "entities and models known by use: an NSObject model an interactor returns, a Core Data entity, a SwiftData model"
  )
  func reportsEntitiesAndModels() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          final class UsersInteractor: UsersInteractorInput {
            weak var output: UsersInteractorOutput?
            func fetchUsers() {}
            func profile() -> UserProfile { UserProfile(name: "") }
          }
          """
        ),
        (
          "Users/UserProfile.swift",
          """
          1️⃣import UIKit

          final class UserProfile: NSObject {
            let name: String
            init(name: String) { self.name = name }
          }
          """
        ),
        (
          "Storage/UserRecord.swift",
          """
          2️⃣import UIKit

          final class UserRecord: NSManagedObject {
            @NSManaged var name: String
          }
          """
        ),
        (
          "Storage/Note.swift",
          """
          3️⃣import SwiftUI
          import SwiftData

          @Model final class Note {
            var text: String
            init(text: String) { self.text = text }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the entity file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "2️⃣",
          "replace 'import UIKit' with 'import Foundation' and 'import CoreData' in the entity file; nothing in it uses UIKit, only CoreData ('NSManaged' and 'NSManagedObject')"
        ),
        ExpectedFinding(
          "3️⃣",
          "replace 'import SwiftUI' with 'import Foundation' in the entity file; nothing in it uses SwiftUI"
        ),
      ])
  }

  @Test("contracts, router protocols, view models, services and stores")
  func reportsContractsViewModelsServicesAndStores() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", "1️⃣import UIKit\n" + usersContract),
        (
          "Users/UsersRouterInput.swift",
          """
          2️⃣import UIKit
          protocol UsersRouterInput: AnyObject { func showDetail(userID: Int) }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput, UsersInteractorOutput {
            weak var view: (any UsersViewInput)?
            var interactor: (any UsersInteractorInput)?
            var router: (any UsersRouterInput)?
            let store: UsersStore
            init(store: UsersStore) { self.store = store }
            func viewDidLoad() {}
            func didFetchUsers(_ users: [User]) {}
          }
          """
        ),
        (
          "Users/UserCardViewModel.swift",
          """
          3️⃣import SwiftUI
          struct UserCardViewModel: Equatable { let title: String; let subtitle: String }
          """
        ),
        (
          "Users/UserCardViewInput.swift",
          """
          import Foundation
          @MainActor protocol UserCardViewInput: AnyObject { func showCard(_ card: UserCardViewModel) }
          """
        ),
        (
          "Services/UsersService.swift",
          """
          4️⃣import UIKit
          final class UsersService {
            func users() async throws -> Data { Data() }
          }
          """
        ),
        (
          "Services/UsersStore.swift",
          """
          5️⃣import SwiftUI
          @Observable final class UsersStore { var users: [User] = [] }
          """
        ),
        ("Users/User.swift", userEntity),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "remove 'import UIKit' from the contract file; nothing in it uses UIKit"),
        ExpectedFinding(
          "2️⃣",
          "replace 'import UIKit' with 'import Foundation' in the contract file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "3️⃣",
          "replace 'import SwiftUI' with 'import Foundation' in the view model file; nothing in it uses SwiftUI"
        ),
        ExpectedFinding(
          "4️⃣",
          "replace 'import UIKit' with 'import Foundation' in the service file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "5️⃣",
          "replace 'import SwiftUI' with 'import Foundation' in the service file; nothing in it uses SwiftUI"
        ),
      ])
  }

  @Test(
    "user interface code is not checked: views and their extensions, extensions of UIKit's views, subclasses of the codebase's own cells, builders that make a screen, routers that navigate"
  )
  func leavesUserInterfaceCodeAlone() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController {
            var presenter: (any UsersViewOutput)?
          }
          """
        ),
        (
          "Users/UsersViewController+Input.swift",
          """
          import UIKit
          extension UsersViewController: UsersViewInput {
            func showUsers(_ rows: [UserRowViewModel]) { title = rows.first?.title }
          }
          """
        ),
        (
          "Common/BaseCell.swift",
          """
          import UIKit
          class BaseCell: UITableViewCell {}
          """
        ),
        (
          "Common/UIView+Shadow.swift",
          """
          import UIKit
          import SwiftUI
          extension UIView {
            func dropShadow() { layer.shadowOpacity = 0.4 }
          }
          extension UITableViewCell {
            func clearSelection() { selectionStyle = .none }
          }
          """
        ),
        (
          "Users/UserCell.swift",
          """
          import UIKit
          final class UserCell: BaseCell {
            func configure(_ row: UserRowViewModel) {}
          }
          """
        ),
        (
          "Users/UsersBuilder.swift",
          """
          import UIKit
          enum UsersBuilder {
            static func build() -> UsersViewController {
              let view = UsersViewController()
              let presenter = UsersPresenter()
              view.presenter = presenter
              return view
            }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftUI
          final class UsersPresenter: UsersViewOutput {
            var isLoading = false
            var router: UsersRouter?
            func viewDidLoad() { withAnimation { isLoading = true } }
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          """
          import UIKit
          protocol Screen: AnyObject {}
          final class UsersRouter: UsersRouterInput {
            weak var source: (any Screen)?
            func showDetail(userID: Int) {
              (source as? Navigating)?.navigationController?.pushViewController(
                DetailBuilder.build(userID), animated: true)
            }
          }
          """
        ),
      ], [])
  }

  @Test(
    "a name is looked up where it is written: an assembly nested in a namespace that makes the namespace's View() makes a screen and keeps its UIKit import; one that makes none is reported"
  )
  func looksNamesUpInTheNamespaceTheyAreWrittenIn() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Gallery/Gallery.swift", "enum Gallery {}\nenum Albums {}\n"),
        (
          "Gallery/View/Gallery.View.swift",
          """
          import UIKit
          extension Gallery {
            final class View: UIViewController { var presenter: Presenter? }
          }
          """
        ),
        (
          "Gallery/Presenter/Gallery.Presenter.swift",
          """
          extension Gallery {
            final class Presenter { weak var view: View? }
          }
          """
        ),
        (
          "Gallery/Assembly/Gallery.Assembly.swift",
          """
          import UIKit
          extension Gallery {
            struct Assembly {
              func make() -> Presenter {
                let view = View()
                let presenter = Presenter()
                view.presenter = presenter
                presenter.view = view
                return presenter
              }
            }
          }
          """
        ),
        (
          "Albums/Albums.Assembly.swift",
          """
          1️⃣import UIKit
          extension Albums {
            struct Assembly {
              func make() -> Presenter { Presenter() }
            }
            final class Presenter {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the builder file; nothing in it uses UIKit"
        )
      ])
  }

  @Test(
    "an implicit member handed to a parameter of a UIKit type uses UIKit though no UIKit name is written; one handed to the codebase's own type does not"
  )
  func countsImplicitMembersOfAFrameworkType() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        (
          "Theme/ItemColor.swift",
          """
          import UIKit
          public struct ItemColor {
            let light: UIColor
            let dark: UIColor
          }
          public enum Weight { case regular, bold }
          public struct ItemFont { let size: Int; let weight: Weight }
          extension UIColor {
            convenience init(rgb: Int) { self.init(white: CGFloat(rgb & 0xFF) / 255, alpha: 1) }
          }
          """
        ),
        (
          "Theme/Palette.swift",
          """
          import UIKit
          public extension ItemColor {
            static let background = ItemColor(light: .init(rgb: 0xFCE3C6), dark: .init(rgb: 0x152626))
          }
          """
        ),
        (
          "Theme/Fonts.swift",
          """
          1️⃣import UIKit
          public extension ItemFont {
            static let title = ItemFont(size: 22, weight: .bold)
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the file; nothing in it uses UIKit")
      ])
  }

  @Test(
    "UIKit's API on Foundation's types (`indexPath.row`, `IndexPath(row:section:)`) and the codebase's aliases of UI types count as uses"
  )
  func countsIndexPathRowsAndAliases() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        ("Theme/Tint.swift", "import UIKit\ntypealias Tint = UIColor\n"),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          final class UsersPresenter: UsersViewOutput {
            var rows: [UserRowViewModel] = []
            func viewDidLoad() {}
            func didSelect(at indexPath: IndexPath) { _ = rows[indexPath.row] }
          }
          """
        ),
        (
          "Users/UsersRowsPresenter.swift",
          """
          import UIKit
          final class UsersRowsPresenter {
            func first() -> IndexPath { IndexPath(row: 0, section: 0) }
            func last(_ count: Int) -> IndexPath { IndexPath(item: count - 1, section: 0) }
          }
          """
        ),
        (
          "Users/UsersSectionsOutput.swift",
          """
          1️⃣import UIKit
          protocol UsersSectionsOutput {
            func rows(in section: Int) -> Int
            func row(at indexPath: IndexPath) -> String
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import UIKit
          final class UsersInteractor: UsersInteractorInput {
            let accent: Tint = .red
            func fetchUsers() {}
          }
          """
        ),
      ],
      [
        // A parameter named `section` is no use of UIKit's `IndexPath(row:section:)`.
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the file; nothing in it uses UIKit")
      ])
  }

  @Test(
    "a colour or image literal is a use of UIKit: without the import it makes no 'UIColor' or 'UIImage', so nothing is reported and no fix removes it"
  )
  func countsColourAndImageLiterals() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          final class UsersPresenter: UsersViewOutput {
            let accent = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import SwiftUI
          final class UsersInteractor: UsersInteractorInput {
            let placeholder = #imageLiteral(resourceName: "avatar")
            func fetchUsers() {}
          }
          """
        ),
      ], [])
  }

  @Test(
    "UIKit's attributed string keys are uses of UIKit in a file that names NSAttributedString; an app's own member of that name beside none is not"
  )
  func countsUIKitsAttributedStringKeys() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersTitles.swift",
          """
          import UIKit
          struct UsersTitles {
            let fieldAttributes: [NSAttributedString.Key: Any]
            init(size: Double) { fieldAttributes = [.kern: size / 10] }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          1️⃣import UIKit
          final class UsersPresenter: UsersViewOutput {
            var style = UsersStyle(font: "Avenir")
            func viewDidLoad() { _ = style.font }
          }
          struct UsersStyle { var font: String }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' in the presenter file; nothing in it uses UIKit"
        )
      ])
  }

  @Test(
    "a name no framework the tools know declares, or a package may declare, leaves the finding without a fix"
  )
  func reportsWithoutAFixWhatItCannotName() {
    expectFindings(
      NoUnusedUIFrameworkImports.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          1️⃣import UIKit
          final class UsersPresenter: UsersViewOutput {
            func viewDidLoad() { MBProgressHUD.showAdded(to: nil) }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          2️⃣import SwiftUI
          import PromiseKit
          final class UsersInteractor: UsersInteractorInput {
            var pending: Future<[User], Error>?
            func fetchUsers() {}
          }
          """
        ),
        ("Users/User.swift", userEntity),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "replace 'import UIKit' with 'import Foundation' and the module that declares 'MBProgressHUD' in the presenter file; nothing in it uses UIKit"
        ),
        ExpectedFinding(
          "2️⃣",
          "replace 'import SwiftUI' with 'import Foundation' and 'import Combine' in the interactor file, unless 'Future' is a package's; nothing in it uses SwiftUI, only Combine ('Future')"
        ),
      ])
  }
}
