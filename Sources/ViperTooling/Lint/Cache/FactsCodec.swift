/// A compact binary form of ``FileFacts`` for the lint cache: unsigned LEB128 integers,
/// length-prefixed UTF-8 strings, locations as line and column (the file is the entry's).
///
/// Decoding never traps: every read is bounds-checked and a malformed input gives `nil`.
/// JSON would be simpler, but decoding the facts of fifteen thousand files with Foundation's
/// `JSONDecoder` takes seconds, and a warm run must take a fraction of one.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value))
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func uint64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { buffer in
      int(buffer.count)
      bytes.append(contentsOf: buffer)
    }
  }

  mutating func optional(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }

  mutating func strings(_ values: [String]) {
    int(values.count)
    for value in values { string(value) }
  }

  mutating func location(_ location: SourceLocation) {
    int(location.line)
    int(location.column)
  }

  mutating func list<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }

  mutating func raw(_ values: some Collection<UInt8>) { bytes.append(contentsOf: values) }
}

/// Reads what ``BinaryWriter`` wrote; every method returns `nil` past the end or on a value
/// out of range.
struct BinaryReader {
  private let bytes: [UInt8]
  private(set) var offset: Int
  /// Where reading stops (the end of the bytes, or of the range given).
  private let end: Int
  /// The file every decoded location is in.
  var file = ""

  init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
    end = bytes.count
  }

  /// A reader of `range` of `bytes` (clamped to them).
  init(_ bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    offset = min(max(range.lowerBound, 0), bytes.count)
    end = min(max(range.upperBound, offset), bytes.count)
  }

  var isAtEnd: Bool { offset >= end }

  /// Moves past `count` bytes (no further than the end).
  mutating func skip(_ count: Int) { offset = min(end, offset + max(0, count)) }

  mutating func int() -> Int? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while offset < end {
      let byte = bytes[offset]
      offset += 1
      guard shift < 64 else { return nil }
      result |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return Int(truncatingIfNeeded: Int64(bitPattern: result)) }
      shift += 7
    }
    return nil
  }

  /// A count of items each at least one byte long: no larger than what is left.
  mutating func count() -> Int? {
    guard let value = int(), value >= 0, value <= end - offset else { return nil }
    return value
  }

  mutating func bool() -> Bool? {
    guard offset < end, bytes[offset] <= 1 else { return nil }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  mutating func uint64() -> UInt64? {
    guard end - offset >= 8 else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
    offset += 8
    return value
  }

  mutating func string() -> String? {
    guard let length = count() else { return nil }
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  mutating func optional() -> String?? {
    guard let present = bool() else { return nil }
    guard present else { return .some(nil) }
    guard let value = string() else { return nil }
    return .some(value)
  }

  mutating func strings() -> [String]? {
    list { $0.string() }
  }

  mutating func location() -> SourceLocation? {
    guard let line = int(), let column = int() else { return nil }
    return SourceLocation(file: file, line: line, column: column)
  }

  mutating func list<T>(_ read: (inout BinaryReader) -> T?) -> [T]? {
    guard let count = count() else { return nil }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = read(&self) else { return nil }
      values.append(value)
    }
    return values
  }
}

/// ``FileFacts`` to bytes and back.
enum FactsCodec {
  static func encode(_ facts: FileFacts, into writer: inout BinaryWriter) {
    writer.bool(facts.isComplete)
    writer.list(facts.imports) { writer, fact in
      writer.string(fact.module)
      writer.location(fact.location)
    }
    writer.list(facts.types) { writer, type in encode(type, into: &writer) }
    writer.list(facts.typeAliases) { writer, alias in
      writer.string(alias.name)
      writer.strings(alias.targets)
      writer.location(alias.location)
    }
    writer.list(facts.problems) { writer, problem in
      writer.string(problem.message)
      writer.location(problem.location)
    }
    facts.suppressions.encode(into: &writer)
  }

  static func decode(path: String, from reader: inout BinaryReader) -> FileFacts? {
    reader.file = path
    var facts = FileFacts(path: path)
    guard let complete = reader.bool(),
      let imports = reader.list({ reader -> ImportFact? in
        guard let module = reader.string(), let location = reader.location() else { return nil }
        return ImportFact(module: module, location: location)
      }),
      let types = reader.list({ decodeType(from: &$0) }),
      let aliases = reader.list({ reader -> TypeAliasFacts? in
        guard let name = reader.string(), let targets = reader.strings(),
          let location = reader.location()
        else { return nil }
        return TypeAliasFacts(name: name, targets: targets, location: location)
      }),
      let problems = reader.list({ reader -> FileProblem? in
        guard let message = reader.string(), let location = reader.location() else { return nil }
        return FileProblem(message: message, location: location)
      }),
      let suppressions = SuppressionMap(from: &reader)
    else { return nil }
    facts.isComplete = complete
    facts.imports = imports
    facts.types = types
    facts.typeAliases = aliases
    facts.problems = problems
    facts.suppressions = suppressions
    return facts
  }

  private static let kinds: [TypeKind] = [.class, .struct, .enum, .actor, .protocol, .extension]
  private static let ownerships: [Ownership] = [.strong, .weak, .unowned]

  private static func encode(_ type: TypeFacts, into writer: inout BinaryWriter) {
    writer.string(type.name)
    writer.int(kinds.firstIndex(of: type.kind) ?? 0)
    writer.location(type.location)
    writer.strings(type.inherited)
    writer.bool(type.hasClassConstraint)
    writer.bool(type.isPrivate)
    writer.list(type.properties) { writer, property in
      writer.string(property.name)
      writer.optional(property.typeName)
      writer.int(ownerships.firstIndex(of: property.ownership) ?? 0)
      writer.location(property.location)
    }
    writer.list(type.functions) { writer, function in
      writer.string(function.name)
      writer.list(function.parameters) { writer, parameter in
        writer.string(parameter.typeText)
        writer.strings(parameter.typeNames)
        writer.location(parameter.location)
      }
      writer.location(function.location)
    }
    writer.list(type.calls, encodeCall)
    writer.list(type.observerCalls, encodeCall)
    writer.list(type.typeReferences, encodeReference)
    writer.list(type.forceCasts, encodeReference)
    writer.list(type.closures) { writer, closure in
      writer.string(closure.callee)
      writer.bool(closure.capturesSelfWeakly)
      writer.location(closure.location)
      writer.strings(closure.bareNames)
    }
  }

  private static func encodeCall(_ writer: inout BinaryWriter, _ call: CallFacts) {
    writer.string(call.callee)
    writer.optional(call.receiver)
    writer.strings(call.argumentLabels)
    writer.location(call.location)
    writer.optional(call.function)
  }

  private static func encodeReference(_ writer: inout BinaryWriter, _ reference: TypeReference) {
    writer.string(reference.name)
    writer.location(reference.location)
  }

  private static func decodeType(from reader: inout BinaryReader) -> TypeFacts? {
    guard let name = reader.string(), let kindIndex = reader.int(),
      kinds.indices.contains(kindIndex), let location = reader.location(),
      let inherited = reader.strings(), let classConstraint = reader.bool(),
      let isPrivate = reader.bool(),
      let properties = reader.list({ reader -> PropertyFacts? in
        guard let name = reader.string(), let typeName = reader.optional(),
          let ownership = reader.int(), ownerships.indices.contains(ownership),
          let location = reader.location()
        else { return nil }
        return PropertyFacts(
          name: name, typeName: typeName, ownership: ownerships[ownership], location: location)
      }),
      let functions = reader.list({ reader -> FunctionFacts? in
        guard let name = reader.string(),
          let parameters = reader.list({ reader -> ParameterFacts? in
            guard let text = reader.string(), let names = reader.strings(),
              let location = reader.location()
            else { return nil }
            return ParameterFacts(typeText: text, typeNames: names, location: location)
          }),
          let location = reader.location()
        else { return nil }
        return FunctionFacts(name: name, parameters: parameters, location: location)
      }),
      let calls = reader.list(decodeCall), let observerCalls = reader.list(decodeCall),
      let references = reader.list(decodeReference), let casts = reader.list(decodeReference),
      let closures = reader.list({ reader -> ClosureFacts? in
        guard let callee = reader.string(), let weakly = reader.bool(),
          let location = reader.location(), let bare = reader.strings()
        else { return nil }
        return ClosureFacts(
          callee: callee, capturesSelfWeakly: weakly, location: location, bareNames: bare)
      })
    else { return nil }
    var type = TypeFacts(name: name, kind: kinds[kindIndex], location: location)
    type.inherited = inherited
    type.hasClassConstraint = classConstraint
    type.isPrivate = isPrivate
    type.properties = properties
    type.functions = functions
    type.calls = calls
    type.observerCalls = observerCalls
    type.typeReferences = references
    type.forceCasts = casts
    type.closures = closures
    return type
  }

  private static func decodeCall(from reader: inout BinaryReader) -> CallFacts? {
    guard let callee = reader.string(), let receiver = reader.optional(),
      let labels = reader.strings(), let location = reader.location(),
      let function = reader.optional()
    else { return nil }
    return CallFacts(
      callee: callee, receiver: receiver, argumentLabels: labels, location: location,
      function: function)
  }

  private static func decodeReference(from reader: inout BinaryReader) -> TypeReference? {
    guard let name = reader.string(), let location = reader.location() else { return nil }
    return TypeReference(name: name, location: location)
  }
}

extension SuppressionMap {
  func encode(into writer: inout BinaryWriter) {
    let lineEntries = lines.sorted { $0.key < $1.key }
    writer.list(lineEntries) { writer, entry in
      writer.int(entry.key)
      writer.strings(entry.value.sorted())
    }
    let rangeEntries = ranges.sorted { $0.key < $1.key }
    writer.list(rangeEntries) { writer, entry in
      writer.string(entry.key)
      writer.list(entry.value) { writer, range in
        writer.int(range.lowerBound)
        writer.int(range.upperBound)
      }
    }
  }

  init?(from reader: inout BinaryReader) {
    self.init()
    guard
      let lineEntries = reader.list({ reader -> (Int, [String])? in
        guard let line = reader.int(), let rules = reader.strings() else { return nil }
        return (line, rules)
      }),
      let rangeEntries = reader.list({ reader -> (String, [ClosedRange<Int>])? in
        guard let rule = reader.string(),
          let ranges = reader.list({ reader -> ClosedRange<Int>? in
            guard let lower = reader.int(), let upper = reader.int(), lower <= upper else {
              return nil
            }
            return lower...upper
          })
        else { return nil }
        return (rule, ranges)
      })
    else { return nil }
    for (line, rules) in lineEntries { lines[line] = Set(rules) }
    for (rule, list) in rangeEntries { ranges[rule] = list }
  }
}
