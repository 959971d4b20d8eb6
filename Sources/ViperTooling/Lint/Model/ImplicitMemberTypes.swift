/// The UI framework type of an argument written as an implicit member, which the call site
/// never names: `.systemBackground` handed to `setBackground(color: UIColor)`, `.init(rgb:
/// 0x152626)` to a memberwise `ItemColor(light: UIColor, ...)`, `.accentColor` to a SwiftUI
/// `Color`. The type is the parameter's, in every method of the call's name whose parameters
/// the call's labels fit (an extension of `String` too), and in the made type's property of
/// the argument's label; a name whose fitting declarations disagree (`update(value: UIColor)`
/// beside `update(value: Int)`) gives none. The same matching gives the codebase type such an
/// argument has (`router.navigate(.homeScreen)`: the `SplashRoutes` of `navigate(_ route:
/// SplashRoutes)`), a type the caller uses without writing its name.
struct ImplicitMemberTypes {
  /// A parameter's (or a property's) UI framework type.
  struct UIType {
    /// The framework that declares it.
    var framework: UIFramework
    /// The type as written, optionals aside (`UIColor`, `UIView.ContentMode`).
    var typeName: String
    /// Its first component, the name the framework declares (`UIView`).
    var baseName: String
  }

  private let model: ModuleModel
  /// The methods of the callees asked about, by name.
  private let methods: [String: [FunctionFacts]]
  private var importsByFile: [String: [UIFramework]] = [:]
  /// Decided once per callee, labels and position: a presenter calls `didReceive(...)` many
  /// times, and a big app declares many methods of that name.
  private var decided: [String: UIType?] = [:]
  /// The same for the codebase types of arguments.
  private var decidedCodebaseTypes: [String: String?] = [:]

  /// Ready to answer about calls of `callees`.
  init(_ model: ModuleModel, callees: Set<String>) {
    self.model = model
    // Most names are none of the callees: their length rules them out before any hashing.
    var lengths = [Bool](repeating: false, count: 64)
    for callee in callees { lengths[min(callee.utf8.count, 63)] = true }
    // File by file, by index: an extension of a type the codebase does not declare is in no
    // model type, and a file's or a type's facts are not copied to be looked at.
    var methods: [String: [FunctionFacts]] = [:]
    let files = model.files
    for file in files.indices {
      for type in files[file].types.indices {
        for function in files[file].types[type].functions.indices {
          let name = files[file].types[type].functions[function].name
          guard lengths[min(name.utf8.count, 63)], callees.contains(name) else { continue }
          methods[name, default: []].append(files[file].types[type].functions[function])
        }
      }
    }
    self.methods = methods
  }

  /// The UI type of `call`'s argument at `index`, if every fitting declaration gives it one.
  mutating func uiType(of call: CallFacts, at index: Int) -> UIType? {
    let key = Self.key(call, index)
    if let known = decided[key] { return known }
    let found = resolve(call, at: index) { types, written, file in
      types.uiType(written, declaredIn: file)
    }
    decided[key] = .some(found)
    return found
  }

  /// The codebase type (as written, optionals aside) of the argument at `index` of a call in
  /// the code of `source`, if every fitting declaration gives it the same one: `SplashRoutes`
  /// for `.homeScreen` handed to `router.navigate(.homeScreen)`. The methods are those of the
  /// types the receiver resolves to (every module's router may have a `navigate(_:)` of its
  /// own route type); by name across the codebase when the receiver resolves to none.
  mutating func codebaseType(of call: CallFacts, at index: Int, in source: ModelType) -> String? {
    let receiverMethods = methods(calledBy: call, in: source)
    let key =
      receiverMethods == nil
      ? Self.key(call, index) : "\(source.name) \(call.location.line) \(Self.key(call, index))"
    if let known = decidedCodebaseTypes[key] { return known }
    var names: Set<String> = []
    let found = resolve(call, at: index, among: receiverMethods) {
      (types, written, _) -> String? in
      guard let name = Self.plainName(written),
        types.model.declares(String(name.prefix { $0 != "." }))
      else { return nil }
      names.insert(name)
      return name
    }
    let agreed = names.count == 1 ? found : nil
    decidedCodebaseTypes[key] = .some(agreed)
    return agreed
  }

  /// The methods named as `call`'s callee of the types its receiver resolves to (its own type's
  /// without one); `nil` when the receiver resolves to no type that declares one.
  private func methods(calledBy call: CallFacts, in source: ModelType) -> [FunctionFacts]? {
    let table = model.table
    guard let sourceIndex = table.lookUp(source.name) else { return nil }
    let receivers: [Int]
    if call.receiver == nil {
      receivers = [sourceIndex]
    } else {
      let path = call.path
      let segments = table.resolve(path, in: sourceIndex, function: call.function)
      guard segments.count >= path.count - 1, path.count >= 2 else { return nil }
      receivers = segments[path.count - 2].types
    }
    let found = receivers.flatMap { table.types[$0].functions.filter { $0.name == call.callee } }
    return found.isEmpty ? nil : found
  }

  private static func key(_ call: CallFacts, _ index: Int) -> String {
    "\(call.callee)(\(call.argumentLabels.joined(separator: ":")))\(index)"
  }

  /// The type the parameter (or the made type's property) the argument at `index` is for
  /// has, through `typeOf` (its written type and the file declaring it); `nil` when none fits
  /// or one fitting declaration gives none.
  private mutating func resolve<Found>(
    _ call: CallFacts, at index: Int, among candidates: [FunctionFacts]? = nil,
    _ typeOf: (inout ImplicitMemberTypes, String, String) -> Found?
  ) -> Found? {
    var found: Found?
    var fits = false
    for function in candidates ?? methods[call.callee] ?? [] {
      guard
        let parameter = Self.parameter(
          at: index, labels: call.argumentLabels, in: function.parameters)
      else { continue }
      fits = true
      guard let type = typeOf(&self, parameter.typeText, parameter.location.file) else {
        return nil
      }
      found = found ?? type
    }
    // A memberwise initializer (or one whose labels are the properties' names).
    let label = call.argumentLabels.indices.contains(index) ? call.argumentLabels[index] : "_"
    if label != "_", let made = model.type(named: call.callee),
      made.kind == .struct || made.kind == .class,
      let property = made.properties.first(where: { $0.name == label }),
      let typeName = property.typeName
    {
      fits = true
      guard let type = typeOf(&self, typeName, property.location.file) else { return nil }
      found = found ?? type
    }
    return fits ? found : nil
  }

  /// A written type that is a plain or dotted name, optionals aside (`UIColor`,
  /// `UIView.ContentMode?`); `nil` for a collection, a tuple, a closure or a generic.
  private static func plainName(_ written: String) -> String? {
    var bytes = Array(written.utf8.lazy.filter { $0 != UInt8(ascii: " ") })
    while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
      bytes.removeLast()
    }
    guard !bytes.isEmpty,
      bytes.allSatisfy({ byte in
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte >= 0x80
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      })
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The UI framework type a written type is, optionals aside: `UIColor`,
  /// `UIView.ContentMode`, SwiftUI's `Color` where the declaring file imports SwiftUI.
  private mutating func uiType(_ written: String, declaredIn file: String) -> UIType? {
    guard let name = Self.plainName(written) else { return nil }
    let first = String(name.prefix { $0 != "." })
    guard !model.declares(first) else { return nil }
    if UIFramework.uiKit.owns(first) {
      return UIType(framework: .uiKit, typeName: name, baseName: first)
    }
    let owner = imports(of: file).first {
      $0.owns(first) || ($0 == .swiftUI && FrameworkCatalog.swiftUITypeNames.contains(first))
    }
    return owner.map { UIType(framework: $0, typeName: name, baseName: first) }
  }

  /// The view frameworks a file of the model imports.
  private mutating func imports(of file: String) -> [UIFramework] {
    if let known = importsByFile[file] { return known }
    let found = NoUIFrameworkTypesOutsideViews.viewFrameworks(
      imported: model.imports(ofFile: file))
    importsByFile[file] = found
    return found
  }

  /// The parameter the argument at `index` is for: the arguments' labels matched in order,
  /// a parameter skipped only when an argument's label does not fit it (it has a default).
  static func parameter(
    at index: Int, labels: [String], in parameters: [ParameterFacts]
  ) -> ParameterFacts? {
    var next = parameters.startIndex
    var matched: ParameterFacts?
    for (position, label) in labels.enumerated() {
      guard let found = parameters[next...].firstIndex(where: { $0.label == label }) else {
        return nil
      }
      if position == index { matched = parameters[found] }
      next = found + 1
    }
    return matched
  }
}
