extension LintConfiguration {
  /// Everything in the configuration, in a stable order: part of the lint cache's key.
  var fingerprint: String {
    var parts: [String] = []
    parts.append(
      "severities:"
        + severities.keys.sorted().map {
          "\($0)=\(severities[$0].map { $0?.rawValue ?? "off" } ?? "")"
        }
        .joined(separator: ","))
    parts.append("excluded:" + excluded.joined(separator: ","))
    parts.append("included:" + included.map(\.key).sorted().joined(separator: ","))
    parts.append(
      "suffixes:"
        + naming.typeSuffixes.keys.sorted().map {
          "\($0)=\(naming.typeSuffixes[$0]?.rawValue ?? "")"
        }
        .joined(separator: ","))
    parts.append(
      "folders:"
        + naming.folders.keys.sorted().map { "\($0)=\(naming.folders[$0]?.rawValue ?? "")" }
        .joined(separator: ","))
    return parts.joined(separator: "\n")
  }
}
