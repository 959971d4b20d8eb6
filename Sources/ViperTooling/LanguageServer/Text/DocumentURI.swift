import Foundation

/// `file:` URIs and the paths they name. The server lints files on disk only: a document of
/// another scheme (`untitled:`) has no path and gets no diagnostics.
enum DocumentURI {
  /// The path a `file:` URI names (percent escapes decoded, no trailing slash), or `nil`.
  static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.scheme?.lowercased() == "file",
      ["", "localhost"].contains(url.host ?? "")
    else { return nil }
    let path = url.standardizedFileURL.path
    guard path.hasPrefix("/") else { return nil }
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The `file:` URI of an absolute path, every byte but the unreserved ones and `/`
  /// percent-escaped (as VS Code and Neovim write them).
  static func uri(ofPath path: String) -> String {
    var uri = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        uri.append(Character(Unicode.Scalar(byte)))
      default:
        uri += String(format: "%%%02X", byte)
      }
    }
    return uri
  }
}
