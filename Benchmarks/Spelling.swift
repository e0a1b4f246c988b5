import Foundation
import TextSense
import TextSenseCorpus

/// One engine's top-k figures on one language's spelling set.
struct SpellingRow {
    var engine: String          // "TextSense", "hunspell", "symspellpy"
    var language: String
    var score: SpellingScore?   // nil: engine not available for this language
    var note: String?
}

/// The spelling sets next to the gold (Corpus/spelling); fatal when broken, empty when absent.
func loadSpellingSets(goldDirectory: URL) -> [SpellingSet] {
    let dir = goldDirectory.deletingLastPathComponent().appendingPathComponent("spelling")
    guard FileManager.default.fileExists(atPath: dir.path) else { return [] }
    let loaded: (sets: [SpellingSet], issues: [GoldIssue])
    do { loaded = try SpellingSet.load(directory: dir) } catch {
        fail("cannot read \(dir.path): \(error)", code: Exit.noInput)
    }
    if !loaded.issues.isEmpty {
        for i in loaded.issues { note(i.description) }
        fail("\(loaded.issues.count) problem(s) in the spelling sets at \(dir.path)", code: Exit.data)
    }
    return loaded.sets
}

/// TextSense's own ranked suggestions (best first) for every misspelling of the set, from one
/// `SpellChecker` for the set's language; `nil` when the language has no lexicon.
func textSenseSuggestions(for set: SpellingSet) -> [[String]]? {
    guard let checker = try? SpellChecker(locale: Locale(identifier: set.language)) else { return nil }
    return set.pairs.map { checker.guesses(for: $0.misspelling, limit: 5) }
}

func measureSpelling(sets: [SpellingSet], report: inout BenchReport) {
    for set in sets {
        if let suggestions = textSenseSuggestions(for: set) {
            report.spelling.append(SpellingRow(engine: "TextSense", language: set.language,
                                               score: SpellingScore(set: set, suggestions: suggestions)))
        } else {
            report.spelling.append(SpellingRow(engine: "TextSense", language: set.language, score: nil, note: "not implemented"))
        }
    }
}

extension BenchReport {
    /// Languages in rows, engines in column pairs (top-1 %, top-5 %).
    func spellingTable() -> String {
        let languages = Array(Set(spelling.map(\.language))).sorted()
        var engines: [String] = []
        for r in spelling where !engines.contains(r.engine) { engines.append(r.engine) }
        var table: [[String]] = [["lang", "pairs"] + engines.flatMap { ["\($0) top-1", "top-5"] }]
        for lang in languages {
            let pairs = spelling.first { $0.language == lang && $0.score != nil }?.score?.pairs
                ?? spellingPairs[lang].map { $0 } ?? 0
            var line = [lang, "\(pairs)"]
            for e in engines {
                let r = spelling.first { $0.engine == e && $0.language == lang }
                if let s = r?.score { line += [percent(s.top1Rate), percent(s.top5Rate)] } else { line += ["—", "—"] }
            }
            table.append(line)
        }
        return TextTable(rows: table, rightAligned: Set(1..<table[0].count)).render()
    }
}

// MARK: - English speed and the shared misspelling lists

/// One list of (misspelling, intended word) pairs from the shared evaluation directory (not in the
/// repository): Aspell's `.tab` files read `wrong<TAB>right`, Norvig's `right: wrong wrong …`.
struct SpellingEvalList {
    var name: String
    var pairs: [(wrong: String, right: String)]

    init(file: URL) throws {
        name = file.lastPathComponent
        let text = try String(contentsOf: file, encoding: .utf8)
        pairs = []
        for line in text.split(whereSeparator: \.isNewline) {
            if name.hasSuffix(".tab") {
                let p = line.split(separator: "\t")
                if p.count == 2 { pairs.append((String(p[0]), String(p[1]))) }
            } else {
                let p = line.split(separator: ":")
                if p.count == 2 { for w in p[1].split(separator: " ") { pairs.append((String(w), String(p[0]))) } }
            }
        }
    }
}

/// CPU time this thread has run, in seconds: unlike the wall clock, not inflated when other processes
/// share the cores.
func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// `VmRSS` and `VmHWM` of this process in MB (Linux), 0 when unreadable.
func residentMegabytes() -> (current: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }
    return (field("VmRSS:"), field("VmHWM:"))
}

/// `textsense-bench spelling [--eval DIR] [--rounds N] [--misses FILE]` (DIR default: `$TEXTSENSE_EVAL_DIR/spelling`): English dictionary load time, resident memory,
/// single-word lookup speed (`guesses(for:limit: 5)` on every misspelling of the lists, each lookup timed;
/// best of `--rounds` rounds) and case-insensitive top-1/top-5 on each list; `--misses` writes the pairs
/// whose correction is not the first guess (list, `top-5` or `miss`, misspelling, correction, guesses;
/// tab-separated). Run it in a fresh process:
/// the load figure is only a first load.
func runSpellingBenchmark(options: Options) {
    #if DEBUG
    note("warning: debug build; speed figures are meaningless (use swift build -c release)")
    #endif
    let evalRoot = ProcessInfo.processInfo.environment["TEXTSENSE_EVAL_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    guard let dir = options.values["--eval"].map({ URL(fileURLWithPath: $0) })
        ?? evalRoot.map({ URL(fileURLWithPath: $0).appendingPathComponent("spelling") }) else {
        fail("no misspelling lists: pass --eval DIR or set TEXTSENSE_EVAL_DIR to the folder holding spelling/",
             code: Exit.noInput)
    }
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
        .filter { $0.hasSuffix(".tab") || $0.hasSuffix(".txt") }.sorted()
    guard !files.isEmpty else { fail("no misspelling lists in \(dir.path) (pass --eval DIR)", code: Exit.noInput) }
    let lists: [SpellingEvalList]
    do { lists = try files.map { try SpellingEvalList(file: dir.appendingPathComponent($0)) } } catch {
        fail("cannot read \(dir.path): \(error)", code: Exit.noInput)
    }
    let rounds = Int(options.values["--rounds"] ?? "3") ?? 3

    let baseline = residentMegabytes().current
    let clock = ContinuousClock()
    var checker: SpellChecker?
    let load = clock.measure { checker = try? SpellChecker(locale: Locale(identifier: "en_US")) }
    guard let checker else { fail("cannot load the English dictionary", code: Exit.software) }
    // The first lookup pays for anything built lazily (the candidate index).
    let first = clock.measure { _ = checker.guesses(for: "speling", limit: 5) }
    let loaded = residentMegabytes()

    // Accuracy first (the outputs the timing loop then repeats).
    var table: [[String]] = [["list", "pairs", "top-1", "top-5"]]
    var misses = ""
    for list in lists {
        var top1 = 0, top5 = 0
        for (wrong, right) in list.pairs {
            let g = checker.guesses(for: wrong, limit: 5).map { $0.lowercased() }
            if g.first == right.lowercased() { top1 += 1 } else {
                let found = g.contains(right.lowercased())
                misses += "\(list.name)\t\(found ? "top-5" : "miss")\t\(wrong)\t\(right)\t\(g.joined(separator: " "))\n"
            }
            if g.contains(right.lowercased()) { top5 += 1 }
        }
        let n = Double(max(list.pairs.count, 1))
        table.append([list.name, "\(list.pairs.count)", String(format: "%.1f", 100 * Double(top1) / n),
                      String(format: "%.1f", 100 * Double(top5) / n)])
    }

    let words = lists.flatMap { $0.pairs.map(\.wrong) }
    var best: (rate: Double, p50: Double, p99: Double, max: Double) = (0, .infinity, .infinity, .infinity)
    var bestCPURate = 0.0
    var sink = 0
    for _ in 0..<max(rounds, 1) {
        var nanos = [Double](repeating: 0, count: words.count)
        let cpuStart = threadCPUSeconds()
        let start = clock.now
        for (i, w) in words.enumerated() {
            let t = clock.now
            sink &+= checker.guesses(for: w, limit: 5).count
            let d = clock.now - t
            nanos[i] = Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
        }
        let total = clock.now - start
        bestCPURate = max(bestCPURate, Double(words.count) / max(threadCPUSeconds() - cpuStart, 1e-9))
        let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        nanos.sort()
        let rate = Double(words.count) / seconds
        if rate > best.rate {
            best = (rate, nanos[nanos.count / 2] / 1000, nanos[nanos.count * 99 / 100] / 1000, nanos[nanos.count - 1] / 1000)
        }
    }
    precondition(sink > 0, "no guesses at all")
    if let path = options.values["--misses"] {
        do { try misses.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(path): \(error)", code: Exit.noInput)
        }
    }
    let after = residentMegabytes()
    func ms(_ d: Duration) -> String {
        String(format: "%.1f ms", Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
    }
    print("== Spelling, English (en_US), \(words.count) single-word lookups (guesses, limit 5), best of \(rounds)")
    print("dictionary load: \(ms(load)); first lookup: \(ms(first))")
    print(String(format: "lookups/s: %.0f   p50: %.1f µs   p99: %.1f µs   max: %.1f µs   (per CPU second of this thread: %.0f)",
                 best.rate, best.p50, best.p99, best.max, bestCPURate))
    print(String(format: "resident memory: %.1f MB after load (%.1f MB before), %.1f MB after lookups, peak %.1f MB",
                 loaded.current, baseline, after.current, after.peak))
    print(TextTable(rows: table, rightAligned: [1, 2, 3]).render())
    // Last, as they load the other languages: the project's own sets (Corpus/spelling), case-sensitive.
    let own = loadSpellingSets(goldDirectory: corpusDirectory(options)).compactMap { set in
        textSenseSuggestions(for: set).map { (set.language, SpellingScore(set: set, suggestions: $0)) }
    }
    if !own.isEmpty {
        print("Corpus/spelling top-1/top-5: " + own.map { language, score in
            "\(language) \(percent(score.top1Rate))/\(percent(score.top5Rate))"
        }.joined(separator: ", "))
    }
}
