import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  let url: URL

  init(_ name: String = "viper-tests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

  /// Every file under the folder, as sorted relative paths.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var result: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }

  func write(_ text: String, to path: String) throws {
    let file = appending(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: appending(path), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
