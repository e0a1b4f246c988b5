import Foundation
import Testing
import TextSense
@testable import TextSenseLSP

/// Every text of `HostileInputs` opened as a document in a `textsense lsp` process over pipes, as an editor
/// would: each must get its diagnostics published, and answers to documentLink, hover and codeAction, all
/// well-formed, with the whole run bounded by a watchdog (a hang ends the server and fails the test instead
/// of blocking the suite).
@Suite("textsense lsp: hostile documents")
struct HostileDocumentTests {
    /// The built `textsense` next to the test bundle (or `TEXTSENSE_BIN`).
    static var binary: URL {
        if let env = ProcessInfo.processInfo.environment["TEXTSENSE_BIN"] { return URL(fileURLWithPath: env) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("textsense")
    }

    /// Writes frames to the server and reads its frames back.
    final class Pipes {
        let process = Process()
        let input = Pipe(), output = Pipe()
        var buffer: [UInt8] = []

        init(home: String) throws {
            signal(SIGPIPE, SIG_IGN)
            process.executableURL = HostileDocumentTests.binary
            process.arguments = ["lsp"]
            process.environment = ["XDG_CONFIG_HOME": home, "HOME": home, "PATH": "/usr/bin:/bin"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ json: JSON) throws { try input.fileHandleForWriting.write(contentsOf: Frame.encode(json.bytes)) }

        /// The next frame that satisfies `wanted`; every frame read must be a JSON-RPC 2.0 object.
        func read(until wanted: (JSON) -> Bool) throws -> JSON {
            while true {
                while let (body, rest) = try Frame.split(buffer) {
                    let json = try #require(JSON(parsing: body), "an unreadable frame")
                    #expect(json["jsonrpc"] == "2.0")
                    buffer.removeFirst(rest)
                    if wanted(json) { return json }
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }  // the server ended (or the watchdog ended it)
                buffer += chunk
            }
        }
    }

    @Test func everyHostileTextIsAnswered() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-lsp-hostile-\(UUID().uuidString)").path
        let s = try Pipes(home: home)
        let watchdog = DispatchWorkItem { s.process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 600, execute: watchdog)
        defer { watchdog.cancel() }
        var id = 0
        func request(_ method: String, _ params: JSON) throws -> JSON {
            id += 1
            try s.send(["jsonrpc": "2.0", "id": JSON(id), "method": .string(method), "params": params])
            let want = JSON(id)
            return try s.read { $0["id"] == want && $0["method"] == nil }
        }
        _ = try request("initialize", ["capabilities": [:]])
        for (n, hostile) in HostileInputs.all.enumerated() {
            let uri = JSON.string("file:///tmp/hostile-\(n).txt")
            try s.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": uri, "languageId": "plaintext", "version": 1, "text": .string(hostile.make(20_000))]]])
            let published = try s.read { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == uri }
            #expect(published["params"]?["diagnostics"]?.array != nil, "\(hostile.name)")
            let links = try request("textDocument/documentLink", ["textDocument": ["uri": uri]])
            #expect(links["result"]?.array != nil, "\(hostile.name): \(links)")
            let hover = try request("textDocument/hover", ["textDocument": ["uri": uri], "position": .pos(0, 5)])
            #expect(hover["result"] != nil && hover["error"] == nil, "\(hostile.name): \(hover)")
            let actions = try request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": .range(0, 0, 0, 40),
                                                                  "context": ["diagnostics": []]])
            #expect(actions["result"]?.array != nil, "\(hostile.name): \(actions)")
            try s.send(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])
        }
        #expect(try request("shutdown", .null)["result"] == .null)
        try s.send(["jsonrpc": "2.0", "method": "exit"])
        s.process.waitUntilExit()
        #expect(s.process.terminationStatus == 0)
    }
}
