/// The repairs `viper lint --fix` applies.
extension Linter {
  /// The findings with their fixes worked out, each in the model of the unit that reported it.
  static func resolvingFixes(
    _ findings: [Finding], in codebase: Codebase, texts: [String: [UInt8]] = [:]
  ) -> [Finding] {
    let sources = FixSources(texts: texts)
    var unitOfFile: [String: Int] = [:]
    for (index, unit) in codebase.units.enumerated() {
      for file in unit.reportedFiles where unitOfFile[file] == nil { unitOfFile[file] = index }
    }
    // By file, so that a file's findings share its parse (FixSources keeps a few trees).
    let order = findings.indices.sorted {
      (findings[$0].location.file, $0) < (findings[$1].location.file, $1)
    }
    var result = findings
    for index in order { result[index] = resolved(findings[index]) }
    return result

    func resolved(_ finding: Finding) -> Finding {
      var finding = finding
      guard finding.rule != "parse" else { return finding }
      guard let request = finding.request else {
        finding.notFixable = "not fixable automatically"
        return finding
      }
      guard let unit = unitOfFile[finding.location.file] else {
        finding.notFixable = "the file is in no unit of the model"
        return finding
      }
      switch Fixer(model: codebase.units[unit].model, sources: sources).fix(request) {
      case .success(let fix): finding.fix = fix
      case .failure(let refusal): finding.notFixable = refusal.reason
      }
      return finding
    }
  }
}
