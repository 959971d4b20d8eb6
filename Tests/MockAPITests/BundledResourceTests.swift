import Foundation
import Testing

@testable import MockAPI

/// The bundled data, read the way the server reads it.
enum UsersResourceFixture {
  /// User 1 of the bundled `users.json`, as a JSON object.
  static func bundledUserJSON() throws -> Any {
    let data = try BundledResource.data(named: UsersResource.fileName, in: .module)
    let users = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
    return try #require(users.first)
  }
}

@Suite("Bundled data: loaded from Bundle.module, with clear errors when it is broken")
struct BundledResourceTests {
  @Test("users.json is in the bundle with its 10 users")
  func usersAreBundled() throws {
    let data = try BundledResource.data(named: UsersResource.fileName, in: .module)

    let users = try BundledResource.decode([MockUser].self, from: data, named: "users.json")

    #expect(users.count == 10)
  }

  @Test("Bundled users written back as JSON decode to the same users")
  func bundledUsersRoundTrip() throws {
    let data = try BundledResource.data(named: UsersResource.fileName, in: .module)
    let users = try BundledResource.decode([MockUser].self, from: data, named: "users.json")

    for user in users {
      let writer = JSONWriter()
      user.write(to: writer)
      #expect(try JSONDecoder().decode(MockUser.self, from: writer.data) == user)
    }
  }

  @Test("A missing resource throws missingResource, saying where it belongs")
  func missingResource() {
    let error = #expect(throws: MockAPIError.self) {
      try BundledResource.data(named: "missing.json", in: .module)
    }

    #expect(error?.code == .missingResource)
    #expect(
      error?.message
        == "MockAPI resource 'missing.json' is missing from Bundle.module. It belongs in "
        + "Sources/MockAPI/Resources/, which Package.swift copies with .copy(\"Resources\").")
  }

  @Test("Broken JSON throws invalidResource, saying where it breaks")
  func brokenJSON() {
    let json = Data(#"[{"id": 1, "name": "Ada"}]"#.utf8)

    let error = #expect(throws: MockAPIError.self) {
      try UsersResource(json: json)
    }

    #expect(error?.code == .invalidResource)
    #expect(error?.message.hasPrefix("MockAPI resource 'users.json' is not valid: ") == true)
    #expect(error?.message.contains("at [0]") == true)
    #expect(
      error?.message.hasSuffix("Restore Sources/MockAPI/Resources/users.json from version control.")
        == true)
  }

  @Test("Two users with the same id throw invalidResource")
  func duplicateIDs() throws {
    let data = try BundledResource.data(named: UsersResource.fileName, in: .module)
    var users = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
    users.append(users[0])
    let json = try JSONSerialization.data(withJSONObject: users)

    let error = #expect(throws: MockAPIError.self) {
      try UsersResource(json: json)
    }

    #expect(
      error?.message
        == "MockAPI resource 'users.json' is not valid: two users have the id 1. "
        + "Restore Sources/MockAPI/Resources/users.json from version control.")
  }

  @Test("start() with broken bundled data throws instead of crashing")
  func startWithBrokenData() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "MockAPITests-\(UUID().uuidString)")
    let resources = directory.appending(path: "Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("not json".utf8).write(to: resources.appending(path: "users.json"))
    let bundle = try #require(Bundle(url: directory))

    let error = await #expect(throws: MockAPIError.self) {
      _ = try await MockAPI.start(port: 0, fault: nil, bundle: bundle)
    }

    #expect(error?.code == .invalidResource)
  }

  @Test("start() without the bundled data throws missingResource")
  func startWithoutData() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "MockAPITests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let bundle = try #require(Bundle(url: directory))

    let error = await #expect(throws: MockAPIError.self) {
      _ = try await MockAPI.start(port: 0, fault: nil, bundle: bundle)
    }

    #expect(error?.code == .missingResource)
  }
}
