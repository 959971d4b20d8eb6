/// An item as the `/items` endpoint sends it (`{"id":42,"name":"..."}`): the service layer's
/// data, mirroring the wire.
public struct ItemDTO: Codable, Sendable, Hashable {
  /// The item's id.
  public var id: Int
  /// The item's name.
  public var name: String

  /// Creates an item.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
