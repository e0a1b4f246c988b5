import Foundation
import TextSense
import TextSenseCorpus

/// Everything one `run` measured: printed as tables, written with `--json`, drawn with `--svg`.
struct BenchReport {
    var buildMode = isDebugBuild ? "debug" : "release"
    var machine = MachineInfo.current()
    var corpusDocuments = 0
    var corpusEntities = 0
    var accuracy: [AccuracyRow] = []
    /// Per family tag of the gold's dates (and any other tagged type), per language.
    var families: [FamilyRow] = []
    var peerAccuracy: [String: [AccuracyRow]] = [:]   // peer name → rows
    var speed: [SpeedRow] = []
    var tokenizer: [SpeedRow] = []
    var latency: LatencyFigures?
    var startup: StartupFigures?
    var growth: [GrowthPoint] = []
    var peakResidentMB: Double = 0
    /// Spelling top-k per engine and language; `spellingPairs` is the set size per language.
    var spelling: [SpellingRow] = []
    var spellingPairs: [String: Int] = [:]
    /// Casing conformance per language.
    var casing: [CasingRow] = []
    /// Hostile inputs at 1 MB and 2 MB.
    var hostile: [HostileRow] = []
    /// The detection types `hostile` timed alone (`textsense-bench hostile --types`); nil = every engine.
    var hostileTypes: String?
    /// CLI speed-up with --jobs and peak memory as input grows.
    var scaling: [ScalingRow] = []
    /// How the record-mode rows of `scaling` were measured (set with them).
    var recordModesNote: String?
    /// Keystrokes in a 1 MB document through EditingSession.
    var editing: LatencyFigures?
    /// The same keystrokes in CPU time of the editing thread: the cost without the waits a busy machine adds.
    var editingCPU: LatencyFigures?
    /// Failed output checks: each one withholds a figure and makes the run exit non-zero.
    var failedChecks: [String] = []
    /// Skipped sections and why (peer absent, CLI binary absent, capability not in this build).
    var notes: [String] = []
}

/// One throughput figure.
struct SpeedRow {
    var name: String          // "link", "all (pipeline)", "tokenizer (word)", "peer: phonenumbers"…
    var textStyle: String     // "prose", "dense", "mixed"
    var megabytesPerSecond: Double?   // nil when withheld by a failed check
    var detections: Int
    var bytes: Int
    var peer: Bool = false
}

struct LatencyFigures {
    var messages: Int
    var messageBytes: Int
    var p50Microseconds: Double
    var p99Microseconds: Double
    var maxMicroseconds: Double
}

struct StartupFigures {
    var binary: String
    var runs: Int
    var medianMilliseconds: Double
    var minMilliseconds: Double
}

struct GrowthPoint {
    var factor: Int
    var bytes: Int
    var seconds: Double
    var ratio: Double
}

#if DEBUG
let isDebugBuild = true
#else
let isDebugBuild = false
#endif

struct MachineInfo {
    var cpu: String
    var cores: Int
    var os: String
    var swift: String

    static func current() -> MachineInfo {
        var cpu = "unknown CPU"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var os = ProcessInfo.processInfo.operatingSystemVersionString
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            os = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        #if compiler(>=6.3)
        let swift = "6.3+"
        #elseif compiler(>=6.0)
        let swift = "6.x"
        #else
        let swift = "5.x"
        #endif
        return MachineInfo(cpu: cpu, cores: ProcessInfo.processInfo.activeProcessorCount, os: os, swift: swift)
    }
}

// MARK: - Formatting

func percent(_ x: Double?) -> String { x.map { String(format: "%.1f", $0 * 100) } ?? "—" }
func fixed(_ x: Double?, _ digits: Int = 1) -> String { x.map { String(format: "%.\(digits)f", $0) } ?? "—" }
/// A rate with enough digits to stay informative for slow peers (0.012 MB/s) and fast paths (640 MB/s).
func rate(_ x: Double) -> String {
    x >= 10 ? String(format: "%.1f", x) : x >= 0.1 ? String(format: "%.2f", x) : String(format: "%.3f", x)
}

extension BenchReport {
    /// The human-readable tables.
    /// The CLI table (empty when nothing was measured): `run --scaling` and `records`.
    func renderScaling() -> [String] {
        guard !scaling.isEmpty else { return [] }
        var out = ["", "== CLI scaling (`textsense detect [--records MODE] FILE > pipe`, mixed text; peak = the child's maximum resident memory)"]
        var table: [[String]] = [["run", "MB", "seconds", "MB/s", "peak MB"]]
        for r in scaling {
            table.append([r.label, fixed(Double(r.bytes) / 1e6), fixed(r.seconds, 2), fixed(r.megabytesPerSecond), fixed(r.peakResidentMB)])
        }
        out.append(TextTable(rows: table, rightAligned: [1, 2, 3, 4]).render())
        if let one = scaling.first(where: { $0.label == "jobs 1" }), let two = scaling.first(where: { $0.label == "jobs 2" }) {
            out.append("speed-up 1 → 2 jobs: \(fixed(one.seconds / two.seconds, 2))×")
        }
        if let note = recordModesNote { out.append(note) }
        return out
    }

    func render() -> String {
        var out: [String] = []
        if buildMode == "debug" { out.append(debugBanner) }
        out.append("TextSense corpus benchmark — \(buildMode) build, \(machine.cpu), \(machine.cores) cores, \(machine.os)")
        out.append("Gold: \(corpusDocuments) documents, \(corpusEntities) entities (Corpus/gold)")
        out.append("")
        out.append("== Accuracy (overlap match; P/R/F1 in %; exact = exact-span share of matches; value = value-correct share of matches)")
        out.append(accuracyTable(accuracy, peers: peerAccuracy))
        for section in familySections(families) {
            out.append("")
            out.append(section)
        }
        let components = componentTable()
        if !components.isEmpty {
            out.append("")
            out.append("== Address components (share of matched gold addresses whose component is equal)")
            out.append(components)
        }
        if !spelling.isEmpty {
            out.append("")
            out.append("== Spelling (top-1 / top-5 = % of misspellings whose correction is the first / among the first five suggestions)")
            out.append(spellingTable())
        }
        if !casing.isEmpty {
            out.append("")
            out.append("== Casing conformance (share of Corpus/casing cases whose output equals the expected text)")
            var table: [[String]] = [["lang", "cases", "TextSense"]]
            for r in casing {
                table.append([r.language, "\(r.cases)", r.passed.map { percent(Double($0) / Double(max(1, r.cases))) } ?? "not implemented"])
            }
            out.append(TextTable(rows: table, rightAligned: [1, 2]).render())
        }
        out.append("")
        out.append("== Throughput (MB/s = 10^6 bytes of UTF-8 per second, best of 3; found = detections in the timed text)")
        out.append(speedTable(speed + tokenizer))
        if let l = latency {
            out.append("")
            out.append("== Latency per message (\(l.messages) messages of ~\(l.messageBytes) bytes through DataDetector.detections(in:))")
            out.append("p50 \(fixed(l.p50Microseconds)) µs   p99 \(fixed(l.p99Microseconds)) µs   max \(fixed(l.maxMicroseconds)) µs")
        }
        if let e = editing {
            out.append("")
            out.append("== Editing (\(e.messages) keystrokes in a \(e.messageBytes)-byte document through EditingSession)")
            out.append("p50 \(fixed(e.p50Microseconds)) µs   p99 \(fixed(e.p99Microseconds)) µs   max \(fixed(e.maxMicroseconds)) µs   (wall clock)")
            if let c = editingCPU {
                out.append("p50 \(fixed(c.p50Microseconds)) µs   p99 \(fixed(c.p99Microseconds)) µs   max \(fixed(c.maxMicroseconds)) µs   (CPU time of the thread)")
            }
        }
        if !growth.isEmpty {
            out.append("")
            out.append("== Cost growth (full pipeline, mixed text; ratio = time / time at 1×; linear = 1, 2, 4)")
            out.append(growth.map { "\($0.factor)×  \($0.bytes) bytes  \(fixed($0.seconds * 1000)) ms  ratio \(fixed($0.ratio, 2))" }
                .joined(separator: "\n"))
        }
        if !hostile.isEmpty {
            out.append("")
            let what = hostileTypes.map { "detect \($0) only" } ?? "detect all types + tokenize + capitalize + wrap"
            out.append("== Hostile input (\(what); ratio = 2 MB time / 1 MB time, linear = 2)")
            var table: [[String]] = [["input", "1 MB ms", "2 MB ms", "ratio"]]
            for h in hostile { table.append([h.name, fixed(h.seconds1MB * 1000), fixed(h.seconds2MB * 1000), fixed(h.ratio, 2)]) }
            out.append(TextTable(rows: table, rightAligned: [1, 2, 3]).render())
        }
        out.append(contentsOf: renderScaling())
        if let s = startup {
            out.append("")
            out.append("== Start-up (`echo | textsense detect`, spawn to exit, \(s.runs) runs): median \(fixed(s.medianMilliseconds)) ms, min \(fixed(s.minMilliseconds)) ms")
        }
        out.append("")
        out.append("Peak resident memory: \(fixed(peakResidentMB)) MB")
        if !notes.isEmpty {
            out.append("")
            out.append("Notes:")
            out += notes.map { "  - " + $0 }
        }
        if !failedChecks.isEmpty {
            out.append("")
            out.append("!!! \(failedChecks.count) OUTPUT CHECK(S) FAILED — the figures they guard are withheld:")
            out += failedChecks.map { "  ✗ " + $0 }
        }
        if buildMode == "debug" { out.append(debugBanner) }
        return out.joined(separator: "\n")
    }

    var debugBanner: String {
        """
        ************************************************************************
        *  WARNING: DEBUG BUILD — speed figures are meaningless.               *
        *  Run:  swift run -c release textsense-bench run                      *
        ************************************************************************
        """
    }

    func accuracyTable(_ rows: [AccuracyRow], peers: [String: [AccuracyRow]]) -> String {
        var table: [[String]] = [["type", "lang", "status", "gold", "found", "P", "R", "F1", "exact", "value"]]
        let peerNames = peers.keys.sorted()
        for name in peerNames { table[0].append("F1 \(name)") }
        if !peerNames.isEmpty { table[0].append("F1 ours/best") }
        for r in rows {
            let c = r.counts
            var line = [r.type, r.language, r.implemented ? "ok" : "not implemented", "\(c.gold)",
                        r.implemented ? "\(c.predicted)" : "—"]
            if r.implemented {
                line += [percent(c.precision), percent(c.recall), percent(c.f1), percent(c.exactSpanRate), percent(c.valueAccuracy)]
            } else {
                line += ["—", "—", "—", "—", "—"]
            }
            var best: Double?
            for name in peerNames {
                let p = peers[name]?.first { $0.type == r.type && $0.language == r.language }
                let f = p?.counts.f1
                line.append(percent(f))
                if let f { best = max(best ?? 0, f) }
            }
            if !peerNames.isEmpty {
                if let best, best > 0, r.implemented, let f = c.f1 { line.append(fixed(f / best, 2)) } else { line.append("—") }
            }
            table.append(line)
        }
        return TextTable(rows: table, rightAligned: Set(3..<table[0].count)).render()
    }

    /// The date families table and the per-country address table, each with its heading, for the types that
    /// have rows.
    func familySections(_ rows: [FamilyRow]) -> [String] {
        var sections: [String] = []
        let dates = rows.filter { $0.type == "date" }
        if !dates.isEmpty {
            sections.append("== Date families (found = recall in %; exact and value over found ones; no precision: detections carry no family)\n"
                            + familyTable(dates))
        }
        let addresses = rows.filter { $0.type == "address" }
        if !addresses.isEmpty {
            sections.append("== Addresses by country (the gold's `address#CC` tag, else the document's region; found = recall in %; "
                            + "exact and value over found ones)\n" + familyTable(addresses))
        }
        let others = rows.filter { $0.type != "date" && $0.type != "address" }
        if !others.isEmpty { sections.append("== Other families\n" + familyTable(others)) }
        return sections
    }

    /// One line per family with its `all` figures, then a column per language: `found/value` in %.
    func familyTable(_ rows: [FamilyRow]) -> String {
        let languages = Set(rows.map(\.language)).subtracting(["all"]).sorted()
        var table: [[String]] = [["type", "family", "gold", "found", "exact", "value"] + languages.map { "\($0) found/value" }]
        for total in rows where total.language == "all" {
            let c = total.counts
            var line = [total.type, total.family, "\(c.gold)", percent(c.recall), percent(c.exactSpanRate), percent(c.valueAccuracy)]
            for lang in languages {
                guard let r = rows.first(where: { $0.type == total.type && $0.family == total.family && $0.language == lang }) else {
                    line.append("—")
                    continue
                }
                line.append("\(r.counts.gold): \(percent(r.counts.recall))/\(percent(r.counts.valueAccuracy))")
            }
            table.append(line)
        }
        return TextTable(rows: table, rightAligned: Set(2..<table[0].count)).render()
    }

    func componentTable() -> String {
        var table: [[String]] = [["lang"] + GoldFormat.addressComponents]
        let rows = accuracy.filter { $0.type == "address" && $0.implemented && $0.counts.matched > 0 }
        guard !rows.isEmpty else { return "" }
        for r in rows {
            table.append([r.language] + GoldFormat.addressComponents.map { key in
                guard let g = r.counts.componentGold[key], g > 0 else { return "—" }
                return percent(Double(r.counts.componentCorrect[key] ?? 0) / Double(g))
            })
        }
        return TextTable(rows: table, rightAligned: Set(1..<table[0].count)).render()
    }

    func speedTable(_ rows: [SpeedRow]) -> String {
        var table: [[String]] = [["what", "text", "MB", "MB/s", "found", "ours/peer"]]
        for r in rows {
            var ratio = "—"
            if r.peer, let theirs = r.megabytesPerSecond,
               let ours = rows.first(where: { !$0.peer && $0.name == peerCounterpart(r.name) && $0.textStyle == r.textStyle })?.megabytesPerSecond,
               theirs > 0 {
                ratio = fixed(ours / theirs, 1) + "×"
            }
            table.append([r.name, r.textStyle, fixed(Double(r.bytes) / 1e6, 2),
                          r.megabytesPerSecond.map(rate) ?? "withheld", "\(r.detections)", ratio])
        }
        return TextTable(rows: table, rightAligned: [2, 3, 4, 5]).render()
    }
}

/// The detector a peer's speed row compares with: "peer: phonenumbers (phone)" → "phone".
func peerCounterpart(_ name: String) -> String {
    guard let open = name.lastIndex(of: "("), let close = name.lastIndex(of: ")"), open < close else { return name }
    return String(name[name.index(after: open)..<close])
}
