import Foundation
import Testing

/// `viper lsp` driven by a real editor: Neovim's built-in LSP client, headless.
@Suite struct NeovimTests {
  @Test(.needsNeovim)
  func neovimShowsTheDiagnosticAppliesTheQuickFixAndSeesTheDiagnosticGo() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let home = try TemporaryFolder("viper-nvim")
    defer { home.remove() }
    let result = home.appending("result.txt")
    let (status, stderr) = try await Neovim.run(
      script: NeovimScript.quickFix, home: home,
      environment: [
        "VIPER_LSP_BINARY": ViperBinary.path, "VIPER_LSP_ROOT": folder.path,
        "VIPER_LSP_FILE": folder.appending("Books/BooksPresenter.swift").path,
        "VIPER_LSP_RESULT": result.path,
      ])
    #expect(status == 0, "\(stderr)")
    let text = try String(contentsOf: result, encoding: .utf8)
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    #expect(values["error"] == nil, "\(text)")
    #expect(values["diagnostics"] == "HoldBackReferencesWeakly,NoStrongReferenceCycles", "\(text)")
    #expect(values["line"] == "1")
    #expect(
      values["actions"]
        == "make 'BooksPresenter.view' weak|disable 'HoldBackReferencesWeakly' for this line|disable 'NoStrongReferenceCycles' for this line"
    )
    #expect(values["edited"] == "  weak var view: (any BooksViewInput)?", "\(text)")
    #expect(values["cleared"] == "true", "\(text)")
    #expect(values["server_exit"] == "0", "\(text)")
    // The fix was made in the editor's buffer, never written to disk.
    #expect(try folder.read("Books/BooksPresenter.swift") == BooksModule.presenter)
  }
}
