/// The Interactor role: the module's use cases.
///
/// An interactor talks to services (which are `Sendable` and do their slow work off the main
/// actor), maps DTOs to the module's entities, and reports results to its output (the
/// presenter), which it holds weakly (`weak var output`). It keeps its running work in a
/// ``TaskBag``, so the work is cancelled when the interactor goes away and a dismissed module
/// never reports anything again.
@MainActor
public protocol ViperInteractor: AnyObject {}
