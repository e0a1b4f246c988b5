import Foundation

/// One casing conformance case: text, the capitalization asked for, and the expected result.
public struct CasingCase: Hashable, Sendable {
    /// The capitalization mode by name: `none`, `words`, `sentences` or `all` (the CLI's names).
    public var mode: String
    /// Whether letters the mode does not capitalize are lowercased (title case, sentence case).
    public var lowercasingRest: Bool
    public var input: String
    public var expected: String
    /// 1-based line in the set's file.
    public var line: Int
}

/// A casing conformance set for one language (Corpus/casing/<lang>.tsv).
///
/// Format: `#` comment lines, then `mode<TAB>input<TAB>expected` with mode one of `none`, `words`,
/// `sentences`, `all`, optionally suffixed `+rest`; `\n` inside a field stands for a line break.
public struct CasingSet: Hashable, Sendable {
    public static let modes: Set<String> = ["none", "words", "sentences", "all"]

    public var language: String
    public var cases: [CasingCase]

    /// Parses one set, collecting problems: wrong field count, unknown mode, empty input.
    public static func parse(_ contents: String, language: String, file: String) -> (set: CasingSet, issues: [GoldIssue]) {
        var cases: [CasingCase] = []
        var issues: [GoldIssue] = []
        for (i, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func issue(_ m: String) { issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: i + 1), message: m)) }
            if raw.hasPrefix("#") || raw.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { issue("a case reads mode<TAB>input<TAB>expected; found \(fields.count) field(s)"); continue }
            let rest = fields[0].hasSuffix("+rest")
            let mode = rest ? String(fields[0].dropLast(5)) : fields[0]
            guard modes.contains(mode) else { issue("unknown mode `\(fields[0])`"); continue }
            guard !fields[1].isEmpty, !fields[2].isEmpty else { issue("empty input or expected text"); continue }
            func unescape(_ s: String) -> String { s.replacingOccurrences(of: "\\n", with: "\n") }
            cases.append(CasingCase(mode: mode, lowercasingRest: rest, input: unescape(fields[1]), expected: unescape(fields[2]),
                                    line: i + 1))
        }
        if cases.isEmpty { issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: 1), message: "no cases")) }
        return (CasingSet(language: language, cases: cases), issues)
    }

    /// Reads every `<lang>.tsv` in `directory`, sorted by language.
    public static func load(directory: URL) throws -> (sets: [CasingSet], issues: [GoldIssue]) {
        try loadTSVSets(directory: directory, parse: parse)
    }
}
