import Foundation

/// The thread that owns the ``LintWorkspace``: it loads the workspace, takes in the changes
/// of open documents and of the disk, publishes diagnostics, and answers the requests that
/// need findings (code actions).
///
/// Jobs come from the message loop in the order of the messages. A burst of changes queued
/// while the worker was busy is applied as one update, linted once. The message loop never
/// waits for the worker, so requests such as `shutdown` are answered while a lint runs.
final class LintWorker: @unchecked Sendable {
  /// A job for the worker.
  enum Job: Sendable {
    /// Read the workspace and publish every file's diagnostics.
    case load
    /// An open document's text (opened or changed).
    case text(path: String, uri: String, version: Int?, text: String)
    /// A document closed: its file is read from disk again.
    case close(path: String)
    /// Files changed on disk, with the URIs the client named them by.
    case disk([(path: String, uri: String)])
    /// `textDocument/codeAction`.
    case codeActions(id: RequestID, path: String, range: LSP.Range)
  }

  private let setup: LintSetup
  private let writer: MessageWriter
  private let requests: ServerRequests
  private let jobs = BlockingQueue<Job>()

  // The rest belongs to the worker's thread.
  private var workspace: LintWorkspace?
  private var cache: LintCache?
  private var loaded = false
  /// Whether changes were made whose effect on files other than the edited documents is not
  /// published yet.
  private var unsettled = false
  /// Open documents' texts and versions, by path.
  private var open: [String: (version: Int?, text: DocumentText)] = [:]
  /// The URI the client named each file by.
  private var uris: [String: String] = [:]

  init(setup: LintSetup, writer: MessageWriter, requests: ServerRequests) {
    self.setup = setup
    self.writer = writer
    self.requests = requests
  }

  /// Starts the worker's thread (with a 16 MB stack, as the linter's own threads have: the
  /// parser recurses deep in nested code).
  func start() {
    let thread = Thread { [self] in
      while true { work(jobs.takeAll()) }
    }
    thread.name = "viper-lsp.lint"
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// Queues a job.
  func post(_ job: Job) {
    jobs.put(job)
  }

  /// Does a batch of jobs in order, with the changes between other jobs applied at once.
  private func work(_ batch: [Job]) {
    var texts: [String: String?] = [:]
    var disk: [String] = []
    var republish = Set<String>()
    func flush() {
      guard !texts.isEmpty || !disk.isEmpty else { return }
      let workspace = currentWorkspace()
      let changed = workspace.update(texts: texts, filesChangedOnDisk: disk)
      if loaded {
        // The edited documents first; what the change did to the other files once nothing
        // waits (``settleWhenIdle()``).
        publish(Set(changed).union(republish))
        unsettled = true
      }
      texts = [:]
      disk = []
      republish = []
    }
    for job in batch {
      switch job {
      case .text(let path, let uri, let version, let text):
        open[path] = (version, DocumentText(text))
        uris[path] = uri
        texts.updateValue(text, forKey: path)
        republish.insert(path)
      case .close(let path):
        open[path] = nil
        texts.updateValue(nil, forKey: path)
      case .disk(let files):
        for file in files {
          uris[file.path] = uris[file.path] ?? file.uri
          disk.append(file.path)
        }
      case .load:
        flush()
        load()
      case .codeActions(let id, let path, let range):
        flush()
        answerCodeActions(id: id, path: path, range: range)
      }
    }
    flush()
    settleWhenIdle()
  }

  /// Works out what the last changes did to the files other than the edited documents, and
  /// publishes those whose findings changed, unless more jobs wait: an editor sending a burst
  /// of keystrokes gets each document's diagnostics without waiting for the rest of the
  /// codebase, which is worked out once after the burst.
  private func settleWhenIdle() {
    guard unsettled, jobs.isEmpty, let workspace else { return }
    unsettled = false
    publish(Set(workspace.settle()))
  }

  private func currentWorkspace() -> LintWorkspace {
    if let workspace { return workspace }
    cache = setup.cacheFolder.map {
      LintCache(folder: $0, toolVersion: setup.toolVersion, configuration: setup.configuration)
    }
    let made = LintWorkspace(roots: setup.roots, configuration: setup.configuration, cache: cache)
    workspace = made
    return made
  }

  /// Reads every file under the roots, showing progress, and publishes the diagnostics of
  /// every file with findings and of every open document.
  private func load() {
    guard !loaded else { return }
    for notice in setup.notices {
      writer.notify("window/showMessage", LSP.MessageParams(type: 1, message: notice))
    }
    let progress = setup.showsProgress ? LoadProgress(writer: writer, requests: requests) : nil
    let started = Date()
    let workspace = currentWorkspace()
    var withFindings: [String] = []
    var onProgress: (@Sendable (Int, Int) -> Void)?
    if let progress { onProgress = { done, total in progress.report(done: done, of: total) } }
    do throws(ConfigurationError) {
      withFindings = try workspace.load(progress: onProgress)
    } catch {
      writer.notify(
        "window/showMessage", LSP.MessageParams(type: 1, message: "viper lsp: \(error.description)")
      )
    }
    loaded = true
    if let cache {
      do {
        try cache.save()
      } catch {
        log("viper lsp: could not write the cache in '\(cache.folder)': \(error)")
      }
    }
    let count = workspace.allFindings.count
    let summary =
      "\(workspace.files.count) files, \(count) finding\(count == 1 ? "" : "s")"
    progress?.end(summary)
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    let roots = setup.roots.isEmpty ? "nothing" : setup.roots.joined(separator: ", ")
    log("viper lsp: linted \(roots): \(summary) in \(seconds) s")
    publish(Set(withFindings).union(open.keys))
  }

  /// Publishes the diagnostics of each file.
  private func publish(_ paths: Set<String>) {
    let maker = diagnosticMaker()
    for path in paths.sorted() {
      let diagnostics = currentWorkspace().findings(inFile: path).map(maker.diagnostic(for:))
      writer.notify(
        "textDocument/publishDiagnostics",
        LSP.PublishDiagnosticsParams(
          uri: uri(of: path), version: open[path]?.version, diagnostics: diagnostics))
    }
  }

  private func answerCodeActions(id: RequestID, path: String, range: LSP.Range) {
    guard !requests.finishServing(id) else {
      writer.fail(
        id,
        with: ResponseError(
          code: ResponseError.requestCancelled, message: "the request was cancelled"))
      return
    }
    let findings = currentWorkspace().findingsWithFixes(inFile: path)
    let actions = CodeActionMaker(diagnostics: diagnosticMaker())
      .actions(for: findings, in: path, range: range)
    writer.respond(to: id, with: actions)
  }

  /// Diagnostics as the files read now: open documents' texts, else the disk's bytes (each
  /// file read once per use of the maker).
  private func diagnosticMaker() -> DiagnosticMaker {
    let disk = DiskTexts()
    let open = self.open
    let uris = self.uris
    return DiagnosticMaker(
      encoding: setup.encoding,
      text: { path in open[path]?.text ?? disk.text(of: path) },
      uri: { path in uris[path] ?? DocumentURI.uri(ofPath: path) })
  }

  private func uri(of path: String) -> String {
    uris[path] ?? DocumentURI.uri(ofPath: path)
  }

  private func log(_ message: String) {
    writer.notify("window/logMessage", LSP.MessageParams(type: 3, message: message))
  }
}

/// Files read from disk, each once.
private final class DiskTexts {
  private var texts: [String: DocumentText?] = [:]

  func text(of path: String) -> DocumentText? {
    if let known = texts[path] { return known }
    let read = FileManager.default.contents(atPath: path).map { DocumentText(bytes: [UInt8]($0)) }
    texts[path] = .some(read)
    return read
  }
}
