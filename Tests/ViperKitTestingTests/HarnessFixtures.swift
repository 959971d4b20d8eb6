import ViperKit
import ViperKitTesting

// A tiny "greeting" module contract and its spies, to test the harness with.

@MainActor
protocol GreetingViewInput: AnyObject {
  func showGreeting(_ text: String)
  func showError(_ message: String)
}

@MainActor
protocol GreetingInteractorInput: AnyObject {
  func fetchGreeting(for name: String)
}

@MainActor
protocol GreetingInteractorOutput: AnyObject {
  func didFetchGreeting(_ text: String)
}

@MainActor
final class GreetingPresenter: GreetingInteractorOutput {
  weak var view: (any GreetingViewInput)?
  let interactor: any GreetingInteractorInput

  init(interactor: any GreetingInteractorInput) { self.interactor = interactor }

  func viewDidLoad() { interactor.fetchGreeting(for: "Ada") }
  func didFetchGreeting(_ text: String) { view?.showGreeting(text.uppercased()) }
}

@MainActor
final class GreetingInteractor: GreetingInteractorInput {
  weak var output: (any GreetingInteractorOutput)?
  private let tasks = TaskBag()

  func fetchGreeting(for name: String) {
    tasks.perform {
      "hello, \(name)"
    } then: { [weak self] (result: Result<String, Never>) in
      if case .success(let text) = result { self?.output?.didFetchGreeting(text) }
    }
  }
}

final class GreetingViewSpy: Spy<any GreetingViewInput>, GreetingViewInput {
  func showGreeting(_ text: String) { record(text) }
  func showError(_ message: String) { record(message) }
}

final class GreetingInteractorSpy: Spy<any GreetingInteractorInput>, GreetingInteractorInput {
  func fetchGreeting(for name: String) { record(name) { $0.fetchGreeting(for: name) } }
}

final class GreetingOutputSpy: Spy<any GreetingInteractorOutput>, GreetingInteractorOutput {
  func didFetchGreeting(_ text: String) { record(text) { $0.didFetchGreeting(text) } }
}

@MainActor
struct GreetingModule {
  let presenter: GreetingPresenter
  let view: GreetingViewSpy
  let interactor: GreetingInteractorSpy
  let output: GreetingOutputSpy

  /// The presenter and a real interactor, with spies at every boundary between them.
  static func wire(_ log: MessageLog) -> GreetingModule {
    let interactor = GreetingInteractor()
    let interactorSpy = GreetingInteractorSpy(.interactor, log: log, forwardingTo: interactor)
    let presenter = GreetingPresenter(interactor: interactorSpy)
    let output = GreetingOutputSpy(.interactorOutput, log: log, forwardingTo: presenter)
    interactor.output = output
    let view = GreetingViewSpy(.view, log: log)
    presenter.view = view
    return GreetingModule(
      presenter: presenter, view: view, interactor: interactorSpy, output: output)
  }
}
