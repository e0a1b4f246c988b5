import Foundation
import Testing
import TextSense
@testable import TextSenseLSP

@Suite("LanguageServer")
struct ServerTests {
    func words(_ diagnostics: [JSON]?) -> [String] { (diagnostics ?? []).compactMap { $0["data"]?["word"]?.string } }

    @Test func negotiatesPositionEncoding() async throws {
        let plain = try await MockClient()
        let none = try await plain.request("shutdown", .null)
        #expect(none["result"] == .null)
        let c16 = try await MockClient(encodings: ["utf-16"])
        _ = c16
        let server = LanguageServer { _ in }
        for (offered, expected) in [([String]?.none, "utf-16"), (["utf-16"], "utf-16"), (["utf-32", "utf-8"], "utf-8")] {
            _ = server
            #expect(PositionEncoding.negotiate(offered: offered).rawValue == expected)
        }
    }

    @Test func positionsFollowTheEncoding() async throws {
        let text = "😀 Helo\n"
        let c8 = try await MockClient(encodings: ["utf-8", "utf-16"])
        await c8.open("file:///a.txt", text)
        let d8 = try #require(try c8.diagnostics("file:///a.txt")?.first)
        #expect(d8["range"] == .range(0, 5, 0, 9))
        let c16 = try await MockClient()
        await c16.open("file:///a.txt", text)
        let d16 = try #require(try c16.diagnostics("file:///a.txt")?.first)
        #expect(d16["range"] == .range(0, 3, 0, 7))
        #expect(d16["source"] == "textsense")
        #expect(d16["data"]?["suggestions"]?.array?.first == "Hello")
    }

    @Test func errorsAndUnknownMethods() async throws {
        let c = try await MockClient()
        #expect(try await c.request("textDocument/foo", [:])["error"]?["code"] == -32601)
        #expect(try await c.request("textDocument/documentLink", ["textDocument": ["uri": "file:///nope"]])["error"]?["code"] == -32602)
        _ = await c.server.receive(Array("{not json".utf8))
        #expect(try c.take().first?["error"]?["code"] == -32700)
        c.server.noteCancel(["id": 7])
        _ = await c.server.handle(Message(id: 7, method: "textDocument/hover", params: [:]))
        #expect(try c.take().first?["error"]?["code"] == -32800)
        await c.notify("some/notification", [:])
        #expect(try c.take().isEmpty)
        let fresh = LanguageServer { _ in }
        _ = fresh
    }

    @Test func incrementalChangesUpdateDiagnostics() async throws {
        let c = try await MockClient()
        await c.open("file:///a.txt", "one wrold\n\nsecond paragrap here\n")
        #expect(words(try c.diagnostics("file:///a.txt")) == ["wrold", "paragrap"])
        await c.notify("textDocument/didChange", ["textDocument": ["uri": "file:///a.txt", "version": 2],
                                                  "contentChanges": [["range": .range(0, 4, 0, 9), "text": "world"]]])
        #expect(words(try c.diagnostics("file:///a.txt")) == ["paragrap"])
        await c.notify("textDocument/didChange", ["textDocument": ["uri": "file:///a.txt", "version": 3],
                                                  "contentChanges": [["range": .range(0, 0, 0, 0), "text": "A mispeled line\n"]]])
        let d = try #require(try c.diagnostics("file:///a.txt"))
        #expect(words(d) == ["mispeled", "paragrap"])
        #expect(d.last?["range"] == .range(3, 7, 3, 15))
        // A stale version is dropped.
        await c.notify("textDocument/didChange", ["textDocument": ["uri": "file:///a.txt", "version": 2],
                                                  "contentChanges": [["text": "zzzq"]]])
        #expect(try c.diagnostics("file:///a.txt") == nil)
        // A full replacement.
        await c.notify("textDocument/didChange", ["textDocument": ["uri": "file:///a.txt", "version": 4],
                                                  "contentChanges": [["text": "all fine now"]]])
        #expect(words(try c.diagnostics("file:///a.txt")) == [])
    }

    @Test func neverFlagsLinksEmailsCodeOrIdentifiers() async throws {
        let c = try await MockClient()
        let md = "See https://exmaple.com/qwzx and qwzx@exmaple.com, run `qwzxcode` or snake_qwzx and fooQwzx.\n\n```\nqwzxfence\n```\nbut qwzxprose\n"
        await c.open("file:///a.md", md, language: "markdown")
        #expect(words(try c.diagnostics("file:///a.md")) == ["qwzxprose"])
    }

    @Test func codeIsCheckedInCommentsAndStringsOnly() async throws {
        let c = try await MockClient()
        let swift = "let qwzxa = 1 // a coment here\nprint(\"a strng\")\n/* a mistkae */\n"
        await c.open("file:///a.swift", swift, language: "swift")
        #expect(words(try c.diagnostics("file:///a.swift")) == ["coment", "strng", "mistkae"])
        let py = "qwzxb = 2  # anothr coment\n"
        await c.open("file:///a.py", py, language: "python")
        #expect(words(try c.diagnostics("file:///a.py")) == ["anothr", "coment"])
        await c.open("file:///x.bin", "wrold", language: "unknownlang")
        #expect(words(try c.diagnostics("file:///x.bin")) == [])
    }

    @Test func documentLinksAndHover() async throws {
        let c = try await MockClient()
        await c.open("file:///a.txt", "Mail ana@example.com or call +1 650 253 0000 or visit https://swift.org today.")
        let links = try #require(try await c.request("textDocument/documentLink", ["textDocument": ["uri": "file:///a.txt"]])["result"]?.array)
        #expect(links.compactMap { $0["target"]?.string } == ["mailto:ana@example.com", "tel:+16502530000", "https://swift.org"])
        #expect(links[1]["tooltip"] == "+16502530000")
        let hover = try await c.request("textDocument/hover", ["textDocument": ["uri": "file:///a.txt"], "position": .pos(0, 32)])
        let value = try #require(hover["result"]?["contents"]?["value"]?.string)
        #expect(value.hasPrefix("**phone**"))
        #expect(value.contains("+16502530000"))
        let nothing = try await c.request("textDocument/hover", ["textDocument": ["uri": "file:///a.txt"], "position": .pos(0, 1)])
        #expect(nothing["result"] == .null)
        // Out of range positions are clamped, never trapped.
        let far = try await c.request("textDocument/hover", ["textDocument": ["uri": "file:///a.txt"], "position": .pos(99, -4)])
        #expect(far["error"] == nil)
    }

    @Test func codeActionsFixAddAndIgnore() async throws {
        let c = try await MockClient()
        await c.open("file:///a.txt", "Helo there, zorblax and zorblax.\n")
        #expect(words(try c.diagnostics("file:///a.txt")) == ["Helo", "zorblax", "zorblax"])
        let actions = try #require(try await c.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///a.txt"], "range": .range(0, 1, 0, 1), "context": ["diagnostics": []]])["result"]?.array)
        let first = try #require(actions.first)
        #expect(first["title"] == "Replace with 'Hello'")
        #expect(first["isPreferred"] == true)
        #expect(first["edit"]?["changes"]?["file:///a.txt"]?.array?.first?["newText"] == "Hello")
        #expect(actions.contains { $0["command"]?["command"] == "textsense.addToDictionary" })
        #expect(actions.contains { $0["command"]?["command"] == "textsense.ignoreInDocument" })

        _ = try await c.request("workspace/executeCommand", ["command": "textsense.ignoreInDocument", "arguments": ["file:///a.txt", "Helo"]])
        #expect(words(try c.diagnostics("file:///a.txt")) == ["zorblax", "zorblax"])
        _ = try await c.request("workspace/executeCommand", ["command": "textsense.addToDictionary", "arguments": ["zorblax"]])
        #expect(words(try c.diagnostics("file:///a.txt")) == [])
        let saved = try String(contentsOf: c.configHome.appendingPathComponent("textsense/words.txt"), encoding: .utf8)
        #expect(saved == "zorblax\n")
        let bad = try await c.request("workspace/executeCommand", ["command": "textsense.nope", "arguments": []])
        #expect(bad["error"]?["code"] == -32602)
    }

    @Test func settingsChangeSeverityAndLanguages() async throws {
        let c = try await MockClient(options: ["diagnosticSeverity": "hint"])
        await c.open("file:///a.txt", "wrold")
        #expect(try c.diagnostics("file:///a.txt")?.first?["severity"] == 4)
        await c.notify("workspace/didChangeConfiguration", ["settings": ["textsense": ["languages": ["markdown"]]]])
        #expect(words(try c.diagnostics("file:///a.txt")) == [])
    }

    @Test func maxDiagnosticsKeepsTheFirstInTextOrder() async throws {
        let c = try await MockClient(options: ["maxDiagnostics": 2])
        await c.open("file:///a.txt", "wrold one\nzorblax two\nqwzx three\n")
        #expect(words(try c.diagnostics("file:///a.txt")) == ["wrold", "zorblax"])
        await c.notify("workspace/didChangeConfiguration", ["settings": ["maxDiagnostics": 0]])
        #expect(words(try c.diagnostics("file:///a.txt")) == ["wrold", "zorblax", "qwzx"])
        await c.notify("workspace/didChangeConfiguration", ["settings": ["maxDiagnostics": -1]])
        #expect(try c.take().contains { $0["method"] == "window/showMessage" })
    }

    @Test func changesOvertakenByNewerOnesPublishNothing() async throws {
        let c = try await MockClient()
        await c.open("file:///a.txt", "one\n")
        _ = try c.diagnostics("file:///a.txt")
        let change = { (v: Int, text: String) -> Message in
            Message(id: nil, method: "textDocument/didChange", params: ["textDocument": ["uri": "file:///a.txt", "version": JSON(v)],
                                                                         "contentChanges": [["range": .range(0, 0, 0, 0), "text": .string(text)]]])
        }
        // Both arrive before the first is handled (as the reader notes them): only the second publishes.
        c.server.noteArrival(change(2, "wrold "))
        c.server.noteArrival(change(3, "zorblax "))
        _ = await c.server.handle(change(2, "wrold "))
        #expect(try c.diagnostics("file:///a.txt") == nil)
        _ = await c.server.handle(change(3, "zorblax "))
        let published = try c.take().filter { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == 3)
        #expect(words(published.first?["params"]?["diagnostics"]?.array) == ["zorblax", "wrold"])
    }

    /// A text checked in parts finds what one pass finds, and reports growing prefixes of it on the way.
    @Test func checkingInPartsEqualsOnePass() throws {
        let text = (0..<60).map { "line \($0) has a wrold, a qwzx and https://exmaple.com/qwzx in it\n" }.joined()
        let spelling = Document.Spelling(checker: try SpellChecker(locale: Locale(identifier: "en_US")),
                                         skip: try DataDetector(types: [.link, .email]))
        var whole = Document(uri: "file:///a.txt", languageID: "plaintext", version: 1, text: text, encoding: .utf16)
        whole.checkAll(spelling)
        var parts = whole
        var prefixes: [[SpellingIssue]] = []
        parts.checkAll(spelling, minimumBytes: 0, partBytes: 100) { prefixes.append($0) }
        #expect(whole.issues.count == 120)
        #expect(parts.issues == whole.issues)
        #expect(prefixes.count > 1)
        for p in prefixes { #expect(Array(whole.issues.prefix(p.count)) == p) }
    }

    @Test func bytesInBytesOut() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-lsp-bytes-\(UUID().uuidString)").path
        let messages: [JSON] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": "file:///a.txt", "languageId": "plaintext", "version": 1, "text": "Call +1 650 253 0000 about the wrold."]]],
            ["jsonrpc": "2.0", "id": 2, "method": "textDocument/documentLink", "params": ["textDocument": ["uri": "file:///a.txt"]]],
            ["jsonrpc": "2.0", "id": 3, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
        let input = messages.flatMap { Frame.encode($0.bytes) }
        let (output, status) = await Connection.run(bytes: input, environment: ["XDG_CONFIG_HOME": home, "HOME": home])
        #expect(status == 0)
        var frames: [JSON] = []
        var rest = output[...]
        while let (body, next) = try Frame.split(rest) {
            frames.append(try #require(JSON(parsing: body)))
            rest = rest[next...]
        }
        #expect(rest.isEmpty)
        #expect(frames.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.array?.first?["data"]?["word"] == "wrold")
        #expect(frames.first { $0["id"] == 2 }?["result"]?.array?.first?["target"] == "tel:+16502530000")
        // A broken header ends the run after the frames before it.
        let (cut, broken) = await Connection.run(bytes: Frame.encode(messages[0].bytes) + Array("Content-Length: x\r\n\r\n{}".utf8),
                                                 environment: ["XDG_CONFIG_HOME": home, "HOME": home])
        #expect(broken == 1)
        #expect(String(decoding: cut, as: UTF8.self).contains("\"capabilities\""))
    }

    @Test func shutdownThenExit() async throws {
        let c = try await MockClient()
        #expect(try await c.request("shutdown", .null)["result"] == .null)
        #expect(try await c.request("textDocument/hover", [:])["error"]?["code"] == -32600)
        #expect(await c.server.handle(Message(id: nil, method: "exit", params: .null)) == .exit(0))
        let other = try await MockClient()
        #expect(await other.server.handle(Message(id: nil, method: "exit", params: .null)) == .exit(1))
    }
}

@Suite("LineTable")
struct LineTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String, line: Int, character: Int, encoding: PositionEncoding, offset: Int
        var testDescription: String { "\(text.debugDescription) \(line):\(character) \(encoding.rawValue) → \(offset)" }
    }
    static let cases: [Case] = [
        Case(text: "ab\ncd", line: 1, character: 1, encoding: .utf16, offset: 4),
        Case(text: "ab\r\ncd", line: 1, character: 0, encoding: .utf16, offset: 4),
        Case(text: "ab\rcd", line: 1, character: 2, encoding: .utf16, offset: 5),
        Case(text: "😀x", line: 0, character: 2, encoding: .utf16, offset: 4),
        Case(text: "😀x", line: 0, character: 1, encoding: .utf16, offset: 0),  // inside a surrogate pair: back to its start
        Case(text: "😀x", line: 0, character: 1, encoding: .utf32, offset: 4),
        Case(text: "éx", line: 0, character: 1, encoding: .utf8, offset: 0),  // mid-scalar: back to its start
        Case(text: "éx", line: 0, character: 2, encoding: .utf8, offset: 2),
        Case(text: "ab\ncd", line: 0, character: 99, encoding: .utf16, offset: 2),  // past the line end
        Case(text: "ab\ncd", line: 9, character: 0, encoding: .utf16, offset: 5),  // past the last line
        Case(text: "ab", line: -1, character: -1, encoding: .utf8, offset: 0),
    ]
    @Test(arguments: cases)
    func offsets(_ c: Case) {
        let t = LineTable(c.text)
        #expect(t.utf8Offset(of: Position(line: c.line, character: c.character), encoding: c.encoding) == c.offset)
    }
    /// Line tables edited in place equal tables built from the edited text, line breaks of every kind
    /// inserted, deleted and joined (`\r` + `\n`).
    @Test func editsInPlaceEqualFreshTables() {
        var rng = RobustnessTests.Random(state: 11)
        let pieces = ["a", "\n", "\r", "\r\n", "é", "😀", "", "xy\nz", "\n\n"]
        var text = "ab\r\ncd\ref\n\ngh"
        var table = LineTable(text)
        for step in 0..<2000 {
            var bytes = Array(text.utf8)
            var lo = rng.next(bytes.count + 1), hi = min(bytes.count, lo + rng.next(4))
            while lo > 0, lo < bytes.count, bytes[lo] & 0xC0 == 0x80 { lo -= 1 }
            while hi < bytes.count, bytes[hi] & 0xC0 == 0x80 { hi += 1 }
            hi = max(lo, hi)
            let piece = Array(pieces[rng.next(pieces.count)].utf8)
            bytes.replaceSubrange(lo..<hi, with: piece)
            text = String(decoding: bytes, as: UTF8.self)
            table.replace(utf8Range: lo..<hi, with: piece)
            let fresh = LineTable(text)
            #expect(table.lineStarts == fresh.lineStarts, "step \(step)")
            #expect(table.utf8 == fresh.utf8, "step \(step)")
            if table.lineStarts != fresh.lineStarts { return }
        }
    }

    @Test func positionsRoundTrip() {
        let text = "a😀b\r\né\rz\n"
        let t = LineTable(text)
        for enc in [PositionEncoding.utf8, .utf16, .utf32] {
            for i in text.unicodeScalars.indices {
                let o = text.utf8.distance(from: text.utf8.startIndex, to: i)
                #expect(t.utf8Offset(of: t.position(ofUTF8Offset: o, encoding: enc), encoding: enc) == o || text.unicodeScalars[i] == "\n")
            }
        }
    }
}
