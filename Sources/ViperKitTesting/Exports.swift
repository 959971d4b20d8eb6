// The clocks tests use to control time: `TestClock` (advance by hand) and `ImmediateClock`
// (every sleep returns at once), from pointfreeco/swift-clocks.
@_exported import Clocks
