import Foundation
import ViperKit

/// Creates video playback modules, in a feed's cell or standalone.
///
/// ```swift
/// let builder = VideoPlaybackBuilder(dependency: dependencies)
/// let cell = builder.buildInCell(indexPath: IndexPath(indexes: [0, 2]), theme: .compact)
/// cell.input.configure(url: clipURL, title: "Clip")
/// let player = builder.buildStandalone(theme: .standard)
/// ```
@MainActor
public struct VideoPlaybackBuilder: ViperBuilder {
  /// The dependency manager that wires each module.
  public let dependency: VideoPlaybackDependencyManager

  /// A builder over `dependency`.
  public init(dependency: VideoPlaybackDependencyManager) {
    self.dependency = dependency
  }

  /// A playback view inside a list cell at `indexPath`; the feed's items share one playback
  /// manager, so only one of them plays.
  public func buildInCell(indexPath: IndexPath, theme: PlaybackBarTheme = .compact) -> Module<
    any VideoPlaybackModuleInput
  > {
    dependency.wire(indexPath: indexPath, theme: theme)
  }

  /// A standalone playback view.
  public func buildStandalone(theme: PlaybackBarTheme = .standard) -> Module<
    any VideoPlaybackModuleInput
  > {
    dependency.wire(indexPath: nil, theme: theme)
  }
}
