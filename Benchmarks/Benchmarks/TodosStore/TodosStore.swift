import Benchmark
import BenchmarkSupport
import Foundation
import MockAPI
import ReferenceApps
import ViperKit

// TodosStore: the todos' storage service (SQLite through GRDB) against the network it stands
// in for.
//
// - "TodosStore/first rows, disk vs loopback": the start of the todos tab with 10,000 todos,
//   up to the list the view draws. From disk: a new SQLiteTodosStore over a file holding the
//   10,000 (open the file, check its schema, read every todo), the records mapped to entities
//   and the presenter's list view model made of them. From the network, in the same
//   iteration (order alternated): the same 10,000 from the embedded MockAPI over loopback
//   through LiveTodosService (GET, status check, JSON decoding), mapped and made into the
//   list the same way. Prints both medians and their ratio.
// - "TodosStore/toggle's local write": one toggle saved as pending in the 10,000-todo
//   database (the write a toggle waits for before it is sent). Target: median under 1 ms.

private let todoCount = 10_000
/// The one data scope the fixture's todos are saved under.
private let scope = DataScope(environment: "development", source: "benchmark fixture")
private let warmupIterations = 3
private let toggleTarget: Duration = .milliseconds(1)

private let startSamples = PairedSamples()
private let toggleSamples = DurationSamples()

private enum StoreMetric {
  static let disk = BenchmarkMetric.custom("from disk (µs)", useScalingFactor: false)
  static let loopback = BenchmarkMetric.custom("over loopback (µs)", useScalingFactor: false)
}

/// The server with 10,000 generated todos and a data folder holding the same, made once.
private actor Fixture {
  static let shared = Fixture()
  private var made: (api: MockAPI, folder: URL)?

  func make() async throws -> (api: MockAPI, folder: URL) {
    if let made { return made }
    let api = try await MockAPI.start(fault: .generated(count: todoCount))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-todos-benchmark-\(UUID().uuidString)")
    let todos = try await LiveTodosService(client: HTTPClient(baseURL: api.baseURL)).todos()
    guard todos.count == todoCount else {
      throw Spawn.Failure(description: "the mock API answered \(todos.count) todos")
    }
    _ = try await SQLiteTodosStore(folder: folder, scope: scope)
      .saveFromServer(todos.map(TodoRecord.init), userID: nil, at: Date())
    made = (api, folder)
    return (api, folder)
  }

  private var opened: SQLiteTodosStore?

  /// One store over the fixture's folder, opened once, as the running app has it: the open
  /// is not part of a toggle.
  func openStore() async throws -> SQLiteTodosStore {
    if let opened { return opened }
    let store = SQLiteTodosStore(folder: try await make().folder, scope: scope)
    opened = store
    return store
  }

  func tearDown() async {
    opened = nil
    guard let made else { return }
    await made.api.stop()
    try? FileManager.default.removeItem(at: made.folder)
    self.made = nil
  }
}

/// Opens the store as the tab's first load does and makes the list; returns how long it took.
private func timeFromDisk(_ folder: URL) async throws -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  let saved = try await SQLiteTodosStore(folder: folder, scope: scope).todos(userID: nil)
  let list = TodosPresenter.list(saved.records.map(Todo.init), userID: nil)
  let elapsed = clock.now - start
  guard list.rows.count == todoCount else {
    throw Spawn.Failure(description: "the store gave \(list.rows.count) todos")
  }
  return elapsed
}

/// Fetches the list over loopback and makes the list; returns how long it took.
private func timeOverLoopback(_ api: MockAPI) async throws -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  let todos = try await LiveTodosService(client: HTTPClient(baseURL: api.baseURL)).todos()
  let list = TodosPresenter.list(todos.map(Todo.init), userID: nil)
  let elapsed = clock.now - start
  guard list.rows.count == todoCount else {
    throw Spawn.Failure(description: "the mock API gave \(list.rows.count) todos")
  }
  return elapsed
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "TodosStore/first rows, disk vs loopback",
    configuration: .init(
      metrics: [.wallClock, StoreMetric.disk, StoreMetric.loopback],
      timeUnits: .milliseconds,
      warmupIterations: warmupIterations,
      maxDuration: .seconds(30),
      maxIterations: 40
    )
  ) { benchmark in
    do {
      let (api, folder) = try await Fixture.shared.make()
      let disk: Duration
      let loopback: Duration
      if benchmark.currentIteration.isMultiple(of: 2) {
        disk = try await timeFromDisk(folder)
        loopback = try await timeOverLoopback(api)
      } else {
        loopback = try await timeOverLoopback(api)
        disk = try await timeFromDisk(folder)
      }
      startSamples.record(
        subject: disk, baseline: loopback, iteration: benchmark.currentIteration,
        warmupIterations: warmupIterations)
      benchmark.measurement(StoreMetric.disk, disk.nanoseconds / 1000)
      benchmark.measurement(StoreMetric.loopback, loopback.nanoseconds / 1000)
    } catch {
      benchmark.error("\(error)")
    }
  } teardown: {
    await Fixture.shared.tearDown()
    guard let summary = startSamples.summary else {
      Report.print("todos tab start: no measurements")
      return
    }
    Report.print(
      """
      todos tab start, \(todoCount) todos, \(summary.count) paired runs (order alternated): \
      from disk (open, read, map, list) \(Report.format(summary.subjectMedian)), over loopback \
      from the mock API (GET, decode, map, list) \(Report.format(summary.baselineMedian)); \
      disk / loopback \(Report.format(ratio: summary.ratioOfMedians)) (median of ratios \
      \(Report.format(ratio: summary.medianOfRatios)))
      """)
  }

  Benchmark(
    "TodosStore/toggle's local write",
    configuration: .init(
      metrics: [.wallClock],
      timeUnits: .microseconds,
      warmupIterations: 20,
      maxDuration: .seconds(10),
      maxIterations: 1_000
    )
  ) { benchmark in
    do {
      let store = try await Fixture.shared.openStore()
      let id = benchmark.currentIteration % todoCount + 1
      let clock = ContinuousClock()
      let start = clock.now
      _ = try await store.savePending(
        completed: benchmark.currentIteration.isMultiple(of: 2), todoID: id)
      toggleSamples.record(
        clock.now - start, iteration: benchmark.currentIteration, warmupIterations: 20)
    } catch {
      benchmark.error("\(error)")
    }
  } teardown: {
    await Fixture.shared.tearDown()
    guard let median = toggleSamples.median else {
      Report.print("toggle's local write: no measurements")
      return
    }
    Report.print(
      "toggle's local write (one todo saved as pending among \(todoCount)): median "
        + "\(Report.format(median)) (target < \(Report.format(toggleTarget))): "
        + Report.verdict(median < toggleTarget))
  }
}
