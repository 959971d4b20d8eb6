import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What navigation an Interface Builder storyboard holds: its scenes' view controllers (their
/// classes and storyboard identifiers, or the storyboard a reference points at) and the segues
/// between them. The navigation model follows a segue performed by identifier, a scene
/// instantiated by identifier and a storyboard's initial scene to the classes they show.
public struct StoryboardFacts: Sendable, Equatable {
  /// A view controller of a scene, or a reference to another storyboard's.
  public struct Controller: Sendable, Equatable {
    /// The element's `id`.
    public var id: String
    /// The element: `viewController`, `navigationController`, `tabBarController`,
    /// `viewControllerPlaceholder` (a storyboard reference), ...
    public var element: String
    /// The class set in Interface Builder (`customClass`), if any.
    public var customClass: String?
    /// The identifier code instantiates it by (`storyboardIdentifier`), if any.
    public var storyboardIdentifier: String?
    /// For a storyboard reference: the storyboard it points at.
    public var referencedStoryboard: String?
    /// For a storyboard reference: the scene of that storyboard, by its identifier; `nil` for
    /// its initial scene.
    public var referencedIdentifier: String?
  }

  /// A segue between two controllers.
  public struct Segue: Sendable, Equatable {
    /// The controller whose scene the segue starts from (the view controller around the
    /// button or cell that holds it).
    public var source: String
    /// The controller it leads to.
    public var destination: String
    /// The identifier code performs it by, if any.
    public var identifier: String?
    /// `show`, `presentation`, `embed`, `relationship`, `unwind`, ...
    public var kind: String
    /// Whether a control or a cell of the scene performs it when tapped (the segue is in a
    /// button's or a cell's connections), rather than code, by its identifier (in the
    /// controller's own connections).
    public var isTriggered = false
  }

  /// The file's path.
  public var path: String
  /// The storyboard's name: its file name without `.storyboard` (what `UIStoryboard(name:)`
  /// takes).
  public var name: String
  /// The initial view controller's id, if any.
  public var initial: String?
  /// The controllers, in document order.
  public var controllers: [Controller] = []
  /// The segues, in document order.
  public var segues: [Segue] = []
  /// Why the file could not be read, if it could not.
  public var problem: String?

  /// Reads a storyboard file. Never throws: a file that cannot be read or parsed gives no
  /// controllers and says why in ``problem``.
  public static func read(path: String) -> StoryboardFacts {
    guard let data = FileManager.default.contents(atPath: path) else {
      var facts = StoryboardFacts(path: path)
      facts.problem = "could not read the file"
      return facts
    }
    return parse(data, path: path)
  }

  /// Parses a storyboard's XML.
  public static func parse(_ data: Data, path: String) -> StoryboardFacts {
    let reader = StoryboardReader(facts: StoryboardFacts(path: path))
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let parsed = parser.parse()
    if !parsed || reader.error != nil || reader.depth != 0 {
      let reason = reader.error ?? parser.parserError?.localizedDescription ?? "it ends early"
      reader.facts.problem = "the storyboard is not well-formed XML: \(reason)"
    }
    return reader.facts
  }

  init(path: String) {
    self.path = path
    let file = (path as NSString).lastPathComponent
    name = file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
  }
}

/// The XML parser's delegate: keeps the controller the parser is inside, so a segue nested
/// in a button or a cell starts from its scene's controller.
private final class StoryboardReader: NSObject, XMLParserDelegate {
  var facts: StoryboardFacts
  /// For each open element, the controller id it opened (nil for other elements).
  private var stack: [String?] = []
  /// The first error the parser reported.
  var error: String?
  /// Whether the parser is inside a `scene`, the first controller of the scene open, and
  /// the segues of the scene's other objects (a gesture recognizer beside the controller),
  /// which start from that controller once the scene ends.
  private var inScene = false
  private var sceneController: String?
  private var sceneSegues: [StoryboardFacts.Segue] = []
  /// How many elements are open: not 0 at the end of a document cut short.
  var depth: Int { stack.count }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if error == nil { error = "\(parseError)" }
  }

  init(facts: StoryboardFacts) {
    self.facts = facts
  }

  /// The elements that are a scene's view controller.
  static func isController(_ element: String) -> Bool {
    element.hasSuffix("Controller") || element == "viewControllerPlaceholder"
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if element == "document" {
      facts.initial = attributes["initialViewController"]
    }
    if element == "scene" {
      inScene = true
      sceneController = nil
      sceneSegues = []
    }
    if Self.isController(element), let id = attributes["id"], stack.allSatisfy({ $0 == nil }) {
      facts.controllers.append(
        StoryboardFacts.Controller(
          id: id, element: element, customClass: attributes["customClass"],
          storyboardIdentifier: attributes["storyboardIdentifier"],
          referencedStoryboard: element == "viewControllerPlaceholder"
            ? attributes["storyboardName"] : nil,
          referencedIdentifier: attributes["referencedIdentifier"]))
      if inScene, sceneController == nil { sceneController = id }
      stack.append(id)
      return
    }
    if element == "segue", let destination = attributes["destination"],
      let controller = stack.lastIndex(where: { $0 != nil }), let source = stack[controller]
    {
      // Open below the controller: only its `connections` for a segue code performs; a view,
      // a button or a cell too for one a tap performs.
      facts.segues.append(
        StoryboardFacts.Segue(
          source: source, destination: destination, identifier: attributes["identifier"],
          kind: attributes["kind"] ?? "", isTriggered: stack.count - controller > 2))
    } else if element == "segue", inScene, let destination = attributes["destination"] {
      // A segue of an object of the scene beside its controller (a tap gesture recognizer):
      // the controller's, performed when the object is used.
      sceneSegues.append(
        StoryboardFacts.Segue(
          source: "", destination: destination, identifier: attributes["identifier"],
          kind: attributes["kind"] ?? "", isTriggered: true))
    }
    stack.append(nil)
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    _ = stack.popLast()
    if element == "scene" {
      if let controller = sceneController {
        for var segue in sceneSegues {
          segue.source = controller
          facts.segues.append(segue)
        }
      }
      inScene = false
      sceneSegues = []
    }
  }
}
