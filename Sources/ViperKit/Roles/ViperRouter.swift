/// The Router role (also called wireframe): navigation away from the module.
///
/// A router builds the modules it opens through their builders and shows them through a
/// ``Navigator``. It holds the view it navigates from and the navigator weakly: both own the
/// module, not the other way round.
@MainActor
public protocol ViperRouter: AnyObject {}
