/// What the model decides about a repair before any syntax is read: whether a reference may
/// be weakened without freeing what it points at, and which edge of a cycle to weaken.
extension ModuleModel {
  /// The request to make `property` of `type` weak, or why it must stay strong.
  ///
  /// A reference is weakened only where the model shows that something else keeps its target
  /// alive: a view is held by whatever shows it (a window, a navigation stack, the module's
  /// host), anything else needs a strong reference from another type of the model (the view
  /// holding its presenter) that the holder does not make itself: a wireframe that holds its
  /// presenter and builds the view controller that holds it too is the presenter's only owner
  /// until it shows that screen. Other back-references do not count as owners (the fix may
  /// weaken them too). Weakening the only strong reference to an object would free it at once.
  func weakening(_ property: PropertyFacts, of type: ModelType) -> FixRequest {
    guard let typeName = property.typeName else {
      return .notFixable("the type of '\(property.name)' is not written")
    }
    for target in referenceTargets(of: typeName, inModule: type.module) {
      if self.types[target]?.role == .view { continue }
      let owners = Set(
        edges.filter {
          $0.to == target && $0.from != type.name && $0.ownership == .strong && !isBackEdge($0)
        }.map(\.from))
      if owners.isEmpty {
        return .notFixable(
          "nothing else holds '\(target)' strongly, so a weak '\(type.name).\(property.name)' could free it at once"
        )
      }
      let madeByHolder = owners.filter { owner in
        type.calls.contains { $0.callee == owner } || type.forceCasts.contains { $0.name == owner }
      }
      if madeByHolder.count == owners.count, let owner = madeByHolder.sorted().first {
        return .notFixable(
          "'\(owner)', the other owner of '\(target)', is made by '\(type.name)' itself, so '\(type.name).\(property.name)' may be its only owner until then"
        )
      }
    }
    // An inherited property is weakened where its superclass declares it.
    let declaring =
      type.properties.contains { $0.location == property.location }
      ? type
      : inheritedProperties(of: type).first { $0.property.location == property.location }?
        .declaredIn ?? type
    return .weaken(type: declaring.name, property: property.name, at: property.location)
  }

  /// Whether an edge is a back-reference of a role (one a fix would weaken), or a reference
  /// typed as a delegate, listener or observer, which by convention never owns.
  private func isBackEdge(_ edge: OwnershipEdge) -> Bool {
    let last = Self.lastComponent(edge.typeName)
    if ["Delegate", "Listener", "Observer", "DelegateProtocol", "ListenerProtocol"].contains(
      where: last.hasSuffix)
    {
      return true
    }
    guard let holder = types[edge.from], let property = declaration(of: edge)?.property
    else { return false }
    return isBackReference(property, of: holder) && !isOwningReference(property, of: holder)
  }

  /// The request that breaks a strong cycle: weaken its edge that goes against ownership
  /// (view -> presenter -> interactor and router are owning edges; presenter -> view,
  /// interactor -> presenter, router -> view are back-references), never an owning edge. A
  /// cycle with no such edge between roles runs through a helper a role owns (a presenter's
  /// view-model state that calls it back through a listener): the helper's reference to the
  /// role goes back.
  func breaking(_ cycle: [OwnershipEdge]) -> FixRequest {
    breakingEdge(of: cycle).request
  }

  /// The edge of `cycle` that ``breaking(_:)`` weakens, or the first it would weaken but
  /// must not, with that request; no edge when none goes back against ownership. A cycle is
  /// reported at this edge: the line the fix changes, the strong back-reference a reader
  /// looks for (`router.viewController` in view -> presenter -> router -> view), not
  /// whichever edge comes first in the files.
  func breakingEdge(of cycle: [OwnershipEdge]) -> (edge: OwnershipEdge?, request: FixRequest) {
    var refusal: (edge: OwnershipEdge, request: FixRequest)?
    for edge in cycle {
      guard let holder = types[edge.from], let property = declaration(of: edge)?.property,
        isBackReference(property, of: holder), !isOwningReference(property, of: holder)
      else { continue }
      let request = weakening(property, of: holder)
      if case .weaken = request { return (edge, request) }
      refusal = refusal ?? (edge, request)
    }
    for edge in cycle {
      guard let holder = types[edge.from], holder.isReference, !holder.hasSureRole,
        types[edge.to]?.hasSureRole == true, let property = declaration(of: edge)?.property
      else { continue }
      let request = weakening(property, of: holder)
      if case .weaken = request { return (edge, request) }
      refusal = refusal ?? (edge, request)
    }
    if let refusal { return refusal }
    return (
      nil,
      .notFixable(
        "no reference in the cycle goes back against ownership (view -> presenter -> interactor, router); break it by hand"
      )
    )
  }
}
