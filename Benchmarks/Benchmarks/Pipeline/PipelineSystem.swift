import Foundation
import MockAPI
import ReferenceApps

/// One system the pipeline benchmarks measure: what the server sends, and one run of each
/// side (ViperKit and hand-written) against it.
///
/// Every system gets the same benchmarks from `registerPipelineBenchmarks(for:withBaseline:)`
/// (`<name>/ViperKit`, `<name>/hand-written`, `<name>/ratio` and the two malloc counts; a
/// shared baseline's own benchmarks once), so the systems differ only in what is written here.
struct PipelineSystem: Sendable {
  /// The prefix of the system's benchmark names, such as `Users pipeline`.
  let name: String
  /// The prefix of the hand-written side's own benchmarks (alone, mallocs). Systems that share
  /// a baseline (the listing page through its async and its publisher API) share this name, and
  /// the baseline's own benchmarks are registered once, under the first of them.
  let baselineName: String
  /// How many entries the list has: each side must show exactly this many rows.
  let count: Int
  /// What the entries are, for the report lines (`users`).
  let noun: String
  /// The route both sides load, relative to the server's base URL (`users`); setup asks for it
  /// once so the server has generated and cached the body before anything is measured.
  let path: String
  /// How the system's server is started.
  let fault: MockAPI.Fault
  /// Makes both sides over the server at the given base URL, once per benchmark (the ViperKit
  /// side makes its composition root here, once, as an app does at start-up).
  let makeSides: @MainActor @Sendable (URL) -> PipelineSides

  /// A system that loads `count` entries from `path`, its server started with
  /// `.generated(count: count)`; `baselineName` defaults to `name`.
  init(
    name: String, baselineName: String? = nil, count: Int, noun: String, path: String,
    makeSides: @escaping @MainActor @Sendable (URL) -> PipelineSides
  ) {
    self.name = name
    self.baselineName = baselineName ?? name
    self.count = count
    self.noun = noun
    self.path = path
    self.fault = .generated(count: count)
    self.makeSides = makeSides
  }
}

extension PipelineSystem {
  /// ``count`` with thousands separators, for the report lines: `10,000`.
  var countText: String {
    let digits = Array(String(count))
    var text = ""
    for (position, digit) in digits.enumerated() {
      if position > 0, (digits.count - position).isMultiple(of: 3) { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

/// One run of each side of a system: loads the list once and returns how many rows the view
/// ended up with.
@MainActor
struct PipelineSides {
  /// The reference app's module, built, pushed, loaded and popped.
  let viperKit: @MainActor () async throws -> Int
  /// The tutorial-style view controller, made, loaded and dropped.
  let handWritten: @MainActor () async throws -> Int
}

extension PipelineSystem {
  /// Every system, in the order their benchmarks run.
  static let all: [PipelineSystem] = [users, cryptos, listingAsync, listingPublisher]

  /// 10,000 users through the users module.
  static let users = PipelineSystem(
    name: "Users pipeline", count: 10_000, noun: "users", path: "users"
  ) { baseURL in
    let viperKit = UsersViperKitPipeline(baseURL: baseURL)
    return PipelineSides(
      viperKit: { try await viperKit.load() },
      handWritten: { try await TutorialUsersViewController.show(baseURL: baseURL) })
  }

  /// 2,000 crypto prices through the crypto prices module.
  static let cryptos = PipelineSystem(
    name: "Crypto prices pipeline", count: 2_000, noun: "cryptos", path: "cryptos"
  ) { baseURL in
    let viperKit = CryptosViperKitPipeline(baseURL: baseURL)
    return PipelineSides(
      viperKit: { try await viperKit.load() },
      handWritten: { try await TutorialCryptosViewController.show(baseURL: baseURL) })
  }

  /// 10,000 items through the listing page, its interactor on async/await.
  static let listingAsync = listing(api: .async)
  /// 10,000 items through the listing page, its interactor on the publisher API.
  static let listingPublisher = listing(api: .publisher)

  /// The listing page through `api`; both APIs share the hand-written baseline
  /// (`Listing pipeline/hand-written`).
  private static func listing(api: ListingAPI) -> PipelineSystem {
    let label =
      switch api {
      case .async: "async"
      case .publisher: "publisher"
      }
    return PipelineSystem(
      name: "Listing pipeline (\(label))", baselineName: "Listing pipeline", count: 10_000,
      noun: "items", path: "items"
    ) { baseURL in
      let viperKit = ListingViperKitPipeline(baseURL: baseURL, api: api)
      return PipelineSides(
        viperKit: { try await viperKit.load() },
        handWritten: { try await TutorialListingViewController.show(baseURL: baseURL) })
    }
  }
}
