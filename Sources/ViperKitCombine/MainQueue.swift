import Dispatch

#if !canImport(Combine)
  import OpenCombineDispatch
#endif

/// The main queue as a scheduler, the same spelling on every platform: Combine's
/// `DispatchQueue.main` on Apple platforms, OpenCombine's wrapper of it elsewhere.
///
/// The main queue is where the main actor runs, so a `sink` after
/// `.receive(on: MainQueue.scheduler)` in a `@MainActor` interactor runs on the main actor, as
/// its closures' isolation says.
public enum MainQueue {
  #if canImport(Combine)
    /// The scheduler type of the main queue on this platform.
    public typealias Scheduler = DispatchQueue
    /// The main queue as a scheduler.
    public static var scheduler: Scheduler { DispatchQueue.main }
  #else
    /// The scheduler type of the main queue on this platform.
    public typealias Scheduler = DispatchQueue.OCombine
    /// The main queue as a scheduler.
    public static var scheduler: Scheduler { DispatchQueue.main.ocombine }
  #endif
}
