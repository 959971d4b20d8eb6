import Testing

@testable import ViperTooling

/// How `FileAnalyzer` reads a file on the linter's first pass: a file whose bytes guess a
/// role whose bodies a rule reads is walked whole at once, without a declarations walk first,
/// and gives the facts of a whole read; a wrong guess gives the facts of a declarations read.
@Suite struct FileAnalyzerTests {
  private let naming = LintConfiguration().naming

  private func analyzed(_ source: String, naming: RoleNaming?) -> FileFacts {
    FileAnalyzer.analyze(bytes: Array(source.utf8), path: "App/Home/Thing.swift", naming: naming)
  }

  @Test("a role file guessed from its bytes gives the facts of the file read whole")
  func guessedRoleFileIsReadWhole() {
    let source = """
      import UIKit

      final class HomePresenter: HomeViewOutput {
        weak var view: (any HomeViewInput)?
        var router: HomeRouter?
        func viewDidLoad() {
          router?.showDetail(.item("1"))
          view?.reload()
        }
      }

      struct HomeItem { let title: String }

      """
    let firstPass = analyzed(source, naming: naming)
    #expect(firstPass.isComplete)
    #expect(firstPass == analyzed(source, naming: nil))
    let presenter = firstPass.types.first { $0.name == "HomePresenter" }
    #expect(presenter?.calls.map(\.callee) == ["showDetail", "item", "reload"])
  }

  @Test("a guess from a type keyword in a comment reads the file for its declarations only")
  func wrongGuessReadsDeclarationsOnly() {
    let source = """
      // Replaces the old `class HomePresenter { }`, which did everything.
      struct HomeItem {
        let title: String
        func render() { print(title) }
      }

      """
    let firstPass = analyzed(source, naming: naming)
    #expect(!firstPass.isComplete)
    #expect(firstPass.types.map(\.name) == ["HomeItem"])
    #expect(firstPass.types.first?.calls.isEmpty == true)
    #expect(firstPass.types.first?.properties.map(\.name) == ["title"])
  }

  @Test(
    "a view controller subclass is read whole whatever its name: it may be a module's view, or a screen of no module whose loading builds modules"
  )
  func viewControllerSubclassesAreReadWhole() throws {
    let source = """
      import UIKit
      class ShellController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [FeedRouter.createModule()]
        }
      }
      struct ShellStyle {
        func apply() { print("style") }
      }

      """
    let firstPass = analyzed(source, naming: naming)
    #expect(firstPass.isComplete)
    #expect(firstPass == analyzed(source, naming: nil))
    #expect(firstPass.types.first?.calls.map(\.callee).contains("createModule") == true)
    // The same file without the controller is read for its declarations only.
    let start = try #require(source.range(of: "struct ShellStyle")).lowerBound
    let style = analyzed(String(source[start...]), naming: naming)
    #expect(!style.isComplete)
  }
}
