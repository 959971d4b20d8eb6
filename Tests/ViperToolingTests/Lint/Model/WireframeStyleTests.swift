import ProcessTestSupport
import Testing
import ViperTooling

/// The style VIPER was published with: a folder per role inside each module
/// (`User Interface/Presenter/`, `Application Logic/Interactor/`), `XWireframe` routers,
/// `XViewInterface` and `XModuleInterface` protocols, an `XInteractorIO` file with both
/// interactor protocols, and one composition root that creates every module's objects and
/// wires them through optional properties. The fixture is written for these tests; it
/// reproduces the pattern, and the defects such code has: protocols that are not class-bound,
/// back-references held strongly.
@Suite("Lint model: wireframes and a folder per role", .cpuBound)
struct WireframeStyleTests {
  static let files: [(String, String)] = [
    (
      "Notes/Modules/Inbox/User Interface/Presenter/InboxPresenter.swift",
      """
      import Foundation
      final class InboxPresenter: NSObject, InboxModuleInterface, InboxInteractorOutput,
        ComposeModuleDelegateInterface
      {
        var inboxInteractor: InboxInteractorInput?
        var inboxWireframe: InboxWireframe?
        var userInterface: InboxViewInterface?
        func updateView() { inboxInteractor?.findNotes() }
        func foundNotes(_ notes: [NoteItem]) { userInterface?.showNotes(notes.map(NoteRow.init)) }
        func addNewEntry() { inboxWireframe?.presentComposeInterface() }
        func composeDidSave() { updateView() }
      }
      """
    ),
    (
      "Notes/Modules/Inbox/User Interface/Presenter/NoteRow.swift",
      "struct NoteRow { let title: String\n  init(_ note: NoteItem) { title = note.title } }\n"
    ),
    (
      "Notes/Modules/Inbox/User Interface/View/InboxViewInterface.swift",
      "protocol InboxViewInterface {\n  func showNotes(_ rows: [NoteRow])\n}\n"
    ),
    (
      "Notes/Modules/Inbox/User Interface/View/InboxViewController.swift",
      """
      import UIKit
      final class InboxViewController: UITableViewController, InboxViewInterface {
        var eventHandler: InboxModuleInterface?
        override func viewDidLoad() { eventHandler?.updateView() }
        func showNotes(_ rows: [NoteRow]) { tableView.reloadData() }
      }
      """
    ),
    (
      "Notes/Modules/Inbox/User Interface/Wireframe/InboxWireframe.swift",
      """
      import UIKit
      final class InboxWireframe: NSObject {
        var composeWireframe: ComposeWireframe?
        var inboxPresenter: InboxPresenter?
        var rootWireframe: RootWireframe?
        var inboxViewController: InboxViewController?
        func presentInbox() {
          let viewController = InboxViewController()
          viewController.eventHandler = inboxPresenter
          inboxPresenter?.userInterface = viewController
          inboxViewController = viewController
        }
        func presentComposeInterface() {
          guard let from = inboxViewController else { return }
          composeWireframe?.presentCompose(from: from)
        }
      }
      """
    ),
    (
      "Notes/Modules/Inbox/Application Logic/Interactor/InboxInteractor.swift",
      """
      final class InboxInteractor: NSObject, InboxInteractorInput {
        var output: InboxInteractorOutput?
        let dataManager: InboxDataManager
        init(dataManager: InboxDataManager) { self.dataManager = dataManager }
        func findNotes() { output?.foundNotes(dataManager.notes()) }
      }
      """
    ),
    (
      "Notes/Modules/Inbox/Application Logic/Interactor/InboxInteractorIO.swift",
      """
      protocol InboxInteractorInput { func findNotes() }
      protocol InboxInteractorOutput { func foundNotes(_ notes: [NoteItem]) }
      """
    ),
    (
      "Notes/Modules/Inbox/Application Logic/Manager/InboxDataManager.swift",
      "final class InboxDataManager { func notes() -> [NoteItem] { [] } }\n"
    ),
    (
      "Notes/Modules/Inbox/Module Interface/InboxModuleInterface.swift",
      "protocol InboxModuleInterface { func updateView(); func addNewEntry() }\n"
    ),
    (
      "Notes/Modules/Compose/User Interface/Presenter/ComposePresenter.swift",
      """
      final class ComposePresenter: NSObject, ComposeModuleInterface {
        var composeInteractor: ComposeInteractor?
        var composeWireframe: ComposeWireframe?
        weak var composeDelegate: ComposeModuleDelegateInterface?
        weak var userInterface: ComposeViewController?
        func save(title: String) { composeInteractor?.save(title: title); composeDelegate?.composeDidSave() }
      }
      """
    ),
    (
      "Notes/Modules/Compose/User Interface/View/ComposeViewController.swift",
      """
      import UIKit
      final class ComposeViewController: UIViewController {
        var eventHandler: ComposeModuleInterface?
      }
      """
    ),
    (
      "Notes/Modules/Compose/User Interface/Wireframe/ComposeWireframe.swift",
      """
      import UIKit
      final class ComposeWireframe: NSObject {
        weak var composePresenter: ComposePresenter?
        weak var presentedViewController: UIViewController?
        func presentCompose(from viewController: UIViewController) {
          let compose = ComposeViewController()
          compose.eventHandler = composePresenter
          viewController.present(compose, animated: true)
          presentedViewController = compose
        }
      }
      """
    ),
    (
      "Notes/Modules/Compose/Application Logic/Interactor/ComposeInteractor.swift",
      "final class ComposeInteractor: NSObject { func save(title: String) {} }\n"
    ),
    (
      "Notes/Modules/Compose/Module Interface/ComposeModuleInterface.swift",
      """
      protocol ComposeModuleInterface: AnyObject { func save(title: String) }
      protocol ComposeModuleDelegateInterface: AnyObject { func composeDidSave() }
      """
    ),
    ("Notes/Common/Model/NoteItem.swift", "struct NoteItem { let title: String }\n"),
    (
      "Notes/Common/View/RootWireframe.swift",
      """
      import UIKit
      final class RootWireframe: NSObject {
        func show(_ viewController: UIViewController, in window: UIWindow) {
          window.rootViewController = viewController
        }
      }
      """
    ),
    (
      "Notes/AppDependencies.swift",
      """
      final class AppDependencies {
        let inboxWireframe = InboxWireframe()
        func configure() {
          let dataManager = InboxDataManager()
          let inboxPresenter = InboxPresenter()
          let inboxInteractor = InboxInteractor(dataManager: dataManager)
          let composeWireframe = ComposeWireframe()
          let composePresenter = ComposePresenter()
          let composeInteractor = ComposeInteractor()
          inboxInteractor.output = inboxPresenter
          inboxPresenter.inboxInteractor = inboxInteractor
          inboxPresenter.inboxWireframe = inboxWireframe
          inboxWireframe.inboxPresenter = inboxPresenter
          inboxWireframe.composeWireframe = composeWireframe
          inboxWireframe.rootWireframe = RootWireframe()
          composePresenter.composeInteractor = composeInteractor
          composePresenter.composeWireframe = composeWireframe
          composePresenter.composeDelegate = inboxPresenter
          composeWireframe.composePresenter = composePresenter
        }
      }
      """
    ),
  ]

  let model = ModelDescription(Self.files)

  @Test("modules come from the names' stems, not from the role folders")
  func modules() {
    #expect(
      model.modules == [
        "Compose: ComposeInteractor interactor, ComposePresenter presenter, ComposeViewController view, ComposeWireframe router",
        "Inbox: InboxInteractor interactor, InboxPresenter presenter, InboxViewController view, InboxWireframe router",
      ])
    // A wireframe that only installs the root view controller belongs to no module.
    #expect(model.role(of: "RootWireframe") == "router guessed")
    #expect(model.module(of: "RootWireframe") == "")
    // The composition root is no role, and its creations join no modules together.
    #expect(model.role(of: "AppDependencies") == "none")
    #expect(model.module(of: "InboxModuleInterface") == "Inbox")
    #expect(model.module(of: "ComposeModuleDelegateInterface") == "Compose")
  }

  @Test("a wireframe that holds another module's wireframe routes to it")
  func routes() {
    #expect(model.routes == ["Inbox -> Compose"])
  }

  @Test("strong back-references and the protocols that cannot be weak are reported")
  func findings() {
    let presenter = "Notes/Modules/Inbox/User Interface/Presenter/InboxPresenter.swift"
    let wireframe = "Notes/Modules/Inbox/User Interface/Wireframe/InboxWireframe.swift"
    let interactor = "Notes/Modules/Inbox/Application Logic/Interactor/InboxInteractor.swift"
    #expect(
      model.places(of: HoldBackReferencesWeakly.self) == [
        "\(interactor):2", "\(presenter):7", "\(wireframe):4", "\(wireframe):6",
      ])
    #expect(
      model.messages(of: ClassBindBackReferenceProtocols.self) == [
        "constrain the protocol 'InboxInteractorOutput' to 'AnyObject'; 'InboxInteractor.output' uses it as a back-reference",
        "constrain the protocol 'InboxViewInterface' to 'AnyObject'; 'InboxPresenter.userInterface' uses it as a back-reference",
      ])
    // Presenter <-> view, presenter <-> interactor, presenter <-> wireframe, and the wireframe
    // through the view controller back to the presenter: every cycle, not only the first.
    #expect(model.places(of: NoStrongReferenceCycles.self).count == 4)
    #expect(
      model.messages(of: NoStrongReferenceCycles.self).allSatisfy {
        $0.hasPrefix("strong reference cycle: ")
      })
    // The Compose module holds its back-references and its delegate weakly: no error there.
    #expect(
      !model.findings.contains { $0.location.file.contains("/Compose/") && $0.severity == .error }
    )
  }
}
