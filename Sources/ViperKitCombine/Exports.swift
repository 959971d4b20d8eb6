// One import for the publisher API, whatever the platform: Combine where Apple ships it,
// OpenCombine (the same API, open source) everywhere else. Code that imports ViperKitCombine
// writes `AnyPublisher`, `sink` and `store(in:)` as it would with Combine.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import OpenCombine
#endif
