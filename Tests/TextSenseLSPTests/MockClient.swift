import Foundation
import Synchronization
@testable import TextSenseLSP

/// An in-process editor: sends messages to a `LanguageServer` and reads back what it wrote, frame by frame.
final class MockClient: @unchecked Sendable {
    let server: LanguageServer
    private let written = Written()
    final class Written: Sendable { let bytes = Mutex<[UInt8]>([]) }
    private let nextID = Mutex(100)
    let configHome: URL

    init(encodings: [String]? = nil, options: JSON = [:]) async throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-lsp-\(UUID().uuidString)")
        let box = written
        server = LanguageServer(environment: ["XDG_CONFIG_HOME": configHome.path, "HOME": configHome.path]) { bytes in
            box.bytes.withLock { $0 += bytes }
        }
        var caps: JSON = [:]
        if let encodings { caps = ["general": ["positionEncodings": .array(encodings.map(JSON.string))]] }
        _ = try await request("initialize", ["capabilities": caps, "initializationOptions": options])
        await notify("initialized", [:])
    }

    /// Every message the server wrote since the last call, in order.
    func take() throws -> [JSON] {
        let bytes = written.bytes.withLock { w -> [UInt8] in defer { w = [] }; return w }
        var out: [JSON] = []
        var rest = bytes[...]
        while let (body, next) = try Frame.split(rest) {
            guard let json = JSON(parsing: body) else { throw TestFailure("unparsable output") }
            out.append(json)
            rest = rest[next...]
        }
        if !rest.isEmpty { throw TestFailure("a partial frame was written") }
        return out
    }

    struct TestFailure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    /// Sends a request and returns its response (result or error object); other output stays for `take()`.
    func request(_ method: String, _ params: JSON) async throws -> JSON {
        let id = nextID.withLock { n -> Int in n += 1; return n }
        _ = await server.handle(Message(id: JSON(id), method: method, params: params))
        var response: JSON?
        var others: [JSON] = []
        for m in try take() {
            if m["id"] == JSON(id), m["method"] == nil { response = m } else { others.append(m) }
        }
        pending += others
        guard let response else { throw TestFailure("no response to \(method)") }
        return response
    }

    var pending: [JSON] = []

    func notify(_ method: String, _ params: JSON) async {
        _ = await server.handle(Message(id: nil, method: method, params: params))
    }

    /// The last diagnostics published for `uri` (since the last call).
    func diagnostics(_ uri: String) throws -> [JSON]? {
        let all = pending + (try take())
        pending = []
        return all.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    func open(_ uri: String, _ text: String, language: String = "plaintext", version: Int = 1) async {
        await notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(language),
                                                               "version": JSON(version), "text": .string(text)]])
    }
}

extension JSON {
    static func pos(_ line: Int, _ character: Int) -> JSON { ["line": JSON(line), "character": JSON(character)] }
    static func range(_ l0: Int, _ c0: Int, _ l1: Int, _ c1: Int) -> JSON { ["start": pos(l0, c0), "end": pos(l1, c1)] }
}
