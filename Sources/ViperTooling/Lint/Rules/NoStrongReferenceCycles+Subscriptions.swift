/// The cycle a subscription makes when the object that subscribes also keeps it: `self` holds
/// its dispose bag (or cancellables), the bag holds the subscription, and the subscription
/// holds `self` through a method reference (`bind(onNext: self.show)`: a method passed by
/// reference captures `self` strongly), a closure that uses `self` without `weak`, or
/// `assign(to:on: self)`. Nothing ever disposes the bag, so the object is never freed.
extension NoStrongReferenceCycles {
  func subscriptionCycles(in model: ModuleModel) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for type in model.sureRoleTypes where type.isReference && !type.subscriptions.isEmpty {
      for subscription in type.subscriptions {
        guard let keeper = subscription.keptBy,
          let property = model.storedProperty(named: keeper, of: type),
          property.ownership == .strong
        else { continue }
        let holds: String
        if !subscription.method.isEmpty {
          guard model.hasMethod(named: subscription.method, in: type) else { continue }
          holds = "the method reference '\(subscription.handler)' holds it strongly"
        } else if subscription.handler == "on: self" {
          holds = "'assign(to:on: self)' holds it strongly"
        } else {
          holds = "its closure uses 'self' without 'weak'"
        }
        findings.append(
          RuleFinding(
            "strong reference cycle: '\(type.name).\(keeper)' keeps the subscription made by '\(subscription.callee)', and \(holds); pass a '[weak self]' closure",
            at: subscription.location,
            fix: .weakenSubscription(
              type: type.name, handler: subscription.handler, at: subscription.location),
            related: [property.location]))
      }
    }
    return findings
  }
}
