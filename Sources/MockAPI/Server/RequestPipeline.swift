import FlyingFox
import Foundation

/// The one place every request goes through: it counts the request, picks its fault, routes it
/// to a resource, and applies the fault to the answer.
///
/// Routes only answer the normal case, so every resource gets every fault for free.
struct RequestPipeline: HTTPHandler {
  let routes: [MockRoute]
  let faults: FaultBook

  init(resources: [any MockResource], faults: FaultBook) {
    routes = resources.flatMap { $0.routes }
    self.faults = faults
  }

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    // Read the whole body first, whatever the answer: a body left unread would be taken for the
    // start of the next request on the same connection.
    let body = try await request.bodyData
    let (response, fault) = try await respond(
      method: request.method, path: request.path, query: request.query, body: body,
      range: request.headers[HTTPHeader("Range")])
    return response.httpResponse(fault: fault)
  }

  /// The answer to a request and the fault it was given.
  ///
  /// The fault comes from the query if it names one, else from ``FaultBook``. It may wait
  /// (`delay`), replace the answer (`status`), change what the route answers (`emptyList`,
  /// `generated`), and then change the bytes (`malformed`, `truncated`, `invalidUTF8`).
  func respond(
    method: HTTPMethod, path: String, query: [HTTPRequest.QueryItem], body: Data = Data(),
    range: String? = nil
  ) async throws -> (MockResponse, MockAPI.Fault?) {
    let queryFault: MockAPI.Fault?
    do {
      queryFault = try QueryFaults.fault(in: query)
    } catch {
      _ = faults.receive(path: path, overriddenByQuery: true)
      return (.error(400, error.message), nil)
    }
    let bookedFault = faults.receive(path: path, overriddenByQuery: queryFault != nil)
    let fault = queryFault ?? bookedFault

    let plan = FaultPlan(fault)
    if let problem = plan.problem {
      return (.error(500, problem), fault)
    }
    if plan.delay > .zero {
      try await Task.sleep(for: plan.delay)
    }
    var response: MockResponse
    if let status = plan.status {
      response = .error(status, "MockAPI fault: status \(status) for \(method.rawValue) \(path)")
    } else {
      let request = MockRequest(
        method: method, path: path, parameters: [:], query: query, body: body,
        generatedCount: plan.generatedCount, range: range)
      response = try await route(request, plan: plan)
    }
    plan.applyBodyFaults(to: &response)
    return (response, fault)
  }

  private func route(_ request: MockRequest, plan: FaultPlan) async throws -> MockResponse {
    let (method, path) = (request.method, request.path)
    for route in routes {
      guard let parameters = route.match(method: method, path: path) else { continue }
      if plan.emptyList {
        switch route.kind {
        case .list: return .json(Data("[]".utf8))
        case .item: return .error(404, "nothing at \(path): the empty list fault is on")
        }
      }
      var request = request
      request.parameters = parameters
      do {
        return try await route.handler(request)
      } catch let failure as MockRouteFailure {
        return failure.response
      }
    }
    return .error(404, "no route for \(method.rawValue) \(path)")
  }
}
