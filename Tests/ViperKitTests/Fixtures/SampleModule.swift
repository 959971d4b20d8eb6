import ViperKit

// A small module for the runtime's own tests: a view that counts its lifecycle calls, a
// presenter that loads through its interactor, and a router.

/// What sample views were shown, kept outside the module so a test can read it after the
/// module is gone.
@MainActor
final class SampleJournal {
  var shown: [String] = []
}

@MainActor
final class SampleView: ViperView {
  let presenter: SamplePresenter
  let journal: SampleJournal
  var loadCount = 0

  init(presenter: SamplePresenter, journal: SampleJournal) {
    self.presenter = presenter
    self.journal = journal
  }

  func viewDidLoad() {
    loadCount += 1
    presenter.viewDidLoad()
  }

  func show(_ text: String) { journal.shown.append(text) }
}

@MainActor
final class SamplePresenter: ViperPresenter {
  weak var view: SampleView?
  let interactor: SampleInteractor
  let router: SampleRouter

  init(interactor: SampleInteractor, router: SampleRouter) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() { interactor.load() }
  func didLoad(_ text: String) { view?.show(text) }
}

@MainActor
final class SampleInteractor: ViperInteractor {
  weak var output: SamplePresenter?
  let tasks = TaskBag()
  let work: @Sendable () async throws -> String
  var loadRequests = 0

  init(work: @escaping @Sendable () async throws -> String) { self.work = work }

  func load() {
    loadRequests += 1
    tasks.perform(work) { [weak self] result in
      self?.output?.didLoad((try? result.get()) ?? "failed")
    }
  }
}

@MainActor
final class SampleRouter: ViperRouter {
  weak var view: SampleView?
}

@MainActor
enum SampleBuilder {
  static func build(
    name: String = "sample",
    journal: SampleJournal = SampleJournal(),
    work: @escaping @Sendable () async throws -> String = { "loaded" }
  ) -> Module<SamplePresenter> {
    let interactor = SampleInteractor(work: work)
    let router = SampleRouter()
    let presenter = SamplePresenter(interactor: interactor, router: router)
    let view = SampleView(presenter: presenter, journal: journal)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return Module(
      view: view, input: presenter,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router))
  }
}

/// A module whose presenter holds its view strongly: the bug the leak detector exists for.
@MainActor
final class LeakyPresenter: ViperPresenter {
  var view: LeakyView?  // should be weak
  func viewDidLoad() {}
}

@MainActor
final class LeakyView: ViperView {
  let presenter: LeakyPresenter
  init(presenter: LeakyPresenter) { self.presenter = presenter }
  func viewDidLoad() {}
}

@MainActor
enum LeakyBuilder {
  static func build() -> Module<Void> {
    let presenter = LeakyPresenter()
    let view = LeakyView(presenter: presenter)
    presenter.view = view
    return Module(view: view, parts: ModuleParts(["view": view, "presenter": presenter]))
  }

  /// Breaks the cycle, so a test does not leave the leak behind.
  static func breakCycle(_ parts: ModuleParts) {
    (parts.all[1].object as? LeakyPresenter)?.view = nil
  }
}
