import Foundation
import TextSense
import TextSenseCorpus

// textsense-bench — the corpus benchmark. See Corpus/README.md and `textsense-bench help`.
//
// Subcommands:
//   run [--json FILE] [--svg FILE] [--size MB] [--peers] [--errors FILE] [--corpus DIR] [--quick] [--scaling MB]
//   validate [--corpus DIR]                   exit 0 when the gold is sound, 65 with a list of problems
//   accuracy [--types LIST] [--errors FILE]  the gold accuracy table only (no timing), errors to FILE
//   stats [--corpus DIR]                      entity counts per language and type
//   export [--corpus DIR] > gold.jsonl        the gold as JSONL (offsets in UTF-8 bytes)
//   generate --size MB [--seed N] [--style mixed|prose|dense] > file
//   hostile [--types LIST]                    the hostile-input table (LIST: only those detectors are timed)
//   tokenizer [--size MB]                     the word tokenizer against a bare ICU loop, on generated prose
//   editing [--edits N]                       keystrokes in a 1 MB document through EditingSession (p50/p99)
//   lsp [--edits N] [--open-mb MB]            keystrokes through the language server; a large document opened
//   phones [--mb N] [--seed N] [--region CC] [--density prose|dense|both] [--no-python]
//                                             phone detection vs libphonenumber per line (and Python phonenumbers)
//   spelling [--eval DIR] [--rounds N] [--misses FILE]  English speller load, memory, lookups/s, p50/p99, accuracy on lists
//   speed [--types LIST] [--styles prose,mixed,dense] [--size MB] [--rounds N] [--one-pass] [--cli] [--accept-changed]
//                                             run's throughput rows alone, wall clock and thread CPU time
//   speed --compare REF [...]                 another version's CLI against this one's on the same bytes
//   detections [--record] [--size MB]         the benchmark texts' detections against the committed ones
//   compat [--size MB] [--rounds N]           NSDataDetector.matches (TextSenseCompat) vs DataDetector.detections
//   records [--size MB] [--rounds N] [--binary PATH] [--types LIST]
//                                             CLI --records lines / jsonl / jsonl --now-field, --jobs 1, MB/s

let usage = """
usage: textsense-bench run [--json FILE] [--svg FILE] [--size MB] [--peers] [--errors FILE] [--corpus DIR] [--quick]
                           [--scaling MB]   (CLI --jobs 1 vs 2 and peak memory at 1×/4×/16× input, on a generated file)
       textsense-bench validate [--corpus DIR]
       textsense-bench accuracy [--types LIST] [--errors FILE] [--corpus DIR]   (the gold accuracy table alone)
       textsense-bench stats [--corpus DIR]
       textsense-bench export [--corpus DIR]
       textsense-bench generate --size MB [--seed N] [--style mixed|prose|dense] [--corpus DIR]
       textsense-bench hostile [--types LIST] [--only NAMES]
                                                 (1 MB and 2 MB of each pathological input through every engine,
                                                 or through DataDetector(types:) alone with --types date,address;
                                                 --only digits,huge: only inputs whose name contains one of them)
       textsense-bench stages [NAME [MB]]        (each engine alone on MB (1) of the first hostile input named NAME)
       textsense-bench tokenizer [--size MB]
       textsense-bench editing [--edits N]
       textsense-bench lsp [--edits N] [--open-mb MB]   (the language server: a MB (10) English document opened:
                                                 seconds to diagnostics and to detections, peak memory; then
                                                 keystroke → diagnostics p50/p99 in 1 MB prose and multilingual)
       textsense-bench phones [--mb N] [--seed N] [--region CC] [--density prose|dense|both] [--no-python]
       textsense-bench spelling [--eval DIR] [--rounds N] [--misses FILE]   (English load, memory, lookup speed; top-1/top-5 on
                                                             the misspelling lists in DIR, default $TEXTSENSE_EVAL_DIR/spelling)
       textsense-bench speed [--types LIST] [--styles prose,mixed,dense] [--size MB] [--rounds N] [--one-pass] [--cli] [--accept-changed]
                                                 (run's detector throughput rows alone, on the same texts: MB/s best
                                                 of N (5) by wall clock and by the measuring thread's CPU time;
                                                 a row whose detections differ from Benchmarks/results/detections.txt
                                                 in any of the six locales is not timed unless --accept-changed;
                                                 --one-pass: every type alone, the core five and all, then the
                                                 pipelines' MB/s next to the sum of the single passes; --cli: then
                                                 `textsense detect --jobs 1` on the same bytes, child CPU time, and
                                                 its overhead over the library's time)
       textsense-bench speed --compare REF [--types LIST] [--styles …] [--size MB] [--rounds N] [--accept-changed]
                                                 (REF: a git ref, built once in release under .build/compare/<commit>,
                                                 or a path to a textsense binary; `textsense detect --jobs 1` of both
                                                 in alternating rounds on the same texts, child CPU time: each side's
                                                 median MB/s and new/old with its range; refused when the outputs
                                                 differ in any of the six locales, unless --accept-changed)
       textsense-bench detections [--record] [--size MB] [--styles …]   (checks every speed subject's detections
                                                 on the benchmark texts in en_US, ru_RU, pt_BR, de_DE, fr_FR, es_ES
                                                 against Benchmarks/results/detections.txt; --record rewrites them)
       textsense-bench compat [--size MB] [--rounds N]   (NSDataDetector.matches vs DataDetector.detections on the
                                                 mixed text, CPU time, best of N (5), and the overhead in percent)
       textsense-bench records [--size MB] [--rounds N] [--binary PATH] [--types LIST]   (the CLI on MB (10) of
                                                 generated lines: --records lines, jsonl, and jsonl --now-field;
                                                 --jobs 1, best of N (3); --binary: another textsense build;
                                                 --types: detect only those, so the record handling weighs more)
"""

/// Exit codes follow sysexits: 64 usage, 65 bad data, 66 missing input, 70 internal check failed.
enum Exit {
    static let usage: Int32 = 64, data: Int32 = 65, noInput: Int32 = 66, software: Int32 = 70
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("textsense-bench: \(message)\n".utf8))
    exit(code)
}

func note(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Minimal flag parsing: `--name value` pairs and bare `--flag`s.
struct Options {
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ args: ArraySlice<String>, valued: Set<String>, bare: Set<String>) {
        var i = args.startIndex
        while i < args.endIndex {
            let a = args[i]
            if valued.contains(a) {
                guard i + 1 < args.endIndex else { fail("\(a) needs a value\n\(usage)", code: Exit.usage) }
                values[a] = args[i + 1]
                i += 2
            } else if bare.contains(a) {
                flags.insert(a)
                i += 1
            } else {
                fail("unknown argument \(a)\n\(usage)", code: Exit.usage)
            }
        }
    }
}

/// The gold directory: `--corpus DIR`, else `Corpus/gold` under the current directory or one of its parents.
func corpusDirectory(_ options: Options) -> URL {
    if let d = options.values["--corpus"] { return URL(fileURLWithPath: d) }
    var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for _ in 0..<6 {
        let candidate = dir.appendingPathComponent("Corpus/gold")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        dir.deleteLastPathComponent()
    }
    fail("cannot find Corpus/gold; run from the package directory or pass --corpus DIR", code: Exit.noInput)
}

/// Loads and validates the gold; any problem is fatal (a broken gold must not produce a score).
func loadGold(_ options: Options) -> [GoldDocument] {
    let dir = corpusDirectory(options)
    let loaded: (documents: [GoldDocument], issues: [GoldIssue])
    do { loaded = try GoldReader.load(directory: dir) } catch {
        fail("cannot read \(dir.path): \(error)", code: Exit.noInput)
    }
    let issues = loaded.issues + GoldValidator.validate(loaded.documents)
    if !issues.isEmpty {
        for i in issues { note(i.description) }
        fail("\(issues.count) problem(s) in the gold at \(dir.path)", code: Exit.data)
    }
    if loaded.documents.isEmpty { fail("no gold documents in \(dir.path)", code: Exit.noInput) }
    return loaded.documents
}

func writeStdout(_ s: String) {
    FileHandle.standardOutput.write(Data(s.utf8))
}

let arguments = CommandLine.arguments
let command = arguments.count > 1 ? arguments[1] : "help"
let rest = arguments.dropFirst(2)

switch command {
case "validate":
    let options = Options(rest, valued: ["--corpus"], bare: [])
    let docs = loadGold(options)
    let entities = docs.reduce(0) { $0 + $1.entities.count }
    print("gold OK: \(docs.count) documents, \(entities) entities")
    let sets = loadSpellingSets(goldDirectory: corpusDirectory(options))
    print("spelling sets OK: \(sets.map { "\($0.language) \($0.pairs.count)" }.joined(separator: ", "))")
    let casing = loadCasingSets(goldDirectory: corpusDirectory(options))
    print("casing sets OK: \(casing.map { "\($0.language) \($0.cases.count)" }.joined(separator: ", "))")
case "accuracy":
    // The gold accuracy table alone (no timing): `--types` keeps those types' rows and errors.
    let options = Options(rest, valued: ["--corpus", "--types", "--errors"], bare: [])
    let docs = loadGold(options)
    var report = BenchReport()
    let scored = scoreLibrary(docs, report: &report)
    let types = options.values["--types"].map { Set($0.split(separator: ",").map(String.init)) }
    let rows = scored.rows.filter { types?.contains($0.type) ?? true }
    print(report.accuracyTable(rows, peers: [:]))
    let families = scored.families.filter { types?.contains($0.type) ?? true }
    for section in report.familySections(families) {
        print("")
        print(section)
    }
    let errors = scored.errors.filter { (types?.contains($0.type) ?? true) && GoldFormat.implementedTypes.contains($0.type) }
    if let path = options.values["--errors"] {
        let lines = errors.map(\.description).joined(separator: "\n") + "\n"
        do { try lines.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(path): \(error)", code: Exit.noInput)
        }
    }
    for check in report.failedChecks { note(check) }
case "stats":
    let options = Options(rest, valued: ["--corpus"], bare: [])
    print(CorpusStats(documents: loadGold(options)).table())
case "export":
    let options = Options(rest, valued: ["--corpus"], bare: [])
    for doc in loadGold(options) { print(doc.jsonLine()) }
case "generate":
    let options = Options(rest, valued: ["--corpus", "--size", "--seed", "--style"], bare: [])
    guard let mbText = options.values["--size"], let mb = Double(mbText), mb > 0 else {
        fail("generate needs --size MB (a positive number)", code: Exit.usage)
    }
    let seed = options.values["--seed"].map { UInt64($0) } ?? 42
    guard let seed else { fail("--seed must be a non-negative integer", code: Exit.usage) }
    guard let style = TextGenerator.Style(rawValue: options.values["--style"] ?? "mixed") else {
        fail("--style is one of \(TextGenerator.Style.allCases.map(\.rawValue).joined(separator: ", "))", code: Exit.usage)
    }
    var generator = TextGenerator(documents: loadGold(options), seed: seed)
    // Streamed in 1 MB blocks so 100 MB never sits in memory twice.
    var remaining = Int(mb * 1_000_000)
    while remaining > 0 {
        let block = generator.text(bytes: min(remaining, 1_000_000), style: style)
        if block.isEmpty { fail("the corpus has no text of style \(style.rawValue)", code: Exit.data) }
        writeStdout(block)
        remaining -= block.utf8.count
    }
case "run":
    let options = Options(rest, valued: ["--corpus", "--json", "--svg", "--size", "--errors", "--scaling"],
                          bare: ["--peers", "--quick"])
    runBenchmark(options: options, documents: loadGold(options))
case "hostile":
    // The hostile-input table alone (also part of `run`); `--types date` times one detector alone.
    let options = Options(rest, valued: ["--types", "--only"], bare: [])
    var types: DetectionTypes?
    if let names = options.values["--types"] {
        var unknown: String?
        guard let t = DetectionTypes(names: names, unknown: &unknown) else {
            fail("unknown type \(unknown ?? names)\n\(usage)", code: Exit.usage)
        }
        types = t
    }
    var report = BenchReport()
    let only = options.values["--only"].map { $0.split(separator: ",").map(String.init) } ?? []
    measureHostile(types: types, only: only, report: &report)
    report.peakResidentMB = peakResidentMegabytes()
    print(report.render())
    if !report.failedChecks.isEmpty { exit(Exit.software) }
case "tokenizer":
    // The tokenizer-versus-raw-ICU rows alone (also part of `run`), on generated prose.
    let options = Options(rest, valued: ["--corpus", "--size"], bare: [])
    let megabytes = options.values["--size"].flatMap(Double.init) ?? 4
    guard megabytes > 0 else { fail("--size must be a positive number of MB", code: Exit.usage) }
    var generator = TextGenerator(documents: loadGold(options), seed: 42)
    var report = BenchReport()
    measureTokenizer(text: generator.text(bytes: Int(megabytes * 1_000_000), style: .prose), report: &report)
    print(report.render())
    if !report.failedChecks.isEmpty { exit(Exit.software) }
case "editing":
    // The editing rows alone (also part of `run`): random keystrokes in a generated 1 MB document.
    let options = Options(rest, valued: ["--corpus", "--edits"], bare: [])
    guard let edits = Int(options.values["--edits"] ?? "2000"), edits > 0 else {
        fail("--edits must be a positive integer", code: Exit.usage)
    }
    var report = BenchReport()
    measureEditing(documents: loadGold(options), edits: edits, report: &report)
    print(report.render())
    if !report.failedChecks.isEmpty { exit(Exit.software) }
case "lsp":
    let lspOptions = Options(rest, valued: ["--corpus", "--edits", "--open-mb"], bare: [])
    runLSPBenchmark(options: lspOptions, documents: loadGold(lspOptions))
case "phones":
    do { try runPhoneBenchmark(arguments: Array(rest)) } catch { fail("phones: \(error)", code: Exit.software) }
case "spelling":
    runSpellingBenchmark(options: Options(rest, valued: ["--corpus", "--eval", "--rounds", "--misses"], bare: []))
case "speed":
    let options = Options(rest, valued: ["--corpus", "--types", "--styles", "--size", "--rounds", "--compare"],
                          bare: ["--one-pass", "--accept-changed", "--cli"])
    runSpeedBenchmark(options: options, documents: loadGold(options))
case "detections":
    let options = Options(rest, valued: ["--corpus", "--styles", "--size"], bare: ["--record"])
    runDetectionsCommand(options: options, documents: loadGold(options))
case "compat":
    let options = Options(rest, valued: ["--corpus", "--size", "--rounds"], bare: [])
    runCompatBenchmark(options: options, documents: loadGold(options))
case "records":
    // The record-mode rows of the CLI table alone (also part of `run --scaling`).
    let options = Options(rest, valued: ["--corpus", "--size", "--rounds", "--binary", "--types"], bare: [])
    let megabytes = options.values["--size"].flatMap(Double.init) ?? 10
    let rounds = options.values["--rounds"].flatMap(Int.init) ?? 3
    guard megabytes > 0, rounds > 0 else { fail("--size and --rounds must be positive", code: Exit.usage) }
    var report = BenchReport()
    measureRecordModes(megabytes: megabytes, documents: loadGold(options), rounds: rounds,
                       binary: options.values["--binary"].map { URL(fileURLWithPath: $0) }, types: options.values["--types"],
                       report: &report)
    print((report.renderScaling() + report.notes + report.failedChecks).joined(separator: "\n"))
    if !report.failedChecks.isEmpty { exit(Exit.software) }
case "help", "-h", "--help":
    print(usage)
case "stages":
    // Where the time goes on one hostile input: each engine alone on 1 MB of it.
    printHostileStages(name: rest.first ?? "huge line", megabytes: rest.dropFirst().first.flatMap(Double.init) ?? 1)
default:
    fail("unknown command \(command)\n\(usage)", code: Exit.usage)
}
