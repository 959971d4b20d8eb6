import Foundation
import MockAPI
import VideoPlaybackKit
import VideoPlaybackKitTerminal
import ViperKit

extension DemoSession {
  /// Adds the video tab (VideoPlaybackKit): the `--media` files, else the mock API's media over
  /// HTTP, else (fake and production environments) the bundled media files.
  static func addVideoTab(to navigation: NavigationModel, media: [URL], api: MockAPI?) {
    let items: [VideoFeedItem]
    if !media.isEmpty {
      items = media.map { VideoFeedItem(title: $0.lastPathComponent, url: $0) }
    } else if let api {
      items = MockMedia.validNames.map {
        VideoFeedItem(title: $0, url: api.baseURL.appendingPathComponent("media/\($0)"))
      }
    } else {
      items = MockMedia.validNames.compactMap { name in
        MockMedia.fileURL(named: name).map { VideoFeedItem(title: name, url: $0) }
      }
    }
    let builder = VideoPlaybackBuilder(dependency: .terminal())
    let feed = VideoFeedTerminalView(items: items, builder: builder)
    navigation.addTab(
      id: "video", title: "Video", root: Screen(view: feed, parts: ModuleParts(["view": feed])))
  }
}
