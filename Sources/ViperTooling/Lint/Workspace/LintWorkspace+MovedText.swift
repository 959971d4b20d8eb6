/// Edits that only move text: most of what an editor sends while a line is opened, a comment
/// typed or code indented, and every edit's first keystroke on a new line.
extension LintWorkspace {
  /// Moves the findings when every changed file gives the facts it gave with its places moved
  /// in order (see ``PositionMap``): the models would be the same with those places moved,
  /// and so would every finding, in the edited files and in others whose messages name their
  /// lines (a cycle's other edges). No unit is built again; the models that hold the old places
  /// are built again before a fix is worked out in them. Returns the files whose findings
  /// changed, or `nil` when a file's facts changed otherwise (or it was read whole: its first
  /// facts do not hold what the model read).
  func moveFindings(
    changed: [String], before: [String: FileFacts], in snapshot: Snapshot
  ) -> [String]? {
    var maps: [PositionMap] = []
    for path in changed {
      guard let old = before[path], let new = facts[path],
        old.isComplete || !wasReadWhole.contains(path),
        let map = PositionMap(from: old, to: new)
      else { return nil }
      maps.append(map)
    }
    var moved: [String: [Finding]] = [:]
    for (file, found) in findingsByFile {
      var list: [Finding] = []
      list.reserveCapacity(found.count)
      var differs = false
      for finding in found {
        var now = finding
        for map in maps {
          guard let next = map.moved(now) else { return nil }
          now = next
        }
        if now != finding { differs = true }
        list.append(now)
      }
      if differs { moved[file] = Finding.sortedForOutput(list) }
    }
    var snapshot = snapshot
    for path in changed {
      guard let index = snapshot.keptIndex[path], let file = facts[path] else { continue }
      snapshot.kept[index] = file
      snapshot.partitionDigests[path] = StoredPartition.digest(of: file)
      snapshot.classificationDigests[path] = ModuleModel.Classification.digest(of: file)
      snapshot.groupingDigests[path] = ModuleModel.Classification.groupingDigest(of: file)
      for context in snapshot.contexts.indices
      where snapshot.contexts[context].files.contains(index) {
        snapshot.outdated.insert(context)
        snapshot.dirty[context, default: []].insert(path)
      }
    }
    self.snapshot = snapshot
    var byFile = findingsByFile
    for (file, list) in moved { byFile[file] = list }
    return replace(byFile, of: Set(moved.keys))
  }
}
