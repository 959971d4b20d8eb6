/// ``FileFacts`` to bytes and back.
enum FactsCodec {
  static func encode(_ facts: FileFacts, into writer: inout BinaryWriter) {
    writer.bool(facts.isComplete)
    writer.list(facts.imports) { writer, fact in
      writer.string(fact.module)
      writer.location(fact.location)
    }
    writer.list(facts.types) { writer, type in encode(type, into: &writer) }
    writer.list(facts.typeAliases) { writer, alias in
      writer.string(alias.name)
      writer.strings(alias.targets)
      writer.location(alias.location)
      writer.list(alias.tupleElements) { writer, element in
        writer.string(element.label)
        writer.string(element.typeName)
      }
    }
    writer.list(facts.problems) { writer, problem in
      writer.string(problem.message)
      writer.location(problem.location)
    }
    facts.suppressions.encode(into: &writer)
    writer.strings(facts.usedNames)
    writer.strings(facts.assignedNames)
    writer.strings(facts.globals)
  }

  static func decode(path: String, from reader: inout BinaryReader) -> FileFacts? {
    reader.file = path
    var facts = FileFacts(path: path)
    guard let complete = reader.bool(),
      let imports = reader.list({ reader -> ImportFact? in
        guard let module = reader.string(), let location = reader.location() else { return nil }
        return ImportFact(module: module, location: location)
      }),
      let types = reader.list({ decodeType(from: &$0) }),
      let aliases = reader.list({ reader -> TypeAliasFacts? in
        guard let name = reader.string(), let targets = reader.strings(),
          let location = reader.location(),
          let elements = reader.list({ reader -> TupleElement? in
            guard let label = reader.string(), let typeName = reader.string() else { return nil }
            return TupleElement(label: label, typeName: typeName)
          })
        else { return nil }
        return TypeAliasFacts(
          name: name, targets: targets, location: location, tupleElements: elements)
      }),
      let problems = reader.list({ reader -> FileProblem? in
        guard let message = reader.string(), let location = reader.location() else { return nil }
        return FileProblem(message: message, location: location)
      }),
      let suppressions = SuppressionMap(from: &reader),
      let usedNames = reader.strings(), let assignedNames = reader.strings(),
      let globals = reader.strings()
    else { return nil }
    facts.isComplete = complete
    facts.imports = imports
    facts.types = types
    facts.typeAliases = aliases
    facts.problems = problems
    facts.suppressions = suppressions
    facts.usedNames = usedNames
    facts.assignedNames = assignedNames
    facts.globals = globals
    return facts
  }

  private static let kinds: [TypeKind] = [.class, .struct, .enum, .actor, .protocol, .extension]
  private static let ownerships: [Ownership] = [.strong, .weak, .unowned]

  private static func encode(_ type: TypeFacts, into writer: inout BinaryWriter) {
    writer.string(type.name)
    writer.int(kinds.firstIndex(of: type.kind) ?? 0)
    writer.location(type.location)
    writer.strings(type.inherited)
    writer.bool(type.hasClassConstraint)
    writer.bool(type.isPrivate)
    writer.list(type.properties) { writer, property in
      writer.string(property.name)
      writer.optional(property.typeName)
      writer.int(ownerships.firstIndex(of: property.ownership) ?? 0)
      writer.location(property.location)
      writer.strings(property.typeArguments)
      writer.bool(property.isPrivate)
      writer.optional(property.wrapper)
      writer.strings(property.initialValues)
      writer.bool(property.hasInitialValue)
      writer.bool(property.isLazy)
      writer.bool(property.hasObserver)
    }
    writer.list(type.functions) { writer, function in
      writer.string(function.name)
      writer.list(function.parameters) { writer, parameter in
        writer.string(parameter.name)
        writer.string(parameter.label)
        writer.string(parameter.typeText)
        writer.strings(parameter.typeNames)
        writer.location(parameter.location)
        writer.optional(parameter.defaultValue)
      }
      writer.location(function.location)
      writer.bool(function.isStatic)
    }
    writer.list(type.calls, encodeCall)
    writer.list(type.observerCalls, encodeCall)
    writer.list(type.reads, encodeCall)
    writer.list(type.typeReferences, encodeReference)
    writer.list(type.forceCasts, encodeCast)
    writer.list(type.closures) { writer, closure in
      writer.string(closure.callee)
      writer.bool(closure.capturesSelfWeakly)
      writer.location(closure.location)
      writer.strings(closure.bareNames)
      writer.bool(closure.isAwaited)
    }
    writer.list(type.signatures) { writer, signature in
      writer.string(signature.name)
      writer.bool(signature.isMethod)
      writer.bool(signature.isStatic)
      writer.bool(signature.isPrivate)
      writer.optional(signature.typeName)
      writer.strings(signature.typeArguments)
      writer.location(signature.location)
      writer.bool(signature.hasGetter)
      writer.bool(signature.isSettable)
      writer.strings(signature.tupleElements)
    }
    writer.list(type.locals) { writer, local in
      writer.string(local.name)
      writer.string(local.function)
      writer.optional(local.typeName)
      writer.strings(local.value)
    }
    writer.list(type.assignments) { writer, assignment in
      writer.strings(assignment.receiver)
      writer.string(assignment.member)
      writer.optional(assignment.function)
    }
    writer.list(type.literalAssignments) { writer, assignment in
      writer.strings(assignment.receiver)
      writer.string(assignment.member)
      writer.strings(assignment.values)
      writer.bool(assignment.isList)
      writer.optional(assignment.function)
      writer.location(assignment.location)
    }
    writer.strings(type.cases)
    writer.strings(type.caseValueTypes)
    writer.list(type.subscriptions) { writer, subscription in
      writer.string(subscription.callee)
      writer.string(subscription.method)
      writer.string(subscription.handler)
      writer.optional(subscription.keptBy)
      writer.location(subscription.location)
      writer.strings(subscription.stream)
      writer.strings(subscription.argumentLabels)
      writer.optional(subscription.function)
    }
    writer.list(type.armValues) { writer, armValue in
      writer.strings(armValue.labels)
      writer.string(armValue.value)
    }
    writer.strings(type.initializerParameterTypes)
    writer.strings(type.initializerClosureLabels)
    writer.list(type.forwardedClosures) { writer, forward in
      writer.string(forward.from)
      writer.string(forward.to)
      writer.optional(forward.function)
    }
    writer.list(type.handedFunctions) { writer, handed in
      writer.string(handed.handedTo)
      writer.string(handed.member)
      writer.optional(handed.function)
      writer.optional(handed.owner)
    }
    writer.strings(type.superclassArguments)
    writer.strings(type.genericParameters)
  }

  private static func encodeCall(_ writer: inout BinaryWriter, _ call: CallFacts) {
    writer.string(call.callee)
    writer.optional(call.receiver)
    writer.strings(call.argumentLabels)
    writer.location(call.location)
    writer.optional(call.function)
    writer.strings(call.chain)
    writer.bool(call.callsReceiver)
    writer.strings(call.values)
    writer.strings(call.arm)
    writer.bool(call.armDispatches)
    writer.bool(call.isResult)
    writer.optional(call.handedTo)
    writer.bool(call.isHandedResult)
    writer.bool(call.isInStoredClosure)
    writer.bool(call.isSender)
    writer.list(call.implicitMembers) { writer, argument in
      writer.int(argument.index)
      writer.string(argument.member)
      writer.location(argument.location)
    }
  }

  private static func encodeReference(_ writer: inout BinaryWriter, _ reference: TypeReference) {
    writer.string(reference.name)
    writer.location(reference.location)
    writer.bool(reference.isHandedIn)
    writer.bool(reference.qualifiesNestedType)
  }

  private static func encodeCast(_ writer: inout BinaryWriter, _ cast: TypeReference) {
    encodeReference(&writer, cast)
    writer.optional(cast.function)
  }

  private static func decodeType(from reader: inout BinaryReader) -> TypeFacts? {
    guard let name = reader.string(), let kindIndex = reader.int(),
      kinds.indices.contains(kindIndex), let location = reader.location(),
      let inherited = reader.strings(), let classConstraint = reader.bool(),
      let isPrivate = reader.bool(),
      let properties = reader.list({ reader -> PropertyFacts? in
        guard let name = reader.string(), let typeName = reader.optional(),
          let ownership = reader.int(), ownerships.indices.contains(ownership),
          let location = reader.location(), let arguments = reader.strings(),
          let isPrivate = reader.bool(), let wrapper = reader.optional(),
          let initialValues = reader.strings(), let hasInitialValue = reader.bool(),
          let isLazy = reader.bool(), let hasObserver = reader.bool()
        else { return nil }
        return PropertyFacts(
          name: name, typeName: typeName, ownership: ownerships[ownership], location: location,
          typeArguments: arguments, isPrivate: isPrivate, wrapper: wrapper,
          initialValues: initialValues, hasInitialValue: hasInitialValue, isLazy: isLazy,
          hasObserver: hasObserver)
      }),
      let functions = reader.list({ reader -> FunctionFacts? in
        guard let name = reader.string(),
          let parameters = reader.list({ reader -> ParameterFacts? in
            guard let name = reader.string(), let label = reader.string(),
              let text = reader.string(), let names = reader.strings(),
              let location = reader.location(), let defaultValue = reader.optional()
            else { return nil }
            return ParameterFacts(
              name: name, label: label, typeText: text, typeNames: names, location: location,
              defaultValue: defaultValue)
          }),
          let location = reader.location(), let isStatic = reader.bool()
        else { return nil }
        return FunctionFacts(
          name: name, parameters: parameters, location: location, isStatic: isStatic)
      }),
      let calls = reader.list(decodeCall), let observerCalls = reader.list(decodeCall),
      let reads = reader.list(decodeCall),
      let references = reader.list(decodeReference), let casts = reader.list(decodeCast),
      let closures = reader.list({ reader -> ClosureFacts? in
        guard let callee = reader.string(), let weakly = reader.bool(),
          let location = reader.location(), let bare = reader.strings(),
          let awaited = reader.bool()
        else { return nil }
        return ClosureFacts(
          callee: callee, capturesSelfWeakly: weakly, location: location, bareNames: bare,
          isAwaited: awaited)
      }),
      let signatures = reader.list({ reader -> MemberSignature? in
        guard let name = reader.string(), let isMethod = reader.bool(),
          let isStatic = reader.bool(), let isPrivate = reader.bool(),
          let typeName = reader.optional(), let arguments = reader.strings(),
          let location = reader.location(), let hasGetter = reader.bool(),
          let isSettable = reader.bool(), let tupleElements = reader.strings()
        else { return nil }
        return MemberSignature(
          name: name, isMethod: isMethod, isStatic: isStatic, isPrivate: isPrivate,
          typeName: typeName,
          typeArguments: arguments, location: location, hasGetter: hasGetter,
          isSettable: isSettable, tupleElements: tupleElements)
      }),
      let locals = reader.list({ reader -> LocalFacts? in
        guard let name = reader.string(), let function = reader.string(),
          let typeName = reader.optional(), let value = reader.strings()
        else { return nil }
        return LocalFacts(name: name, function: function, typeName: typeName, value: value)
      }),
      let assignments = reader.list({ reader -> AssignmentFacts? in
        guard let receiver = reader.strings(), let member = reader.string(),
          let function = reader.optional()
        else { return nil }
        return AssignmentFacts(receiver: receiver, member: member, function: function)
      }),
      let literalAssignments = reader.list({ reader -> LiteralAssignmentFacts? in
        guard let receiver = reader.strings(), let member = reader.string(),
          let values = reader.strings(), let isList = reader.bool(),
          let function = reader.optional(), let location = reader.location()
        else { return nil }
        return LiteralAssignmentFacts(
          receiver: receiver, member: member, values: values, isList: isList, function: function,
          location: location)
      }),
      let cases = reader.strings(),
      let caseValueTypes = reader.strings(),
      let subscriptions = reader.list({ reader -> SubscriptionFacts? in
        guard let callee = reader.string(), let method = reader.string(),
          let handler = reader.string(), let keptBy = reader.optional(),
          let location = reader.location(), let stream = reader.strings(),
          let argumentLabels = reader.strings(), let function = reader.optional()
        else { return nil }
        return SubscriptionFacts(
          callee: callee, method: method, handler: handler, keptBy: keptBy, location: location,
          stream: stream, argumentLabels: argumentLabels, function: function)
      }),
      let armValues = reader.list({ reader -> ArmValue? in
        guard let labels = reader.strings(), let value = reader.string() else { return nil }
        return ArmValue(labels: labels, value: value)
      }),
      let initializerParameterTypes = reader.strings(),
      let initializerClosureLabels = reader.strings(),
      let forwardedClosures = reader.list({ reader -> ClosureForward? in
        guard let from = reader.string(), let to = reader.string(),
          let function = reader.optional()
        else { return nil }
        return ClosureForward(from: from, to: to, function: function)
      }),
      let handedFunctions = reader.list({ reader -> HandedFunction? in
        guard let handedTo = reader.string(), let member = reader.string(),
          let function = reader.optional(), let owner = reader.optional()
        else { return nil }
        return HandedFunction(handedTo: handedTo, member: member, function: function, owner: owner)
      }),
      let superclassArguments = reader.strings(),
      let genericParameters = reader.strings()
    else { return nil }
    var type = TypeFacts(name: name, kind: kinds[kindIndex], location: location)
    type.inherited = inherited
    type.hasClassConstraint = classConstraint
    type.isPrivate = isPrivate
    type.properties = properties
    type.functions = functions
    type.calls = calls
    type.observerCalls = observerCalls
    type.reads = reads
    type.typeReferences = references
    type.forceCasts = casts
    type.closures = closures
    type.signatures = signatures
    type.locals = locals
    type.assignments = assignments
    type.literalAssignments = literalAssignments
    type.subscriptions = subscriptions
    type.cases = cases
    type.caseValueTypes = caseValueTypes
    type.armValues = armValues
    type.initializerParameterTypes = initializerParameterTypes
    type.initializerClosureLabels = initializerClosureLabels
    type.forwardedClosures = forwardedClosures
    type.handedFunctions = handedFunctions
    type.superclassArguments = superclassArguments
    type.genericParameters = genericParameters
    return type
  }

  private static func decodeCall(from reader: inout BinaryReader) -> CallFacts? {
    guard let callee = reader.string(), let receiver = reader.optional(),
      let labels = reader.strings(), let location = reader.location(),
      let function = reader.optional(), let chain = reader.strings(),
      let callsReceiver = reader.bool(), let values = reader.strings(), let arm = reader.strings(),
      let armDispatches = reader.bool(), let isResult = reader.bool(),
      let handedTo = reader.optional(), let isHandedResult = reader.bool(),
      let isInStoredClosure = reader.bool(), let isSender = reader.bool(),
      let implicitMembers = reader.list({ reader -> ImplicitMemberArgument? in
        guard let index = reader.int(), let member = reader.string(),
          let location = reader.location()
        else { return nil }
        return ImplicitMemberArgument(index: index, member: member, location: location)
      })
    else { return nil }
    return CallFacts(
      callee: callee, receiver: receiver, argumentLabels: labels, location: location,
      function: function, chain: chain, callsReceiver: callsReceiver, values: values, arm: arm,
      armDispatches: armDispatches, isResult: isResult, handedTo: handedTo,
      isHandedResult: isHandedResult, isInStoredClosure: isInStoredClosure,
      isSender: isSender, implicitMembers: implicitMembers)
  }

  private static func decodeReference(from reader: inout BinaryReader) -> TypeReference? {
    guard let name = reader.string(), let location = reader.location(),
      let isHandedIn = reader.bool(), let qualifiesNestedType = reader.bool()
    else { return nil }
    return TypeReference(
      name: name, location: location, isHandedIn: isHandedIn,
      qualifiesNestedType: qualifiesNestedType)
  }

  private static func decodeCast(from reader: inout BinaryReader) -> TypeReference? {
    guard var cast = decodeReference(from: &reader), let function = reader.optional() else {
      return nil
    }
    cast.function = function
    return cast
  }
}

extension SuppressionMap {
  func encode(into writer: inout BinaryWriter) {
    let lineEntries = lines.sorted { $0.key < $1.key }
    writer.list(lineEntries) { writer, entry in
      writer.int(entry.key)
      writer.strings(entry.value.sorted())
    }
    let rangeEntries = ranges.sorted { $0.key < $1.key }
    writer.list(rangeEntries) { writer, entry in
      writer.string(entry.key)
      writer.list(entry.value) { writer, range in
        writer.int(range.lowerBound)
        writer.int(range.upperBound)
      }
    }
  }

  init?(from reader: inout BinaryReader) {
    self.init()
    guard
      let lineEntries = reader.list({ reader -> (Int, [String])? in
        guard let line = reader.int(), let rules = reader.strings() else { return nil }
        return (line, rules)
      }),
      let rangeEntries = reader.list({ reader -> (String, [ClosedRange<Int>])? in
        guard let rule = reader.string(),
          let ranges = reader.list({ reader -> ClosedRange<Int>? in
            guard let lower = reader.int(), let upper = reader.int(), lower <= upper else {
              return nil
            }
            return lower...upper
          })
        else { return nil }
        return (rule, ranges)
      })
    else { return nil }
    for (line, rules) in lineEntries { lines[line] = Set(rules) }
    for (rule, list) in rangeEntries { ranges[rule] = list }
  }
}
