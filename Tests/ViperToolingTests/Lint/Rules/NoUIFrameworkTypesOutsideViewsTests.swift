import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoUIFrameworkTypesOutsideViewsTests {
  /// A table's manager the presenter owns and feeds: its protocol refines UIKit's data source
  /// and delegate, so what the presenter holds is a UI object. A protocol of plain callbacks
  /// (the manager's delegate, which the presenter adopts) is none.
  @Test(
    "a presenter holding a table manager through a protocol that refines UIKit's data source, directly or through a parent protocol, uses a UI type"
  )
  func reportsAManagerProtocolRefiningUIKitCallbacks() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput, UsersTableOutput {
            weak var view: (any UsersViewInput)?
            var interactor: (any UsersInteractorInput)?
            var table: (any 1️⃣ManagesUsersTable)?
            var grid: (any 2️⃣ManagesUsersGrid)?
            var rows: (any UsersTableOutput)?
            func viewDidLoad() { interactor?.fetchUsers() }
            func tableDidSelect(_ table: any ManagesUsersTable) {}
          }
          """
        ),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            var presenter: (any UsersViewOutput)?
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          enum UsersBuilder {
            static func build() -> UIViewController {
              let view = UsersViewController()
              let presenter = UsersPresenter()
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
        (
          "Users/UsersTable.swift",
          """
          import UIKit
          protocol UsersTableOutput: AnyObject {}
          protocol ManagesUsersTable: UITableViewDataSource, UITableViewDelegate {
            func show(_ rows: [UserRowViewModel])
          }
          protocol ManagesTable: UICollectionViewDataSource {}
          protocol ManagesUsersGrid: ManagesTable {}
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' uses 'ManagesUsersTable', a protocol of UIKit table or collection callbacks of the codebase; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' uses 'ManagesUsersGrid', a protocol of UIKit table or collection callbacks of the codebase; keep UI types in the view"
        ),
      ])
  }

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

  @Test(
    "an entity is also known by its folder or by what an interactor returns; adopting Codable alone makes none, and a type a view takes is a view model"
  )
  func reportsUITypesInEntitiesKnownByFolderConformanceOrUse() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Feed/FeedContract.swift",
          """
          protocol FeedViewInput: AnyObject { func show(card: FeedCard) }
          protocol FeedInteractorInput: AnyObject { func latest() -> [Headline] }
          """
        ),
        (
          "Feed/FeedInteractor.swift",
          """
          final class FeedInteractor: FeedInteractorInput {
            func latest() -> [Headline] { [] }
          }
          """
        ),
        (
          "Feed/FeedPresenter.swift",
          """
          final class FeedPresenter {
            weak var view: (any FeedViewInput)?
            let interactor: any FeedInteractorInput
            init(interactor: any FeedInteractorInput) { self.interactor = interactor }
          }
          """
        ),
        (
          "Domain/Entities/Category.swift",
          """
          import UIKit
          struct Category {
            let iconName: String
            var icon: 1️⃣UIImage? { 2️⃣UIImage(named: iconName) }
          }
          """
        ),
        (
          "Model/Stored/Bookmark.swift",
          """
          import UIKit
          struct Bookmark: Codable {
            let colorName: String
            func tint() -> UIColor? { UIColor(named: colorName) }
          }
          """
        ),
        (
          "Model/Headline.swift",
          """
          import UIKit
          struct Headline {
            let title: String
            func thumbnail() -> 3️⃣UIImage? { nil }
          }
          """
        ),
        (
          "Model/FeedCard.swift",
          """
          import UIKit
          struct FeedCard: Codable {
            let title: String
            var accent: UIColor { .systemBlue }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣", "the entity 'Category' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣", "the entity 'Category' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "3️⃣", "the entity 'Headline' uses the UIKit type 'UIImage'; keep UI types in the view"),
      ])
  }

  @Test(
    "a class of no module that does I/O and whose methods a presenter or interactor calls on an instance it makes, or on the shared one, is a data service; one that only draws, or only a view calls, is not"
  )
  func reportsUITypesInServicesMadeOrSharedByRoles() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Posts/PostsContract.swift",
          """
          protocol PostsViewInput: AnyObject { func show(titles: [String]) }
          protocol PostsInteractorInput: AnyObject { func refresh() }
          """
        ),
        (
          "Posts/PostsPresenter.swift",
          """
          final class PostsPresenter {
            weak var view: (any PostsViewInput)?
            let interactor: any PostsInteractorInput
            init(interactor: any PostsInteractorInput) { self.interactor = interactor }
            func didSave(title: String) {
              LoadingOverlay.shared.show()
              _ = DraftsStore().save(title)
            }
          }
          """
        ),
        (
          "Posts/PostsInteractor.swift",
          """
          final class PostsInteractor: PostsInteractorInput {
            func refresh() { _ = DeviceKeychain.shared.token() }
          }
          """
        ),
        (
          "Posts/PostsViewController.swift",
          """
          import UIKit
          final class PostsViewController: UIViewController, PostsViewInput {
            var presenter: PostsPresenter?
            func show(titles: [String]) { ShareSheet().share(titles.joined(), from: self) }
          }
          """
        ),
        (
          "Local/DraftsStore.swift",
          """
          import UIKit
          final class DraftsStore {
            let delegate = 1️⃣UIApplication.shared.delegate
            func save(_ title: String) -> Bool {
              FileManager.default.createFile(atPath: "drafts.txt", contents: Data(title.utf8))
            }
          }
          """
        ),
        (
          "Local/DeviceKeychain.swift",
          """
          import UIKit
          final class DeviceKeychain {
            static let shared = DeviceKeychain()
            func token() -> String {
              let query = [kSecAttrAccount as String: 2️⃣UIDevice.current.name] as CFDictionary
              var item: CFTypeRef?
              _ = SecItemCopyMatching(query, &item)
              return item as? String ?? ""
            }
          }
          """
        ),
        (
          "Local/LoadingOverlay.swift",
          """
          import UIKit
          final class LoadingOverlay {
            static let shared = LoadingOverlay()
            private let spinner = UIActivityIndicatorView(style: .large)
            func show() { spinner.startAnimating() }
          }
          """
        ),
        (
          "Local/ShareSheet.swift",
          """
          import UIKit
          final class ShareSheet {
            func share(_ text: String, from screen: UIViewController) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'DraftsStore' uses the UIKit type 'UIApplication'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the service 'DeviceKeychain' uses the UIKit type 'UIDevice'; keep UI types in the view"),
      ])
  }

  @Test(
    "a class an interactor holds is a service by use, and a protocol services implement is a service's interface"
  )
  func reportsUITypesInServicesKnownByUse() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Profile/ProfileContract.swift",
          """
          protocol ProfileViewInput: AnyObject { func show(name: String) }
          protocol ProfileInteractorInput: AnyObject { func save(name: String) }
          """
        ),
        (
          "Profile/ProfileInteractor.swift",
          """
          final class ProfileInteractor: ProfileInteractorInput {
            let accounts: AccountManager
            init(accounts: AccountManager) { self.accounts = accounts }
            func save(name: String) {}
          }
          """
        ),
        (
          "Profile/ProfilePresenter.swift",
          """
          final class ProfilePresenter {
            weak var view: (any ProfileViewInput)?
            let interactor: any ProfileInteractorInput
            init(interactor: any ProfileInteractorInput) { self.interactor = interactor }
          }
          """
        ),
        (
          "Managers/AccountManager.swift",
          """
          import UIKit
          final class AccountManager {
            func upload(avatar: 1️⃣UIImage) {}
          }
          """
        ),
        (
          "Managers/PhotoStoreService.swift",
          """
          import UIKit
          protocol PhotoStoring {
            func store(_ photo: 2️⃣UIImage) async throws
          }
          final class PhotoStoreService: PhotoStoring {
            func store(_ photo: 3️⃣UIImage) async throws {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'AccountManager' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣",
          "the service 'PhotoStoring' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "3️⃣",
          "the service 'PhotoStoreService' uses the UIKit type 'UIImage'; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "an item in a module's entities folder that the interactor returns and no view takes is an entity; one a view takes is a view's item"
  )
  func reportsUITypesInAnEntityFolderItemTheInteractorReturns() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Settings/SettingsContract.swift",
          """
          protocol SettingsViewInput: AnyObject { func show(rows: [SettingsRowItem]) }
          protocol SettingsInteractorInput: AnyObject {
            func item(at index: Int) -> SettingsItem
            func rows() -> [SettingsRowItem]
          }
          """
        ),
        (
          "Settings/SettingsPresenter.swift",
          """
          final class SettingsPresenter {
            weak var view: (any SettingsViewInput)?
            let interactor: any SettingsInteractorInput
            init(interactor: any SettingsInteractorInput) { self.interactor = interactor }
          }
          """
        ),
        (
          "Settings/SettingsInteractor.swift",
          """
          final class SettingsInteractor: SettingsInteractorInput {
            func item(at index: Int) -> SettingsItem { SettingsItem.allCases[index] }
            func rows() -> [SettingsRowItem] { [] }
          }
          """
        ),
        (
          "Settings/Entity/SettingsItem.swift",
          """
          import UIKit
          enum SettingsItem: CaseIterable {
            case language, about
            var icon: 1️⃣UIImage? {
              switch self {
              case .language: return 2️⃣UIImage(named: "globe")
              case .about: return 3️⃣UIImage(named: "info")
              }
            }
          }
          """
        ),
        (
          "Settings/Entity/SettingsRowItem.swift",
          """
          import UIKit
          struct SettingsRowItem { let title: String; let tint: UIColor }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the entity 'SettingsItem' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣",
          "the entity 'SettingsItem' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "3️⃣",
          "the entity 'SettingsItem' uses the UIKit type 'UIImage'; keep UI types in the view"),
      ])
  }

  /// A tab bar controller of no module that builds three tabs and hands itself to each tab's
  /// presenter, which keeps it to switch tabs: a view each presenter holds, of no module.
  static let sharedTabBarApp: [(String, String)] = {
    func tab(_ name: String) -> (String, String) {
      (
        "\(name)/\(name)Module.swift",
        """
        import UIKit
        final class \(name)ViewController: UIViewController {
          var presenter: \(name)Presenter?
        }
        final class \(name)Presenter {
          weak var view: \(name)ViewController?
          var tabs: RootTabsViewController?
          init(tabs: RootTabsViewController?) { self.tabs = tabs }
        }
        enum \(name)Builder {
          static func build(tabs: RootTabsViewController) -> UIViewController {
            let view = \(name)ViewController()
            let presenter = \(name)Presenter(tabs: tabs)
            view.presenter = presenter
            presenter.view = view
            return view
          }
        }
        """
      )
    }
    return [
      tab("Feed"), tab("Search"), tab("Saved"),
      (
        "Root/RootTabsViewController.swift",
        """
        import UIKit
        final class RootTabsViewController: UITabBarController {
          var feed: FeedViewController?
          override func viewDidLoad() {
            super.viewDidLoad()
            feed = FeedBuilder.build(tabs: self) as? FeedViewController
            viewControllers = [SearchBuilder.build(tabs: self), SavedBuilder.build(tabs: self)]
          }
        }
        """
      ),
    ]
  }()

  @Test(
    "a table adapter of no module (a class that answers UIKit's table callbacks in an extension) that a presenter makes is UI code in the presenter; a class of no UIKit callbacks is not"
  )
  func reportsATableAdapterAPresenterMakes() {
    func files(adapter conformance: String) -> [(String, String)] {
      [
        (
          "Profile/ProfilePresenter.swift",
          """
          import Foundation
          final class ProfilePresenter {
            weak var view: ProfileViewController?
            private let adapter = 1️⃣ProfileTableAdapter()
          }
          """
        ),
        (
          "Profile/ProfileViewController.swift",
          """
          import UIKit
          final class ProfileViewController: UIViewController {
            var presenter: ProfilePresenter?
          }
          """
        ),
        (
          "Adapters/ProfileTableAdapter.swift",
          """
          import UIKit
          final class ProfileTableAdapter: NSObject {
            private var rows: [String] = []
          }
          \(conformance)
          """
        ),
      ]
    }
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: files(
        adapter: """
          extension ProfileTableAdapter: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
          }
          """),
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'ProfilePresenter' uses 'ProfileTableAdapter', a UI class of the codebase; keep UI types in the view"
        )
      ])
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: files(adapter: "extension ProfileTableAdapter { func count() -> Int { rows.count } }"), []
    )
  }

  @Test(
    "a tab bar controller the presenters of several modules hold is a member of none of them: each presenter holds a UI class of the codebase, and the container's own code is no module's view"
  )
  func aViewThePresentersOfSeveralModulesHoldIsNoModulesView() throws {
    let model = ModuleModel(
      files: Self.sharedTabBarApp.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    let tabs = try #require(model.type(named: "RootTabsViewController"))
    #expect(tabs.module.isEmpty)
    #expect(model.module(named: "Feed")?.members.contains("RootTabsViewController") == false)
    let held = NoUIFrameworkTypesOutsideViews().check(model).map {
      "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line)"
    }
    #expect(
      held.sorted() == [
        "FeedModule.swift:7", "FeedModule.swift:8", "SavedModule.swift:7", "SavedModule.swift:8",
        "SearchModule.swift:7", "SearchModule.swift:8",
      ])
    #expect(DoNotNavigateFromViews().check(model).isEmpty)
  }

  @Test(
    "a type in a Services folder is a service whatever its name, held or not; a view controller subclass there is UI code, no service"
  )
  func reportsUITypesInAServiceKnownByItsFolder() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Services/ImageDownloader.swift",
          """
          import UIKit
          final class ImageDownloader {
            func download(from url: URL, completion: @escaping (Result<1️⃣UIImage, Error>) -> Void) {
              completion(.success(2️⃣UIImage()))
            }
          }
          """
        ),

        (
          "Services/Animations.swift",
          """
          import UIKit
          final class Animations: UIViewController {
            static func fadeIn(_ view: UIView) { UIView.animate(withDuration: 0.3) { view.alpha = 1 } }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'ImageDownloader' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣",
          "the service 'ImageDownloader' uses the UIKit type 'UIImage'; keep UI types in the view"),
      ])
  }

  @Test(
    "a table's data source in a Services folder, adopting the app's protocol that refines UIKit's, is UI code, and a palette of static colours there is no service; a service beside them is"
  )
  func acceptsATablesDataSourceWhateverItsFolder() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Services/BoardsDataSource.swift",
          """
          import UIKit
          protocol BoardsDataSource: UITableViewDataSource, AnyObject { var boards: [String] { get set } }
          final class BoardsDataSourceImpl: NSObject, BoardsDataSource {
            var boards: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { boards.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              UITableViewCell()
            }
          }
          final class BoardsCache {
            var preview: 1️⃣UIImage?
          }
          """
        ),
        (
          "Services/Colors.swift",
          """
          import UIKit
          final class Colors {
            static let background = UIColor.lightGray
            static let danger = UIColor.systemRed
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣", "the service 'BoardsCache' uses the UIKit type 'UIImage'; keep UI types in the view")
      ])
  }

  @Test(
    "a name like UIKit's that the presenter declares inside itself is its own type; one it does not declare is UIKit's"
  )
  func acceptsTypesNestedInThePresenterNamedLikeUIKits() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Main/MainPresenter.swift",
          """
          import Foundation
          protocol MainViewInput: AnyObject { func show(headerHeight: Double) }
          protocol MainViewOutput: AnyObject { func viewDidLoad() }
          final class MainPresenter: MainViewOutput {
            weak var view: (any MainViewInput)?
            private enum UIConstants {
              static let headerHeight = 44.0
            }
            func viewDidLoad() { view?.show(headerHeight: UIConstants.headerHeight) }
            func accent() -> 1️⃣UIColor { .red }
          }
          """
        ),
        (
          "Main/MainViewController.swift",
          """
          import UIKit
          final class MainViewController: UIViewController, MainViewInput {
            var presenter: (any MainViewOutput)?
            func show(headerHeight: Double) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'MainPresenter' uses the UIKit type 'UIColor'; keep UI types in the view")
      ])
  }

  @Test(
    "a service protocol that refines UIKit's app delegate protocol is app delegate code, not a service; one that hands out a UIKit type is a service that uses it"
  )
  func acceptsServiceProtocolsRefiningUIKitCallbacks() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Delegate/LaunchServices.swift",
          """
          import UIKit
          protocol LaunchService: UIApplicationDelegate {}
          final class CacheLaunchService: NSObject, LaunchService {
            func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
          }
          protocol AvatarService: AnyObject {
            func avatar(for name: String) -> 1️⃣UIImage?
          }
          """
        )
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'AvatarService' uses the UIKit type 'UIImage'; keep UI types in the view")
      ])
  }

  @Test(
    "the screens and views of MessageUI, SafariServices and other UI frameworks are UIKit's classes in a presenter, their data is not; a type that only makes screens is UI code, one that keeps data in the open is a service"
  )
  func reportsOtherUIFrameworksScreensAndAcceptsScreenFactories() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Support/SupportContract.swift",
          """
          protocol SupportViewInput: AnyObject { func show(title: String) }
          protocol SupportViewOutput: AnyObject { func didTapWrite() }
          """
        ),
        (
          "Support/SupportPresenter.swift",
          """
          import MessageUI
          import SafariServices
          final class SupportPresenter: NSObject, SupportViewOutput, 1️⃣MFMailComposeViewControllerDelegate {
            weak var view: (any SupportViewInput)?
            let mailer = MailComposerService(subject: "Help")
            func didTapWrite() {
              let canSend = 2️⃣MFMailComposeViewController.canSendMail()
              view?.show(title: canSend ? "Write" : "No mail")
            }
            func help() -> 3️⃣SFSafariViewController? { nil }
            func mailComposeController(
              _ controller: 4️⃣MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
              error: Error?
            ) {}
          }
          """
        ),
        (
          "Support/SupportViewController.swift",
          """
          import UIKit
          final class SupportViewController: UIViewController, SupportViewInput {
            var presenter: (any SupportViewOutput)?
            func show(title: String) {}
          }
          """
        ),
        (
          "Services/MailComposerService.swift",
          """
          import MessageUI
          final class MailComposerService {
            private let subject: String
            init(subject: String) { self.subject = subject }
            func composer() -> UIViewController {
              let composer = MFMailComposeViewController()
              composer.setSubject(subject)
              return composer
            }
          }
          """
        ),
        (
          "Services/MailOutboxService.swift",
          """
          import MessageUI
          final class MailOutboxService {
            var drafts: [String] = []
            func composer() -> 5️⃣UIViewController { 6️⃣MFMailComposeViewController() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'SupportPresenter' uses the MessageUI type 'MFMailComposeViewControllerDelegate'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'SupportPresenter' uses the MessageUI type 'MFMailComposeViewController'; keep UI types in the view"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'SupportPresenter' uses the SafariServices type 'SFSafariViewController'; keep UI types in the view"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'SupportPresenter' uses the MessageUI type 'MFMailComposeViewController'; keep UI types in the view"
        ),
        ExpectedFinding(
          "5️⃣",
          "the service 'MailOutboxService' uses the UIKit type 'UIViewController'; keep UI types in the view"
        ),
        ExpectedFinding(
          "6️⃣",
          "the service 'MailOutboxService' uses the MessageUI type 'MFMailComposeViewController'; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "a type in a Services folder that only hands out UI values (static colour methods, an image catalog's getters) is UI code; one that takes an input or keeps data is a service, and an enum's cases are data"
  )
  func acceptsSetsOfUIValuesInServices() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Services/ColorService.swift",
          """
          import UIKit
          class ColorService {
            static func title() -> UIColor { .black }
            static func subtitle() -> UIColor { title().withAlphaComponent(0.5) }
          }
          """
        ),
        (
          "Services/Icons/IllustrationService.swift",
          """
          import UIKit
          class IllustrationService {
            var signIn: UIImage? { UIImage(named: "sign-in") }
            var signUp: UIImage? { UIImage(named: "sign-up") }
          }
          """
        ),
        (
          "Services/AvatarService.swift",
          """
          import UIKit
          class AvatarService {
            func avatar(for name: String) -> 1️⃣UIImage? { 2️⃣UIImage(named: name) }
          }
          """
        ),
        (
          "Services/ThemeService.swift",
          """
          import UIKit
          class ThemeService {
            var accent: 3️⃣UIColor = .systemBlue
            var tint: 4️⃣UIColor { accent }
          }
          """
        ),
        (
          "Entities/Language.swift",
          """
          import UIKit
          enum Language: Int {
            case english, french
            var flag: 5️⃣UIImage? { 6️⃣UIImage(named: self == .english ? "en" : "fr") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the service 'AvatarService' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "2️⃣",
          "the service 'AvatarService' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "3️⃣", "the service 'ThemeService' uses the UIKit type 'UIColor'; keep UI types in the view"
        ),
        ExpectedFinding(
          "4️⃣", "the service 'ThemeService' uses the UIKit type 'UIColor'; keep UI types in the view"
        ),
        ExpectedFinding(
          "5️⃣", "the entity 'Language' uses the UIKit type 'UIImage'; keep UI types in the view"),
        ExpectedFinding(
          "6️⃣", "the entity 'Language' uses the UIKit type 'UIImage'; keep UI types in the view"),
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

  @Test(
    "one shared interactor of no module that adopts the modules' interactor protocols is theirs, and so are those protocols"
  )
  func reportsASharedInteractorAndTheModulesInteractorProtocols() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Avatar/AvatarInteractor.swift",
          """
          import UIKit
          @MainActor protocol AvatarInteractor {
            func portrait(for id: String) async throws -> 1️⃣UIImage
          }
          """
        ),
        (
          "Avatar/AvatarPresenter.swift",
          """
          import Observation
          @Observable @MainActor final class AvatarPresenter {
            private let interactor: any AvatarInteractor
            init(interactor: any AvatarInteractor) { self.interactor = interactor }
          }
          """
        ),
        (
          "Avatar/AvatarView.swift",
          """
          import SwiftUI
          struct AvatarView: View {
            @State var presenter: AvatarPresenter
            var body: some View { Text("avatar") }
          }
          """
        ),
        (
          "Profile/Profile.swift",
          """
          import SwiftUI
          @MainActor protocol ProfileInteractor { func name() -> String }
          @Observable @MainActor final class ProfilePresenter {
            private let interactor: any ProfileInteractor
            init(interactor: any ProfileInteractor) { self.interactor = interactor }
          }
          struct ProfileView: View {
            @State var presenter: ProfilePresenter
            var body: some View { Text("profile") }
          }
          """
        ),
        (
          "Core/CoreInteractor.swift",
          """
          import UIKit
          @MainActor struct CoreInteractor {
            func portrait(for id: String) async throws -> 2️⃣UIImage { throw CancellationError() }
            func name() -> String { "" }
          }
          extension CoreInteractor: AvatarInteractor {}
          extension CoreInteractor: ProfileInteractor {}
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the interactor 'AvatarInteractor' uses the UIKit type 'UIImage'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the interactor 'CoreInteractor' uses the UIKit type 'UIImage'; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "a delegate protocol declared beside the view that calls it may pass that view as its sender, though the presenter implements it; the presenter's implementation is still reported"
  )
  func acceptsAViewsDelegateProtocolInTheViewsFile() {
    let presenter = (
      "Notes/NotesPresenter.swift",
      """
      import Foundation
      final class NotesPresenter {
        weak var view: NotesViewController?
      }
      extension NotesPresenter: NoteFormDelegate {
        func noteFormDidSave(_ form: 1️⃣NoteForm) {}
      }
      """
    )
    let screen = (
      "Notes/NotesViewController.swift",
      """
      import UIKit
      final class NotesViewController: UIViewController {
        var presenter: NotesPresenter?
      }
      """
    )
    let form = """
      import UIKit
      PROTOCOL
      final class NoteForm: UIView {
        weak var delegate: NoteFormDelegate?
      }
      """
    let declaration =
      "protocol NoteFormDelegate: AnyObject { func noteFormDidSave(_ form: NoteForm) }"
    let inPresenter =
      "the presenter 'NotesPresenter' uses 'NoteForm', a UI class of the codebase; keep UI types in the view"
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        presenter, screen,
        ("Notes/NoteForm.swift", form.replacingOccurrences(of: "PROTOCOL", with: declaration)),
      ],
      [ExpectedFinding("1️⃣", inPresenter)])
    // Any other UI type it requires is still the presenter's to handle.
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        presenter, screen,
        (
          "Notes/NoteForm.swift",
          form.replacingOccurrences(
            of: "PROTOCOL",
            with: declaration.replacingOccurrences(
              of: " }", with: "; func noteFormDidPick(_ image: 3️⃣UIImage) }"))
        ),
      ],
      [
        ExpectedFinding("1️⃣", inPresenter),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'NoteFormDelegate' uses the UIKit type 'UIImage'; keep UI types in the view"
        ),
      ])
    // Declared in a contract file, it is the presenter's contract: reported there too.
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        presenter, screen,
        ("Notes/NoteForm.swift", form.replacingOccurrences(of: "PROTOCOL", with: "")),
        (
          "Notes/NotesContract.swift",
          "protocol NoteFormDelegate: AnyObject { func noteFormDidSave(_ form: 2️⃣NoteForm) }\n"
        ),
      ],
      [
        ExpectedFinding("1️⃣", inPresenter),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'NoteFormDelegate' uses 'NoteForm', a UI class of the codebase; keep UI types in the view"
        ),
      ])
  }

  /// MapKit's SwiftUI API is SwiftUI's: a presenter that keeps the map's camera position
  /// keeps a view's state.
  @Test("a presenter holding MapKit's SwiftUI camera position holds a SwiftUI type")
  func reportsMapKitsSwiftUITypesInAPresenter() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import MapKit
          import SwiftUI
          @Observable final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            var camera: 1️⃣MapCameraPosition = .automatic
            var places: [MKMapItem] = []
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersView.swift",
          """
          import MapKit
          import SwiftUI
          struct UsersView: View {
            @State var presenter: UsersPresenter
            var body: some View { Map(position: $presenter.camera) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' uses the SwiftUI type 'MapCameraPosition'; keep UI types in the view"
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

  @Test(
    "a type of no role declared in a presenter's file is the presenter's code; a data source or a cell beside it is view code"
  )
  func reportsUITypesInHelpersDeclaredInAPresentersFile() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          struct UsersTab {
            let title: String
            let icon: 1️⃣UIImage?
          }
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            let tabs = [UsersTab(title: "All", icon: nil)]
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {}
          }
          final class UsersTableSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
          }
          final class UsersBadgeCell: UITableViewCell { let badge = UILabel() }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput { func fetchUsers() {} }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'UsersTab', declared in the presenter UsersPresenter's file, uses the UIKit type 'UIImage'; keep UI types in the view"
        )
      ])
  }

  @Test(
    "any SwiftUI type a presenter that imports SwiftUI names is a UI type (`Group`, `Section`), unless the codebase declares that name"
  )
  func reportsEverySwiftUITypeInAPresenterThatImportsSwiftUI() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftUI
          struct Section { let title: String }
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            let sections = [Section(title: "All")]
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {}
            func actions() -> some 2️⃣View {
              1️⃣Group { 3️⃣Text("Retry") }
            }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput { func fetchUsers() {} }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' uses the SwiftUI type 'Group'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' uses the SwiftUI type 'View'; keep UI types in the view"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' uses the SwiftUI type 'Text'; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "the codebase's own UI class of no module that a presenter or interactor makes (a view controller it presents, through a base class) is a UI type, whatever the file imports; the module's view its presenter holds, and a type nested in such a class, are not"
  )
  func reportsTheCodebasesOwnUIClassesInAPresenter() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Common/TermsScreen.swift",
          """
          import UIKit
          class BaseScreen: UIViewController {}
          final class TermsScreen: BaseScreen {
            struct Row { let title: String }
            var onAccept: (() -> Void)?
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import UIKit
          final class UsersPresenter: UsersViewOutput {
            weak var view: UsersViewController?
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {}
            func termsRow() -> TermsScreen.Row { TermsScreen.Row(title: "Terms") }
            func showTerms() {
              let terms = 1️⃣TermsScreen()
              terms.modalPresentationStyle = .fullScreen
              view?.present(terms, animated: true)
            }
          }
          """
        ),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            var presenter: (any UsersViewOutput)?
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            func fetchUsers() { _ = 2️⃣TermsScreen() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' uses 'TermsScreen', a UI class of the codebase; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the interactor 'UsersInteractor' uses 'TermsScreen', a UI class of the codebase; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "a presenter that calls a method of the codebase returning one of its UI classes (a controls factory's button) gets a UI object; its own method of the same name returning data does not"
  )
  func reportsUIClassesMadeThroughAFactory() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Common/Controls.swift",
          """
          import UIKit
          final class RoundedButton: UIButton {}
          protocol ControlsMaking { func makeMainButton() -> RoundedButton }
          final class ControlsFactory: ControlsMaking {
            static let shared = ControlsFactory()
            func makeMainButton() -> RoundedButton { RoundedButton() }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            let controls: any ControlsMaking
            init(interactor: any UsersInteractorInput, controls: any ControlsMaking) {
              self.interactor = interactor
              self.controls = controls
            }
            func viewDidLoad() {
              let shared = 1️⃣ControlsFactory.shared.makeMainButton()
              let handed = 2️⃣controls.makeMainButton()
              _ = (shared, handed, makeMainButton())
            }
            func makeMainButton() -> String { "Retry" }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput { func fetchUsers() {} }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' gets 'RoundedButton', a UI class of the codebase, from 'ControlsFactory.shared.makeMainButton()'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' gets 'RoundedButton', a UI class of the codebase, from 'controls.makeMainButton()'; keep UI types in the view"
        ),
      ])
  }

  @Test(
    "a presenter that calls a method its view declares to return a UIKit type (the view's table view) gets a UIKit object it never names; a method of the same name on data, or its own, does not"
  )
  func reportsUIKitObjectsAViewHandsItsPresenter() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Posts/PostsContract.swift",
          """
          import UIKit
          protocol PostsViewInput: AnyObject {
            func getTableView() -> UITableView
            func getSearchField() -> UISearchBar
          }
          protocol PostsInteractorInput: AnyObject { func getTableView() -> [String] }
          """
        ),
        (
          "Posts/PostsPresenter.swift",
          """
          final class PostsPresenter {
            weak var view: (any PostsViewInput)?
            let interactor: any PostsInteractorInput
            init(interactor: any PostsInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              guard let view else { return }
              let table = 1️⃣view.getTableView()
              let names = interactor.getTableView()
              _ = (table, names, getSearchField())
            }
            func getSearchField() -> String { "" }
          }
          """
        ),
        (
          "Posts/PostsInteractor.swift",
          "final class PostsInteractor: PostsInteractorInput { func getTableView() -> [String] { [] } }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'PostsPresenter' gets the UIKit type 'UITableView' from 'view.getTableView()'; keep UI types in the view"
        )
      ])
  }

  @Test(
    "a singleton declared under a keyword name in backticks (static let `default`) is the one `Factory.default` reads, so its factory's UI class is found"
  )
  func readsANameWrittenInBackticks() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Common/Controls.swift",
          """
          import UIKit
          final class RoundedButton: UIButton {}
          final class ControlsFactory {
            static let `default` = ControlsFactory()
            func `continue`() -> RoundedButton { RoundedButton() }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              _ = 1️⃣ControlsFactory.default.continue()
            }
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          "final class UsersInteractor: UsersInteractorInput { func fetchUsers() {} }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' gets 'RoundedButton', a UI class of the codebase, from 'ControlsFactory.default.continue()'; keep UI types in the view"
        )
      ])
  }

  @Test(
    "an implicit member handed to a parameter of a UI type (a colour, an image, a content mode, a font, a memberwise property, SwiftUI's Color, a static member the codebase adds to UIImage) is a UI value the presenter chose; one of the codebase's types, or a name whose fitting overloads disagree, is not"
  )
  func reportsImplicitMembersOfAUIType() {
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self,
      in: [
        (
          "Profile/ProfileContract.swift",
          """
          import UIKit
          enum ProfileState { case loading, loaded }
          struct BadgeRow { let title: String; let tint: UIColor }
          protocol ProfileViewInput: AnyObject {
            func setBackground(color: UIColor)
            func showAvatar(_ image: UIImage?, mode: UIView.ContentMode, animated: Bool)
            func show(state: ProfileState)
            func showBadge(_ row: BadgeRow)
            func update(value: UIColor)
          }
          protocol ProfileViewOutput: AnyObject { func viewDidLoad() }
          protocol ProfileInteractorInput: AnyObject {
            func loadProfile()
            func update(value: Int)
          }
          """
        ),
        (
          "Common/String+Measure.swift",
          """
          import UIKit
          extension String {
            func width(font: UIFont, limit: CGFloat = 320) -> CGFloat { 0 }
          }
          extension UIImage {
            static var placeholder: UIImage { UIImage() }
          }
          """
        ),
        (
          "Profile/ProfilePresenter.swift",
          """
          import Foundation
          final class ProfilePresenter: ProfileViewOutput {
            weak var view: (any ProfileViewInput)?
            let interactor: any ProfileInteractorInput
            init(interactor: any ProfileInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {
              view?.setBackground(color: 1️⃣.systemBackground)
              view?.showAvatar(
                2️⃣.init(named: "avatar")!,
                mode: 3️⃣.scaleAspectFill,
                animated: true)
              _ = "Leanne Graham".width(font: 4️⃣.systemFont(ofSize: 14))
              view?.showBadge(BadgeRow(title: "New", tint: 5️⃣.systemRed))
              view?.showAvatar(7️⃣.placeholder, mode: 8️⃣.center, animated: false)
              view?.show(state: .loading)
              view?.update(value: .red)
            }
          }
          """
        ),
        (
          "Profile/ProfileInteractor.swift",
          """
          final class ProfileInteractor: ProfileInteractorInput {
            func loadProfile() {}
            func update(value: Int) {}
          }
          """
        ),
        (
          "Profile/ProfileViewController.swift",
          """
          import UIKit
          final class ProfileViewController: UIViewController, ProfileViewInput {
            var output: (any ProfileViewOutput)?
            func setBackground(color: UIColor) { view.backgroundColor = color }
            func showAvatar(_ image: UIImage?, mode: UIView.ContentMode, animated: Bool) {}
            func show(state: ProfileState) { setBackground(color: .systemBackground) }
            func showBadge(_ row: BadgeRow) {}
            func update(value: UIColor) {}
          }
          """
        ),
        (
          "Settings/SettingsContract.swift",
          """
          import SwiftUI
          protocol SettingsViewInput: AnyObject { func paint(_ color: Color) }
          protocol SettingsViewOutput: AnyObject { func onAppear() }
          protocol SettingsInteractorInput: AnyObject { func load() }
          """
        ),
        (
          "Settings/SettingsPresenter.swift",
          """
          import Foundation
          final class SettingsPresenter: SettingsViewOutput {
            weak var view: (any SettingsViewInput)?
            let interactor: any SettingsInteractorInput
            init(interactor: any SettingsInteractorInput) { self.interactor = interactor }
            func onAppear() { view?.paint(6️⃣.accentColor) }
          }
          """
        ),
        (
          "Settings/SettingsInteractor.swift",
          "final class SettingsInteractor: SettingsInteractorInput { func load() {} }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'ProfilePresenter' hands '.systemBackground', a UIKit 'UIColor', to 'setBackground'; keep UI types in the view"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'ProfilePresenter' hands '.init(...)', a UIKit 'UIImage', to 'showAvatar'; keep UI types in the view"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'ProfilePresenter' hands '.scaleAspectFill', a UIKit 'UIView.ContentMode', to 'showAvatar'; keep UI types in the view"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'ProfilePresenter' hands '.systemFont', a UIKit 'UIFont', to 'width'; keep UI types in the view"
        ),
        ExpectedFinding(
          "5️⃣",
          "the presenter 'ProfilePresenter' hands '.systemRed', a UIKit 'UIColor', to 'BadgeRow'; keep UI types in the view"
        ),
        ExpectedFinding(
          "6️⃣",
          "the presenter 'SettingsPresenter' hands '.accentColor', a SwiftUI 'Color', to 'paint'; keep UI types in the view"
        ),
        ExpectedFinding(
          "7️⃣",
          "the presenter 'ProfilePresenter' hands '.placeholder', a UIKit 'UIImage', to 'showAvatar'; keep UI types in the view"
        ),
        ExpectedFinding(
          "8️⃣",
          "the presenter 'ProfilePresenter' hands '.center', a UIKit 'UIView.ContentMode', to 'showAvatar'; keep UI types in the view"
        ),
      ])
  }

  /// Two files each declaring a private type of one name declare two types: the view's
  /// `Metrics`, with its colours, is not the presenter's.
  @Test(
    "a private type a view's file declares is not the presenter's private namesake: its UIKit types stay in the view"
  )
  func privateNamesakesInViewFilesAreNotThePresenters() {
    expectFindings(NoUIFrameworkTypesOutsideViews.self, in: privateNamesakesFixture, [])
    expectFindings(DeclareSharedTypesInContracts.self, in: privateNamesakesFixture, [])
  }
}

/// A Users module whose presenter's and view's files each declare a private `Metrics`.
let privateNamesakesFixture: [(path: String, source: String)] = [
  ("Users/UsersContract.swift", usersContract),
  ("Users/User.swift", userEntity),
  (
    "Users/UsersPresenter.swift",
    """
    import Foundation
    fileprivate enum Metrics { static let pageSize = 20 }
    final class UsersPresenter: UsersViewOutput, UsersInteractorOutput {
      weak var view: (any UsersViewInput)?
      var interactor: (any UsersInteractorInput)?
      func viewDidLoad() { interactor?.fetchUsers() }
      func didFetchUsers(_ users: [User]) {
        view?.showUsers(users.prefix(Metrics.pageSize).map { UserRowViewModel(title: $0.name) })
      }
    }
    """
  ),
  (
    "Users/UsersViewController.swift",
    """
    import UIKit
    private enum Metrics {
      static let rowTint: UIColor = .systemTeal
      static let rowHeight: CGFloat = 44
    }
    final class UsersViewController: UIViewController, UsersViewInput {
      var presenter: (any UsersViewOutput)?
      func showUsers(_ rows: [UserRowViewModel]) { view.tintColor = Metrics.rowTint }
    }
    enum UsersBuilder {
      static func build() -> UIViewController {
        let view = UsersViewController()
        let presenter = UsersPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
      }
    }
    """
  ),
]
