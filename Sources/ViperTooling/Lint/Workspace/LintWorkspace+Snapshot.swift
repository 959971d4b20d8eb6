/// What a workspace keeps of its last computation, so that a change works out only what it
/// can affect.
extension LintWorkspace {
  /// What the last computation split the files into, and made of each unit: what a change
  /// that keeps every file's unit rebuilds one unit of.
  struct Snapshot {
    /// The files kept (not test code), in order, and each one's index.
    var kept: [FileFacts]
    var keptIndex: [String: Int]
    var testFiles: [String]
    /// Each file's digest of what decides its unit, and of what classification reads.
    var partitionDigests: [String: ContentHash]
    var classificationDigests: [String: ContentHash]
    var groupingDigests: [String: ContentHash]
    var contexts: [UnitPartition.Context]
    var classifications: [ModuleModel.Classification]
    var units: [Codebase.Unit]
    /// Units a change reads but does not report on, or whose findings were worked out for
    /// the changed files only, not worked out again yet.
    var stale: Set<Int> = []
    /// Files of stale units whose findings are current all the same: the changed files whose
    /// findings were worked out first (``LintWorkspace/rebuild(_:focus:)``).
    var current: Set<String> = []
    /// The files of each unit whose facts changed since its model was built.
    var dirty: [Int: Set<String>] = [:]
    /// Units whose files' classification changed since their classification was made.
    var reclassify: Set<Int> = []
    /// Units whose files' grouping changed since their model was built.
    var regroup: Set<Int> = []
    /// The files each unit read whole.
    var needing: [Int: Set<Int>]
    /// Units whose findings stand but whose model holds places an edit has moved since (see
    /// ``moveFindings(changed:before:in:)``): built again before a fix is worked out in it.
    var outdated: Set<Int> = []
  }
}
