/// Presenters do no I/O (`URLSession`, `FileManager`, `String(contentsOf:)`,
/// `Data(contentsOf:)`, a persistence store's context: SwiftData's `ModelContext`, Core Data's
/// `NSManagedObjectContext`), neither themselves nor through a service of their own that does
/// (`networking.request(...)` on a client whose code uses `URLSession`, held, made in the
/// method, or its shared instance: `ProfileStore.shared.load()`): the interactor asks a
/// service, so the presenter stays fast and testable.
public struct NoIOInPresenters: LintRule {
  public static let key = "NoIOInPresenters"
  public static let summary =
    "Presenters do no I/O: no `URLSession`, `FileManager`, `contentsOf:` reads or store contexts (`ModelContext`), and no call of a service of their own that does."
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
    var ioOfService: [String: String?] = [:]
    for type in model.sureRoleTypes
    where type.role == .presenter && focus.map(type.isWritten(in:)) != false {
      for reference in type.typeReferences
      where Self.isIOType(reference.name, in: model)
        && !Self.onlyHandsOn(reference, in: type)
      {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with '\(reference.name)'; move it to a service the interactor calls",
            at: reference.location))
      }
      for call in type.calls where Self.readsContents(call) {
        findings.append(
          RuleFinding(
            "the presenter '\(type.name)' does I/O with '\(call.callee)(\(call.argumentLabels[0]):)'; move it to a service the interactor calls",
            at: call.location))
      }
      // A call on a service whose own code does I/O: one the presenter holds, or one it makes
      // (`let api = APIService()`).
      for call in type.calls {
        guard let receiver = call.receiver,
          let typeName = Self.serviceType(of: call, in: type, model: model)
        else { continue }
        for target in model.referenceTargets(of: typeName, inModule: type.module) {
          if ioOfService[target] == nil {
            ioOfService[target] = model.type(named: target).flatMap {
              Self.io(ofService: $0, in: model)
            }
          }
          guard let io = ioOfService[target] ?? nil else { continue }
          findings.append(
            RuleFinding(
              "the presenter '\(type.name)' does I/O through '\(([receiver] + call.chain).joined(separator: ".")).\(call.callee)()': '\(target)' uses '\(io)'; let the interactor call it",
              at: call.location))
          break
        }
      }
    }
    return findings
  }

  /// The written type of what a presenter's call is made on: a stored property of the
  /// presenter, or a local it makes in the same method and calls directly (`let api =
  /// APIService()`, `api.send()`). Not followed: a chain past what the presenter holds
  /// (`interactor.api.send()`), whose service's file is read whole only when a presenter
  /// holds or makes it too.
  static func serviceType(of call: CallFacts, in presenter: ModelType, model: ModuleModel)
    -> String?
  {
    guard let receiver = call.receiver else { return nil }
    if let property = model.storedProperty(named: receiver, of: presenter) {
      return property.typeName
    }
    // `ProfileStore.shared.load()`: the shared instance of a type of the codebase.
    if call.chain.count == 1, ModuleModel.isTypeName(receiver),
      let owner = model.type(named: receiver),
      let shared = owner.signatures.first(where: {
        $0.isStatic && !$0.isMethod && $0.name == call.chain[0]
      })
    {
      return shared.typeName ?? owner.name
    }
    guard call.chain.isEmpty,
      let local = presenter.locals.last(where: {
        $0.name == receiver && $0.function == call.function
      }), local.typeName == nil, local.value.count == 1, let made = local.value.first,
      made.hasSuffix("()")
    else { return nil }
    let name = String(made.dropLast(2))
    return ModuleModel.isTypeName(name) && model.declares(name) ? name : nil
  }

  /// Whether a name is an I/O type: Foundation's, or a store's the codebase does not declare.
  static func isIOType(_ name: String, in model: ModuleModel) -> Bool {
    ioTypes.contains(name) || (storeTypes.contains(name) && !model.declares(name))
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
  static func readsContents(_ call: CallFacts) -> Bool {
    contentsTypes.contains(call.callee)
      && call.argumentLabels.first?.hasPrefix("contentsOf") == true
  }

  /// What a service of no module role does I/O with in its own code, if it does: the first
  /// I/O type it names or contents it reads.
  /// What I/O a service's own code does. A type that adopts a UI framework's protocol (an
  /// image picker, its controller's delegate) is a piece of the interface, which reads what the
  /// user picked: no service.
  static func io(ofService type: ModelType, in model: ModuleModel) -> String? {
    guard type.module.isEmpty, type.role == nil || type.role == .service,
      !type.inherited.contains(where: { name in UIFramework.allCases.contains { $0.owns(name) } })
    else { return nil }
    if let reference = type.typeReferences.first(where: {
      isIOType($0.name, in: model)
        || (storeQueryTypes.contains($0.name) && !model.declares($0.name))
    }) {
      return reference.name
    }
    return type.calls.first(where: readsContents).map { "\($0.callee)(contentsOf:)" }
  }
}
