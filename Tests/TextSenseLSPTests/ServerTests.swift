import Foundation
import Testing
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
