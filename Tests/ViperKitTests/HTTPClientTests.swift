import Foundation
import MockAPI
import Testing
import ViperKit
import ViperKitTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Person: Decodable, Equatable {
  let id: Int
  let name: String
}

@Suite("HTTPClient over a real local server")
struct HTTPClientServerTests {
  @Test("decodes a 2xx JSON body")
  func decodesSuccess() async throws {
    let api = try await MockAPI.start()
    defer { Task { await api.stop() } }
    let people = try await HTTPClient(baseURL: api.baseURL).send(.get("users"), as: [Person].self)
    #expect(people.count == 10)
    #expect(people.first == Person(id: 1, name: "Leanne Graham"))
  }

  @Test(
    "a non-2xx answer is statusCode with the code, before any decoding", arguments: [404, 500, 503])
  func statusCodes(code: Int) async throws {
    let api = try await MockAPI.start()
    defer { Task { await api.stop() } }
    api.injectFault(.status(code))
    await #expect(throws: HTTP.Error.statusCode(code)) {
      try await HTTPClient(baseURL: api.baseURL).send(.get("users"), as: [Person].self)
    }
  }

  @Test(
    "a body that is not JSON, a truncated body and invalid UTF-8 are undecodable, each saying why")
  func undecodableBodies() async throws {
    let api = try await MockAPI.start()
    defer { Task { await api.stop() } }
    let client = HTTPClient(baseURL: api.baseURL)
    let cases: [(MockAPI.Fault, String)] = [
      (.malformedBody, "the data is not valid JSON"),
      (.truncatedBody, "the data ends too early (truncated)"),
      (.invalidUTF8, "the text is not valid UTF-8"),
    ]
    for (fault, reason) in cases {
      api.injectFault(fault)
      do {
        _ = try await client.send(.get("users"), as: [Person].self)
        Issue.record("\(fault) decoded")
      } catch {
        guard case .undecodable(let failure) = error else {
          Issue.record("\(fault): expected undecodable, got \(error)")
          continue
        }
        #expect(failure.reason == reason, "\(fault)")
      }
    }
  }

  @Test("a closed port is cannotConnect, naming the host and port")
  func connectionRefused() async throws {
    let closed = try ClosedPort()
    await #expect(throws: HTTP.Error.cannotConnect(host: "127.0.0.1:\(closed.port)")) {
      try await HTTPClient(baseURL: closed.url).send(.get("users"))
    }
  }

  @Test("a server slower than the timeout is timedOut")
  func timeout() async throws {
    let api = try await MockAPI.start()
    defer { Task { await api.stop() } }
    api.injectFault(.delay(.seconds(3)))
    await #expect(throws: HTTP.Error.timedOut) {
      try await HTTPClient(baseURL: api.baseURL, timeout: .milliseconds(300)).send(.get("users"))
    }
  }

  @Test("cancelling the task that waits for a request is cancelled")
  func cancellation() async throws {
    let api = try await MockAPI.start()
    defer { Task { await api.stop() } }
    api.injectFault(.delay(.seconds(3)))
    let client = HTTPClient(baseURL: api.baseURL)
    let task = Task { () async throws(HTTP.Error) -> Data in try await client.send(.get("users")) }
    while api.requestCount() == 0 { try await Task.sleep(for: .milliseconds(5)) }
    task.cancel()
    await #expect(throws: HTTP.Error.cancelled) { try await task.value }
  }

  // swift-corelibs-foundation's `data(for:)` deadlocks when its task is cancelled while the
  // session handles the answer (swift-corelibs-foundation#5412): a dismissed module's `TaskBag`
  // hung a whole test run that way. Requests to a closed port fail within microseconds, so
  // cancelling a few hundred of them lands in that window many times over.
  @Test(
    "requests cancelled while their connection fails all end, cancelled or failed: no deadlock",
    .timeLimit(.minutes(1)))
  func cancelWhileFailing() async throws {
    let closed = try ClosedPort()
    let client = HTTPClient(baseURL: closed.url)
    for round in 0..<40 {
      let outcomes = await withTaskGroup(of: HTTP.Error?.self) { group in
        for _ in 0..<40 {
          group.addTask {
            do throws(HTTP.Error) {
              _ = try await client.send(.get("users"))
              return nil
            } catch {
              return error
            }
          }
        }
        // The moment of cancelling moves across the connections' lifetimes, round by round.
        try? await Task.sleep(for: .microseconds(25 * (round % 20)))
        group.cancelAll()
        return await group.reduce(into: [HTTP.Error?]()) { $0.append($1) }
      }
      #expect(outcomes.count == 40)
      #expect(
        outcomes.allSatisfy {
          $0 == .cancelled || $0 == .cannotConnect(host: "127.0.0.1:\(closed.port)")
        })
    }
  }
}

@Suite("HTTPClient requests and error mapping")
struct HTTPClientTests {
  let base = URL(string: "http://api.test/v1")!

  @Test("builds the URL, method, query, headers, body and timeout of a request")
  func buildsRequests() async throws {
    let transport = FakeHTTPTransport.json("{}")
    let client = HTTPClient(baseURL: base, timeout: .seconds(3), transport: transport)
    _ = try await client.send(.get("users/3", query: ["b": "2", "a": "1"]))
    _ = try await client.send(.json(.patch, "todos/4", body: ["completed": true]))
    let requests = transport.requests
    #expect(
      requests.map(\.url?.absoluteString) == [
        "http://api.test/v1/users/3?a=1&b=2", "http://api.test/v1/todos/4",
      ])
    #expect(requests.map(\.httpMethod) == ["GET", "PATCH"])
    #expect(requests[0].timeoutInterval == 3)
    #expect(requests[0].value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(requests[1].value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(requests[1].httpBody == Data(#"{"completed":true}"#.utf8))
  }

  @Test("a response that is not HTTP is invalidResponse")
  func notHTTP() async {
    await #expect(throws: HTTP.Error.invalidResponse) {
      try await HTTPClient(baseURL: base, transport: FakeHTTPTransport.notHTTP()).send(.get("x"))
    }
  }

  @Test("a value of the wrong type names where decoding failed")
  func decodingPath() async {
    let transport = FakeHTTPTransport.json(#"[{"id":1,"name":"a"},{"id":"two","name":"b"}]"#)
    await #expect(
      throws: HTTP.Error.undecodable(.init(path: "[1].id", reason: "expected an integer"))
    ) {
      try await HTTPClient(baseURL: base, transport: transport).send(.get("x"), as: [Person].self)
    }
    let missing = FakeHTTPTransport.json(#"[{"id":1}]"#)
    await #expect(
      throws: HTTP.Error.undecodable(.init(path: "[0]", reason: "missing field \"name\""))
    ) {
      try await HTTPClient(baseURL: base, transport: missing).send(.get("x"), as: [Person].self)
    }
  }

  @Test("URLSession's errors map to the cases a person can act on")
  func mapsTransportErrors() async {
    let cases: [(URLError.Code, HTTP.Error)] = [
      (.notConnectedToInternet, .noNetwork),
      (.dataNotAllowed, .noNetwork),
      (.timedOut, .timedOut),
      (.cancelled, .cancelled),
      (.cannotConnectToHost, .cannotConnect(host: "api.test")),
      (.cannotFindHost, .cannotConnect(host: "api.test")),
      (.badServerResponse, .invalidResponse),
    ]
    for (code, expected) in cases {
      await #expect(throws: expected) {
        try await HTTPClient(baseURL: base, transport: FakeHTTPTransport.failing(code)).send(
          .get("x"))
      }
    }
    #expect(HTTPClient.map(CancellationError(), host: "h") == .cancelled)
    guard case .transport = HTTPClient.map(URLError(.secureConnectionFailed), host: "h") else {
      Issue.record("an unknown URLError should be .transport")
      return
    }
  }

  @Test("every error has a message that says what happened and what to do")
  func messages() {
    #expect(
      HTTP.Error.statusCode(503).message
        == "The server answered 503 (Service Unavailable). The server has a problem; try again later."
    )
    #expect(
      HTTP.Error.statusCode(404).message
        == "The server answered 404 (Not Found). The address does not exist; check the server address."
    )
    #expect(
      HTTP.Error.invalidResponse.message
        == "The server's answer was not an HTTP response. Check that the address points at a web server."
    )
    #expect(
      HTTP.Error.undecodable(.init(path: "[3].address", reason: "expected an object")).message
        == "The data from the server could not be read: expected an object at [3].address.")
    #expect(
      HTTP.Error.undecodable(.init(path: "", reason: "the data is not valid JSON")).message
        == "The data from the server could not be read: the data is not valid JSON.")
    #expect(
      HTTP.Error.cannotConnect(host: "127.0.0.1:8080").message
        == "Could not connect to 127.0.0.1:8080. Check that the server is running and that the address is right."
    )
    #expect(
      HTTP.Error.timedOut.message
        == "The server did not answer in time. Try again; if it keeps happening, the server may be down."
    )
    #expect(
      HTTP.Error.noNetwork.message
        == "There is no network connection. Connect to a network and try again.")
    #expect(HTTP.Error.cancelled.message == "The request was cancelled.")
    #expect(HTTP.Error.transport("boom").message == "The request failed: boom. Try again.")
  }
}

@Suite("HTTP.DecodingFailure")
struct DecodingFailureTests {
  private struct Item: Decodable { let id: Int }

  private func failure(_ text: String) -> HTTP.DecodingFailure? {
    let data = Data(text.utf8)
    do {
      _ = try JSONDecoder().decode([Item].self, from: data)
      return nil
    } catch {
      return HTTP.DecodingFailure(error, data: data)
    }
  }

  @Test("a body cut off inside an array, an object or a string is reported as truncated")
  func truncated() {
    for text in [#"[{"id": 1}, {"id""#, #"[{"id": 1"#, #"["abc"#, "", "  "] {
      #expect(failure(text)?.reason == "the data ends too early (truncated)", "\(text)")
    }
  }

  @Test("a complete body that is still not JSON is reported as such, not as truncated")
  func notJSON() {
    for text in ["<html>", #"[{"id": 1}]]"#, "nope"] {
      #expect(failure(text)?.reason == "the data is not valid JSON", "\(text)")
    }
  }

  @Test("bytes that are not UTF-8 are reported as such")
  func notUTF8() {
    let data = Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D])
    let error = (try? JSONDecoder().decode([String].self, from: data)) == nil
    #expect(error)
    #expect(
      HTTP.DecodingFailure(
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "x")), data: data
      )
      .reason == "the text is not valid UTF-8")
  }
}
