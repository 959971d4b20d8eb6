import Foundation

/// `viper new` as a library: checks the options, finds the template set and the folders,
/// renders the module and writes it all or nothing.
///
/// ```swift
/// let generator = ModuleGenerator(workingDirectory: URL(filePath: "."))
/// let report = try generator.run(
///   NewModuleOptions(name: "Profile", entity: "Profile: id Int, name String",
///                    output: "Sources/App", tests: "Tests/AppTests"))
/// print(report.tree)
/// ```
public struct ModuleGenerator {
  /// The folder relative paths start from, where `.viper.yml` is read.
  public let workingDirectory: URL
  /// The bundled templates' folder (tests point it elsewhere).
  public let bundledTemplates: URL

  /// Creates a generator working in `workingDirectory`.
  public init(
    workingDirectory: URL,
    bundledTemplates: URL = TemplateCatalog.bundledTemplates
  ) {
    self.workingDirectory = workingDirectory
    self.bundledTemplates = bundledTemplates
  }

  /// Generates the module `options` describe.
  ///
  /// - Returns: What was written (or, for a dry run, what would be).
  /// - Throws: A ``GeneratorError`` for every refusal; nothing is written then.
  public func run(_ options: NewModuleOptions) throws(GeneratorError) -> NewModuleReport {
    let name = try ModuleName(validating: options.name)
    let entities = try EntityDefinition.parse(options.entities)
    if options.store, let field = Self.fieldAStoreCannotKeep(in: entities) {
      throw GeneratorError(
        .invalidOption,
        "--store keeps fields of the types String, Int, Double, Float, Bool, Date, URL and UUID; "
          + "`\(field.name)` is `\(field.type)`: keep it in the service's data only, or leave out "
          + "--store")
    }
    if options.store, let field = Self.fieldNamedLikeAStoreColumn(in: entities) {
      throw GeneratorError(
        .invalidOption,
        "--store keeps each record's place in the list and its data scope in columns named "
          + "`position` and `scope`; rename the field `\(field.name)`, or leave out --store")
    }
    let config = try ViperConfiguration.load(from: workingDirectory)
    let catalog = TemplateCatalog(
      userFolder: config.templates.map { resolve($0) }, bundledFolder: bundledTemplates)
    var reference = options.template ?? config.template ?? "terminal"
    if TemplateCatalog.isPath(reference) {
      // Relative to the working directory (where .viper.yml is), not the process's.
      reference = resolve(reference).path
    }
    let set = try catalog.set(named: reference)

    let output: String
    if let given = options.output ?? config.modules {
      output = given
    } else {
      output = try guessModulesFolder()
    }
    var notes: [String] = []
    let tests = options.tests ?? config.tests ?? guessTestsFolder(for: output)
    if tests == nil {
      notes.append(
        "No tests folder, so no tests: pass --tests DIR (such as Tests/AppTests), or set "
          + "`tests` in .viper.yml.")
    }
    guard
      let testImport = options.testImport ?? config.testImport ?? Self.targetName(in: output)
        ?? (tests == nil ? name.value : nil)
    else {
      throw GeneratorError(
        .invalidOption,
        "can't tell which module the tests should import from --output \(output): pass "
          + "--import NAME (the target that holds the module)")
    }
    guard SwiftIdentifier.isIdentifier(testImport) else {
      throw GeneratorError(
        .invalidOption,
        "`\(testImport)` is not a module name the tests can import; pass --import NAME")
    }

    let commandParts =
      ["viper new \(name.value)"]
      + options.entities.map { "--entity '\($0)'" }
      + (options.store ? ["--store"] : [])
      + (options.contracts.map { ["--contracts \($0.rawValue)"] } ?? [])
    if options.store && !set.spec.files.contains(where: { $0.when == .store }) {
      throw GeneratorError(
        .invalidOption,
        "the template set `\(set.name)` has no store files; --store is offered by: terminal")
    }
    let request = ModuleRequest(
      name: name, entity: entities.first, nestedEntities: Array(entities.dropFirst()),
      testImport: testImport, author: config.author,
      company: config.company, suffixes: config.suffixes ?? .init(),
      command: commandParts.joined(separator: " "), store: options.store,
      contracts: options.contracts ?? config.contracts ?? .inputOutput)
    let rendered = try ModuleRenderer(set: set).render(request)

    let moduleFolder = Self.join(output, name.value)
    let testsFolder = tests.map { Self.join($0, name.value) }
    var planned: [(display: String, file: GeneratedFile, plan: ModuleWriter.PlannedFile)] = []
    for file in rendered {
      let folder: String
      switch file.destination {
      case .module: folder = moduleFolder
      case .tests:
        guard let testsFolder else { continue }
        folder = testsFolder
      }
      let plan = ModuleWriter.PlannedFile(
        root: resolve(folder), relativePath: file.path, contents: file.contents)
      planned.append((Self.join(folder, file.path), file, plan))
    }

    let writer = ModuleWriter()
    let plans = planned.map(\.plan)
    let existing = Set(writer.existing(plans).map(\.url))
    if options.dryRun {
      if !existing.isEmpty && !options.force {
        notes.append(
          "\(existing.count) file(s) exist already: without --force, viper new would refuse.")
      }
    } else {
      try writer.write(plans, force: options.force)
    }
    return NewModuleReport(
      module: name.value,
      entity: request.entity.name,
      template: set.name,
      moduleFolder: moduleFolder,
      testsFolder: testsFolder,
      dryRun: options.dryRun,
      files: planned.map { entry in
        NewModuleReport.File(
          path: entry.display, destination: entry.file.destination.rawValue,
          template: entry.file.template,
          status: existing.contains(entry.plan.url)
            ? (options.force ? "overwritten" : "exists") : "created")
      },
      compositionRoot: CompositionRootHint(request: request, viewSuffix: set.spec.viewSuffix)
        .text,
      notes: notes)
  }

  // MARK: Folders

  /// `path` against the working directory, unless it is absolute.
  func resolve(_ path: String) -> URL {
    let expanded = NSString(string: path).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
    return workingDirectory.appendingPathComponent(expanded)
  }

  /// `Sources/<Target>` when `Sources` holds exactly one target folder.
  private func guessModulesFolder() throws(GeneratorError) -> String {
    let sources = resolve("Sources")
    let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    guard targets.count == 1, let target = targets.first else {
      let found =
        targets.isEmpty ? "there is no Sources folder here" : "Sources has \(targets.count) targets"
      throw GeneratorError(
        .invalidOption,
        "where should the module go? \(found.prefix(1).uppercased() + found.dropFirst()). "
          + "Pass --output DIR (such as Sources/App), or run `viper init` and set `modules` "
          + "in .viper.yml.")
    }
    return "Sources/" + target
  }

  /// `Tests/<Target>Tests` when `output` is in `Sources/<Target>` and that folder exists.
  private func guessTestsFolder(for output: String) -> String? {
    guard let target = Self.targetName(in: output) else { return nil }
    let tests = "Tests/\(target)Tests"
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolve(tests).path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return tests
  }

  /// The folder after `Sources` in `path`: `Sources/App/Modules` -> `App`.
  static func targetName(in path: String) -> String? {
    let parts = path.split(separator: "/").map(String.init)
    guard let index = parts.lastIndex(of: "Sources"), index + 1 < parts.count else { return nil }
    let name = parts[index + 1]
    return SwiftIdentifier.isIdentifier(name) ? name : nil
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

extension ModuleGenerator {
  /// The first field of `entities` that a `--store` table has no column for: lists, nested
  /// entities and decimals (GRDB has no column type of its own for them).
  static func fieldAStoreCannotKeep(in entities: [EntityDefinition]) -> EntityDefinition.Field? {
    let nested = Set(entities.map(\.name))
    return entities.lazy.flatMap(\.fields).first {
      $0.isArray || nested.contains($0.baseType) || $0.baseType == "Decimal"
    }
  }

  /// The first field of `entities` named as a column the `--store` table has besides the
  /// entity's: `position` (the record's place in the list) and `scope` (its data scope).
  static func fieldNamedLikeAStoreColumn(in entities: [EntityDefinition])
    -> EntityDefinition.Field?
  {
    entities.lazy.flatMap(\.fields).first { ["position", "scope"].contains($0.name) }
  }
}
