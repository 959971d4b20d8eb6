import Foundation
import SwiftParser
import SwiftSyntax

/// Reading files into facts and facts into a codebase of units and their models.
extension Linter {
  /// The codebase of files, as ``lint(files:progress:)`` builds it (what `viper graph` draws).
  /// Blocks the caller.
  public func codebase(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> Codebase {
    analyzedCodebase(files: files, progress: progress).codebase
  }

  /// The codebase of files, with the storyboards of each unit (those in its folders) for the
  /// routes that segues and scene identifiers make. Blocks the caller.
  public func codebase(
    files: [String], storyboards: [String], progress: (@Sendable (Int) -> Void)? = nil
  ) -> Codebase {
    withStoryboards(storyboards, in: analyzedCodebase(files: files, progress: progress).codebase)
  }

  /// The codebase with each storyboard read and given to its unit's model (the unit whose
  /// files are nearest to it).
  public func withStoryboards(_ storyboards: [String], in codebase: Codebase) -> Codebase {
    var codebase = codebase
    guard !storyboards.isEmpty else { return codebase }
    let read = ParallelMap.run(count: storyboards.count, progress: nil) {
      StoryboardFacts.read(path: storyboards[$0])
    }
    // Each storyboard to the unit whose files are nearest: the deepest folder above it that
    // holds a file the unit reports. (Folders are cut on bytes: Foundation's
    // `deletingLastPathComponent` traps on some relative paths on Linux.)
    func parent(_ path: String) -> String? {
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
      return String(Substring(path.utf8[..<slash]))
    }
    var unitOfFolder: [String: Int] = [:]
    for (index, unit) in codebase.units.enumerated() {
      for file in unit.reportedFiles {
        var folder = parent(file)
        while let current = folder, unitOfFolder[current] == nil {
          unitOfFolder[current] = index
          folder = parent(current)
        }
      }
    }
    for storyboard in read {
      var folder = parent(storyboard.path)
      var unit = 0
      while let current = folder {
        if let found = unitOfFolder[current] {
          unit = found
          break
        }
        folder = parent(current)
      }
      if codebase.units.indices.contains(unit) {
        codebase.units[unit].model.storyboards.append(storyboard)
      }
    }
    return codebase
  }

  /// Analyzes files on dedicated threads (one per core, large stacks for deeply nested code),
  /// blocking the caller. `progress` is called with the number of files done.
  ///
  /// A file whose declarations show no role whose bodies a rule reads is read for its
  /// declarations only; once every file's declarations are known, the few of those that hold
  /// such a type after all (a class whose role comes from a protocol in another file) are read
  /// again, whole. The result gives the same findings as reading every file whole. Files of
  /// test code are left out unless the configuration includes them.
  public func analyze(files: [String], progress: (@Sendable (Int) -> Void)? = nil)
    -> [FileFacts]
  {
    analyzedCodebase(files: files, progress: progress).facts
  }

  /// The facts of `files` and the codebase made of them.
  func analyzedCodebase(files: [String], progress: (@Sendable (Int) -> Void)?) -> (
    facts: [FileFacts], codebase: Codebase
  ) {
    completed(analyzedFacts(files: files, prefetched: [:], stamps: nil, progress: progress))
  }

  /// Every file's facts as the first pass reads them (declarations only where no role needs
  /// more), from the cache where it has them. `stamps`: each file's stamp, when the caller
  /// has just taken them.
  func analyzedFacts(
    files: [String], prefetched: [Int: FileFacts], stamps: [FileStamp]?,
    progress: (@Sendable (Int) -> Void)?
  ) -> [FileFacts] {
    let naming = configuration.naming
    return ParallelMap.run(count: files.count, progress: progress) { [cache] index in
      if let facts = prefetched[index] { return facts }
      return cache?.analyze(path: files[index], naming: naming, stamp: stamps?[index])
        ?? FileAnalyzer.analyze(path: files[index], naming: naming)
    }
  }

  /// `facts` without test code, split into units, with every file that holds a type whose
  /// bodies a rule reads read whole, and the units' models.
  func completed(_ all: [FileFacts]) -> (facts: [FileFacts], codebase: Codebase) {
    let (kept, testFiles, _) = withoutTestCode(all)
    return completed(kept, units: UnitPartition.contexts(of: kept), testFiles: testFiles)
  }

  /// `facts` (no test code) split into `units`, with every file that holds a type whose bodies
  /// a rule reads read whole, and the units' models.
  func completed(
    _ facts: [FileFacts], units: [UnitPartition.Context], testFiles: [String],
    readWhole: (@Sendable (String) -> FileFacts)? = nil,
    classifications known: [Int: ModuleModel.Classification] = [:]
  ) -> (facts: [FileFacts], codebase: Codebase) {
    let done = completedUnits(
      facts, units: units, testFiles: testFiles, readWhole: readWhole, classifications: known)
    return (done.facts, done.codebase)
  }

  /// What ``completedUnits(_:units:testFiles:readWhole:classifications:groupings:changedFiles:needing:)``
  /// made: the facts (files read whole in place), the codebase, each unit's classification,
  /// and the files that had to be read whole.
  struct CompletedUnits {
    var facts: [FileFacts]
    var codebase: Codebase
    var classifications: [ModuleModel.Classification]
    var needing: Set<Int>
  }

  /// ``completed(_:units:testFiles:readWhole:classifications:)``, and each unit's
  /// classification. `known`: classifications of units (by position in `units`) made from
  /// files with the same declarations, used instead of working them out again; `groupings`:
  /// models built from files that group alike (see `groupingDigest(of:)`), whose roles and
  /// modules are taken instead of grouping again; `changedFiles`: for a unit given such a
  /// model, the files whose facts changed since it was built, when the model can be updated
  /// with them rather than built again; `needing`: the files to read whole, when
  /// every unit's classification and grouping are known and its files call what they called.
  func completedUnits(
    _ facts: [FileFacts], units: [UnitPartition.Context], testFiles: [String],
    readWhole: (@Sendable (String) -> FileFacts)? = nil,
    classifications known: [Int: ModuleModel.Classification] = [:],
    groupings: [Int: ModuleModel] = [:], changedFiles: [Int: Set<String>] = [:],
    needing knownNeeding: Set<Int>? = nil
  ) -> CompletedUnits {
    let naming = configuration.naming
    var facts = facts
    // Units are independent: their classifications and models are built on all cores, as
    // the files were read (built one after the other, they took a tenth of a lint's time on
    // the mirror corpus while one core idled).
    let classifications = ParallelMap.run(count: units.count, progress: nil) {
      [facts, units] index in
      known[index]
        ?? ModuleModel.Classification(files: units[index].files.map { facts[$0] }, naming: naming)
    }
    var needing: Set<Int> = knownNeeding ?? []
    for (unit, classification) in zip(units, classifications) where knownNeeding == nil {
      let handled = Self.namesHandledByInteractors(in: unit.files, of: facts, by: classification)
      let held = Self.namesHeldByPresentersAndInteractors(
        in: unit.files, of: facts, by: classification)
      for (local, global) in unit.files.enumerated()
      where !facts[global].isComplete
        && (classification.fileNeedsBodies(local)
          || Self.declaresComponentView(facts[global], by: classification)
          || Self.declaresServiceUsingUI(facts[global], local, by: classification)
          || Self.declaresEntityUsingUI(facts[global], handledByInteractors: handled)
          || Self.declaresServiceByUseUsingUI(
            facts[global], heldByRoles: held.all, by: classification)
          || Self.declaresServiceHeld(
            facts[global], byPresenters: held.byPresenters, by: classification)
          || Self.declaresPresenterHeldByViews(
            facts[global], heldByViews: held.byViews, by: classification)
          || Self.mapsNavigationDestinations(facts[global])
          || Self.extendsProtocolViewsAdopt(facts[global], by: classification)
          || Self.namesAViewWithoutBeingOne(facts[global], by: classification)
          || Self.namesAModuleMakerWithoutRoles(facts[global], by: classification)
          || Self.declaresViewStateKeepingSubscriptions(facts[global], by: classification))
      {
        needing.insert(global)
      }
      needing.formUnion(
        Self.filesOfHelpersCalled(
          in: unit.files, of: facts, by: classification, naming: naming
        )
        .filter { !needing.contains($0) })
      needing.formUnion(
        Self.filesOfInheritedCode(
          in: unit.files, of: facts, needing: needing, by: classification))
    }
    let needed = needing.sorted()
    let whole = ParallelMap.run(count: needed.count, progress: nil) { [facts, needed, cache] in
      let path = facts[needed[$0]].path
      if let readWhole { return readWhole(path) }
      return cache?.analyze(path: path, naming: nil) ?? FileAnalyzer.analyze(path: path)
    }
    var changed: Set<Int> = []
    for (index, file) in zip(needed, whole) {
      if !Self.sameDeclarations(facts[index], file) { changed.insert(index) }
      facts[index] = file
    }
    // Roles depend on declarations only, so a classification carries over when the files read
    // again declare what their declarations walk saw (a file changed in between, or a local
    // type the walk's byte scan missed, would not).
    let models = ParallelMap.run(count: units.count, progress: nil) {
      [facts, units, classifications, changed] index in
      let unit = units[index]
      let same = !unit.files.contains(where: changed.contains)
      let model = ModuleModel(
        files: unit.files.map { facts[$0] }, naming: naming,
        classification: same ? classifications[index] : nil,
        grouping: same ? groupings[index] : nil,
        changedFiles: same ? changedFiles[index] : nil)
      return Self.unit(unit, model: model, facts: facts)
    }
    return CompletedUnits(
      facts: facts, codebase: Codebase(units: models, testFiles: testFiles),
      classifications: classifications, needing: needing)
  }

  static func unit(_ context: UnitPartition.Context, model: ModuleModel, facts: [FileFacts])
    -> Codebase.Unit
  {
    Codebase.Unit(
      name: context.name, model: model,
      reportedFiles: Set(context.reported.map { facts[$0].path }),
      unitOfFile: Dictionary(
        uniqueKeysWithValues: context.unitOfFile.map { (facts[$0.key].path, $0.value) }))
  }

  /// `facts` without the files of test code (unless the configuration includes tests), the
  /// paths of those, and the index in `facts` of each file kept.
  func withoutTestCode(_ facts: [FileFacts]) -> (
    kept: [FileFacts], tests: [String], keptIndices: [Int]
  ) {
    guard !configuration.included.contains(.tests) else {
      return (facts, [], Array(facts.indices))
    }
    var kept: [FileFacts] = []
    var tests: [String] = []
    var keptIndices: [Int] = []
    kept.reserveCapacity(facts.count)
    keptIndices.reserveCapacity(facts.count)
    for (index, file) in facts.enumerated() {
      if SourceKinds.isTestCode(file) {
        tests.append(file.path)
      } else {
        kept.append(file)
        keptIndices.append(index)
      }
    }
    return (kept, tests, keptIndices)
  }

  private static func sameDeclarations(_ lhs: FileFacts, _ rhs: FileFacts) -> Bool {
    lhs.types.count == rhs.types.count
      && zip(lhs.types, rhs.types).allSatisfy {
        $0.name == $1.name && $0.kind == $1.kind && $0.inherited == $1.inherited
      }
  }

  /// Reads and parses files with SwiftParser on the same threads ``analyze(files:progress:)``
  /// uses, and nothing else: the baseline the lint benchmark compares against. Files the
  /// linter does not parse (see `BracketGuard`) are skipped here too. Returns the total length
  /// of the parsed trees, so the work cannot be optimized away.
  public static func parseOnly(files: [String]) -> Int {
    ParallelMap.run(count: files.count, progress: nil) { index -> Int in
      guard let data = FileManager.default.contents(atPath: files[index]) else { return 0 }
      let bytes = [UInt8](data)
      if BracketGuard.tooLongRun(in: bytes) != nil { return 0 }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      return tree.totalLength.utf8Length
    }.reduce(0, +)
  }

  /// Analyzes files on dedicated threads without blocking the caller's thread.
  public func analyze(files: [String]) async -> [FileFacts] {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: analyze(files: files, progress: nil))
      }
      thread.start()
    }
  }

  /// The codebase of analyzed files: test code left out, the rest split into units, a model
  /// for each.
  public func codebase(of files: [FileFacts]) -> Codebase {
    let (kept, tests, _) = withoutTestCode(files)
    let units = UnitPartition.contexts(of: kept).map { context in
      Self.unit(
        context,
        model: ModuleModel(files: context.files.map { kept[$0] }, naming: configuration.naming),
        facts: kept)
    }
    return Codebase(units: units, testFiles: tests)
  }

  /// Whether a file maps a navigation stack's route values to screens
  /// (`navigationDestination(for: AppRoutes.self) { route in switch route { ... } }`, often in
  /// the app's own `App` struct, which no module calls): the navigation model reads its arms.
  static func mapsNavigationDestinations(_ file: FileFacts) -> Bool {
    file.usedNames.contains("navigationDestination")
  }

  /// Whether a file that imports a UI framework and declares no view, and no role but builders
  /// and routers, names a view or a builder: ``NoUnusedUIFrameworkImports`` decides whether it
  /// makes or holds a screen (it needs the framework) or is only handed one (a delegate
  /// protocol's parameter), which only its bodies tell.
  static func namesAViewWithoutBeingOne(
    _ file: FileFacts, by classification: ModuleModel.Classification
  ) -> Bool {
    guard file.imports.contains(where: { UIFramework(rawValue: $0.module) != nil }) else {
      return false
    }
    for type in file.types {
      if type.kind == .extension, NoUnusedUIFrameworkImports.isFrameworkView(type.name) {
        return false
      }
      guard let index = classification.index(named: type.name) else { continue }
      if classification.mayBeView(index) { return false }
      if let role = classification.shapes[index].role, role != .builder, role != .router {
        return false
      }
    }
    return file.usedNames.contains { name in
      guard let index = classification.index(named: name) else { return false }
      return classification.mayBeView(index) || classification.shapes[index].role == .builder
    }
  }

  /// Whether a file whose types have no role names a module's builder or router (a feature's
  /// factory that calls `CartRouter.makeModule`, with the handler that hands it back for a
  /// route's type): the navigation model follows what its functions build and the values
  /// its type tests match, which only its bodies tell.
  static func namesAModuleMakerWithoutRoles(
    _ file: FileFacts, by classification: ModuleModel.Classification
  ) -> Bool {
    guard !file.types.isEmpty else { return false }
    for type in file.types {
      guard let index = classification.index(named: type.name) else { continue }
      if classification.mayBeView(index) || classification.shapes[index].role != nil {
        return false
      }
    }
    return file.usedNames.contains { name in
      guard let index = classification.index(named: name),
        let role = classification.shapes[index].role
      else { return false }
      return role == .builder || role == .router
    }
  }

  /// Whether a file extends a protocol views adopt (`extension Confirming where Self:
  /// UIViewController`): its methods run as the views' own code, which
  /// ``DoNotNavigateFromViews`` reads.
  static func extendsProtocolViewsAdopt(
    _ file: FileFacts, by classification: ModuleModel.Classification
  ) -> Bool {
    file.types.contains { type in
      guard type.kind == .extension, let index = classification.index(named: type.name) else {
        return false
      }
      let shape = classification.shapes[index]
      return shape.kind == .protocol && shape.implementerRole == .view
    }
  }

  /// Whether a file declares a table or collection cell that holds a presenter: the model may
  /// make it a component module's view (see ``ModuleGrouping/inferRolesFromBehaviour``), whose
  /// bodies the view rules read.
  static func declaresComponentView(
    _ file: FileFacts, by classification: ModuleModel.Classification
  ) -> Bool {
    file.types.contains { type in
      guard type.kind == .class, let index = classification.index(named: type.name, exactly: true),
        classification.isCell(index)
      else { return false }
      return type.properties.contains { property in
        guard let typeName = property.typeName, let held = classification.index(named: typeName)
        else { return false }
        let shape = classification.shapes[held]
        return (shape.kind == .protocol ? shape.implementerRole : shape.role) == .presenter
      }
    }
  }

  /// Whether a file imports a UI framework and declares or extends a service, whose uses of UI
  /// types ``NoUIFrameworkTypesOutsideViews`` reports.
  static func declaresServiceUsingUI(
    _ file: FileFacts, _ local: Int, by classification: ModuleModel.Classification
  ) -> Bool {
    file.imports.contains { UIFramework(rawValue: $0.module)?.isViewFramework == true }
      && classification.file(local, holdsA: { $0 == .service })
  }

  /// Whether a file imports a UI framework and declares a type interactors handle (an entity
  /// by use, see ``ModuleModel/isEntity(_:)``), whose uses of UI types
  /// ``NoUIFrameworkTypesOutsideViews`` reports.
  static func declaresEntityUsingUI(
    _ file: FileFacts, handledByInteractors names: Set<String>
  ) -> Bool {
    !names.isEmpty
      && file.imports.contains { UIFramework(rawValue: $0.module)?.isViewFramework == true }
      && file.types.contains { $0.kind != .protocol && names.contains($0.name) }
  }

  /// Whether a file imports a UI framework and declares a class of no role that presenters or
  /// interactors hold: a service by use if it has methods (see ``ModuleModel/roleByUse(_:)``),
  /// which only a whole reading records, and ``NoUIFrameworkTypesOutsideViews`` reports its
  /// uses of UI types.
  static func declaresServiceByUseUsingUI(
    _ file: FileFacts, heldByRoles names: Set<String>,
    by classification: ModuleModel.Classification
  ) -> Bool {
    file.imports.contains { UIFramework(rawValue: $0.module)?.isViewFramework == true }
      && declaresClass(in: file, heldAs: names, by: classification) { $0 == nil }
  }

  /// Whether a file declares a class of no role, or a service, that presenters hold:
  /// ``NoIOInPresenters`` reads its code for I/O the presenter does through it.
  static func declaresServiceHeld(
    _ file: FileFacts, byPresenters names: Set<String>,
    by classification: ModuleModel.Classification
  ) -> Bool {
    declaresClass(in: file, heldAs: names, by: classification) { $0 == nil || $0 == .service }
  }

  /// Whether a file declares a class of no role that a view holds (`names`, as
  /// ``namesHeldByPresentersAndInteractors(in:of:by:)`` gives them) and that holds an
  /// interactor or a router: the
  /// model makes it the view's presenter (``ModuleGrouping``'s roles from holders), whose
  /// bodies the presenter rules read.
  static func declaresPresenterHeldByViews(
    _ file: FileFacts, heldByViews names: Set<String>,
    by classification: ModuleModel.Classification
  ) -> Bool {
    guard declaresClass(in: file, heldAs: names, by: classification, role: { $0 == nil }) else {
      return false
    }
    return file.types.contains { type in
      type.kind.isReference
        && type.properties.contains { property in
          guard let typeName = property.typeName, let held = classification.index(named: typeName)
          else { return false }
          let shape = classification.shapes[held]
          let role = shape.kind == .protocol ? shape.implementerRole : shape.role
          return role == .interactor || role == .router
        }
    }
  }

  /// Whether a file declares a class whose role `matches` and that is held as one of `names`
  /// (last components), as itself or through a protocol it adopts, an extension included
  /// (where a class may adopt the protocol). Reading a file whole too often costs time, too
  /// rarely loses a finding.
  private static func declaresClass(
    in file: FileFacts, heldAs names: Set<String>, by classification: ModuleModel.Classification,
    role matches: (Role?) -> Bool
  ) -> Bool {
    !names.isEmpty
      && file.types.contains { type in
        (type.kind.isReference || type.kind == .extension)
          && matches(classification.role(ofTypeNamed: type.name))
          && (names.contains(ModuleModel.lastComponent(type.name))
            || type.inherited.contains { names.contains(ModuleModel.lastComponent($0)) })
      }
  }

  /// The last components of the type names that the presenters and interactors of a unit (as
  /// classified) give their stored properties: all of them, and the presenters' alone with
  /// the classes of no role presenters make or call by name (`let api = APIService()`,
  /// `Worker.shared.bubble.get()`) and the services those hold (see
  /// ``servicesHeld(from:in:of:by:)``); and, apart, those the views give theirs.
  static func namesHeldByPresentersAndInteractors(
    in files: [Int], of facts: [FileFacts], by classification: ModuleModel.Classification
  ) -> (all: Set<String>, byPresenters: Set<String>, byViews: Set<String>) {
    var names: Set<String> = []
    var byPresenters: Set<String> = []
    var byViews: Set<String> = []
    // The types a presenter makes or calls by name.
    var reached: Set<String> = []
    for global in files {
      for type in facts[global].types {
        let role = classification.role(ofTypeNamed: type.name)
        if role == .view {
          for property in type.properties {
            if let name = property.typeName { byViews.insert(ModuleModel.lastComponent(name)) }
          }
        }
        guard role == .presenter || role == .interactor else { continue }
        for property in type.properties {
          guard let name = property.typeName.map(ModuleModel.lastComponent) else { continue }
          names.insert(name)
          if role == .presenter { byPresenters.insert(name) }
        }
        guard role == .presenter else { continue }
        // The classes of no role a presenter makes itself (`let api = APIService()`) or
        // calls through a shared instance (`Worker.shared.bubble.get()`, `let worker =
        // Worker.shared`).
        for call in type.calls {
          if ModuleModel.isTypeName(call.callee) && call.receiver == nil {
            reached.insert(call.callee)
          } else if let receiver = call.receiver, ModuleModel.isTypeName(receiver) {
            reached.insert(receiver)
          }
        }
        for local in type.locals {
          guard let first = local.value.first else { continue }
          let name = first.hasSuffix("()") ? String(first.dropLast(2)) : first
          if ModuleModel.isTypeName(name) { reached.insert(name) }
        }
      }
    }
    for name in reached {
      guard let index = classification.index(named: name, exactly: true),
        classification.shapes[index].kind == .class,
        classification.shapes[index].role == nil || classification.shapes[index].role == .service
      else { continue }
      byPresenters.insert(name)
    }
    return (
      names, servicesHeld(from: byPresenters, in: files, of: facts, by: classification), byViews
    )
  }

  /// `names` with the classes of no role those classes hold, a few services deep: their
  /// stored properties' types, written or of a static member's value (`let database =
  /// Database.shared`). ``NoIOInPresenters`` follows a presenter's call through them to the
  /// service that does I/O.
  static func servicesHeld(
    from names: Set<String>, in files: [Int], of facts: [FileFacts],
    by classification: ModuleModel.Classification
  ) -> Set<String> {
    guard !names.isEmpty else { return names }
    var services: [String: [TypeFacts]] = [:]
    for global in files {
      for type in facts[global].types where type.kind.isReference || type.kind == .extension {
        let role = classification.role(ofTypeNamed: type.name)
        guard role == nil || role == .service else { continue }
        services[ModuleModel.lastComponent(type.name), default: []].append(type)
      }
    }
    var result = names
    var frontier = Array(names)
    for _ in 0..<ServicesDoingIO.depth where !frontier.isEmpty {
      var next: [String] = []
      for name in frontier {
        for type in services[name] ?? [] {
          for property in type.properties {
            let held =
              property.typeName.map(ModuleModel.lastComponent)
              ?? property.initialValues.first.flatMap { TypeTable.staticMember($0)?.owner }
            if let held, services[held] != nil, result.insert(held).inserted {
              next.append(held)
            }
          }
        }
      }
      frontier = next
    }
    return result
  }

  /// The type names the interactors of a unit (as classified, in files read whole) name in
  /// their methods' results and parameters and their stored properties.
  static func namesHandledByInteractors(
    in files: [Int], of facts: [FileFacts], by classification: ModuleModel.Classification
  ) -> Set<String> {
    var names: Set<String> = []
    for global in files where facts[global].isComplete {
      for type in facts[global].types
      where type.kind != .protocol && classification.role(ofTypeNamed: type.name) == .interactor {
        ModuleModel.addNamesHandled(
          signatures: type.signatures, properties: type.properties, functions: type.functions,
          to: &names)
      }
    }
    return names
  }

  /// Whether a file declares a view-state object of no role that keeps its own subscriptions
  /// (its conformances as classification merged them, its declaration's properties).
  static func declaresViewStateKeepingSubscriptions(
    _ file: FileFacts, by classification: ModuleModel.Classification
  ) -> Bool {
    file.types.contains { type in
      guard type.kind == .class,
        let index = classification.index(named: type.name, exactly: true),
        classification.shapes[index].role == nil
      else { return false }
      return ModuleModel.isViewStateKeepingSubscriptions(
        type.kind, classification.shapes[index].inherited, type.properties)
    }
  }

  /// Whether a type name starts with one of `stems` followed by a capital (`MeSettings` in
  /// `MeSettingsContainer`).
  static func startsWithAStem(_ name: String, of stems: Set<String>) -> Bool {
    guard !stems.isEmpty else { return false }
    let bytes = Array(name.utf8)
    for end in bytes.indices.dropFirst() where bytes[end] >= 0x41 && bytes[end] <= 0x5A {
      if stems.contains(String(decoding: bytes[..<end], as: UTF8.self)) { return true }
    }
    return false
  }

  /// The files read for their declarations that declare a class of the codebase another
  /// class of no module role descends from, where that class's own code is read (its file
  /// read whole, or to be): the methods it inherits run as its own (`AuthService.shared
  /// .getApiKey()`, written in the `NetworkService` it subclasses), so a rule that follows a
  /// call into a service reads the method it runs, not only the service's declarations.
  static func filesOfInheritedCode(
    in files: [Int], of facts: [FileFacts], needing: Set<Int>,
    by classification: ModuleModel.Classification
  ) -> [Int] {
    // The classes of the files read for their declarations, by name: the only files to add.
    var declaring: [String: Int] = [:]
    for global in files where !facts[global].isComplete && !needing.contains(global) {
      for type in facts[global].types where type.kind == .class && declaring[type.name] == nil {
        declaring[type.name] = global
      }
    }
    guard !declaring.isEmpty else { return [] }
    var parents: [String] = []
    for global in files where facts[global].isComplete || needing.contains(global) {
      for type in facts[global].types
      where type.kind == .class && classification.role(ofTypeNamed: type.name)?.isModuleRole != true
      {
        if let first = type.inherited.first { parents.append(first) }
      }
    }
    var added: Set<Int> = []
    while let name = parents.popLast() {
      let bare = SyntaxNames.strippedGenericArguments(name)
      guard let global = declaring[bare] ?? declaring[ModuleModel.lastComponent(bare)],
        added.insert(global).inserted
      else { continue }
      for type in facts[global].types where type.kind == .class {
        if let first = type.inherited.first { parents.append(first) }
      }
    }
    return added.sorted()
  }

  /// The files read for their declarations that declare a type of no module role that a
  /// module role's code creates or calls by its name (`DetailRouterInput().push(...)`,
  /// `ScreenFactory.makeProfile()`): the model follows such calls into their bodies, to the
  /// module they build.
  static func filesOfHelpersCalled(
    in files: [Int], of facts: [FileFacts], by classification: ModuleModel.Classification,
    naming: RoleNaming
  ) -> [Int] {
    // Only the roles of a module count: a type whose stem names another role too
    // (`DetailRouter` beside `DetailPresenter`). A lone type whose name merely ends in a role
    // word (a result builder, a SwiftUI view of a library) calls helpers that build no module,
    // and reading them whole would cost a library's largest files.
    var rolesOfStem: [String: Set<Role>] = [:]
    for global in files {
      for type in facts[global].types where type.kind != .protocol {
        guard let role = classification.role(ofTypeNamed: type.name), role.isModuleRole,
          let stem = naming.stem(ofType: type.name)
        else { continue }
        rolesOfStem[stem, default: []].insert(role)
      }
    }
    // A lone role (a page view controller a module's view embeds) counts for the helpers it
    // calls that are named for a module and hold that module's view
    // (`MeSettingsContainer.asseble()`, which keeps the screen it assembles).
    let moduleStems = Set(rolesOfStem.filter { $0.value.count > 1 }.keys)
    var called: Set<String> = []
    var calledByLoneRoles: Set<String> = []
    for global in files where facts[global].isComplete {
      for type in facts[global].types
      where classification.role(ofTypeNamed: type.name)?.isModuleRole == true {
        let ofAModule = naming.stem(ofType: type.name).map(moduleStems.contains) == true
        for call in type.calls {
          for name in [call.callee, call.receiver] {
            guard let name, ModuleModel.isTypeName(name) else { continue }
            if ofAModule {
              called.insert(name)
            } else if !called.contains(name), !calledByLoneRoles.contains(name),
              Self.startsWithAStem(name, of: moduleStems)
            {
              calledByLoneRoles.insert(name)
            }
          }
        }
      }
    }
    guard !called.isEmpty || !calledByLoneRoles.isEmpty else { return [] }
    return files.filter { global in
      !facts[global].isComplete
        && facts[global].types.contains { type in
          guard type.kind != .protocol,
            classification.role(ofTypeNamed: type.name)?.isModuleRole != true
          else { return false }
          if called.contains(type.name) { return true }
          return calledByLoneRoles.contains(type.name)
            && type.properties.contains { property in
              property.typeName.map { classification.role(ofTypeNamed: $0) == .view } == true
            }
        }
    }
  }
}
