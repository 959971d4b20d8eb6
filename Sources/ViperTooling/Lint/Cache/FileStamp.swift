import Foundation

/// A file's size, inode and modification time, as `stat` gives them.
struct FileStamp: Hashable, Sendable {
  var size: Int64
  var inode: UInt64
  var seconds: Int64
  var nanoseconds: Int64

  /// Whether `stat` succeeded (no file has inode 0; a stamp of zeros matches nothing).
  var isKnown: Bool { inode != 0 }

  /// The stamp to keep in the cache: this one, or, for a file modified in the last two
  /// seconds, one that matches nothing. File times tick in steps of a few milliseconds, so a
  /// file written twice within one step with the same size would keep its stamp: such a
  /// recent file is hashed again next time ("racily clean", as git calls it).
  var forStorage: FileStamp {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let age = (Int64(now.tv_sec) - seconds) * 1_000_000_000 + (Int64(now.tv_nsec) - nanoseconds)
    guard age < 2_000_000_000 else { return self }
    var racy = self
    racy.inode = 0
    return racy
  }

  init(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      (size, inode, seconds, nanoseconds) = (0, 0, 0, 0)
      return
    }
    size = Int64(info.st_size)
    inode = UInt64(info.st_ino)
    #if canImport(Darwin)
      seconds = Int64(info.st_mtimespec.tv_sec)
      nanoseconds = Int64(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int64(info.st_mtim.tv_sec)
      nanoseconds = Int64(info.st_mtim.tv_nsec)
    #endif
  }

  func encode(into writer: inout BinaryWriter) {
    writer.uint64(UInt64(bitPattern: size))
    writer.uint64(inode)
    writer.uint64(UInt64(bitPattern: seconds))
    writer.uint64(UInt64(bitPattern: nanoseconds))
  }

  init?(from reader: inout BinaryReader) {
    guard let size = reader.uint64(), let inode = reader.uint64(), let seconds = reader.uint64(),
      let nanoseconds = reader.uint64()
    else { return nil }
    self.size = Int64(bitPattern: size)
    self.inode = inode
    self.seconds = Int64(bitPattern: seconds)
    self.nanoseconds = Int64(bitPattern: nanoseconds)
  }
}
