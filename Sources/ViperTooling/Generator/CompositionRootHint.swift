/// What to add to the app's composition root to use a new module: `viper new` prints it and
/// edits no existing file.
struct CompositionRootHint {
  let request: ModuleRequest
  let viewSuffix: String?

  var text: String {
    let module = request.name.value
    let builder = module + (request.suffixes.builder ?? "Builder")
    let serviceVar = SwiftIdentifier.lowerFirst(module) + "Service"
    return """
      Register \(module) in your composition root (viper new edits no existing file):

        1. Give the root the module's service, in one extension:

             extension AppComponent: \(module)Dependency {
               var \(serviceVar): any \(module)Service { services[\(module)ServiceKey.self] }
             }

        2. Add \(module)ServiceKey.self to the service keys the app sets up at start.

        3. Build the module and show it, for example from a router:

             navigator.push(\(builder)(dependency: component).build(navigator: navigator))

      Its tests run with: swift test --filter \(module)
      """
  }
}
