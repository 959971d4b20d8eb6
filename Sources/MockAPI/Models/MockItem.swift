import Foundation

/// An item of the listing page, decoded from the bundled `items.json` (JSONPlaceholder's
/// albums, each title as the item's name).
struct MockItem: Decodable, Sendable, Equatable {
  var id: Int
  var name: String

  /// Writes the item as compact JSON: `{"id":1,"name":"quidem molestiae enim"}`.
  func write(to writer: JSONWriter) {
    writer.write(#"{"id":"#)
    writer.writeInteger(id)
    writer.write(#","name":"#)
    writer.writeString(name)
    writer.write("}")
  }
}
