import Testing

@testable import ViperTooling

/// The names a file assigns, as the cycle rule reads them from the bytes of a file read for its
/// declarations.
@Suite struct AssignmentScanTests {
  private func names(_ source: String) -> [String] {
    AssignmentScan.names(in: Array(source.utf8))
  }

  @Test("a member or name before a single `=`; no comparison, compound assignment or new local")
  func readsAssignments() {
    #expect(
      names(
        """
        enum Wiring {
          static func wire() {
            let presenter = Presenter()
            var count = 0
            interactor.output = presenter
            self.router=router
            view?.presenter = presenter
            if count == 1 || count != 2 || count <= 3 || count >= 4 { count += 1 }
            guard let value = optional else { return }
          }
          var title: String? = nil
        }
        """) == ["output", "presenter", "router"])
  }
}
