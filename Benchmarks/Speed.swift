import Foundation
import TextSense
import TextSenseCorpus

/// `textsense-bench speed [--types LIST] [--styles prose,mixed,dense] [--size MB] [--rounds N] [--one-pass]
/// [--accept-changed]`, and `speed --compare REF` (Benchmarks/Compare.swift).
///
/// The detector throughput rows of `run` alone, on the same generated texts (same seed and order, so the
/// bytes are identical), best of `--rounds` (5): MB/s by the wall clock, as `run` reports, and by the CPU
/// time of the measuring thread, which a busy neighbour on the shared cores does not inflate.
///
/// Before a row is timed its detections are checked: on the text, in each of the six locales, they must be
/// byte-identical (as CLI JSON) to the committed expectation (Benchmarks/results/detections.txt, written by
/// `textsense-bench detections --record`); a row whose detections changed gets no time unless
/// `--accept-changed` is given (the run exits 70 otherwise). Every timed run must return the same detections
/// as the untimed one. `--one-pass` adds the rows "all types, one pass vs sum of single passes".
func runSpeedBenchmark(options: Options, documents: [GoldDocument]) {
    if let ref = options.values["--compare"] {
        runCompare(ref: ref, options: options, documents: documents)
        return
    }
    var subjects: [(name: String, types: DetectionTypes)] = [("all (pipeline)", .all)]
    if let names = options.values["--types"] {
        var unknown: String?
        guard let t = DetectionTypes(names: names, unknown: &unknown) else {
            fail("unknown type \(unknown ?? names)\n\(usage)", code: Exit.usage)
        }
        subjects = [(names, t)]
    }
    let setup = SpeedSetup(options: options, documents: documents)
    let expectation = DetectionExpectation(options: options)
    let accept = options.flags.contains("--accept-changed")
    print("detector              text    MB  found   MB/s wall   MB/s CPU")
    var failed = false
    var changed = false
    var times: [String: [String: Double]] = [:]   // subject name → style → best CPU seconds
    let onePass = options.flags.contains("--one-pass")
    if onePass {
        let single = Detection.Kind.allCases.map { (name: $0.rawValue, types: DetectionTypes($0)) }
        subjects = single + [("core (pipeline)", coreTypes), ("all (pipeline)", .all)]
    }
    for subject in subjects {
        let detector = makeBenchDetector(subject.types, locale: benchLocales[0])
        for style in setup.styles {
            let text = setup.texts[style]!
            let check = expectation.check(types: subject.types, style: style, text: text)
            for line in check.notes { note(line) }
            let expected = detector.detections(in: text)
            let mb = Double(text.utf8.count) / 1e6
            let label = subject.name.padding(toLength: 20, withPad: " ", startingAt: 0) + " " + style.padding(toLength: 6, withPad: " ", startingAt: 0)
            if check.changed && !accept {
                changed = true
                print(label, String(format: "%5.2f %6d", mb, expected.count), "  detections changed: no time (--accept-changed)")
                continue
            }
            var wall = Double.infinity, cpu = Double.infinity
            for _ in 0..<setup.rounds {
                var found: [Detection] = []
                let c0 = threadCPUSeconds()
                let w = seconds { found = detector.detections(in: text) }
                cpu = min(cpu, threadCPUSeconds() - c0)
                wall = min(wall, w)
                if found != expected {
                    note("\(subject.name) on \(style): a timed run found \(found.count) detections that differ from the untimed run's \(expected.count)")
                    failed = true
                }
            }
            times[subject.name, default: [:]][style] = cpu
            print(label, String(format: "%5.2f %6d %11.1f %10.1f", mb, expected.count, mb / wall, mb / cpu)
                  + (check.changed ? "  (detections changed, accepted)" : ""))
        }
    }
    if onePass { printOnePass(times: times, setup: setup) }
    if options.flags.contains("--cli"), let subject = subjects.last {
        if !measureCLIOverhead(types: subject.types, times: times[subject.name] ?? [:], setup: setup) { failed = true }
    }
    if changed {
        note("detections differ from \(expectation.path.path): the changed rows have no time. If the change is intended, "
             + "rerun with --accept-changed, and record the new detections with `textsense-bench detections --record`.")
    }
    if failed || changed { exit(Exit.software) }
}

/// `--cli`: `textsense detect --jobs 1` (reading, paragraph splitting, UTF-8 validation, JSON writing
/// included) on the same bytes as the library rows, best child CPU time (user + system) of the rounds, next
/// to the library's thread CPU time, two ways: the whole run (process start-up and the tables built at start
/// included) and the steady state, measured as the library's is, without the tables: the run on the text
/// twice over (a blank line between) minus the run on it once. Checked: the CLI writes one line per detection
/// the library finds.
private func measureCLIOverhead(types: DetectionTypes, times: [String: Double], setup: SpeedSetup) -> Bool {
    guard let binary = textsenseBinary() else {
        note("--cli: no textsense binary beside textsense-bench or at .build/release/textsense")
        return false
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-cli-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    print("")
    print("textsense detect --jobs 1 --types \(typesKey(types)) (child CPU, best of \(setup.rounds)) vs the library (thread CPU)")
    print("text      MB   library MB/s   whole run MB/s   overhead   steady MB/s   overhead   fixed s")
    var ok = true
    for style in setup.styles {
        let text = setup.texts[style]!
        let url = dir.appendingPathComponent("\(style).txt")
        let twiceURL = dir.appendingPathComponent("\(style)-twice.txt")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)),
              FileManager.default.createFile(atPath: twiceURL.path, contents: Data((text + "\n\n" + text).utf8)),
              let library = times[style] else { continue }
        func arguments(_ file: URL) -> [String] {
            ["detect", "--jobs", "1", "--no-progress", "--types", typesKey(types), "--locale", benchLocales[0],
             "--now", "2026-11-30T10:00:00Z", "--time-zone", "UTC", file.path]
        }
        guard let first = spawnCounting(binary, arguments(url), keep: true) else {
            note("--cli: textsense failed on \(style)")
            return false
        }
        var cpu = first.cpu, twice = Double.infinity
        for round in 0..<setup.rounds {
            if round > 0, let r = spawnCounting(binary, arguments(url), keep: false) { cpu = min(cpu, r.cpu) }
            if let r = spawnCounting(binary, arguments(twiceURL), keep: false) { twice = min(twice, r.cpu) }
        }
        let lines = first.output.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let expected = makeBenchDetector(types, locale: benchLocales[0]).detections(in: text).count
        if lines != expected {
            note("--cli on \(style): the CLI wrote \(lines) detections, the library found \(expected)")
            ok = false
        }
        let mb = Double(text.utf8.count) / 1e6
        // The second copy's cost is the steady state; what the first run costs beyond it is the fixed cost.
        let steady = twice - cpu
        guard steady > 0 else {
            note("--cli on \(style): the text twice cost no more than once (\(twice) s vs \(cpu) s): use a larger --size")
            ok = false
            continue
        }
        print(style.padding(toLength: 6, withPad: " ", startingAt: 0),
              String(format: "%5.2f %14.1f %16.1f %9.1f%% %13.1f %9.1f%% %9.3f", mb, mb / library, mb / cpu,
                     (cpu / library - 1) * 100, mb / steady, (steady / library - 1) * 100, cpu - steady))
    }
    return ok
}

/// The five core types whose pipeline `--one-pass` also times on its own.
let coreTypes: DetectionTypes = [.link, .email, .phone, .address, .date]

/// The locales whose detections the expectation records; the first is the one timed.
let benchLocales = ["en_US", "ru_RU", "pt_BR", "de_DE", "fr_FR", "es_ES"]

/// A detector with the benchmark's fixed reference time (dates resolve the same on every day) in `locale`.
func makeBenchDetector(_ types: DetectionTypes, locale: String) -> DataDetector {
    let context = DetectionContext(locale: Locale(identifier: locale), referenceDate: Date(timeIntervalSince1970: 1_796_032_800),
                                   timeZone: TimeZone(identifier: "UTC")!)
    do { return try DataDetector(types: types, context: context) } catch {
        fail("cannot build detector: \(error)", code: Exit.software)
    }
}

/// The texts, styles and rounds a `speed` run measures.
struct SpeedSetup {
    let styles: [String]
    let rounds: Int
    let texts: [String: String]

    init(options: Options, documents: [GoldDocument]) {
        let megabytes = options.values["--size"].flatMap(Double.init) ?? 4
        guard megabytes > 0 else { fail("--size must be a positive number of MB", code: Exit.usage) }
        guard let rounds = Int(options.values["--rounds"] ?? "5"), rounds > 0 else {
            fail("--rounds must be a positive integer", code: Exit.usage)
        }
        self.rounds = rounds
        styles = (options.values["--styles"] ?? "prose,mixed,dense").split(separator: ",").map(String.init)
        for style in styles where !["prose", "mixed", "dense"].contains(style) {
            fail("unknown style \(style): use prose, mixed, dense\n\(usage)", code: Exit.usage)
        }
        var generator = TextGenerator(documents: documents, seed: throughputSeed)
        let generated = throughputTexts(&generator, bytes: max(10_000, Int(megabytes * 1_000_000)))
        texts = ["prose": generated.prose, "mixed": generated.mixed, "dense": generated.dense]
    }
}

/// `--one-pass`: the pipeline's CPU time next to the sum of the single-type passes on the same bytes.
private func printOnePass(times: [String: [String: Double]], setup: SpeedSetup) {
    print("")
    print("one pass vs sum of single passes (CPU MB/s; sum = the bytes over the summed single-type times)")
    print("pipeline             text    MB/s one pass   MB/s sum   one/sum")
    let groups: [(String, String, [Detection.Kind])] = [
        ("all types", "all (pipeline)", Detection.Kind.allCases),
        ("core 5 types", "core (pipeline)", [.link, .email, .phone, .address, .date]),
    ]
    for (label, pipeline, kinds) in groups {
        for style in setup.styles {
            let mb = Double(setup.texts[style]!.utf8.count) / 1e6
            guard let one = times[pipeline]?[style] else { continue }
            let parts = kinds.compactMap { times[$0.rawValue]?[style] }
            guard parts.count == kinds.count else { continue }
            let sum = parts.reduce(0, +)
            print(label.padding(toLength: 20, withPad: " ", startingAt: 0), style.padding(toLength: 6, withPad: " ", startingAt: 0),
                  String(format: "%15.1f %10.1f %9.2f", mb / one, mb / sum, sum / one))
        }
    }
}

/// The committed detections of the benchmark texts (Benchmarks/results/detections.txt): one line per types,
/// style, text size and locale, with an FNV-1a digest of the text and of its detections written as the CLI's
/// JSON (so "unchanged" means byte-identical output).
struct DetectionExpectation {
    let path: URL
    /// key "types style bytes locale" → (text digest, count, detections digest)
    private(set) var entries: [String: (text: String, count: Int, detections: String)] = [:]

    init(options: Options) {
        path = corpusDirectory(options).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/results/detections.txt")
        guard let content = try? String(contentsOf: path, encoding: .utf8) else { return }
        for line in content.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 7, let count = Int(f[5]) else { continue }
            entries["\(f[0]) \(f[1]) \(f[2]) \(f[3])"] = (f[4], count, f[6])
        }
    }

    /// Whether `types`' detections on `text` changed in any of the six locales, and notes when nothing
    /// was committed for these bytes.
    func check(types: DetectionTypes, style: String, text: String) -> (changed: Bool, notes: [String]) {
        let name = typesKey(types)
        let textDigest = digest(Array(text.utf8))
        var notes: [String] = []
        var changed = false
        var missing: [String] = [], otherBytes: [String] = []
        for locale in benchLocales {
            guard let e = entries["\(name) \(style) \(text.utf8.count) \(locale)"] else {
                missing.append(locale)
                continue
            }
            guard e.text == textDigest else {
                otherBytes.append(locale)
                continue
            }
            let found = detectionRecord(types: types, locale: locale, text: text)
            if found.count != e.count || found.digest != e.detections {
                notes.append("\(name) on \(style) in \(locale): \(found.count) detections, digest \(found.digest); committed \(e.count), \(e.detections)")
                changed = true
            }
        }
        if !missing.isEmpty {
            notes.append("\(name) on \(style): no committed detections for \(text.utf8.count) bytes in \(missing.joined(separator: ", ")) "
                         + "(unchecked; `textsense-bench detections --record` writes them)")
        }
        if !otherBytes.isEmpty {
            notes.append("\(name) on \(style): the committed detections are for other bytes in \(otherBytes.joined(separator: ", ")) "
                         + "(the gold changed?); unchecked")
        }
        return (changed, notes)
    }
}

/// The expectation key of a type set: "all", else the kinds' names in declaration order.
func typesKey(_ types: DetectionTypes) -> String {
    if types == .all { return "all" }
    return Detection.Kind.allCases.filter { types.contains(DetectionTypes($0)) }.map(\.rawValue).joined(separator: ",")
}

/// Count and digest of `types`' detections on `text` in `locale`, each written as the CLI writes it.
func detectionRecord(types: DetectionTypes, locale: String, text: String) -> (count: Int, digest: String) {
    let found = makeBenchDetector(types, locale: locale).detections(in: text)
    var w = JSONWriter(reservingCapacity: 64 + found.count * 320)
    for d in found {
        d.writeJSON(to: &w)
        w.bytes.append(0x0A)
    }
    return (found.count, digest(w.bytes))
}

/// FNV-1a, 64 bits, as 16 hex digits.
func digest(_ bytes: [UInt8]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

/// `textsense-bench detections [--record] [--size MB]`: checks (or, with `--record`, rewrites) the committed
/// detections of every `speed` subject — each type alone, the core five and all — on the benchmark texts in
/// the six locales.
func runDetectionsCommand(options: Options, documents: [GoldDocument]) {
    let setup = SpeedSetup(options: options, documents: documents)
    let expectation = DetectionExpectation(options: options)
    let subjects: [DetectionTypes] = Detection.Kind.allCases.map { DetectionTypes($0) } + [coreTypes, .all]
    if options.flags.contains("--record") {
        var lines = expectation.entries.map { "\($0.key) \($0.value.text) \($0.value.count) \($0.value.detections)" }
        for types in subjects {
            for style in setup.styles {
                let text = setup.texts[style]!
                let textDigest = digest(Array(text.utf8))
                for locale in benchLocales {
                    let key = "\(typesKey(types)) \(style) \(text.utf8.count) \(locale)"
                    let r = detectionRecord(types: types, locale: locale, text: text)
                    // A record of the same subject at the same size in MB is replaced: generated texts change
                    // length by a few bytes whenever the gold does, and the old record could never match again.
                    let megabytes = text.utf8.count / 1_000_000
                    lines.removeAll { line in
                        let f = line.split(separator: " ")
                        return f.count > 3 && f[0] == Substring(typesKey(types)) && f[1] == Substring(style)
                            && f[3] == Substring(locale) && (Int(f[2]).map { $0 / 1_000_000 == megabytes } ?? false)
                    }
                    lines.append("\(key) \(textDigest) \(r.count) \(r.digest)")
                }
            }
            note("recorded \(typesKey(types))")
        }
        let header = """
            # Detections of `textsense-bench speed` on its generated texts, written by `textsense-bench detections --record`.
            # types style bytes locale text-digest count detections-digest (FNV-1a 64 of the text's UTF-8 and of the
            # detections as CLI JSON lines; reference time 2026-11-30T10:00:00Z in UTC). `speed` refuses to time a row
            # whose detections differ.

            """
        do { try (header + lines.sorted().joined(separator: "\n") + "\n").write(to: expectation.path, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(expectation.path.path): \(error)", code: Exit.noInput)
        }
        print("wrote \(lines.count) lines to \(expectation.path.path)")
        return
    }
    var changed = 0
    for types in subjects {
        for style in setup.styles {
            let check = expectation.check(types: types, style: style, text: setup.texts[style]!)
            for line in check.notes { note(line) }
            if check.changed { changed += 1 }
            print("\(typesKey(types)) \(style): \(check.changed ? "changed" : check.notes.isEmpty ? "unchanged in \(benchLocales.count) locales" : "see notes")")
        }
    }
    if changed > 0 { exit(Exit.software) }
}
