/// The storyboards of a codebase, for the navigation model: which classes a segue, a scene
/// identifier or a storyboard's name leads to, and what a scene embeds.
struct StoryboardIndex: Sendable {
  private var storyboards: [StoryboardFacts]
  private var byName: [String: Int] = [:]

  init(_ storyboards: [StoryboardFacts]) {
    self.storyboards = storyboards
    for (index, storyboard) in storyboards.enumerated() where byName[storyboard.name] == nil {
      byName[storyboard.name] = index
    }
  }

  var isEmpty: Bool { storyboards.isEmpty }

  /// The classes a controller of a storyboard shows: its own, or for a container with no
  /// class of its own (a navigation controller, a tab bar controller), what its relationship
  /// segues lead to; for a storyboard reference, the scene it points at.
  func classesShown(by id: String, in storyboard: Int, depth: Int = 0) -> [String] {
    guard depth < 8,
      let controller = storyboards[storyboard].controllers.first(where: { $0.id == id })
    else { return [] }
    if let name = controller.referencedStoryboard {
      guard let other = byName[name] else { return [] }
      if let identifier = controller.referencedIdentifier {
        return storyboards[other].controllers.filter { $0.storyboardIdentifier == identifier }
          .flatMap { classesShown(by: $0.id, in: other, depth: depth + 1) }
      }
      return storyboards[other].initial.map { classesShown(by: $0, in: other, depth: depth + 1) }
        ?? []
    }
    if let customClass = controller.customClass { return [customClass] }
    return storyboards[storyboard].segues
      .filter { $0.source == id && $0.kind == "relationship" }
      .flatMap { classesShown(by: $0.destination, in: storyboard, depth: depth + 1) }
  }

  /// The classes code that writes `text` can show: the destinations of segues with that
  /// identifier from a scene of one of `sources` (the classes of the module that performs it;
  /// from any scene when none of them has such a segue, nor an unwind segue of that name),
  /// the scenes with that storyboard
  /// identifier, and with `initialScenes` (the code instantiates a storyboard's initial
  /// scene) the initial scene of the storyboard with that name.
  func classesShown(byString text: String, from sources: Set<String>, initialScenes: Bool)
    -> [String]
  {
    var result: [String] = []
    var fromSources: [String] = []
    var fromAny: [String] = []
    // An unwind segue of the caller's own scenes by that name goes back: the name is that
    // segue's, not another scene's segue of the same name.
    var unwindsHere = false
    for (index, storyboard) in storyboards.enumerated() {
      let classOf = Dictionary(
        storyboard.controllers.compactMap { controller in
          controller.customClass.map { (controller.id, $0) }
        },
        uniquingKeysWith: { first, _ in first })
      for segue in storyboard.segues where segue.identifier == text {
        let isOwn = classOf[segue.source].map(sources.contains) ?? false
        if segue.kind == "unwind" {
          unwindsHere = unwindsHere || isOwn
          continue
        }
        let shown = classesShown(by: segue.destination, in: index)
        if isOwn {
          fromSources += shown
        } else {
          fromAny += shown
        }
      }
      for controller in storyboard.controllers where controller.storyboardIdentifier == text {
        result += classesShown(by: controller.id, in: index)
      }
    }
    result += fromSources.isEmpty && !unwindsHere ? fromAny : fromSources
    if initialScenes, let index = byName[text], let initial = storyboards[index].initial {
      result += classesShown(by: initial, in: index)
    }
    return result
  }

  /// The classes an accessor R.swift generates for a storyboard shows: with `identifier`, the
  /// scenes whose storyboard identifier it is named for, else the storyboard's initial scene.
  /// R.swift names a storyboard and an identifier in lower camel case (`Main-Flow` is
  /// `mainFlow`, `SettingsController` is `settingsController`): names are compared by their
  /// letters and digits, ignoring case.
  func classesShown(generatedStoryboard name: String, identifier: String?) -> [String] {
    let wanted = Self.generatedKey(name)
    let wantedIdentifier = identifier.map(Self.generatedKey)
    var result: [String] = []
    for (index, storyboard) in storyboards.enumerated()
    where Self.generatedKey(storyboard.name) == wanted {
      if let wantedIdentifier {
        for controller in storyboard.controllers
        where controller.storyboardIdentifier.map(Self.generatedKey) == wantedIdentifier {
          result += classesShown(by: controller.id, in: index)
        }
      } else if let initial = storyboard.initial {
        result += classesShown(by: initial, in: index)
      }
    }
    return result
  }

  /// A name as R.swift's identifiers keep it: its letters and digits, lowercased.
  private static func generatedKey(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The classes the scenes of `className` show when a control or a cell of theirs is tapped:
  /// the destinations of their triggered segues (``StoryboardFacts/Segue/isTriggered``), but
  /// an unwind's, which goes back, or a container's.
  func classesSegued(by className: String) -> [String] {
    classesShown(bySeguesOf: className) { segue in
      segue.isTriggered && segue.kind != "embed" && segue.kind != "relationship"
        && segue.kind != "unwind"
    }
  }

  /// What the scenes of a class show without code: the destinations of their embed and
  /// relationship segues (a container's children, a tab bar controller's tabs).
  func classesEmbedded(by className: String) -> [String] {
    classesShown(bySeguesOf: className) { $0.kind == "embed" || $0.kind == "relationship" }
  }

  /// The destinations' classes of the segues `including` keeps that start from a scene of
  /// `className`.
  private func classesShown(
    bySeguesOf className: String, including: (StoryboardFacts.Segue) -> Bool
  ) -> [String] {
    var result: [String] = []
    for (index, storyboard) in storyboards.enumerated() {
      for controller in storyboard.controllers where controller.customClass == className {
        for segue in storyboard.segues where segue.source == controller.id && including(segue) {
          result += classesShown(by: segue.destination, in: index)
        }
      }
    }
    return result
  }
}
