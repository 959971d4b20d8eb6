/// Weak references to every object of a module, labelled by role.
///
/// The builder records the parts of the module it built. Nothing here keeps an object alive;
/// after the module is dismissed, ``alive`` lists what should have been freed but was not.
@MainActor
public struct ModuleParts {
  /// One object of a module.
  public struct Part {
    /// The role the object plays: `"view"`, `"presenter"`, `"interactor"`, `"router"`, or a
    /// name of the builder's choosing for any other object.
    public let role: String
    /// The object, while it is alive.
    public private(set) weak var object: AnyObject?
    // The type, kept so that a report can name it after the object is gone. Its name is made
    // only when asked for: `String(describing:)` costs about a microsecond, several times a
    // module's whole assembly.
    private let type: any AnyObject.Type

    /// The name of the object's type, for reports.
    public var typeName: String { String(describing: type) }

    init(role: String, object: AnyObject) {
      self.role = role
      self.object = object
      self.type = Swift.type(of: object)
    }
  }

  /// Every recorded part, in the order they were given.
  public let all: [Part]

  /// Records the four roles of a module, plus any other objects the module owns.
  public init(
    view: AnyObject,
    presenter: AnyObject,
    interactor: AnyObject,
    router: AnyObject,
    others: KeyValuePairs<String, AnyObject> = [:]
  ) {
    var parts = [
      Part(role: "view", object: view),
      Part(role: "presenter", object: presenter),
      Part(role: "interactor", object: interactor),
      Part(role: "router", object: router),
    ]
    for (role, object) in others {
      parts.append(Part(role: role, object: object))
    }
    self.all = parts
  }

  /// Records an arbitrary list of objects by role, for modules without all four roles.
  public init(_ parts: KeyValuePairs<String, AnyObject>) {
    self.all = parts.map { Part(role: $0.key, object: $0.value) }
  }

  /// The parts that are still alive.
  public var alive: [Part] { all.filter { $0.object != nil } }

  /// The type name of the view, which names the module in reports.
  public var moduleName: String { all.first?.typeName ?? "module" }
}

/// A weak reference in a box, so that it can live in collections.
package final class WeakReference {
  package weak var object: AnyObject?
  package init(_ object: AnyObject) { self.object = object }
}
