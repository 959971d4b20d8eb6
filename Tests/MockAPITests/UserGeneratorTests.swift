import Foundation
import Testing

@testable import MockAPI

@Suite("UserGenerator: deterministic users in the shape of the real ones")
struct UserGeneratorTests {
  @Test("Generated users decode as full users with ids 1...N")
  func listDecodes() async throws {
    let data = try await UserGenerator.list(count: 300)

    let users = try JSONDecoder().decode([TestUser].self, from: data)

    #expect(users.map(\.id) == Array(1...300))
  }

  @Test("The same id always makes the same bytes, in a list or alone")
  func deterministic() async throws {
    let first = try await UserGenerator.list(count: 40)
    let second = try await UserGenerator.list(count: 40)
    let users = try JSONDecoder().decode([TestUser].self, from: first)

    #expect(first == second)
    #expect(try JSONDecoder().decode(TestUser.self, from: UserGenerator.user(id: 40)) == users[39])
  }

  @Test("User 42 is a plausible person with a unique username and email")
  func plausibleUser() throws {
    let user = try JSONDecoder().decode(TestUser.self, from: UserGenerator.user(id: 42))

    #expect(user.name == "Clementina Howell")
    #expect(user.username == "clementina.howell42")
    #expect(user.email == "clementina.howell42@example.com")
    #expect(user.website.hasPrefix("howell42.example."))
    #expect(user.address.zipcode.count == 10)
    #expect(Double(user.address.geo.lat).map { abs($0) < 90 } == true)
    #expect(Double(user.address.geo.lng).map { abs($0) < 180 } == true)
  }

  @Test("A generated user has exactly the keys of a bundled user, at every level")
  func sameShapeAsBundledUsers() throws {
    let bundled = try UsersResourceFixture.bundledUserJSON()
    let generated = try JSONSerialization.jsonObject(with: UserGenerator.user(id: 1))

    #expect(keyPaths(of: generated) == keyPaths(of: bundled))
    #expect(keyPaths(of: bundled).count == 18)
  }

  @Test("No word in the word lists needs escaping in JSON")
  func wordsNeedNoEscaping() {
    for list in UserGenerator.allWordLists {
      for word in list {
        let text = word.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        let escaped = JSONWriter()
        escaped.writeEscaped(text)
        #expect(escaped.data == Data(text.utf8), "'\(text)' needs escaping")
      }
    }
  }

  @Test("An empty list is []")
  func emptyList() async throws {
    #expect(try await UserGenerator.list(count: 0) == Data("[]".utf8))
  }

  @Test("A generated user is close to the size the list reserves per user")
  func estimatedSizeIsClose() async throws {
    let data = try await UserGenerator.list(count: 1_000)
    let average = data.count / 1_000

    #expect(average <= UserGenerator.estimatedUserSize)
    #expect(average >= UserGenerator.estimatedUserSize - 50)
  }

  /// Every key path in a JSON value, such as `address.geo.lat`.
  private func keyPaths(of value: Any, prefix: String = "") -> Set<String> {
    guard let object = value as? [String: Any] else { return [] }
    var paths = Set<String>()
    for (key, child) in object {
      let path = prefix.isEmpty ? key : "\(prefix).\(key)"
      paths.insert(path)
      paths.formUnion(keyPaths(of: child, prefix: path))
    }
    return paths
  }
}
