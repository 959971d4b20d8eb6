import Clocks
import IssueReporting
import ViperKit

extension ServiceContainer {
  /// A container for tests: every service the test does not configure is unimplemented, and
  /// its first use fails the test with a message that says how to configure it.
  ///
  /// ```swift
  /// let services = ServiceContainer.testing {
  ///   $0[UsersServiceKey.self] = FakeUsersService(users: [.leanne])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - clock: The clock fakes made by keys sleep on. Default: a `TestClock`-free immediate
  ///     clock, so fakes answer at once.
  ///   - override: Configures the services the test uses.
  public static func testing(
    clock: any Clock<Duration> = ImmediateClock(),
    override: (inout Overrides) -> Void = { _ in }
  ) -> ServiceContainer {
    ServiceContainer(
      mode: .unimplemented,
      context: ServiceContext(
        environment: nil,
        clock: clock,
        transport: FakeHTTPTransport.failing(.cannotConnectToHost),
        reportIssue: { message in IssueReporting.reportIssue(message) }
      ),
      override: override
    )
  }
}
