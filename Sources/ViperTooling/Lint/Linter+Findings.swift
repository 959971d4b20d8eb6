/// The findings of the rules over a codebase, suppressions applied.
extension Linter {
  /// The findings for analyzed files: files' problems as notes, then every enabled rule's
  /// over each unit's model, suppressed ones left out, sorted by place. Test code is left out
  /// as ``analyze(files:progress:)`` leaves it out.
  public func findings(in files: [FileFacts]) -> [Finding] {
    findings(in: files, codebase: codebase(of: files))
  }

  /// The findings for analyzed files and their codebase; with `focus`, only those located in
  /// these files (the same findings there, worked out with less).
  func findings(in files: [FileFacts], codebase: Codebase, focus: Set<String>? = nil)
    -> [Finding]
  {
    var suppressions: [String: SuppressionMap] = [:]
    var findings: [Finding] = []
    let tests = Set(codebase.testFiles)
    for file in files where !tests.contains(file.path) {
      if let focus, !focus.contains(file.path) { continue }
      if !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
      for problem in file.problems {
        findings.append(
          Finding(
            rule: "parse", severity: .note, message: problem.message, location: problem.location)
        )
      }
    }
    // The findings are taken rule by rule, unit by unit, in the order a run one after the
    // other gives.
    let rules = LintRules.all.compactMap { rule in
      configuration.severity(for: rule).map { (rule: rule, severity: $0) }
    }
    let units = codebase.units
    // Every rule of every unit on all cores: one large app is one unit, and its rules are
    // independent of each other (an editor waits for them after every change).
    let perPair = ParallelMap.run(count: units.count * rules.count, progress: nil) { pair in
      let (rule, model) = (rules[pair % rules.count].rule.init(), units[pair / rules.count].model)
      guard let focus else { return rule.check(model) }
      return rule.check(model, reportingIn: focus)
    }
    let perUnit = units.indices.map { unit in
      Array(perPair[(unit * rules.count)..<((unit + 1) * rules.count)])
    }
    for (ruleIndex, (rule, severity)) in rules.enumerated() {
      for (unitIndex, unit) in units.enumerated() {
        for found in perUnit[unitIndex][ruleIndex]
        where unit.reportedFiles.contains(found.location.file) {
          if let map = suppressions[found.location.file],
            map.isSuppressed(rule: rule.key, line: found.location.line)
          {
            continue
          }
          var finding = Finding(
            rule: rule.key, severity: severity, message: found.message, location: found.location,
            related: found.related)
          finding.request = found.fix
          findings.append(finding)
        }
      }
    }
    return Finding.sortedForOutput(findings)
  }

  /// Lints sources given in memory, by path: the entry point of the rule tests. With `focus`,
  /// only the findings located in those files, as an editor asks for its document's first.
  public func findings(
    inSources sources: [(path: String, source: String)], reportingIn focus: Set<String>? = nil
  ) -> [Finding] {
    let files = sources.map { FileAnalyzer.analyze(source: $0.source, path: $0.path) }
    return findings(in: files, codebase: codebase(of: files), focus: focus)
  }
}
