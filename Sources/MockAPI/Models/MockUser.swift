import Foundation

/// A user as JSONPlaceholder serves it, decoded from the bundled `users.json`.
struct MockUser: Decodable, Sendable, Equatable {
  struct Address: Decodable, Sendable, Equatable {
    var street: String
    var suite: String
    var city: String
    var zipcode: String
    var geo: Geo
  }

  struct Geo: Decodable, Sendable, Equatable {
    var lat: String
    var lng: String
  }

  struct Company: Decodable, Sendable, Equatable {
    var name: String
    var catchPhrase: String
    var bs: String
  }

  var id: Int
  var name: String
  var username: String
  var email: String
  var address: Address
  var phone: String
  var website: String
  var company: Company

  /// Writes the user as compact JSON, in JSONPlaceholder's key order.
  func write(to writer: JSONWriter) {
    UserJSON.write(id: id, to: writer) { field, writer in
      writer.writeEscaped(self[field])
    }
  }

  /// The value of a string field.
  subscript(field: UserJSON.Field) -> String {
    switch field {
    case .name: name
    case .username: username
    case .email: email
    case .street: address.street
    case .suite: address.suite
    case .city: address.city
    case .zipcode: address.zipcode
    case .lat: address.geo.lat
    case .lng: address.geo.lng
    case .phone: phone
    case .website: website
    case .companyName: company.name
    case .catchPhrase: company.catchPhrase
    case .bs: company.bs
    }
  }
}

/// The layout of a user's JSON, shared by bundled and generated users so both have exactly the
/// same shape.
enum UserJSON {
  /// A string field of a user, in the order it is written.
  enum Field: Sendable {
    case name, username, email
    case street, suite, city, zipcode, lat, lng
    case phone, website
    case companyName, catchPhrase, bs
  }

  /// Writes `{"id":<id>,"name":"...",...}`, asking `value` to write each string field's
  /// contents, escaped, between the quotes.
  ///
  /// Spelled out field by field rather than looping over a table: a loop costs several generic
  /// calls per field in a debug build, and this runs for every generated user.
  static func write(id: Int, to writer: JSONWriter, value: (Field, JSONWriter) -> Void) {
    writer.write(#"{"id":"#)
    writer.writeInteger(id)
    writer.write(#","name":""#)
    value(.name, writer)
    writer.write(#"","username":""#)
    value(.username, writer)
    writer.write(#"","email":""#)
    value(.email, writer)
    writer.write(#"","address":{"street":""#)
    value(.street, writer)
    writer.write(#"","suite":""#)
    value(.suite, writer)
    writer.write(#"","city":""#)
    value(.city, writer)
    writer.write(#"","zipcode":""#)
    value(.zipcode, writer)
    writer.write(#"","geo":{"lat":""#)
    value(.lat, writer)
    writer.write(#"","lng":""#)
    value(.lng, writer)
    writer.write(#""}},"phone":""#)
    value(.phone, writer)
    writer.write(#"","website":""#)
    value(.website, writer)
    writer.write(#"","company":{"name":""#)
    value(.companyName, writer)
    writer.write(#"","catchPhrase":""#)
    value(.catchPhrase, writer)
    writer.write(#"","bs":""#)
    value(.bs, writer)
    writer.write(#""}}"#)
  }
}
