import Foundation
import Stencil

/// Renders a ``ModuleRequest`` with a ``TemplateSet``: every file of the set, in memory.
///
/// ```swift
/// let set = try TemplateCatalog().set(named: "terminal")
/// let files = try ModuleRenderer(set: set).render(request)
/// files.map(\.path)  // ["ProfileContract.swift", "ProfileBuilder.swift", ...]
/// ```
public struct ModuleRenderer {
  /// The set it renders.
  public let set: TemplateSet

  /// Creates a renderer for `set`.
  public init(set: TemplateSet) {
    self.set = set
  }

  /// Renders every file of the set for `request`.
  ///
  /// - Throws: ``GeneratorError/Kind/templateError`` naming the template file and line of a
  ///   syntax error, or a template the spec names that does not exist.
  public func render(_ request: ModuleRequest) throws(GeneratorError) -> [GeneratedFile] {
    let context = ModuleContext(
      request: request, setName: set.name, viewSuffix: set.spec.viewSuffix ?? "View"
    ).dictionary
    let environment = Environment(loader: TemplateSetLoader(set: set), trimBehaviour: .smart)
    var files: [GeneratedFile] = []
    var seen: Set<String> = []
    for file in set.spec.files where file.when != .store || request.store {
      guard set.location(ofTemplate: file.template) != nil else {
        throw GeneratorError(
          .templateError,
          "\(set.folder.appendingPathComponent(TemplateSet.specFileName).path): the template "
            + "`\(file.template)` does not exist in \(set.folder.path)")
      }
      let path = try renderPath(file, environment: environment, context: context)
      guard seen.insert("\(file.to.rawValue)/\(path)").inserted else {
        throw GeneratorError(
          .templateError, "template set `\(set.name)` writes \(path) twice")
      }
      let contents: String
      do {
        contents = try environment.renderTemplate(name: file.template, context: context)
      } catch {
        throw describe(error, template: file.template)
      }
      files.append(
        GeneratedFile(
          path: path, destination: file.to, template: file.template,
          contents: Self.tidy(contents)))
    }
    return files
  }

  private func renderPath(
    _ file: TemplateSetSpec.File, environment: Environment, context: [String: Any]
  ) throws(GeneratorError) -> String {
    let path: String
    do {
      path = try environment.renderTemplate(string: file.path, context: context)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    } catch {
      throw GeneratorError(
        .templateError,
        "template set `\(set.name)`: the path `\(file.path)` of "
          + "\(file.template) is not a valid template: \(error)")
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.isEmpty, !path.hasPrefix("/"),
      !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
    else {
      throw GeneratorError(
        .templateError,
        "template set `\(set.name)`: \(file.template) would be written to `\(path)`, which is "
          + "not a plain relative path inside the module's folder")
    }
    return path
  }

  /// A Stencil error as `file:line: message`, pointing at the template on disk.
  private func describe(_ error: any Error, template: String) -> GeneratorError {
    guard let syntax = error as? TemplateSyntaxError else {
      return GeneratorError(.templateError, "\(template): \(error)")
    }
    let name = syntax.templateName ?? template
    let file = set.location(ofTemplate: name)?.path ?? name
    guard let token = syntax.token else {
      return GeneratorError(.templateError, "\(file): error: \(syntax.reason)")
    }
    var location = token.sourceMap.location
    if location.lineNumber == 0, let found = Self.locate(token.contents, inFile: file) {
      // Stencil numbers a line by the first line with the same text, and gives up (line 0)
      // on a later copy of a line; find the tag in the file instead.
      location = found
    }
    return GeneratorError(
      .templateError,
      "\(file):\(location.lineNumber):\(location.lineOffset + 1): error: \(syntax.reason)\n"
        + location.content)
  }

  /// The last line of the file at `path` that contains `text`, with where `text` starts.
  static func locate(_ text: String, inFile path: String) -> ContentLocation? {
    guard !text.isEmpty, let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
      return nil
    }
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated().reversed() {
      if let range = line.range(of: text) {
        let offset = line.distance(from: line.startIndex, to: range.lowerBound)
        return (String(line), UInt(index + 1), offset)
      }
    }
    return nil
  }

  /// Trims trailing spaces and collapses runs of blank lines that template tags leave, and
  /// ends the file with exactly one newline.
  static func tidy(_ text: String) -> String {
    // On the bytes: splitting into Substrings and trimming Characters cost a generated
    // module's whole render 3% in a debug build.
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 1)
    var previousWasBlank = true  // blank lines at the top go too
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var trimmed = end
      while trimmed > start
        && (bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == UInt8(ascii: "\t"))
      {
        trimmed -= 1
      }
      let isBlank = trimmed == start
      if !(isBlank && previousWasBlank) {
        output.append(contentsOf: bytes[start..<trimmed])
        output.append(UInt8(ascii: "\n"))
      }
      previousWasBlank = isBlank
      start = end + 1
    }
    while output.count >= 2 && output[output.count - 1] == UInt8(ascii: "\n")
      && output[output.count - 2] == UInt8(ascii: "\n")
    {
      output.removeLast()
    }
    if output.isEmpty { output.append(UInt8(ascii: "\n")) }
    return String(decoding: output, as: UTF8.self)
  }
}
