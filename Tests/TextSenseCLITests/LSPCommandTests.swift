import Foundation
import Testing

/// `textsense lsp` driven over pipes with framed messages, as an editor would.
@Suite("textsense lsp")
struct LSPCommandTests {
    /// A live session with the server process: write a frame, read frames until the one wanted arrives.
    final class Session {
        let process = Process()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        var buffer = Data()
        var nextID = 1

        init(configHome: String) throws {
            signal(SIGPIPE, SIG_IGN)
            process.executableURL = CLI.binary
            process.arguments = ["lsp"]
            process.environment = ["XDG_CONFIG_HOME": configHome, "HOME": configHome, "PATH": "/usr/bin:/bin"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        func send(_ object: [String: Any]) throws {
            var o = object
            o["jsonrpc"] = "2.0"
            let body = try JSONSerialization.data(withJSONObject: o)
            try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        func request(_ method: String, _ params: Any) throws -> [String: Any] {
            let id = nextID
            nextID += 1
            try send(["id": id, "method": method, "params": params])
            return try read { ($0["id"] as? Int) == id && $0["method"] == nil }
        }

        /// Reads frames until one satisfies `wanted`; the header must be exactly right.
        func read(until wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
            while true {
                while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
                    #expect(header.hasPrefix("Content-Length: "))
                    let length = try #require(Int(header.dropFirst("Content-Length: ".count)))
                    guard buffer.count - headerEnd.upperBound >= length else { break }
                    let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                    buffer = Data(buffer[(headerEnd.upperBound + length)...])
                    let message = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                    #expect(message["jsonrpc"] as? String == "2.0")
                    if wanted(message) { return message }
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }
                buffer += chunk
            }
        }

        func diagnostics(version: Int) throws -> [[String: Any]] {
            let m = try read { m in
                guard m["method"] as? String == "textDocument/publishDiagnostics", let p = m["params"] as? [String: Any] else { return false }
                return p["version"] as? Int == version
            }
            return try #require((m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        }

        func finish() throws -> (Int32, String) {
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
    }

    func range(_ l0: Int, _ c0: Int, _ l1: Int, _ c1: Int) -> [String: Any] {
        ["start": ["line": l0, "character": c0], "end": ["line": l1, "character": c1]]
    }

    @Test func fullSessionOverPipes() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-lsp-cli-\(UUID().uuidString)").path
        let s = try Session(configHome: home)
        let initResult = try #require(try s.request("initialize", ["processId": NSNull(), "capabilities": [:]])["result"] as? [String: Any])
        let caps = try #require(initResult["capabilities"] as? [String: Any])
        #expect(caps["positionEncoding"] as? String == "utf-16")
        #expect((caps["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        try s.send(["method": "initialized", "params": [:]])
        let uri = "file:///tmp/note.txt"
        try s.send(["method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": uri, "languageId": "plaintext", "version": 1, "text": "I wrote a lettr to ana@example.com.\n"]]])
        let first = try s.diagnostics(version: 1)
        #expect(first.count == 1)
        let d = try #require(first.first)
        #expect(d["source"] as? String == "textsense")
        #expect(d["severity"] as? Int == 3)
        #expect((d["data"] as? [String: Any])?["word"] as? String == "lettr")
        let r = try #require(d["range"] as? [String: Any])
        #expect(NSDictionary(dictionary: r).isEqual(to: range(0, 10, 0, 15)))

        let actions = try #require(try s.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": r, "context": ["diagnostics": [d]]])["result"] as? [[String: Any]])
        let fix = try #require(actions.first)
        #expect(fix["kind"] as? String == "quickfix")
        #expect(fix["isPreferred"] as? Bool == true)
        let edits = try #require(((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        let edit = try #require(edits.first)
        #expect(edit["newText"] as? String == "letter")
        // The editor applies the edit and sends it back as an incremental change.
        try s.send(["method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": edit["range"] as Any, "text": "letter"]]]])
        #expect(try s.diagnostics(version: 2).isEmpty)

        let links = try #require(try s.request("textDocument/documentLink", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]])
        #expect(links.map { $0["target"] as? String } == ["mailto:ana@example.com"])

        let unknown = try s.request("textDocument/rename", ["textDocument": ["uri": uri]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)

        #expect(try s.request("shutdown", NSNull())["result"] is NSNull)
        try s.send(["method": "exit"])
        let (status, stderr) = try s.finish()
        #expect(status == 0)
        #expect(stderr.isEmpty)
    }

    @Test func clientThatDisappearsEndsTheServer() throws {
        let r = try CLI.run(["lsp"], stdin: Data("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(r.status == 1)
        #expect(r.stdout.contains("-32700") || r.stdout.isEmpty)
        #expect(r.stderr.contains("end of input"))
    }

    @Test func lostFrameBoundaryIsFatal() throws {
        let r = try CLI.run(["lsp"], stdin: Data("Content-Length: x\r\n\r\n{}".utf8))
        #expect(r.status == 1)
        #expect(r.stderr.contains("invalid Content-Length 'x'"))
    }

    @Test func malformedJSONGetsParseError() throws {
        let r = try CLI.run(["lsp"], stdin: Data("Content-Length: 5\r\n\r\n{\"a\":Content-Length: 26\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"shutdown\"}".utf8))
        #expect(r.stdout.contains("\"code\":-32700"))
    }

    @Test func help() throws {
        let r = try CLI.run(["lsp", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("usage: textsense lsp"))
        let bad = try CLI.run(["lsp", "--tcp"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("unknown option '--tcp'"))
        #expect(try CLI.run(["--help"]).stdout.contains("lsp "))
    }
}
