import Foundation
import Synchronization
import TextSense
import TextSenseCorpus
import TextSenseLSP

/// `textsense-bench lsp`: the language server in process. Keystrokes (`textDocument/didChange` with one
/// incremental change, UTF-16 positions) in a 1 MB document, timed from the message to its published
/// diagnostics; then a 10 MB document opened, timed to its diagnostics, with the peak resident memory.
func runLSPBenchmark(options: Options, documents: [GoldDocument]) {
    #if DEBUG
    note("warning: textsense-bench is a debug build; build with -c release for figures")
    #endif
    guard let edits = Int(options.values["--edits"] ?? "500"), edits > 0 else { fail("--edits must be a positive integer", code: Exit.usage) }
    guard let bigMB = Int(options.values["--open-mb"] ?? "10"), bigMB > 0 else { fail("--open-mb must be a positive integer", code: Exit.usage) }
    var generator = TextGenerator(documents: documents, seed: 4242)
    let text = generator.text(bytes: 1_000_000, style: .mixed)
    let big = generator.text(bytes: bigMB * 1_000_000, style: .prose)
    let done = DispatchSemaphore(value: 0)
    let outcome = Mutex<String>("")
    Task.detached {
        let last = Mutex<[UInt8]>([])
        let server = LanguageServer(environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "/textsense-bench-lsp"]) { bytes in
            last.withLock { $0 = bytes }
        }
        _ = await server.handle(Message(id: 1, method: "initialize", params: ["capabilities": [:]]))
        let uri = "file:///bench.txt"
        _ = await server.handle(Message(id: nil, method: "textDocument/didOpen", params: ["textDocument": [
            "uri": .string(uri), "languageId": "plaintext", "version": 1, "text": .string(text)]]))
        var mirror = text
        var rng = SplitMix64(seed: 9)
        let keys = Array("abcdefghijklmnopqrstuvwxyz .,@0123456789")
        var micros: [Double] = []
        for i in 0..<edits {
            let lines = LineTable(mirror)
            var at = Int(rng.next() % UInt64(mirror.utf8.count))
            let u = Array(mirror.utf8)
            while at > 0, u[at] & 0xC0 == 0x80 { at -= 1 }
            let key = String(keys[Int(rng.next() % UInt64(keys.count))])
            let p = lines.position(ofUTF8Offset: at, encoding: .utf16)
            let pos: JSON = ["line": JSON(p.line), "character": JSON(p.character)]
            let change: JSON = ["textDocument": ["uri": .string(uri), "version": JSON(i + 2)],
                                "contentChanges": [["range": ["start": pos, "end": pos], "text": .string(key)]]]
            let index = mirror.utf8.index(mirror.utf8.startIndex, offsetBy: at)
            mirror.insert(contentsOf: key, at: index)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = await server.handle(Message(id: nil, method: "textDocument/didChange", params: change))
            micros.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        // Check before reporting: the incremental diagnostics equal a fresh open of the edited text.
        let incremental = last.withLock { $0 }
        _ = await server.handle(Message(id: nil, method: "textDocument/didOpen", params: ["textDocument": [
            "uri": .string(uri), "languageId": "plaintext", "version": JSON(edits + 1), "text": .string(mirror)]]))
        let fresh = last.withLock { $0 }
        func diagnostics(_ frame: [UInt8]) -> JSON? {
            guard let (body, _) = try? Frame.split(frame), let j = JSON(parsing: body) else { return nil }
            return j["params"]?["diagnostics"]
        }
        guard let a = diagnostics(incremental), a == diagnostics(fresh) else {
            outcome.withLock { $0 = "FAILED: incremental diagnostics differ from a fresh check after \(edits) keystrokes" }
            done.signal(); return
        }
        micros.sort()
        let count = a.array?.count ?? 0
        let openStart = DispatchTime.now().uptimeNanoseconds
        _ = await server.handle(Message(id: nil, method: "textDocument/didOpen", params: ["textDocument": [
            "uri": "file:///big.txt", "languageId": "plaintext", "version": 1, "text": .string(big)]]))
        let openSeconds = Double(DispatchTime.now().uptimeNanoseconds - openStart) / 1e9
        let bigCount = diagnostics(last.withLock { $0 })?.array?.count ?? 0
        outcome.withLock {
            $0 = String(format: """
            lsp keystroke → publishDiagnostics, 1 MB document (%d diagnostics), %d keystrokes:
              p50 %.0f µs   p99 %.0f µs   max %.0f µs
            lsp open %d MB → publishDiagnostics (%d diagnostics): %.2f s, peak resident %.0f MB
            """, count, edits, micros[micros.count / 2], micros[micros.count * 99 / 100], micros[micros.count - 1],
                        bigMB, bigCount, openSeconds, peakResidentMegabytes())
        }
        done.signal()
    }
    done.wait()
    let result = outcome.withLock { $0 }
    print(result)
    if result.hasPrefix("FAILED") { exit(Exit.software) }
}
