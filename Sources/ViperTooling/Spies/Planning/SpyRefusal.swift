/// A refusal before it is reported.
struct SpyRefusal: Error, Hashable, Sendable {
  var item: String
  var kind: String
  var reason: String

  var report: SpiesReport.Refusal { SpiesReport.Refusal(item: item, kind: kind, reason: reason) }
}
