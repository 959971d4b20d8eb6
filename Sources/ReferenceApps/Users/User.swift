/// A user: the entity the users modules work with, made from a ``UserDTO`` by the
/// interactors.
public struct User: Sendable, Hashable, Identifiable {
  /// A postal address.
  public struct Address: Sendable, Hashable {
    public var street: String
    public var suite: String
    public var city: String
    public var zipcode: String
    /// Latitude and longitude in degrees, when the server sent valid numbers.
    public var coordinates: (latitude: Double, longitude: Double)?

    public static func == (lhs: Address, rhs: Address) -> Bool {
      lhs.street == rhs.street && lhs.suite == rhs.suite && lhs.city == rhs.city
        && lhs.zipcode == rhs.zipcode && lhs.coordinates?.latitude == rhs.coordinates?.latitude
        && lhs.coordinates?.longitude == rhs.coordinates?.longitude
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(street)
      hasher.combine(city)
      hasher.combine(zipcode)
    }
  }

  /// The company a user works for.
  public struct Company: Sendable, Hashable {
    public var name: String
    public var catchPhrase: String
    public var business: String
  }

  public var id: Int
  public var name: String
  public var username: String
  public var email: String
  public var address: Address?
  public var phone: String
  public var website: String
  public var company: Company?

  /// Creates a user.
  public init(
    id: Int, name: String, username: String = "", email: String = "", address: Address? = nil,
    phone: String = "", website: String = "", company: Company? = nil
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.address = address
    self.phone = phone
    self.website = website
    self.company = company
  }

  /// Maps the wire's shape to the entity: missing text becomes empty, coordinates that are not
  /// numbers are dropped.
  public init(_ dto: UserDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      username: dto.username ?? "",
      email: dto.email ?? "",
      address: dto.address.map { address in
        Address(
          street: address.street ?? "",
          suite: address.suite ?? "",
          city: address.city ?? "",
          zipcode: address.zipcode ?? "",
          coordinates: address.geo.flatMap { geo in
            guard let latitude = Double(geo.lat), let longitude = Double(geo.lng) else {
              return nil
            }
            return (latitude, longitude)
          }
        )
      },
      phone: dto.phone ?? "",
      website: dto.website ?? "",
      company: dto.company.map {
        Company(name: $0.name, catchPhrase: $0.catchPhrase ?? "", business: $0.bs ?? "")
      }
    )
  }
}
