import Testing

@testable import ViperTooling

/// The skeleton a file read for its declarations is parsed from: which bodies are blanked,
/// which are kept, which files get none, and that its facts are the whole file's.
@Suite struct SkeletonTextTests {
  /// The skeleton's text, or `nil` when the file gets none.
  private func skeleton(_ source: String) -> String? {
    let bytes = Array(source.utf8)
    let keep = SkeletonText.keptOffsets(
      in: bytes, typeKeywords: KeywordScan.typeKeywordOffsets(in: bytes))
    return SkeletonText.make(from: bytes, keep: keep).map {
      String(decoding: $0.bytes, as: UTF8.self)
    }
  }

  /// The facts of a file read for its declarations, parsed both ways.
  private func facts(_ source: String, path: String = "App/Thing.swift") -> (
    skeleton: FileFacts, whole: FileFacts
  ) {
    let naming = LintConfiguration().naming
    let bytes = Array(source.utf8)
    return (
      FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming, parsing: .skeleton),
      FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming, parsing: .whole)
    )
  }

  @Test("function, initializer, accessor and closure bodies are blanked, line breaks kept")
  func blanksBodiesKeepingLines() {
    let source = """
      struct Thing {
        let make = { 1 }()
        var count: Int { items.count }
        init() { print("a {") }
        func load() -> Int {
          return 42
        }
      }
      func top() { run() }

      """
    let expected = """
      struct Thing {
        let make = {   }()
        var count: Int {             }
        init() {              }
        func load() -> Int {
                   
        }
      }
      func top() {       }

      """
    #expect(skeleton(source) == expected)
  }

  @Test("accessors stay, their bodies are blanked: which there are tells stored from computed")
  func keepsAccessors() {
    let source = """
      struct Box {
        var value: Int {
          unsafeAddress { pointer }
          @inlinable set { store(newValue) }
        }
        var count: Int { get { items.count } }
      }

      """
    let expected = """
      struct Box {
        var value: Int {
          unsafeAddress {         }
          @inlinable set {                 }
        }
        var count: Int { get {             } }
      }

      """
    #expect(skeleton(source) == expected)
  }

  @Test("bodies with a type keyword, an as! or a property observer are kept whole")
  func keepsBodiesTheDeclarationsWalkReads() {
    let source = """
      final class Holder {
        var value = 0 { didSet { update() } }
        func make() { struct Local {} }
        func cast(_ x: Any) { _ = x as! Int }
        func other() { run() }
      }

      """
    let expected = """
      final class Holder {
        var value = 0 { didSet { update() } }
        func make() { struct Local {} }
        func cast(_ x: Any) { _ = x as! Int }
        func other() {       }
      }

      """
    #expect(skeleton(source) == expected)
  }

  @Test(
    "braces in strings, raw strings, multi-line strings, interpolations and comments are no bodies")
  func followsLiteralsAndComments() {
    let source = ##"""
      enum Texts {
        static let a = "}"
        static let b = #"a "}" \(x) }"#
        static let c = """
          } "quoted" }
          """
        // }
        /* { /* } */ } */
        static func d() -> String { "\(items.map { "\($0) }" })" }
      }

      """##
    let expected = ##"""
      enum Texts {
        static let a = "}"
        static let b = #"a "}" \(x) }"#
        static let c = """
          } "quoted" }
          """
        // }
        /* { /* } */ } */
        static func d() -> String {                              }
      }

      """##
    #expect(skeleton(source) == expected)
  }

  @Test(
    "a file the pass cannot follow gets no skeleton: open string, unbalanced braces, #if clauses splitting braces, a regex literal, nesting the parser stops at"
  )
  func givesNoSkeletonWhenUnsure() {
    #expect(skeleton("func f() { let s = \"open\n }\n") == nil)
    #expect(skeleton("func f() { run() }\n}\n") == nil)
    #expect(skeleton("func f() { run() \n") == nil)
    #expect(
      skeleton(
        """
        #if DEBUG
        func f() {
        #else
        func f(x: Int) {
        #endif
          run()
        }

        """) == nil)
    #expect(skeleton("func f() { _ = text.firstMatch(of: /[}]+/) }\n") == nil)
    #expect(skeleton("func f() { _ = #/}/# }\n") == nil)
    let deep = SkeletonText.deepestNesting
    #expect(
      skeleton(
        "func f() { run(" + String(repeating: "[", count: deep)
          + String(repeating: "]", count: deep)
          + ") }\n") == nil)
    #expect(skeleton("func f() { run([[1]]) }\n") != nil)
    // Interpolations nested past the limit, each closing a bracket it did not open.
    let strings = SkeletonText.deepestInterpolation + 1
    #expect(
      skeleton(
        "func f() { _ = " + String(repeating: "\"\\( ] ", count: strings)
          + String(repeating: ")\"", count: strings) + " }\n") == nil)
  }

  @Test("balanced #if clauses in and between bodies are followed")
  func followsBalancedConditions() {
    let source = """
      struct Thing {
        #if DEBUG
        func debug() { log() }
        #endif
        func run() {
          #if os(iOS)
          go { work() }
          #else
          stay()
          #endif
        }
      }

      """
    #expect(skeleton(source)?.contains("log()") == false)
    #expect(skeleton(source)?.contains("#if DEBUG") == true)
    #expect(skeleton(source)?.contains("work()") == false)
  }

  @Test("class members are no types: a class func's body is blanked; import class starts no type")
  func tellsClassMembersFromClasses() {
    let source = """
      import class UIKit.UIView
      final class Thing {
        class func make() -> Thing { Thing() }
      }

      """
    let result = skeleton(source)
    #expect(result?.contains("Thing()") == false)
    #expect(result?.contains("final class Thing {") == true)
  }

  @Test("type heads and UI imports are read from the bytes, for the guess before parsing")
  func readsTypeHeadsAndImports() {
    let bytes = Array(
      """
      import UIKit
      final class Screen<T: Equatable>: UIViewController, Foo.Bar<Int>, @unchecked Sendable {
        class func make() -> Screen { Screen() }
      }
      extension Outer.Inner where T == Int {}
      protocol Showing where Self: UIViewController {}

      """.utf8)
    #expect(SkeletonText.mayImportViewFramework(bytes))
    #expect(!SkeletonText.mayImportViewFramework(Array("import Foundation\n".utf8)))
    #expect(
      SkeletonText.typeHeads(in: bytes, at: KeywordScan.typeKeywordOffsets(in: bytes)) == [
        .init(name: "Screen", inherited: ["UIViewController", "Foo.Bar", "Sendable"]),
        .init(name: "Outer.Inner", inherited: []),
        .init(name: "Showing", inherited: ["UIViewController"]),
      ])
  }

  @Test(
    "facts from the skeleton equal the whole file's",
    arguments: [
      // Stored properties: lazy closures, initializer calls with trailing closures, observers.
      """
      import Foundation
      final class Store {
        lazy var formatter: DateFormatter = {
          let formatter = DateFormatter()
          return formatter
        }()
        let queue = OperationQueue { $0.maxConcurrentOperationCount = 1 }
        private(set) var items: [Item] = [] {
          didSet { NotificationCenter.default.post(name: .changed, object: nil) }
        }
        weak var delegate: StoreDelegate?
        var count: Int { get { items.count } set { items = [] } }
        static var shared: Store { Store() }
        func load() async throws -> [Item] { try await fetch() }
      }
      """,
      // Protocol requirements and extensions record their methods.
      """
      protocol Loading: AnyObject {
        var isLoading: Bool { get set }
        func load(id: Int) -> Item
        subscript(index: Int) -> Item { get }
      }
      extension Loading {
        func load(id: Int) -> Item { Item(id: id) }
        var isIdle: Bool { !isLoading }
      }
      """,
      // Local types, force casts, result builders, enums with payloads.
      """
      import SwiftUI
      struct Card: View {
        var body: some View {
          VStack { Text("a"); Text("}") }
        }
        func helper(_ x: Any) -> Int {
          enum Local { case a }
          return x as! Int
        }
      }
      enum Route { case detail(Item), list }
      typealias Pair = (first: Item, second: Item)
      let GlobalValue = 1
      func TopLevel() { print("x") }
      """,
      // Strings and comments that hold braces and keywords.
      ##"""
      struct Texts {
        let a = "class { struct"
        let b = #"raw "} \#(value) { "#
        let c = """
          } enum {
          """
        // func broken() {
        func d() -> String { "\(items.map { "\($0)" })" }
      }
      """##,
      // A doc comment that ends in a period before a type: the type is no member after a `.`.
      """
      /// Reward points of an era. Used to split.
      struct Points: Decodable {
        /// Total.
        @StringCodable var total: Int
        /// Kinds.
        enum Kind { case a, b(Int) }
      }
      """,
      // Accessors that make a property stored or computed.
      """
      public struct Ref<Value> {
        public var value: Value {
          unsafeAddress { pointer }
          unsafeMutableAddress { pointer }
        }
        var other: Value {
          _read { yield storage }
          _modify { yield &storage }
        }
        var borrowed: Value {
          borrow { storage }
        }
        var observed: Int = 0 {
          @MainActor willSet { log(newValue) }
        }
      }
      """,
      // A syntax error inside a body kept whole.
      """
      final class Broken {
        func f() { struct X { let = } }
      }
      """,
    ])
  func factsAreTheWholeFiles(source: String) {
    let (skeleton, whole) = facts(source)
    #expect(skeleton == whole)
  }

  @Test("a service that imports UIKit is read whole, from its skeleton's guess or after it")
  func readsRoleFilesWhole() {
    let source = """
      import UIKit
      final class ImageService {
        func image() -> UIImage { UIImage() }
      }
      """
    let (skeleton, whole) = facts(source)
    #expect(skeleton == whole)
    #expect(skeleton.isComplete)
  }
}
