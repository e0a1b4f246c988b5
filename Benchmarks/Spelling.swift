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
