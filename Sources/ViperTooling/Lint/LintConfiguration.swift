import Foundation
import Yams

/// The `lint:` section of `.viper.yml`: rule severities, excluded paths, and extra role
/// vocabulary. Other sections (the generator's) are ignored here.
///
/// ```yaml
/// lint:
///   rules:
///     HoldRolesThroughProtocols: off      # off, note, warning or error
///     NoIOInPresenters: error
///   excluded:
///     - Sources/Legacy                    # path prefixes, relative to the working folder
///   suffixes:
///     router: [Coordinator]               # adds to the default name suffixes
///   folders:
///     view: [Screens]                     # adds to the default folder names
///   include: [third-party, tests]         # lint what is left out by default
/// ```
///
/// By default a run leaves out third-party code in the tree (`Pods/`, `Carthage/`, ...), test
/// code (test targets, mocks, files that import a test framework) and Xcode file templates;
/// `include` brings them back (see ``SkipReason``).
public struct LintConfiguration: Sendable {
  /// Severities that replace rules' defaults; rules mapped to `nil` are off.
  public var severities: [String: Severity?] = [:]
  /// Path prefixes that are not linted.
  public var excluded: [String] = []
  /// The role vocabulary.
  public var naming = RoleNaming.standard
  /// The kinds of files linted though they are left out by default.
  public var included: Set<SkipReason> = []

  /// The defaults: every rule on at its default severity.
  public init() {}

  /// The severity a rule reports at, or `nil` when it is off.
  public func severity(for rule: any LintRule.Type) -> Severity? {
    if let configured = severities[rule.key] { return configured }
    return rule.defaultSeverity
  }

  /// The configuration `viper lint` and `viper graph` use: the file at `path` when given,
  /// else `.viper.yml` in the current folder when there is one, else the defaults.
  public static func load(path: String?) throws(ConfigurationError) -> LintConfiguration {
    if let path { return try load(path: path) }
    if FileManager.default.fileExists(atPath: ".viper.yml") { return try load(path: ".viper.yml") }
    return LintConfiguration()
  }

  /// Reads a configuration file.
  public static func load(path: String) throws(ConfigurationError) -> LintConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError("cannot read the configuration file '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError("the configuration file '\(path)' is not UTF-8 text")
    }
    return try parse(yaml: text, file: path)
  }

  /// Parses the text of a `.viper.yml`; `file` names it in error messages.
  public static func parse(yaml: String, file: String = ".viper.yml") throws(ConfigurationError)
    -> LintConfiguration
  {
    let root: Any?
    do {
      root = try Yams.load(yaml: yaml)
    } catch {
      throw ConfigurationError("'\(file)' is not valid YAML: \(error)")
    }
    var configuration = LintConfiguration()
    guard let root else { return configuration }
    guard let top = root as? [String: Any] else {
      throw ConfigurationError("'\(file)' must be a mapping with a 'lint:' section")
    }
    guard let lintValue = top["lint"], !(lintValue is NSNull) else { return configuration }
    guard let lint = lintValue as? [String: Any] else {
      throw ConfigurationError("'lint' in '\(file)' must be a mapping")
    }
    let known: Set<String> = ["rules", "excluded", "suffixes", "folders", "include"]
    if let unknown = lint.keys.sorted().first(where: { !known.contains($0) }) {
      throw ConfigurationError(
        "unknown key 'lint.\(unknown)' in '\(file)'; known keys: excluded, folders, include, rules, suffixes"
      )
    }
    if let include = lint["include"] {
      let kinds = SkipReason.allCases.map(\.key).joined(separator: ", ")
      guard let names = include as? [String] else {
        throw ConfigurationError("'lint.include' in '\(file)' must be a list of: \(kinds)")
      }
      for name in names {
        guard let reason = SkipReason(key: name) else {
          throw ConfigurationError(
            "unknown kind '\(name)' in 'lint.include' of '\(file)'; kinds: \(kinds)")
        }
        configuration.included.insert(reason)
      }
    }
    if let rules = lint["rules"] {
      guard let rules = rules as? [String: Any] else {
        throw ConfigurationError("'lint.rules' in '\(file)' must map rule names to severities")
      }
      for (key, value) in rules.sorted(by: { $0.key < $1.key }) {
        guard LintRules.rule(forKey: key) != nil else {
          throw ConfigurationError(
            "unknown rule '\(key)' in '\(file)'; `viper lint --list-rules` lists the rules")
        }
        let text = (value as? String) ?? ((value as? Bool) == false ? "off" : "")
        if text == "off" {
          configuration.severities[key] = .some(nil)
        } else if let severity = Severity(rawValue: text) {
          configuration.severities[key] = severity
        } else {
          throw ConfigurationError(
            "the severity of '\(key)' in '\(file)' must be off, note, warning or error, not '\(value)'"
          )
        }
      }
    }
    if let excluded = lint["excluded"] {
      guard let paths = excluded as? [String] else {
        throw ConfigurationError("'lint.excluded' in '\(file)' must be a list of paths")
      }
      configuration.excluded = paths
    }
    for section in ["suffixes", "folders"] {
      guard let value = lint[section] else { continue }
      guard let map = value as? [String: Any] else {
        throw ConfigurationError("'lint.\(section)' in '\(file)' must map roles to lists of names")
      }
      for (roleName, names) in map.sorted(by: { $0.key < $1.key }) {
        guard let role = Role(rawValue: roleName) else {
          throw ConfigurationError(
            "unknown role '\(roleName)' in 'lint.\(section)' of '\(file)'; roles: \(Role.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        guard let names = names as? [String] else {
          throw ConfigurationError(
            "'lint.\(section).\(roleName)' in '\(file)' must be a list of names")
        }
        for name in names {
          if section == "suffixes" {
            configuration.naming.typeSuffixes[name] = role
          } else {
            configuration.naming.folders[name] = role
          }
        }
      }
    }
    return configuration
  }
}

/// A configuration file that cannot be used, with a message that says how to fix it.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
  /// What is wrong.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}
