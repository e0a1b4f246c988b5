import Foundation
import Synchronization
import TextSense
import TextSenseCorpus
import TextSenseLSP

/// `textsense-bench lsp`: the language server in process, as an editor drives it.
///
/// First a large English document (`--open-mb`, default 10) is opened, timed from `didOpen` to its published
/// diagnostics, with the process's peak resident memory read right then. Then keystrokes in two 1 MB
/// documents — English prose, and the corpus's multilingual documents (where the English checker flags
/// every foreign word) — each a `textDocument/didChange` with one incremental change in UTF-16 positions:
/// a letter, a space, punctuation, a digit, now and then Return or Backspace, at random places. Each is
/// timed from the message to its published diagnostics; after the run the published diagnostics must equal
/// those of a fresh open of the edited text.
func runLSPBenchmark(options: Options, documents: [GoldDocument]) {
    #if DEBUG
    note("warning: textsense-bench is a debug build; build with -c release for figures")
    #endif
    guard let edits = Int(options.values["--edits"] ?? "500"), edits > 0 else { fail("--edits must be a positive integer", code: Exit.usage) }
    guard let bigMB = Int(options.values["--open-mb"] ?? "10"), bigMB > 0 else { fail("--open-mb must be a positive integer", code: Exit.usage) }
    let english = documents.filter { $0.language == "en" }
    guard !english.isEmpty else { fail("the corpus has no English documents", code: Exit.data) }
    let done = DispatchSemaphore(value: 0)
    let outcome = Mutex<String>("")
    Task.detached {
        // Like a transport, the sender writes each frame and keeps none (so the server may reuse its buffer),
        // except where the benchmark reads what was published: the last frame, and the last publishDiagnostics.
        let last = Mutex<[UInt8]>([]), lastPublish = Mutex<[UInt8]>([]), keep = Atomic<Bool>(true)
        let firstPublishAt = Atomic<UInt64>(0)  // when the first publishDiagnostics left (set to 0 to arm)
        let sink = FileHandle(forWritingAtPath: "/dev/null")
        let publishPrefix = Array("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\"".utf8)
        let server = LanguageServer(environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "/textsense-bench-lsp"]) { bytes in
            bytes.withUnsafeBytes { sink?.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0.baseAddress!), count: $0.count, deallocator: .none)) }
            guard keep.load(ordering: .relaxed) else { return }
            last.withLock { $0 = bytes }
            if let start = bytes.firstIndex(of: UInt8(ascii: "{")), bytes[start...].starts(with: publishPrefix) {
                _ = firstPublishAt.compareExchange(expected: 0, desired: DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
                lastPublish.withLock { $0 = bytes }
            }
        }
        _ = await server.handle(Message(id: 1, method: "initialize", params: ["capabilities": [:]]))
        func diagnostics(_ frame: [UInt8]) -> JSON? {
            guard let (body, _) = try? Frame.split(frame), let j = JSON(parsing: body) else { return nil }
            return j["params"]?["diagnostics"]
        }
        func open(_ uri: String, _ text: String, version: Int) async {
            _ = await server.handle(Message(id: nil, method: "textDocument/didOpen", params: ["textDocument": [
                "uri": .string(uri), "languageId": "plaintext", "version": JSON(version), "text": .string(text)]]))
        }
        func linkCount(_ uri: String) async -> Int {
            _ = await server.handle(Message(id: 2, method: "textDocument/documentLink", params: ["textDocument": ["uri": .string(uri)]]))
            guard let (body, _) = try? Frame.split(last.withLock { $0 }), let j = JSON(parsing: body) else { return -1 }
            return j["result"]?.array?.count ?? -1
        }
        func close(_ uri: String) async {
            _ = await server.handle(Message(id: nil, method: "textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]]))
        }

        // The large document first, so the peak resident memory is the open's.
        var report: [String] = []
        do {
            var generator = TextGenerator(documents: english, seed: 77)
            let big = generator.text(bytes: bigMB * 1_000_000, style: .prose)
            let start = DispatchTime.now().uptimeNanoseconds, startCPU = processCPUMicroseconds()
            firstPublishAt.store(0, ordering: .relaxed)
            await open("file:///big.txt", big, version: 1)
            let seconds = Double(firstPublishAt.load(ordering: .relaxed) - start) / 1e9
            let handled = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let cpuSeconds = (processCPUMicroseconds() - startCPU) / 1e6
            let count = diagnostics(lastPublish.withLock { $0 })?.array?.count ?? -1
            // The detections (links, hovers) are built after the diagnostics are out; a documentLink request waits for them.
            let links = await linkCount("file:///big.txt")
            let ready = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let refined = diagnostics(lastPublish.withLock { $0 })?.array?.count ?? -1
            report.append(String(format: "lsp open %d MB English prose → publishDiagnostics (%d diagnostics): %.2f s; whole text checked "
                                 + "at %.2f s (CPU %.2f s); detections in, documentLink answered (%d links, %d diagnostics) at %.2f s; "
                                 + "peak resident %.0f MB",
                                 bigMB, count, seconds, handled, cpuSeconds, links, refined, ready, peakResidentMegabytes()))
            await close("file:///big.txt")
        }

        let cases: [(name: String, text: String, limit: Int?)] = {
            var prose = TextGenerator(documents: english, seed: 4242)
            var mixed = TextGenerator(documents: documents, seed: 4242)
            let m = mixed.text(bytes: 1_000_000, style: .mixed)
            return [("English prose", prose.text(bytes: 1_000_000, style: .prose), nil),
                    ("multilingual mixed", m, nil), ("multilingual mixed, maxDiagnostics 0", m, 0)]
        }()
        for (n, c) in cases.enumerated() {
            let uri = "file:///bench-\(n).txt"
            if let limit = c.limit {
                _ = await server.handle(Message(id: nil, method: "workspace/didChangeConfiguration",
                                                params: ["settings": ["maxDiagnostics": JSON(limit)]]))
            }
            await open(uri, c.text, version: 1)
            _ = await linkCount(uri)  // as an editor asks after opening; the detections are then in
            var mirror = Array(c.text.utf8)
            var rng = SplitMix64(seed: 9)
            let keys = Array("abcdefghijklmnopqrstuvwxyz .,@0123456789\n\u{8}").map(String.init)
            var micros: [Double] = [], cpu: [Double] = []
            for i in 0..<edits {
                var at = Int(rng.next() % UInt64(mirror.count))
                while at > 0, mirror[at] & 0xC0 == 0x80 { at -= 1 }
                let key = keys[Int(rng.next() % UInt64(keys.count))]
                // Backspace deletes the scalar before the cursor.
                var from = at
                if key == "\u{8}", from > 0 {
                    from -= 1
                    while from > 0, mirror[from] & 0xC0 == 0x80 { from -= 1 }
                }
                let typed = key == "\u{8}" ? "" : key
                let lines = LineTable(String(decoding: mirror, as: UTF8.self))
                let a = lines.position(ofUTF8Offset: from, encoding: .utf16), b = lines.position(ofUTF8Offset: at, encoding: .utf16)
                let change: JSON = ["textDocument": ["uri": .string(uri), "version": JSON(i + 2)],
                                    "contentChanges": [["range": LSPRange(start: a, end: b).json, "text": .string(typed)]]]
                mirror.replaceSubrange(from..<at, with: Array(typed.utf8))
                keep.store(i == edits - 1, ordering: .relaxed)  // the last keystroke's publish is checked below
                let start = DispatchTime.now().uptimeNanoseconds, startCPU = processCPUMicroseconds()
                _ = await server.handle(Message(id: nil, method: "textDocument/didChange", params: change))
                micros.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
                cpu.append(processCPUMicroseconds() - startCPU)
            }
            // Check before reporting: the incremental diagnostics equal a fresh open of the edited text (its
            // detections in, as they are for the edited one).
            let incremental = lastPublish.withLock { $0 }
            keep.store(true, ordering: .relaxed)
            await open(uri, String(decoding: mirror, as: UTF8.self), version: edits + 2)
            _ = await linkCount(uri)
            let fresh = lastPublish.withLock { $0 }
            guard let d = diagnostics(incremental), d == diagnostics(fresh) else {
                outcome.withLock { $0 = "FAILED: \(c.name): incremental diagnostics differ from a fresh check after \(edits) keystrokes" }
                done.signal(); return
            }
            await close(uri)
            micros.sort()
            cpu.sort()
            report.append("lsp keystroke → publishDiagnostics, 1 MB \(c.name) (\(d.array?.count ?? 0) diagnostics), \(edits) keystrokes:\n"
                + String(format: "  p50 %.0f µs   p99 %.0f µs   max %.0f µs   (wall clock)\n",
                         micros[micros.count / 2], micros[micros.count * 99 / 100], micros[micros.count - 1])
                + String(format: "  p50 %.0f µs   p99 %.0f µs   max %.0f µs   (CPU time of the process)",
                         cpu[cpu.count / 2], cpu[cpu.count * 99 / 100], cpu[cpu.count - 1]))
        }
        outcome.withLock { $0 = report.joined(separator: "\n") }
        done.signal()
    }
    done.wait()
    let result = outcome.withLock { $0 }
    print(result)
    if result.hasPrefix("FAILED") { exit(Exit.software) }
}

/// User plus system CPU time of the whole process (every thread), in microseconds.
private func processCPUMicroseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
}
