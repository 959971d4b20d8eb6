/// Lays out generated Swift calls the way swift-format would, within 100 columns.
enum SwiftLayout {
  /// The widest line generated code aims for (our `.swift-format`'s).
  static let width = 100

  /// `head(arguments)` indented by `indent` spaces: on one line if it fits, else with the
  /// arguments on the next line, else one argument per line.
  static func call(_ head: String, _ arguments: [String], indent: Int, suffix: String = "")
    -> String
  {
    let pad = String(repeating: " ", count: indent)
    let joined = arguments.joined(separator: ", ")
    let oneLine = pad + head + "(" + joined + ")" + suffix
    if oneLine.count <= width { return oneLine }
    let packed = pad + "  " + joined + ")" + suffix
    if packed.count <= width { return pad + head + "(\n" + packed }
    return pad + head + "(\n"
      + arguments.map { pad + "  " + $0 }.joined(separator: ",\n") + "\n" + pad + ")" + suffix
  }
}
