import Stencil

/// A group of template variables (`names`, `entity`, ...): what `{{ names.presenter }}`
/// looks `presenter` up in.
///
/// Not a plain dictionary: Stencil casts every value it resolves to a few class types, and
/// on Linux casting a Swift dictionary to a class type bridges it to an `NSDictionary`
/// first, which made those casts most of `viper new`'s time. A class casts for free.
final class TemplateObject: DynamicMemberLookup {
  private let values: [String: Any]

  /// Wraps `values`, and every dictionary inside them, in template objects.
  init(_ values: [String: Any]) {
    self.values = values.mapValues(TemplateObject.wrap)
  }

  subscript(dynamicMember member: String) -> Any? {
    member == "count" ? values.count : values[member]
  }

  /// `value` with its dictionaries, and those in arrays, made template objects.
  static func wrap(_ value: Any) -> Any {
    switch value {
    case let dictionary as [String: Any]: return TemplateObject(dictionary)
    case let array as [[String: Any]]: return array.map(TemplateObject.init)
    default: return value
    }
  }
}
