import Foundation

/// `viper spies` as a library: reads a codebase with the linter's model, finds a module's
/// presenter and the protocols it talks through, and writes a spy for each and a harness
/// subject that wires the real presenter with them, or says why it cannot.
///
/// ```swift
/// let generator = SpiesGenerator(workingDirectory: URL(filePath: "."))
/// let report = try generator.run(
///   SpiesOptions(module: "Users", paths: ["Sources"], output: "Tests/AppTests/Spies"))
/// for module in report.modules { print(module.refusals.map(\.line)) }
/// ```
public struct SpiesGenerator {
  /// The folder relative output paths start from.
  public let workingDirectory: URL
  /// How the codebase is read: the lint configuration (naming, exclusions, inclusions).
  public let configuration: LintConfiguration

  /// Creates a generator.
  public init(workingDirectory: URL, configuration: LintConfiguration = LintConfiguration()) {
    self.workingDirectory = workingDirectory
    self.configuration = configuration
  }

  /// Plans, checks and (unless a dry run) writes the spies `options` ask for.
  ///
  /// - Returns: What was written, and every refusal with its reason.
  /// - Throws: ``GeneratorError`` when the paths cannot be read, the module is not found, or
  ///   files exist and `force` is off; nothing is written then.
  public func run(_ options: SpiesOptions) throws(GeneratorError) -> SpiesReport {
    let linter = Linter(configuration: configuration)
    let files: [String]
    do {
      files = try linter.swiftFiles(in: options.paths.isEmpty ? ["."] : options.paths)
    } catch {
      throw GeneratorError(.invalidOption, error.description)
    }
    let codebase = linter.codebase(files: files)
    let targets = try modules(options.module, in: codebase)
    let command = "viper spies " + (options.module ?? "--all")
    var planned: [(unit: String, plan: ModulePlan)] = []
    var plannerOfUnit: [String: SpyPlanner] = [:]
    for (unit, module) in targets {
      let planner =
        plannerOfUnit[unit.name]
        ?? SpyPlanner(unit: unit, files: SourceFiles(paths: unit.model.files.map(\.path)))
      plannerOfUnit[unit.name] = planner
      planned.append((unit.name, planner.plan(module)))
    }
    let testImport =
      options.testImport
      ?? planned.lazy.compactMap { entry -> String? in
        guard let presenter = entry.plan.presenter,
          let unit = targets.first(where: { $0.unit.name == entry.unit })?.unit,
          let file = unit.model.type(named: presenter)?.file
        else { return nil }
        return Self.guessedImport(presenterFile: file, paths: options.paths)
      }.first ?? "App"
    let unitsWithModules = Set(planned.map(\.unit))
    var outputs: [String: (text: String, kind: String)] = [:]
    var order: [String] = []
    var modules: [SpiesReport.Module] = []
    for (unit, plan) in planned {
      let folder =
        unitsWithModules.count > 1 && !unit.isEmpty && unit != "."
        ? Self.join(options.output, unit) : options.output
      var result = SpiesReport.Module(
        name: plan.module, presenter: plan.presenter, spies: [], subject: nil, requirements: 0,
        implemented: 0, refusals: plan.refusals, notes: plan.notes)
      var failedSpies: Set<String> = []
      for spy in plan.spies {
        let text = SpyRenderer(spy: spy, command: command, testImport: testImport).render()
        result.requirements += spy.requirements.count
        guard let missing = SpyVerifier.missingRequirements(of: spy, in: text), missing.isEmpty
        else {
          failedSpies.insert(spy.className)
          result.refusals.append(
            SpiesReport.Refusal(
              item: "spy \(spy.className)", kind: "internal",
              reason:
                "the spy viper spies wrote does not parse or misses a requirement; please report it"
            ))
          continue
        }
        result.implemented += spy.requirements.count
        result.spies.append(spy.className)
        let path = Self.join(folder, spy.className + ".swift")
        if outputs[path] == nil { order.append(path) }
        outputs[path] = (text, "spy")
      }
      if let subject = plan.subject {
        if subject.fields.contains(where: { failedSpies.contains($0.spy) }) {
          result.refusals.append(
            SpiesReport.Refusal(
              item: subject.typeName, kind: "incomplete-boundaries",
              reason: "not written: a spy it holds could not be written"))
        } else {
          let text = SubjectRenderer(subject: subject, command: command, testImport: testImport)
            .render()
          if SpyVerifier.parses(text) {
            let path = Self.join(folder, subject.typeName + ".swift")
            if outputs[path] == nil { order.append(path) }
            outputs[path] = (text, "subject")
            result.subject = subject.typeName
          } else {
            result.refusals.append(
              SpiesReport.Refusal(
                item: subject.typeName, kind: "internal",
                reason: "the subject viper spies wrote does not parse; please report it"))
          }
        }
      }
      modules.append(result)
    }
    var reportFiles: [SpiesReport.File] = []
    var plans: [ModuleWriter.PlannedFile] = []
    let root = resolve(options.output)
    for path in order {
      guard let output = outputs[path] else { continue }
      let url = resolve(path)
      let existing = FileManager.default.contents(atPath: url.path).map {
        String(decoding: $0, as: UTF8.self)
      }
      let status: String
      if existing == output.text {
        status = "unchanged"
      } else {
        status = existing == nil ? "created" : (options.force ? "overwritten" : "exists")
        let relative = String(url.path.dropFirst(root.path.count).drop { $0 == "/" })
        plans.append(
          ModuleWriter.PlannedFile(root: root, relativePath: relative, contents: output.text))
      }
      reportFiles.append(SpiesReport.File(path: path, kind: output.kind, status: status))
    }
    if !options.dryRun && !plans.isEmpty {
      try ModuleWriter().write(plans, force: options.force)
    }
    return SpiesReport(
      output: options.output, testImport: testImport, dryRun: options.dryRun, modules: modules,
      files: reportFiles)
  }

  /// The modules asked for, each with the unit that reports it.
  private func modules(_ name: String?, in codebase: Codebase) throws(GeneratorError) -> [(
    unit: Codebase.Unit, module: Module
  )] {
    var all: [(unit: Codebase.Unit, module: Module)] = []
    for unit in codebase.units {
      for module in unit.reportedModules { all.append((unit, module)) }
    }
    guard let name else { return all }
    let exact = all.filter { $0.unit.qualifiedName($0.module.name) == name }
    if !exact.isEmpty { return Array(exact.prefix(1)) }
    let byName = all.filter { $0.module.name == name }
    if byName.count == 1 { return byName }
    let known = all.map { $0.unit.qualifiedName($0.module.name) }
    if byName.count > 1 {
      throw GeneratorError(
        .moduleNotFound,
        "several modules are named '\(name)'; name one with its unit: "
          + byName.map { $0.unit.qualifiedName($0.module.name) }.joined(separator: ", "))
    }
    let listed =
      known.isEmpty
      ? "the code read has no modules"
      : "modules: " + known.prefix(30).joined(separator: ", ")
        + (known.count > 30
          ? ", ... (\(known.count) in all; `viper graph --format json` lists them)" : "")
    throw GeneratorError(.moduleNotFound, "no module named '\(name)'; \(listed)")
  }

  /// The module a presenter's file is in, for `@testable import`: the folder after
  /// `Sources/`, else the first folder below the path read (`ECommerce` for
  /// `ECommerce/Modules/Home/HomePresenter.swift`), made a Swift identifier.
  static func guessedImport(presenterFile: String, paths: [String]) -> String {
    let components = presenterFile.split(separator: "/").map(String.init)
    if let index = components.firstIndex(of: "Sources"), index + 2 < components.count {
      return SwiftNames.typeName(components[index + 1])
    }
    for path in paths.isEmpty ? ["."] : paths {
      let prefix = path.hasSuffix("/") ? path : path + "/"
      guard presenterFile.hasPrefix(prefix) else { continue }
      let below = presenterFile.dropFirst(prefix.count).split(separator: "/")
      if below.count > 1, let first = below.first, first != "." {
        return SwiftNames.typeName(String(first))
      }
      let folder = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
      return SwiftNames.typeName(folder)
    }
    let relative = components.filter { $0 != "." }
    return relative.count > 1 ? SwiftNames.typeName(relative[0]) : "App"
  }

  /// `path` against the working directory, unless it is absolute.
  func resolve(_ path: String) -> URL {
    let expanded = NSString(string: path).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
    return workingDirectory.appendingPathComponent(expanded).standardizedFileURL
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty || folder == "."
      ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
  }
}
