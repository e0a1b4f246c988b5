import Foundation
import Synchronization
import TextSense
import TextSenseLSP

/// The `lsp` family: the input is the recipe of a client's byte stream, run through the language server in
/// process (`Connection.run(bytes:)`, the stdio loop without stdio). Each segment of the recipe is a kind
/// byte, a length byte and that many bytes: raw bytes written as they are (broken headers, partial frames),
/// a frame around arbitrary bytes (malformed JSON, any message), or a message built from the bytes — open, incremental
/// and full changes (positions out of range, stale versions, any text), requests (links, hover, code
/// actions, completion, commands, unknown methods, unopened documents), close, cancel, configuration,
/// shutdown and exit. Whatever it gets, the server must write only whole frames of JSON-RPC 2.0 objects
/// and answer every request sent before the first raw segment exactly once.
enum LSPSession {
    static let uris = ["file:///a.txt", "file:///b.md", "file:///c.swift", "file:///never-opened.txt"]
    static let languages = ["plaintext", "markdown", "swift", "python", "gitcommit", "", "html", "lua"]
    static let environment: [String: String] = {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-fuzz-lsp").path
        return ["XDG_CONFIG_HOME": home, "HOME": home]
    }()

    static func run(_ bytes: UnsafeBufferPointer<UInt8>, selector: Int) {
        var recipe = Recipe(bytes: Array(bytes))
        var stream: [UInt8] = []
        var answerable: Set<Int> = []
        var raw = false, anyRaw = false
        var nextID = 1
        func frame(_ json: JSON) { stream += Frame.encode(json.bytes) }
        func request(_ method: String, _ params: JSON) {
            frame(["jsonrpc": "2.0", "id": JSON(nextID), "method": .string(method), "params": params])
            if !raw { answerable.insert(nextID) }
            nextID += 1
        }
        func notify(_ method: String, _ params: JSON) { frame(["jsonrpc": "2.0", "method": .string(method), "params": params]) }

        if selector & 0x80 == 0 {
            let encodings: JSON = selector & 0x40 != 0 ? ["utf-8", "utf-16"] : selector & 0x20 != 0 ? ["utf-32"] : []
            request("initialize", ["capabilities": ["general": ["positionEncodings": encodings]],
                                   "initializationOptions": ["completion": .bool(selector & 0x10 != 0)]])
            notify("initialized", [:])
        }
        var version = 1
        while let (kind, content) = recipe.segment() {
            let text = String(decoding: content, as: UTF8.self)
            let b = { (i: Int) -> Int in i < content.count ? Int(content[content.startIndex + i]) : 0 }
            let uri = JSON.string(uris[b(0) % uris.count])
            let position: (Int, Int) -> JSON = { l, c in ["line": JSON(b(l) % 8 - 1), "character": JSON(b(c) % 40 - 2)] }
            let range: JSON = ["start": position(1, 2), "end": position(3, 4)]
            switch kind {
            case 0:
                raw = true; anyRaw = true
                stream += content
            case 1:
                raw = true; anyRaw = true
                stream += Frame.encode(content)
            case 2:
                notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": .string(languages[b(1) % languages.count]),
                                                                 "version": JSON(version), "text": .string(text)]])
            case 3, 4:
                version += b(5) % 5 == 0 ? -2 : 1  // now and then a stale version
                let change: JSON = kind == 3 ? ["range": range, "text": .string(String(decoding: content.dropFirst(6), as: UTF8.self))]
                    : ["text": .string(text)]
                notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": JSON(version)], "contentChanges": [change]])
            case 5:
                let methods = ["textDocument/documentLink", "textDocument/hover", "textDocument/codeAction", "textDocument/completion",
                               "workspace/executeCommand", "textDocument/rename", "shutdown"]
                let method = methods[b(5) % methods.count]
                let commands = ["textsense.ignoreInDocument", "textsense.open", "textsense.nope"]
                request(method, b(6) % 7 == 0 ? .array([.string(text)]) : [
                    "textDocument": ["uri": uri], "position": position(1, 2), "range": range, "context": ["diagnostics": []],
                    "command": .string(commands[b(7) % commands.count]), "arguments": [uri, .string(text)]])
            case 6:
                switch b(1) % 3 {
                case 0: notify("textDocument/didClose", ["textDocument": ["uri": uri]])
                case 1: notify("$/cancelRequest", ["id": JSON(nextID + b(2) % 3 - 1)])
                default:
                    let severities = ["hint", "information", "warning", "error"]
                    notify("workspace/didChangeConfiguration", ["settings": ["textsense": [
                        "diagnosticSeverity": .string(severities[b(2) % severities.count]), "maxDiagnostics": JSON(b(3) % 4),
                        "languages": b(4) % 2 == 0 ? ["plaintext", "markdown"] : .string(text),
                        "locale": .string(["en_US", "de_DE", "xx", ""][b(5) % 4])]]])
                }
            default:
                if b(1) % 2 == 0 { notify("exit", .null); raw = true } else { request("shutdown", .null) }
            }
        }

        let output = Mutex<([UInt8], Int32)>(([], 0))
        let done = DispatchSemaphore(value: 0)
        let input = stream
        Task.detached {
            let result = await Connection.run(bytes: input, environment: environment)
            output.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let (written, status) = output.withLock { $0 }
        precondition(status == 0 || status == 1)
        var answers: [Int: Int] = [:]
        var rest = written[...]
        while !rest.isEmpty {
            guard let (body, next) = try? Frame.split(rest), let json = JSON(parsing: body) else {
                preconditionFailure("the server wrote a partial or unreadable frame")
            }
            precondition(json["jsonrpc"] == "2.0", "a frame without jsonrpc 2.0")
            if json["method"] == nil, let id = json["id"]?.int {
                precondition(json["result"] != nil || json["error"]?["code"]?.int != nil, "a response without result or error")
                answers[id, default: 0] += 1
            }
            rest = rest[next...]
        }
        // (Arbitrary frames may reuse an id, so with any of them a request may be answered more than once.)
        for id in answerable {
            let n = answers[id] ?? 0
            precondition(anyRaw ? n >= 1 : n == 1, "request \(id) answered \(n) times")
        }
    }

    /// Reads segments: a kind byte (mod 8), a length byte, then up to that many bytes.
    struct Recipe {
        let bytes: [UInt8]
        var at = 0
        mutating func segment() -> (Int, ArraySlice<UInt8>)? {
            guard at + 1 < bytes.count else { return nil }
            let kind = Int(bytes[at] % 8), length = Int(bytes[at + 1])
            let end = min(bytes.count, at + 2 + length)
            defer { at = end }
            return (kind, bytes[(at + 2)..<end])
        }
    }
}
