import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct LintConfigurationTests {
  @Test func readsSeveritiesExclusionsAndVocabularyUnderLint() throws {
    let configuration = try LintConfiguration.parse(
      yaml: """
        generator:
          author: someone
        lint:
          rules:
            HoldRolesThroughProtocols: off
            NoIOInPresenters: error
          excluded: [Sources/Legacy]
          suffixes:
            router: [Coordinator]
          folders:
            view: [Screens]
        """)
    #expect(configuration.severity(for: HoldRolesThroughProtocols.self) == nil)
    #expect(configuration.severity(for: NoIOInPresenters.self) == .error)
    #expect(configuration.severity(for: HoldBackReferencesWeakly.self) == .error)
    #expect(configuration.excluded == ["Sources/Legacy"])
    #expect(configuration.naming.roleSuffix(of: "UsersCoordinator")?.role == .router)
    #expect(configuration.naming.folders["Screens"] == .view)
  }

  @Test func anEmptyFileOrOneWithoutLintGivesTheDefaults() throws {
    #expect(try LintConfiguration.parse(yaml: "").severities.isEmpty)
    #expect(try LintConfiguration.parse(yaml: "generator:\n  author: x\n").severities.isEmpty)
  }

  @Test func rejectsUnknownRulesKeysRolesAndSeveritiesWithAFix() {
    #expect(
      throws: ConfigurationError(
        "unknown rule 'NoSuchRule' in '.viper.yml'; `viper lint --list-rules` lists the rules")
    ) { try LintConfiguration.parse(yaml: "lint:\n  rules:\n    NoSuchRule: off\n") }
    #expect(
      throws: ConfigurationError(
        "unknown key 'lint.rule' in '.viper.yml'; known keys: excluded, folders, include, rules, suffixes"
      )
    ) { try LintConfiguration.parse(yaml: "lint:\n  rule: {}\n") }
    #expect(
      throws: ConfigurationError(
        "the severity of 'NoIOInPresenters' in '.viper.yml' must be off, note, warning or error, not 'fatal'"
      )
    ) { try LintConfiguration.parse(yaml: "lint:\n  rules:\n    NoIOInPresenters: fatal\n") }
    #expect(
      throws: ConfigurationError(
        "unknown role 'screen' in 'lint.suffixes' of '.viper.yml'; roles: view, presenter, interactor, router, builder, entity, service"
      )
    ) { try LintConfiguration.parse(yaml: "lint:\n  suffixes:\n    screen: [Screen]\n") }
  }

  @Test func anOffRuleReportsNothing() throws {
    let configuration = try LintConfiguration.parse(
      yaml: "lint:\n  rules:\n    HoldBackReferencesWeakly: off\n")
    let findings = Linter(configuration: configuration).findings(inSources: [
      (
        "Users/UsersPresenter.swift",
        "final class UsersView {}\nfinal class UsersPresenter { var view: UsersView? }\n"
      )
    ])
    #expect(!findings.contains { $0.rule == HoldBackReferencesWeakly.key })
    #expect(findings.contains { $0.rule == HoldRolesThroughProtocols.key })
  }
}
