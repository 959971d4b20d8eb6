/// A row of tabs, ` 1 Users  2 Todos `, with the selected tab highlighted (bold, reversed).
///
/// The first nine tabs show their number, the key that selects them (see
/// ``index(forShortcut:count:)``). When the row is too narrow, titles are shortened with `…`
/// (all to the same width), then reduced to the numbers; if even that does not fit, the
/// tabs scroll so the selected one stays visible.
public struct TabBar: Widget, Sendable {
  /// The style of the selected tab.
  public static let selectedStyle = Style(bold: true, reverse: true)

  /// The tab titles.
  public var titles: [String]
  /// The index of the selected tab.
  public var selected: Int

  /// Creates a tab bar.
  public init(titles: [String], selected: Int) {
    self.titles = titles
    self.selected = selected
  }

  /// The tab index that a digit key from `1` to `9` selects.
  ///
  /// Nil when `key` is not the shortcut of one of `count` tabs.
  public static func index(forShortcut key: Key, count: Int) -> Int? {
    guard case .character(let character) = key, let digit = character.wholeNumberValue,
      character.isASCII, (1...9).contains(digit), digit <= count
    else {
      return nil
    }
    return digit - 1
  }

  /// Draws the tabs in the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty, !titles.isEmpty else { return }
    let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    frame.fill(row, style: .plain)
    var segments = self.segments(titleWidth: nil)
    if totalWidth(segments) > rect.width {
      let longest = titles.map { DisplayWidth.of($0) }.max() ?? 0
      var fitted: [String]?
      for titleWidth in stride(from: longest - 1, through: 2, by: -1) {
        let candidate = self.segments(titleWidth: titleWidth)
        if totalWidth(candidate) <= rect.width {
          fitted = candidate
          break
        }
      }
      segments = fitted ?? self.segments(titleWidth: 0)
    }
    // Scroll so the selected tab ends inside the row.
    var first = 0
    if selected >= 0 && selected < segments.count {
      while first < selected
        && totalWidth(Array(segments[first...selected])) > rect.width
      {
        first += 1
      }
    }
    var x = rect.x
    for index in first..<segments.count where x < rect.maxX {
      let style = index == selected ? TabBar.selectedStyle : Style.plain
      x += frame.put(segments[index], x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
    }
  }

  /// Each tab as ` N Title `, titles cut to `titleWidth` columns (nil: whole; 0: no title,
  /// except for tabs without a number).
  private func segments(titleWidth: Int?) -> [String] {
    titles.enumerated().map { index, title in
      let number = index < 9 ? "\(index + 1)" : ""
      var title = title
      if let titleWidth, DisplayWidth.of(title) > titleWidth {
        title =
          titleWidth == 0
          ? (number.isEmpty ? String(title.prefix(1)) : "")
          : TextWrapper.markedTruncated(title, width: titleWidth)
      }
      let parts = [number, title].filter { !$0.isEmpty }
      return " " + parts.joined(separator: " ") + " "
    }
  }

  private func totalWidth(_ segments: [String]) -> Int {
    segments.reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
