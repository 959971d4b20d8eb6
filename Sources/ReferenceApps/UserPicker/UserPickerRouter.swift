import ViperKit

/// Navigation away from the user picker: none. The module that opened the picker closes it
/// when the picker reports (``UserPickerModuleOutput``), because only the opener knows how it
/// put the picker on screen. The role is there, as in every module, for a feature that adds
/// navigation from the picker.
@MainActor
public final class UserPickerRouter: UserPickerRouterInput {
  /// The view navigation starts from, held weakly: the navigator owns it.
  public weak var view: (any ViperView)?

  /// Creates the router.
  public init() {}
}
