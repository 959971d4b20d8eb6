import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The page `viper graph --format html` writes, opened in headless Chromium from a `file://`
/// URL: the tests read the DOM its script built, at a URL fragment the page obeys
/// (`#search=...` types into the search box, `#select=...` clicks a module's box).
///
/// Serialized: each Chromium keeps both of CI's cores busy for a second or two. Not under
/// ThreadSanitizer: the work is Chromium's, in another process, and the plain pass runs it.
@Suite(.serialized, .needsChromium, .notUnderThreadSanitizer)
struct HTMLGraphBrowserTests {
  /// An app's page, written to a temporary folder, and the model it embeds.
  struct Written {
    let folder: TemporaryFolder
    let page: URL
    let model: Model
    let findings: [HTMLGraphTests.LintData.Entry]

    struct Model: Decodable {
      struct Unit: Decodable {
        struct Module: Decodable {
          struct Member: Decodable {
            let type, role, file: String
            let line: Int
          }
          let name: String
          let members: [Member]
        }
        struct Route: Decodable {
          let from, to: String
          let chain: [String]
        }
        let modules: [Module]
        let routes: [Route]
      }
      let units: [Unit]
      var modules: [Unit.Module] { units.flatMap(\.modules) }
      var routes: [Unit.Route] { units.flatMap(\.routes) }
    }

    /// Writes the page of the app at `app`; with `VIPER_GRAPH_HTML_KEEP=DIR`, a copy goes to
    /// `DIR/<name>.html` too, to look at.
    init(app: String, name: String) async throws {
      let output = try await ViperBinary.run(["graph", "--format", "html", app])
      guard output.status == 0 else {
        throw HeadlessChromium.Failure(description: "viper graph failed: \(output.stderr)")
      }
      folder = try TemporaryFolder("viper-graph-page")
      page = folder.appending("graph.html")
      try Data(output.stdout.utf8).write(to: page)
      if let keep = ProcessInfo.processInfo.environment["VIPER_GRAPH_HTML_KEEP"] {
        let copy = URL(fileURLWithPath: keep).appendingPathComponent("\(name).html")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: page, to: copy)
      }
      let written = GraphPage(html: output.stdout)
      model = try JSONDecoder().decode(
        Model.self, from: Data((written.embedded(HTMLGraph.modelElementID) ?? "").utf8))
      findings = try JSONDecoder().decode(
        HTMLGraphTests.LintData.self,
        from: Data((written.embedded(HTMLGraph.lintElementID) ?? "").utf8)
      ).findings
    }

    func open(_ fragment: String = "") async throws -> GraphPage {
      let dom = GraphPage(html: try await HeadlessChromium.dom(of: page, fragment: fragment))
      #expect(dom.error == nil, "the page's script failed: \(dom.error ?? "")")
      #expect(dom.isReady, "the page's script did not run to its end")
      return dom
    }
  }

  @Test func theReferenceAppsMapShowsEveryModule() async throws {
    let app = try await Written(app: HTMLGraphTests.referenceApps, name: "reference-apps")
    defer { app.folder.remove() }
    let page = try await app.open()
    #expect(page.drawnModules.sorted() == app.model.modules.map(\.name).sorted())
    #expect(page.drawnModules.count == 6)
    #expect(page.counts == "6 modules · 2 routes · 0 findings")
    #expect(page.detailsModule == nil)
  }

  @Test func aSearchForPartOfANameFindsTheModuleAndCentresIt() async throws {
    let app = try await Written(app: HTMLGraphTests.referenceApps, name: "reference-apps")
    defer { app.folder.remove() }
    let page = try await app.open("#search=userdet")
    #expect(page.query == "userdet")
    #expect(page.results == ["UserDetail"])
    #expect(page.centred == "UserDetail")
    #expect(page.classes(of: "UserDetail").isSuperset(of: ["found", "current"]))
    #expect(!page.classes(of: "Users").contains("found"))
    // A role's type finds its module too.
    let byType = try await app.open("#search=CryptosInteractor")
    #expect(byType.results == ["Cryptos"])
  }

  @Test func aClickOnAModuleShowsItsRolesRoutesAndFindings() async throws {
    let app = try await Written(app: HTMLGraphTests.referenceApps, name: "reference-apps")
    defer { app.folder.remove() }
    let page = try await app.open("#select=Users")
    #expect(page.detailsModule == "Users")
    #expect(
      page.roleTypes == [
        "UsersView", "UsersPresenter", "UsersInteractor", "UsersRouter", "UsersBuilder",
      ])
    // Each role's place, below the folder all the files are in (`Sources/ReferenceApps/`).
    let users = try #require(app.model.modules.first { $0.name == "Users" })
    #expect(users.members.count == 5)
    for member in users.members {
      let shown = member.file.replacingOccurrences(of: HTMLGraphTests.referenceApps + "/", with: "")
      #expect(shown.hasPrefix("Users/Users"))
      #expect(page.detailsText.contains("\(shown):\(member.line)"))
    }
    #expect(page.detailsText.contains("Routes out1UserDetailUsersBuilder opens UserDetailBuilder"))
    // How the route goes, step by step, as `viper graph --format json` gives its chain.
    let route = try #require(app.model.routes.first { $0.from == "Users" && $0.to == "UserDetail" })
    #expect(!route.chain.isEmpty)
    #expect(
      page.detailsText.contains(
        "UsersBuilder opens UserDetailBuilder" + route.chain.joined()))
    #expect(page.html.contains(#"<ol class="chain" title="how the route goes">"#))
    #expect(page.detailsText.contains("Findings0viper lint finds nothing here."))
    #expect(page.classes(of: "Users").contains("selected"))
    #expect(page.classes(of: "UserDetail").contains("near"))
    #expect(page.classes(of: "Cryptos").contains("dim"))
    #expect(page.centred == "Users")
  }

  @Test func aMadeUpAppOf160ModulesSearchesClicksAndFilters() async throws {
    let source = try SourceFolder(LargeAppFixture.files)
    defer { source.remove() }
    let app = try await Written(app: source.path(), name: "made-up-app")
    defer { app.folder.remove() }
    let names = app.model.modules.map(\.name)
    #expect(names.count == 161)
    #expect(app.model.routes.count == 340)
    #expect(names.contains("App/WalletHistory") && names.contains("Archive/AccountList"))

    let overview = try await app.open()
    #expect(overview.drawnModules.sorted() == names.sorted())

    let search = try await app.open("#search=WalletHist")
    #expect(search.results == ["App/WalletHistory"])
    #expect(search.centred == "App/WalletHistory")

    let click = try await app.open("#select=App/InvoiceConfirm")
    #expect(click.detailsModule == "App/InvoiceConfirm")
    #expect(
      click.roleTypes == [
        "InvoiceConfirmView", "InvoiceConfirmPresenter", "InvoiceConfirmRouter",
        "InvoiceConfirmBuilder",
      ])
    let opened = LargeAppFixture.routes.filter { $0.from == "InvoiceConfirm" }.map(\.to)
    #expect(click.detailsText.contains("Routes out\(opened.count)"))

    let errors = try await app.open("#findings=errors")
    let failing = Set(app.findings.filter { $0.severity == "error" }.compactMap(\.module))
    #expect(failing == Set(LargeAppFixture.strongViews.map { "App/\($0)" }))
    #expect(Set(errors.drawnModules) == failing)

    let around = try await app.open("#select=App/WalletHistory&neighbourhood=1")
    let near =
      app.model.routes.filter { $0.from == "App/WalletHistory" }.map(\.to)
      + app.model.routes.filter { $0.to == "App/WalletHistory" }.map(\.from)
    #expect(Set(around.drawnModules) == Set(near + ["App/WalletHistory"]))
    #expect(around.detailsModule == "App/WalletHistory")
  }

  /// A corpus app, on a machine that has one: `VIPER_GRAPH_HTML_APP=/path/to/app`.
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["VIPER_GRAPH_HTML_APP"] != nil,
      "VIPER_GRAPH_HTML_APP names no app folder"))
  func aCorpusAppSearchesAndClicks() async throws {
    let folder = try #require(ProcessInfo.processInfo.environment["VIPER_GRAPH_HTML_APP"])
    let app = try await Written(app: folder, name: "corpus-app")
    defer { app.folder.remove() }
    let overview = try await app.open()
    #expect(overview.drawnModules.sorted() == app.model.modules.map(\.name).sorted())
    // The module that opens the most others.
    let busiest = try #require(
      Dictionary(grouping: app.model.routes, by: \.from).max {
        ($0.value.count, $1.key) < ($1.value.count, $0.key)
      }?.key)
    let label = String(busiest.split(separator: "/").last ?? "")
    let search = try await app.open("#search=\(label)")
    #expect(search.results.first == busiest)
    #expect(search.centred == busiest)
    let click = try await app.open("#select=\(busiest)")
    #expect(click.detailsModule == busiest)
    let members = try #require(app.model.modules.first { $0.name == busiest }).members
    #expect(Set(click.roleTypes) == Set(members.map(\.type)))
  }
}
