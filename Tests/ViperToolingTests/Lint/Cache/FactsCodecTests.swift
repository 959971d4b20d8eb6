import Testing

@testable import ViperTooling

@Suite struct FactsCodecTests {
  @Test(
    "the cache keeps what navigation reads of tuples and optional closure calls: a method's tuple result's element types, a tuple pattern's locals, and the receiver of `output.onFinish?()`"
  )
  func keepsTuplesAndOptionalClosureCalls() throws {
    let source = """
      import UIKit
      protocol Coordinator: AnyObject { func start() }
      protocol FlowOutput: AnyObject { var onFinish: (() -> Void)? { get set } }
      final class Factory {
        func makeFlow() -> (flow: Coordinator & FlowOutput, screen: UIViewController?) {
          fatalError()
        }
      }
      final class AppCoordinator {
        let factory = Factory()
        weak var output: FlowOutput?
        func start() {
          let (flow, _) = factory.makeFlow()
          flow.start()
          output?.onFinish?()
        }
      }
      """
    let facts = FileAnalyzer.analyze(source: source, path: "App/AppCoordinator.swift")
    let factory = try #require(facts.types.first { $0.name == "Factory" })
    #expect(
      factory.signatures.first { $0.name == "makeFlow" }?.tupleElements == [
        "Coordinator & FlowOutput", "UIViewController",
      ])
    let app = try #require(facts.types.first { $0.name == "AppCoordinator" })
    #expect(app.locals.map(\.name) == ["flow"])
    #expect(app.locals.first?.value == ["factory", "makeFlow()", "0"])
    let finish = try #require(app.calls.first { $0.callee == "onFinish" })
    #expect(finish.receiver == "output")
    var writer = BinaryWriter()
    FactsCodec.encode(facts, into: &writer)
    var reader = BinaryReader(writer.bytes)
    let decoded = FactsCodec.decode(path: facts.path, from: &reader)
    #expect(decoded == facts)
    #expect(reader.isAtEnd)
  }

  @Test("the cache keeps the destination value a parameter defaults to")
  func keepsParameterDefaults() throws {
    let source = """
      import UIKit
      enum Start { case signIn, signUp }
      enum Entry {
        static func make(animated: Bool = true, start: Start = .signIn) -> UIViewController {
          fatalError()
        }
      }
      """
    let facts = FileAnalyzer.analyze(source: source, path: "Entry/Entry.swift")
    let entry = try #require(facts.types.first { $0.name == "Entry" })
    #expect(entry.functions.first?.parameters.map(\.defaultValue) == [nil, ".signIn"])
    var writer = BinaryWriter()
    FactsCodec.encode(facts, into: &writer)
    var reader = BinaryReader(writer.bytes)
    #expect(FactsCodec.decode(path: facts.path, from: &reader) == facts)
    #expect(reader.isAtEnd)
  }
}
