import ViperKit

/// Why the prices could not be fetched: the transport failed, or the body could not be
/// decoded. The view shows the two differently: one is worth retrying, the other is the
/// server's data.
public enum CryptosError: Error, Sendable, Hashable {
  /// No usable answer: no connection, a timeout, or a status outside 2xx.
  case networkFailed(HTTP.Error)
  /// The server answered 2xx with a body that is not a list of prices.
  case parsingFailed(HTTP.DecodingFailure)

  /// Sorts a service's error into the two kinds.
  public init(_ error: HTTP.Error) {
    if case .undecodable(let failure) = error {
      self = .parsingFailed(failure)
    } else {
      self = .networkFailed(error)
    }
  }
}
