/// How names and folders map to roles. The defaults cover the common VIPER vocabularies
/// (Mutual Mobile's `Wireframe`, the `ViewController` and `VC` of UIKit projects, `Assembly`,
/// `Configurator` and `ViewFactory` builders, `XToYProtocol` and `AnyX` contracts); `.viper.yml`
/// can add more.
///
/// A role word matches whatever the case of its later letters (`WireFrame`, `Wireframe`), but
/// its first letter must be a capital: `Preview` ends with `view`, not with `View`.
public struct RoleNaming: Sendable, Hashable {
  /// Type name suffixes and the role they mean.
  public var typeSuffixes: [String: Role] {
    didSet { suffixTable = Self.table(of: typeSuffixes) }
  }
  /// `typeSuffixes` as UTF-8 bytes, longest first: what the lookups read.
  private var suffixTable: [Suffix]
  /// Folder names and the role of the types in them. A folder is a hint: it gives a type a
  /// role that is a guess (see ``RoleCertainty``), and never makes a module.
  public var folders: [String: Role]

  /// The default vocabulary.
  public static let standard = RoleNaming(
    typeSuffixes: [
      "View": .view, "ViewController": .view, "VC": .view, "Screen": .view,
      "Presenter": .presenter,
      "Interactor": .interactor,
      "Router": .router, "Wireframe": .router, "Coordinator": .router,
      "Builder": .builder, "Assembly": .builder, "Configurator": .builder, "Factory": .builder,
      "ModuleInitializer": .builder, "Module": .builder,
      "Entity": .entity,
      "DTO": .service, "Dto": .service, "Service": .service, "APIClient": .service,
      "Repository": .service, "DataManager": .service,
    ],
    folders: [
      "Views": .view, "View": .view, "ViewControllers": .view,
      "Presenters": .presenter, "Presenter": .presenter,
      "Interactors": .interactor, "Interactor": .interactor,
      "Routers": .router, "Router": .router, "Wireframes": .router, "Wireframe": .router,
      "Builders": .builder, "Builder": .builder, "Assemblies": .builder,
      "Entities": .entity, "Entity": .entity,
      "Services": .service, "DTOs": .service,
    ])

  /// Creates a vocabulary.
  public init(typeSuffixes: [String: Role], folders: [String: Role]) {
    self.typeSuffixes = typeSuffixes
    self.folders = folders
    self.suffixTable = Self.table(of: typeSuffixes)
  }

  /// The role a concrete type's name suffix gives, and the suffix as the vocabulary spells it;
  /// the longest suffix wins, and a name must be longer than its suffix (`View` alone is no
  /// view). Xcode template placeholders (`___VARIABLE_moduleName___Presenter`) have no role,
  /// and neither has a name whose role word follows `For`, `To` or `From`: it names whom the
  /// type serves (`ShopPresenterObservablesForView`, the streams a presenter gives its view,
  /// is no view; `CartSubjectsForRouter` is no router).
  public func roleSuffix(of name: String) -> (role: Role, suffix: String)? {
    let last = namingComponent(of: name)
    if Self.isPlaceholder(last) { return nil }
    guard let found = roleSuffix(ofLastComponent: last) else { return nil }
    let rest = last.dropLast(found.suffix.utf8.count)
    for word in Self.servedPrepositions {
      var before = rest
      // A word of its own: the name goes on before it (`…ObservablesFor`), in lower case.
      if Self.dropWord(word, from: &before), let previous = before.last,
        previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z")
      {
        return nil
      }
    }
    return found
  }

  /// The words before a role word that make it the type's user, not its role.
  private static let servedPrepositions = bytes(["For", "To", "From"])

  /// The role that implements a contract protocol, from its name: `XViewInput` -> view,
  /// `XViewOutput` and `XInteractorOutput` -> presenter, `XRouterInput` -> router,
  /// `XPresenterProtocol` -> presenter, `PresenterToViewProtocol` -> view, `AnyPresenter` ->
  /// presenter, `XModuleInput` -> presenter. `nil` when the name says nothing (`XModuleOutput`).
  public func implementingRole(ofProtocol name: String) -> Role? {
    var base = Self.lastComponent(name)
    if Self.isPlaceholder(base) { return nil }
    for suffix in Self.protocolSuffixes where Self.dropSuffix(suffix, from: &base) {
      break
    }
    // `PresenterToViewProtocol`: a name ends with "To" and one suffix at most.
    for entry in suffixTable where entry.role.rank != nil {
      var rest = base
      if Self.dropWord(entry.bytes, from: &rest), Self.dropSuffix(Self.to, from: &rest),
        !rest.isEmpty
      {
        return entry.role
      }
    }
    if Self.dropSuffix(Self.input, from: &base) {
      var module = base
      if Self.dropSuffix(Self.module, from: &module) { return .presenter }
      return role(ofBase: base)
    }
    if Self.dropSuffix(Self.output, from: &base) {
      switch role(ofBase: base) {
      case .view?, .interactor?, .router?: return .presenter
      case .presenter?: return .view
      default: return nil
      }
    }
    return role(ofBase: base)
  }

  // The linter asks these of every type and inherited name, so they compare UTF-8 bytes.

  /// The role of a name by its suffix, or of a name that is a suffix (`View`).
  private func role(ofBase base: Substring.UTF8View) -> Role? {
    roleSuffix(ofLastComponent: base)?.role ?? typeSuffixes[String(Substring(base))]
  }

  private func roleSuffix(ofLastComponent last: Substring.UTF8View) -> (
    role: Role, suffix: String
  )? {
    let found: Suffix?? = last.withContiguousStorageIfAvailable { name in
      // Most suffixes differ from the name in its last letter: compared first, that rules
      // them out without a word's comparison (a model asks this of every type it names).
      guard let final = name.last.map(Self.lowercased) else { return nil }
      return suffixTable.first { entry in
        name.count > entry.bytes.count && entry.lastLowercased == final
          && Self.wordMatches(entry.bytes, name[(name.count - entry.bytes.count)...])
      }
    }
    let entry =
      found
      ?? suffixTable.first {
        last.count > $0.bytes.count && Self.wordMatches($0.bytes, last.suffix($0.bytes.count))
      }
    return entry.map { ($0.role, $0.suffix) } ?? misspelledRoleSuffix(of: last)
  }

  /// The role of a name whose last word is a long role word misspelled by one letter
  /// (`AuthorizationIteractor`, `LoginInterector`, `FeedPresentor`, `SignUpInteractore`), and
  /// the word as written. Only words of nine letters or more (`Interactor`, `Presenter`,
  /// `Wireframe`, `Coordinator`, `Configurator`), with their first letter, and not the
  /// word's plural or `Presented`.
  private func misspelledRoleSuffix(of last: Substring.UTF8View) -> (role: Role, suffix: String)? {
    // Read from the name's bytes in place: most names have no word of these lengths, and a
    // generic walk of a `Substring.UTF8View` costs more than the rest.
    let found: (role: Role, length: Int)?? = last.withContiguousStorageIfAvailable { name in
      var start = name.count
      while start > 0 {
        start -= 1
        if name[start] >= UInt8(ascii: "A") && name[start] <= UInt8(ascii: "Z") { break }
      }
      let count = name.count - start
      guard start > 0, count >= 8, count <= 13 else { return nil }
      let word = name[start...]
      var lowered: [UInt8]?
      for entry in suffixTable
      where entry.bytes.count >= 9 && abs(entry.bytes.count - count) <= 1
        && entry.bytes.first == word.first
      {
        let written = lowered ?? word.map(Self.lowercased)
        lowered = written
        let expected = entry.bytes.map(Self.lowercased)
        guard written != expected + [UInt8(ascii: "s")], written != Self.presented,
          Self.isOneEditApart(written, expected)
        else { continue }
        return (entry.role, count)
      }
      return nil
    }
    guard let found = found ?? nil else { return nil }
    return (found.role, String(Substring(last.suffix(found.length))))
  }

  private static let presented = Array("presented".utf8)

  /// Whether two words differ by exactly one letter inserted, removed, replaced, or two
  /// neighbours swapped.
  static func isOneEditApart(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs != rhs else { return false }
    let (short, long) = lhs.count <= rhs.count ? (lhs, rhs) : (rhs, lhs)
    guard long.count - short.count <= 1 else { return false }
    var index = 0
    while index < short.count, short[index] == long[index] { index += 1 }
    if short.count == long.count {
      // One replaced, or two neighbours swapped.
      if short[(index + 1)...] == long[(index + 1)...] { return true }
      return index + 1 < short.count && short[index] == long[index + 1]
        && short[index + 1] == long[index] && short[(index + 2)...] == long[(index + 2)...]
    }
    // One inserted into the shorter.
    return short[index...] == long[(index + 1)...]
  }

  /// Whether `text` spells `word`: the first letter exactly, the others whatever their case.
  private static func wordMatches<Text: Collection<UInt8>>(_ word: [UInt8], _ text: Text) -> Bool {
    guard text.count == word.count else { return false }
    var first = true
    for (expected, actual) in zip(word, text) {
      if first {
        guard expected == actual else { return false }
        first = false
      } else if expected != actual && lowercased(expected) != lowercased(actual) {
        return false
      }
    }
    return true
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }

  /// A type name suffix, its bytes and its role.
  private struct Suffix: Sendable {
    let suffix: String
    let bytes: [UInt8]
    let role: Role
    /// The suffix's last byte in lower case.
    let lastLowercased: UInt8

    init(suffix: String, role: Role) {
      self.suffix = suffix
      self.bytes = Array(suffix.utf8)
      self.role = role
      self.lastLowercased = bytes.last.map(RoleNaming.lowercased) ?? 0
    }
  }

  private static func table(of suffixes: [String: Role]) -> [Suffix] {
    suffixes.map { Suffix(suffix: $0.key, role: $0.value) }
      .sorted { ($0.bytes.count, $1.suffix) > ($1.bytes.count, $0.suffix) }
  }

  public static func == (lhs: RoleNaming, rhs: RoleNaming) -> Bool {
    lhs.typeSuffixes == rhs.typeSuffixes && lhs.folders == rhs.folders
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeSuffixes)
    hasher.combine(folders)
  }

  /// The part of a type's name its role and module are read from: its last component, or, for
  /// a type nested in another whose own name is role words alone (`LoginModule.Presenter`,
  /// `LoginModule.ModuleAssembly`, `OrdersScene.SceneAssembly`: every module declares its
  /// `Presenter`, told apart by the type around it, as Swift tells them apart), the stem of the
  /// type around it joined to its role word (`LoginPresenter`, `LoginModuleAssembly`,
  /// `OrdersSceneAssembly`).
  private func namingComponent(of name: String) -> Substring.UTF8View {
    let last = Self.lastComponent(name)
    guard last.count < name.utf8.count, let (outer, own) = nestedRoleParts(of: name, last: last)
    else { return last }
    return (String(Substring(outer)) + String(Substring(own)))[...].utf8
  }

  /// For a nested type named by role words alone (`last`, its last component), the stem of the
  /// type around it and the role words to read its role from; `nil` for any other name.
  private func nestedRoleParts(of name: String, last: Substring.UTF8View) -> (
    outer: Substring.UTF8View, own: Substring.UTF8View
  )? {
    // Whether `last` is role words is decided first: most qualified names are not, and the
    // name around them is then never made.
    let count = last.count
    var own = last
    var namespaceWord: Substring.UTF8View?
    if !suffixTable.contains(where: { $0.bytes.count == count && Self.wordMatches($0.bytes, last) })
    {
      guard let found = roleSuffix(ofLastComponent: last) else { return nil }
      let suffixCount = found.suffix.utf8.count
      let rest = last.dropLast(suffixCount)
      if !suffixTable.contains(where: {
        $0.bytes.count == count - suffixCount && Self.wordMatches($0.bytes, rest)
      }) {
        namespaceWord = rest
        own = last.suffix(suffixCount)
      }
    }
    let utf8 = name.utf8
    var outer = Self.lastComponent(String(Substring(utf8.prefix(utf8.count - count - 1))))
    // The namespace's own word before the role's (`SceneAssembly` in `OrdersScene`).
    if let rest = namespaceWord {
      guard outer.count > rest.count, Self.wordMatches(Array(rest), outer.suffix(rest.count))
      else { return nil }
    }
    if let entry = roleSuffix(ofLastComponent: outer) {
      outer = outer.dropLast(entry.suffix.utf8.count)
    }
    // `OrdersScene` names the Orders module, as a builder's `OrdersSceneBuilder` does.
    for word in Self.namespaceWords where outer.count > word.count {
      if Self.dropWord(word, from: &outer) { break }
    }
    return outer.isEmpty ? nil : (outer, own)
  }

  /// The words a module's namespace ends with that are not part of the module's name.
  private static let namespaceWords = bytes(["Module", "Scene"])

  /// Whether `name` is a nested type's whose own name is role words alone
  /// (`LoginModule.Presenter`): its role and module are read with the type around it.
  public func isNestedRoleName(_ name: String) -> Bool {
    let last = Self.lastComponent(name)
    return last.count < name.utf8.count && nestedRoleParts(of: name, last: last) != nil
  }

  private static func lastComponent(_ name: String) -> Substring.UTF8View {
    guard let period = SyntaxNames.offset(of: UInt8(ascii: "."), in: name, last: true) else {
      return name[...].utf8
    }
    let utf8 = name.utf8
    return name[utf8.index(utf8.startIndex, offsetBy: period + 1)...].utf8
  }

  /// Whether a name is (or holds) an Xcode template placeholder: `___VARIABLE_name___`,
  /// `___FILEBASENAME___`.
  static func isPlaceholder(_ name: Substring.UTF8View) -> Bool {
    var underscores = 0
    for byte in name {
      underscores = byte == UInt8(ascii: "_") ? underscores + 1 : 0
      if underscores == 3 { return true }
    }
    return false
  }

  /// Drops `suffix` from the end of `text` if it ends with it, exactly.
  private static func dropSuffix(_ suffix: [UInt8], from text: inout Substring.UTF8View) -> Bool {
    guard text.count >= suffix.count, text.suffix(suffix.count).elementsEqual(suffix) else {
      return false
    }
    text = text.dropLast(suffix.count)
    return true
  }

  /// Drops a role word from the end of `text` if it ends with it (see ``wordMatches``).
  private static func dropWord(_ word: [UInt8], from text: inout Substring.UTF8View) -> Bool {
    guard text.count >= word.count, wordMatches(word, text.suffix(word.count)) else {
      return false
    }
    text = text.dropLast(word.count)
    return true
  }

  private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

  private static let protocolSuffixes = bytes(["Protocol", "Interface", "Type"])
  private static let contractSuffixes = bytes(["Protocols", "Protocol", "Interface", "Contract"])
  private static let input = Array("Input".utf8)
  private static let output = Array("Output".utf8)
  private static let module = Array("Module".utf8)
  private static let to = Array("To".utf8)
  private static let any = Array("Any".utf8)
  /// What follows a role word in the name of a protocol between modules or roles.
  private static let directions = bytes(["Input", "Output", "Delegate", "Listener"])
  /// The words that name a role in a contract protocol, longest first.
  private static let roleWords = bytes([
    "ViewController", "Configurator", "Interactor", "Wireframe", "Presenter", "Assembly",
    "Builder", "Router", "Module", "Entity", "Scene", "View",
  ])
  /// What a stem may end with that is no part of a module's name (`UsersModuleBuilder`,
  /// `UsersViewFactory`).
  private static let builderStemSuffixes = bytes(["ViewController", "Module", "Scene", "View"])
  private static let implementationSuffixes = bytes(["Implementation", "Impl"])

  /// The stem a concrete role type shares with the other types of its module: the name without
  /// its role suffix, and without `Module` (`UsersModuleBuilder`), `View` in a builder's name
  /// (`UsersViewFactory`) or an `Impl` after the suffix (`UsersPresenterImpl`). `nil` when
  /// nothing is left or the name has no role suffix.
  public func stem(ofType name: String) -> String? {
    var base = namingComponent(of: name)
    if Self.isPlaceholder(base) { return nil }
    var withoutImplementation = base
    for suffix in Self.implementationSuffixes
    where Self.dropSuffix(suffix, from: &withoutImplementation) {
      if roleSuffix(ofLastComponent: withoutImplementation) != nil { base = withoutImplementation }
      break
    }
    guard let entry = roleSuffix(ofLastComponent: base) else { return nil }
    base = base.dropLast(entry.suffix.utf8.count)
    if entry.role == .builder {
      for suffix in Self.builderStemSuffixes where base.count > suffix.count {
        if Self.dropWord(suffix, from: &base) { break }
      }
    } else if base.count > Self.module.count {
      _ = Self.dropSuffix(Self.module, from: &base)
    }
    return base.isEmpty ? nil : String(Substring(base))
  }

  /// The stem a contract protocol's name carries, read by the naming schemes VIPER apps use:
  /// `UsersPresenterToView`, `UsersViewToPresenterProtocol`, `UsersViewInput`,
  /// `UsersModuleOutput`, `UsersPresenterProtocol`, `UsersWireframeInterface`,
  /// `UsersModuleDelegate` all give `Users`. A name without a stem (`PresenterToViewProtocol`,
  /// `AnyPresenter`) or without a role word (`Sendable`, `UsersDisplaying`) gives `nil`: such
  /// a protocol belongs to the module of the types that implement it, if any.
  public func stem(ofProtocol name: String) -> String? {
    var base = Self.lastComponent(name)
    if Self.isPlaceholder(base) { return nil }
    for suffix in Self.contractSuffixes where Self.dropSuffix(suffix, from: &base) { break }
    var sawRoleWord = false
    // `XPresenterToView`: drop "To" and the role word after it, then the one before.
    for word in Self.roleWords {
      var rest = base
      if Self.dropWord(word, from: &rest), Self.dropSuffix(Self.to, from: &rest) {
        base = rest
        sawRoleWord = true
        break
      }
    }
    // `XViewInput`, `XModuleOutput`, `XModuleDelegate`.
    if !sawRoleWord {
      for word in Self.directions where Self.dropSuffix(word, from: &base) { break }
    }
    for word in Self.roleWords where Self.dropWord(word, from: &base) {
      sawRoleWord = true
      break
    }
    guard sawRoleWord else { return nil }
    // `UsersViewModuleInput` is rare; `UsersModuleViewInput` rarer: one more `Module` at most.
    if base.count > Self.module.count { _ = Self.dropSuffix(Self.module, from: &base) }
    if base.isEmpty || base.elementsEqual(Self.any) { return nil }
    return String(Substring(base))
  }

  /// The module a type belongs to by name alone: ``stem(ofProtocol:)`` or
  /// ``stem(ofType:)``. The model groups types by what is wired together, and uses this only
  /// to name and seed the groups.
  public func moduleName(of name: String, isProtocol: Bool) -> String? {
    isProtocol ? stem(ofProtocol: name) : stem(ofType: name)
  }
}
