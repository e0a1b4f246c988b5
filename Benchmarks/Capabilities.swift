import Foundation
import TextSense
import TextSenseCorpus

#if canImport(Glibc)
import Glibc
#endif

// Throughput of the text capabilities beside detection (capitalization, wrapping), the hostile-input suite at
// two sizes, and the CLI's scaling with --jobs and input size.

/// Time for one hostile input at 1 MB and 2 MB through the full detection pipeline, tokenizer, capitalizer and
/// wrapper together.
struct HostileRow {
    var name: String
    var seconds1MB: Double
    var seconds2MB: Double
    var ratio: Double { seconds2MB / max(seconds1MB, 1e-9) }
}

/// `textsense detect` over a generated file: wall time and peak resident memory of the child process.
struct ScalingRow {
    var label: String        // "jobs 1", "jobs 2", "input 1×", …
    var bytes: Int
    var seconds: Double
    var peakResidentMB: Double
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / seconds }
}

func measureTextCapabilities(prose: String, report: inout BenchReport) {
    let bytes = prose.utf8.count
    do {
        let capitalizer = try Capitalizer()
        for mode in [Capitalizer.Mode.sentences, .words, .allCharacters] {
            // Check: the transform keeps the text's UTF-8 length within 1% (casing changes few bytes) and is
            // the same on every run.
            let expected = capitalizer.capitalized(prose, mode).utf8.count
            var row = SpeedRow(name: "capitalize (\(mode.rawValue))", textStyle: "prose", megabytesPerSecond: nil,
                               detections: 0, bytes: bytes)
            if abs(expected - bytes) > bytes / 100 {
                report.failedChecks.append("capitalize (\(mode.rawValue)): output length \(expected) for \(bytes) input bytes")
            } else if let t = bestTime(expected: expected, label: "capitalize (\(mode.rawValue))", report: &report, {
                capitalizer.capitalized(prose, mode).utf8.count
            }) {
                row.megabytesPerSecond = Double(bytes) / 1e6 / t
            }
            report.speed.append(row)
        }
    } catch {
        report.failedChecks.append("capitalize: \(error)")
    }
    do {
        let wrapper = try TextWrapper()
        for (mode, width) in [(TextWrapper.Mode.word, 80), (.character, 80)] {
            let label = "wrap (\(mode.rawValue), \(width) columns)"
            let lines = wrapper.wrap(prose, options: .init(width: width, mode: mode))
            // Check: lines exist, none is wider than asked, and each timed run gives the same count.
            guard !lines.isEmpty, lines.allSatisfy({ $0.width <= width }) else {
                report.failedChecks.append("\(label): bad layout")
                continue
            }
            var row = SpeedRow(name: label, textStyle: "prose", megabytesPerSecond: nil, detections: lines.count, bytes: bytes)
            if let t = bestTime(expected: lines.count, label: label, report: &report, {
                wrapper.wrap(prose, options: .init(width: width, mode: mode)).count
            }) {
                row.megabytesPerSecond = Double(bytes) / 1e6 / t
            }
            report.speed.append(row)
        }
    } catch {
        report.failedChecks.append("wrap: \(error)")
    }
}

/// With `types`, only `DataDetector(types:)` is timed (to isolate one detector); otherwise every engine.
/// With `only`, only the inputs whose name contains one of its strings (`textsense-bench hostile --only digits`).
func measureHostile(types: DetectionTypes? = nil, only: [String] = [], report: inout BenchReport) {
    guard let detector = try? DataDetector(types: types ?? .all), let tokenizer = try? Tokenizer(unit: .word),
          let capitalizer = try? Capitalizer(), let wrapper = try? TextWrapper() else {
        report.failedChecks.append("hostile: cannot build the engines")
        return
    }
    report.hostileTypes = types.map { $0.kinds.map(\.rawValue).joined(separator: ",") }
    func work(_ text: String) -> Int {
        var n = detector.detections(in: text).count
        if types != nil { return n }
        tokenizer.forEachToken(in: text) { _ in n += 1; return true }
        n += capitalizer.capitalized(text, .sentences).utf8.count
        n += wrapper.wrap(text, options: .init(width: 80)).count
        return n
    }
    for (name, make) in HostileInputs.all where only.isEmpty || only.contains(where: { name.contains($0) }) {
        note("  \(name)…")
        let one = make(1_000_000), two = make(2_000_000)
        let e1 = work(one), e2 = work(two)
        guard let t1 = bestTime(runs: 2, expected: e1, label: "hostile \(name) 1 MB", report: &report, { work(one) }),
              let t2 = bestTime(runs: 2, expected: e2, label: "hostile \(name) 2 MB", report: &report, { work(two) }) else { continue }
        report.hostile.append(HostileRow(name: name, seconds1MB: t1, seconds2MB: t2))
    }
}

/// Times each engine alone (each detector, tokenizer, capitalizer, wrapper; best of 2) on `megabytes` MB of the
/// first hostile input whose name contains `name`, to find which pass a slow `hostile` row comes from.
func printHostileStages(name: String, megabytes: Double = 1) {
    guard let (full, make) = HostileInputs.all.first(where: { $0.name.contains(name) }) else {
        fail("no hostile input named \(name)", code: Exit.usage)
    }
    let text = make(Int(megabytes * 1_000_000))
    print("== \(full), \(text.utf8.count) bytes")
    func time(_ label: String, _ body: () -> Int) {
        var best = Double.infinity, n = 0
        for _ in 0..<2 {
            let start = Date()
            n = body()
            best = min(best, Date().timeIntervalSince(start))
        }
        print(label.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: "%9.1f ms  (%d)", best * 1000, n))
    }
    let detectors: [(String, DetectionTypes)] = [("link+email", [.link, .email]), ("phone", .phone), ("date", .date),
                                                 ("address", .address), ("tracking", .tracking),
                                                 ("flight", .flight), ("all", .all)]
    for (label, types) in detectors {
        guard let d = try? DataDetector(types: types) else { fail("cannot build a \(label) detector", code: Exit.software) }
        time("detect " + label) { d.detections(in: text).count }
    }
    guard let tokenizer = try? Tokenizer(unit: .word), let capitalizer = try? Capitalizer(),
          let wrapper = try? TextWrapper() else { fail("cannot build the engines", code: Exit.software) }
    time("tokenize (word)") { var n = 0; tokenizer.forEachToken(in: text) { _ in n += 1; return true }; return n }
    time("capitalize") { capitalizer.capitalized(text, .sentences).utf8.count }
    time("wrap 80") { wrapper.wrap(text, options: .init(width: 80)).count }
}

/// The textsense binary to time (`binary`, else the release build's) and a fresh scratch directory the caller
/// removes; `nil` with a note when there is no binary.
private func cliScratch(_ what: String, binary: URL? = nil, report: inout BenchReport) -> (binary: URL, dir: URL)? {
    guard let binary = binary ?? textsenseBinary() else {
        report.notes.append("\(what): skipped — no textsense binary")
        return nil
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-bench-\(getpid())-\(what.split(separator: " ").last ?? "")")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return (binary, dir)
}

/// Runs the release CLI over a generated file of `megabytes` MB with `--jobs 1` and `--jobs 2` (speed-up), and
/// over 1×, 4× and 16× that input size with all cores (peak memory must stay flat).
func measureScaling(megabytes: Double, documents: [GoldDocument], report: inout BenchReport) {
    guard let (binary, dir) = cliScratch("CLI scaling", report: &report) else { return }
    defer { try? FileManager.default.removeItem(at: dir) }
    var generator = TextGenerator(documents: documents, seed: 777)
    func file(_ bytes: Int, _ name: String) -> URL {
        let url = dir.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: url) else { return url }
        var written = 0
        while written < bytes {
            let chunk = generator.text(bytes: min(8_000_000, bytes - written), style: .mixed)
            handle.write(Data(chunk.utf8))
            written += chunk.utf8.count
        }
        try? handle.close()
        return url
    }
    let base = Int(megabytes * 1_000_000)
    let big = file(base, "big.txt")
    var outputs: [Int: Int] = [:]
    for jobs in [1, 2] {
        guard let r = runChild(binary, ["detect", "--jobs", "\(jobs)", "--no-progress", big.path]) else {
            report.failedChecks.append("CLI scaling: textsense failed on --jobs \(jobs)")
            return
        }
        outputs[jobs] = r.outputBytes
        report.scaling.append(ScalingRow(label: "jobs \(jobs)", bytes: base, seconds: r.seconds, peakResidentMB: r.peakMB))
    }
    if outputs[1] != outputs[2] || outputs[1] == 0 {
        report.failedChecks.append("CLI scaling: --jobs 1 wrote \(outputs[1] ?? 0) bytes, --jobs 2 wrote \(outputs[2] ?? 0)")
    }
    for factor in [1, 4, 16] {
        let bytes = base / 16 * factor
        let url = factor == 16 ? big : file(bytes, "in-\(factor).txt")
        guard let r = runChild(binary, ["detect", "--no-progress", url.path]) else { continue }
        report.scaling.append(ScalingRow(label: "input \(factor)×", bytes: factor == 16 ? base : bytes, seconds: r.seconds, peakResidentMB: r.peakMB))
    }
}

/// The record modes on the CLI table: the same generated lines as `--records lines`, and as JSON Lines
/// (`{"id","sent","lang","text"}`, the text JSON-escaped) through `--records jsonl` with the run's `--now` and
/// with each record's own `--now-field`. `--jobs 1`, best of `rounds`; MB are input bytes. Checked: both jsonl
/// runs write one line per record and no error record.
func measureRecordModes(megabytes: Double, documents: [GoldDocument], rounds: Int = 3, binary: URL? = nil,
                        types: String? = nil, report: inout BenchReport) {
    guard let (binary, dir) = cliScratch("CLI record modes", binary: binary, report: &report) else { return }
    defer { try? FileManager.default.removeItem(at: dir) }
    var generator = TextGenerator(documents: documents, seed: 778)
    var lines: [Substring] = []
    var total = 0
    let target = Int(megabytes * 1_000_000)
    while total < target {
        let chunk = generator.text(bytes: min(4_000_000, target - total + 1000), style: .mixed)
        for line in chunk.split(separator: "\n") where total < target {
            lines.append(line)
            total += line.utf8.count + 1
        }
    }
    var plain: [UInt8] = [], jsonl: [UInt8] = []
    plain.reserveCapacity(total)
    jsonl.reserveCapacity(total * 5 / 4)
    for (i, line) in lines.enumerated() {
        plain.append(contentsOf: line.utf8)
        plain.append(0x0A)
        var w = JSONWriter()
        w.beginObject()
        w.field("id", i)
        w.field("sent", "2026-\(String(format: "%02d", i % 12 + 1))-1\(i % 10)T\(String(format: "%02d", i % 24)):30:00+01:00")
        w.field("lang", "en")
        w.field("text", String(line))
        w.endObject()
        jsonl.append(contentsOf: w.bytes)
        jsonl.append(0x0A)
    }
    let plainURL = dir.appendingPathComponent("records.txt"), jsonlURL = dir.appendingPathComponent("records.jsonl")
    guard FileManager.default.createFile(atPath: plainURL.path, contents: Data(plain)),
          FileManager.default.createFile(atPath: jsonlURL.path, contents: Data(jsonl)) else {
        report.notes.append("CLI record modes: cannot write \(dir.path)")
        return
    }
    let pinned = ["--jobs", "1", "--no-progress", "--now", "2026-11-29T10:00:00Z", "--time-zone", "UTC"] + (types.map { ["--types", $0] } ?? [])
    let runs: [(label: String, args: [String])] = [
        ("lines", ["detect", "--records", "lines"] + pinned + [plainURL.path]),
        ("jsonl", ["detect", "--records", "jsonl"] + pinned + [jsonlURL.path]),
        ("jsonl --now-field", ["detect", "--records", "jsonl", "--now-field", "sent"] + pinned + [jsonlURL.path]),
    ]
    // Rounds outermost, so a neighbour's load on this shared machine weighs on every mode alike.
    var best: [(seconds: Double, outputBytes: Int, peakMB: Double)?] = Array(repeating: nil, count: runs.count)
    for _ in 0..<max(1, rounds) {
        for (k, run) in runs.enumerated() {
            guard let r = runChild(binary, run.args) else {
                report.failedChecks.append("CLI record modes: textsense failed on \(run.label)")
                return
            }
            if best[k] == nil || r.seconds < best[k]!.seconds { best[k] = r }
        }
    }
    for (run, b) in zip(runs, best) {
        guard let b else { continue }
        report.scaling.append(ScalingRow(label: run.label + " (jobs 1)", bytes: plain.count, seconds: b.seconds, peakResidentMB: b.peakMB))
    }
    report.recordModesNote = "record modes: \(types.map { "--types \($0), " } ?? "")--jobs 1, best of \(max(1, rounds)); MB = the text's bytes, the same \(lines.count) lines "
        + "in each mode (the jsonl file, with \"id\", \"sent\" and \"lang\" fields, is \(fixed(Double(jsonl.count) / 1e6)) MB)"
    // Each jsonl record must come out as one line with detections, none as an error record.
    for run in runs.dropFirst() {
        guard let out = runChildOutput(binary, run.args) else { continue }
        let outLines = out.split(separator: 0x0A)
        let errors = outLines.filter { $0.starts(with: Array(#"{"record":"#.utf8)) }.count
        if outLines.count != lines.count || errors > 0 {
            report.failedChecks.append("CLI record modes: \(run.label) wrote \(outLines.count) lines (\(errors) error records) for \(lines.count) records")
        }
    }
}

/// `binary args`'s standard output (for the record-mode checks).
private func runChildOutput(_ binary: URL, _ args: [String]) -> [UInt8]? {
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardInput = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return p.terminationStatus == 0 ? Array(data) : nil
}

/// Spawns `binary args` with stdin /dev/null and stdout into a pipe: the child's pid and the pipe's read end.
func spawnReadingStdout(_ binary: URL, _ args: [String]) -> (pid: pid_t, fd: Int32)? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let argv = ([binary.path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0 else {
        close(fds[0]); close(fds[1])
        return nil
    }
    close(fds[1])
    return (pid, fds[0])
}

/// Spawns `binary args` with stdout counted (not stored) and returns wall time, output size and the child's
/// peak resident memory (wait4's ru_maxrss).
private func runChild(_ binary: URL, _ args: [String]) -> (seconds: Double, outputBytes: Int, peakMB: Double)? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard let (pid, outFD) = spawnReadingStdout(binary, args) else { return nil }
    let fds = [outFD]
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    // The child's peak resident memory, polled from /proc (VmHWM): wait4's ru_maxrss would report this
    // benchmark's own size, which Linux copies into every child at fork.
    var peakKB = 0
    var lastPoll = DispatchTime.now().uptimeNanoseconds
    func poll() {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return }
        peakKB = max(peakKB, kb)
    }
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
        if n <= 0 { break }
        total += n
        let now = DispatchTime.now().uptimeNanoseconds
        if now - lastPoll > 20_000_000 { poll(); lastPoll = now }
    }
    poll()
    close(fds[0])
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard status == 0 else { return nil }
    return (elapsed, total, Double(peakKB) / 1024)
}

/// Keystrokes in a 1 MB document through `EditingSession`: p50/p99 per edit (the full text is never
/// re-scanned; each edit re-detects its paragraph). Checked: after the edits the session equals a fresh
/// detection of the final text.
func measureEditing(documents: [GoldDocument], edits: Int = 2000, report: inout BenchReport) {
    guard let detector = try? DataDetector() else { return }
    var generator = TextGenerator(documents: documents, seed: 4242)
    let text = generator.text(bytes: 1_000_000, style: .mixed)
    var session = EditingSession(text: text, detector: detector)
    var rng = SplitMix64(seed: 9)
    var times: [Double] = [], cpuTimes: [Double] = []
    let keys = Array("abcdefghijklmnopqrstuvwxyz .,@0123456789")
    for i in 0..<edits {
        let count = session.text.utf8.count
        // Type at a random place, or delete the byte before it (on a scalar boundary).
        var at = Int(rng.next() % UInt64(count))
        session.text.withUTF8Bytes { b in while at > 0 && (b[at] & 0xC0) == 0x80 { at -= 1 } }
        let t: Double
        let cpuStart = threadCPUSeconds()
        if i % 4 == 3 && at > 0 {
            var from = at - 1
            session.text.withUTF8Bytes { b in while from > 0 && (b[from] & 0xC0) == 0x80 { from -= 1 } }
            t = seconds { _ = session.replace(utf8Range: from..<at, with: "") }
        } else {
            let key = String(keys[Int(rng.next() % UInt64(keys.count))])
            t = seconds { _ = session.replace(utf8Range: at..<at, with: key) }
        }
        times.append(t * 1e6)
        cpuTimes.append((threadCPUSeconds() - cpuStart) * 1e6)
    }
    if session.detections != detector.detections(in: session.text) {
        report.failedChecks.append("editing: the session's detections differ from a fresh detection after \(edits) edits")
        return
    }
    func figures(_ samples: [Double]) -> LatencyFigures {
        let sorted = samples.sorted()
        return LatencyFigures(messages: sorted.count, messageBytes: text.utf8.count,
                              p50Microseconds: sorted[sorted.count / 2], p99Microseconds: sorted[sorted.count * 99 / 100],
                              maxMicroseconds: sorted[sorted.count - 1])
    }
    report.editing = figures(times)
    report.editingCPU = figures(cpuTimes)
}

extension String {
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var copy = self
        return copy.withUTF8(body)
    }
}
