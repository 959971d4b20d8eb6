import Testing
import ViperTooling

/// `viper lint --fix` on subscriptions their subscriber keeps (`NoStrongReferenceCycles`): a
/// method reference becomes a `[weak self]` closure calling the method with its own labels, a
/// strong closure gets `[weak self]` (the handler's, or an operator's before the subscribing
/// call), and what has no safe rewrite is refused with the reason.
@Suite("viper lint --fix: subscriptions kept by their subscriber", .cpuBound)
struct FixSubscriptionTests {
  static let contract = """
    protocol FilmsViewInput: AnyObject { func show(titles: [String]) }
    protocol FilmsViewOutput: AnyObject { func viewDidLoad() }
    protocol FilmsInteractorInput: AnyObject {
      var films: Observable<[String]> { get }
      var count: AnyPublisher<Int, Never> { get }
    }

    """

  static func presenter(_ body: String) -> String {
    """
    final class FilmsPresenter: FilmsViewOutput {
      weak var view: (any FilmsViewInput)?
      let interactor: any FilmsInteractorInput
      private let disposeBag = DisposeBag()
      private var cancellables = Set<AnyCancellable>()
      var total = 0
      init(interactor: any FilmsInteractorInput) { self.interactor = interactor }
    \(body)
    }

    """
  }

  @Test(
    "method references become '[weak self]' closures with the method's own labels and parameter names; a strong closure gets '[weak self]', an operator's before the subscribing call too"
  )
  func rewritesHandlers() async throws {
    let files = [
      "Films/FilmsContract.swift": Self.contract,
      "Films/FilmsPresenter.swift": Self.presenter(
        """
          func viewDidLoad() {
            interactor.films.bind(onNext: self.received).disposed(by: disposeBag)
            interactor.films.subscribe(onNext: show(titles:), onCompleted: finished).disposed(by: disposeBag)
            interactor.count.sink(receiveValue: counted).store(in: &cancellables)
            interactor.count.sink { value in
              self.total = value
            }.store(in: &cancellables)
            interactor.count.handleEvents(receiveOutput: { value in
              self.total += value
              self.view?.show(titles: [])
            }).sink { _ in }.store(in: &cancellables)
          }
          func received(_ titles: [String]) { view?.show(titles: titles) }
          func show(titles: [String]) { view?.show(titles: titles) }
          func finished() {}
          func counted(_: Int) {}
        """),
    ]
    let result = try await FixTests.fix(files)
    #expect(
      result.files["Films/FilmsPresenter.swift"]
        == Self.presenter(
          """
            func viewDidLoad() {
              interactor.films.bind(onNext: { [weak self] titles in self?.received(titles) }).disposed(by: disposeBag)
              interactor.films.subscribe(onNext: { [weak self] titles in self?.show(titles: titles) }, onCompleted: { [weak self] in self?.finished() }).disposed(by: disposeBag)
              interactor.count.sink(receiveValue: { [weak self] value in self?.counted(value) }).store(in: &cancellables)
              interactor.count.sink { [weak self] value in
                guard let self else { return }
                self.total = value
              }.store(in: &cancellables)
              interactor.count.handleEvents(receiveOutput: { [weak self] value in
                guard let self else { return }
                self.total += value
                self.view?.show(titles: [])
              }).sink { _ in }.store(in: &cancellables)
            }
            func received(_ titles: [String]) { view?.show(titles: titles) }
            func show(titles: [String]) { view?.show(titles: titles) }
            func finished() {}
            func counted(_: Int) {}
          """))
    #expect(result.outcome.fixed.count == 6)
    #expect(result.outcome.skipped.isEmpty)
    #expect(result.remaining.filter { $0.rule == "NoStrongReferenceCycles" }.isEmpty)
    #expect(result.secondOutcome.changes.isEmpty)
  }

  @Test(
    "a strong closure assigned to a property of an object the role holds gets '[weak self]', inside a call's closure too, and the cycle is gone"
  )
  func weakensClosuresStoredOnHeldObjects() async throws {
    let body = """
        private let picker = SidesPicker()
        func viewDidLoad() {
          DispatchQueue.main.async {
            self.picker.didSelect = { value in
              self.total = value
            }
          }
        }
      """
    let files = [
      "Films/FilmsContract.swift": Self.contract,
      "Films/SidesPicker.swift": """
      final class SidesPicker { var didSelect: (Int) -> Void = { _ in } }

      """,
      "Films/FilmsPresenter.swift": Self.presenter(body),
    ]
    let result = try await FixTests.fix(files)
    #expect(
      result.files["Films/FilmsPresenter.swift"]
        == Self.presenter(
          """
            private let picker = SidesPicker()
            func viewDidLoad() {
              DispatchQueue.main.async {
                self.picker.didSelect = { [weak self] value in
                  guard let self else { return }
                  self.total = value
                }
              }
            }
          """))
    #expect(result.remaining.filter { $0.rule == "NoStrongReferenceCycles" }.isEmpty)
    #expect(result.secondOutcome.changes.isEmpty)
  }

  @Test(
    "'assign(to:on: self)', an overloaded method, a handler of the wrong arity and an unknown handler label are refused, each with its reason"
  )
  func refusals() async throws {
    let files = [
      "Films/FilmsContract.swift": Self.contract,
      "Films/FilmsPresenter.swift": Self.presenter(
        """
          func viewDidLoad() {
            interactor.count.assign(to: \\.total, on: self).store(in: &cancellables)
            interactor.films.bind(onNext: self.received).disposed(by: disposeBag)
                interactor.films.bind(to: self.received).disposed(by: disposeBag)
            interactor.films.bind(onNext: self.twice).disposed(by: disposeBag)
          }
          func received(_ titles: [String]) {}
          func received(_ titles: [String], animated: Bool) {}
          func twice(_ titles: [String], _ again: [String]) {}
        """),
    ]
    let refusals = try await FixTests.refusals(files)
    #expect(
      refusals.sorted() == [
        "NoStrongReferenceCycles: 'FilmsPresenter' declares 2 methods named 'received'",
        "NoStrongReferenceCycles: 'assign(to:on: self)' has no weak form; subscribe with 'sink' and a '[weak self]' closure that sets the property",
        "NoStrongReferenceCycles: 'twice' takes 2 arguments where 'onNext' passes 1",
        "NoStrongReferenceCycles: how many values 'bind(to:)' passes its handler is not known, so the closure cannot be written",
      ])
  }
}
