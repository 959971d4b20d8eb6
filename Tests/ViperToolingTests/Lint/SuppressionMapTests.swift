import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct SuppressionMapTests {
  static let presenter = """
    final class UsersView {}
    final class UsersPresenter {
      // viper:disable:next HoldBackReferencesWeakly
      var view: UsersView?
      var other: UsersView?
      // viper:disable HoldBackReferencesWeakly
      var third: UsersView?
      var fourth: UsersView?
      // viper:enable HoldBackReferencesWeakly
      var fifth: UsersView? // viper:disable:this all
      var sixth: UsersView?
    }
    """

  @Test func nextLineRangesAndThisLineDirectivesSilenceFindings() {
    let findings = Linter().findings(inSources: [("Users/UsersPresenter.swift", Self.presenter)])
      .filter { $0.rule == HoldBackReferencesWeakly.key }
    #expect(findings.map(\.location.line) == [5, 11])
  }

  @Test func aDisableWithoutEnableLastsToTheEndOfTheFile() {
    let map = SuppressionMap(
      bytes: Array("// viper:disable all\nlet a = 1\nlet b = 2\n".utf8))
    #expect(map.isSuppressed(rule: "NoIOInPresenters", line: 3))
    #expect(map.isSuppressed(rule: "NoIOInPresenters", line: 4))
    #expect(
      !SuppressionMap(bytes: Array("let s = \"viper:disable all\"\n".utf8)).isSuppressed(
        rule: "NoIOInPresenters", line: 1))
  }
}
