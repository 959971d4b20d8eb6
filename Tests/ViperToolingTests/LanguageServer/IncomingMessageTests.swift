import Foundation
import Testing

@testable import ViperTooling

/// Sorting a message's body: requests, notifications, responses, and what is none of them.
@Suite struct IncomingMessageTests {
  static func sort(_ json: String) -> IncomingMessage { IncomingMessage(body: Data(json.utf8)) }

  static func invalid(_ json: String) -> (RequestID?, Int, String)? {
    guard case .invalid(let id, let error) = sort(json) else { return nil }
    return (id, error.code, error.message)
  }

  @Test func requestsNotificationsAndResponsesAreToldApart() {
    guard
      case .request(.number(1), "shutdown", _) = Self.sort(
        #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
    else {
      Issue.record("not a request")
      return
    }
    guard
      case .request(.string("a"), "x", _) = Self.sort(#"{"jsonrpc":"2.0","id":"a","method":"x"}"#)
    else {
      Issue.record("not a request with a string id")
      return
    }
    guard case .notification("exit", _) = Self.sort(#"{"jsonrpc":"2.0","method":"exit"}"#) else {
      Issue.record("not a notification")
      return
    }
    guard
      case .response(.string("viper-1"), nil) = Self.sort(
        #"{"jsonrpc":"2.0","id":"viper-1","result":null}"#)
    else {
      Issue.record("not a response")
      return
    }
    guard
      case .response(.number(2), let error?) = Self.sort(
        #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#)
    else {
      Issue.record("not an error response")
      return
    }
    #expect(error == ResponseError(code: -32601, message: "no"))
  }

  @Test func whatIsNoMessageGetsTheErrorToAnswerWith() throws {
    let cases: [(String, RequestID?, Int, String)] = [
      ("{", nil, -32700, "the message is not JSON"),
      ("", nil, -32700, "the message is not JSON"),
      ("42", nil, -32600, "a message is a JSON object (batches are not supported)"),
      (
        #"{"jsonrpc":"2.0","id":[1],"method":"x"}"#, nil, -32600,
        "'id' must be a number or a string"
      ),
      (
        #"{"jsonrpc":"2.0","id":1.5,"method":"x"}"#, nil, -32600,
        "'id' must be a number or a string"
      ),
      (#"{"jsonrpc":"1.0","id":3,"method":"x"}"#, .number(3), -32600, #"'jsonrpc' must be "2.0""#),
      (#"{"jsonrpc":"2.0","id":4,"method":7}"#, .number(4), -32600, "'method' must be a string"),
      (#"{"jsonrpc":"2.0","id":5}"#, .number(5), -32600, "the message has no 'method'"),
    ]
    for (json, id, code, message) in cases {
      let sorted = try #require(Self.invalid(json), "\(json)")
      #expect(sorted.0 == id, "\(json)")
      #expect(sorted.1 == code, "\(json)")
      #expect(sorted.2 == message, "\(json)")
    }
  }

  @Test func paramsThatDoNotFitNameTheField() {
    func problem<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
      do {
        _ = try IncomingMessage.params(type, in: Data(json.utf8))
        return nil
      } catch {
        return "\(error.code) \(error.message)"
      }
    }
    #expect(problem(LSP.CodeActionParams.self, #"{"id":1}"#) == "-32602 'params' is missing")
    #expect(
      problem(LSP.CodeActionParams.self, #"{"params":{"range":{}}}"#)
        == "-32602 'textDocument' is missing")
    #expect(
      problem(
        LSP.CodeActionParams.self,
        #"{"params":{"textDocument":{"uri":"file:///a"},"range":{"start":{"line":"x"}}}}"#)
        == "-32602 'range.start.line' is not an integer")
    #expect(
      problem(
        LSP.DidChangeTextDocumentParams.self,
        #"{"params":{"textDocument":{"uri":"u"},"contentChanges":[{"text":"a"},{}]}}"#)
        == "-32602 'contentChanges[1].text' is missing")
    #expect(problem(LSP.InitializeParams.self, #"{"params":null}"#) == "-32602 'params' is null")
    #expect(
      problem(LSP.InitializeParams.self, #"{"params":[1]}"#)
        == "-32602 'params' is not an object")
    #expect(problem(LSP.InitializeParams.self, #"{"params":{}}"#) == nil)
  }
}
