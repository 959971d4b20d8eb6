/// Presenters do no I/O (`URLSession`, `FileManager`, `String(contentsOf:)`,
/// `Data(contentsOf:)`, a persistence store's context: SwiftData's `ModelContext`, Core Data's
/// `NSManagedObjectContext`), the keychain's items (`SecItemCopyMatching`, `SecItemAdd`), neither
/// themselves nor through a service of their own that does
/// (`networking.request(...)` on a client whose code uses `URLSession`, held, made in the
/// method, or its shared instance: `ProfileStore.shared.load()`), directly or through the
/// services it calls (`Worker.shared.notes.all()` on a worker that reads a database
/// holding the store's context): the interactor asks a service, so the presenter stays fast
/// and testable. Common libraries' I/O types count where their module is imported: network
/// clients (Alamofire's `AF`, Moya, Apollo), databases (Realm, GRDB), Firebase's services and
/// image downloaders (Kingfisher, SDWebImage, Nuke); see ``libraryIOTypes``. A Core Data
/// object's methods the codebase does not declare (`setValue(_:forKey:)`, or an array's
/// `filter` over such objects) are no I/O: they change memory, and the context does the I/O.
public struct NoIOInPresenters: LintRule {
  public static let key = "NoIOInPresenters"
  public static let summary =
    "Presenters do no I/O: no `URLSession`, `FileManager`, `contentsOf:` reads, store contexts (`ModelContext`) or keychain items (`SecItemCopyMatching`), and no call of a service's method that does, with what that method runs (a service's formatter is no I/O because another of its methods writes a store)."
  public static let findingExample = """
    final class UsersPresenter {
      func viewDidLoad() { let data = try? Data(contentsOf: cacheURL) }
    }
    """
  public static let fixExample = """
    final class UsersPresenter {
      func viewDidLoad() { interactor.fetchUsers() }
    }
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  static let ioTypes: Set<String> = [
    "URLSession", "FileManager", "FileHandle", "InputStream", "OutputStream",
    "URLSessionDataTask",
  ]
  static let contentsTypes: Set<String> = ["String", "Data", "NSString", "NSData"]
  /// A persistence store's context or container: who holds one reads and writes the store.
  static let storeTypes: Set<String> = [
    "ModelContext", "ModelContainer", "NSManagedObjectContext", "NSPersistentContainer",
  ]
  /// A query of such a store: a service that writes one fetches from the store, through a
  /// context it may reach where no type is written (`appDelegate.persistentContainer
  /// .viewContext`). In a presenter, the context it holds is the finding, not each query.
  static let storeQueryTypes: Set<String> = ["NSFetchRequest", "FetchDescriptor"]
  /// The Security framework's functions that read and write the keychain's items: a store the
  /// system keeps on disk.
  static let keychainFunctions: Set<String> = [
    "SecItemCopyMatching", "SecItemAdd", "SecItemUpdate", "SecItemDelete",
  ]
  /// The types of the common keychain libraries (KeychainSwift, KeychainAccess,
  /// SwiftKeychainWrapper, Valet, SAMKeychain), over those functions: I/O when the codebase does
  /// not declare the name itself.
  static let keychainTypes: Set<String> = [
    "KeychainSwift", "Keychain", "KeychainWrapper", "Valet", "SAMKeychain",
  ]
  /// The I/O types of common libraries, by the module that declares them: network clients
  /// (Alamofire, Moya, Apollo, the Facebook SDK's Graph API), databases (Realm, GRDB),
  /// Firebase's cloud services, and image downloaders with their disk caches (Kingfisher,
  /// SDWebImage, Nuke). A name is I/O in a file that imports its module, or an umbrella that
  /// re-exports it (`import Firebase`), when the codebase declares no type of that name.
  static let libraryIOTypes: [String: Set<String>] = [
    "Alamofire": [
      "AF", "Alamofire", "Session", "SessionManager", "DataRequest", "DownloadRequest",
      "UploadRequest",
    ],
    "Moya": ["MoyaProvider"],
    "Apollo": ["ApolloClient"],
    "FacebookCore": ["GraphRequest", "GraphRequestConnection"],
    "FBSDKCoreKit": ["GraphRequest", "GraphRequestConnection", "FBSDKGraphRequest"],
    "RealmSwift": ["Realm"],
    "GRDB": ["DatabaseQueue", "DatabasePool"],
    "FirebaseAuth": ["Auth"],
    "FirebaseFirestore": ["Firestore"],
    "FirebaseDatabase": ["Database"],
    "FirebaseStorage": ["Storage"],
    "FirebaseMessaging": ["Messaging"],
    "FirebaseFunctions": ["Functions"],
    "Kingfisher": ["KingfisherManager", "ImageDownloader", "ImageCache"],
    "SDWebImage": ["SDWebImageManager", "SDWebImageDownloader", "SDImageCache"],
    "Nuke": ["ImagePipeline"],
  ]
  /// Modules that re-export others of ``libraryIOTypes``.
  static let umbrellaModules: [String: [String]] = [
    "Firebase": [
      "FirebaseAuth", "FirebaseFirestore", "FirebaseDatabase", "FirebaseStorage",
      "FirebaseMessaging", "FirebaseFunctions",
    ],
    "FirebaseFirestoreSwift": ["FirebaseFirestore"],
    "FacebookLogin": ["FacebookCore"],
    "FBSDKLoginKit": ["FBSDKCoreKit"],
  ]
  /// What makes a name an I/O type.
  enum IOName {
    /// Foundation's: always.
    case foundation
    /// A store's or a keychain library's: when the codebase does not declare it.
    case undeclared
    /// A library's: when the codebase does not declare it and the file imports one of these
    /// modules.
    case library(Set<String>)
  }

  /// Every I/O type name, by what makes it one.
  static let ioNames: [String: IOName] = {
    var modules: [String: Set<String>] = [:]
    for (module, names) in libraryIOTypes {
      for name in names { modules[name, default: []].insert(module) }
    }
    for (umbrella, reexported) in umbrellaModules {
      for module in reexported {
        for name in libraryIOTypes[module] ?? [] { modules[name, default: []].insert(umbrella) }
      }
    }
    var result = modules.mapValues { IOName.library($0) }
    for name in storeTypes.union(keychainTypes) { result[name] = .undeclared }
    for name in ioTypes { result[name] = .foundation }
    return result
  }()

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    findings(in: model, reportingIn: nil)
  }

  /// The findings in `files`: those of the presenters written there (a finding is at one of
  /// the presenter's references or calls).
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    findings(in: model, reportingIn: FocusFiles(files)).filter {
      files.contains($0.location.file)
    }
  }

  private func findings(in model: ModuleModel, reportingIn focus: FocusFiles?) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    var services = ServicesDoingIO(model: model)
    for type in model.sureRoleTypes
    where type.role == .presenter && focus.map(type.isWritten(in:)) != false {
      for reference in type.typeReferences
      where services.isIOType(reference)
        && !Self.onlyHandsOn(reference, in: type)
        && !Self.isTypeOfComputedProperty(reference, in: type)
      {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with '\(reference.name)'; move it to a service the interactor calls",
            at: reference.location))
      }
      for call in type.calls {
        guard let written = Self.fileContentsCall(call) else { continue }
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with \(written); move it to a service the interactor calls",
            at: call.location))
      }
      for call in type.calls where Self.usesKeychain(call) {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with the keychain ('\(call.callee)'); move it to a service the interactor calls",
            at: call.location))
      }
      // A call on a service whose code does I/O: one the presenter holds or makes, or one it
      // reaches through shared instances and stored properties of services
      // (`Worker.shared.bubble.get()`).
      guard let source = model.table.lookUp(type.name) else { continue }
      for call in type.calls where call.receiver != nil {
        guard let (target, io) = services.reached(by: call, in: source, module: type.module)
        else { continue }
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O through '\(call.pathText)': '\(target)' uses \(io); let the interactor call it",
            at: call.location))
      }
    }
    return findings
  }

  /// Whether a reference is the declared type of a computed property whose body names the type
  /// again (`var realm: Realm { Realm.open() }`): the body, where the store is opened, is the
  /// finding; the declaration opens nothing.
  static func isTypeOfComputedProperty(_ reference: TypeReference, in type: ModelType) -> Bool {
    guard
      type.signatures.contains(where: { signature in
        !signature.isMethod && signature.location.line == reference.location.line
          && signature.typeName.map(ModuleModel.lastComponent) == reference.name
      })
    else { return false }
    // The body ends before the next member declared in the file.
    let file = reference.location.file
    let line = reference.location.line
    let memberLines =
      type.signatures.map(\.location) + type.properties.map(\.location)
      + type.functions.map(\.location)
    let end =
      memberLines.lazy.filter { $0.file == file && $0.line > line }.map(\.line).min() ?? Int.max
    return type.typeReferences.contains {
      $0.name == reference.name && $0.location.file == file && $0.location.line > line
        && $0.location.line < end
    }
  }

  /// Whether a store context is a parameter the presenter only hands on (to its router, which
  /// builds the next screen with it): the presenter keeps no context of its own, and no call of
  /// the method is made on it (`context.insert(...)`, `try context.save()`), so it reads and
  /// writes nothing.
  static func onlyHandsOn(_ reference: TypeReference, in type: ModelType) -> Bool {
    guard reference.isHandedIn, storeTypes.contains(reference.name),
      !type.properties.contains(where: { property in
        property.typeName.map { storeTypes.contains(ModuleModel.lastComponent($0)) } == true
      })
    else { return false }
    for function in type.functions where function.location.file == reference.location.file {
      guard
        let parameter = function.parameters.first(where: {
          $0.location.line == reference.location.line && $0.typeNames.contains(reference.name)
        }),
        !parameter.name.isEmpty
      else { continue }
      let id = "\(function.name)@\(function.location.line)"
      return !type.calls.contains {
        $0.function == id && $0.location.file == function.location.file
          && $0.receiver == parameter.name
      }
    }
    return false
  }

  /// `Data(contentsOf: url)` and the like.
  /// Whether a call reads or writes the keychain's items (a global function of the Security
  /// framework, called on nothing).
  static func usesKeychain(_ call: CallFacts) -> Bool {
    call.receiver == nil && keychainFunctions.contains(call.callee)
  }

  static func readsContents(_ call: CallFacts) -> Bool {
    contentsTypes.contains(call.callee)
      && call.argumentLabels.first?.hasPrefix("contentsOf") == true
  }

  /// The argument labels of Foundation's writes of a value to a file: `Data`'s
  /// `write(to:options:)`, `String`'s `write(to:atomically:encoding:)`, `NSData`'s
  /// `write(toFile:atomically:)`.
  static let fileWriteLabels: Set<[String]> = [
    ["to"], ["to", "options"], ["to", "atomically", "encoding"], ["toFile", "atomically"],
    ["toFile", "atomically", "encoding"], ["toFile", "options"],
  ]

  /// `data.write(to: url)` and the like: a value written to a file.
  static func writesContents(_ call: CallFacts) -> Bool {
    call.callee == "write" && call.receiver != nil && fileWriteLabels.contains(call.argumentLabels)
  }

  /// The call a presenter or service reads or writes a file's contents with, as a message
  /// names it: `'Data(contentsOf:)'`, `'write(to:)'`.
  static func fileContentsCall(_ call: CallFacts) -> String? {
    if readsContents(call) { return "'\(call.callee)(\(call.argumentLabels[0]):)'" }
    if writesContents(call) { return "'write(\(call.argumentLabels[0]):)'" }
    return nil
  }
}

/// The services of a model that do I/O, and what a call reaches: each worked out once per
/// check.
///
/// A service does I/O when its own code names an I/O type or a store's (a context, a
/// container, a query), reads contents or uses the keychain, or when it calls a service that does
/// (`database.viewContext.fetch(request)` in a worker holding `Database.shared`, whose
/// code holds the store's context), a few services deep. A call reaches the services of
/// each segment of its receiver path as the type table resolves it (a stored property, a
/// local, a shared instance, a protocol's implementers), up to the first segment that is a
/// role (`interactor.api.send()` is the interactor's business). A call of a method the service
/// declares in a file read whole does what that method does, with the service's own methods it
/// calls (``io(of:calling:depth:)``): a helper's formatter does no I/O because another of its
/// methods writes a database.
struct ServicesDoingIO {
  let model: ModuleModel
  /// What each service (by name) does I/O with when asked at each depth, as the message says
  /// it (`nil` for none): the answers that turned on no service being worked out around them
  /// (see ``io(of:depth:)``).
  private var known: [String: [Int: String?]] = [:]
  /// Whether the answer being worked out met a service being worked out around it.
  private var ledBack = false
  /// What each service's own code does I/O with.
  private var own: [String: String?] = [:]
  /// Whether each member of a type (by the type's index) holds a role.
  private var membersHoldingRoles: [Int: [String: Bool]] = [:]
  /// The names of each type's locals and parameters.
  private var namesInFunctions: [Int: Set<String>] = [:]
  /// The services whose I/O is being worked out: a service calling back into one of them
  /// adds nothing.
  private var visiting: Set<String> = []

  /// The index of each file of the model by its path, made when a library's I/O type is
  /// first met.
  private var fileIndex: [String: Int]?
  /// The files read for their declarations only (``isPartlyRead(_:)``), gathered when first
  /// asked.
  private var partlyRead: Set<String>?
  /// Whether the methods being judged (``io(of:calling:depth:)``) run a method whose code was
  /// not read.
  private var metUnreadCode = false
  /// What each method asked about does I/O with, and whether it runs code not read.
  private var methodAnswers: [MethodKey: (io: String?, metUnreadCode: Bool)] = [:]
  /// Each type's calls by the function they are made in (``calls(of:in:)``).
  private var callsByFunction: [String: [String: [Int]]] = [:]

  init(model: ModuleModel) {
    self.model = model
  }

  /// Whether a type reference names an I/O type: Foundation's, a store's or a keychain
  /// library's the codebase does not declare, or a library's
  /// (``NoIOInPresenters/libraryIOTypes``) where the file imports its module.
  mutating func isIOType(_ reference: TypeReference) -> Bool {
    isIOType(named: reference.name, inFile: reference.location.file)
  }

  /// Whether a type name, written in `file`, names an I/O type (see
  /// ``isIOType(_:)``).
  mutating func isIOType(named name: String, inFile file: String) -> Bool {
    // One lookup for the names of every kind: the rule asks it of every name a presenter or
    // a service writes.
    switch NoIOInPresenters.ioNames[name] {
    case nil: return false
    case .foundation?: return true
    case .undeclared?: return !model.declares(name)
    case .library(let modules)?:
      guard !model.declares(name) else { return false }
      return imports(ofFile: file).contains(where: modules.contains)
    }
  }

  /// The modules a file of the model imports.
  private mutating func imports(ofFile path: String) -> [String] {
    if fileIndex == nil {
      fileIndex = Dictionary(
        model.files.indices.map { (model.files[$0].path, $0) },
        uniquingKeysWith: { first, _ in first })
    }
    guard let index = fileIndex?[path] else { return [] }
    return model.files[index].imports.map(\.module)
  }

  /// How many services deep a service's I/O is followed.
  static let depth = 3

  /// The first service `call` (made in the code of the type at `source`, of `module`)
  /// reaches that does I/O, with what it does it with.
  mutating func reached(by call: CallFacts, in source: Int, module: String, depth: Int = 0)
    -> (service: String, io: String)?
  {
    let path = Array(call.path.dropLast())
    guard let first = path.first else { return nil }
    // Most calls are made on a role the type holds (`view?.show()`, `interactor.load()`): a
    // first segment that is a member of the type and holds a role ends the search, decided
    // once per member.
    let table = model.table
    let firstName = first.hasSuffix("()") ? String(first.dropLast(2)) : first
    // A type the codebase does not declare (`DispatchQueue.main`, `Task`) leads to no service.
    if ModuleModel.isTypeName(firstName), table.typesNamed(firstName).isEmpty { return nil }
    if !first.hasSuffix("()"), first != "self", first != "super", !ModuleModel.isTypeName(first),
      !mayBeLocalOrParameter(first, in: source)
    {
      let holdsRole: Bool
      if let known = membersHoldingRoles[source]?[first] {
        holdsRole = known
      } else {
        holdsRole = self.holdsRole(member: first, of: source, module: module)
        membersHoldingRoles[source, default: [:]][first] = holdsRole
      }
      if holdsRole { return nil }
    }
    // The services the call is made on: those of the last segment the table follows (past
    // it, a framework's value the service owns: `database.viewContext`), a type written
    // before a member of it (`Store.shared`, `Service.Failure.failed`) only when the call is
    // made on the type itself.
    var services: [ModelType] = []
    let segments = table.resolve(path, in: source, function: call.function)
    for (position, segment) in segments.enumerated() where !segment.types.isEmpty {
      guard !segment.isTypeItself || position == path.count - 1 else { continue }
      var found: [ModelType] = []
      for index in segment.types {
        // A struct with a shared instance is a service as a class is (`CartStore.shared`).
        for target in model.table.referenceTargets(
          of: model.table.types[index].name, inModule: module, values: true)
        {
          let type = model.table.types[target]
          guard type.module.isEmpty, type.role == nil || type.role == .service,
            !isNavigator(type)
          else {
            return nil
          }
          found.append(type)
        }
      }
      services = found
    }
    for type in services {
      if let io = io(of: type, calling: call.callee, depth: depth) { return (type.name, io) }
    }
    return nil
  }

  /// What calling `member` on a service does I/O with: what that method does, when the service
  /// (or a class it descends from) declares it in a file read whole (a helper whose
  /// `dateFormatter()` formats while its `updateFavorite()` writes a database does no I/O for a
  /// caller of the first); else what the service does anywhere (``io(of:depth:)``).
  mutating func io(of type: ModelType, calling member: String, depth: Int) -> String? {
    let chain = model.superclassChain(of: type)
    // A Core Data object's methods that the codebase does not declare are `NSManagedObject`'s
    // (`setValue(_:forKey:)`, or a collection's, `tasks.filter { ... }` on an array of them):
    // they change the object in memory, and only a context reads or writes the store. The
    // class's generated `fetchRequest()` makes a query and runs none.
    if type.kind == .class, chain.last?.inherited.first == "NSManagedObject",
      !chain.contains(where: { $0.functions.contains { $0.name == member } })
    {
      return nil
    }
    guard type.kind != .protocol, !isInterface(type),
      let method = chain.lazy.compactMap({
        $0.functions.first { $0.name == member }
      }).first,
      !isPartlyRead(method.location.file)
    else {
      metUnreadCode = true
      return io(of: type, depth: depth)
    }
    // Asked once per method and depth: presenters call the same few services' methods.
    let key = MethodKey(type: type.name, member: member, depth: depth)
    if let known = methodAnswers[key] {
      metUnreadCode = metUnreadCode || known.metUnreadCode
      return known.io
    }
    // A method that runs code not read (of a service whose file was read for its
    // declarations) may do anything: the service is judged by all its code, as it is then.
    let outerMet = metUnreadCode
    let outerLedBack = ledBack
    metUnreadCode = false
    ledBack = false
    var found = io(of: type, method: member, depth: depth)
    if found == nil, metUnreadCode { found = io(of: type, depth: depth) }
    // An answer that turned on a service being worked out around it is not kept (see
    // ``io(of:depth:)``).
    if !ledBack { methodAnswers[key] = (found, metUnreadCode) }
    metUnreadCode = metUnreadCode || outerMet
    ledBack = ledBack || outerLedBack
    return found
  }

  /// A method of a service asked about at a depth (``io(of:calling:depth:)``).
  private struct MethodKey: Hashable {
    var type: String
    var member: String
    var depth: Int
  }

  /// The calls of each type (by name) made in each of its functions, by the function's base
  /// name (`load` for `load@12`), as positions in its calls.
  private mutating func calls(of type: ModelType, in function: String) -> [Int] {
    if let known = callsByFunction[type.name] { return known[function] ?? [] }
    var byFunction: [String: [Int]] = [:]
    for (position, call) in type.calls.enumerated() {
      guard let name = call.function?.split(separator: "@").first else { continue }
      byFunction[String(name), default: []].append(position)
    }
    callsByFunction[type.name] = byFunction
    return byFunction[function] ?? []
  }

  /// What a method of a service does I/O with, with the service's own methods it calls (its
  /// superclasses' too): a parameter of an I/O type, a type its body names, a call that makes
  /// or uses one (`Realm()`, `URLSession.shared`, a stored property holding one), reads or
  /// writes contents or the keychain, or reaches another service that does I/O. A method
  /// written in a file read for its declarations only is code not known
  /// (``metUnreadCode``).
  private mutating func io(of type: ModelType, method member: String, depth: Int) -> String? {
    let chain = model.superclassChain(of: type)
    let typeNames = Set(chain.map { ModuleModel.lastComponent($0.name) })
    var pending = [member]
    var visited: Set<String> = []
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      // A method, or a computed property's getter (code written in a function of its name).
      guard
        let owner = chain.first(where: { holder in
          holder.functions.contains { $0.name == name } || !calls(of: holder, in: name).isEmpty
        }),
        let source = model.table.lookUp(owner.name)
      else {
        // Declared by none of the classes read: a superclass whose methods a declarations
        // walk did not record may.
        if chain.contains(where: { isPartlyRead($0.file) }) { metUnreadCode = true }
        continue
      }
      if let function = owner.functions.first(where: { $0.name == name }) {
        if isPartlyRead(function.location.file) {
          metUnreadCode = true
          continue
        }
        if let found = io(declaredBy: function, of: owner) { return found }
      }
      for position in calls(of: owner, in: name) {
        let call = owner.calls[position]
        if let written = NoIOInPresenters.fileContentsCall(call) { return written }
        if NoIOInPresenters.usesKeychain(call) { return "the keychain ('\(call.callee)')" }
        for written in [call.receiver, call.callee].compactMap({ $0 })
        where ModuleModel.isTypeName(written) {
          if isIOType(named: written, inFile: call.location.file)
            || (NoIOInPresenters.storeQueryTypes.contains(written) && !model.declares(written))
          {
            return "'\(written)'"
          }
        }
        guard let receiver = call.receiver, receiver != "self", receiver != "super",
          receiver != "Self", !typeNames.contains(receiver)
        else {
          pending.append(call.callee)
          continue
        }
        if let property = chain.lazy.compactMap({ holder in
          holder.properties.first { $0.name == receiver }.map { (holder, $0) }
        }).first, let held = ioType(heldBy: property.1, of: property.0) {
          return "'\(held)'"
        }
        // A computed property's getter runs (`users.document(id)`, `users` reading a held
        // store).
        if chain.contains(where: { !calls(of: $0, in: receiver).isEmpty }) {
          pending.append(receiver)
          continue
        }
        if depth < Self.depth,
          let (service, io) = reached(by: call, in: source, module: "", depth: depth + 1),
          service != type.name
        {
          return "\(io) through '\(service)'"
        }
      }
    }
    return nil
  }

  /// What a method's declaration says of its I/O: a parameter of an I/O type, or a type its
  /// body names (`let request: NSFetchRequest<Song> = ...`), written from its `func` to the
  /// next method of the file (a stored property declared between them counted with it).
  private mutating func io(declaredBy function: FunctionFacts, of owner: ModelType) -> String? {
    for parameter in function.parameters {
      for written in parameter.typeNames
      where isIOType(named: written, inFile: function.location.file) {
        return "'\(written)'"
      }
    }
    let file = function.location.file
    let start = function.location.line
    let end =
      owner.functions.lazy.filter { $0.location.file == file && $0.location.line > start }
      .map(\.location.line).min() ?? Int.max
    for reference in owner.typeReferences
    where reference.location.file == file && reference.location.line >= start
      && reference.location.line < end
    {
      if isIOType(reference)
        || (NoIOInPresenters.storeQueryTypes.contains(reference.name)
          && !model.declares(reference.name))
      {
        return "'\(reference.name)'"
      }
    }
    return nil
  }

  /// The I/O type a stored property holds: its declared type, or one its declaration names
  /// (a `Realm` made in the property's initial value, with no type written).
  private mutating func ioType(heldBy property: PropertyFacts, of type: ModelType) -> String? {
    if let typeName = property.typeName {
      let name = ModuleModel.lastComponent(typeName)
      if isIOType(named: name, inFile: property.location.file) { return name }
      // A protocol of the codebase that it makes an I/O type adopt (`extension URLSession:
      // URLSessionProtocol`): what the property holds in the app.
      let table = model.table
      if let proto = table.lookUp(name), table.types[proto].kind == .protocol {
        for (extended, index) in table.frameworkExtensions.sorted(by: { $0.key < $1.key })
        where table.types[index].inherited.contains(where: {
          ModuleModel.lastComponent($0) == name
        }) && isIOType(named: extended, inFile: table.types[index].file) {
          return extended
        }
      }
    }
    for reference in type.typeReferences
    where reference.location.line == property.location.line
      && reference.location.file == property.location.file && isIOType(reference)
    {
      return reference.name
    }
    return nil
  }

  /// Whether a file was read for its declarations only: its methods' calls are not known.
  private mutating func isPartlyRead(_ path: String) -> Bool {
    if partlyRead == nil {
      partlyRead = Set(model.files.lazy.filter { !$0.isComplete }.map(\.path))
    }
    return partlyRead?.contains(path) == true
  }

  /// Whether a type of no role is named as a router is (`ProfileCoordinator`): an app-level
  /// coordinator that starts flows, which a presenter tells where to go through its delegate. It navigates for the presenter; what it does besides (the
  /// session it asks before choosing a tab) is a router's business, not a service of the
  /// presenter's.
  private func isNavigator(_ type: ModelType) -> Bool {
    type.role == nil && model.naming.roleSuffix(of: type.name)?.role == .router
  }

  /// Whether a name is the name of a local or a parameter of any method of the type at
  /// `source`, which the resolution would follow before the type's members in that method;
  /// the names are gathered once per type.
  private mutating func mayBeLocalOrParameter(_ name: String, in source: Int) -> Bool {
    if let names = namesInFunctions[source] { return names.contains(name) }
    let type = model.table.types[source]
    var names = Set(type.locals.map(\.name))
    for method in type.functions {
      for parameter in method.parameters { names.insert(parameter.name) }
    }
    namesInFunctions[source] = names
    return names.contains(name)
  }

  /// Whether a member of the type at `source` holds a role, as the first segment of a path
  /// (see ``reached(by:in:module:depth:)``): one of the types its declared type names is, or
  /// is implemented by, a module's type or a role other than a service.
  private func holdsRole(member: String, of source: Int, module: String) -> Bool {
    let table = model.table
    guard let (names, _) = table.memberTypeNames(member, of: source) else { return false }
    for name in names {
      // A tuple is followed element by element, by the resolution.
      if table.tupleElements(name) != nil { return false }
    }
    for name in names {
      for index in table.typesNamed(name) {
        for target in table.referenceTargets(of: table.types[index].name, inModule: module) {
          let type = table.types[target]
          if !type.module.isEmpty || (type.role != nil && type.role != .service)
            || isNavigator(type)
          {
            return true
          }
        }
      }
    }
    return false
  }

  /// What a service of no module role does I/O with, if it does (see the type's comment). An
  /// answer is kept when it did not turn on the services being worked out around it (none, or
  /// no call led back into one of them): it is then the same whoever asks, and what a check
  /// finds never turns on the order it asks in (an editor checks the presenters of one file).
  /// One that did is worked out again when asked again.
  mutating func io(of type: ModelType, depth: Int) -> String? {
    if let own = ownIO(of: type) { return own }
    guard depth < Self.depth, let source = model.table.lookUp(type.name), !isInterface(type)
    else { return nil }
    guard !visiting.contains(type.name) else {
      ledBack = true
      return nil
    }
    if let found = known[type.name]?[depth] { return found }
    visiting.insert(type.name)
    let outerLedBack = ledBack
    ledBack = false
    var found: String?
    for call in type.calls where call.receiver != nil {
      if let (service, io) = reached(by: call, in: source, module: "", depth: depth + 1),
        service != type.name
      {
        found = "\(io) through '\(service)'"
        break
      }
    }
    visiting.remove(type.name)
    // Asked with no service being worked out around it, the answer is the same each time.
    if !ledBack || visiting.isEmpty { known[type.name, default: [:]][depth] = .some(found) }
    ledBack = ledBack || outerLedBack
    return found
  }

  /// What a service's own code does I/O with: the first I/O or store type it names, or
  /// contents it reads.
  private mutating func ownIO(of type: ModelType) -> String? {
    if let found = own[type.name] { return found }
    var found: String?
    if isInterface(type) {
      found = nil
    } else if let reference = type.typeReferences.first(where: { reference in
      isIOType(reference)
        || (NoIOInPresenters.storeQueryTypes.contains(reference.name)
          && !model.declares(reference.name))
    }) {
      found = "'\(reference.name)'"
    } else if let held = heldIOType(of: type) {
      found = "'\(held)'"
    } else if let written = type.calls.lazy.compactMap(NoIOInPresenters.fileContentsCall).first {
      found = written
    } else if let call = type.calls.first(where: NoIOInPresenters.usesKeychain) {
      found = "the keychain ('\(call.callee)')"
    }
    own[type.name] = .some(found)
    return found
  }

  /// The first I/O type a service keeps in a stored property: a declaration, known however its
  /// file was read (a store keeping a `Realm` it opened, reached through its shared instance).
  private mutating func heldIOType(of type: ModelType) -> String? {
    for property in type.properties {
      guard let typeName = property.typeName else { continue }
      let name = ModuleModel.lastComponent(typeName)
      if isIOType(named: name, inFile: property.location.file) { return name }
    }
    return nil
  }

  /// Whether a type adopts a UI framework's protocol (an image picker, its controller's
  /// delegate): a piece of the interface, which reads what the user picked, not a service.
  private func isInterface(_ type: ModelType) -> Bool {
    type.inherited.contains { name in UIFramework.allCases.contains { $0.owns(name) } }
  }
}
