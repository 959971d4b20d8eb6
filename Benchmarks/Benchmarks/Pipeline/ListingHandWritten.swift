import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The listing pipeline by hand, in the style of the 2014 tutorial's "before" code: one view
// controller fetches, checks the status (as the listing page's interactor must, so the
// baseline does the same work), decodes and makes the cells; its "table" is a plain array. No
// ViperKit, no ReferenceApps types. The baseline of both listing systems (async and
// publisher).

/// An item as the server sends it.
struct TutorialItem: Decodable {
  var id: Int
  var name: String
}

/// One cell of the listing: the item's title and its id as shown (`#42`).
struct TutorialItemCell {
  let id: Int
  let title: String
  let idText: String
  let isHighlighted: Bool
}

/// The whole screen: fetch, check, decode, make cells, assign.
@MainActor
final class TutorialListingViewController {
  enum Failure: Error, CustomStringConvertible {
    case status(Int?)

    var description: String {
      switch self {
      case .status(let code?): "the server answered \(code)"
      case .status(nil): "the answer was not HTTP"
      }
    }
  }

  private let url: URL
  /// The "view": what the table shows.
  private(set) var cells: [TutorialItemCell] = []

  init(baseURL: URL) {
    url = baseURL.appendingPathComponent("items")
  }

  /// Makes the screen, loads it and closes it (so it is freed, as the ViperKit module is freed
  /// when it is popped); returns how many cells it showed.
  static func show(baseURL: URL) async throws -> Int {
    let viewController = TutorialListingViewController(baseURL: baseURL)
    try await viewController.loadItems()
    return viewController.cells.count
  }

  func loadItems() async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
      throw Failure.status((response as? HTTPURLResponse)?.statusCode)
    }
    let items = try JSONDecoder().decode([TutorialItem].self, from: data)
    cells = items.map { item in
      TutorialItemCell(id: item.id, title: item.name, idText: "#\(item.id)", isHighlighted: false)
    }
  }
}
