import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct CaptureSelfWeaklyInInteractorClosuresTests {
  @Test func reportsEscapingClosuresThatCaptureSelfStrongly() {
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            weak var output: (any UsersInteractorOutput)?
            let service: any UsersService
            func fetchUsers() {
              Task 1️⃣{
                let users = try await service.fetchUsers()
                self.output?.didFetchUsers(users)
              }
              service.fetch(completion: 2️⃣{ [self] users in output?.didFetchUsers(users) })
              cancellable = publisher.sink 3️⃣{ value in self.handle(value) }
              Task 4️⃣{
                let users = try await service.fetchUsers()
                output?.didFetchUsers(users)
              }
              service.users().subscribe(
                onNext: (5️⃣{ users in self.output?.didFetchUsers(users) }),
                onError: (6️⃣{ _ in self.output?.didFetchUsers([]) })
              ).disposed(by: bag)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "capture 'self' weakly in the closure passed to 'Task' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "2️⃣",
          "capture 'self' weakly in the closure passed to 'fetch' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "3️⃣",
          "capture 'self' weakly in the closure passed to 'sink' in the interactor 'UsersInteractor'"
        ),
        // `Task` captures `self` without writing it: `output` is the interactor's.
        ExpectedFinding(
          "4️⃣",
          "capture 'self' weakly in the closure passed to 'Task' in the interactor 'UsersInteractor'"
        ),
        // A closure in parentheses is the argument all the same.
        ExpectedFinding(
          "5️⃣",
          "capture 'self' weakly in the closure passed to 'subscribe' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "6️⃣",
          "capture 'self' weakly in the closure passed to 'subscribe' in the interactor 'UsersInteractor'"
        ),
      ])
  }

  @Test(
    "a closure written after `guard let self` in a weak-self closure captures the strong self again; one before it, or in a closure without the rebinding, does not"
  )
  func reportsClosuresThatCaptureSelfMadeStrongAgain() {
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            weak var output: (any UsersInteractorOutput)?
            func fetchUsers() {
              service.fetch { [weak self] users in
                store.prepare { self?.output?.didFetchUsers([]) }
                guard let self else { return }
                store.save(users) 1️⃣{ saved in self.output?.didFetchUsers(saved) }
              }
              service.fetch { [weak self] users in
                store.save(users) { saved in self?.output?.didFetchUsers(saved) }
              }
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "capture 'self' weakly in the closure passed to 'save' in the interactor 'UsersInteractor'"
        )
      ])
  }

  @Test func acceptsWeakCapturesNonEscapingClosuresAndOtherRoles() {
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            weak var output: (any UsersInteractorOutput)?
            func fetchUsers() {
              DispatchQueue.main.async { self.output?.didFetchUsers([]) }
              Task { [weak self, service] in
                let users = try await service.fetchUsers()
                self?.output?.didFetchUsers(users.map { self?.convert($0) })
              }
              service.fetch { [unowned self] users in self.handle(users) }
              let names = users.map { self.name(of: $0) }
              Task { await service.ping() }
              Task { let output = 1; print(output) }
              service.fetch { users in
                // self.handle(users), once the view can show them
                print("self", users)
              }
              // Core Data's synchronous form runs the closure before it returns.
              context.performAndWait { self.save() }
              // A metatype and a key path name no instance: nothing of `self` is kept.
              session.load(url) { data in
                completion(try? JSONDecoder().decode(User.self, from: data))
                names(Set(users.map(\\.self)))
              }
            }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { func go() { Task { self.load() } } }\n"
        ),
      ], [])
  }

  @Test func aStructInteractorIsAValueItsClosuresHoldNoObject() {
    // A value interactor (a struct over shared managers) is copied into its tasks: no cycle,
    // and `[weak self]` would not compile.
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          struct UsersInteractor {
            let accounts: AccountStore
            func fetchUsers() {
              Task { await self.accounts.refresh() }
              accounts.observe { change in self.log(change) }
            }
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            let interactor: UsersInteractor
            init(interactor: UsersInteractor) { self.interactor = interactor }
            func viewDidLoad() { interactor.fetchUsers() }
          }
          """
        ),
      ], [])
  }

  @Test(
    "a closure passed to an awaited call runs within the method that waits for it; the same call not awaited, or a task, is reported"
  )
  func acceptsClosuresOfAwaitedCalls() {
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            weak var output: (any UsersInteractorOutput)?
            let store: UsersStore
            private var users: [User] = []
            func fetchUsers() {
              Task { [weak self] in await self?.load() }
            }
            func load() async {
              try? await store.perform { context in self.users = context.users }
              await store.perform { context in self.users = context.users }
              let count = await store.read { self.users.count }
              store.schedule 1️⃣{ context in self.users = context.users }
              await Task 2️⃣{ self.users = [] }.value
              output?.didFetchUsers(users)
              _ = count
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "capture 'self' weakly in the closure passed to 'schedule' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "2️⃣",
          "capture 'self' weakly in the closure passed to 'Task' in the interactor 'UsersInteractor'"
        ),
      ])
  }

  @Test(
    "a closure passed to a function the codebase declares without @escaping runs before the call returns; one declaration that escapes, or an optional closure, is reported"
  )
  func acceptsClosuresOfFunctionsDeclaredNonEscaping() {
    expectFindings(
      CaptureSelfWeaklyInInteractorClosures.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Services/Store.swift",
          """
          protocol UsersStoreType: AnyObject {
            func readNow(_ body: (StoreContext) throws -> Void) rethrows
            func save(_ body: @escaping (StoreContext) -> Void)
            func refresh(then done: (() -> Void)?)
            func reload(_ body: (StoreContext) -> Void)
          }
          protocol ArchiveType: AnyObject {
            func reload(_ body: @escaping @Sendable (StoreContext) -> Void)
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            weak var output: (any UsersInteractorOutput)?
            let store: any UsersStoreType
            private var users: [User] = []
            func fetchUsers() {
              store.readNow { context in self.users = context.users }
              store.save 1️⃣{ context in self.users = context.users }
              store.refresh 2️⃣{ self.output?.didFetchUsers(self.users) }
              store.reload 3️⃣{ context in self.users = context.users }
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "capture 'self' weakly in the closure passed to 'save' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "2️⃣",
          "capture 'self' weakly in the closure passed to 'refresh' in the interactor 'UsersInteractor'"
        ),
        ExpectedFinding(
          "3️⃣",
          "capture 'self' weakly in the closure passed to 'reload' in the interactor 'UsersInteractor'"
        ),
      ])
  }
}
