import Foundation
import Testing
import ViperKit

/// Where data comes from, as a storage service keys it: the environment's name and its base
/// URL, normalised.
@Suite("DataScope")
struct DataScopeTests {
  @Test(
    "a base URL is normalised: scheme and host in lower case, no default port, no trailing slash, no credentials, query or fragment",
    arguments: [
      ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
      ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
      ("HTTPS://API.Example.com:443/v1//", "https://api.example.com/v1"),
      ("http://LOCALHOST:80/api", "http://localhost/api"),
      ("https://example.com:8443/", "https://example.com:8443"),
      ("http://user:secret@example.com/api?key=1#top", "http://example.com/api"),
      ("http://[::1]:9000/", "http://[::1]:9000"),
      ("https://jsonplaceholder.typicode.com", "https://jsonplaceholder.typicode.com"),
    ])
  func normalised(url: String, expected: String) throws {
    #expect(DataScope.normalized(try #require(URL(string: url))) == expected)
  }

  @Test("an environment's scope is its name and its normalised base URL; the fake's is its name")
  func ofEnvironment() throws {
    let url = try #require(URL(string: "HTTP://127.0.0.1:8080/"))
    #expect(DataScope(.production(baseURL: url)).key == "production http://127.0.0.1:8080")
    #expect(DataScope(.development(baseURL: url)).key == "development http://127.0.0.1:8080")
    #expect(DataScope(.production(baseURL: url)) != DataScope(.development(baseURL: url)))
    #expect(DataScope(.fake(latency: .zero)).key == "fake fake")
    #expect(
      DataScope(environment: "development", source: "embedded mock API").description
        == "development embedded mock API")
  }

  @Test(
    "a service context has its environment's scope unless it is given one, and none without an environment"
  )
  func inTheContext() throws {
    let url = try #require(URL(string: "http://127.0.0.1:9"))
    #expect(
      ServiceContext(environment: .production(baseURL: url)).dataScope
        == DataScope(.production(baseURL: url)))
    let named = DataScope(environment: "development", source: "embedded mock API")
    #expect(
      ServiceContext(environment: .development(baseURL: url), dataScope: named).dataScope == named)
    #expect(ServiceContext(environment: nil).dataScope == nil)
  }
}
