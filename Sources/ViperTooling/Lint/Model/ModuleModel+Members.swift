/// A type's members as its code sees them: its own, its extensions' and its superclasses'.
extension ModuleModel {
  /// The type and its superclasses the model declares, nearest first.
  func superclassChain(of type: ModelType) -> [ModelType] {
    var chain = [type]
    var seen: Set<String> = [type.name]
    var current = type
    while current.kind == .class, let first = current.inherited.first,
      let parent = self.type(named: first), parent.kind == .class,
      seen.insert(parent.name).inserted
    {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Whether a class of the model inherits from `type`.
  func hasSubclasses(_ type: ModelType) -> Bool {
    type.kind == .class
      && sortedTypes.contains { other in
        other.kind == .class && other.name != type.name
          && superclassChain(of: other).dropFirst().contains { $0.name == type.name }
      }
  }

  /// The stored property `name` of a type or of one of its superclasses.
  func storedProperty(named name: String, of type: ModelType) -> PropertyFacts? {
    for holder in superclassChain(of: type) {
      if let property = holder.properties.first(where: { $0.name == name }) { return property }
    }
    return nil
  }

  /// The stored properties a class holds, each with the class declaring it: its own, then
  /// those it inherits from superclasses of no module or another, read as its own
  /// (``TypeTable/storedProperties(of:)``).
  func heldProperties(of type: ModelType) -> [(property: PropertyFacts, declaredIn: ModelType)] {
    guard let index = table.lookUp(type.name), table.types[index].name == type.name else {
      return type.properties.map { ($0, type) }
    }
    return table.storedProperties(of: index).map { ($0.property, table.types[$0.declaredIn]) }
  }

  /// Whether the class declaring a stored property drops its value when one of its computed
  /// properties is first read (``TypeTable/isReleasedOnFirstRead(_:of:)``).
  func isReleasedOnFirstRead(_ property: PropertyFacts, declaredIn: ModelType) -> Bool {
    guard let index = table.lookUp(declaredIn.name), table.types[index].name == declaredIn.name
    else { return false }
    return table.isReleasedOnFirstRead(property, of: index)
  }

  /// The stored property an ownership edge stands for, with the class declaring it.
  func declaration(of edge: OwnershipEdge) -> (property: PropertyFacts, declaredIn: ModelType)? {
    guard let holder = types[edge.from] else { return nil }
    // Most are the holder's own: found before its superclasses' are gathered.
    if let own = holder.properties.first(where: {
      $0.location == edge.location && $0.name == edge.property
    }) {
      return (own, holder)
    }
    return inheritedProperties(of: holder).first {
      $0.property.name == edge.property && $0.property.location == edge.location
    }
  }

  /// The stored properties a class holds that a superclass of no module or another declares
  /// (``heldProperties(of:)`` without the class's own); empty for most types.
  func inheritedProperties(of type: ModelType)
    -> [(property: PropertyFacts, declaredIn: ModelType)]
  {
    guard !type.module.isEmpty, type.kind == .class, let index = table.lookUp(type.name),
      table.superclass(of: index) != nil
    else { return [] }
    return heldProperties(of: type).filter { $0.declaredIn.name != type.name }
  }

  /// Whether a type or one of its superclasses declares a method `name` (a method, not a
  /// stored closure: passing `self.onTap` holds no `self`).
  func hasMethod(named name: String, in type: ModelType) -> Bool {
    superclassChain(of: type).contains { holder in
      holder.functions.contains { $0.name == name }
        || holder.signatures.contains { $0.isMethod && $0.name == name }
    }
  }

  /// The protocols a type adopts, directly, through its superclasses, or through other
  /// protocols, nearest first.
  func adoptedProtocols(of type: ModelType) -> [ModelType] {
    var result: [ModelType] = []
    var seen: Set<String> = []
    var queue = superclassChain(of: type).flatMap(\.inherited)
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard let proto = self.type(named: name), proto.kind == .protocol,
        seen.insert(proto.name).inserted
      else { continue }
      result.append(proto)
      queue += proto.inherited
    }
    return result
  }
}
