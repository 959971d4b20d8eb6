/// What to add to the app's composition root to use a new module: `viper new` prints it and
/// edits no existing file.
struct CompositionRootHint {
  let request: ModuleRequest
  let viewSuffix: String?

  var text: String {
    let module = request.name.value
    let builder = module + (request.suffixes.builder ?? "Builder")
    let serviceVar = SwiftIdentifier.lowerFirst(module) + "Service"
    let storeVar = SwiftIdentifier.lowerFirst(module) + "Store"
    let storeLine =
      request.store
      ? "\n         var \(storeVar): any \(module)Store { services[\(module)StoreKey.self] }" : ""
    let keys =
      request.store
      ? "\(module)ServiceKey.self and \(module)StoreKey.self" : "\(module)ServiceKey.self"
    let storeNote =
      request.store
      ? "\n     The store keeps its file in the service context's dataDirectory (give one to\n"
        + "     ServiceContext(..., dataDirectory:)), each server's list apart (the context's\n"
        + "     dataScope: the environment and its base URL); the app depends on GRDB." : ""
    return """
      Register \(module) in your composition root (viper new edits no existing file):

        1. Give the root the module's \(request.store ? "service and store" : "service"), in one extension:

             extension AppComponent: \(module)Dependency {
               var \(serviceVar): any \(module)Service { services[\(module)ServiceKey.self] }\(storeLine)
             }

        2. Add \(keys) to the service keys the app sets up at start.\(storeNote)

        3. Build the module and show it, for example from a router:

             navigator.push(\(builder)(dependency: component).build(navigator: navigator))

      Its tests run with: swift test --filter \(module)
      """
  }
}
