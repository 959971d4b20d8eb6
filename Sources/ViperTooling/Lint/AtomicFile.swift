import Foundation

/// Writing a file so that it is either the old one or the new one whatever happens (a kill, a
/// full disk, another process writing it at the same time): the bytes go to a temporary file
/// in the same folder, which is renamed over the target.
enum AtomicFile {
  /// Writes `bytes` to `path`. An existing file keeps its permissions. The temporary file's
  /// name is unique to this process and call, so two processes writing one file each leave a
  /// whole one (the last rename wins).
  static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max))"
    )
    let manager = FileManager.default
    let permissions = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions]
    do {
      try Data(bytes).write(to: temporary)
      if let permissions {
        try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
  }
}
