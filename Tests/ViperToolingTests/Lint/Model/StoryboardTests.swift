import Foundation
import ProcessTestSupport
import Testing

@testable import ViperTooling

/// Routes that only a storyboard names: a segue performed by its identifier (to a scene of
/// another storyboard through a reference), a scene instantiated by its identifier, a
/// container's embed segue and a tab bar controller's tabs. The storyboards are written for
/// these tests, in the form Interface Builder saves.
@Suite("Lint model: storyboards", .cpuBound)
struct StoryboardTests {
  static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab-1">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tabBarController id="tab-1" sceneMemberID="viewController">
              <connections>
                <segue destination="nav-1" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="ref-2" kind="relationship" relationship="viewControllers" id="r2"/>
              </connections>
            </tabBarController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <navigationController id="nav-1" sceneMemberID="viewController">
              <connections>
                <segue destination="list-1" kind="relationship" relationship="rootViewController" id="r3"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <tableViewController id="list-1" customClass="ListViewController" customModule="App" sceneMemberID="viewController">
              <tableView key="view" id="t1">
                <prototypes>
                  <tableViewCell id="c1">
                    <connections>
                      <segue destination="ref-1" kind="show" identifier="showDetail" id="g1"/>
                    </connections>
                  </tableViewCell>
                </prototypes>
              </tableView>
              <connections>
                <segue destination="banner-1" kind="embed" id="g2"/>
              </connections>
            </tableViewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
          </objects>
        </scene>
        <scene sceneID="s4">
          <objects>
            <viewControllerPlaceholder storyboardName="Detail" id="ref-1" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsScene" id="ref-2" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="s5">
          <objects>
            <viewController storyboardIdentifier="BannerScene" id="banner-1" customClass="BannerViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static let detail = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="d1">
      <scenes>
        <scene sceneID="x1">
          <objects>
            <viewController id="d1" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="y1">
          <objects>
            <viewController storyboardIdentifier="SettingsScene" id="e1" customClass="SettingsViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test func readsScenesSeguesAndReferences() {
    let facts = StoryboardFacts.parse(Data(Self.main.utf8), path: "App/Main.storyboard")
    #expect(facts.name == "Main")
    #expect(facts.initial == "tab-1")
    #expect(facts.problem == nil)
    #expect(
      facts.controllers.map(\.id) == ["tab-1", "nav-1", "list-1", "ref-1", "ref-2", "banner-1"])
    #expect(facts.controllers[2].customClass == "ListViewController")
    #expect(facts.controllers[3].referencedStoryboard == "Detail")
    #expect(facts.controllers[4].referencedIdentifier == "SettingsScene")
    // The cell's segue starts from the scene's controller.
    #expect(
      facts.segues.map { "\($0.source) -\($0.kind)-> \($0.destination) \($0.identifier ?? "")" }
        == [
          "tab-1 -relationship-> nav-1 ", "tab-1 -relationship-> ref-2 ",
          "nav-1 -relationship-> list-1 ", "list-1 -show-> ref-1 showDetail",
          "list-1 -embed-> banner-1 ",
        ])
    // Only the cell's segue is performed by a tap; the others are the controllers' own.
    #expect(facts.segues.map(\.isTriggered) == [false, false, false, true, false])
  }

  @Test func followsSeguesReferencesAndContainersToTheClassesShown() {
    let index = StoryboardIndex([
      StoryboardFacts.parse(Data(Self.main.utf8), path: "App/Main.storyboard"),
      StoryboardFacts.parse(Data(Self.detail.utf8), path: "App/Detail.storyboard"),
      StoryboardFacts.parse(Data(Self.settings.utf8), path: "App/Settings.storyboard"),
    ])
    #expect(
      index.classesShown(byString: "showDetail", from: ["ListViewController"], initialScenes: false)
        == ["DetailViewController"])
    #expect(
      index.classesShown(byString: "BannerScene", from: [], initialScenes: false)
        == ["BannerViewController"])
    #expect(index.classesShown(byString: "Detail", from: [], initialScenes: false) == [])
    #expect(
      index.classesShown(byString: "Detail", from: [], initialScenes: true) == [
        "DetailViewController"
      ])
    #expect(index.classesEmbedded(by: "ListViewController") == ["BannerViewController"])
  }

  /// A popup whose "edit" button unwinds to the list, which has a show segue of that name to
  /// the editor: the popup's "edit" goes back, while the list's, or code of another scene's
  /// (which has no segue of that name at all), opens the editor.
  static let unwinding = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="u1">
          <objects>
            <viewController id="list-u" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="edit-u" kind="show" identifier="edit" id="u2"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="u3">
          <objects>
            <viewController id="edit-u" customClass="EditViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="u4">
          <objects>
            <viewController id="popup-u" customClass="PopupViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="exit-u" kind="unwind" identifier="edit" unwindAction="editUnwind:" id="u5"/>
              </connections>
            </viewController>
            <exit id="exit-u" userLabel="Exit" sceneMemberID="exit"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test func aNameTheCallersSceneUnwindsByGoesBackNotToAnotherScenesSegue() {
    let index = StoryboardIndex([
      StoryboardFacts.parse(Data(Self.unwinding.utf8), path: "App/Todo.storyboard")
    ])
    #expect(
      index.classesShown(byString: "edit", from: ["ListViewController"], initialScenes: false)
        == ["EditViewController"])
    #expect(
      index.classesShown(byString: "edit", from: ["PopupViewController"], initialScenes: false)
        == [])
    #expect(
      index.classesShown(byString: "edit", from: ["SearchViewController"], initialScenes: false)
        == ["EditViewController"])
  }

  /// A sign-in scene whose button opens the sign-up scene by a segue no code performs, and
  /// whose controller has a manual segue to the help scene that no code performs either.
  static let buttonSegues = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="b1">
          <objects>
            <viewController id="signin-b" customClass="SignInViewController" sceneMemberID="viewController">
              <view key="view" id="b2">
                <subviews>
                  <button id="b3">
                    <connections>
                      <segue destination="signup-b" kind="show" id="b4"/>
                    </connections>
                  </button>
                </subviews>
              </view>
              <connections>
                <segue destination="help-b" kind="presentation" identifier="help" id="b5"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="b6">
          <objects>
            <viewController id="signup-b" customClass="SignUpViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="b7">
          <objects>
            <viewController id="help-b" customClass="HelpViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// A module per name whose view controller is a storyboard scene's class and whose code
  /// navigates nowhere: what routes they have, the storyboard gives.
  static func sceneModules(_ names: [String]) -> [String: String] {
    var files: [String: String] = [:]
    for name in names {
      files["App/\(name).swift"] = """
        import UIKit
        protocol \(name)ViewInput: AnyObject { func show(title: String) }
        final class \(name)Presenter { weak var view: (any \(name)ViewInput)? }
        final class \(name)ViewController: UIViewController, \(name)ViewInput {
          var presenter: \(name)Presenter?
          func show(title: String) {}
        }

        """
    }
    return files
  }

  @Test func aButtonsSegueIsARouteOfItsScenesModuleWithNoCode() async throws {
    var files = Self.sceneModules(["SignIn", "SignUp", "Help"])
    files["App/Auth.storyboard"] = Self.buttonSegues
    let routes = try await Self.graphRoutes(of: files)
    #expect(routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" } == ["SignIn -> SignUp"])
    #expect(routes.first?["chain"] as? [String] == ["storyboard: segue to SignUpViewController"])
  }

  /// A scene whose tap gesture recognizer, an object of the scene beside its controller,
  /// performs a custom segue; the segue of a scene with no controller starts nowhere.
  static let gestureSegues = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="g1">
          <objects>
            <viewController id="summary-g" customClass="SummaryViewController" sceneMemberID="viewController">
              <view key="view" id="g2">
                <connections>
                  <outletCollection property="gestureRecognizers" destination="g3" appends="YES" id="g4"/>
                </connections>
              </view>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="g5" sceneMemberID="firstResponder"/>
            <tapGestureRecognizer id="g3">
              <connections>
                <segue destination="options-g" kind="custom" identifier="options" customClass="SheetSegue" id="g6"/>
              </connections>
            </tapGestureRecognizer>
          </objects>
        </scene>
        <scene sceneID="g7">
          <objects>
            <viewController id="options-g" customClass="OptionsViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="g8">
          <objects>
            <tapGestureRecognizer id="g9">
              <connections>
                <segue destination="summary-g" kind="custom" id="g10"/>
              </connections>
            </tapGestureRecognizer>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test(
    "a segue of an object beside the scene's controller (a tap gesture recognizer) starts from that controller, on a tap: a route of its module with no code"
  )
  func aGestureRecognizersSegueIsARouteOfItsScenesModule() async throws {
    let facts = StoryboardFacts.parse(Data(Self.gestureSegues.utf8), path: "App/Summary.storyboard")
    #expect(
      facts.segues.map { "\($0.source) -\($0.kind)-> \($0.destination) \($0.isTriggered)" }
        == ["summary-g -custom-> options-g true"])
    var files = Self.sceneModules(["Summary", "Options"])
    files["App/Summary.storyboard"] = Self.gestureSegues
    let routes = try await Self.graphRoutes(of: files)
    #expect(routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" } == ["Summary -> Options"])
  }

  @Test func aStoryboardThatIsNotXMLSaysSoAndShowsNothing() {
    let facts = StoryboardFacts.parse(
      Data("<document><scenes></document>".utf8), path: "Broken.storyboard")
    #expect(facts.problem?.hasPrefix("the storyboard is not well-formed XML") == true)
    #expect(
      StoryboardFacts.read(path: "/no/such/Main.storyboard").problem == "could not read the file")
  }

  /// The detail module, whose router instantiates the settings scene by `sceneIdentifier` (an
  /// expression), with `declaring` written before the router.
  static func detailSource(sceneIdentifier: String, declaring: String = "") -> String {
    """
    import UIKit
    protocol DetailViewInput: AnyObject { func show(title: String) }
    final class DetailPresenter {
      weak var view: (any DetailViewInput)?
      let router: DetailRouter
      init(router: DetailRouter) { self.router = router }
      func settingsPressed() { router.openSettings() }
    }
    \(declaring)final class DetailRouter {
      weak var view: DetailViewController?
      func openSettings() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let next = storyboard.instantiateViewController(withIdentifier: \(sceneIdentifier))
        view?.navigationController?.pushViewController(next, animated: true)
      }
    }
    final class DetailViewController: UIViewController, DetailViewInput {
      var presenter: DetailPresenter?
      func show(title: String) {}
    }

    """
  }

  /// Swift code of the modules the storyboards show: the list's router performs the segue by
  /// its identifier; the detail's router instantiates the settings scene by its identifier.
  static let sources: [String: String] = [
    "App/List.swift": """
    import UIKit
    protocol ListViewInput: AnyObject { func show(rows: [String]) }
    final class ListPresenter {
      weak var view: (any ListViewInput)?
      let router: ListRouter
      init(router: ListRouter) { self.router = router }
      func didSelect() { router.openDetail() }
    }
    final class ListRouter {
      weak var view: ListViewController?
      func openDetail() { view?.performSegue(withIdentifier: "showDetail", sender: nil) }
    }
    final class ListViewController: UITableViewController, ListViewInput {
      var presenter: ListPresenter?
      func show(rows: [String]) {}
    }

    """,
    "App/Detail.swift": detailSource(sceneIdentifier: "\"SettingsScene\""),
    "App/Settings.swift": """
    import UIKit
    protocol SettingsViewInput: AnyObject { func show(title: String) }
    final class SettingsPresenter { weak var view: (any SettingsViewInput)? }
    final class SettingsViewController: UIViewController, SettingsViewInput {
      var presenter: SettingsPresenter?
      func show(title: String) {}
    }

    """,
    "App/Banner.swift": """
    import UIKit
    protocol BannerViewInput: AnyObject { func show(text: String) }
    final class BannerPresenter { weak var view: (any BannerViewInput)? }
    final class BannerViewController: UIViewController, BannerViewInput {
      var presenter: BannerPresenter?
      func show(text: String) {}
    }

    """,
  ]

  /// The segue and scene identifiers named by constants: the list's router hands its
  /// presenter a constant that is a `String` enum's case's raw value, and the presenter has the
  /// view perform the segue with it; the detail's router instantiates a scene by a constant
  /// string.
  static let constantSources: [String: String] = [
    "App/List.swift": """
    import UIKit
    protocol ListViewInput: AnyObject {
      func show(rows: [String])
      func performSegue(withIdentifier identifier: String, sender: Any?)
    }
    protocol ListRouterOutput: AnyObject { func perform(segue identifier: String) }
    final class ListPresenter: ListRouterOutput {
      weak var view: (any ListViewInput)?
      let router: ListRouter
      init(router: ListRouter) { self.router = router }
      func didSelect() { router.openDetail() }
      func perform(segue identifier: String) {
        view?.performSegue(withIdentifier: identifier, sender: nil)
      }
    }
    final class ListRouter {
      enum Segue: String {
        case showDetail
      }
      enum Identifiers {
        static let detail = Segue.showDetail.rawValue
      }
      weak var output: (any ListRouterOutput)?
      func openDetail() { output?.perform(segue: Identifiers.detail) }
    }
    final class ListViewController: UITableViewController, ListViewInput {
      var presenter: ListPresenter?
      func show(rows: [String]) {}
    }

    """,
    "App/Detail.swift": detailSource(
      sceneIdentifier: "Scenes.settings",
      declaring: "enum Scenes {\n  static let settings = \"SettingsScene\"\n}\n"),
  ]

  /// With `constants`, the identifiers are written as constants (``constantSources``): they
  /// lead where the strings they stand for do.
  @Test(arguments: [false, true])
  func viperGraphFollowsSegueAndSceneIdentifiersInTheStoryboards(constants: Bool) async throws {
    var files = Self.sources
    if constants { files.merge(Self.constantSources) { _, constant in constant } }
    files["App/Main.storyboard"] = Self.main
    files["App/Detail.storyboard"] = Self.detail
    files["App/Settings.storyboard"] = Self.settings
    let routes = try await Self.graphRoutes(of: files)
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "Detail -> Settings", "List -> Banner", "List -> Detail",
      ])
    let list = try #require(
      routes.first { $0["from"] as? String == "List" && $0["to"] as? String == "Detail" })
    #expect(
      list["chain"] as? [String]
        == (constants
          ? [
            "router.openDetail()", "ListRouter.openDetail", "output.perform()",
            "Identifiers.detail -> \"showDetail\" -> storyboard scene DetailViewController",
          ]
          : [
            "router.openDetail()", "ListRouter.openDetail", "view.performSegue()",
            "\"showDetail\" -> storyboard scene DetailViewController",
          ]))
  }

  /// The segue identifier read from a constant the view declares: the list's router performs
  /// the segue on its view with `viewController.detailSegue` (`let detailSegue =
  /// "showDetail"`); a scene instantiated with a parameter named like the router's constant
  /// is not the constant's.
  static let propertySources: [String: String] = [
    "App/List.swift": """
    import UIKit
    protocol ListViewInput: AnyObject { func show(rows: [String]) }
    final class ListPresenter {
      weak var view: (any ListViewInput)?
      let router: ListRouter
      init(router: ListRouter) { self.router = router }
      func didSelect() { router.openDetail() }
    }
    final class ListRouter {
      var viewController: ListViewController!
      func openDetail() {
        viewController.performSegue(withIdentifier: viewController.detailSegue, sender: nil)
      }
      let settingsScene = "SettingsScene"
      func open(settingsScene: String) {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let next = storyboard.instantiateViewController(withIdentifier: settingsScene)
        viewController.navigationController?.pushViewController(next, animated: true)
      }
    }
    final class ListViewController: UITableViewController, ListViewInput {
      let detailSegue = "showDetail"
      var presenter: ListPresenter?
      func show(rows: [String]) {}
    }

    """
  ]

  @Test(
    "a segue performed with the identifier a property holds leads where the string it is declared with does; a parameter named like a constant is not that constant"
  )
  func viperGraphFollowsSegueIdentifiersKeptInProperties() async throws {
    var files = Self.sources.merging(Self.propertySources) { _, property in property }
    files["App/Main.storyboard"] = Self.main
    files["App/Detail.storyboard"] = Self.detail
    files["App/Settings.storyboard"] = Self.settings
    let routes = try await Self.graphRoutes(of: files)
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "Detail -> Settings", "List -> Banner", "List -> Detail",
      ])
    let list = try #require(
      routes.first { $0["from"] as? String == "List" && $0["to"] as? String == "Detail" })
    #expect(
      list["chain"] as? [String] == [
        "router.openDetail()", "ListRouter.openDetail", "viewController.performSegue()",
        "ListViewController.detailSegue -> \"showDetail\" -> storyboard scene DetailViewController",
      ])
  }

  /// A shared window object swaps its root for the initial scene of a storyboard whose name a
  /// value maps to: through a switch arm (`case .tabs: return "Main"`) or a raw value (`case
  /// detail = "Detail"`). The routers hand it the value only.
  static let windowSources: [String: String] = [
    "App/RootSwitcher.swift": """
    import UIKit
    final class RootSwitcher {
      static let shared = RootSwitcher()
      var window: UIWindow?
      enum Root {
        case tabs
        var storyboardName: String {
          switch self {
          case .tabs: return "Main"
          }
        }
      }
      enum Board: String {
        case detail = "Detail"
      }
      func show(_ root: Root) {
        let storyboard = UIStoryboard(name: root.storyboardName, bundle: nil)
        window?.rootViewController = storyboard.instantiateInitialViewController()
      }
      func show(board: Board) {
        window?.rootViewController =
          UIStoryboard(name: board.rawValue, bundle: nil).instantiateInitialViewController()
      }
    }

    """,
    "App/List.swift": """
    import UIKit
    protocol ListViewInput: AnyObject { func show(rows: [String]) }
    final class ListPresenter {
      weak var view: (any ListViewInput)?
      let router: ListRouter
      init(router: ListRouter) { self.router = router }
      func didSelect() { router.openDetail() }
    }
    final class ListRouter {
      func openDetail() { RootSwitcher.shared.show(board: .detail) }
    }
    final class ListViewController: UITableViewController, ListViewInput {
      var presenter: ListPresenter?
      func show(rows: [String]) {}
    }

    """,
    "App/Detail.swift": """
    import UIKit
    protocol DetailViewInput: AnyObject { func show(title: String) }
    final class DetailPresenter {
      weak var view: (any DetailViewInput)?
      let router: DetailRouter
      init(router: DetailRouter) { self.router = router }
      func signedOut() { router.restart() }
    }
    final class DetailRouter {
      func restart() {
        let switcher = RootSwitcher.shared
        switcher.show(.tabs)
      }
    }
    final class DetailViewController: UIViewController, DetailViewInput {
      var presenter: DetailPresenter?
      func show(title: String) {}
    }

    """,
  ]

  @Test func aValueMappedToAStoryboardsNameLeadsToItsInitialScene() async throws {
    var files = Self.windowSources
    files["App/Settings.swift"] = Self.sources["App/Settings.swift"]
    files["App/Banner.swift"] = Self.sources["App/Banner.swift"]
    files["App/Main.storyboard"] = Self.main
    files["App/Detail.storyboard"] = Self.detail
    files["App/Settings.storyboard"] = Self.settings
    let routes = try await Self.graphRoutes(of: files)
    // Main's initial scene is a tab bar: the list (in a navigation controller) and the
    // settings scene are its tabs; the list embeds the banner wherever it is shown.
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "Detail -> List", "Detail -> Settings", "List -> Banner", "List -> Detail",
      ])
    let restart = try #require(
      routes.first { $0["from"] as? String == "Detail" && $0["to"] as? String == "List" })
    #expect(
      restart["chain"] as? [String] == [
        "router.restart()", "DetailRouter.restart", "switcher.show()",
        ".tabs -> \"Main\" -> storyboard scene ListViewController",
      ])
  }

  /// A container of no module (a drawer with no presenter) whose scene embeds a navigation
  /// controller rooted at the list and, beside it, the banner: a router that instantiates the
  /// container's scene by its identifier shows what the scene embeds.
  static let drawer = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="w1">
          <objects>
            <viewController storyboardIdentifier="DrawerScene" id="drawer-1" customClass="DrawerContainerViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="nav-9" kind="embed" id="w2"/>
                <segue destination="banner-9" kind="embed" id="w3"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="w4">
          <objects>
            <navigationController id="nav-9" sceneMemberID="viewController">
              <connections>
                <segue destination="list-9" kind="relationship" relationship="rootViewController" id="w5"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="w6">
          <objects>
            <tableViewController id="list-9" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="w7">
          <objects>
            <viewController id="banner-9" customClass="BannerViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static let welcome = """
    import UIKit
    protocol WelcomeViewInput: AnyObject { func show(greeting: String) }
    final class WelcomePresenter {
      weak var view: (any WelcomeViewInput)?
      let router: WelcomeRouter
      init(router: WelcomeRouter) { self.router = router }
      func didSignIn() { router.openHome() }
    }
    final class WelcomeRouter {
      weak var screen: UIViewController?
      func openHome() {
        let board = UIStoryboard(name: "Drawer", bundle: nil)
        let drawer = board.instantiateViewController(withIdentifier: "DrawerScene")
        screen?.navigationController?.pushViewController(drawer, animated: true)
      }
    }
    final class WelcomeViewController: UIViewController, WelcomeViewInput {
      var presenter: WelcomePresenter?
      func show(greeting: String) {}
    }
    final class DrawerContainerViewController: UIViewController {}

    """

  @Test func aSceneOfNoModuleShowsTheScreensItsStoryboardEmbeds() async throws {
    var files = [
      "App/Welcome.swift": Self.welcome, "App/Drawer.storyboard": Self.drawer,
    ]
    files["App/List.swift"] = Self.sources["App/List.swift"]
    files["App/Banner.swift"] = Self.sources["App/Banner.swift"]
    let routes = try await Self.graphRoutes(of: files)
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "Welcome -> Banner", "Welcome -> List",
      ])
    let banner = try #require(
      routes.first { $0["from"] as? String == "Welcome" && $0["to"] as? String == "Banner" })
    #expect(
      (banner["chain"] as? [String])?.suffix(2) == [
        "\"DrawerScene\" -> storyboard scene DrawerContainerViewController",
        "storyboard: DrawerContainerViewController embeds BannerViewController",
      ])
  }

  /// A sign-in router that makes the window's root a tab container of no module, instantiated
  /// from its storyboard scene and cast: the container builds the selected tab's module in
  /// its `didSet`, which setting the tab when its view loads runs.
  static let tabsBoard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="m1">
          <objects>
            <viewController storyboardIdentifier="TabsScene" id="tabs-1" customClass="TabsViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static let signIn = """
    import UIKit
    final class SignInPresenter {
      let router: SignInRouter
      init(router: SignInRouter) { self.router = router }
      func didSignIn() { router.openTabs() }
    }
    final class SignInRouter {
      weak var screen: UIViewController?
      func openTabs() {
        let board = UIStoryboard(name: "Tabs", bundle: nil)
        let tabs = board.instantiateViewController(withIdentifier: "TabsScene") as! TabsViewController
        screen?.view.window?.rootViewController = tabs
      }
    }
    final class SignInViewController: UIViewController {
      var presenter: SignInPresenter?
    }
    enum Tab: Int { case list, banner }
    final class TabsViewController: UIViewController {
      var selected: Tab = .list {
        didSet { showSelected() }
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        self.selected = .list
      }
      private func showSelected() {
        switch selected {
        case .list: addChild(ListViewController())
        case .banner: addChild(BannerViewController())
        }
      }
    }

    """

  @Test func aSceneOfNoModuleShowsWhatItBuildsOnceMadeAndAnObserverRunsWhenAssigned()
    async throws
  {
    var files = ["App/SignIn.swift": Self.signIn, "App/Tabs.storyboard": Self.tabsBoard]
    files["App/List.swift"] = Self.sources["App/List.swift"]
    files["App/Banner.swift"] = Self.sources["App/Banner.swift"]
    let routes = try await Self.graphRoutes(of: files)
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "SignIn -> Banner", "SignIn -> List",
      ])
    let banner = try #require(routes.first { $0["to"] as? String == "Banner" })
    #expect(
      (banner["chain"] as? [String])?.contains("TabsViewController.viewDidLoad") == true)
    #expect((banner["chain"] as? [String])?.contains("TabsViewController.selected") == true)
  }

  /// A router that reaches storyboards through the accessors R.swift generates (whose code is
  /// generated at build time, so it is not in the folder): a storyboard's initial scene, and a
  /// scene by the function named for its storyboard identifier.
  static let greeting = """
    import UIKit
    protocol GreetingViewInput: AnyObject { func show(text: String) }
    final class GreetingPresenter {
      weak var view: (any GreetingViewInput)?
      let router: GreetingRouter
      init(router: GreetingRouter) { self.router = router }
      func detailPressed() { router.openDetail() }
      func settingsPressed() { router.openSettings() }
    }
    final class GreetingRouter {
      weak var view: UIViewController?
      func openDetail() {
        guard let next = R.storyboard.detail.instantiateInitialViewController() else { return }
        view?.navigationController?.pushViewController(next, animated: true)
      }
      func openSettings() {
        guard let next = R.storyboard.settings.settingsScene() else { return }
        view?.present(next, animated: true)
      }
    }
    final class GreetingViewController: UIViewController, GreetingViewInput {
      var presenter: GreetingPresenter?
      func show(text: String) {}
    }

    """

  @Test func rSwiftsStoryboardAccessorsLeadToTheScenesTheyInstantiate() async throws {
    let files = [
      "App/Greeting.swift": Self.greeting, "App/Detail.storyboard": Self.detail,
      "App/Settings.storyboard": Self.settings,
      "App/Detail.swift": Self.sources["App/Detail.swift"] ?? "",
      "App/Settings.swift": Self.sources["App/Settings.swift"] ?? "",
    ]
    let routes = try await Self.graphRoutes(of: files)
      .filter { $0["from"] as? String == "Greeting" }
    #expect(
      routes.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }.sorted() == [
        "Greeting -> Detail", "Greeting -> Settings",
      ])
    let settings = try #require(routes.first { $0["to"] as? String == "Settings" })
    #expect(
      (settings["chain"] as? [String])?.last
        == "R.storyboard.settings.settingsScene() -> storyboard scene SettingsViewController")
  }

  /// The routes `viper graph --format json` finds in a folder of these files.
  static func graphRoutes(of files: [String: String]) async throws -> [[String: Any]] {
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let output = try await ViperBinary.run(["graph", "--format", "json", folder.path()])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let units = try #require(report["units"] as? [[String: Any]])
    return units.flatMap { ($0["routes"] as? [[String: Any]]) ?? [] }
  }
}
