import Foundation

@testable import ViperTooling

/// A small VIPER module for the language server's tests: a presenter that holds its view
/// strongly, and a view that holds its presenter (as it should): the presenter's `view` is a
/// back-reference that is not weak (`HoldBackReferencesWeakly`), and closes a cycle
/// (`NoStrongReferenceCycles`).
enum BooksModule {
  static let contract = """
    protocol BooksViewInput: AnyObject {
      func show(titles: [String])
    }

    protocol BooksViewOutput: AnyObject {
      func viewIsReady()
    }

    """
  static let presenter = """
    final class BooksPresenter: BooksViewOutput {
      var view: (any BooksViewInput)?

      func viewIsReady() {
        view?.show(titles: ["Dune", "Emma"])
      }
    }

    """
  static let view = """
    final class BooksView: BooksViewInput {
      let presenter: any BooksViewOutput

      init(presenter: any BooksViewOutput) {
        self.presenter = presenter
      }

      func show(titles: [String]) {}
    }

    """

  /// A folder holding the module under `Books/`, and `extra` files (relative path to text).
  static func folder(_ extra: [String: String] = [:]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("viper-lsp")
    try folder.write(contract, to: "Books/BooksContract.swift")
    try folder.write(presenter, to: "Books/BooksPresenter.swift")
    try folder.write(view, to: "Books/BooksView.swift")
    for (path, text) in extra { try folder.write(text, to: path) }
    return folder
  }
}

extension TemporaryFolder {
  /// The `file:` URI of a file in the folder, as an editor writes it.
  func uri(_ path: String) -> String { appending(path).absoluteString }
}

/// Text edits as an editor applies them, written apart from the server's own code: positions
/// are turned into indices of Swift's UTF-16 or UTF-8 views of the text.
enum EditorEdits {
  /// `text` with `edits` (LSP `TextEdit`s) applied, last first.
  static func apply(_ edits: [JSONValue], to text: String, utf8: Bool = false) -> String {
    var result = text
    let ranges = edits.compactMap { edit -> (Swift.Range<String.Index>, String)? in
      guard let start = index(edit["range"]?["start"], in: text, utf8: utf8),
        let end = index(edit["range"]?["end"], in: text, utf8: utf8),
        let newText = edit["newText"]?.stringValue
      else { return nil }
      return (start..<end, newText)
    }
    for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      result.replaceSubrange(range, with: newText)
    }
    return result
  }

  /// The index of an LSP position in `text`.
  static func index(_ position: JSONValue?, in text: String, utf8: Bool) -> String.Index? {
    guard let line = position?["line"]?.intValue, let character = position?["character"]?.intValue
    else { return nil }
    var lineStart = text.startIndex
    for _ in 0..<line {
      guard let newline = text[lineStart...].firstIndex(of: "\n") else { return nil }
      lineStart = text.index(after: newline)
    }
    return utf8
      ? text.utf8.index(lineStart, offsetBy: character)
      : text.utf16.index(lineStart, offsetBy: character)
  }
}
