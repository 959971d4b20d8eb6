import Foundation

/// Reads the data files under `Sources/MockAPI/Resources/`, turning every failure into a
/// ``MockAPIError`` instead of a crash.
enum BundledResource {
  /// The bytes of the resource file `name` (such as `users.json`) in `bundle`.
  static func data(named name: String, in bundle: Bundle) throws -> Data {
    guard let fileURL = bundle.url(forResource: name, withExtension: nil, subdirectory: "Resources")
    else {
      throw MockAPIError.missingResource(name)
    }
    do {
      return try Data(contentsOf: fileURL)
    } catch {
      throw MockAPIError.invalidResource(
        name, reason: "it cannot be read (\(MockAPIError.describe(error)))")
    }
  }

  /// Decodes `data`, the contents of the resource file `name`, as a `T`.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data, named name: String) throws -> T
  {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw MockAPIError.invalidResource(name, reason: describe(error))
    } catch {
      throw MockAPIError.invalidResource(name, reason: MockAPIError.describe(error))
    }
  }

  /// A short description of a decoding error that names the place in the file.
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let location = path.isEmpty ? "" : " at \(path.joined())"
      return "\(context.debugDescription)\(location)"
    @unknown default:
      return "\(error)"
    }
  }
}
