/// Which parts of a document the spell checker reads: prose files whole (minus Markdown code, commit-message
/// comment lines), code files only in their comments and strings, by a small per-language syntax table.
public struct CommentSyntax: Hashable, Sendable {
    public var lineComments: [String]
    public var blockComments: [(open: String, close: String)]
    /// String delimiters, longest first (`"""` before `"`); a backslash escapes the next byte.
    public var strings: [String]

    public static func == (a: Self, b: Self) -> Bool {
        a.lineComments == b.lineComments && a.strings == b.strings
            && a.blockComments.map { [$0.open, $0.close] } == b.blockComments.map { [$0.open, $0.close] }
    }
    public func hash(into h: inout Hasher) { h.combine(lineComments); h.combine(strings) }

    static let cFamily = CommentSyntax(lineComments: ["//"], blockComments: [("/*", "*/")], strings: ["\"", "'", "`"])
    static let swift = CommentSyntax(lineComments: ["//"], blockComments: [("/*", "*/")], strings: ["\"\"\"", "\""])
    static let hash = CommentSyntax(lineComments: ["#"], blockComments: [], strings: ["\"\"\"", "'''", "\"", "'"])
    static let dashes = CommentSyntax(lineComments: ["--"], blockComments: [("--[[", "]]"), ("{-", "-}")], strings: ["\"", "'"])
    static let markup = CommentSyntax(lineComments: [], blockComments: [("<!--", "-->")], strings: [])

    /// The syntax for an LSP language identifier, nil for prose (checked whole).
    public static func forLanguage(_ id: String) -> CommentSyntax? {
        switch id {
        case "swift": return .swift
        case "c", "cpp", "objective-c", "objective-cpp", "java", "javascript", "javascriptreact", "typescript",
             "typescriptreact", "go", "rust", "kotlin", "csharp", "scala", "dart", "zig", "php", "css", "scss":
            return .cFamily
        case "python", "shellscript", "sh", "bash", "zsh", "ruby", "perl", "yaml", "toml", "makefile", "r",
             "dockerfile", "cmake", "elixir", "nix", "ini":
            return .hash
        case "lua", "sql", "haskell", "ada": return .dashes
        case "html", "xml", "svg": return .markup
        default: return nil
        }
    }
}

/// The UTF-8 ranges of `text` to spell-check, in order and disjoint.
/// - Complexity: O(n), one pass.
public func checkedRegions(in bytes: [UInt8], languageID: String) -> [Range<Int>] {
    if let syntax = CommentSyntax.forLanguage(languageID) { return codeRegions(bytes, syntax) }
    switch languageID {
    case "markdown": return markdownRegions(bytes)
    case "gitcommit", "git-commit": return commitRegions(bytes)
    default: return bytes.isEmpty ? [] : [0..<bytes.count]
    }
}

private func hasPrefix(_ b: [UInt8], _ at: Int, _ p: [UInt8]) -> Bool {
    guard at + p.count <= b.count else { return false }
    for k in 0..<p.count where b[at + k] != p[k] { return false }
    return true
}

private func codeRegions(_ b: [UInt8], _ s: CommentSyntax) -> [Range<Int>] {
    let lines = s.lineComments.map { Array($0.utf8) }
    let blocks = s.blockComments.map { (Array($0.open.utf8), Array($0.close.utf8)) }
    let quotes = s.strings.map { Array($0.utf8) }
    var out: [Range<Int>] = []
    var i = 0
    let n = b.count
    scan: while i < n {
        for (open, close) in blocks where hasPrefix(b, i, open) {
            let start = i + open.count
            var j = start
            while j < n, !hasPrefix(b, j, close) { j += 1 }
            if j > start { out.append(start..<j) }
            i = min(n, j + close.count)
            continue scan
        }
        for p in lines where hasPrefix(b, i, p) {
            let start = i + p.count
            var j = start
            while j < n, b[j] != 0x0A, b[j] != 0x0D { j += 1 }
            if j > start { out.append(start..<j) }
            i = j
            continue scan
        }
        for q in quotes where hasPrefix(b, i, q) {
            let start = i + q.count
            var j = start
            let multiline = q.count > 1
            while j < n, !hasPrefix(b, j, q) {
                if b[j] == 0x5C { j += 1 }  // backslash escape
                else if !multiline, b[j] == 0x0A { break }
                j += 1
            }
            j = min(j, n)
            if j > start { out.append(start..<j) }
            i = min(n, j + (j < n && hasPrefix(b, j, q) ? q.count : 0))
            if i == j, j < n { i += 1 }
            continue scan
        }
        i += 1
    }
    return out
}

/// Markdown without fenced code blocks (``` or ~~~), indented-by-tab code, inline code spans, autolinks
/// `<…>` and HTML tags.
private func markdownRegions(_ b: [UInt8]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var i = 0
    let n = b.count
    var regionStart = 0
    var inFence: UInt8? = nil
    func close(_ end: Int) { if end > regionStart { out.append(regionStart..<end) } }
    var lineStart = true
    while i < n {
        if lineStart {
            // Fence lines: up to three spaces, then ``` or ~~~.
            var k = i
            while k < n, k - i < 3, b[k] == 0x20 { k += 1 }
            if k + 2 < n, b[k] == b[k + 1], b[k] == b[k + 2], b[k] == 0x60 || b[k] == 0x7E,
               inFence == nil || inFence == b[k] {
                var e = k
                while e < n, b[e] != 0x0A { e += 1 }
                if inFence == nil { close(i); inFence = b[k] } else { inFence = nil; regionStart = min(n, e + 1) }
                i = min(n, e + 1)
                continue
            }
        }
        lineStart = false
        if inFence != nil {
            if b[i] == 0x0A { lineStart = true }
            i += 1
            continue
        }
        switch b[i] {
        case 0x0A: lineStart = true; i += 1
        case 0x60:  // `code span`: the same number of backticks closes it
            var ticks = 0
            while i + ticks < n, b[i + ticks] == 0x60 { ticks += 1 }
            var j = i + ticks
            var found = -1
            while j < n {
                if b[j] == 0x60 {
                    var t = 0
                    while j + t < n, b[j + t] == 0x60 { t += 1 }
                    if t == ticks { found = j + t; break }
                    j += t
                } else { j += 1 }
            }
            if found >= 0 { close(i); regionStart = found; i = found } else { i += ticks }
        case 0x3C:  // <https://…>, <tag attr="…">
            var j = i + 1
            while j < n, b[j] != 0x3E, b[j] != 0x0A, b[j] != 0x3C { j += 1 }
            if j < n, b[j] == 0x3E, j > i + 1, b[i + 1] != 0x20 { close(i); regionStart = j + 1; i = j + 1 } else { i += 1 }
        default: i += 1
        }
    }
    if inFence == nil { close(n) }
    return out
}

/// A commit message without its `#` comment lines and the diff `git commit -v` appends.
private func commitRegions(_ b: [UInt8]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var i = 0
    let n = b.count
    let scissors = Array("# ------------------------ >8 ------------------------".utf8)
    while i < n {
        var e = i
        while e < n, b[e] != 0x0A { e += 1 }
        if hasPrefix(b, i, scissors) { break }
        if !(i < n && b[i] == 0x23), e > i { out.append(i..<e) }
        i = e + 1
    }
    return out
}
