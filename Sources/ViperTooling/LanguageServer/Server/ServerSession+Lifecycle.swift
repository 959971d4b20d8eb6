/// `initialize` and `initialized`: the setup, the capabilities, the first lint.
extension ServerSession {
  /// Sets the linting up for the client's workspace and answers with the capabilities.
  func initialize(_ params: LSP.InitializeParams) throws(ResponseError) -> LSP.InitializeResult {
    guard worker == nil else {
      throw ResponseError(
        code: ResponseError.invalidRequest, message: "'initialize' was sent already")
    }
    let setup = LintSetup(params: params, options: options)
    encoding = setup.encoding
    registersWatchers =
      params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
    let worker = LintWorker(setup: setup, writer: writer, requests: requests)
    worker.start()
    self.worker = worker
    return LSP.InitializeResult(
      capabilities: LSP.ServerCapabilities(positionEncoding: encoding.rawValue),
      serverInfo: .init(name: "viper", version: options.version))
  }

  /// Asks the client to watch the Swift files (when it can be asked), and starts the first
  /// lint of the workspace.
  func didInitialize() {
    guard !initialized, let worker else { return }
    initialized = true
    if registersWatchers {
      writer.request(
        requests.newRequest(), "client/registerCapability",
        LSP.RegistrationParams(registrations: [
          .init(
            id: "viper-watch-swift", method: "workspace/didChangeWatchedFiles",
            registerOptions: .init(watchers: [.init(globPattern: "**/*.swift")]))
        ]))
    }
    worker.post(.load)
  }
}
