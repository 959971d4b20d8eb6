/// Tells navigators from other objects: what a router hands destinations to, pops, or asks
/// what is on screen. Calling one is navigating, whatever the object's name makes its role (a
/// `NavigationService`, a `TransitionsHandler`, a store of the navigation path).
///
/// An object navigates when its type
/// - is named for navigation: a word of its name is `Navigation`, `Navigator`, `Router`,
///   `Routing`, `Coordinator`, `Transition(s)`, `Wireframe` or `Segue` (`NavigationPath`,
///   `UINavigationController`, `AppRouterService`, `TransitionsHandler`), or it is a UIKit or
///   AppKit view controller class;
/// - is a router, or a destination: a type whose values the switch arms that build modules
///   match (``NavigationGraph/destinationTypes()``), or a collection or wrapper of one
///   (`[Destination]`, `Binding<[Route]>`);
/// - is a protocol whose requirements take such objects (`func open(_ link: AppLink)`), or
///   whose implementers all navigate;
/// - is a class or struct that conforms to a navigation protocol
///   (`UINavigationControllerDelegate`, a navigation library's `TransitionsCoordinatorDelegate`)
///   or holds navigation state (the path, a navigation controller, a transitions handler), and
///   holds no service or interactor: its state is navigation, it does no work of its own.
///
/// Only declarations are read (stored properties, conformances, protocol requirements), which
/// every file's facts have, whether the linter read it whole or not.
final class NavigatorIndex {
  private let table: TypeTable
  private let storyboards: StoryboardIndex
  private lazy var graph = NavigationGraph(table: table, storyboards: storyboards)
  private lazy var destinations = graph.destinationTypes()
  private var active: Set<Int> = []

  init(_ model: ModuleModel) {
    table = model.table
    storyboards = StoryboardIndex(model.storyboards)
  }

  /// Whether an object of the written type (with its generic arguments or elements)
  /// navigates.
  func isNavigator(typeName: String?, typeArguments: [String]) -> Bool {
    if let typeName, isNavigator(named: typeName) { return true }
    // `[Destination]`, `Binding<NavigationPath>`: a collection or wrapper of navigation state.
    return typeArguments.contains { isDirectNavigator(named: $0) }
  }

  /// Whether a call of `source`'s code makes destination values that lead to screens.
  func makesDestinations(_ call: CallFacts, in source: String) -> Bool {
    guard !call.values.isEmpty, let index = table.lookUp(source) else { return false }
    return graph.valuesLeadToScreens(call, in: index)
  }

  /// Whether an object of the named type navigates, by its name, what it is, or what it holds.
  private func isNavigator(named name: String, depth: Int = 0) -> Bool {
    if isDirectNavigator(named: name) { return true }
    guard depth < 3 else { return false }
    let stripped = SyntaxNames.strippedGenericArguments(name)
    return table.typesNamed(stripped).contains { isNavigator($0, depth: depth) }
  }

  /// Whether a name says navigation by itself: a navigation word, a view controller class, a
  /// router, a destination type.
  private func isDirectNavigator(named name: String) -> Bool {
    let stripped = SyntaxNames.strippedGenericArguments(name)
    if Self.hasNavigationWord(ModuleModel.lastComponent(stripped))
      || UIFramework.isViewControllerClass(stripped)
    {
      return true
    }
    return table.typesNamed(stripped).contains { index in
      destinations.contains(index) || table.types[index].role == .router
        || (table.types[index].kind == .protocol && table.types[index].implementerRole == .router)
    }
  }

  /// Whether a type of the table navigates by what it is and holds.
  private func isNavigator(_ index: Int, depth: Int) -> Bool {
    guard active.insert(index).inserted else { return false }
    defer { active.remove(index) }
    let type = table.types[index]
    switch type.kind {
    case .protocol:
      let takesNavigators = type.functions.contains { function in
        function.parameters.contains { $0.typeNames.contains(where: isDirectNavigator(named:)) }
      }
      if takesNavigators { return true }
      let implementers = table.implementers[index]
      return !implementers.isEmpty
        && implementers.allSatisfy { isNavigator($0, depth: depth + 1) }
    case .extension:
      return false
    case .class, .struct, .actor, .enum:
      var navigates = type.inherited.contains(where: isDirectNavigator(named:))
      for property in type.properties {
        var held = table.heldTypeNames(of: property)
        if property.typeName != nil { held += property.typeArguments }
        if held.contains(where: isDirectNavigator(named:)) {
          navigates = true
        } else if held.contains(where: { name in
          let role = table.role(ofTypeNamed: name)
          return role == .service || role == .interactor
        }) {
          return false
        }
      }
      return navigates
    }
  }

  /// The words of a type name that say it navigates.
  private static let navigationWords: Set<Substring> = [
    "Navigation", "Navigator", "Navigating", "Router", "Routing", "Coordinator", "Coordinating",
    "Transition", "Transitions", "Wireframe", "Segue",
  ]

  /// Whether a camel-case name has a navigation word (`AppNavigationService`, `UINavigation
  /// Controller`, `TransitionsHandler`); an acronym's last capital starts the next word.
  static func hasNavigationWord(_ name: String) -> Bool {
    let characters = Array(name)
    var start = 0
    for index in characters.indices.dropFirst() {
      let current = characters[index]
      let previous = characters[index - 1]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        current.isUppercase
        && (previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true))
      if startsWord {
        if navigationWords.contains(Substring(String(characters[start..<index]))) { return true }
        start = index
      }
    }
    return navigationWords.contains(Substring(String(characters[start...])))
  }
}
