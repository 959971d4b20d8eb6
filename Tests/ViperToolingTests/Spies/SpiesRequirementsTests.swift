import Foundation
import Testing
import ViperTooling

/// The spy of a protocol with every kind of requirement: each one implemented, recorded, and
/// answered from a property a test sets.
@Suite("viper spies: requirements", .cpuBound)
struct SpiesRequirementsTests {
  @Test("every kind of requirement gets a member that records it and answers from a property")
  func everyKindOfRequirement() throws {
    let run = try SpiesRun(SpiesFixtures.requirements, module: "Notes")
    #expect(run.refusals == [])
    #expect(
      run.body("NotesInteractorInputSpy.swift") == """
        import Foundation
        import ViperKitTesting

        @testable import App

        /// Records every message sent through `NotesInteractorInput`, in order, into a harness's log; with
        /// a target, forwards the synchronous ones to it. Without one, what a requirement returns is the
        /// `...Result` (or `...Value`) property of its name, which a test sets.
        final class NotesInteractorInputSpy: ViperKitTesting.Spy<any NotesInteractorInput>,
          @MainActor NotesInteractorInput
        {
          var draft: Note? = nil {
            didSet { record(draft as Any) }
          }

          /// What `folder` answers: set it before the code under test reads it.
          var folderValue: Folder?

          var folder: Folder {
            get {
              guard let value = folderValue else { noAnswer("folder", set: "folderValue") }
              return value
            }
            set {
              folderValue = newValue
              record(ViperKitTesting.Identity(folder))
            }
          }

          /// What `isSyncing` answers; set it to change the answer.
          var isSyncing: Bool = false

          static var limit: Int {
            get { 0 }
            set {}
          }

          func load() {
            record { $0.load() }
          }

          func load(page: Int) {
            record(page) { $0.load(page: page) }
          }

          func load(in folder: Folder) {
            record(ViperKitTesting.Identity(folder)) { $0.load(in: folder) }
          }

          /// What `count()` answers; set it to change the answer.
          var countResult: Int = 0

          func count() -> Int {
            if let target = forwarding() { return target.count() }
            return self.countResult
          }

          /// What `note(at:)` answers: set it before the code under test calls it.
          var noteAtResult: Note?

          func note(at index: Int) -> Note {
            if let target = forwarding(index) { return target.note(at: index) }
            guard let result = self.noteAtResult else {
              noAnswer("note(at:)", set: "noteAtResult")
            }
            return result
          }

          /// What `save(_:)` throws, if set.
          var saveError: (any Error)?

          func save(_ note: Note) throws {
            if let target = forwarding(note) { return try target.save(note) }
            if let error = self.saveError { throw error }
          }

          /// What `delete(_:)` answers; set it to change the answer.
          var deleteResult: Int = 0
          /// What `delete(_:)` throws, if set.
          var deleteError: NotesError?

          func delete(_ note: Note) throws(NotesError) -> Int {
            if let target = forwarding(note) { return try target.delete(note) }
            if let error = self.deleteError { throw error }
            return self.deleteResult
          }

          func sync() async {
            record()
          }

          /// `sync()` as an expectation states it (`harness.expect`'s block is synchronous): records the
          /// same message.
          func sync() {
            record()
          }

          /// What `refresh(since:)` answers; set it to change the answer.
          var refreshSinceResult: [Note] = []
          /// What `refresh(since:)` throws, if set.
          var refreshSinceError: (any Error)?

          func refresh(since date: Date?) async throws -> [Note] {
            record(date as Any)
            if let error = self.refreshSinceError { throw error }
            return self.refreshSinceResult
          }

          /// `refresh(since:)` as an expectation states it (`harness.expect`'s block is synchronous):
          /// records the same message.
          func refresh(since date: Date?) {
            record(date as Any)
          }

          /// The last `completion` closure `fetch(completion:)` was handed.
          var fetchCompletion: Completion?

          func fetch(completion: @escaping Completion) {
            self.fetchCompletion = completion
            record(completion) { $0.fetch(completion: completion) }
          }

          func each(_ body: (Note) -> Void) {
            record(type(of: body)) { $0.each(body) }
          }

          func tag(_ tags: String...) {
            record(tags)
          }

          func move(_ note: inout Note, for argument2: Folder) {
            record(note, ViperKitTesting.Identity(argument2)) { $0.move(&note, for: argument2) }
          }

          /// What `decode(_:)` answers: set it before the code under test calls it.
          var decodeResult: Any?

          func decode<T: Decodable>(_ type: T.Type) -> T {
            if let target = forwarding(type) { return target.decode(type) }
            guard let result = self.decodeResult as? T else {
              noAnswer("decode(_:)", set: "decodeResult")
            }
            return result
          }

          static func make() -> NotesInteractorInput {
            return NotesInteractor.make()
          }
        }

        """)
    let notes = try #require(run.report.modules.first)
    #expect(notes.requirements == 19)
    #expect(notes.implemented == 19)
  }

  @Test("a legacy protocol is adopted with an isolated conformance, a main-actor one without")
  func isolation() throws {
    var sources = SpiesFixtures.requirements
    sources["Notes/NotesContract.swift", default: ""] += """
      @MainActor
      protocol NotesRouterInput: AnyObject {
          func close()
      }

      """
    sources["Notes/NotesPresenter.swift"] = """
      final class NotesPresenter {
          weak var view: NotesViewInput?
          var router: NotesRouterInput?
      }

      """
    let run = try SpiesRun(sources, module: "Notes")
    #expect(
      run.files["NotesViewInputSpy.swift"]?.contains(
        "final class NotesViewInputSpy: ViperKitTesting.Spy<any NotesViewInput>, @MainActor NotesViewInput {"
      ) == true)
    #expect(
      run.files["NotesRouterInputSpy.swift"]?.contains(
        "final class NotesRouterInputSpy: ViperKitTesting.Spy<any NotesRouterInput>, NotesRouterInput {"
      ) == true)
  }

  @Test("a spy says in its header that it was generated, and from which file")
  func header() throws {
    let run = try SpiesRun(SpiesFixtures.requirements, module: "Notes")
    let lines = run.files["NotesInteractorInputSpy.swift"]?.split(separator: "\n").prefix(2)
    #expect(
      lines.map(Array.init) == [
        "// Generated by `viper spies Notes`; run it again rather than edit this file.",
        "// From Notes/NotesContract.swift.",
      ])
  }

  @Test("objects are recorded by identity, values by value, optionals said to be Any")
  func identityAndValues() throws {
    let run = try SpiesRun(SpiesFixtures.directional, module: "Pantry")
    let router = try #require(run.files["PresenterToRouterPantryProtocolSpy.swift"])
    #expect(
      router.contains("record(jar, ViperKitTesting.Identity(view)) { $0.openJar(jar, from: view) }")
    )
  }
}
