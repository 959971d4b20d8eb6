import Testing

@testable import ViperTooling

/// The names a file uses, as the import rule reads them from its bytes.
@Suite struct NameScanTests {
  private func names(_ source: String) -> [String] { NameScan.names(in: Array(source.utf8)) }

  @Test("capitalized names in code, outside comments and string literals")
  func readsCodeOnly() {
    #expect(
      names(
        """
        // A UIColor in a comment is no use of UIKit.
        /* Nor in a /* nested */ BlockComment */
        final class Presenter: NSObject {
          let title = "Image of a Color"
          let raw = #"a "Font" inside"#
          let long = \"""
            Text over lines, "quoted" too
            \"""
          func show(_ rows: [RowViewModel]) -> Date { Date() }
        }
        """) == ["Date", "NSObject", "Presenter", "RowViewModel"])
  }

  @Test("an interpolation is code, in plain, raw and multi-line literals, nested too")
  func readsInterpolations() {
    #expect(
      names(
        ##"""
        let a = "size \(CGSize.zero) and \(String(describing: "\(UIColor.red)"))"
        let b = #"raw \#(Locale.current) but not \(Calendar.current)"#
        let c = """
          \(UUID())
          """
        """##) == ["CGSize", "Locale", "String", "UIColor", "UUID"])
  }

  @Test(
    "import declarations and conditional compilation lines name no API; macros and attributes do")
  func skipsImportsAndDirectives() {
    #expect(
      names(
        """
        #if canImport(UIKit)
        @preconcurrency import UIKit
        import struct SwiftUI.Color
        #elseif os(macOS)
        import AppKit
        #endif
        @Observable final class Store {
          @ObservationIgnored var cache: [String: Data] = [:]
        }
        #Preview { EmptyView() }
        """)
        == ["Data", "EmptyView", "Observable", "ObservationIgnored", "Preview", "Store", "String"])
  }

  @Test("lowercase names only when the catalog knows them, member names only after a dot")
  func readsKnownLowercaseNames() {
    #expect(
      names(
        """
        for item in items { print(item) }
        let row = indexPath.row
        navigationController?.pushViewController(next, animated: true)
        withAnimation { visible = true }
        $items.sink { _ in }
        let `Keyword` = `Type`.self
        """) == [
          "Keyword", "Type", "animated", "navigationController", "pushViewController", "row",
          "sink", "withAnimation",
        ])
  }

  /// `font` is a member name the catalog reads (UIKit's attributed string key), which counts
  /// as a use of UIKit only beside `NSAttributedString` (``FrameworkCatalog/companions``).
  @Test(
    "after a dot, only a framework's prefixed name or a member name the catalog reads: a nested type is no framework's"
  )
  func readsMembersOnlyWhenPrefixed() {
    #expect(
      names(
        "let key = NSAttributedString.Key.font; let c = UIKit.UIColor.red; let m: Settings.Model")
        == ["NSAttributedString", "Settings", "UIColor", "UIKit", "font"])
  }

  @Test("a colour counts as an implicit member value only: not a call, not another value's member")
  func readsColoursAsImplicitMembersOnly() {
    #expect(
      names("let tint: Tint = .blue; let dim = on ? .black : .clear") == [
        "Tint", "black", "blue", "clear",
      ])
    #expect(names("cache.clear(); let r = rgb.red; store.reset(.white ())") == [])
    #expect(names("let c = UIColor.red") == ["UIColor"])
  }

  @Test("an unterminated literal or comment ends the scan without a trap")
  func survivesBrokenText() {
    #expect(names("let a = \"open\nlet b = Date()") == ["Date"])
    #expect(names("let a = \"\\(UIColor") == ["UIColor"])
    #expect(names("/* open comment UIColor") == [])
    #expect(names("let a = #\"raw") == [])
  }
}
