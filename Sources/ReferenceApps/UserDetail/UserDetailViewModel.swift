/// The user detail, exactly as the view renders it: a title and labelled fields.
public struct UserDetailViewModel: Sendable, Hashable {
  /// One labelled line.
  public struct Field: Sendable, Hashable {
    public let label: String
    public let value: String

    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The user's name.
  public let title: String
  /// Every field the user has, in reading order; empty ones are left out.
  public let fields: [Field]

  public init(title: String, fields: [Field]) {
    self.title = title
    self.fields = fields
  }

  /// The view model of `user`.
  public init(_ user: User) {
    var fields: [Field] = [
      Field("Username", user.username),
      Field("Email", user.email),
      Field("Phone", user.phone),
      Field("Website", user.website),
    ]
    if let address = user.address {
      let street = [address.street, address.suite].filter { !$0.isEmpty }.joined(separator: ", ")
      let city = [address.zipcode, address.city].filter { !$0.isEmpty }.joined(separator: " ")
      fields.append(
        Field("Address", [street, city].filter { !$0.isEmpty }.joined(separator: ", ")))
      if let coordinates = address.coordinates {
        fields.append(Field("Location", Self.format(coordinates)))
      }
    }
    if let company = user.company {
      fields.append(Field("Company", company.name))
      fields.append(Field("Catchphrase", company.catchPhrase))
      fields.append(Field("Business", company.business))
    }
    self.init(title: user.name, fields: fields.filter { !$0.value.isEmpty })
  }

  private static func format(_ coordinates: (latitude: Double, longitude: Double)) -> String {
    func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
      let rounded = (abs(value) * 10_000).rounded() / 10_000
      return "\(rounded)° \(value < 0 ? negative : positive)"
    }
    return degrees(coordinates.latitude, "N", "S") + ", " + degrees(coordinates.longitude, "E", "W")
  }
}
