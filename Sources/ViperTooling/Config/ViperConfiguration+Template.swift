extension ViperConfiguration {
  /// The commented `.viper.yml` that `viper init` writes, with `modules` and `tests` filled
  /// in when they could be guessed.
  ///
  /// - Parameters:
  ///   - modules: Where modules go, such as `Sources/App`.
  ///   - tests: Where their tests go, such as `Tests/AppTests`.
  public static func commentedTemplate(modules: String?, tests: String?) -> String {
    func line(_ key: String, _ value: String?, example: String) -> String {
      value.map { "\(key): \($0)" } ?? "# \(key): \(example)"
    }
    return """
      # viper configuration, read by `viper new` from the folder it runs in.
      # Every key is optional; paths are relative to this file's folder.

      # Where new modules go: `viper new Profile` writes <modules>/Profile/.
      \(line("modules", modules, example: "Sources/App"))

      # Where their tests go: <tests>/Profile/. Leave it out to write no tests.
      \(line("tests", tests, example: "Tests/AppTests"))

      # The module the tests `@testable import`. By default, the folder after `Sources/`
      # in `modules` (App for Sources/App).
      # import: App

      # The template set: terminal, uikit, swiftui, or the path of a set's folder.
      # `viper templates list` shows them all.
      template: terminal

      # A folder of your own template sets, one subfolder per set (each with a
      # template.yml). A set here replaces the bundled set of the same name.
      # templates: Templates

      # Who to name in the header of every generated file.
      # author: Jane Appleseed
      # company: Example Inc.

      # Role name suffixes: Profile + Presenter = ProfilePresenter. The view's default
      # comes from the template set (View, or ViewController for uikit).
      suffixes:
        presenter: Presenter
        interactor: Interactor
        router: Router
        builder: Builder
        # view: View

      # How contract protocols are named: input-output (ProfileViewInput, ProfileViewOutput,
      # ...) or directional (ProfilePresenterToView, ProfileViewToPresenter, ...).
      # contracts: input-output

      """
  }
}
