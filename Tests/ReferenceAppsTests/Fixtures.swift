import Foundation
import ReferenceApps
import Testing

/// The ten JSONPlaceholder users, read from the shared data the mock API bundles, mapped
/// through the real DTO and entity code.
enum Fixtures {
  static let leanne = User(FakeUsersService.sampleUsers[0])

  static func rows(_ users: [User]) -> [UserRowViewModel] {
    users.map { user in
      UserRowViewModel(id: user.id, title: user.name, subtitle: "@\(user.username) · \(user.email)")
    }
  }
}
