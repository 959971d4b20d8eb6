import Foundation
import ViperKit

/// Keeps the todos on this device and in step with the server: shows the saved ones at once,
/// sends the changes the server has not had, then fetches, saves and shows the server's list.
/// A change is saved here first, as pending, then sent; the network failing leaves it pending
/// for the next load, the server refusing it undoes it. Maps DTOs and storage records to
/// entities.
@MainActor
public final class TodosInteractor: TodosInteractorInput {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any TodosInteractorOutput)?

  private let service: any TodosService
  private let store: any TodosStore
  private let now: @Sendable () -> Date
  // Two bags: a new fetch cancels the one it replaces, but never a change on its way.
  private let fetches = TaskBag()
  private let changes = TaskBag()

  /// Creates the interactor over the API `service` and the `store` on this device; `now`
  /// dates what is saved from the server.
  public init(
    service: any TodosService, store: any TodosStore,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.service = service
    self.store = store
    self.now = now
  }

  public func fetchTodos(userID: Int?) {
    fetches.cancelAll()
    // The work keeps no strong reference to the interactor across a suspension, so that a
    // dismissed module is freed at once; results go through `deliver`.
    let deliver: @MainActor ((any TodosInteractorOutput) -> Void) -> Void = { [weak self] send in
      guard !Task.isCancelled, let output = self?.output else { return }
      send(output)
    }
    fetches.run { [service, store, now] in
      let saved: SavedTodos
      do throws(TodosStoreError) {
        saved = try await store.todos(userID: userID)
      } catch {
        deliver { $0.didFailToReadSavedTodos(error) }
        return
      }
      if !saved.records.isEmpty {
        deliver { $0.didLoadSavedTodos(saved.records.map(Todo.init), savedAt: saved.savedAt) }
      }
      // The changes the server has not had go first, so that its answer has them.
      await Self.sendPendingChanges(service: service, store: store) { id, error in
        deliver { $0.didSetCompleted(todoID: id, result: .failure(error)) }
      }
      guard !Task.isCancelled else { return }
      let dtos: [TodoDTO]
      do throws(HTTP.Error) {
        dtos = try await service.todos(userID: userID)
      } catch {
        deliver { $0.didFetchTodos(.failure(error)) }
        return
      }
      let records = dtos.map(TodoRecord.init)
      // Shown even if it cannot be saved (a read-only store): the server's list is right.
      let merged =
        (try? await store.saveFromServer(records, userID: userID, at: now())) ?? records
      deliver { $0.didFetchTodos(.success(merged.map(Todo.init))) }
    }
  }

  public func setCompleted(_ completed: Bool, todoID id: Int) {
    let deliver: @MainActor (Result<Todo, TodoChangeError>) -> Void = { [weak self] result in
      guard !Task.isCancelled else { return }
      self?.output?.didSetCompleted(todoID: id, result: result)
    }
    changes.run { [service, store] in
      // Saved here first: from now on a quit or a kill loses nothing.
      let saved: TodoRecord?
      do throws(TodosStoreError) {
        saved = try await store.savePending(completed: completed, todoID: id)
      } catch {
        deliver(.failure(.notSaved(error)))
        return
      }
      do throws(HTTP.Error) {
        let dto = try await service.setCompleted(completed, todoID: id)
        try? await store.saveSynced(TodoRecord(dto))
        deliver(.success(Todo(dto)))
      } catch {
        if error.isConnectivityFailure, let saved {
          deliver(.success(Todo(saved)))
        } else {
          if var original = saved {
            original.completed.toggle()
            try? await store.saveSynced(original)
          }
          deliver(.failure(.refused(error)))
        }
      }
    }
  }

  /// Sends every change saved here that the server has not had, in id order. The first that
  /// fails for the network stops the round (they all stay pending, for the next load); one the
  /// server refuses is undone here and reported through `refused`. A store that cannot be read
  /// or written leaves the changes as they are.
  private static func sendPendingChanges(
    service: any TodosService, store: any TodosStore,
    refused: @MainActor (Int, TodoChangeError) -> Void
  ) async {
    guard let pending = try? await store.pendingChanges() else { return }
    for record in pending {
      guard !Task.isCancelled else { return }
      do throws(HTTP.Error) {
        let dto = try await service.setCompleted(record.completed, todoID: record.id)
        try? await store.saveSynced(TodoRecord(dto))
      } catch {
        if error.isConnectivityFailure || error == .cancelled { return }
        var original = record
        original.completed.toggle()
        try? await store.saveSynced(original)
        refused(record.id, .refused(error))
      }
    }
  }
}

extension HTTP.Error {
  /// Whether the request failed for want of a connection (the server was never reached, or did
  /// not answer), not because of the server's answer: what is worth sending again later.
  var isConnectivityFailure: Bool {
    switch self {
    case .cannotConnect, .timedOut, .noNetwork, .transport: true
    case .invalidResponse, .statusCode, .undecodable, .cancelled: false
    }
  }
}
