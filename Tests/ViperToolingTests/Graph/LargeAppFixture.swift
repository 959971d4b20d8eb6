/// A made-up app of 160 VIPER modules and about 340 routes, the size of the largest public
/// VIPER apps, for the tests that open the module map in a browser (CI has no corpus app).
///
/// Module names pair a subject with a screen (`WalletHistory`, `InvoiceConfirm`); each module
/// is a presenter, a view, a router that creates the builders of the modules it opens, and a
/// builder. Routes come from a fixed seed, mostly from earlier modules to later ones, with a
/// few back again (cycles) and four modules that no route reaches or leaves. Every seventh
/// presenter holds its view strongly (a strong reference cycle: error findings). A second
/// copy of `AccountList` in `Archive/` makes two compilation units, so that module is shown as
/// `App/AccountList` and `Archive/AccountList`.
enum LargeAppFixture {
  static let subjects = [
    "Account", "Wallet", "Payment", "Invoice", "Order", "Profile", "Settings", "Ledger",
    "Transfer", "Receipt", "Budget", "Report", "Notice", "Contact", "Device", "Session",
  ]
  static let screens = [
    "List", "Detail", "Edit", "Confirm", "Search", "Setup", "Summary", "History", "Picker",
    "Export",
  ]

  /// The modules, in the order routes are drawn from.
  static let modules: [String] = subjects.flatMap { subject in screens.map { subject + $0 } }
  /// Modules no route reaches or leaves.
  static let lone: Set<String> = ["DeviceExport", "SessionPicker", "NoticeSetup", "BudgetExport"]

  /// The routes, `from` opening `to`.
  static let routes: [(from: String, to: String)] = {
    var seed: UInt64 = 0x5EED_1234
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var found: [(String, String)] = []
    var seen: Set<String> = []
    let linked = modules.filter { !lone.contains($0) }
    while found.count < 340 {
      let from = next(linked.count)
      // Mostly forward, a span of up to a fifth of the app; one in twenty backward.
      let span = 1 + next(linked.count / 5)
      let to = next(20) == 0 ? from - span : from + span
      guard linked.indices.contains(to), seen.insert("\(from)>\(to)").inserted else { continue }
      found.append((linked[from], linked[to]))
    }
    return found
  }()

  /// The modules whose presenter holds its view strongly.
  static let strongViews: Set<String> = Set(
    modules.enumerated().filter { $0.offset % 7 == 3 }.map(\.element))

  /// The files, by path relative to the app's folder.
  static var files: [String: String] {
    var files: [String: String] = [:]
    for module in modules {
      let opened = routes.filter { $0.from == module }.map(\.to)
      files["App/Modules/\(module)/\(module)Module.swift"] = source(module, opens: opened)
    }
    files["Archive/AccountList/AccountListModule.swift"] = source("AccountList", opens: [])
    return files
  }

  static func source(_ module: String, opens opened: [String]) -> String {
    let holders = opened.map { "  let \(lowercased($0))Builder = \($0)Builder()" }
    let strength = strongViews.contains(module) ? "" : "weak "
    return """
      // \(module): one module of a made-up app, written for viper graph's page tests.
      final class \(module)Presenter {
        \(strength)var view: \(module)View?
        let router: \(module)Router

        init(router: \(module)Router) {
          self.router = router
        }
      }

      final class \(module)View {
        let presenter: \(module)Presenter

        init(presenter: \(module)Presenter) {
          self.presenter = presenter
        }
      }

      final class \(module)Router {
      \(holders.joined(separator: "\n"))
      }

      struct \(module)Builder {
        func build() -> \(module)View {
          let router = \(module)Router()
          let presenter = \(module)Presenter(router: router)
          let view = \(module)View(presenter: presenter)
          presenter.view = view
          return view
        }
      }

      """
  }

  private static func lowercased(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}
