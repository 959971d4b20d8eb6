/// `path:line:col: severity: message [rule]`, the format Xcode, SwiftPM and editors parse.
enum XcodeReporter {
  static func report(_ findings: [Finding]) -> String {
    findings.map {
      "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n"
    }.joined()
  }
}
