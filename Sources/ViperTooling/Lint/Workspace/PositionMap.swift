/// Where an edit that only moved a file's text moved each of its places: a line added or
/// removed, a comment or a blank typed, a line indented. Its facts are the old ones with every
/// place moved, in the same order, so every finding is the old one moved: the rules compare
/// places (`<`, `==`, a line with a line) but never count with them.
///
/// ```swift
/// // `old`: `final class HomePresenter` on line 1; `new`: the same after a comment line.
/// let map = PositionMap(from: old, to: new)  // line 1 -> line 2, every column kept
/// map?.moved(finding)  // the finding, one line lower
/// ```
struct PositionMap {
  /// The file whose places moved.
  let path: String
  /// Each old place (line, column) and where it is now.
  private var places: [Place: Place] = [:]
  /// Each old line that holds a place, and the line it is now.
  private var lines: [Int: Int] = [:]

  private struct Place: Hashable, Comparable {
    var line: Int
    var column: Int

    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// The map from `old` to `new` facts of one file, when they are the same facts with their
  /// places moved in order: no two places merged or swapped, no line split or joined (the
  /// methods are known by their line, `build@12`). `nil` otherwise, and when a file has
  /// `viper:disable` comments, which work by line number (`disable:next`).
  init?(from old: FileFacts, to new: FileFacts) {
    guard old.path == new.path, old.suppressions.isEmpty, new.suppressions.isEmpty,
      old.types.count == new.types.count
    else { return nil }
    path = old.path
    var before = old
    var after = new
    var oldPlaces: [SourceLocation] = []
    var newPlaces: [SourceLocation] = []
    var oldFunctions: [Int] = []
    var newFunctions: [Int] = []
    var readable = true
    Self.strip(&before, places: &oldPlaces, functionLines: &oldFunctions, readable: &readable)
    Self.strip(&after, places: &newPlaces, functionLines: &newFunctions, readable: &readable)
    guard readable, before == after, oldPlaces.count == newPlaces.count,
      oldFunctions.count == newFunctions.count
    else { return nil }
    for (was, now) in zip(oldPlaces, newPlaces) {
      guard was.file == path, now.file == path else { return nil }
      let from = Place(line: was.line, column: was.column)
      let to = Place(line: now.line, column: now.column)
      if let known = places[from], known != to { return nil }
      places[from] = to
      if let known = lines[was.line], known != now.line { return nil }
      lines[was.line] = now.line
    }
    // A method's line is a line like the others (an initializer's, `init@12`, holds no
    // other place).
    for (was, now) in zip(oldFunctions, newFunctions) {
      if let known = lines[was], known != now { return nil }
      lines[was] = now
    }
    // In order: what was before is still before, on a line of its own when it was.
    let sorted = places.keys.sorted()
    for (lhs, rhs) in zip(sorted, sorted.dropFirst()) {
      guard let left = places[lhs], let right = places[rhs], left < right else { return nil }
    }
    let sortedLines = lines.keys.sorted()
    for (lhs, rhs) in zip(sortedLines, sortedLines.dropFirst()) {
      guard let left = lines[lhs], let right = lines[rhs], left < right else { return nil }
    }
  }

  /// Sets every place of `facts` to the file's start and every method's line to 0, keeping
  /// them, in order, in `places` and `functionLines`; clears `readable` when a method
  /// reference has no line.
  private static func strip(
    _ facts: inout FileFacts, places: inout [SourceLocation], functionLines: inout [Int],
    readable: inout Bool
  ) {
    facts.visitPlaces(
      { location in
        places.append(location)
        location.line = 0
        location.column = 0
      },
      functions: { function in
        guard let at = function.utf8.lastIndex(of: UInt8(ascii: "@")),
          let line = Int(String(Substring(function.utf8[function.utf8.index(after: at)...])))
        else {
          readable = false
          return
        }
        functionLines.append(line)
        function = String(Substring(function.utf8[...at])) + "0"
      })
  }

  /// Where an old place of any file is now.
  func moved(_ location: SourceLocation) -> SourceLocation? {
    guard location.file == path else { return location }
    guard let to = places[Place(line: location.line, column: location.column)] else {
      return nil
    }
    return SourceLocation(file: path, line: to.line, column: to.column)
  }

  /// The finding with the file's places in it moved: where it is, its related places, its
  /// repair's place, the places its message names (`File.swift:12`, a cycle's edges). `nil`
  /// when it holds a place of the file that no fact holds (none of the rules makes one).
  func moved(_ finding: Finding) -> Finding? {
    var result = finding
    guard let location = moved(finding.location), finding.fix == nil else { return nil }
    result.location = location
    var related: [SourceLocation] = []
    for place in finding.related {
      guard let now = moved(place) else { return nil }
      related.append(now)
    }
    result.related = related
    if let request = finding.request {
      guard let now = moved(request) else { return nil }
      result.request = now
    }
    guard let message = movedPlaces(in: finding.message) else { return nil }
    result.message = message
    return result
  }

  private func moved(_ request: FixRequest) -> FixRequest? {
    switch request {
    case .weaken(let type, let property, let at):
      moved(at).map { .weaken(type: type, property: property, at: $0) }
    case .classBind(let name, let at):
      moved(at).map { .classBind(protocol: name, at: $0) }
    case .replaceImport(let at, let modules):
      moved(at).map { .replaceImport(at: $0, with: modules) }
    case .captureSelfWeakly(let at):
      moved(at).map { .captureSelfWeakly(at: $0) }
    case .weakenSubscription(let type, let handler, let at):
      moved(at).map { .weakenSubscription(type: type, handler: handler, at: $0) }
    case .notFixable:
      request
    }
  }

  /// The message with each `PATH:LINE` (and `PATH:LINE:COLUMN`) of the file moved; `nil` when
  /// one names a line no fact is on.
  private func movedPlaces(in message: String) -> String? {
    let marker = Array((path + ":").utf8)
    let bytes = Array(message.utf8)
    guard bytes.count >= marker.count else { return message }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      // The path itself, not the end of a longer one (`/App/Home.swift` in `/Old/App/...`).
      guard index + marker.count <= bytes.count, bytes[index] == marker[0],
        index == 0 || Self.opening.contains(bytes[index - 1]),
        Array(bytes[index..<(index + marker.count)]) == marker
      else {
        result.append(bytes[index])
        index += 1
        continue
      }
      var end = index + marker.count
      let line = Self.number(in: bytes, from: &end)
      guard let line else {
        result += marker
        index += marker.count
        continue
      }
      var text = "\(path):"
      var columnEnd = end + 1
      if end < bytes.count, bytes[end] == UInt8(ascii: ":"),
        let column = Self.number(in: bytes, from: &columnEnd)
      {
        guard let to = places[Place(line: line, column: column)] else { return nil }
        text += "\(to.line):\(to.column)"
        end = columnEnd
      } else {
        guard let to = lines[line] else { return nil }
        text += "\(to)"
      }
      result += text.utf8
      index = end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// What may come before a path in a message.
  private static let opening: Set<UInt8> = Set(" ('\"\n".utf8)

  /// The decimal number at `index` in `bytes`, `index` moved past it; `nil` when none is.
  private static func number(in bytes: [UInt8], from index: inout Int) -> Int? {
    var value = 0
    var digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]),
      digits < 9
    {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    return digits > 0 ? value : nil
  }
}
