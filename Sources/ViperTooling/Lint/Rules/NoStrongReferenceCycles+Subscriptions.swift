/// The cycle a subscription makes when the object that subscribes also keeps it: `self` holds
/// its dispose bag (or cancellables), the bag holds the subscription, and the subscription
/// holds `self` through a method reference (`bind(onNext: self.show)`: a method passed by
/// reference captures `self` strongly), a closure that uses `self` without `weak` (the
/// handler's, or that of an operator before it: `.map { self.lessons[$0] }.bind(to: ...)`, which
/// the subscription keeps as well), or `assign(to:on: self)`. Nothing ever disposes the bag, so the object is never freed. So does
/// a closure that uses `self` strongly assigned to a property of an object `self` holds
/// strongly (`tableManager.onSelect = { self.select($0) }`): `self` keeps the object, the object
/// keeps the closure. Roles
/// are checked, and so are view-state objects of no role that keep their own subscriptions
/// (an `ObservableObject` or `@Observable` class holding its cancellables or dispose bag).
/// A stream that ends after one event (a `Single`, a `Future`, a network request's
/// `dataTaskPublisher`, as the code that makes it says) releases the handler when it completes:
/// that subscription keeps `self` only until then (``TypeTable/completesAfterOneEvent(_:in:)``).
extension NoStrongReferenceCycles {
  func subscriptionCycles(in model: ModuleModel, writtenIn focus: FocusFiles? = nil)
    -> [RuleFinding]
  {
    var findings: [RuleFinding] = []
    let stateObjects = model.sortedTypes.filter {
      $0.role == nil && focus.map($0.isWritten(in:)) != false
        && ModuleModel.isViewStateKeepingSubscriptions($0.kind, $0.inherited, $0.properties)
    }
    for type in model.sureRoleTypes + stateObjects
    where type.isReference && !type.subscriptions.isEmpty
      && focus.map(type.isWritten(in:)) != false
    {
      let index = model.table.lookUp(type.name)
      for subscription in type.subscriptions {
        guard let keeper = subscription.keptBy,
          let property = model.storedProperty(named: keeper, of: type),
          property.ownership == .strong,
          index.map({ !model.table.completesAfterOneEvent(subscription, in: $0) }) ?? true
        else { continue }
        let message: String
        if subscription.callee == "=" {
          message =
            "strong reference cycle: '\(type.name).\(keeper)' keeps \(subscription.handler), which uses 'self' without 'weak'; capture it weakly"
        } else {
          let holds: String
          if !subscription.method.isEmpty {
            guard model.hasMethod(named: subscription.method, in: type) else { continue }
            holds = "the method reference '\(subscription.handler)' holds it strongly"
          } else if subscription.handler == "on: self" {
            holds = "'assign(to:on: self)' holds it strongly"
          } else if subscription.handler.hasPrefix("a closure handed to ") {
            // An operator's closure before the subscribing call (`.map { self.x }.bind(...)`).
            holds = "the " + subscription.handler.dropFirst(2) + " uses 'self' without 'weak'"
          } else {
            holds = "its closure uses 'self' without 'weak'"
          }
          message =
            "strong reference cycle: '\(type.name).\(keeper)' keeps the subscription made by '\(subscription.callee)', and \(holds); pass a '[weak self]' closure"
        }
        findings.append(
          RuleFinding(
            message, at: subscription.location,
            fix: .weakenSubscription(
              type: type.name, handler: subscription.handler, at: subscription.location),
            related: [property.location]))
      }
    }
    return findings
  }
}

extension ModuleModel {
  /// Whether a class of no role is a view-state object that keeps its own subscriptions: it
  /// conforms to `ObservableObject` or `Observable` itself (its declaration or an extension)
  /// and holds a dispose bag or cancellables. Its file is read whole, for its subscriptions.
  static func isViewStateKeepingSubscriptions(
    _ kind: TypeKind, _ inherited: [String], _ properties: [PropertyFacts]
  ) -> Bool {
    guard kind == .class,
      inherited.contains(where: { observableProtocols.contains(lastComponent($0)) })
    else { return false }
    return properties.contains { property in
      property.heldNames.contains { subscriptionKeepers.contains(lastComponent($0)) }
    }
  }

  private static let observableProtocols: Set<String> = ["ObservableObject", "Observable"]
  /// The types that keep subscriptions (RxSwift, Combine, ReactiveSwift).
  private static let subscriptionKeepers: Set<String> = [
    "DisposeBag", "AnyCancellable", "Cancellable", "CompositeDisposable", "Disposable",
  ]
}
