/// Every place a file's facts hold, visited in one fixed order: what tells an edit that only
/// moved text (a line added, a comment typed, a line indented) from one that changed what the
/// rules read (see ``PositionMap``).
extension FileFacts {
  /// Calls `place` with every location of the facts and `function` with every method
  /// reference (`build@12`: a name and the line of its `func`), in an order that depends on
  /// the facts' structure only, and lets them change each.
  mutating func visitPlaces(
    _ place: (inout SourceLocation) -> Void, functions function: (inout String) -> Void
  ) {
    func optional(_ value: inout String?) {
      guard var known = value else { return }
      function(&known)
      value = known
    }
    for index in imports.indices { place(&imports[index].location) }
    for index in typeAliases.indices { place(&typeAliases[index].location) }
    for index in problems.indices { place(&problems[index].location) }
    for index in types.indices {
      place(&types[index].location)
      for member in types[index].properties.indices {
        place(&types[index].properties[member].location)
      }
      for member in types[index].functions.indices {
        place(&types[index].functions[member].location)
        for parameter in types[index].functions[member].parameters.indices {
          place(&types[index].functions[member].parameters[parameter].location)
        }
      }
      for call in types[index].calls.indices {
        place(&types[index].calls[call].location)
        optional(&types[index].calls[call].function)
      }
      for call in types[index].observerCalls.indices {
        place(&types[index].observerCalls[call].location)
        optional(&types[index].observerCalls[call].function)
      }
      for read in types[index].reads.indices {
        place(&types[index].reads[read].location)
        optional(&types[index].reads[read].function)
      }
      for reference in types[index].typeReferences.indices {
        place(&types[index].typeReferences[reference].location)
        optional(&types[index].typeReferences[reference].function)
      }
      for cast in types[index].forceCasts.indices {
        place(&types[index].forceCasts[cast].location)
        optional(&types[index].forceCasts[cast].function)
      }
      for closure in types[index].closures.indices {
        place(&types[index].closures[closure].location)
      }
      for member in types[index].signatures.indices {
        place(&types[index].signatures[member].location)
      }
      for local in types[index].locals.indices {
        function(&types[index].locals[local].function)
      }
      for assignment in types[index].assignments.indices {
        optional(&types[index].assignments[assignment].function)
      }
      for assignment in types[index].literalAssignments.indices {
        place(&types[index].literalAssignments[assignment].location)
        optional(&types[index].literalAssignments[assignment].function)
      }
      for subscription in types[index].subscriptions.indices {
        place(&types[index].subscriptions[subscription].location)
      }
    }
  }
}
