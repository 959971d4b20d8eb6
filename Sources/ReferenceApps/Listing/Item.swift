/// An item of the listing page: the module's own data, made from an ``ItemDTO`` by the
/// interactor.
public struct Item: Sendable, Hashable, Identifiable {
  /// The item's id.
  public let id: Int
  /// The item's name.
  public let name: String

  /// Creates an item.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The entity for an item as the service got it.
  public init(_ dto: ItemDTO) {
    self.init(id: dto.id, name: dto.name)
  }
}
