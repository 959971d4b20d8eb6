import ViperKit

/// The user picker's view for any front end: it keeps what the screen shows as a
/// ``UserPickerViewState`` and calls ``onChange`` when that changes.
@MainActor
public final class UserPickerView: UserPickerViewInput {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UserPickerViewOutput
  /// What the screen shows.
  public private(set) var state: UserPickerViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (UserPickerViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any UserPickerViewOutput) {
    self.presenter = presenter
  }

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person picked `option`.
  public func pick(_ option: UserPickerOptionViewModel) { presenter.didPick(userID: option.userID) }
  /// The person closed the picker.
  public func cancel() { presenter.didCancel() }

  public func showLoading() { state = .loading }
  public func showOptions(_ options: [UserPickerOptionViewModel]) { state = .options(options) }
  public func showError(_ message: String) { state = .error(message) }
}
