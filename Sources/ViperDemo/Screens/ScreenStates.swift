import ViperTerminal

/// The states every screen of the demo draws the same way: a spinner while loading, a centred
/// message for an empty or failed screen. One place, so the tabs look alike.
enum ScreenStates {
  /// A spinner with `label`, centred in `rect`.
  static func loading(_ label: String, in rect: Rect, into frame: inout Frame, tick: Int) {
    let width = min(rect.width, DisplayWidth.of(label) + 2)
    Spinner(tick: tick, label: label).render(
      in: rect.centered(width: width, height: 1), into: &frame)
  }

  /// `message` centred under `title` in `style`, with `hint` on the bottom line.
  static func message(
    _ message: String, title: String? = nil, style: Style = .plain, hint: String? = nil,
    in rect: Rect, into frame: inout Frame
  ) {
    CenteredMessage(message, title: title, style: style).render(in: rect, into: &frame)
    if let hint {
      Label(hint, style: Style(dim: true), alignment: .center)
        .render(in: rect.splitBottom(1).bottom, into: &frame)
    }
  }

  /// A one-line notice at the bottom of `rect`, if there is one; returns the rest of `rect`.
  static func notice(_ notice: String?, in rect: Rect, into frame: inout Frame) -> Rect {
    guard let notice else { return rect }
    let (rest, bottom) = rect.splitBottom(1)
    Label("⚠ " + notice, style: Style(foreground: .yellow)).render(in: bottom, into: &frame)
    return rest
  }
}
