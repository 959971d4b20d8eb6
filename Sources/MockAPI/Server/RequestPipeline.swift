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
    let (response, fault) = try await respond(
      method: request.method, path: request.path, query: request.query,
      range: request.headers[HTTPHeader("Range")])
    return response.httpResponse(fault: fault)
  }

  /// The answer to a request and the fault it was given.
  ///
  /// The fault comes from the query if it names one, else from ``FaultBook``. It may wait
  /// (`delay`), replace the answer (`status`), change what the route answers (`emptyList`,
  /// `generatedUsers`), and then change the bytes (`malformed`, `truncated`, `invalidUTF8`).
  func respond(
    method: HTTPMethod, path: String, query: [HTTPRequest.QueryItem], range: String? = nil
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
      response = try await route(method: method, path: path, plan: plan, range: range)
    }
    plan.applyBodyFaults(to: &response)
    return (response, fault)
  }

  private func route(
    method: HTTPMethod, path: String, plan: FaultPlan, range: String?
  ) async throws -> MockResponse {
    for route in routes {
      guard let parameters = route.match(method: method, path: path) else { continue }
      if plan.emptyList {
        switch route.kind {
        case .list: return .json(Data("[]".utf8))
        case .item: return .error(404, "nothing at \(path): the empty list fault is on")
        }
      }
      let request = MockRequest(
        path: path, parameters: parameters, generatedCount: plan.generatedCount, range: range)
      return try await route.handler(request)
    }
    return .error(404, "no route for \(method.rawValue) \(path)")
  }
}
