import Foundation
import MockAPI
import ReferenceApps
import ViperKit

/// A running demo without its front end: the environment (with the embedded mock API for
/// development), the reference app built with terminal views, and the tab or link it opened.
@MainActor
public final class DemoSession {
  /// The reference app: composition root, navigation, routes.
  public let app: ReferenceApp
  /// The environment the services were made for.
  public let environment: AppEnvironment
  private let api: MockAPI?
  private let noticeBox: Locked<[String]>

  /// The data scope of the embedded mock API: one server, whichever port it was given at
  /// start, so the todos saved against it on one run are its todos on the next.
  public static let embeddedAPIScope = DataScope(
    environment: "development", source: "embedded mock API")

  /// A session over an app that is already built: for tests, and for embedding the demo's
  /// screens in another front end. `environment` is what the header shows.
  public convenience init(app: ReferenceApp, environment: AppEnvironment) {
    self.init(app: app, environment: environment, api: nil, notices: Locked([]))
  }

  private init(
    app: ReferenceApp, environment: AppEnvironment, api: MockAPI?, notices: Locked<[String]>
  ) {
    self.app = app
    self.environment = environment
    self.api = api
    self.noticeBox = notices
  }

  /// What the services asked to tell the person, one line each, in order (the todos of an
  /// earlier version's database kept aside, say): the terminal app prints them once it has
  /// given the terminal back, `--once` after its frame.
  public var notices: [String] { noticeBox.withLock { $0 } }

  /// Removes the todos database (and SQLite's files beside it) from `folder`; nothing else
  /// in the folder is touched.
  static func resetData(in folder: URL) throws {
    let name = SQLiteTodosStore.fileName
    for suffix in ["", "-wal", "-shm", "-journal"] {
      let file = folder.appendingPathComponent(name + suffix)
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        throw DemoError(
          "cannot remove \(file.path) for --reset-data: \(error.localizedDescription)")
      }
    }
  }

  /// Starts the environment and the app, then opens the configured tab and link.
  ///
  /// - Throws: ``DemoError`` for a tab that does not exist or a link the app does not answer;
  ///   the mock API's error when it cannot start; a service's setup error.
  public static func start(_ configuration: DemoConfiguration) async throws -> DemoSession {
    var api: MockAPI?
    let environment: AppEnvironment
    // The embedded API is on a new port at every start: its scope is named, not its address.
    var scope: DataScope?
    switch configuration.environment {
    case .development:
      let server = try await MockAPI.start()
      api = server
      environment = .development(baseURL: server.baseURL)
      scope = embeddedAPIScope
    case .production:
      guard let url = configuration.baseURL ?? DemoConfiguration.productionURL else {
        throw DemoError("the production environment needs --base-url")
      }
      environment = .production(baseURL: url)
    case .fake:
      environment = .fake(latency: configuration.latency)
    }
    // The fake environment keeps everything in memory; the others keep the todos on disk.
    let dataDirectory = configuration.environment == .fake ? nil : configuration.dataDirectory
    if configuration.resetData, let dataDirectory { try resetData(in: dataDirectory) }
    let notices = Locked<[String]>([])
    let services = ServiceContainer(
      environment: environment,
      context: ServiceContext(
        environment: environment, timeout: configuration.timeout, dataDirectory: dataDirectory,
        dataScope: scope, notify: { notice in notices.withLock { $0.append(notice) } }))
    do {
      try await services.setUp(AppComponent.serviceKeys)
      // Inactive until the tab and link are open: only the screen finally shown loads, and a
      // bad tab or link is refused before any request starts.
      let navigation = NavigationModel(isActive: false)
      let app = ReferenceApp(services: services, views: .terminal, navigation: navigation)
      addVideoTab(to: navigation, media: configuration.media, api: api)
      let session = DemoSession(app: app, environment: environment, api: api, notices: notices)
      try session.open(tab: configuration.tab, link: configuration.link)
      navigation.activate()
      return session
    } catch {
      await api?.stop()
      throw error
    }
  }

  /// Releases every screen (cancelling their requests), then stops the embedded mock API, if
  /// the session started one.
  public func stop() async {
    app.navigation.removeAll()
    // URLSession finishes cancelling on its own threads; let it, before the server goes and
    // before the process exits under it.
    try? await Task.sleep(for: .milliseconds(50))
    await api?.stop()
  }

  private func open(tab: String?, link: URL?) throws {
    if let tab {
      guard app.navigation.selectTab(tab) else {
        throw DemoError.unknownTab(tab, available: app.navigation.tabs.map(\.id))
      }
    }
    if let link {
      do {
        try app.open(link)
      } catch {
        throw DemoError(error.description)
      }
    }
  }
}

extension ReferenceViews {
  /// The terminal views of the reference modules.
  public static var terminal: ReferenceViews {
    ReferenceViews(
      users: { UsersTerminalView(presenter: $0) },
      userDetail: { UserDetailTerminalView(presenter: $0) },
      cryptos: { CryptosTerminalView(presenter: $0) },
      todos: { TodosTerminalView(presenter: $0) },
      userPicker: { UserPickerTerminalView(presenter: $0) },
      listing: { ListingTerminalView(presenter: $0) })
  }
}
