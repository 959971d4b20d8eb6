/// Member names a spy makes up, unique within the spy.
struct MemberNames {
  private var used: Set<String>

  init(reserved: Set<String>) {
    used = reserved.union(SpyPlanner.spyMembers)
  }

  /// `name`, or `name2`, `name3`, ... when taken.
  mutating func unique(_ name: String) -> String {
    var candidate = name
    var number = 2
    while used.contains(candidate) {
      candidate = "\(name)\(number)"
      number += 1
    }
    used.insert(candidate)
    return candidate
  }
}
