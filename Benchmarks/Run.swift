import CICU
import Foundation
import TextSense
import TextSenseCorpus

/// Default sizes: big enough that one pass takes well over a timer tick, small enough for 2 shared cores.
struct RunSizes {
    var speedBytes: Int
    var messages: Int
    var growthBaseBytes: Int
    var startupRuns: Int
    var peerBytes: Int

    init(options: Options) {
        let quick = options.flags.contains("--quick")
        let mb = options.values["--size"].flatMap(Double.init) ?? (quick ? 0.5 : 4)
        speedBytes = max(10_000, Int(mb * 1_000_000))
        messages = quick ? 300 : 2000
        growthBaseBytes = max(50_000, speedBytes / 4)
        startupRuns = quick ? 3 : 10
        peerBytes = min(speedBytes, quick ? 200_000 : 1_000_000)
    }
}

func runBenchmark(options: Options, documents: [GoldDocument]) {
    if isDebugBuild { note(BenchReport().debugBanner) }
    var report = BenchReport()
    let sizes = RunSizes(options: options)
    report.corpusDocuments = documents.count
    report.corpusEntities = documents.reduce(0) { $0 + $1.entities.count }

    // 1. Accuracy on the gold (untimed).
    note("accuracy: scoring \(documents.count) documents…")
    let scored = scoreLibrary(documents, report: &report)
    report.accuracy = scored.rows
    report.families = scored.families
    if let path = options.values["--errors"] {
        // Only types the library detects: misses of unimplemented types would bury the useful lines.
        let implemented = GoldFormat.implementedTypes
        let lines = scored.errors.filter { implemented.contains($0.type) }.map(\.description).joined(separator: "\n") + "\n"
        do { try lines.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            report.notes.append("could not write --errors \(path): \(error)")
        }
    }
    // Spelling top-1/top-5 on Corpus/spelling (TextSense's rows fill in once it has a spell checker: see
    // textSenseSuggestions(for:)); casing conformance slots in the same way once a casing set exists.
    let spellingSets = loadSpellingSets(goldDirectory: corpusDirectory(options))
    for set in spellingSets { report.spellingPairs[set.language] = set.pairs.count }
    measureSpelling(sets: spellingSets, report: &report)
    measureCasing(sets: loadCasingSets(goldDirectory: corpusDirectory(options)), report: &report)
    if report.casing.contains(where: { $0.passed == nil }) {
        report.notes.append("casing: TextSense has no capitalizer in this build (slot: textSenseCapitalized in Benchmarks/Casing.swift)")
    }
    if report.spelling.contains(where: { $0.engine == "TextSense" && $0.score == nil }) {
        report.notes.append("spelling: TextSense has no spell checker in this build (slot: textSenseSuggestions in Benchmarks/Spelling.swift)")
    }

    // 2. Throughput per detector and for the pipeline, on prose and on entity-dense text.
    var generator = TextGenerator(documents: documents, seed: throughputSeed)
    let (prose, mixedSpeed, dense) = throughputTexts(&generator, bytes: sizes.speedBytes)
    note("speed: \(prose.utf8.count) + \(dense.utf8.count) + \(mixedSpeed.utf8.count) bytes…")
    measureDetectorSpeed(prose: prose, dense: dense, mixed: mixedSpeed, report: &report)
    measureTokenizer(text: prose, report: &report)
    measureTextCapabilities(prose: prose, report: &report)
    note("editing: keystrokes in a 1 MB document…")
    measureEditing(documents: documents, report: &report)
    if !options.flags.contains("--quick") {
        note("hostile inputs: 1 MB and 2 MB each…")
        measureHostile(report: &report)
    }
    if let mb = options.values["--scaling"].flatMap(Double.init) {
        note("CLI scaling on \(mb) MB…")
        measureScaling(megabytes: mb, documents: documents, report: &report)
        measureRecordModes(megabytes: min(mb, 20), documents: documents, report: &report)
    }

    // 3. Latency per ~1 KB message and 4. cost growth: whole-pipeline figures, so a detector that failed
    // its accuracy check (found nothing) would make them look fast; they are withheld then.
    let mixed = generator.text(bytes: max(sizes.messages * 1100, 200_000), style: .mixed)
    if pipelineBroken(report) {
        report.notes.append("latency and cost growth: withheld — a detector failed its output check")
    } else {
        report.latency = measureLatency(messages: splitIntoMessages(mixed, bytes: 1024, limit: sizes.messages), report: &report)
        report.growth = measureGrowth(baseBytes: sizes.growthBaseBytes, documents: documents, report: &report)
    }

    // 5. Start-up of the CLI.
    report.startup = measureStartup(runs: sizes.startupRuns, report: &report)

    // 6. Peers.
    if options.flags.contains("--peers") {
        runPeers(documents: documents, text: String(decoding: Array(dense.utf8.prefix(sizes.peerBytes)), as: UTF8.self),
                 spellingSets: spellingSets, report: &report)
    } else {
        report.notes.append("peers: not run (add --peers; install them with scripts/setup-peers.sh)")
    }

    report.peakResidentMB = peakResidentMegabytes()
    print(report.render())

    if let path = options.values["--json"] {
        do { try Data(report.json().utf8).write(to: URL(fileURLWithPath: path)) } catch {
            fail("cannot write \(path): \(error)", code: 74)
        }
        note("wrote \(path)")
    }
    if let path = options.values["--svg"] {
        do { try Data(report.svg().utf8).write(to: URL(fileURLWithPath: path)) } catch {
            fail("cannot write \(path): \(error)", code: 74)
        }
        note("wrote \(path)")
    }
    if !report.failedChecks.isEmpty { exit(Exit.software) }
}

// MARK: - Accuracy

/// One detector per distinct document context, built once (construction loads tables).
func scoreLibrary(_ documents: [GoldDocument], report: inout BenchReport) -> AccuracyReport {
    var detectors: [DetectionContext: DataDetector] = [:]
    var predictions: [[PredictedEntity]] = []
    for doc in documents {
        guard let context = doc.detectionContext else {
            // The validator already rejects such documents; this only guards a future format change.
            predictions.append([])
            continue
        }
        let detector: DataDetector
        if let d = detectors[context] { detector = d } else {
            do { detector = try DataDetector(types: .all, context: context) } catch {
                fail("cannot build a detector for \(doc.id): \(error)", code: Exit.software)
            }
            detectors[context] = detector
        }
        predictions.append(detector.detections(in: doc.text).map(PredictedEntity.init))
    }
    let result = Scorer.score(documents: documents, predictions: predictions)
    // A detector that exists but found nothing in 1,500 gold entities is broken, not slow-and-careful.
    for kind in Detection.Kind.allCases {
        let row = result.total(kind.rawValue)
        if let row, row.counts.gold > 0, row.counts.predicted == 0 {
            report.failedChecks.append("\(kind.rawValue): found 0 of \(row.counts.gold) gold entities — its speed figures are withheld")
        }
    }
    return result
}

// MARK: - Throughput

/// Whether a detector in the pipeline failed its accuracy output check (found nothing in the gold).
func pipelineBroken(_ report: BenchReport) -> Bool {
    report.failedChecks.contains { check in Detection.Kind.allCases.contains { check.hasPrefix("\($0.rawValue):") } }
}

/// Wall time of `body` in seconds.
@inline(never)
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Best of `runs` timings of `body`, which returns a count that must equal `expected` every time.
func bestTime(runs: Int = 3, expected: Int, label: String, report: inout BenchReport, _ body: () -> Int) -> Double? {
    var best = Double.infinity
    for _ in 0..<runs {
        var count = 0
        let t = seconds { count = body() }
        if count != expected {
            report.failedChecks.append("\(label): timed run found \(count), untimed run found \(expected)")
            return nil
        }
        best = min(best, t)
    }
    return best
}

/// The seed of the texts the throughput rows time (`run` and `speed` alike), so every run sees the same bytes.
let throughputSeed: UInt64 = 20261203

/// The generated prose, mixed and dense texts the throughput rows time, drawn in this order from `generator`
/// (a fresh one seeded with `throughputSeed`; `run` goes on drawing its latency messages from it).
func throughputTexts(_ generator: inout TextGenerator, bytes: Int) -> (prose: String, mixed: String, dense: String) {
    let prose = generator.text(bytes: bytes, style: .prose)
    let dense = generator.text(bytes: bytes, style: .dense)
    let mixed = generator.text(bytes: bytes, style: .mixed)
    return (prose, mixed, dense)
}

func measureDetectorSpeed(prose: String, dense: String, mixed: String, report: inout BenchReport) {
    var withheld = Set(report.failedChecks.compactMap { $0.split(separator: ":").first.map(String.init) })
    if pipelineBroken(report) { withheld.insert("all (pipeline)") }
    var subjects: [(String, DetectionTypes)] = Detection.Kind.allCases.map { ($0.rawValue, DetectionTypes($0)) }
    subjects.append(("all (pipeline)", .all))
    for (name, types) in subjects {
        let detector: DataDetector
        do { detector = try DataDetector(types: types) } catch {
            report.failedChecks.append("\(name): cannot build detector: \(error)")
            continue
        }
        for (style, text) in [("prose", prose), ("mixed", mixed), ("dense", dense)] {
            let expected = detector.detections(in: text).count
            let label = "\(name) on \(style)"
            var row = SpeedRow(name: name, textStyle: style, megabytesPerSecond: nil, detections: expected, bytes: text.utf8.count)
            if !withheld.contains(name), let t = bestTime(expected: expected, label: label, report: &report, {
                detector.detections(in: text).count
            }) {
                row.megabytesPerSecond = Double(text.utf8.count) / 1e6 / t
            }
            report.speed.append(row)
        }
    }
    // The pipeline must find something on entity-dense text once any detector exists.
    if let dense = report.speed.first(where: { $0.name == "all (pipeline)" && $0.textStyle == "dense" }),
       dense.detections == 0, !Detection.Kind.allCases.isEmpty {
        report.failedChecks.append("all (pipeline): found nothing in entity-dense text")
        if let i = report.speed.firstIndex(where: { $0.name == "all (pipeline)" && $0.textStyle == "dense" }) {
            report.speed[i].megabytesPerSecond = nil
        }
    }
}

/// The library's word tokenizer against a bare ICU loop over the same bytes (same ICU rules, so the
/// difference is the wrapper's cost: token kinds, pooling, closures).
func measureTokenizer(text: String, report: inout BenchReport) {
    let bytes = Array(text.utf8)
    let tokenizer: Tokenizer
    do { tokenizer = try Tokenizer(unit: .word) } catch {
        report.failedChecks.append("tokenizer: \(error)")
        return
    }
    func library() -> Int {
        var n = 0
        bytes.withUnsafeBufferPointer { buf in tokenizer.forEachToken(inUTF8: buf) { _, _ in n += 1; return true } }
        return n
    }
    func rawICU() -> Int {
        var err: Int32 = 0
        guard let brk = ts_brk_open(TS_BRK_WORD, "en_US", &err), err <= 0 else { return -1 }
        defer { ts_brk_close(brk) }
        var n = 0
        bytes.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                ts_brk_set_text(brk, chars.baseAddress, Int64(chars.count), &err)
            }
            var bounds = [Int64](repeating: 0, count: 512)
            var statuses = [Int32](repeating: 0, count: 512)
            while true {
                let got = ts_brk_next_batch(brk, &bounds, &statuses, 512)
                if got <= 0 { break }
                n += Int(got)
            }
        }
        return n
    }
    let expected = library()
    let raw = rawICU()
    if raw != expected {
        report.failedChecks.append("tokenizer: library gave \(expected) tokens, raw ICU \(raw) boundaries")
        return
    }
    for (name, body) in [("tokenizer (word)", library), ("raw ICU ubrk (word)", rawICU)] as [(String, () -> Int)] {
        let t = bestTime(expected: expected, label: name, report: &report, body)
        report.tokenizer.append(SpeedRow(name: name, textStyle: "prose", megabytesPerSecond: t.map { Double(bytes.count) / 1e6 / $0 },
                                         detections: expected, bytes: bytes.count))
    }
}

// MARK: - Latency and growth

/// Splits text into messages of about `bytes` UTF-8 bytes, at line ends.
func splitIntoMessages(_ text: String, bytes: Int, limit: Int) -> [String] {
    var messages: [String] = []
    var current = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        current += line
        current += "\n"
        if current.utf8.count >= bytes {
            messages.append(current)
            current = ""
            if messages.count == limit { break }
        }
    }
    return messages
}

func measureLatency(messages: [String], report: inout BenchReport) -> LatencyFigures? {
    guard !messages.isEmpty, let detector = try? DataDetector(types: .all) else { return nil }
    let expected = messages.map { detector.detections(in: $0).count }
    var micros: [Double] = []
    micros.reserveCapacity(messages.count)
    for (i, m) in messages.enumerated() {
        var n = 0
        let t = seconds { n = detector.detections(in: m).count }
        if n != expected[i] {
            report.failedChecks.append("latency: message \(i) gave \(n) detections, untimed \(expected[i])")
            return nil
        }
        micros.append(t * 1e6)
    }
    micros.sort()
    func pct(_ p: Double) -> Double { micros[min(micros.count - 1, Int((Double(micros.count) * p).rounded(.down)))] }
    let avg = messages.reduce(0) { $0 + $1.utf8.count } / messages.count
    return LatencyFigures(messages: messages.count, messageBytes: avg, p50Microseconds: pct(0.5), p99Microseconds: pct(0.99),
                          maxMicroseconds: micros.last ?? 0)
}

func measureGrowth(baseBytes: Int, documents: [GoldDocument], report: inout BenchReport) -> [GrowthPoint] {
    guard let detector = try? DataDetector(types: .all) else { return [] }
    var generator = TextGenerator(documents: documents, seed: 7)
    var points: [GrowthPoint] = []
    var first: Double?
    for factor in [1, 2, 4] {
        let text = generator.text(bytes: baseBytes * factor, style: .mixed)
        let expected = detector.detections(in: text).count
        guard let t = bestTime(expected: expected, label: "growth \(factor)×", report: &report, {
            detector.detections(in: text).count
        }) else { return [] }
        if first == nil { first = t }
        points.append(GrowthPoint(factor: factor, bytes: text.utf8.count, seconds: t, ratio: t / (first ?? t)))
    }
    return points
}

// MARK: - Start-up

/// The release `textsense` binary: next to this executable (same build), else .build/release/textsense.
func textsenseBinary() -> URL? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = [me.deletingLastPathComponent().appendingPathComponent("textsense"),
                      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/release/textsense")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

func measureStartup(runs: Int, report: inout BenchReport) -> StartupFigures? {
    guard let binary = textsenseBinary() else {
        report.notes.append("start-up: skipped — no textsense binary next to textsense-bench or at .build/release/textsense")
        return nil
    }
    if isDebugBuild { report.notes.append("start-up: measured on a debug binary") }
    var times: [Double] = []
    for _ in 0..<runs {
        let p = Process()
        p.executableURL = binary
        p.arguments = ["detect"]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        var status: Int32 = -1
        let t = seconds {
            do {
                try p.run()
                input.fileHandleForWriting.write(Data("\n".utf8))
                try? input.fileHandleForWriting.close()
                _ = output.fileHandleForReading.readDataToEndOfFile()
                p.waitUntilExit()
                status = p.terminationStatus
            } catch {
                status = -1
            }
        }
        if status != 0 {
            report.notes.append("start-up: skipped — `\(binary.path) detect` exited with status \(status)")
            return nil
        }
        times.append(t * 1000)
    }
    times.sort()
    return StartupFigures(binary: binary.path, runs: runs, medianMilliseconds: times[times.count / 2], minMilliseconds: times[0])
}

// MARK: - Memory

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024   // Linux reports kilobytes
}
