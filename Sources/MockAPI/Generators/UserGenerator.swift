import Foundation

/// Makes any number of deterministic, plausible users, written straight to JSON bytes.
///
/// User `id` is always the same: its name comes from word lists
/// (`Ada Lovelace`, `Grace Hopper`, ...), its username and email add the id so both are unique,
/// and the rest (address with geo, phone, website, company) comes from a hash of the id. The
/// JSON has the shape of the bundled users because both go through ``UserJSON``.
enum UserGenerator {
  /// The JSON of generated user `id`.
  static func user(id: Int) -> Data {
    let writer = JSONWriter(capacity: 512)
    write(id: id, to: writer)
    return writer.takeData()
  }

  /// The JSON array of generated users 1...`count`.
  ///
  /// The array is written in place into one buffer reserved up front and handed over without a
  /// copy, so a million users (about 450 MB) need little more than the result. The task yields
  /// every few hundred users so a long list does not hold up other requests, and stops if
  /// cancelled.
  static func list(count: Int) async throws -> Data {
    let count = max(count, 0)
    let writer = JSONWriter(capacity: count * estimatedUserSize + 2)
    writer.write("[")
    if count > 0 {
      for id in 1...count {
        if id > 1 {
          writer.write(",")
        }
        write(id: id, to: writer)
        if id % 512 == 0 {
          try Task.checkCancellation()
          await Task.yield()
        }
      }
    }
    writer.write("]")
    return writer.takeData()
  }

  /// A little more than a generated user's average size in bytes, to reserve room up front.
  static let estimatedUserSize = 470

  /// Writes generated user `id` as compact JSON.
  static func write(id: Int, to writer: JSONWriter) {
    let index = max(id - 1, 0)
    let first = firstNames[index % firstNames.count]
    let last = lastNames[(index / firstNames.count) % lastNames.count]
    var random = SplitMix64(seed: UInt64(truncatingIfNeeded: id))
    let place = random.next()
    let geo = random.next()
    let phone = random.next()
    let company = random.next()

    UserJSON.write(id: id, to: writer) { field, writer in
      switch field {
      case .name:
        writer.write(first)
        writer.write(" ")
        writer.write(last)
      case .username:
        writeHandle(first, last, id, to: writer)
      case .email:
        writeHandle(first, last, id, to: writer)
        writer.write("@example.com")
      case .street:
        writer.writeInteger(Int(place % 9_900) + 100)
        writer.write(" ")
        writer.write(pick(streetNames, place >> 14))
        writer.write(" ")
        writer.write(pick(streetSuffixes, place >> 22))
      case .suite:
        writer.write(place >> 30 & 1 == 0 ? "Apt. " : "Suite ")
        writer.writeInteger(Int((place >> 31) % 900) + 100)
      case .city:
        writer.write(pick(cities, place >> 41))
      case .zipcode:
        writer.writePadded(place >> 47, width: 5)
        writer.write("-")
        writer.writePadded(geo >> 50, width: 4)
      case .lat:
        writeCoordinate(geo, degrees: 90, to: writer)
      case .lng:
        writeCoordinate(geo >> 24, degrees: 180, to: writer)
      case .phone:
        writer.write("1-")
        writer.writePadded(phone % 800 + 200, width: 3)
        writer.write("-")
        writer.writePadded((phone >> 10) % 800 + 200, width: 3)
        writer.write("-")
        writer.writePadded(phone >> 20, width: 4)
        writer.write(" x")
        writer.writePadded(phone >> 40, width: 5)
      case .website:
        let mark = writer.count
        writer.write(last)
        writer.lowercaseLetters(from: mark)
        writer.writeInteger(id)
        writer.write(pick(domains, phone >> 60))
      case .companyName:
        writer.write(last)
        writer.write(pick(companyJoiners, company))
        writer.write(pick(lastNames, company >> 4))
      case .catchPhrase:
        writer.write(pick(catchPhraseStarts, company >> 12))
        writer.write(" ")
        writer.write(pick(catchPhraseMiddles, company >> 20))
        writer.write(" ")
        writer.write(pick(catchPhraseEnds, company >> 28))
      case .bs:
        writer.write(pick(bsVerbs, company >> 36))
        writer.write(" ")
        writer.write(pick(bsAdjectives, company >> 44))
        writer.write(" ")
        writer.write(pick(bsNouns, company >> 52))
      }
    }
  }

  /// `first.last<id>`, lowercased letters only: `ada.lovelace42`.
  private static func writeHandle(
    _ first: StaticString, _ last: StaticString, _ id: Int, to writer: JSONWriter
  ) {
    let firstMark = writer.count
    writer.write(first)
    writer.lowercaseLetters(from: firstMark)
    writer.write(".")
    let lastMark = writer.count
    writer.write(last)
    writer.lowercaseLetters(from: lastMark)
    writer.writeInteger(id)
  }

  /// A signed decimal with four places below `degrees`, like JSONPlaceholder's `-37.3159`.
  private static func writeCoordinate(_ bits: UInt64, degrees: UInt64, to writer: JSONWriter) {
    if bits & 1 == 1 {
      writer.write("-")
    }
    writer.writeInteger(Int((bits >> 1) % degrees))
    writer.write(".")
    writer.writePadded((bits >> 8) % 10_000, width: 4)
  }

  private static func pick(_ list: [StaticString], _ bits: UInt64) -> StaticString {
    list[Int(bits % UInt64(list.count))]
  }

  // The word lists are written as they are, without escaping: `GeneratedUsersTests` checks that
  // none of them needs it.

  static let firstNames: [StaticString] = [
    "Leanne", "Ervin", "Clementine", "Patricia", "Chelsey", "Dennis", "Kurtis", "Nicholas",
    "Glenna", "Clementina", "Ada", "Alan", "Grace", "Linus", "Margaret", "Ken", "Barbara",
    "Edsger", "Frances", "Donald", "Radia", "Tim", "Sophie", "John", "Hedy", "Katherine",
    "Guido", "Anita", "Brian", "Joan", "Niklaus", "Evelyn",
  ]
  static let lastNames: [StaticString] = [
    "Graham", "Howell", "Bauch", "Lebsack", "Dietrich", "Schulist", "Weissnat", "Runolfsdottir",
    "Reichert", "DuBuque", "Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Thompson",
    "Liskov", "Dijkstra", "Allen", "Knuth", "Perlman", "Berners-Lee", "Wilson", "Backus",
    "Lamarr", "Johnson", "Rossum", "Borg", "Kernighan", "Clarke", "Wirth", "Boyd",
  ]
  static let streetNames: [StaticString] = [
    "Kulas", "Victor", "Douglas", "Hoeger", "Skiles", "Norberto", "Rex", "Ellsworth", "Dayna",
    "Kattie", "Lovelace", "Babbage", "Hollerith", "Pascal", "Leibniz", "Boole",
  ]
  static let streetSuffixes: [StaticString] = [
    "Light", "Plains", "Extension", "Mall", "Walks", "Crossing", "Trail", "Summit", "Park",
    "Points", "Road", "Avenue", "Lane", "Way",
  ]
  static let cities: [StaticString] = [
    "Gwenborough", "Wisokyburgh", "McKenziehaven", "South Elvis", "Roscoeview",
    "South Christy", "Howemouth", "Aliyaview", "Bartholomebury", "Lebsackbury", "Turingfield",
    "Hopperton", "Port Knuth", "Lake Liskov", "New Kernighan", "Ritchie Falls",
  ]
  static let domains: [StaticString] = [
    ".example.org", ".example.com", ".example.net", ".example.info",
  ]
  static let companyJoiners: [StaticString] = ["-", " and ", " & ", "-"]
  static let catchPhraseStarts: [StaticString] = [
    "Multi-layered", "Proactive", "Face to face", "Multi-tiered", "User-centric", "Synchronised",
    "Configurable", "Implemented", "Switchable", "Centralized", "Robust", "Adaptive",
  ]
  static let catchPhraseMiddles: [StaticString] = [
    "client-server", "didactic", "bifurcated", "heuristic", "full-range", "dedicated",
    "contextually-based", "secondary", "radical", "homogeneous", "asynchronous", "zero tolerance",
  ]
  static let catchPhraseEnds: [StaticString] = [
    "neural-net", "toolset", "ability", "middleware", "budgetary management", "throughput",
    "task-force", "encoding", "info-mediaries", "productivity", "model", "framework",
  ]
  static let bsVerbs: [StaticString] = [
    "harness", "synergize", "e-enable", "transition", "revolutionize", "aggregate", "target",
    "generate", "iterate", "streamline", "empower", "orchestrate",
  ]
  static let bsAdjectives: [StaticString] = [
    "real-time", "scalable", "bleeding-edge", "cutting-edge", "one-to-one", "end-to-end",
    "customized", "turn-key", "B2C", "granular", "viral", "robust",
  ]
  static let bsNouns: [StaticString] = [
    "e-markets", "supply-chains", "relationships", "synergies", "systems", "models",
    "infrastructures", "applications", "channels", "web services", "paradigms", "interfaces",
  ]

  /// Every word list, for tests that check the words need no escaping.
  static let allWordLists: [[StaticString]] = [
    firstNames, lastNames, streetNames, streetSuffixes, cities, domains, companyJoiners,
    catchPhraseStarts, catchPhraseMiddles, catchPhraseEnds, bsVerbs, bsAdjectives, bsNouns,
  ]
}

/// A small, fast pseudo-random generator with a fixed algorithm, so generated users are the same
/// on every platform and in every release.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
