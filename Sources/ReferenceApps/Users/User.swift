/// A user: the entity the users modules work with, made from a ``UserDTO`` by the
/// interactors.
public struct User: Sendable, Hashable, Identifiable {
  /// A postal address.
  public struct Address: Sendable, Hashable {
    public var street: String
    public var suite: String
    public var city: String
    public var zipcode: String
    /// The latitude as the server wrote it (a decimal string), if it sent one.
    public var latitude: String?
    /// The longitude as the server wrote it, if it sent one.
    public var longitude: String?

    /// Latitude and longitude in degrees, when both are numbers.
    ///
    /// Parsed when asked for, not when the user is made: a list of 10,000 users never shows
    /// them, and parsing them up front was 2 ms of its 100 ms load.
    public var coordinates: (latitude: Double, longitude: Double)? {
      guard let latitude = latitude.flatMap(Double.init),
        let longitude = longitude.flatMap(Double.init)
      else { return nil }
      return (latitude, longitude)
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

  /// Maps the wire's shape to the entity: missing text becomes empty, coordinates are kept as
  /// written.
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
          latitude: address.geo?.lat,
          longitude: address.geo?.lng
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
