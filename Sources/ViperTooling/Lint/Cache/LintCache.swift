import Foundation

/// The facts of every file from the last runs, so that a run parses only the files that
/// changed: keyed by the file's path and a 128-bit hash of its bytes, for one tool version and
/// one configuration (a cache written by another version or for another configuration is
/// ignored and rewritten).
///
/// A file whose size, inode and modification time (to the nanosecond) are what they were when
/// its hash was taken is not read again: reading every byte of a large codebase costs more
/// than all the rest of a warm run. Any other file is read and hashed.
///
/// The findings of the last run are kept too (`run.bin`), with the stamps of its files: a run
/// over the same files, none of them changed, prints them without building the model again;
/// with the last run's compilation units (``StoredPartition``), a run whose changed files
/// declare what they did rebuilds only the models of their units.
///
/// Stored as `facts.bin` and `run.bin` in the cache folder (`.viper-cache/` by default). A
/// truncated, corrupt or foreign file is ignored, never trusted and never a crash; it is
/// written through a temporary file renamed over the old one, so two runs at once each leave
/// a whole cache (the last one wins).
public final class LintCache: @unchecked Sendable {
  /// The cache folder.
  public let folder: String
  /// What the facts depend on besides the file: the tool's version and the configuration.
  let key: String
  private let lock = NSLock()
  /// What the cache file holds, read on first use (a run that reuses the last run's findings
  /// never needs it).
  private var storedEntries: [String: Entry]?
  /// What the cache file holds; call with `lock` held.
  private var stored: [String: Entry] {
    if let storedEntries { return storedEntries }
    let loaded = load()
    storedEntries = loaded
    return loaded
  }
  /// What this run read or worked out, written by ``save()``.
  private var current: [String: Entry] = [:]
  /// How many files were found in the cache, and how many had to be parsed.
  public private(set) var hits = 0
  /// How many files were parsed because the cache had nothing for them.
  public private(set) var misses = 0
  /// How many files the stored cache held when it was opened.
  public var storedCount: Int { lock.withLock { stored.count } }
  /// Why the stored cache was not used, if it was not (`nil` when it was, or there was none).
  public var discarded: String? { lock.withLock { discardedReason } }
  private var discardedReason: String?

  /// One file's entry. Facts read from the cache file stay encoded (``encoded``, a range of
  /// ``body``) until a run asks for them, so that opening the cache costs little and the
  /// decoding happens on the threads that read the files; an unchanged entry is written back
  /// as the bytes it was read from.
  struct Entry {
    var hash: ContentHash
    var stamp: FileStamp
    var facts: FileFacts?
    var encoded: Range<Int>?
  }
  /// The cache file's bytes, which entries read from it point into.
  private var body: [UInt8] = []
  /// Whether this run changed anything ``save()`` would write.
  private var dirty = false

  static let magic = Array("VIPERKIT-LINT-CACHE\n".utf8)
  /// Bumped whenever ``FactsCodec`` or ``FileFacts`` change shape, or the facts of a file
  /// change meaning (7: `self` in a comment or a string no longer counts as a use of `self`;
  /// 8: a force cast records the function around it, a type reference whether it is handed in;
  /// 12: an enum's associated value types, `@Observable` as a conformance, a `private(set)`
  /// property as readable; 13: a file that imports a UI framework records the names it uses,
  /// every file its capitalized top-level names; 14: the values switch arms give and enums' raw
  /// values; 17: a type reference whether it only qualifies a nested type, and a type test of
  /// a given value (`guard route is CartRoute`) as an arm; 18: a name written in backticks is
  /// read without them; 19: a call's implicit member arguments and a parameter's label; 20: what
  /// a subscription subscribes to, its labels and the method it is in; 21: whether a closure's
  /// call is awaited; 22: the case an implicit member call assigned makes, among its values; 23:
  /// a type's initializers' parameter types; 24: a stored property's initial destination
  /// values, a stack's bound path; 25: closures handed to a type's method, and handed on; 26:
  /// the names a file assigns, whether a stored property has an initial value; 27: `guard let
  /// self` in a weak-self closure makes `self` strong for the closures after it; 28: members set to
  /// a literal index or list; 29: the types a class's superclass's generic arguments name; 30:
  /// the calls of a closure assigned to another object's property are handed to it, and a call
  /// in a closure mapped over a list of cases is made with each; 31: a type a value is tested
  /// against with `is` is handed in; 32: `self` after a `.`, `T.self` or `\.self`, is no use of
  /// `self`; 33: a type's functions handed as values, and closure parameters assigned to
  /// another object's property; 34: the type of a property or local a call makes from the
  /// metatype it is given, `container.resolve(Store.self)!`; 35: the type of a static function
  /// handed as a value, `DetailAssembly.router`; 36: what a type's string constants and a
  /// `String` enum's cases stand for, and a case's `rawValue` as a value; 37: a type nested in a
  /// private type is private; 38: the properties members read that may be computed, whose
  /// getters the navigation model runs, which properties have a getter's body, and a closure
  /// a dependency container registers is kept, not run; 39: a constrained generic parameter
  /// or associated type is an alias of its constraints, nested in its type, a selector is a
  /// call of the method it names, a lazy property's initial value is its getter, the labels of
  /// initializers' closure parameters, a closure handed to a framework's type is its enclosing
  /// closure's, and `if let x = x` is no local; 40: what observes a notification, and the call
  /// a post makes of it; 41: a stored property's observer is a function of its name, which
  /// assigning the property runs; 42: a type's member constants and variables named with a
  /// capital are among the file's globals; 43: what a type's instance string constants stand
  /// for, and a property read handed as an identifier, `performSegue(withIdentifier:
  /// view.loginSegue)`; 44: a list literal mapped element by element, `[home, search].map {
  /// UINavigationController(rootViewController: $0) }`, is the list assigned; 49: whether a
  /// property requirement or computed property has a setter; 50: a closure called through an
  /// optional, `coordinator.onSignUp?()`, is called on its receiver, a method's tuple result's
  /// element types, the locals a tuple pattern binds, `let (coordinator, screen) = ...`, and a
  /// subscription's operator closure that holds `self`, `.map { self.x }.bind(to: relay)`;
  /// 51: a written type name that starts with one of the file's private aliases is the name of
  /// what it stands for, `extension Module` where `private typealias Module = LoginModule`;
  /// 52: the destination value a parameter's default is, `rootModule: Kind = .authorization`,
  /// and whether a method is static; 53: a closure that holds `self` assigned to another
  /// object's property, `tableManager.onSelect = { self.select($0) }`, is kept by that object;
  /// 54: the enum cases a function lists in a local's initial value or a loop's sequence,
  /// `let tabs: [TabMenu] = [.books, .genres]`, are values it makes; 55: the screens handed
  /// to `setViewControllers(_:animated:)` are a tab list, and a list element that is (or names
  /// a local that is) a navigation controller made around a screen names that screen; 56:
  /// UIKit's attributed string keys, `[.font: font]`, are names a file uses; 57: a stored
  /// property typed by a composition, `(ViewOutput & InteractorOutput)?`, has its parts joined
  /// by ` & ` as its type's name).
  static let formatVersion = 57
  static let fileName = "facts.bin"
  static let runFileName = "run.bin"

  /// What the last run over a list of files found, with each file's stamp and content hash.
  struct LastRun {
    var files: [String]
    var stamps: [FileStamp]
    var hashes: [ContentHash]
    /// Whether the run's findings came from each file's complete facts or from its
    /// declarations only.
    var complete: [Bool]
    var findings: [Finding]
    var testFiles: [String]
    /// How the run split the files into models; `nil` when it reused an earlier run's
    /// findings and had none to hand on.
    var partition: StoredPartition?
    /// Whether the findings carry their fixes (``Finding/fix`` or ``Finding/notFixable``): the
    /// run was asked for them (`--fix`, the JSON and SARIF reporters), so a later run that
    /// asks for them again can take them from here.
    var fixesResolved = false
  }

  /// Files this run read again because their stamp changed: the hash their entry had, and
  /// whether their facts came out the same as the entry's (a comment edited, a body changed
  /// in a file read for its declarations, a file saved unchanged).
  private var rereads: [String: (previousHash: ContentHash, sameFacts: Bool, complete: Bool)] = [:]

  /// The run to store, recorded by ``recordRun(files:findings:testFiles:)``.
  private var run: LastRun?

  /// Opens the cache in `folder` for a tool version and configuration; reads what is stored
  /// there, if anything valid is.
  public init(folder: String, toolVersion: String, configuration: LintConfiguration) {
    self.folder = folder
    key = "\(toolVersion)\n\(configuration.fingerprint)"
  }

  var filePath: String { (folder as NSString).appendingPathComponent(Self.fileName) }

  private func load() -> [String: Entry] {
    guard let data = FileManager.default.contents(atPath: filePath) else { return [:] }
    guard let (body, entries) = Self.decode([UInt8](data), key: key) else {
      discardedReason = "the cache file is not one this version wrote for this configuration"
      return [:]
    }
    self.body = body
    return entries
  }

  /// An entry's facts, decoded from the cache file if need be. Call without `lock` held:
  /// `body` no longer changes once an entry read from it exists.
  private func facts(of entry: Entry, path: String, body: [UInt8]) -> FileFacts? {
    if let facts = entry.facts { return facts }
    guard let range = entry.encoded else { return nil }
    var reader = BinaryReader(body, range: range)
    guard let facts = FactsCodec.decode(path: path, from: &reader), reader.isAtEnd else {
      return nil
    }
    return facts
  }

  /// The facts stored for a file with these bytes, if any; counts a hit or a miss.
  func facts(path: String, hash: ContentHash, stamp: FileStamp) -> FileFacts? {
    let found: (Entry, [UInt8])? = lock.withLock {
      guard var entry = current[path] ?? stored[path], entry.hash == hash else { return nil }
      if entry.stamp != stamp {
        entry.stamp = stamp
        dirty = true
      }
      current[path] = entry
      return (entry, body)
    }
    guard let (entry, body) = found, let facts = facts(of: entry, path: path, body: body) else {
      lock.withLock {
        misses += 1
        current[path] = nil
      }
      return nil
    }
    lock.withLock { hits += 1 }
    return facts
  }

  /// The facts stored for a file whose size, inode and modification time have not changed.
  func facts(path: String, unchanged stamp: FileStamp) -> FileFacts? {
    let found: (Entry, [UInt8])? = lock.withLock {
      guard stamp.isKnown, let entry = current[path] ?? stored[path], entry.stamp == stamp
      else { return nil }
      current[path] = entry
      return (entry, body)
    }
    guard let (entry, body) = found else { return nil }
    guard let facts = facts(of: entry, path: path, body: body) else {
      lock.withLock { current[path] = nil }
      return nil
    }
    lock.withLock {
      hits += 1
      rereads[path] = (entry.hash, true, facts.isComplete)
    }
    return facts
  }

  /// Records the facts of a file this run parsed.
  func store(path: String, hash: ContentHash, stamp: FileStamp, facts: FileFacts) {
    lock.withLock {
      current[path] = Entry(hash: hash, stamp: stamp, facts: facts)
      dirty = true
    }
  }

  /// The complete facts stored for a file this run has read, if the cache has them (no hit
  /// or miss counted: the file was counted when it was read).
  func completeFacts(path: String) -> FileFacts? {
    let found: (Entry, [UInt8])? = lock.withLock {
      guard let hash = current[path]?.hash, let entry = stored[path], entry.hash == hash else {
        return nil
      }
      return (entry, body)
    }
    guard let (entry, body) = found, let facts = facts(of: entry, path: path, body: body),
      facts.isComplete
    else { return nil }
    lock.withLock { current[path] = entry }
    return facts
  }

  /// Reads a file and gives its facts from the cache, or analyzes it and records them.
  /// `naming`: as ``FileAnalyzer/analyze(path:naming:)``.
  /// `stamp`: the file's stamp when the caller has just taken it.
  func analyze(path: String, naming: RoleNaming?, stamp known: FileStamp? = nil) -> FileFacts {
    let stamp = known ?? FileStamp(path: path)
    if naming != nil, let cached = facts(path: path, unchanged: stamp) { return cached }
    let stored = stamp.forStorage
    guard let data = FileManager.default.contents(atPath: path) else {
      return FileAnalyzer.analyze(path: path, naming: naming)
    }
    let bytes = [UInt8](data)
    let hash = ContentHash(bytes)
    if naming == nil {
      if let cached = completeFacts(path: path) { return cached }
    } else if let cached = facts(path: path, hash: hash, stamp: stored) {
      lock.withLock { rereads[path] = (hash, true, cached.isComplete) }
      return cached
    }
    let facts = FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming)
    if naming != nil, let (previous, body) = previousEntry(path) {
      let same = self.facts(of: previous, path: path, body: body) == facts
      lock.withLock { rereads[path] = (previous.hash, same, facts.isComplete) }
    }
    store(path: path, hash: hash, stamp: stored, facts: facts)
    return facts
  }

  /// The entry the cache file holds for a path, and the bytes it points into.
  private func previousEntry(_ path: String) -> (Entry, [UInt8])? {
    lock.withLock { stored[path].map { ($0, body) } }
  }

  /// The last run over exactly `files` (same configuration and tool), and which of the files
  /// changed since: those whose size, inode or modification time differ from the run's. One
  /// `stat` a file; the facts file is not opened.
  func lastRun(files: [String]) -> (run: LastRun, changed: [Int])? {
    let path = (folder as NSString).appendingPathComponent(Self.runFileName)
    guard let data = FileManager.default.contents(atPath: path),
      let last = Self.decodeRun([UInt8](data), key: key), last.files == files
    else { return nil }
    let changed = ParallelMap.run(count: files.count, progress: nil) { index in
      let stamp = last.stamps[index]
      return stamp.isKnown && FileStamp(path: files[index]) == stamp ? -1 : index
    }.filter { $0 >= 0 }
    return (last, changed)
  }

  /// The files of `changed` whose bytes differ from those the last run read (a file whose
  /// stamp changed, or was too recent to be trusted, may still hold the same bytes).
  func filesWithOtherBytes(of last: LastRun, changed: [Int]) -> Set<String> {
    lock.withLock {
      Set(
        changed.compactMap { index in
          let path = last.files[index]
          return current[path]?.hash == last.hashes[index] ? nil : path
        })
    }
  }

  /// Whether every file of `changed` was read this run and gave the facts the last run used
  /// (same content hash behind the entry, same facts, read as deep): the findings depend on
  /// nothing else (the key covers the configuration and the tool), so they stand. Counts the
  /// run's hits.
  func sameFacts(as last: LastRun, changed: [Int]) -> Bool {
    lock.withLock {
      for index in changed {
        // The facts read now must be as deep as those the findings came from: a file read
        // whole last time (its role came from another file) and for its declarations now
        // could hide a changed body.
        guard let reread = rereads[last.files[index]], reread.sameFacts,
          reread.previousHash == last.hashes[index], reread.complete == last.complete[index]
        else { return false }
      }
      hits = last.files.count - misses
      return true
    }
  }

  /// Records what this run found over `files` (and which files' complete facts it used), for
  /// ``save()`` to write.
  func recordRun(
    files: [String], complete: [Bool], findings: [Finding], testFiles: [String],
    partition: StoredPartition?, fixesResolved: Bool
  ) {
    lock.withLock {
      let stamps = files.map { current[$0]?.stamp ?? FileStamp(path: $0).forStorage }
      // A file with no entry (unreadable) gets a hash no content has... as good as never.
      let hashes = files.map { current[$0]?.hash ?? ContentHash(high: 0, low: 0) }
      run = LastRun(
        files: files, stamps: stamps, hashes: hashes, complete: complete, findings: findings,
        testFiles: testFiles, partition: partition, fixesResolved: fixesResolved)
    }
  }

  /// Writes the cache: this run's files, and the stored entries of files this run did not
  /// read that still exist. Through a temporary file and a rename; creates the folder.
  public func save() throws {
    let entries: [String: Entry]? = lock.withLock {
      // A run that reused the last run's findings never read the facts: nothing to write.
      if storedEntries == nil && current.isEmpty { return nil }
      var all = current
      var forgotten = false
      let linted = Set(self.run?.files ?? [])
      for (path, entry) in stored where all[path] == nil {
        if linted.contains(path) || FileManager.default.fileExists(atPath: path) {
          all[path] = entry
        } else {
          forgotten = true
        }
      }
      // Nothing new and nothing gone: the file on disk already says it all.
      if !dirty && !forgotten && discardedReason == nil && !stored.isEmpty { return nil }
      return all
    }
    let lastRun = lock.withLock { self.run }
    guard entries != nil || lastRun != nil else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if let entries {
      let body = lock.withLock { self.body }
      try write(Self.encode(entries, key: key, body: body), to: Self.fileName)
    }
    if let lastRun { try write(Self.encodeRun(lastRun, key: key), to: Self.runFileName) }
  }

  /// Writes one of the cache's files (see ``AtomicFile``).
  private func write(_ bytes: [UInt8], to name: String) throws {
    try AtomicFile.write(bytes, to: (folder as NSString).appendingPathComponent(name))
  }
}
