import Foundation

/// What the linting of a workspace is set up with, worked out at `initialize`: the folders,
/// the configuration (the first folder's `.viper.yml`), the cache, how positions count and
/// whether the client shows progress.
struct LintSetup: Sendable {
  /// The folders linted (the workspace's folders, else its root, else the current folder,
  /// unless that is `/` or the home folder).
  var roots: [String]
  /// The configuration, its relative `excluded` paths made absolute against the first root.
  var configuration: LintConfiguration
  /// The lint cache's folder; `nil` without a cache.
  var cacheFolder: String?
  /// What the cache's facts depend on besides the files: the tool's build.
  var toolVersion: String
  /// How positions count.
  var encoding: PositionEncoding
  /// Whether the client takes `window/workDoneProgress/create`.
  var showsProgress: Bool
  /// What to tell the person once linting starts (a configuration that could not be read).
  var notices: [String] = []

  /// The setup for a client's `initialize` and the server's options.
  init(params: LSP.InitializeParams, options: LanguageServer.Options) {
    var roots = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
    if roots.isEmpty, let path = params.rootUri.flatMap(DocumentURI.path(of:)) { roots = [path] }
    if roots.isEmpty, let path = params.rootPath, path.hasPrefix("/") { roots = [path] }
    let current = FileManager.default.currentDirectoryPath
    // With no workspace folder, the current folder; but never all of `/` or of the home
    // folder, which an editor started from there would have read for hours.
    let homes = [NSHomeDirectory(), ProcessInfo.processInfo.environment["HOME"] ?? "/"]
    let tooWide = (["/"] + homes).contains(current)
    if roots.isEmpty && tooWide {
      notices.append(
        "viper lsp: no workspace folder was given and the current folder is '\(current)': nothing is linted; open a folder"
      )
    } else if roots.isEmpty {
      roots = [current]
    }
    self.roots = roots
    let first = roots.first ?? current
    let base = URL(fileURLWithPath: first, isDirectory: true)
    func resolved(_ path: String) -> String {
      guard !path.hasPrefix("/") else { return path }
      return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }
    var configuration = LintConfiguration()
    let configPath = options.configPath.map(resolved) ?? resolved(".viper.yml")
    if options.configPath != nil || FileManager.default.fileExists(atPath: configPath) {
      do {
        configuration = try LintConfiguration.load(path: configPath)
      } catch {
        notices.append("viper lsp: \(error.description); linting with the default configuration")
      }
    }
    configuration.excluded = configuration.excluded.map(resolved)
    self.configuration = configuration
    cacheFolder =
      options.usesCache && !roots.isEmpty ? resolved(options.cachePath ?? ".viper-cache") : nil
    toolVersion = options.toolVersion
    encoding = PositionEncoding.negotiate(
      offered: params.capabilities?.general?.positionEncodings)
    showsProgress = params.capabilities?.window?.workDoneProgress == true
  }
}
