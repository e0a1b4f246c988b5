import Foundation
import TextSense

/// The server's settings, read from `initializationOptions` and `workspace/didChangeConfiguration`
/// (`settings.textsense` or the settings object itself). Unknown keys are ignored; a bad value keeps the
/// previous one and is reported in `problems`.
public struct Settings: Hashable, Sendable {
    /// `locale`: the language of the documents (`en_US`, `de_DE`, …).
    public var locale = Locale(identifier: "en_US")
    /// `region`: ISO 3166 region for national phone numbers and day-first dates; default the locale's.
    public var region: Locale.Region?
    /// `detectionTypes`: which detections become document links and hovers.
    public var detectionTypes: DetectionTypes = .all
    /// `keyboard`: the layout the spelling suggestions assume; default the language's usual one.
    public var keyboard: Keyboard?
    /// `diagnosticSeverity`: `"information"` (3) or `"hint"` (4).
    public var severity = 3
    /// `spelling`: false turns misspelling diagnostics off.
    public var spelling = true
    /// `languages`: the language ids the server checks; other documents get links and hovers only.
    public var languages: Set<String> = Settings.defaultLanguages
    /// `completion`: offer word completions (off by default).
    public var completion = false
    /// `maxDiagnostics`: at most this many misspellings are published per document, the first in text order
    /// (0: no limit). Every keystroke republishes a document's whole list (LSP has no partial publish), so a
    /// text in a language the dictionary does not know would otherwise send megabytes per key.
    public var maxDiagnostics = 10_000
    /// `wordsFile`: the user's word list; default `$XDG_CONFIG_HOME/textsense/words.txt`.
    public var wordsFile: URL?

    public static let defaultLanguages: Set<String> = [
        "plaintext", "text", "markdown", "gitcommit", "git-commit", "mail", "email", "restructuredtext", "asciidoc",
        "latex", "org", "swift", "c", "cpp", "java", "javascript", "typescript", "go", "rust", "python",
        "shellscript", "sh", "bash", "ruby", "lua", "sql", "html", "xml", "yaml", "toml", "kotlin", "csharp",
    ]

    public init() {}

    /// The default user word file: `$XDG_CONFIG_HOME/textsense/words.txt`, else `~/.config/textsense/words.txt`.
    public static func defaultWordsFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        return base.appendingPathComponent("textsense").appendingPathComponent("words.txt")
    }

    /// Applies the keys present in `json`; returns a message per rejected value.
    public mutating func apply(_ json: JSON) -> [String] {
        let o = json["textsense"] ?? json
        guard case .object = o else { return [] }
        var problems: [String] = []
        if let v = o["locale"] {
            if let s = v.string, !s.isEmpty { locale = Locale(identifier: s) } else { problems.append("locale must be a string like \"en_US\"") }
        }
        if let v = o["region"] {
            if let s = v.string, s.count == 2 { region = Locale.Region(s.uppercased()) }
            else if v == .null { region = nil } else { problems.append("region must be a two-letter ISO 3166 code") }
        }
        if let v = o["detectionTypes"] {
            let names = v.array?.compactMap(\.string).joined(separator: ",") ?? v.string ?? ""
            var unknown: String?
            if let t = DetectionTypes(names: names, unknown: &unknown) { detectionTypes = t }
            else { problems.append("unknown detection type '\(unknown ?? names)'") }
        }
        if let v = o["keyboard"] {
            if let s = v.string, let k = Keyboard(rawValue: s) { keyboard = k }
            else if v == .null { keyboard = nil }
            else { problems.append("keyboard must be one of \(Keyboard.allCases.map(\.rawValue).joined(separator: ", "))") }
        }
        if let v = o["diagnosticSeverity"] {
            switch v.string ?? "" {
            case "information": severity = 3
            case "hint": severity = 4
            case "warning": severity = 2
            default: problems.append("diagnosticSeverity must be \"information\", \"hint\" or \"warning\"")
            }
        }
        if let v = o["spelling"] { if let b = v.bool { spelling = b } else { problems.append("spelling must be true or false") } }
        if let v = o["completion"] { if let b = v.bool { completion = b } else { problems.append("completion must be true or false") } }
        if let v = o["maxDiagnostics"] {
            if let n = v.int, n >= 0 { maxDiagnostics = n } else { problems.append("maxDiagnostics must be a whole number ≥ 0") }
        }
        if let v = o["languages"] {
            if let a = v.array { languages = Set(a.compactMap(\.string)) } else { problems.append("languages must be an array of language ids") }
        }
        if let v = o["wordsFile"] {
            if let s = v.string, !s.isEmpty { wordsFile = URL(fileURLWithPath: (s as NSString).expandingTildeInPath) }
            else { problems.append("wordsFile must be a path") }
        }
        return problems
    }
}
