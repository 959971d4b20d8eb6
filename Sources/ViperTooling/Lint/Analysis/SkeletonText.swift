/// A Swift file's text with the bodies a declarations walk never reads blanked: what
/// ``FileAnalyzer`` parses for a file it reads for its declarations, about half the parse.
///
/// Function, initializer, accessor and closure bodies at the declaration level (the file's
/// top level and the member blocks of types and extensions) have their bytes replaced by
/// spaces, line breaks kept, so every declaration left stays at the same offset, line and
/// column, and the facts a declarations walk reads from the skeleton's tree equal those it
/// reads from the whole file's:
///
/// ```swift
/// final class Thing: Sendable {          final class Thing: Sendable {
///   func load() -> Int {                   func load() -> Int {
///     let value = 42              ->
///     return value
///   }                                      }
/// }                                      }
/// ```
///
/// A body is kept as it is when a declarations walk would enter it or read from it: when its
/// bytes hold a type keyword (a type declared inside a function is a type of the file), an
/// `as!` (the force-cast rule reads every cast) or the word `didSet` or `willSet` (property
/// observers are read whole). Offsets found in comments and strings count too: kept more
/// often, never less. A file whose text the byte pass cannot follow with certainty (an
/// unterminated string, unbalanced braces, an `#if` whose clauses do not close their own
/// braces, something that may be a regular expression literal) gets no skeleton: it is
/// parsed whole.
struct SkeletonText {
  /// The file's bytes with the bodies blanked.
  var bytes: [UInt8]

  /// A type declaration's name and the names in its inheritance and `where` clauses, as
  /// written (dotted names whole, generic arguments left out).
  struct TypeHead: Equatable {
    /// The declared or extended name (`Thing`, `Outer.Inner` for `extension Outer.Inner`).
    var name: String
    /// The names after the `:` (`UIViewController`, `Sendable`), then any in a `where` clause.
    var inherited: [String]
  }

  /// The skeleton of `source`, or `nil` when the pass cannot follow the file with certainty
  /// or finds no body to blank. `keep`: sorted offsets of the words whose bodies stay whole
  /// (see ``keptOffsets(in:typeKeywords:)``).
  static func make(from source: [UInt8], keep: [Int]) -> SkeletonText? {
    var output = source
    var blankedAny = false
    let followed = source.withUnsafeBufferPointer { text -> Bool in
      var scanner = SkeletonScanner(text: text, keep: keep)
      scanner.scanDeclarations { start, end in
        // `start` is the `{`, `end` the `}`.
        guard end > start + 1, !KeywordScan.contains(keep, in: start..<end) else { return }
        for offset in (start + 1)..<end where output[offset] != 0x0A && output[offset] != 0x0D {
          output[offset] = 0x20
        }
        blankedAny = true
      }
      return !scanner.failed
    }
    guard followed, blankedAny else { return nil }
    return SkeletonText(bytes: output)
  }

  /// The type declarations at `typeKeywords` (see ``KeywordScan/typeKeywordOffsets(in:)``,
  /// which counts comments and strings too), each read from its keyword to its `{`: what
  /// tells, before any parse, whether the file may hold a role whose bodies a rule reads.
  static func typeHeads(in bytes: [UInt8], at typeKeywords: [Int]) -> [TypeHead] {
    bytes.withUnsafeBufferPointer { text in
      let scanner = SkeletonScanner(text: text, keep: [])
      return typeKeywords.compactMap { scanner.head(at: $0) }
    }
  }

  /// Whether the file may import UIKit, SwiftUI or AppKit (`import UIKit` in its bytes,
  /// comments included).
  static func mayImportViewFramework(_ bytes: [UInt8]) -> Bool {
    viewFrameworkImports.contains { ByteSearch.contains($0, anchor: 0, in: bytes) }
  }

  private static let viewFrameworkImports = UIFramework.allCases.filter(\.isViewFramework).map {
    Array("import \($0.rawValue)".utf8)
  }

  /// The sorted offsets a blanked body may not hold: `typeKeywords` (from
  /// ``KeywordScan/typeKeywordOffsets(in:)``), every `as!`, `didSet` and `willSet`.
  static func keptOffsets(in bytes: [UInt8], typeKeywords: [Int]) -> [Int] {
    var offsets = typeKeywords
    offsets += KeywordScan.forceCastOffsets(in: bytes)
    for (word, anchor) in observerWords {
      ByteSearch.forEach(word, anchor: anchor, in: bytes) { offset in
        offsets.append(offset)
        return true
      }
    }
    offsets.sort()
    return offsets
  }

  /// The deepest nesting of brackets a body may have. SwiftParser stops at a nesting level
  /// (of brackets, `#if` and generic clauses: 256 in a release build, 20 in a debug build)
  /// and leaves the rest of the file unparsed, with an error: a skeleton would parse where the
  /// whole file stopped. A body nested this deep keeps the file from having a skeleton; the
  /// margin is for what the pass does not count (generic clauses, brackets around a closure
  /// at the declaration level).
  #if DEBUG
    static let deepestNesting = 12
  #else
    static let deepestNesting = 200
  #endif

  /// The deepest nesting of strings in interpolations the pass follows (each is a
  /// recursion); a file with deeper is parsed whole.
  static let deepestInterpolation = 32

  /// The observers' names, each with the offset of its `S` for `memchr` to look for.
  private static let observerWords: [([UInt8], Int)] = [
    (Array("didSet".utf8), 3), (Array("willSet".utf8), 4),
  ]
}
