import Foundation
import Testing
import TextSense
@testable import TextSenseLSP

/// Hostile traffic: random message sequences, broken frames, hostile texts. The server must answer every
/// request once, never trap, and keep its documents equal to what the edits say.
@Suite("LanguageServer robustness")
struct RobustnessTests {
    /// A SplitMix64 stream: the same cases on every run.
    struct Random {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    @Test func randomMessageSequences() async throws {
        var rng = Random(state: 7)
        let methods = ["textDocument/didChange", "textDocument/hover", "textDocument/codeAction", "textDocument/documentLink",
                       "textDocument/completion", "workspace/executeCommand", "$/cancelRequest", "nonsense/method", "textDocument/didClose",
                       "textDocument/didOpen"]
        let snippets = ["wrold ", "\n", "\r\n", "😀", "é", "https://swift.org ", "ana@example.com", "+1 650 253 0000", "`code`", "", "\u{0}"]
        let c = try await MockClient(encodings: ["utf-8"])
        var mirror = "start wrold\n"
        await c.open("file:///r.txt", mirror)
        var version = 1
        for step in 0..<400 {
            let method = methods[rng.next(methods.count)]
            let pos: JSON = .pos(rng.next(5) - 1, rng.next(30) - 2)
            let pos2: JSON = .pos(rng.next(5), rng.next(30))
            switch method {
            case "textDocument/didChange":
                version += 1
                let text = snippets[rng.next(snippets.count)]
                let lines = LineTable(mirror)
                let range = LSPRange(["start": pos, "end": pos2])!
                let r = lines.utf8Range(of: range, encoding: .utf8)
                var bytes = Array(mirror.utf8)
                bytes.replaceSubrange(r, with: Array(text.utf8))
                mirror = String(decoding: bytes, as: UTF8.self)
                await c.notify(method, ["textDocument": ["uri": "file:///r.txt", "version": JSON(version)],
                                        "contentChanges": [["range": ["start": pos, "end": pos2], "text": .string(text)]]])
            case "textDocument/didOpen", "textDocument/didClose":
                if rng.next(3) == 0 {
                    await c.notify("textDocument/didClose", ["textDocument": ["uri": "file:///r.txt"]])
                    await c.open("file:///r.txt", mirror, version: version)
                }
            case "$/cancelRequest":
                await c.notify(method, ["id": JSON(rng.next(1000))])
            default:
                let params: JSON = rng.next(4) == 0 ? .array([1, "x"]) : [
                    "textDocument": ["uri": rng.next(5) == 0 ? "file:///none" : "file:///r.txt"], "position": pos,
                    "range": ["start": pos, "end": pos2], "context": ["diagnostics": []],
                    "command": rng.next(2) == 0 ? "textsense.ignoreInDocument" : "textsense.saveAndOpen", "arguments": [1, .null]]
                let response = try await c.request(method, params)
                #expect(response["result"] != nil || response["error"]?["code"]?.int != nil, "step \(step)")
            }
        }
        // The server's text is the mirror: links found in the mirror are the server's links.
        let links = try await c.request("textDocument/documentLink", ["textDocument": ["uri": "file:///r.txt"]])
        let expected = try DataDetector().detections(in: mirror).compactMap { LanguageServer.target(of: $0)?.absoluteString }
        #expect(links["result"]?.array?.compactMap { $0["target"]?.string } == expected)
    }

    @Test func brokenBodies() async throws {
        let c = try await MockClient()
        let bodies = ["", "null", "[]", "42", "\"x\"", "{}", "{\"method\":7}", "{\"id\":1}", "{\"id\":{\"a\":1},\"method\":\"x\"}",
                      String(repeating: "[", count: 10_000), "{\"id\":1,\"method\":\"textDocument/hover\",\"params\":\"\\ud800\"}"]
        for body in bodies {
            _ = await c.server.receive(Array(body.utf8))
            _ = try c.take()
        }
        // Invalid UTF-8 inside a string is not JSON.
        _ = await c.server.receive([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        #expect(try c.take().first?["error"]?["code"] == -32700)
        #expect(try await c.request("shutdown", .null)["result"] == .null)
    }

    @Test(arguments: HostileInputs.all.map(\.name))
    func hostileTexts(_ name: String) async throws {
        let make = try #require(HostileInputs.all.first { $0.name == name }?.make)
        let c = try await MockClient()
        let text = make(20_000)
        await c.open("file:///h.txt", text)
        #expect(try c.diagnostics("file:///h.txt") != nil)
        await c.notify("textDocument/didChange", ["textDocument": ["uri": "file:///h.txt", "version": 2],
                                                  "contentChanges": [["range": .range(0, 3, 0, 3), "text": "x"]]])
        #expect(try c.diagnostics("file:///h.txt") != nil)
        let links = try await c.request("textDocument/documentLink", ["textDocument": ["uri": "file:///h.txt"]])
        #expect(links["result"]?.array != nil)
    }
}
