extension HTMLGraph {
  /// The findings as the page reads them: what `viper lint --reporter json` prints for each
  /// (no fix), and the module it is in, as `--format json` names it (empty for none).
  struct LintData {
    struct Entry: Encodable {
      var file: String
      var line: Int
      var column: Int
      var rule: String
      var severity: String
      var message: String
      var module: String
    }

    struct Document: Encodable {
      var findings: [Entry]
    }

    var entries: [Entry]

    init(findings: [Finding], codebase: Codebase) {
      let places = ModulePlaces(codebase)
      entries = findings.map { finding in
        Entry(
          file: finding.location.file, line: finding.location.line,
          column: finding.location.column, rule: finding.rule,
          severity: finding.severity.rawValue, message: finding.message,
          module: places.module(at: finding.location))
      }
    }

    var json: String { JSONReporter.encode(Document(findings: entries)) }
  }

  /// Where each reported module's types are declared or extended, to tell which module a
  /// finding is in.
  struct ModulePlaces {
    /// For each file: the declarations and extensions of module types in it, by line.
    private var declarations: [String: [(line: Int, module: String)]] = [:]
    /// For each folder: the modules whose types are declared in it.
    private var folders: [String: Set<String>] = [:]

    init(_ codebase: Codebase) {
      var shown: Set<String> = []
      for unit in codebase.units {
        for module in unit.reportedModules { shown.insert(unit.qualifiedName(module.name)) }
      }
      for unit in codebase.units {
        let model = unit.model
        for file in model.files where unit.reportedFiles.contains(file.path) {
          for type in file.types {
            guard let module = model.types[type.name]?.module, !module.isEmpty else { continue }
            let name = unit.qualifiedName(module)
            guard shown.contains(name) else { continue }
            declarations[file.path, default: []].append((type.location.line, name))
            folders[Self.folder(of: file.path), default: []].insert(name)
          }
        }
      }
      for file in declarations.keys { declarations[file]?.sort { $0.line < $1.line } }
    }

    /// The module of the type declared or extended last above `location` in its file (the
    /// first in the file for a line above them all, such as an import); else the one module
    /// whose types are in the file's folder; else empty.
    func module(at location: SourceLocation) -> String {
      if let inFile = declarations[location.file], let first = inFile.first {
        return inFile.last { $0.line <= location.line }?.module ?? first.module
      }
      if let modules = folders[Self.folder(of: location.file)], modules.count == 1,
        let module = modules.first
      {
        return module
      }
      return ""
    }

    private static func folder(of path: String) -> String {
      guard let slash = path.lastIndex(of: "/") else { return "" }
      return String(path[..<slash])
    }
  }
}
