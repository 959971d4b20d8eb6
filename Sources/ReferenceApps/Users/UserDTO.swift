/// A user as the `/users` endpoint sends it (JSONPlaceholder's shape): the service layer's
/// data, mirroring the wire. Fields other services may leave out are optional; fields this
/// app does not use are ignored.
public struct UserDTO: Codable, Sendable, Hashable {
  /// A postal address.
  public struct AddressDTO: Codable, Sendable, Hashable {
    public var street: String?
    public var suite: String?
    public var city: String?
    public var zipcode: String?
    public var geo: GeoDTO?

    public init(
      street: String? = nil, suite: String? = nil, city: String? = nil, zipcode: String? = nil,
      geo: GeoDTO? = nil
    ) {
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.geo = geo
    }
  }

  /// Coordinates, as decimal strings.
  public struct GeoDTO: Codable, Sendable, Hashable {
    public var lat: String
    public var lng: String

    public init(lat: String, lng: String) {
      self.lat = lat
      self.lng = lng
    }
  }

  /// The company a user works for.
  public struct CompanyDTO: Codable, Sendable, Hashable {
    public var name: String
    public var catchPhrase: String?
    public var bs: String?

    public init(name: String, catchPhrase: String? = nil, bs: String? = nil) {
      self.name = name
      self.catchPhrase = catchPhrase
      self.bs = bs
    }
  }

  public var id: Int
  public var name: String
  public var username: String?
  public var email: String?
  public var address: AddressDTO?
  public var phone: String?
  public var website: String?
  public var company: CompanyDTO?

  public init(
    id: Int, name: String, username: String? = nil, email: String? = nil,
    address: AddressDTO? = nil, phone: String? = nil, website: String? = nil,
    company: CompanyDTO? = nil
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
}
