/// The findings of the rules over a codebase, suppressions applied.
extension Linter {
  /// The findings for analyzed files: files' problems as notes, then every enabled rule's
  /// over each unit's model, suppressed ones left out, sorted by place. Test code is left out
  /// as ``analyze(files:progress:)`` leaves it out.
  public func findings(in files: [FileFacts]) -> [Finding] {
    findings(in: files, codebase: codebase(of: files))
  }

  /// The findings for analyzed files and their codebase.
  func findings(in files: [FileFacts], codebase: Codebase) -> [Finding] {
    var suppressions: [String: SuppressionMap] = [:]
    var findings: [Finding] = []
    let tests = Set(codebase.testFiles)
    for file in files where !tests.contains(file.path) {
      if !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
      for problem in file.problems {
        findings.append(
          Finding(
            rule: "parse", severity: .note, message: problem.message, location: problem.location)
        )
      }
    }
    for rule in LintRules.all {
      guard let severity = configuration.severity(for: rule) else { continue }
      let checker = rule.init()
      for unit in codebase.units {
        for found in checker.check(unit.model)
        where unit.reportedFiles.contains(found.location.file) {
          if let map = suppressions[found.location.file],
            map.isSuppressed(rule: rule.key, line: found.location.line)
          {
            continue
          }
          var finding = Finding(
            rule: rule.key, severity: severity, message: found.message, location: found.location)
          finding.request = found.fix
          findings.append(finding)
        }
      }
    }
    return Finding.sortedForOutput(findings)
  }

  /// Lints sources given in memory, by path: the entry point of the rule tests.
  public func findings(inSources sources: [(path: String, source: String)]) -> [Finding] {
    findings(in: sources.map { FileAnalyzer.analyze(source: $0.source, path: $0.path) })
  }
}
