import Foundation
import SwiftParser
import SwiftSyntax

/// Reads and parses one Swift file and collects its ``FileFacts``.
///
/// Never throws and never traps on bad input: unreadable files, invalid UTF-8 and syntax
/// errors become ``FileFacts/problems`` (reported as notes), and the facts of whatever could be
/// parsed are kept.
public enum FileAnalyzer {
  /// Reads the file at `path` and analyzes it.
  ///
  /// With `naming`, a file none of whose declarations can have a role by that vocabulary is
  /// read for its declarations and force casts only (``FileFacts/isComplete`` is `false`): the
  /// rules look inside role types alone (the force-cast rule excepted), and most of a codebase
  /// that is not VIPER needs no more. Without it, every file is read whole.
  public static func analyze(path: String, naming: RoleNaming? = nil) -> FileFacts {
    guard let data = FileManager.default.contents(atPath: path) else {
      var facts = FileFacts(path: path)
      facts.problems.append(
        FileProblem(
          message: "could not read the file",
          location: SourceLocation(file: path, line: 1, column: 1)))
      return facts
    }
    return analyze(bytes: [UInt8](data), path: path, naming: naming)
  }

  /// Analyzes a file's contents; `path` is used for locations only.
  public static func analyze(source: String, path: String) -> FileFacts {
    analyze(bytes: Array(source.utf8), path: path)
  }

  /// Analyzes a file's raw bytes; `path` is used for locations only. `naming`: see
  /// ``analyze(path:naming:)``. `parsing`: how a file read for its declarations is parsed
  /// (see ``Parsing``).
  public static func analyze(
    bytes: [UInt8], path: String, naming: RoleNaming? = nil, parsing: Parsing = .skeleton
  ) -> FileFacts {
    var facts = FileFacts(path: path)
    var bytes = bytes
    if !ByteSearch.isASCII(bytes), String(validating: bytes, as: UTF8.self) == nil {
      facts.problems.append(
        FileProblem(
          message: "the file is not valid UTF-8; invalid bytes were read as U+FFFD",
          location: SourceLocation(file: path, line: 1, column: 1)))
      bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
    }
    if let offset = BracketGuard.tooLongRun(in: bytes) {
      let prefix = bytes[..<offset]
      let line = prefix.count(where: { $0 == 0x0A }) + 1
      let column = offset - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
      facts.problems.append(
        FileProblem(
          message:
            "the file opens more than \(BracketGuard.maximumRun) '[' in a row, which the Swift parser takes exponential time on; it was not analyzed",
          location: SourceLocation(file: path, line: line, column: column)))
      return facts
    }
    let lines = LineTable(bytes: bytes, path: path)
    guard let naming else {
      let tree = parsed(bytes, lines: lines, noting: &facts)
      let collector = FactsCollector(
        path: path, lines: lines, bytes: bytes, declarationsOnly: false)
      collector.walk(tree)
      return finished(facts, collector, bytes: bytes)
    }
    let typeKeywords = KeywordScan.typeKeywordOffsets(in: bytes)
    let mayNeedBodies = mayNeedBodies(
      bytes: bytes, path: path, typeKeywords: typeKeywords, naming: naming)
    if !mayNeedBodies, parsing == .skeleton,
      let collector = declarationsOfSkeleton(
        bytes: bytes, path: path, lines: lines, typeKeywords: typeKeywords, naming: naming)
    {
      return finished(facts, collector, bytes: bytes)
    }
    let tree = parsed(bytes, lines: lines, noting: &facts)
    // A file the guess says needs its bodies is walked whole at once: its whole walk records
    // the declarations a declarations walk would (`AnalysisDepthTests` pins that both read
    // the same), so they decide as well whether it needs its bodies. A wrong guess (a type
    // keyword in a comment or a string) costs a declarations walk after it.
    if mayNeedBodies {
      let collector = FactsCollector(
        path: path, lines: lines, bytes: bytes, declarationsOnly: false,
        typeKeywords: typeKeywords)
      collector.walk(tree)
      if needsEverything(collector, path: path, naming: naming) {
        return finished(facts, collector, bytes: bytes)
      }
    }
    var collector = FactsCollector(
      path: path, lines: lines, bytes: bytes, declarationsOnly: true, typeKeywords: typeKeywords)
    collector.walkDeclarations(tree)
    if needsEverything(collector, path: path, naming: naming) {
      collector = FactsCollector(
        path: path, lines: lines, bytes: bytes, declarationsOnly: false,
        typeKeywords: typeKeywords)
      collector.walk(tree)
    } else {
      // The force-cast rule looks at every type: find the file's `as!` without a whole walk.
      collector.recordForceCasts(in: tree)
    }
    return finished(facts, collector, bytes: bytes)
  }

  /// The file's syntax tree, with a problem noted in `facts` when it has syntax errors.
  private static func parsed(_ bytes: [UInt8], lines: LineTable, noting facts: inout FileFacts)
    -> SourceFileSyntax
  {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    if tree.hasError {
      facts.problems.append(
        FileProblem(
          message: "the file has syntax errors (or nests too deeply); its facts may be incomplete",
          location: lines.location(firstErrorPosition(in: Syntax(tree)))))
    }
    return tree
  }

  /// How a file read for its declarations is parsed. Both give the same facts (`LintTimer
  /// facts` checks so over a corpus), with one exception: a syntax error inside a body the
  /// skeleton blanks is noted by the whole parse only. `whole` is there for those checks.
  public enum Parsing: Sendable {
    /// Its skeleton (bodies blanked, see `SkeletonText`) where the file has one and its
    /// declarations show it needs no more; else whole.
    case skeleton
    /// Whole, as every file was parsed before skeletons.
    case whole
  }

  /// The guess, from the file's folder and the bytes after each type keyword alone, that the
  /// file may hold a type whose role needs its bodies read: such a file is parsed and walked
  /// whole at once, with no byte pass over it and no declarations walk before its whole walk.
  private static func mayNeedBodies(
    bytes: [UInt8], path: String, typeKeywords: [Int], naming: RoleNaming
  ) -> Bool {
    if naming.folders[ModuleModel.folderName(of: path)]?.hasBodyRules == true { return true }
    let importsUI = SkeletonText.mayImportViewFramework(bytes)
    for head in SkeletonText.typeHeads(in: bytes, at: typeKeywords) {
      if needsBodies(naming.roleSuffix(of: head.name)?.role, importsUI: importsUI) { return true }
      for parent in head.inherited
      where needsBodies(role(ofParent: parent, naming: naming), importsUI: importsUI) {
        return true
      }
    }
    return false
  }

  /// A file read for its declarations from its skeleton: the declarations walk of the
  /// skeleton's tree and its force casts. `nil` when the file must be parsed whole: it has no
  /// skeleton, the skeleton has syntax errors, or the declarations walk finds a role whose
  /// bodies a rule reads. Only for a file that ``mayNeedBodies(bytes:path:typeKeywords:naming:)``
  /// guesses needs none.
  private static func declarationsOfSkeleton(
    bytes: [UInt8], path: String, lines: LineTable, typeKeywords: [Int], naming: RoleNaming
  ) -> FactsCollector? {
    let keep = SkeletonText.keptOffsets(in: bytes, typeKeywords: typeKeywords)
    guard let skeleton = SkeletonText.make(from: bytes, keep: keep) else { return nil }
    let tree = skeleton.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    guard !tree.hasError else { return nil }
    let collector = FactsCollector(
      path: path, lines: lines, bytes: bytes, declarationsOnly: true, typeKeywords: typeKeywords)
    collector.walkDeclarations(tree)
    guard !needsEverything(collector, path: path, naming: naming) else { return nil }
    collector.recordForceCasts(in: tree)
    return collector
  }

  /// `facts` with what `collector` recorded and what is read from the file's bytes.
  private static func finished(_ facts: FileFacts, _ collector: FactsCollector, bytes: [UInt8])
    -> FileFacts
  {
    var facts = facts
    facts.isComplete = !collector.declarationsOnly
    facts.imports = collector.imports
    facts.globals = collector.globals
    if facts.imports.contains(where: { UIFramework(rawValue: $0.module) != nil }) {
      facts.usedNames = NameScan.names(in: bytes)
    }
    facts.assignedNames =
      collector.declarationsOnly
      ? AssignmentScan.names(in: bytes) : collector.topLevelAssignments.sorted()
    facts.types = collector.finishedTypes
    facts.typeAliases = collector.typeAliases
    if SuppressionMap.mayHaveDirectives(bytes) {
      facts.suppressions = SuppressionMap(bytes: bytes)
    }
    return facts
  }

  /// Whether a file read for its declarations must be read whole: when one of its types may
  /// have, by name, conformance or folder, a role whose bodies a rule reads. Types that get a
  /// role only through another file's declarations are found later, by
  /// ``Linter/analyze(files:progress:)``.
  private static func needsEverything(
    _ collector: FactsCollector, path: String, naming: RoleNaming
  ) -> Bool {
    if naming.folders[ModuleModel.folderName(of: path)]?.hasBodyRules == true { return true }
    // A service that imports a UI framework: ``NoUIFrameworkTypesOutsideViews`` reads its uses.
    let importsUI = collector.imports.contains {
      UIFramework(rawValue: $0.module)?.isViewFramework == true
    }
    for type in collector.finished {
      if needsBodies(naming.roleSuffix(of: type.name)?.role, importsUI: importsUI) { return true }
      for parent in type.inherited
      where needsBodies(role(ofParent: parent, naming: naming), importsUI: importsUI) {
        return true
      }
      // A view controller, whatever its name: a module's view by what it does, or a screen of
      // no module (a tab bar controller with no presenter) whose loading builds modules.
      if type.kind == .class, let parent = type.inherited.first,
        UIFramework.isViewControllerClass(ModuleModel.lastComponent(parent))
      {
        return true
      }
      // The app's delegate: where its first screens and the flows it keeps are made, and the
      // closures it hands them (`LoginWireframe { window.rootViewController = MainTabs() }`).
      if type.inherited.contains(where: {
        UIFramework.appDelegateProtocols.contains(ModuleModel.lastComponent($0))
      }) {
        return true
      }
    }
    return false
  }

  /// Whether a type of `role` needs its file read whole.
  private static func needsBodies(_ role: Role?, importsUI: Bool) -> Bool {
    role?.hasBodyRules == true || (importsUI && role == .service)
  }

  /// The role an inherited name gives: ViperKit's role protocols, or a contract's name.
  private static func role(ofParent parent: String, naming: RoleNaming) -> Role? {
    ModuleModel.roleProtocols[ModuleModel.lastComponent(parent)]
      ?? naming.implementingRole(ofProtocol: parent)
  }

  /// The start of the first erroneous node: descends into the first child that has an error.
  private static func firstErrorPosition(in root: Syntax) -> AbsolutePosition {
    var node = root
    while true {
      if node.is(UnexpectedNodesSyntax.self) { return node.positionAfterSkippingLeadingTrivia }
      if let token = node.as(TokenSyntax.self) { return token.positionAfterSkippingLeadingTrivia }
      guard let next = node.children(viewMode: .all).first(where: { $0.hasError }) else {
        return node.positionAfterSkippingLeadingTrivia
      }
      node = next
    }
  }
}
