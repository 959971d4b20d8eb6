/// Whether a stream ends after its first event: a subscription to it releases its handler when
/// the stream completes (RxSwift's `Single`, Combine's `Future` and URLSession's
/// `dataTaskPublisher`), so a strong `self` in the handler keeps the object only until then.
extension TypeTable {
  /// Types whose values deliver at most one event and then complete.
  static let oneShotStreamTypes: Set<String> = [
    "Single", "Maybe", "Completable", "Future", "Just", "Fail", "Empty",
  ]
  /// Framework calls that make such a stream (`URLSession.shared.dataTaskPublisher(for:)`).
  static let oneShotStreamFactories: Set<String> = ["dataTaskPublisher"]
  /// Operators whose stream completes after the first event it passes on.
  static let oneShotOperators: Set<String> = ["first", "asSingle", "asMaybe", "asCompletable"]
  /// Labels only the subscriptions of one-event streams take (`subscribe(onSuccess:)`).
  static let oneShotSubscriptionLabels: Set<String> = ["onSuccess"]

  /// Whether the stream a subscription of the type at `source` subscribes to ends after one
  /// event: it is subscribed as one (`subscribe(onSuccess:)`), an operator takes the first
  /// event (`.first()`), or the code that makes it says so (``completesAfterOneEvent(_:in:function:depth:)``).
  func completesAfterOneEvent(_ subscription: SubscriptionFacts, in source: Int) -> Bool {
    if subscription.argumentLabels.contains(where: Self.oneShotSubscriptionLabels.contains) {
      return true
    }
    return completesAfterOneEvent(subscription.stream, in: source, function: subscription.function)
  }

  /// Whether the stream a member path of the type at `source` gives (in `function`) ends
  /// after one event: an operator on it takes the first event, it starts from a framework call
  /// or type that makes such streams (`Just(value)`, `Single.just(value)`,
  /// `URLSession.shared.dataTaskPublisher(for: url)`), or it starts from a member of the
  /// codebase's types whose written type is one (`var ready: Single<Void>`) or, for a method
  /// (through a protocol to every implementer), whose every implementation returns such a
  /// stream. Unknown code (a framework's API, a file read for its declarations) does not.
  func completesAfterOneEvent(
    _ stream: [String], in source: Int, function: String?, depth: Int = 0
  ) -> Bool {
    guard depth < 4, !stream.isEmpty else { return false }
    for segment in stream.dropFirst() where segment.hasSuffix("()") {
      if Self.oneShotOperators.contains(String(segment.dropLast(2))) { return true }
    }
    // The stream's head: its path up to the first call.
    let end = stream.firstIndex { $0.hasSuffix("()") } ?? stream.count - 1
    let head = Array(stream[...end])
    let first = Self.baseName(head[0])
    if ModuleModel.isTypeName(first), Self.oneShotStreamTypes.contains(first) { return true }
    let member = Self.baseName(head[head.count - 1])
    if head[head.count - 1].hasSuffix("()"), Self.oneShotStreamFactories.contains(member) {
      return true
    }
    if head.count == 1, ModuleModel.isTypeName(member) { return false }
    let receivers: [Int]
    if head.count == 1 {
      receivers = [source]
    } else {
      let segments = resolve(Array(head.dropLast()), in: source, function: function)
      guard segments.count == head.count - 1, let last = segments.last, !last.types.isEmpty
      else { return false }
      receivers = last.types
    }
    var answered = false
    for receiver in receivers {
      // A type the protocol's requirement writes decides for every implementer.
      if let written = writtenType(of: member, in: receiver) {
        if Self.oneShotStreamTypes.contains(written) {
          answered = true
          continue
        }
      }
      let candidates = types[receiver].kind == .protocol ? implementers[receiver] : [receiver]
      guard !candidates.isEmpty else { return false }
      for candidate in candidates {
        guard
          implementation(of: member, in: candidate, completesAfterOneEventAt: depth)
        else { return false }
        answered = true
      }
    }
    return answered
  }

  /// Whether a type's member `name` gives a one-event stream: its written type is one, or
  /// it is a method whose every returned value is such a stream (at least one, each read).
  private func implementation(
    of name: String, in type: Int, completesAfterOneEventAt depth: Int
  ) -> Bool {
    if let written = writtenType(of: name, in: type), Self.oneShotStreamTypes.contains(written) {
      return true
    }
    let prefix = name + "@"
    let returned = types[type].calls.filter {
      $0.isResult && $0.function?.hasPrefix(prefix) == true
    }
    guard !returned.isEmpty else { return false }
    return returned.allSatisfy {
      completesAfterOneEvent($0.path, in: type, function: $0.function, depth: depth + 1)
    }
  }

  /// The last component of the written type of a type's stored property, property or method
  /// result named `name`.
  private func writtenType(of name: String, in type: Int) -> String? {
    if let property = types[type].properties.first(where: { $0.name == name }),
      let typeName = property.typeName
    {
      return ModuleModel.lastComponent(typeName)
    }
    if let signature = types[type].signatures.first(where: { $0.name == name }),
      let typeName = signature.typeName
    {
      return ModuleModel.lastComponent(typeName)
    }
    return nil
  }

  /// A path segment without the `()` of a call.
  private static func baseName(_ segment: String) -> String {
    segment.hasSuffix("()") ? String(segment.dropLast(2)) : segment
  }
}
