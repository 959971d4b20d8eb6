/// The calls a method makes when it runs, with those of the type's own methods it calls.
enum OwnMethodCalls {
  /// The first answer `match` gives for a call that `method` of a type makes, or that a method
  /// of the same type makes which it calls (bare, on `self`, on `Self` or on the type's name),
  /// each method followed once. A call in a closure the method only stores (`view?.onTap = {
  /// ... }`) is not made when it runs, nor is the method a selector it registers names.
  static func first<Answer>(
    from method: String, typeName: String, functions: [FunctionFacts], calls: [CallFacts],
    _ match: (CallFacts) -> Answer?
  ) -> Answer? {
    var pending = [method]
    var visited: Set<String> = []
    while let name = pending.popLast() {
      guard visited.insert(name).inserted, functions.contains(where: { $0.name == name })
      else { continue }
      let prefix = name + "@"
      for call in calls
      where !call.isInStoredClosure && !call.isSelector && call.function?.hasPrefix(prefix) == true
      {
        if let answer = match(call) { return answer }
        if call.receiver == nil || call.receiver == typeName || call.receiver == "Self" {
          pending.append(call.callee)
        }
      }
    }
    return nil
  }
}
