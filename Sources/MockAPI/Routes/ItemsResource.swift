import Foundation

/// `GET /items` and `GET /items/{id}`, from the bundled items (JSONPlaceholder's albums) or,
/// under ``MockAPI/Fault/generated(count:)`` or `?count=N`, from ``ItemGenerator``.
struct ItemsResource: MockResource {
  /// The bundled file the items come from.
  static let fileName = "items.json"

  private let listBody: Data
  private let itemBodies: [Int: Data]
  private let generatedLists = BodyCache(byteBudget: 16 << 20)

  /// Loads the items from `items.json` in `bundle`.
  init(bundle: Bundle) throws {
    let data = try BundledResource.data(named: Self.fileName, in: bundle)
    try self.init(json: data)
  }

  /// Loads the items from the contents of an `items.json`.
  init(json: Data) throws {
    let items = try BundledResource.decode([MockItem].self, from: json, named: Self.fileName)
    let list = JSONWriter()
    let single = JSONWriter()
    var bodies: [Int: Data] = [:]
    list.write("[")
    for (position, item) in items.enumerated() {
      if position > 0 {
        list.write(",")
      }
      item.write(to: list)
      item.write(to: single)
      guard bodies.updateValue(single.takeData(), forKey: item.id) == nil else {
        throw MockAPIError.invalidResource(
          Self.fileName, reason: "two items have the id \(item.id)")
      }
    }
    list.write("]")
    listBody = list.takeData()
    itemBodies = bodies
  }

  var routes: [MockRoute] {
    [
      MockRoute(.GET, "/items", kind: .list) { request in try await list(request) },
      MockRoute(.GET, "/items/:id", kind: .item) { request in try item(request) },
    ]
  }

  private func list(_ request: MockRequest) async throws -> MockResponse {
    guard let count = request.generatedCount else {
      return .json(listBody)
    }
    let body = try await generatedLists.body(for: "items?count=\(count)") {
      try await GeneratedList.body(
        ids: GeneratedList.ids(count: count), estimatedEntrySize: ItemGenerator.estimatedItemSize,
        write: ItemGenerator.write(id:to:))
    }
    return .json(body)
  }

  private func item(_ request: MockRequest) throws(MockRouteFailure) -> MockResponse {
    let id = try request.integerID(noun: "item")
    if let count = request.generatedCount {
      guard id >= 1, id <= count else {
        return .error(404, "no item with id \(id): there are \(count) generated items")
      }
      let writer = JSONWriter()
      ItemGenerator.write(id: id, to: writer)
      return .json(writer.takeData())
    }
    guard let body = itemBodies[id] else {
      return .error(404, "no item with id \(id)")
    }
    return .json(body)
  }
}
