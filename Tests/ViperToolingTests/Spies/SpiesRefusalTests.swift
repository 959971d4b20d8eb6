import Foundation
import Testing
import ViperTooling

/// What `viper spies` cannot spy it refuses with one line each, and writes nothing that would
/// not compile; what it can spy it still writes.
@Suite("viper spies: refusals", .cpuBound)
struct SpiesRefusalTests {
  /// The Pantry module with `old` replaced by `new` in `file`.
  private static func pantry(_ file: String, _ old: String, _ new: String) -> [String: String] {
    var sources = SpiesFixtures.directional
    sources[file] = sources[file]?.replacingOccurrences(of: old, with: new)
    return sources
  }

  private static let subjectNotWritten =
    "PantryHarnessSubject: not written: the presenter talks through what the lines above could not spy"

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var old: String
    var new: String
    var refusals: [String]
    var written: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an @objc protocol", file: "Pantry/PantryProtocols.swift",
      old: "protocol PresenterToViewPantryProtocol: AnyObject {",
      new: "@objc protocol PresenterToViewPantryProtocol: AnyObject {",
      refusals: [
        "spy PresenterToViewPantryProtocolSpy: 'PresenterToViewPantryProtocol' is an @objc protocol, which only an NSObject can adopt",
        subjectNotWritten,
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToRouterPantryProtocolSpy.swift",
      ]),
    Case(
      name: "an associated type", file: "Pantry/PantryProtocols.swift",
      old: "protocol PresenterToInteractorPantryProtocol: AnyObject {",
      new: "protocol PresenterToInteractorPantryProtocol: AnyObject {\n    associatedtype Item",
      refusals: [
        "spy PresenterToInteractorPantryProtocolSpy: 'PresenterToInteractorPantryProtocol' has the associated type 'Item', so a spy would have to be generic",
        subjectNotWritten,
      ],
      written: [
        "PresenterToRouterPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a protocol that inherits one the code read does not declare",
      file: "Pantry/PantryProtocols.swift",
      old: "protocol PresenterToViewPantryProtocol: AnyObject {",
      new: "protocol PresenterToViewPantryProtocol: AnyObject, Localizable {",
      refusals: [
        "spy PresenterToViewPantryProtocolSpy: 'PresenterToViewPantryProtocol' inherits 'Localizable', which the code read does not declare, so its requirements are unknown",
        subjectNotWritten,
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToRouterPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a presenter that holds a concrete router", file: "Pantry/PantryPresenter.swift",
      old: "var router: PresenterToRouterPantryProtocol?", new: "var router: PantryRouter?",
      refusals: [
        "PantryPresenter.router: holds the router 'PantryRouter' itself, not through a protocol, so no spy can stand in for it",
        subjectNotWritten,
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a subscript requirement", file: "Pantry/PantryProtocols.swift",
      old: "    func fetchJars()",
      new: "    func fetchJars()\n    subscript(index: Int) -> Jar { get }",
      refusals: [
        "spy PresenterToInteractorPantryProtocolSpy: 'PresenterToInteractorPantryProtocol' requires a subscript (Pantry/PantryProtocols.swift:14), which viper spies does not write",
        subjectNotWritten,
      ],
      written: [
        "PresenterToRouterPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a Sendable protocol not isolated to the main actor",
      file: "Pantry/PantryProtocols.swift",
      old: "protocol PresenterToRouterPantryProtocol: AnyObject {",
      new: "protocol PresenterToRouterPantryProtocol: AnyObject, Sendable {",
      refusals: [
        "spy PresenterToRouterPantryProtocolSpy: 'PresenterToRouterPantryProtocol' is Sendable but not isolated to the main actor, so a spy could not record into its log without a data race",
        subjectNotWritten,
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a protocol only view controllers may adopt", file: "Pantry/PantryProtocols.swift",
      old: "protocol PresenterToViewPantryProtocol: AnyObject {",
      new: "protocol PresenterToViewPantryProtocol where Self: UIViewController {",
      refusals: [
        "spy PresenterToViewPantryProtocolSpy: 'PresenterToViewPantryProtocol' requires its conformers to be 'UIViewController', which a spy is not",
        subjectNotWritten,
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToRouterPantryProtocolSpy.swift",
      ]),
    Case(
      name: "an opaque result", file: "Pantry/PantryProtocols.swift",
      old: "    func jar(at index: Int) -> Jar?",
      new: "    func jar(at index: Int) -> Jar?\n    func shelf() -> some Collection",
      refusals: [
        "spy PresenterToInteractorPantryProtocolSpy: shelf() (Pantry/PantryProtocols.swift:15): returns an opaque type ('some Collection'), which only the real code can make",
        subjectNotWritten,
      ],
      written: [
        "PresenterToRouterPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "an interactor the presenter makes itself", file: "Pantry/PantryPresenter.swift",
      old: "var interactor: PresenterToInteractorPantryProtocol?",
      new: "let interactor: PresenterToInteractorPantryProtocol = PantryInteractor()",
      refusals: [
        "PantryHarnessSubject: 'PantryPresenter.interactor' is made by the presenter itself ('= PantryInteractor()'), so no spy can take its place"
      ],
      written: [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToRouterPantryProtocolSpy.swift",
        "PresenterToViewPantryProtocolSpy.swift",
      ]),
    Case(
      name: "a presenter a framework wires at run time", file: "Pantry/PantryPresenter.swift",
      old: SpiesFixtures.directional["Pantry/PantryPresenter.swift"] ?? "",
      new: "final class PantryPresenter: Presenter {\n    func viewDidLoad() {}\n}\n",
      refusals: [
        "module Pantry: the presenter 'PantryPresenter' reaches its roles through its base class 'Presenter', which a framework wires at run time; it stores no protocol-typed property a spy could fill"
      ],
      written: []),
    Case(
      name: "a module with no presenter", file: "Pantry/PantryPresenter.swift",
      old: SpiesFixtures.directional["Pantry/PantryPresenter.swift"] ?? "", new: "",
      refusals: [
        "module Pantry: the module has no presenter, so there is nothing to put between spies"
      ],
      written: []),
  ]

  @Test("refuses with one line per item, and writes the rest", arguments: cases)
  func refuses(_ refusal: Case) throws {
    let run = try SpiesRun(Self.pantry(refusal.file, refusal.old, refusal.new), module: "Pantry")
    #expect(run.refusals == refusal.refusals)
    #expect(run.files.keys.sorted() == refusal.written)
    #expect(run.report.modules.first?.isComplete == false)
  }

  @Test("an unknown module is an error that lists the modules there are")
  func unknownModule() throws {
    #expect(throws: GeneratorError(.moduleNotFound, "no module named 'Larder'; modules: Pantry")) {
      _ = try SpiesRun(SpiesFixtures.directional, module: "Larder")
    }
  }
}
