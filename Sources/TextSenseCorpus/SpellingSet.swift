import Foundation

/// One misspelling and the word a user meant.
public struct SpellingPair: Hashable, Sendable {
    public var misspelling: String
    public var correction: String
    /// 1-based line in the set's file, for messages.
    public var line: Int

    public init(misspelling: String, correction: String, line: Int) {
        self.misspelling = misspelling
        self.correction = correction
        self.line = line
    }
}

/// A spelling set: misspellings of one language with their corrections (Corpus/spelling/<lang>.tsv).
///
/// Format: `#` comment lines, then one `misspelling<TAB>correction` pair per line. Every misspelling is a
/// non-word (a dictionary rejects it), so top-k accuracy measures suggestion quality, not real-word errors.
public struct SpellingSet: Hashable, Sendable {
    /// ISO 639-1 code, from the file name.
    public var language: String
    public var pairs: [SpellingPair]

    public init(language: String, pairs: [SpellingPair]) {
        self.language = language
        self.pairs = pairs
    }

    /// Parses one set, collecting every problem: a line without exactly two tab-separated fields, empty or
    /// space-padded fields, a "misspelling" equal to its correction, a misspelling listed twice.
    public static func parse(_ contents: String, language: String, file: String) -> (set: SpellingSet, issues: [GoldIssue]) {
        var pairs: [SpellingPair] = []
        var issues: [GoldIssue] = []
        var seen: [String: Int] = [:]
        for (i, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = i + 1
            func issue(_ m: String) { issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: line), message: m)) }
            if raw.hasPrefix("#") || raw.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2 else { issue("a pair reads misspelling<TAB>correction; found \(fields.count) field(s)"); continue }
            let (wrong, right) = (fields[0], fields[1])
            if wrong.isEmpty || right.isEmpty { issue("empty field"); continue }
            if wrong.trimmingCharacters(in: .whitespaces) != wrong || right.trimmingCharacters(in: .whitespaces) != right {
                issue("field with surrounding spaces")
                continue
            }
            if wrong == right { issue("`\(wrong)` is its own correction") ; continue }
            if let first = seen[wrong] { issue("`\(wrong)` is listed twice (first on line \(first))"); continue }
            seen[wrong] = line
            pairs.append(SpellingPair(misspelling: wrong, correction: right, line: line))
        }
        if pairs.isEmpty { issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: 1), message: "no pairs")) }
        return (SpellingSet(language: language, pairs: pairs), issues)
    }

    /// Reads every `<lang>.tsv` in `directory`, sorted by language.
    /// - Throws: file-system errors only; format problems come back as issues.
    public static func load(directory: URL) throws -> (sets: [SpellingSet], issues: [GoldIssue]) {
        try loadTSVSets(directory: directory, parse: parse)
    }
}

/// Top-1 and top-5 accuracy of a speller's suggestions on a spelling set.
public struct SpellingScore: Hashable, Sendable {
    public var pairs: Int
    /// Pairs whose correction is the first suggestion.
    public var top1: Int
    /// Pairs whose correction is among the first five suggestions.
    public var top5: Int

    public var top1Rate: Double? { pairs == 0 ? nil : Double(top1) / Double(pairs) }
    public var top5Rate: Double? { pairs == 0 ? nil : Double(top5) / Double(pairs) }

    /// Scores `suggestions[i]` (best first) against `set.pairs[i]`; missing lists count as misses.
    public init(set: SpellingSet, suggestions: [[String]]) {
        pairs = set.pairs.count
        top1 = 0
        top5 = 0
        for (i, pair) in set.pairs.enumerated() where i < suggestions.count {
            let s = suggestions[i]
            if s.first == pair.correction { top1 += 1 }
            if s.prefix(5).contains(pair.correction) { top5 += 1 }
        }
    }
}

/// Reads every `<lang>.tsv` in `directory`, sorted by language, with `parse(contents, language, file)`; the
/// spelling and casing sets share this.
/// - Throws: file-system errors only; format problems come back as issues.
func loadTSVSets<Set>(directory: URL, parse: (String, String, String) -> (set: Set, issues: [GoldIssue]))
    throws -> (sets: [Set], issues: [GoldIssue]) {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tsv") }.sorted()
    var sets: [Set] = []
    var issues: [GoldIssue] = []
    for name in names {
        let contents = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let r = parse(contents, String(name.dropLast(4)), name)
        sets.append(r.set)
        issues += r.issues
    }
    return (sets, issues)
}
