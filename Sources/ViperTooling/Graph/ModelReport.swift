import Foundation

/// The module model as JSON (`viper graph --format json`): every unit's modules with their
/// members (role, where the role comes from, how sure it is), contracts and used types; the
/// routes with their places; and the role types that belong to no module, so a team can see
/// what the tools understood of its code and what they only guessed.
public enum ModelReport {
  struct Report: Encodable {
    var units: [UnitReport]
    var testFiles: Int
  }

  struct UnitReport: Encodable {
    var name: String
    var modules: [ModuleReport]
    var routes: [RouteReport]
    var unassigned: [MemberReport]
  }

  struct ModuleReport: Encodable {
    var name: String
    var members: [MemberReport]
    var contracts: [String]
    var used: [String]
  }

  struct MemberReport: Encodable {
    var type: String
    var role: String
    var source: String
    var certainty: String
    var file: String
    var line: Int
  }

  struct RouteReport: Encodable {
    var from: String
    var to: String
    var via: String
    var target: String
    /// What made the route, as written (``Route/call``).
    var call: String
    /// How it goes, step by step (``Route/chain``): the call, each function it runs, each
    /// destination value and the switch arm it matches, the call that builds `to`.
    var chain: [String]
    var file: String
    var line: Int
  }

  /// The JSON text for a codebase.
  public static func json(_ codebase: Codebase) -> String {
    let units = codebase.units.map { unit in
      let model = unit.model
      func member(_ type: ModelType) -> MemberReport {
        MemberReport(
          type: type.name, role: type.role?.rawValue ?? "", source: type.roleSource?.rawValue ?? "",
          certainty: type.certainty?.rawValue ?? "", file: type.location.file,
          line: type.location.line)
      }
      return UnitReport(
        name: unit.name,
        modules: unit.reportedModules.map { module in
          ModuleReport(
            name: unit.qualifiedName(module.name),
            members: module.members.compactMap { model.types[$0].map(member) },
            contracts: module.contracts, used: module.used)
        },
        routes: unit.reportedRoutes.map {
          RouteReport(
            from: unit.qualifiedName($0.from), to: unit.qualifiedName($0.to), via: $0.via,
            target: $0.target, call: $0.call, chain: $0.chain.isEmpty ? [$0.call] : $0.chain,
            file: $0.location.file, line: $0.location.line)
        },
        unassigned: model.roleTypes.filter {
          $0.module.isEmpty && $0.kind != .protocol && $0.role?.isModuleRole == true
            && unit.reportedFiles.contains($0.file)
        }.map(member))
    }
    return JSONReporter.encode(Report(units: units, testFiles: codebase.testFiles.count))
  }
}
