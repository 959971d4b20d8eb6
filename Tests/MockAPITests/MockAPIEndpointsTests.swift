import Foundation
import Testing

@testable import MockAPI

@Suite("MockAPI.endpoints")
struct MockAPIEndpointsTests {
  @Test("endpoints names exactly the routes the server answers")
  func endpointsMatchTheRoutes() throws {
    let routes = try MockResources.all(in: .module).flatMap(\.routes).map { route in
      let pattern = route.pattern.split(separator: "/", omittingEmptySubsequences: false).map {
        $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0)
      }
      return "\(route.method.rawValue) \(pattern.joined(separator: "/"))"
    }

    #expect(MockAPI.endpoints == routes)
  }

  @Test(
    "Every endpoint answers 200 for id 1 (and the first media file)", arguments: MockAPI.endpoints)
  func everyEndpointAnswers(endpoint: String) async throws {
    let parts = endpoint.split(separator: " ")
    let method = String(parts[0])
    let target = parts[1].replacingOccurrences(of: "{id}", with: "1")
      .replacingOccurrences(of: "{name}", with: MockMedia.validNames[0])
    try await withMockAPI { api in
      let body = method == "PATCH" ? Data("{}".utf8) : nil
      let response = try await TestHTTP.send(method, target, to: api, body: body)

      #expect(response.status == 200)
    }
  }
}
