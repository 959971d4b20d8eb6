import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The XML reports read by programs that are not ours: `xmllint` (libxml2) checks that JUnit
/// and checkstyle are well-formed, and `junitparser` (PyPI), the reader many CI scripts use,
/// reads the JUnit report back. `.ci/run` installs both and sets `VIPER_REQUIRE_REPORT_READERS=1`,
/// which makes these tests fail, not skip, without them.
@Suite(.serialized) struct ReportReaderTests {
  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["VIPER_REQUIRE_REPORT_READERS"] == "1"
  }

  static func onPath(_ name: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }

  static let hasXMLLint = onPath("xmllint")
  static let hasJUnitParser: Bool = {
    guard onPath("python3"),
      let output = try? ChildProcess.run("python3", ["-c", "import junitparser"])
    else { return false }
    return output.status == 0
  }()

  /// Findings with every kind of text the XML must carry: quotes, markup, a line break, a
  /// control character, non-ASCII.
  static let findings =
    ReporterTests.findings + [
      Finding(
        rule: "NoStrongReferenceCycles", severity: .error,
        message: "cycle: 'A.b' -> 'B' <T> & \"q\" \u{1}é",
        location: SourceLocation(file: "Sources/Ünïcode/A.swift", line: 3, column: 5))
    ]

  static func write(_ text: String, named name: String) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder("viper-report")
    try folder.write(text, to: name)
    return (folder, folder.appending(name).path)
  }

  @Test(
    .enabled(if: hasXMLLint || isRequired, "xmllint is not installed (Debian: libxml2-utils)"),
    arguments: [ReporterKind.junit, .checkstyle])
  func xmlReportsAreWellFormed(reporter: ReporterKind) async throws {
    for findings in [Self.findings, []] {
      let (folder, path) = try Self.write(reporter.report(findings), named: "report.xml")
      defer { folder.remove() }
      let output = try await offThePool { try ChildProcess.run("xmllint", ["--noout", path]) }
      #expect(output.status == 0, "\(String(decoding: output.stderr, as: UTF8.self))")
    }
  }

  /// What junitparser reads: per suite its name and counts, per case its class, name and
  /// result (type and message).
  static let readerScript = """
    import json, sys
    from junitparser import JUnitXml
    xml = JUnitXml.fromfile(sys.argv[1])
    suites = []
    for suite in xml:
        cases = []
        for case in suite:
            cases.append({"classname": case.classname, "name": case.name,
                          "results": [{"type": r.type, "message": r.message} for r in case.result]})
        suites.append({"name": suite.name, "tests": suite.tests, "failures": suite.failures,
                       "cases": cases})
    print(json.dumps(suites))
    """

  struct ReadSuite: Decodable, Equatable {
    struct Case: Decodable, Equatable {
      struct Result: Decodable, Equatable {
        var type: String?
        var message: String?
      }
      var classname: String
      var name: String
      var results: [Result]
    }
    var name: String
    var tests: Int
    var failures: Int
    var cases: [Case]
  }

  static func read(_ report: String) async throws -> [ReadSuite] {
    let (folder, path) = try write(report, named: "junit.xml")
    defer { folder.remove() }
    let output = try await offThePool {
      try ChildProcess.run("python3", ["-c", readerScript, path])
    }
    try #require(output.status == 0, "\(String(decoding: output.stderr, as: UTF8.self))")
    return try JSONDecoder().decode([ReadSuite].self, from: output.stdout)
  }

  @Test(
    .enabled(
      if: hasJUnitParser || isRequired, "junitparser is not installed (pip install junitparser)"))
  func junitparserReadsEveryFindingAsAFailure() async throws {
    let suites = try await Self.read(ReporterKind.junit.report(Self.findings))
    #expect(
      suites.map(\.name) == [
        "viper.HoldBackReferencesWeakly", "viper.NoStrongReferenceCycles", "viper.NoIOInPresenters",
        "viper.parse",
      ])
    #expect(suites.map(\.failures) == [1, 1, 1, 1])
    let cycle = try #require(suites.first { $0.name == "viper.NoStrongReferenceCycles" })
    #expect(
      cycle.cases == [
        .init(
          classname: "viper.NoStrongReferenceCycles", name: "Sources/Ünïcode/A.swift:3",
          results: [.init(type: "error", message: "cycle: 'A.b' -> 'B' <T> & \"q\" \u{FFFD}é")])
      ])
    let parse = try #require(suites.last)
    #expect(parse.cases.first?.results.first?.message == "100%, a, b: c\nd")
  }

  @Test(
    .enabled(
      if: hasJUnitParser || isRequired, "junitparser is not installed (pip install junitparser)"))
  func junitparserReadsACleanRunAsOnePassingCase() async throws {
    let suites = try await Self.read(ReporterKind.junit.report([]))
    #expect(
      suites == [
        .init(
          name: "viper lint", tests: 1, failures: 0,
          cases: [.init(classname: "viper lint", name: "no findings", results: [])])
      ])
  }
}
