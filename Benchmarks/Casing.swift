import Foundation
import TextSense
import TextSenseCorpus

/// Conformance of TextSense's capitalization to one language's casing set.
struct CasingRow {
    var language: String
    var cases: Int
    /// Cases whose output equals the expected text exactly; nil when the library cannot capitalize yet.
    var passed: Int?
    /// The first few failures, `input → got (expected)`, for the notes.
    var failures: [String] = []
}

/// The casing sets next to the gold (Corpus/casing); fatal when broken, empty when absent.
func loadCasingSets(goldDirectory: URL) -> [CasingSet] {
    let dir = goldDirectory.deletingLastPathComponent().appendingPathComponent("casing")
    guard FileManager.default.fileExists(atPath: dir.path) else { return [] }
    let loaded: (sets: [CasingSet], issues: [GoldIssue])
    do { loaded = try CasingSet.load(directory: dir) } catch {
        fail("cannot read \(dir.path): \(error)", code: Exit.noInput)
    }
    if !loaded.issues.isEmpty {
        for i in loaded.issues { note(i.description) }
        fail("\(loaded.issues.count) problem(s) in the casing sets at \(dir.path)", code: Exit.data)
    }
    return loaded.sets
}

/// TextSense's output for one case, once the library capitalizes.
///
/// The slot: when `Casing/Capitalizer` is merged, build one `Capitalizer` per language here (locale from
/// `language`) and return `capitalizer.capitalized(c.input, mode, lowercasingRest: c.lowercasingRest)` with
/// `mode` from `Capitalizer.Mode(rawValue: c.mode)`. Until then rows say "not implemented".
func textSenseCapitalized(_ c: CasingCase, language: String) -> String? {
    guard let mode = Capitalizer.Mode(rawValue: c.mode),
          let capitalizer = try? Capitalizer(locale: Locale(identifier: language)) else { return nil }
    return capitalizer.capitalized(c.input, mode, lowercasingRest: c.lowercasingRest)
}

func measureCasing(sets: [CasingSet], report: inout BenchReport) {
    for set in sets {
        var row = CasingRow(language: set.language, cases: set.cases.count, passed: 0)
        for c in set.cases {
            guard let got = textSenseCapitalized(c, language: set.language) else {
                row.passed = nil
                break
            }
            if got == c.expected { row.passed? += 1 } else if row.failures.count < 3 {
                func shown(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\n", with: "\\n") + "\"" }
                row.failures.append("\(set.language) \(c.mode)\(c.lowercasingRest ? "+rest" : ""): \(shown(c.input)) → \(shown(got)) (expected \(shown(c.expected)))")
            }
        }
        report.casing.append(row)
        report.notes += row.failures.map { "casing: " + $0 }
    }
}
