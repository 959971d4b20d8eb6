import Foundation

/// What a fault, possibly ``MockAPI/Fault/combined(_:)``, does to one request, flattened into
/// the steps ``RequestPipeline`` takes.
struct FaultPlan: Sendable, Equatable {
  /// A change to the bytes of an answer, applied after the answer is made.
  enum BodyFault: Sendable, Equatable {
    case malformed
    case truncated
    case invalidUTF8
  }

  /// How long to wait before answering.
  var delay: Duration = .zero
  /// The status to answer with instead of routing the request.
  var status: Int?
  /// Whether list endpoints answer `[]` and item endpoints 404.
  var emptyList = false
  /// How many generated entries list endpoints answer with, instead of the bundled ones.
  var generatedCount: Int?
  /// Changes to the answer's bytes, in order.
  var bodyFaults: [BodyFault] = []
  /// Why the fault cannot be played (an impossible status or count), or `nil` if it can.
  var problem: String?

  /// The statuses ``MockAPI/Fault/status(_:)`` accepts: 1xx answers are not final answers.
  static let validStatuses = 200...599

  init(_ fault: MockAPI.Fault?) {
    if let fault {
      add(fault)
    }
  }

  private mutating func add(_ fault: MockAPI.Fault) {
    switch fault {
    case .status(let code):
      guard Self.validStatuses.contains(code) else {
        return reject(fault, "a status must be from 200 to 599")
      }
      status = code
    case .delay(let duration):
      delay = min(delay + max(duration, .zero), MockAPI.Fault.maximumDelay)
    case .malformedBody:
      bodyFaults.append(.malformed)
    case .truncatedBody:
      bodyFaults.append(.truncated)
    case .emptyList:
      emptyList = true
    case .generatedUsers(let count), .generated(let count):
      guard (0...MockAPI.Fault.maximumGeneratedCount).contains(count) else {
        return reject(fault, "a count must be from 0 to \(MockAPI.Fault.maximumGeneratedCount)")
      }
      generatedCount = count
    case .invalidUTF8:
      bodyFaults.append(.invalidUTF8)
    case .combined(let faults):
      for fault in faults {
        add(fault)
      }
    }
  }

  private mutating func reject(_ fault: MockAPI.Fault, _ reason: String) {
    problem = problem ?? "MockAPI cannot play the fault '\(fault)': \(reason)"
  }

  /// Applies the body faults to `response`, in order.
  func applyBodyFaults(to response: inout MockResponse) {
    for fault in bodyFaults {
      fault.apply(to: &response)
    }
  }
}

extension FaultPlan.BodyFault {
  /// The body sent for ``MockAPI/Fault/malformedBody``: JSON-looking, with a bare word, a
  /// missing value and a stray bracket, so no parser accepts it.
  static let malformedBody = Data(
    #"[{"id": 1, "name": "Leanne Graham", "username": Bret, "email": }, oops]"#.utf8
  )

  /// The body sent for ``MockAPI/Fault/invalidUTF8`` when the answer has no string to spoil.
  static let invalidUTF8Fallback = Data([
    UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, 0xFE, UInt8(ascii: "\""), UInt8(ascii: "]"),
  ])

  /// Changes `response` the way this fault says.
  func apply(to response: inout MockResponse) {
    switch self {
    case .malformed:
      response.body = Self.malformedBody
    case .truncated:
      // A prefix of `Data` shares its storage, so a large body is not copied.
      response.body = response.body.prefix(response.body.count / 2)
    case .invalidUTF8:
      Self.spoilFirstString(in: &response.body)
    }
  }

  /// Overwrites the first two bytes of the first JSON string value (the first `:"` followed by
  /// two plain characters) with `0xFF 0xFE`. Overwriting rather than inserting keeps the length
  /// and lets a uniquely held body change in place.
  static func spoilFirstString(in body: inout Data) {
    let colon = UInt8(ascii: ":")
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    var index = body.startIndex
    while index + 3 < body.endIndex {
      if body[index] == colon, body[index + 1] == quote,
        ![quote, backslash].contains(body[index + 2]),
        ![quote, backslash].contains(body[index + 3])
      {
        body[index + 2] = 0xFF
        body[index + 3] = 0xFE
        return
      }
      index += 1
    }
    body = invalidUTF8Fallback
  }
}
