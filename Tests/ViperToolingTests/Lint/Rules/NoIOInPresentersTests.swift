import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoIOInPresentersTests {
  @Test func reportsURLSessionFileManagerAndContentsOfInAPresenter() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            func viewDidLoad() async throws {
              let (data, _) = try await 1️⃣URLSession.shared.data(from: url)
              let exists = 2️⃣FileManager.default.fileExists(atPath: "/tmp")
              let text = try 3️⃣String(contentsOf: url, encoding: .utf8)
              let bytes = try 4️⃣Data(contentsOf: url)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'URLSession'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O with 'String(contentsOf:)'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'UsersPresenter' does I/O with 'Data(contentsOf:)'; move it to a service the interactor calls"
        ),
      ])
  }

  /// Libraries that do I/O: an image downloader and a cloud service's sign-in called by the
  /// presenter, a database (kept by a struct reached through its shared instance) and a
  /// network client in services it calls. The same names in a
  /// file that does not import the library, or declared by the codebase itself, are not
  /// theirs.
  @Test(
    "a presenter using a library's network, database or image-download type, itself or through a service of its own, does I/O; the names without the library's import are the codebase's"
  )
  func reportsTheIOTypesOfCommonLibrariesWhereTheirModuleIsImported() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          import Kingfisher
          import Firebase
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            let avatars = AvatarLoader()
            let ledger = Ledger()
            func viewDidLoad() {
              ledger.sync()
              1️⃣KingfisherManager.shared.retrieveImage(with: avatarURL) { _ in }
              2️⃣Auth.auth().signIn(withEmail: email, password: password) { _, _ in }
              3️⃣FavoritesStore.shared.add(id: 7)
              4️⃣avatars.load(id: 7)
              let cache = Storage.local
              Session.current.touch()
              _ = cache
            }
          }
          """
        ),
        (
          "Services/FavoritesStore.swift",
          """
          import Foundation
          import RealmSwift
          struct FavoritesStore {
            static let shared = FavoritesStore()
            let realm = try! Realm()
            func add(id: Int) {
              try? realm.write { realm.add(Favorite(id: id)) }
            }
          }
          """
        ),
        (
          "Services/AvatarLoader.swift",
          """
          import Foundation
          import Alamofire
          final class AvatarLoader {
            func load(id: Int) {
              AF.request("https://example.com/avatars/\\(id)").response { _ in }
            }
          }
          """
        ),
        (
          "Services/Ledger.swift",
          """
          import Foundation
          final class Ledger {
            func sync() { Messaging.post(.ledgerChanged) }
          }
          """
        ),
        (
          "Services/Session.swift",
          """
          import Foundation
          struct Session {
            static let current = Session()
            func touch() {}
          }
          enum Storage {
            static let local = 1
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'KingfisherManager'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'Auth'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O through 'FavoritesStore.shared.add()': 'FavoritesStore' uses 'Realm'; let the interactor call it"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'UsersPresenter' does I/O through 'avatars.load()': 'AvatarLoader' uses 'AF'; let the interactor call it"
        ),
      ])
  }

  @Test(
    "a call on a service does I/O when the method it runs does, with the service's own methods it calls: a formatter of a helper that also reads a database does none, nor does emptying an archive's memory; a store opened in a method it calls, a store another service holds, contents read, a store query its body names, a superclass's keychain write, a computed property's store and a protocol an I/O type adopts do"
  )
  func judgesAServicesIOByTheMethodCalled() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            func viewDidLoad() {
              let title = Formatting.title(for: 3)
              let date = Formatting.day(of: Date())
              let saved = 1️⃣Formatting.isSaved(id: 3)
              let count = 2️⃣Formatting.count()
              let cached = 3️⃣UsersArchive.shared.lastNames()
              UsersArchive.shared.clearMemory()
              4️⃣TokenVault.shared.save(token: "t")
              let total = 5️⃣Remote.shared.userCount()
              6️⃣Fetcher().load()
              let drafts = 7️⃣DraftStore.shared.count()
            }
          }
          """
        ),
        (
          "Shared/TokenVault.swift",
          """
          import Foundation
          class KeychainBase {
            func write(_ value: String) { SecItemAdd([:] as CFDictionary, nil) }
          }
          final class TokenVault: KeychainBase {
            static let shared = TokenVault()
            func save(token: String) { write(token) }
          }
          """
        ),
        (
          "Shared/Remote.swift",
          """
          import Foundation
          import RealmSwift
          protocol HTTPSession { func send() }
          extension URLSession: HTTPSession { func send() {} }
          final class Remote {
            static let shared = Remote()
            private let realm = try! Realm()
            private var everyone: Results<Int> { realm.objects(Int.self) }
            func userCount() -> Int { everyone.filter { $0 > 0 }.count }
          }
          final class Fetcher {
            let session: HTTPSession
            init() { session = URLSession.shared }
            func load() { session.send() }
          }
          """
        ),
        (
          "Shared/DraftStore.swift",
          """
          import CoreData
          final class DraftStore {
            static let shared = DraftStore()
            func count() -> Int {
              let request: NSFetchRequest<NSManagedObject> = make()
              return request.fetchLimit
            }
            private func make<T>() -> T { fatalError() }
          }
          """
        ),
        (
          "Shared/Formatting.swift",
          """
          import Foundation
          import RealmSwift
          struct Formatting {
            static func title(for id: Int) -> String { "User \\(id)" }
            static func day(of date: Date) -> String { shortStyle().string(from: date) }
            static func shortStyle() -> DateFormatter { DateFormatter() }
            static func isSaved(id: Int) -> Bool { !objects(matching: id).isEmpty }
            static func count() -> Int { UsersStore.shared.all().count }
            private static func objects(matching id: Int) -> [Int] {
              let realm = try! Realm()
              return realm.objects(Int.self).filter { $0 == id }
            }
          }
          """
        ),
        (
          "Shared/UsersStore.swift",
          """
          import Foundation
          import RealmSwift
          final class UsersStore {
            static let shared = UsersStore()
            private let realm = try! Realm()
            func all() -> [Int] { Array(realm.objects(Int.self)) }
          }
          """
        ),
        (
          "Shared/UsersArchive.swift",
          """
          import Foundation
          final class UsersArchive {
            static let shared = UsersArchive()
            private var memory: [String] = []
            func lastNames() -> [String] { read(from: URL(fileURLWithPath: "/tmp/names")) }
            func clearMemory() { memory.removeAll() }
            private func read(from url: URL) -> [String] {
              let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
              return text.components(separatedBy: "\\n")
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'Formatting.isSaved()': 'Formatting' uses 'Realm'; let the interactor call it"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O through 'Formatting.count()': 'Formatting' uses 'Realm' through 'UsersStore'; let the interactor call it"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O through 'UsersArchive.shared.lastNames()': 'UsersArchive' uses 'String(contentsOf:)'; let the interactor call it"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'UsersPresenter' does I/O through 'TokenVault.shared.save()': 'TokenVault' uses the keychain ('SecItemAdd'); let the interactor call it"
        ),
        ExpectedFinding(
          "5️⃣",
          "the presenter 'UsersPresenter' does I/O through 'Remote.shared.userCount()': 'Remote' uses 'Realm'; let the interactor call it"
        ),
        ExpectedFinding(
          "6️⃣",
          "the presenter 'UsersPresenter' does I/O through 'Fetcher().load()': 'Fetcher' uses 'URLSession'; let the interactor call it"
        ),
        ExpectedFinding(
          "7️⃣",
          "the presenter 'UsersPresenter' does I/O through 'DraftStore.shared.count()': 'DraftStore' uses 'NSFetchRequest'; let the interactor call it"
        ),
      ])
  }

  @Test func acceptsAPresenterThatImportsFoundationOnlyAndIOInTheInteractor() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            func title(for date: Date) -> String { String(describing: date) }
            let data = Data("x".utf8)
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          final class UsersInteractor: UsersInteractorInput {
            func load() async throws { _ = try await URLSession.shared.data(from: url) }
          }
          """
        ),
      ], [])
  }

  @Test func reportsAStoreContextAndIOThroughAServiceThePresenterHoldsItself() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftData
          final class UsersPresenter: UsersViewOutput {
            private let store: 1️⃣ModelContext
            private let client: any UsersFetching
            private let interactor: any UsersInteractorInput
            private let formatter = NameFormatter()
            init(store: 2️⃣ModelContext, client: any UsersFetching, interactor: any UsersInteractorInput) {
              self.store = store
              self.client = client
              self.interactor = interactor
            }
            func viewDidLoad() async throws {
              let saved = try await 3️⃣client.users()
              interactor.load()
              _ = formatter.title(for: saved.count)
            }
          }
          """
        ),
        (
          "Services/UsersClient.swift",
          """
          import Foundation
          protocol UsersFetching { func users() async throws -> [String] }
          final class UsersClient: UsersFetching {
            func users() async throws -> [String] {
              let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: "/"))
              return [String(decoding: data, as: UTF8.self)]
            }
          }
          final class NameFormatter { func title(for count: Int) -> String { "\\(count)" } }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          import Foundation
          final class UsersInteractor: UsersInteractorInput {
            let client: any UsersFetching
            init(client: any UsersFetching) { self.client = client }
            func load() { Task { _ = try await client.users() } }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O through 'client.users()': 'UsersClient' uses 'URLSession'; let the interactor call it"
        ),
      ])
  }

  @Test(
    "a presenter calling the shared instance of a store that reads files does I/O; the shared instance of one that does none, or of an image picker, is fine"
  )
  func reportsIOThroughASharedInstance() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            func viewDidLoad() {
              let names = 1️⃣ProfileStore.shared.names()
              let title = Titles.shared.title(for: names.count)
              Picker.shared.open()
              _ = title
            }
          }
          """
        ),
        (
          "Services/ProfileStore.swift",
          """
          import Foundation
          final class ProfileStore {
            static let shared = ProfileStore()
            func names() -> [String] {
              let data = (try? Data(contentsOf: URL(fileURLWithPath: "/tmp/names"))) ?? Data()
              return [String(decoding: data, as: UTF8.self)]
            }
          }
          final class Picker: NSObject, UIImagePickerControllerDelegate {
            static let shared = Picker()
            func open() {}
            func read(_ url: URL) -> Data? { try? Data(contentsOf: url) }
          }
          final class Titles {
            static let shared = Titles()
            func title(for count: Int) -> String { "\\(count)" }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'ProfileStore.shared.names()': 'ProfileStore' uses 'Data(contentsOf:)'; let the interactor call it"
        )
      ])
  }

  @Test(
    "a presenter reading the keychain, itself or through the shared instance of a vault whose code does (with Security's functions or a keychain library), does I/O"
  )
  func reportsKeychainReadsDirectlyAndThroughAService() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          import Security
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            func viewDidLoad() {
              guard let session = 1️⃣SessionVault.shared.sessionID(for: "users") else { return }
              let token = 3️⃣TokenStore.shared.token()
              _ = (session, token)
            }
            func signOut() {
              let query = [kSecClass as String: kSecClassGenericPassword] as CFDictionary
              _ = 2️⃣SecItemDelete(query)
            }
          }
          """
        ),
        (
          "Services/SessionVault.swift",
          """
          import Foundation
          import Security
          final class SessionVault {
            static let shared = SessionVault()
            func sessionID(for account: String) -> String? {
              let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrAccount as String: account,
                kSecReturnData as String: true,
              ]
              var found: CFTypeRef?
              guard SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess,
                let data = found as? Data
              else { return nil }
              return String(decoding: data, as: UTF8.self)
            }
          }
          """
        ),
        (
          "Services/TokenStore.swift",
          """
          import Foundation
          import KeychainSwift
          final class TokenStore {
            static let shared = TokenStore()
            private let keychain = KeychainSwift()
            func token() -> String? { keychain.get("token") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O through 'TokenStore.shared.token()': 'TokenStore' uses 'KeychainSwift'; let the interactor call it"
        ),
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'SessionVault.shared.sessionID()': 'SessionVault' uses the keychain ('SecItemCopyMatching'); let the interactor call it"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with the keychain ('SecItemDelete'); move it to a service the interactor calls"
        ),
      ])
  }

  @Test(
    """
    a presenter writing a file itself does I/O, and so does one calling a store it has a DI \
    container resolve into a property or a local (an actor over a keychain library)
    """)
  func reportsFileWritesAndServicesResolvedThroughAContainer() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            private let store = Services.container.resolve(SessionStoring.self)!
            func viewDidLoad() {
              Task { _ = await 1️⃣store.session() }
            }
            func refresh() {
              let vault = Services.container.resolve(SessionStoring.self)
              Task { _ = await 4️⃣vault?.session() }
            }
            func export(_ text: String, to url: URL) throws {
              try 2️⃣Data(text.utf8).write(to: url)
              try 3️⃣text.write(to: url, atomically: true, encoding: .utf8)
            }
          }
          """
        ),
        (
          "Services/SessionStore.swift",
          """
          import Foundation
          import KeychainAccess
          protocol SessionStoring: Actor { func session() -> String? }
          actor SessionStore: SessionStoring {
            private let keychain = Keychain(service: "users")
            func session() -> String? { try? keychain.getString("session") }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'store.session()': 'SessionStore' uses 'Keychain'; let the interactor call it"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'write(to:)'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'UsersPresenter' does I/O with 'write(to:)'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "4️⃣",
          "the presenter 'UsersPresenter' does I/O through 'vault.session()': 'SessionStore' uses 'Keychain'; let the interactor call it"
        ),
      ])
  }

  @Test(
    """
    a computed property that opens a store is reported where its body opens it, not also at \
    its declared type; one whose body names no I/O type is reported at its type
    """)
  func reportsAComputedStoreOnceWhereItIsOpened() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          import RealmSwift
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            private var store: Realm {
              try! 1️⃣Realm()
            }
            private var session: 2️⃣URLSession { .shared }
            func viewDidLoad() {
              _ = (store, session)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'Realm'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O with 'URLSession'; move it to a service the interactor calls"
        ),
      ])
  }

  /// A facade of shared workers, each holding the one database: the presenter's calls reach
  /// the worker through the facade's shared instance and stored property, and the worker's
  /// calls reach the database, whose code holds the store's context.
  @Test(
    "a presenter calling a worker through a shared facade (directly or through a local) does I/O when the worker calls a service holding a store context; a worker doing none is fine"
  )
  func reportsIOThroughServicesAServiceHolds() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            func viewDidLoad() {
              let saved = 1️⃣Storage.shared.drafts.all()
              let drafts = Storage.shared.drafts
              2️⃣drafts.forget(id: 1)
              let title = Storage.shared.labels.title(for: saved.count)
              _ = title
            }
          }
          """
        ),
        (
          "Storage/Storage.swift",
          """
          final class Storage {
            static let shared = Storage()
            let drafts: DraftWorker = .shared
            let labels = Labels()
          }
          """
        ),
        (
          "Storage/DraftWorker.swift",
          """
          import Foundation
          final class DraftWorker {
            static let shared = DraftWorker()
            private let base = LocalBase.shared
            func all() -> [String] { base.names() }
            func forget(id: Int) { base.remove(id) }
          }
          final class Labels {
            func title(for count: Int) -> String { "\\(count) drafts" }
          }
          """
        ),
        (
          "Storage/LocalBase.swift",
          """
          import CoreData
          final class LocalBase {
            static let shared = LocalBase()
            private let container = NSPersistentContainer(name: "Drafts")
            lazy var context: NSManagedObjectContext = container.viewContext
            func names() -> [String] { context.registeredObjects.map { "\\($0.objectID)" } }
            func remove(_ id: Int) { try? context.save() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'Storage.shared.drafts.all()': 'DraftWorker' uses 'NSManagedObjectContext' through 'LocalBase'; let the interactor call it"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'UsersPresenter' does I/O through 'drafts.forget()': 'DraftWorker' uses 'NSManagedObjectContext' through 'LocalBase'; let the interactor call it"
        ),
      ])
  }

  @Test(
    "a presenter reaching a service through its interactor is the interactor's business: not followed"
  )
  func doesNotFollowAServiceThroughARole() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            var interactor: UsersInteractor?
            func viewDidLoad() { interactor?.api.load() }
          }
          final class UsersInteractor: UsersInteractorInput {
            let api = FilesAPI()
          }
          final class FilesAPI {
            func load() { _ = try? Data(contentsOf: URL(fileURLWithPath: "/tmp/users")) }
          }
          """
        ),
      ],
      [])
  }

  @Test(
    """
    a presenter telling its delegate where to go does no I/O when the delegate is an app-level \
    coordinator that asks a session before choosing a screen: the coordinator navigates, it is \
    no service of the presenter's
    """
  )
  func doesNotFollowADelegateImplementedByACoordinator() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          protocol UsersFlowDelegate: AnyObject {
            func usersDidFinish()
          }
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            weak var delegate: UsersFlowDelegate?
            func viewDidLoad() { delegate?.usersDidFinish() }
          }
          final class UsersRouter: UsersRouterInput {
            static func createModule() -> UsersPresenter { UsersPresenter() }
            func showDetail(userID: Int) {}
          }
          """
        ),
        (
          "Coordinators/AccountCoordinator.swift",
          """
          import Foundation
          final class AccountCoordinator: UsersFlowDelegate {
            let session = SessionStore()
            func usersDidFinish() {
              if session.isSignedIn() { _ = UsersRouter.createModule() }
            }
          }
          final class SessionStore {
            func isSignedIn() -> Bool {
              FileManager.default.fileExists(atPath: "/tmp/session")
            }
          }
          """
        ),
      ],
      [])
  }

  @Test(
    "a presenter calling a store that fetches from Core Data through a context it reaches elsewhere (a fetch request it writes) does I/O"
  )
  func reportsIOThroughAStoreThatWritesAFetchRequest() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            func viewDidLoad() { _ = 1️⃣FavoritesStore.shared.isFavorite(id: 1) }
          }
          """
        ),
        (
          "Helpers/FavoritesStore.swift",
          """
          import CoreData
          final class FavoritesStore {
            static let shared = FavoritesStore()
            func isFavorite(id: Int) -> Bool {
              let request: NSFetchRequest<NSManagedObject> = NSFetchRequest(entityName: "Favorite")
              return ((try? AppStorage.context.fetch(request)) ?? []).isEmpty == false
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'FavoritesStore.shared.isFavorite()': 'FavoritesStore' uses 'NSFetchRequest'; let the interactor call it"
        )
      ])
  }

  /// A SwiftUI presenter handed the store's context by its view only passes it to its router,
  /// which builds the next screen with it: no I/O. One that saves through it does I/O, and so
  /// does one that keeps the context it is handed.
  @Test(
    "a store context a method only hands to the router is no I/O; one it saves through or keeps is"
  )
  func acceptsAStoreContextOnlyHandedToTheRouter() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import SwiftData
          import SwiftUI
          protocol UsersRouting { func detail(for id: Int, context: ModelContext) -> AnyView }
          final class UsersPresenter: UsersViewOutput {
            private let router: any UsersRouting
            init(router: any UsersRouting) { self.router = router }
            func viewDidLoad() {}
            func detail(for id: Int, context: ModelContext) -> AnyView {
              router.detail(for: id, context: context)
            }
            func rename(_ user: Int, in context: 1️⃣ModelContext) throws {
              try context.save()
            }
          }
          """
        ),
        (
          "Words/WordsPresenter.swift",
          """
          import SwiftData
          protocol WordsViewInput: AnyObject {}
          final class WordsView: WordsViewInput { var presenter: WordsPresenter? }
          final class WordsPresenter {
            weak var view: (any WordsViewInput)?
            private var context: 2️⃣ModelContext?
            func viewDidLoad() {}
            func setContext(_ context: 3️⃣ModelContext) { self.context = context }
            func clear() { context?.autosaveEnabled = false }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "2️⃣",
          "the presenter 'WordsPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
        ExpectedFinding(
          "3️⃣",
          "the presenter 'WordsPresenter' does I/O with 'ModelContext'; move it to a service the interactor calls"
        ),
      ])
  }

  @Test(
    "a service the presenter makes in a method and calls is its I/O; a formatter it makes is not, nor a call through what the interactor holds"
  )
  func reportsIOThroughAServiceThePresenterMakes() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            private let interactor: UsersInteractor
            init(interactor: UsersInteractor) { self.interactor = interactor }
            func viewDidLoad() {}
            func refresh() async throws {
              let api = ProgressAPI()
              try await 1️⃣api.send(done: 3)
              let formatter = CountFormatter()
              _ = formatter.text(for: 3)
              try await interactor.api.send(done: 4)
            }
          }
          """
        ),
        (
          "Services/ProgressAPI.swift",
          """
          import Foundation
          final class ProgressAPI {
            func send(done: Int) async throws {
              _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/\\(done)"))
            }
          }
          final class CountFormatter { func text(for count: Int) -> String { "\\(count)" } }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            let api = ProgressAPI()
            func fetchUsers() {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'api.send()': 'ProgressAPI' uses 'URLSession'; let the interactor call it"
        )
      ])
  }

  /// Core Data's objects in a `Services/` folder: the store is read through the context the
  /// manager holds; what the presenter then does with the objects (filtering an array of
  /// them, setting a value) is memory.
  @Test(
    "a presenter that fetches through a store manager does I/O there, not where it filters the managed objects it got or sets their values"
  )
  func acceptsWorkOnManagedObjectsInMemory() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            var interactor: (any UsersInteractorInput)?
            private var open: [TaskObject] = []
            func viewDidLoad() {
              do {
                var tasks = try 1️⃣DataManager.shared.tasks()
                tasks = tasks.filter { $0.title != nil }
                open = tasks
              } catch {}
            }
            func rename(_ task: TaskObject, to title: String) {
              task.setValue(title, forKey: "title")
            }
          }
          """
        ),
        (
          "Services/CoreData/TaskObject+CoreDataClass.swift",
          """
          import CoreData
          public class TaskObject: NSManagedObject {}
          extension TaskObject {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<TaskObject> {
              NSFetchRequest<TaskObject>(entityName: "TaskObject")
            }
            @NSManaged public var title: String?
          }
          """
        ),
        (
          "Services/CoreData/DataManager.swift",
          """
          import CoreData
          final class DataManager {
            static let shared = DataManager()
            private let context: NSManagedObjectContext
            private init() { context = NSPersistentContainer(name: "Model").viewContext }
            func tasks() throws -> [TaskObject] { try context.fetch(TaskObject.fetchRequest()) }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'UsersPresenter' does I/O through 'DataManager.shared.tasks()': 'DataManager' uses 'NSManagedObjectContext'; let the interactor call it"
        )
      ])
  }

  /// A class named as a service that adopts the module's interactor contract, and that the
  /// presenter holds as its interactor, is the interactor: the presenter asking it for data
  /// does no I/O.
  @Test(
    "a service by its name that adopts the interactor contract is the module's interactor: the presenter calling it does no I/O"
  )
  func aServiceAdoptingTheInteractorContractIsTheInteractor() {
    expectFindings(
      NoIOInPresenters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersService.swift",
          """
          import Foundation
          final class UsersService: UsersInteractorInput {
            static let shared = UsersService()
            func fetchUsers() {
              Task { _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/users")) }
            }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          import Foundation
          final class UsersPresenter: UsersViewOutput {
            let interactor: UsersInteractorInput
            init(interactor: UsersInteractorInput = UsersService.shared) {
              self.interactor = interactor
            }
            func viewDidLoad() { interactor.fetchUsers() }
          }
          """
        ),
      ], [])
  }
}
