import Foundation

/// The resources a ``MockAPI`` serves. A new resource is one file in this folder plus one line
/// here.
enum MockResources {
  /// Every resource, with its data loaded from `bundle`.
  static func all(in bundle: Bundle) throws -> [any MockResource] {
    [
      try UsersResource(bundle: bundle),
      try TodosResource(bundle: bundle),
      try ItemsResource(bundle: bundle),
      try CryptosResource(bundle: bundle),
      MediaResource(bundle: bundle),
    ]
  }
}
