// A small command-line parser: `--name value`, `--name=value`, boolean `--flag`, `-` for stdin, `--` ends
// options. Unknown options and missing or bad values are usage errors (exit 64).

struct UsageError: Error {
    let message: String
}

struct OptionSpec {
    let name: String          // without the leading "--"
    let takesValue: Bool
    /// What the value may be, for shell completion (`--records document`, `--types link,…`); empty: free text.
    var values: [String] = []
    /// The value names a file (shell completion offers paths).
    var takesFile = false
}

/// The raw values of an enumeration, for `OptionSpec.values`.
func choices<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> [String] where T.RawValue == String {
    T.allCases.map(\.rawValue)
}

/// Locale identifiers offered by shell completion for `--locale` (any ICU identifier is accepted).
let localeSuggestions = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "pt_BR", "pt_PT", "ru_RU"]

struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ args: ArraySlice<String>, options: [OptionSpec]) throws(UsageError) {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var i = args.startIndex
        var onlyPositionals = false
        while i < args.endIndex {
            let arg = args[i]
            i += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            guard arg.hasPrefix("--") else {
                if arg == "-h" { flags.insert("help"); continue }
                throw UsageError(message: "unknown option '\(arg)'")
            }
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = byName[name] else { throw UsageError(message: "unknown option '--\(name)'") }
            if spec.takesValue {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard i < args.endIndex else { throw UsageError(message: "option '--\(name)' needs a value") }
                    values[name] = args[i]
                    i += 1
                }
            } else {
                if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` parsed as one of `choices`; `nil` when absent.
    func choice<T: RawRepresentable>(_ name: String, as: T.Type) throws(UsageError) -> T? where T.RawValue == String {
        guard let raw = values[name] else { return nil }
        guard let v = T(rawValue: raw) else {
            throw UsageError(message: "invalid value '\(raw)' for '--\(name)'")
        }
        return v
    }

    func positiveInt(_ name: String) throws(UsageError) -> Int? {
        guard let raw = values[name] else { return nil }
        guard let n = Int(raw), n > 0 else { throw UsageError(message: "'--\(name)' needs a positive whole number, not '\(raw)'") }
        return n
    }
}
