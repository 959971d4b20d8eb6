/// What the model decides about a repair before any syntax is read: whether a reference may
/// be weakened without freeing what it points at, and which edge of a cycle to weaken.
extension ModuleModel {
  /// The request to make `property` of `type` weak, or why it must stay strong.
  ///
  /// A reference is weakened only where the model shows that something else keeps its target
  /// alive: a view is held by whatever shows it (a window, a navigation stack, the module's
  /// host), anything else needs a strong reference from another type of the model (the view
  /// holding its presenter). Weakening the only strong reference to an object would free it at
  /// once.
  func weakening(_ property: PropertyFacts, of type: ModelType) -> FixRequest {
    guard let typeName = property.typeName else {
      return .notFixable("the type of '\(property.name)' is not written")
    }
    for target in referenceTargets(of: typeName, inModule: type.module) {
      if self.types[target]?.role == .view { continue }
      let ownedElsewhere = edges.contains {
        $0.to == target && $0.from != type.name && $0.ownership == .strong
      }
      if !ownedElsewhere {
        return .notFixable(
          "nothing else holds '\(target)' strongly, so a weak '\(type.name).\(property.name)' could free it at once"
        )
      }
    }
    return .weaken(type: type.name, property: property.name, at: property.location)
  }

  /// The request that breaks a strong cycle: weaken its edge that goes against ownership
  /// (view -> presenter -> interactor and router are owning edges; presenter -> view,
  /// interactor -> presenter, router -> view are back-references), never an owning edge.
  func breaking(_ cycle: [OwnershipEdge]) -> FixRequest {
    var refusal: FixRequest?
    for edge in cycle {
      guard let holder = types[edge.from],
        let property = holder.properties.first(where: {
          $0.name == edge.property && $0.location == edge.location
        }),
        isBackReference(property, of: holder), !isOwningReference(property, of: holder)
      else { continue }
      let request = weakening(property, of: holder)
      if case .weaken = request { return request }
      refusal = refusal ?? request
    }
    return refusal
      ?? .notFixable(
        "no reference in the cycle goes back against ownership (view -> presenter -> interactor, router); break it by hand"
      )
  }
}
