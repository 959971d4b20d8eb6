/// A user as a client of JSONPlaceholder decodes it: every field, nothing optional, so a missing
/// or mistyped field fails the decoding.
struct TestUser: Decodable, Equatable {
  struct Address: Decodable, Equatable {
    var street: String
    var suite: String
    var city: String
    var zipcode: String
    var geo: Geo
  }

  struct Geo: Decodable, Equatable {
    var lat: String
    var lng: String
  }

  struct Company: Decodable, Equatable {
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

  /// User 1 of JSONPlaceholder, field for field.
  static let leanne = TestUser(
    id: 1,
    name: "Leanne Graham",
    username: "Bret",
    email: "Sincere@april.biz",
    address: Address(
      street: "Kulas Light",
      suite: "Apt. 556",
      city: "Gwenborough",
      zipcode: "92998-3874",
      geo: Geo(lat: "-37.3159", lng: "81.1496")
    ),
    phone: "1-770-736-8031 x56442",
    website: "hildegard.org",
    company: Company(
      name: "Romaguera-Crona",
      catchPhrase: "Multi-layered client-server neural-net",
      bs: "harness real-time e-markets"
    )
  )

  /// User 3 of JSONPlaceholder, field for field.
  static let clementine = TestUser(
    id: 3,
    name: "Clementine Bauch",
    username: "Samantha",
    email: "Nathan@yesenia.net",
    address: Address(
      street: "Douglas Extension",
      suite: "Suite 847",
      city: "McKenziehaven",
      zipcode: "59590-4157",
      geo: Geo(lat: "-68.6102", lng: "-47.0653")
    ),
    phone: "1-463-123-4447",
    website: "ramiro.info",
    company: Company(
      name: "Romaguera-Jacobson",
      catchPhrase: "Face to face bifurcated interface",
      bs: "e-enable strategic applications"
    )
  )

  /// The names of JSONPlaceholder's 10 users, in id order.
  static let names = [
    "Leanne Graham", "Ervin Howell", "Clementine Bauch", "Patricia Lebsack", "Chelsey Dietrich",
    "Mrs. Dennis Schulist", "Kurtis Weissnat", "Nicholas Runolfsdottir V", "Glenna Reichert",
    "Clementina DuBuque",
  ]
}
