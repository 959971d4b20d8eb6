import Foundation
import Testing

@testable import MockAPI

@Suite("FaultPlan: what a fault does to one request")
struct FaultPlanTests {
  @Test("No fault plans nothing")
  func noFault() {
    #expect(FaultPlan(nil) == FaultPlan(.combined([])))
    #expect(FaultPlan(nil).delay == .zero)
    #expect(FaultPlan(nil).status == nil)
    #expect(FaultPlan(nil).bodyFaults == [])
  }

  @Test("combined(_:) adds delays, keeps the last status and body faults in order")
  func combinedFolds() {
    let plan = FaultPlan(
      .combined([
        .delay(.milliseconds(100)), .status(500), .truncatedBody,
        .combined([.delay(.milliseconds(50)), .status(503), .invalidUTF8]),
      ]))

    #expect(plan.delay == .milliseconds(150))
    #expect(plan.status == 503)
    #expect(plan.bodyFaults == [.truncated, .invalidUTF8])
    #expect(plan.problem == nil)
  }

  @Test("A delay past the maximum waits the maximum; a negative one does not wait")
  func delaysAreBounded() {
    #expect(FaultPlan(.delay(.seconds(10_000))).delay == MockAPI.Fault.maximumDelay)
    #expect(FaultPlan(.delay(.seconds(-1))).delay == .zero)
  }

  @Test("An impossible status or count is a problem, not a crash")
  func impossibleFaultsAreProblems() {
    #expect(
      FaultPlan(.status(600)).problem
        == "MockAPI cannot play the fault 'status 600': a status must be from 200 to 599")
    #expect(
      FaultPlan(.generatedUsers(1_000_001)).problem
        == "MockAPI cannot play the fault '1000001 generated users': a count must be from 0 to 1000000"
    )
  }

  @Test("truncated keeps the first half of the body and the status")
  func truncatedKeepsHalf() {
    var response = MockResponse.error(404, "no user with id 9")
    let body = response.body

    FaultPlan.BodyFault.truncated.apply(to: &response)

    #expect(response.status == 404)
    #expect(response.body == body.prefix(body.count / 2))
  }

  @Test("malformed replaces the body with one that is not JSON, keeping the status")
  func malformedReplacesTheBody() {
    var response = MockResponse.error(503, "down")

    FaultPlan.BodyFault.malformed.apply(to: &response)

    #expect(response.status == 503)
    #expect(response.body == FaultPlan.BodyFault.malformedBody)
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
  }

  @Test("invalidUTF8 spoils the first string value in place, keeping the length")
  func invalidUTF8SpoilsTheFirstString() {
    var body = Data(#"{"id":1,"name":"Ada","tags":[]}"#.utf8)

    FaultPlan.BodyFault.spoilFirstString(in: &body)

    #expect(body == Data(#"{"id":1,"name":""#.utf8) + [0xFF, 0xFE] + Data(#"a","tags":[]}"#.utf8))
  }

  @Test("invalidUTF8 on a body without a string to spoil sends a small invalid one")
  func invalidUTF8WithoutAString() {
    var body = Data("[]".utf8)

    FaultPlan.BodyFault.spoilFirstString(in: &body)

    #expect(body == FaultPlan.BodyFault.invalidUTF8Fallback)
    #expect(String(data: body, encoding: .utf8) == nil)
  }
}
