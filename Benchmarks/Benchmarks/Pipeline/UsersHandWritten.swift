import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The users pipeline by hand, with no layers, in the style of the original 2014 VIPER tutorial's
// "before" code: the view controller fetches, decodes and formats, and its "table" is a plain
// array. No ViperKit, no ReferenceApps types.

/// A user as the server sends it: the same full shape as `UserDTO`, so that decoding costs the
/// same on both sides.
struct TutorialUser: Decodable {
  struct Address: Decodable {
    var street: String?
    var suite: String?
    var city: String?
    var zipcode: String?
    var geo: Geo?
  }

  struct Geo: Decodable {
    var lat: String
    var lng: String
  }

  struct Company: Decodable {
    var name: String
    var catchPhrase: String?
    var bs: String?
  }

  var id: Int
  var name: String
  var username: String?
  var email: String?
  var address: Address?
  var phone: String?
  var website: String?
  var company: Company?
}

/// One row of the table.
struct TutorialRow {
  let id: Int
  let title: String
  let subtitle: String
}

/// The whole screen: fetch, decode, map to rows, assign.
@MainActor
final class TutorialUsersViewController {
  private let url: URL
  /// The "view": what the table shows.
  private(set) var rows: [TutorialRow] = []

  init(baseURL: URL) {
    url = baseURL.appendingPathComponent("users")
  }

  /// Makes the screen, loads it and closes it (so it is freed, as the ViperKit module is freed
  /// when it is popped); returns how many rows it showed.
  static func show(baseURL: URL) async throws -> Int {
    let viewController = TutorialUsersViewController(baseURL: baseURL)
    try await viewController.loadUsers()
    return viewController.rows.count
  }

  func loadUsers() async throws {
    let (data, _) = try await URLSession.shared.data(from: url)
    let users = try JSONDecoder().decode([TutorialUser].self, from: data)
    rows = users.map { user in
      TutorialRow(
        id: user.id, title: user.name,
        subtitle: "@\(user.username ?? "") · \(user.email ?? "")")
    }
  }
}
