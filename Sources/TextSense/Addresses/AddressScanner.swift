/// The per-call state of one address scan. Lives on the caller's stack.
struct AddressScanner {
    let text: UTF8Text
    /// The countries, the context region's first.
    let tables: [AddressTables]
    /// The tokens of bytes `window`, re-used while anchors stay inside it.
    let tokens = AddressTokens()
    var window = 0..<0
    /// Tokens `lo..<hi` are whole (the window may cut a word at either edge).
    var lo = 0
    var hi = 0
    /// No address may start before this byte: the end of the last one.
    var resume = 0
    /// What is known of the window's words, learned on first use (most tokens are never looked up).
    let lowered = LoweredWords()

    /// How far before and after an anchor the parser may look, in bytes. The window is made larger than
    /// that so that the next anchors re-use it.
    static let lookBehind = 120
    static let lookAhead = 260
    /// Anchors close together share one larger window; a lone anchor tokenizes only what it may read.
    static let denseWindowAhead = 1000
    /// How far ahead of a dense anchor its window reaches: the next anchors re-use it until one needs bytes
    /// past its end, so a longer window tokenizes each byte fewer times (1.03× rather than 1.5×).
    static let denseWindowLength = 4000
    /// The first, small window of a lone anchor.
    static let smallBehind = 64
    static let smallAhead = 96
    /// The previous anchor's byte: anchors within `denseWindowAhead` of it get the larger window.
    var lastAnchor = Int.min / 2

    init(text: UTF8Text, tables: [AddressTables]) {
        self.text = text
        self.tables = tables
    }

    mutating func run(into candidates: inout [Candidate]) {
        let b = text.bytes
        let n = b.count
        var i = 0
        while true {
            i = ByteScan.firstDigit(in: b, from: i)
            guard i < n else { break }
            var e = i + 1
            while e < n, b[e] &- 0x30 <= 9 { e += 1 }
            if i >= resume, e - i <= 6, plausibleAnchor(i, e) {
                let result = parseInWindow(anchorByte: i)
                lastAnchor = i
                if let found = result {
                    candidates.append(found)
                    resume = found.range.upperBound
                    i = max(e, resume)
                    continue
                }
            }
            i = e
        }
    }

    /// Cheap byte checks that rule out digits that are parts of prices, decimals, times, dates, phone
    /// numbers and identifiers before any tokenizing.
    func plausibleAnchor(_ i: Int, _ e: Int) -> Bool {
        let b = text.bytes
        let n = b.count
        if i > 0 {
            let p = b[i - 1]
            if p >= 0x61 && p <= 0x7A { return false }                        // `abc123`
            if p == 0x24 || p == 0x2B || p == 0x25 { return false }            // `$12`, `+1`
            if (p == 0x2E || p == 0x2C || p == 0x3A || p == 0x2F), i >= 2, b[i - 2] &- 0x30 <= 9 { return false }
            if p == 0xAC, i >= 3, b[i - 3] == 0xE2, b[i - 2] == 0x82 { return false }  // €
            if p == 0xA3, i >= 2, b[i - 2] == 0xC2 { return false }                    // £
        }
        if e < n {
            let x = b[e]
            if x == 0x25 { return false }                                      // `12%`
            if (x == 0x2E || x == 0x2C || x == 0x3A || x == 0x2F), e + 1 < n, b[e + 1] &- 0x30 <= 9,
               !(x == 0x2F && slashedHouseNumber(at: i)), !(x != 0x3A && kilometreBefore(i)) { return false }
            // `555-1234` is a phone number; ZIP+4, CEP (`01310-200`), Portugal's code (`4700-435`) and
            // house-number ranges (`87-135`, `1036-1038`: as many digits on both sides) pass.
            if x == 0x2D, e + 1 < n, b[e + 1] &- 0x30 <= 9, e - i != 5, e - i > 3 {
                var f = e + 1
                while f < n, f - e <= e - i + 1, b[f] &- 0x30 <= 9 { f += 1 }
                if f - e - 1 != e - i, !(e - i == 4 && f - e - 1 == 3) { return false }
            }
        }
        // An address has letters near its digits.
        var j = max(0, i - 24)
        let stop = min(n, e + 24)
        while j < stop {
            let c = b[j]
            if (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c >= 0xC0 { return true }
            j += 1
        }
        return false
    }

    /// A number with a slash at byte `i` that is a Russian house number (`д. 22/14`, `проспект, 68/10`): after
    /// `д.` or after a comma that follows a word (a date after a comma, `Tuesday, 12/05`, then finds no street).
    func slashedHouseNumber(at i: Int) -> Bool {
        let b = text.bytes
        var p = i
        while p > i - 3, p > 0, b[p - 1] == 0x20 || b[p - 1] == 0x0A || b[p - 1] == 0x0D { p -= 1 }
        if p >= 3, b[p - 1] == 0x2E, b[p - 2] == 0xB4, b[p - 3] == 0xD0 { return true }          // `д.`
        return p >= 2 && p < i && b[p - 1] == 0x2C && b[p - 2] >= 0x80                             // `проспект, `
    }

    /// Parses the anchor at byte `i` in a token window that covers everything the parser may read.
    ///
    /// A lone anchor (most digits in prose) is first parsed in a small window: nearly all fail within a few
    /// tokens. Only when the parser asked for a token beyond that window (`LoweredWords.touchedEdge`) is the
    /// full window tokenized and the anchor parsed again — so the result is always the full window's.
    mutating func parseInWindow(anchorByte i: Int) -> Candidate? {
        let n = text.count
        let needStart = max(0, i - Self.lookBehind)
        let needEnd = min(n, i + Self.lookAhead)
        if !window.isEmpty, window.lowerBound <= needStart, needEnd <= window.upperBound {
            return parse(anchorByte: i)
        }
        let dense = i - lastAnchor < Self.denseWindowAhead
        if !dense {
            loadWindow(from: i - Self.smallBehind, to: i + Self.smallAhead)
            lowered.touchedEdge = false
            lowered.mayWiden = true
            let result = parse(anchorByte: i)
            lowered.mayWiden = false
            if !lowered.touchedEdge { return result }
        }
        loadWindow(from: needStart, to: i + (dense ? Self.denseWindowLength : Self.lookAhead))
        return parse(anchorByte: i)
    }

    /// Byte `c` next to a window's edge may belong to the same token as the byte across it: a word byte, a
    /// byte of a non-ASCII scalar (a letter's, `’`, `º`), an inner `-` or `'`.
    @inline(__always)
    static func mayJoin(_ c: UInt8) -> Bool {
        AddressTokenizer.isWordByte(c) || c >= 0x80 || c == 0x2D || c == 0x27
    }

    /// Tokenizes bytes `from..<to` (clamped to the text and moved to scalar boundaries).
    mutating func loadWindow(from: Int, to: Int) {
        let n = text.count
        let b = text.bytes
        var s = max(0, from)
        while s < n, b[s] & 0xC0 == 0x80 { s += 1 }
        var e = min(n, max(s, to))
        while e > s, e < n, b[e] & 0xC0 == 0x80 { e -= 1 }
        window = s..<e
        AddressTokenizer.tokenize(b, from: s, to: e, into: tokens)
        lowered.reset(count: tokens.count)
        lowered.postalFormats = nil
        lowered.blockEnd = 0
        lo = 0
        hi = tokens.count
        // A token the window's edge may have cut is left out, so that every token the parser reads is the
        // text's own: the text's token there may be longer (`Allee` of `Karl-Marx-Allee`, `Hauptstr` of
        // `Hauptstr.`) or another (the `.` of `г.` cut after its letter is no period). Asking for it widens a
        // lone anchor's small window.
        if s > 0, let f = tokens.first, f.start == s, Self.mayJoin(b[s - 1]) { lo = 1 }
        if e < n, let l = tokens.last, l.end == e || l.endWithDot == e, Self.mayJoin(b[e]) || b[e] == 0x2E && l.end == e {
            hi = tokens.count - 1
        }
    }

    // MARK: - Token helpers

    /// Token `t` is whole, inside the window and after the last address. Asking for a token past an edge of
    /// the window that is not the text's edge sets `touchedEdge`.
    @inline(__always) func usable(_ t: Int) -> Bool {
        if t >= lo && t < hi { return tokens[t].start >= resume }
        if (t < lo && window.lowerBound > 0) || (t >= hi && window.upperBound < text.count) { lowered.touchedEdge = true }
        return false
    }
    @inline(__always) func kind(_ t: Int) -> AddressToken.Kind? { usable(t) ? tokens[t].kind : nil }

    func lower(_ t: Int) -> String {
        if lowered[t].spelled != lowered.window {
            let k = tokens[t]
            lowered.spell(t, Self.lowerCased(text, k.start, k.end))
        }
        return lowered.words[t]
    }

    /// Bytes `start..<end` lower-cased as `String.lowercased()` does: ASCII words (most) byte by byte, others
    /// through Unicode case mapping.
    static func lowerCased(_ text: UTF8Text, _ start: Int, _ end: Int) -> String {
        for i in start..<end where text[i] >= 0x80 { return text.string(start..<end).lowercased() }
        return String(unsafeUninitializedCapacity: end - start) { buffer in
            for i in start..<end {
                let b = text[i]
                buffer[i - start] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
            }
            return end - start
        }
    }

    /// Word `t`'s `WordClass` bits for all countries, computed once per token and window.
    @inline(__always)
    func classes(_ t: Int) -> UInt64 {
        if lowered[t].known != lowered.window { learn(t) }
        return lowered[t].classes
    }

    /// Records word `t`'s classes, flags and compound-street countries (`AddressWordTable`): on its bytes,
    /// or through its lower-cased `String` when its case does not fold on bytes.
    func learn(_ t: Int) {
        let k = tokens[t]
        // Most words are ASCII (as many bytes as letters) and no keyword: told without folding them.
        if k.end - k.start == k.letters, AddressWordTable.shared.missesASCII(text.bytes, k.start, k.end, endings: k.upper) {
            lowered[t].classes = 0
            lowered[t].flags = 0
            lowered[t].compound = 0
            lowered[t].known = lowered.window
            return
        }
        let e = AddressWordTable.shared.classify(text.bytes, k.start, k.end, dotted: k.dot, endings: k.upper)
            ?? AddressWordTable.shared.entry(lowerCased: lower(t), dotted: k.dot, endings: k.upper)
        lowered[t].classes = e.classes
        lowered[t].flags = e.flags
        lowered[t].compound = e.compound
        lowered[t].known = lowered.window
    }

    /// Whether word `t` is of class `cls` in country `c`.
    @inline(__always)
    func word(_ t: Int, is cls: WordClass, in c: AddressCountry) -> Bool {
        isWord(t) && (classes(t) >> UInt64(c.slot * 8)) & cls.rawValue != 0
    }

    /// Tokens `a...b` (with the last token's dot when asked), kept as indices until a reading wins.
    func span(_ a: Int, _ b: Int, dot: Bool = false) -> TokenSpan { TokenSpan(first: a, last: b, dot: dot) }

    /// The text of a span with runs of white space collapsed.
    func string(_ s: TokenSpan) -> String {
        let end = s.dot ? tokens[s.last].endWithDot : tokens[s.last].end
        let start = tokens[s.first].start
        if let collapsed = Self.collapsedSpaces(text.bytes, start, end) { return collapsed }
        let raw = text.string(start..<end)
        return raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{A0}" })
            .joined(separator: " ")
    }

    /// Bytes `start..<end` with runs of spaces, tabs, line feeds and NBSP collapsed to one space and none at
    /// either end — what splitting the `String` at those characters and joining with a space gives, made on
    /// the bytes. Characters are grapheme clusters, so the byte collapse equals the split only where every
    /// such byte is a cluster of its own: nil (the caller splits the `String`) when the bytes hold a `\r`
    /// (`\r\n` is one cluster) or a scalar outside U+0000–U+02FF and U+0370–U+047F (the blocks without
    /// combining marks, extenders or prepended scalars that could join a space's cluster).
    ///
    /// - Complexity: O(end − start), one allocation.
    static func collapsedSpaces(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        for i in start..<end {
            let c = b[i]
            if c == 0x0D { return nil }
            // Lead bytes C2–CB (U+0080–U+02FF) and CD–D1 (U+0340–U+047F) pass; U+0340–U+036F are combining
            // marks (CD 80–AF), U+0483–U+0489 Cyrillic combining marks (D2).
            if c >= 0xC0 {
                guard c <= 0xD1, c != 0xCC else { return nil }
                if c == 0xCD, i + 1 < end, b[i + 1] < 0xB0 { return nil }
            }
        }
        return String(unsafeUninitializedCapacity: end - start) { out in
            var n = 0
            var pending = false
            var i = start
            while i < end {
                let c = b[i]
                if c == 0x20 || c == 0x0A || c == 0x09 { pending = n > 0; i += 1; continue }
                if c == 0xC2, i + 1 < end, b[i + 1] == 0xA0 { pending = n > 0; i += 2; continue }
                if pending { out[n] = 0x20; n += 1; pending = false }
                out[n] = c
                n += 1
                i += 1
            }
            return n
        }
    }

    /// A house number: 1–5 digits, optionally one letter after them (`221B`, `7а`).
    func isHouseNumber(_ t: Int) -> Bool {
        guard usable(t), tokens[t].kind == .alnum else { return false }
        let k = tokens[t]
        guard k.digits >= 1, k.digits <= 5, k.letters <= 1, text[k.start] &- 0x30 <= 9 else { return false }
        return k.letters == 0 || text[k.end - 1] &- 0x30 > 9 || k.end - k.start > k.digits + 1
    }

    func isWord(_ t: Int) -> Bool { usable(t) && tokens[t].kind == .word }

    func isStreetType(_ t: Int, _ c: AddressCountry) -> Bool {
        word(t, is: .streetType, in: c) && (tokens[t].dot || !word(t, is: .dottedOnly, in: c))
    }

    /// A compound ending in a street type: `Friedrichstraße`, `Karl-Marx-Allee`, `Hauptstr.`.
    func isCompoundStreet(_ t: Int, _ c: AddressCountry) -> Bool {
        guard !c.streetSuffixes.isEmpty, isWord(t) else { return false }
        if tokens[t].upper { _ = classes(t); return lowered[t].compound & (1 << UInt8(c.slot)) != 0 }
        // `learn` tests capitalized words only; a lower-case one in `anyCase` is tested here.
        guard lowered.anyCase else { return false }
        let k = tokens[t]
        let e = AddressWordTable.shared.classify(text.bytes, k.start, k.end, dotted: k.dot, endings: true)
            ?? AddressWordTable.shared.entry(lowerCased: lower(t), dotted: k.dot, endings: true)
        return e.compound & (1 << UInt8(c.slot)) != 0
    }

    func isParticle(_ t: Int, _ c: AddressCountry) -> Bool {
        isWord(t) && !tokens[t].upper && word(t, is: .particle, in: c)
    }

    func isDirectional(_ t: Int, _ c: AddressCountry) -> Bool {
        isWord(t) && (tokens[t].upper || tokens[t].allUpper || lowered.anyCase) && word(t, is: .directional, in: c)
    }

    /// `42nd`, `5th`, `1st`, `3º`.
    func isOrdinal(_ t: Int) -> Bool {
        guard usable(t), tokens[t].kind == .alnum, tokens[t].digits <= 3, text[tokens[t].start] &- 0x30 <= 9 else {
            return false
        }
        let s = tokens[t].start + tokens[t].digits
        guard tokens[t].end - s == 2 else { return false }
        let a = text[s] | 0x20, b = text[s + 1] | 0x20
        return (a == 0x73 && b == 0x74) || (a == 0x6E && b == 0x64) || (a == 0x72 && b == 0x64) || (a == 0x74 && b == 0x68)
            || (text[s] == 0xC2 && (text[s + 1] == 0xBA || text[s + 1] == 0xAA))
    }

    /// A capitalized name word (`Amphitheatre`, `Тверская`, `PARIS`).
    /// In `anyCase` any word of three letters or more counts as capitalized (not `at`, `in`, `to`: short
    /// words of names are particles, types, compass words or codes, which are tested as such).
    func isCapitalized(_ t: Int) -> Bool {
        isWord(t) && (tokens[t].upper || tokens[t].allUpper || lowered.anyCase && tokens[t].letters > 2)
    }

    /// A word of a street name in country `c`.
    func isStreetNameWord(_ t: Int, _ c: AddressCountry) -> Bool {
        isCapitalized(t) || isParticle(t, c) || isStreetType(t, c) || isOrdinal(t)
    }

    /// A word of a city name: capitalized or a particle. A dot after a long word ends the city (`Paris.`);
    /// after a short one it is an abbreviation (`St. Louis`) — see `cityWords`.
    func isCityWord(_ t: Int, _ c: AddressCountry, first: Bool) -> Bool {
        guard isWord(t) else { return false }
        if isCapitalized(t) { return true }
        return !first && isParticle(t, c)
    }

    /// Dot after `t` belongs to an abbreviation rather than ending a sentence.
    func keepsDot(_ t: Int, _ c: AddressCountry) -> Bool {
        tokens[t].dot && (isStreetType(t, c) || isCompoundStreet(t, c) || isDirectional(t, c) || tokens[t].letters <= 2)
    }

    /// Tokens `t...` spell `phrase` (lower-case words); returns the last token.
    func matchWords(_ phrase: [String], at t: Int) -> Int? {
        var j = t
        for (n, word) in phrase.enumerated() {
            guard isWord(j), lower(j) == word else { return nil }
            if n + 1 < phrase.count { j += 1 }
        }
        return j
    }

    /// The longest phrase among `names` (see `AddressTables.phraseKey`) starting at `t`; returns its last token.
    func matchPhrase(_ names: Set<String>, at t: Int, maxWords: Int) -> Int? {
        var key = ""
        var best: Int?
        var j = t
        while j < t + maxWords, isWord(j) {
            key += key.isEmpty ? lower(j) : " " + lower(j)
            if names.contains(key) { best = j }
            j += 1
        }
        return best
    }

    /// The longest phrase among `names` ending at `t`; returns its first token.
    func matchPhrase(_ names: Set<String>, endingAt t: Int, maxWords: Int) -> Int? {
        var key = ""
        var best: Int?
        var j = t
        while j > t - maxWords, isWord(j) {
            key = key.isEmpty ? lower(j) : lower(j) + " " + key
            if names.contains(key) { best = j }
            j -= 1
        }
        return best
    }

    // MARK: - Postal codes

    /// Token `t` has the shape `pattern`: `L` an upper-case ASCII letter, `D` a digit.
    func shape(_ t: Int, is pattern: StaticString) -> Bool {
        let start = tokens[t].start
        guard tokens[t].end - start == pattern.utf8CodeUnitCount else { return false }
        return pattern.withUTF8Buffer { p in
            for (n, want) in p.enumerated() {
                let c = text[start + n]
                let ok = want == 0x44 ? c &- 0x30 <= 9 : (c >= 0x41 && c <= 0x5A) || (lowered.anyCase && c >= 0x61 && c <= 0x7A)
                if !ok { return false }
            }
            return true
        }
    }

    /// The `PostalCodeFormat.bit`s of the postal codes that may start at some whole token of the window
    /// (read in any case): a country none of whose formats is among them finds no postal code here.
    func postalFormatsInWindow() -> UInt8 {
        if let known = lowered.postalFormats { return known }
        var formats: UInt8 = 0
        for t in lo..<max(lo, hi) where tokens[t].kind == .alnum {
            let k = tokens[t]
            if k.letters == 0 {
                switch k.digits {
                case 4: formats |= PostalCodeFormat.portugal.bit
                case 5: formats |= PostalCodeFormat.zip.bit | PostalCodeFormat.fiveDigits.bit | PostalCodeFormat.brazil.bit
                case 6: formats |= PostalCodeFormat.sixDigits.bit
                default: break
                }
            } else if k.digits > 0, k.end - k.start <= 6, text[k.start] &- 0x30 > 9 {
                formats |= PostalCodeFormat.canada.bit | PostalCodeFormat.britain.bit
            }
        }
        lowered.postalFormats = formats
        return formats
    }

    /// The `PostalCodeFormat.bit`s of the postal codes that may start at some whole token of the run of
    /// tokens around token `k` that no blank line breaks, read in any case (Argentina's CPA `C1043AAZ`, which the
    /// Spanish reading takes, as a five-digit code). No reading crosses a blank line and every reading holds its
    /// anchor, so a country none of whose formats is among them finds no whole address at `k`. Anchors come in
    /// order, so the last run's answer is kept for the next.
    func postalFormatsInBlock(around k: Int) -> UInt8 {
        if k >= lowered.blockStart && k < lowered.blockEnd { return lowered.blockFormats }
        var s = k
        while s > lo, tokens[s - 1].kind != .blank { s -= 1 }
        var e = k + 1
        while e < hi, tokens[e].kind != .blank { e += 1 }
        // The formats from each token of the run to its end, kept for `postalFormatsInBlock(from:)`.
        let suffix = lowered.blockSuffix
        suffix.removeAll()
        suffix.extend(to: e - s, with: 0)
        var formats: UInt8 = 0
        var t = e
        while t > s {
            t -= 1
            if tokens[t].kind == .alnum { formats |= postalFormats(ofToken: t) }
            suffix[t - s] = formats
        }
        lowered.blockStart = s
        lowered.blockEnd = e
        lowered.blockFormats = formats
        return formats
    }

    /// The formats of the postal codes that may start at alnum token `t` (see `postalFormatsInBlock(around:)`).
    func postalFormats(ofToken t: Int) -> UInt8 {
        let a = tokens[t]
        if a.letters == 0 {
            // Portugal's and Brazil's codes go on with a dash: `4700-435`, `01310-200`.
            let dash = t + 1 < hi && tokens[t + 1].kind == .dash
            switch a.digits {
            case 4: return dash ? PostalCodeFormat.portugal.bit : 0
            case 5: return PostalCodeFormat.zip.bit | PostalCodeFormat.fiveDigits.bit | (dash ? PostalCodeFormat.brazil.bit : 0)
            case 6: return PostalCodeFormat.sixDigits.bit
            default: return 0
            }
        }
        guard a.digits > 0, text[a.start] &- 0x30 > 9 else { return 0 }
        if a.end - a.start <= 6 { return PostalCodeFormat.canada.bit | PostalCodeFormat.britain.bit }
        return a.end - a.start == 8 && a.digits == 4 ? PostalCodeFormat.fiveDigits.bit : 0
    }

    /// As `postalFormatsInBlock(around:)`, for tokens `k...` up to the run's end only.
    func postalFormatsInBlock(from k: Int) -> UInt8 {
        _ = postalFormatsInBlock(around: k)
        return lowered.blockSuffix[k - lowered.blockStart]
    }

    /// Shapes of a postal code's first token: Canada's whole code or first half (`M5H2G4`, `M5H`), and the
    /// British outward code (`N1`, `W1A`, `NW1`, `SW1A`…). The only postal codes with letters.
    static let canadaFirstShapes: [StaticString] = ["LDLDLD", "LDL"]
    static let britainFirstShapes: [StaticString] = ["LD", "LDD", "LLD", "LLDD", "LDL", "LLDL"]

    /// A postal code of `format` starting at token `t`; returns its last token.
    func postalCode(_ format: PostalCodeFormat, at t: Int) -> Int? {
        guard usable(t), tokens[t].kind == .alnum else { return nil }
        let k = tokens[t]
        let glued = { (u: Int) in self.usable(u) && !self.tokens[u].spaceBefore && self.tokens[u].start == self.tokens[u - 1].endWithDot }
        switch format {
        case .zip:
            guard k.isNumber, k.digits == 5 else { return nil }
            if kind(t + 1) == .dash, glued(t + 1), usable(t + 2), tokens[t + 2].isNumber, tokens[t + 2].digits == 4,
               glued(t + 2) { return t + 2 }
            return t
        case .fiveDigits:
            guard k.isNumber, k.digits == 5, !(kind(t + 1) == .dash && glued(t + 1)) else { return nil }
            return t
        case .sixDigits:
            return k.isNumber && k.digits == 6 ? t : nil
        case .portugal:
            guard k.isNumber, k.digits == 4, kind(t + 1) == .dash, glued(t + 1), usable(t + 2),
                  tokens[t + 2].isNumber, tokens[t + 2].digits == 3, glued(t + 2) else { return nil }
            return t + 2
        case .brazil:
            guard k.isNumber, k.digits == 5, kind(t + 1) == .dash, glued(t + 1), usable(t + 2),
                  tokens[t + 2].isNumber, tokens[t + 2].digits == 3, glued(t + 2) else { return nil }
            return t + 2
        case .canada:
            if shape(t, is: "LDLDLD") { return t }
            guard shape(t, is: "LDL"), usable(t + 1), tokens[t + 1].kind == .alnum, shape(t + 1, is: "DLD") else { return nil }
            return t + 1
        case .britain:
            guard Self.britainFirstShapes.contains(where: { shape(t, is: $0) }),
                  usable(t + 1), tokens[t + 1].kind == .alnum, shape(t + 1, is: "DLL") else { return nil }
            return t + 1
        }
    }
}

/// Tokens `first...last` of the window; `dot` includes the last token's trailing `.`.
/// Indices are stored in 32 bits (a window holds at most a few hundred tokens) so that a reading, which
/// carries eight of these, stays small: the parser copies readings per anchor and country.
struct TokenSpan {
    private var first32: Int32
    private var last32: Int32
    var dot: Bool
    var first: Int { Int(first32) }
    var last: Int { Int(last32) }

    init(first: Int, last: Int, dot: Bool) {
        first32 = Int32(truncatingIfNeeded: first)
        last32 = Int32(truncatingIfNeeded: last)
        self.dot = dot
    }
}

/// The per-window cache of what the parser learned of each word. A class so the read-only parsing helpers
/// can fill it; it lives and dies with one `AddressScanner` on one thread.
///
/// Its entries sit in one buffer that a new window re-uses without clearing (`Word`'s stamps), and its fields
/// are `@exclusivity(unchecked)`: the parser reads them for nearly every token it looks at, and the dynamic
/// checks cost more than the reads. No access overlaps another (each is a single read or write of one
/// element, never held across a call), and the object never leaves its thread.
final class LoweredWords {
    /// The parser asked for a token beyond the window (see `AddressScanner.parseInWindow`).
    @exclusivity(unchecked) var touchedEdge = false
    /// The parser reads the text as if every word were capitalized (see `AddressScanner.parse`).
    @exclusivity(unchecked) var anyCase = false
    /// The parse runs in a lone anchor's small window, which a token asked for past its edge widens.
    @exclusivity(unchecked) var mayWiden = false
    /// `AddressScanner.postalFormatsInWindow`, made on first use in each window.
    @exclusivity(unchecked) var postalFormats: UInt8?
    /// `AddressScanner.postalFormatsInBlock`'s last answer: the formats of tokens `blockStart..<blockEnd`, in
    /// this window.
    @exclusivity(unchecked) var blockStart = 0
    @exclusivity(unchecked) var blockEnd = 0
    @exclusivity(unchecked) var blockFormats: UInt8 = 0
    /// `blockSuffix[t - blockStart]`: the formats of tokens `t..<blockEnd`.
    let blockSuffix = ScratchBuffer<UInt8>()
    /// What is known of each token of the window: valid only where its stamp is the current `window`
    /// (entries of earlier windows stay behind; a new window clears nothing).
    struct Word {
        /// `WordClass` bits of all countries (`AddressCountry.wordClasses`).
        var classes: UInt64 = 0
        /// The window in which `classes`, `flags` and `compound` were set (`AddressScanner.learn`).
        var known: UInt32 = 0
        /// The window in which `words` got this token's lower-cased text (`AddressScanner.lower`).
        var spelled: UInt32 = 0
        /// `AddressWordTable.Entry`'s flags, and compound bits of a capitalized word (bit `slot` set: a compound
        /// street name in that country, `Friedrichstraße`).
        var flags: UInt8 = 0
        var compound: UInt8 = 0
        /// `AddressScanner.streetSignalClass`, valid in window `signalKnown`.
        var signal: UInt8 = 0
        var signalKnown: UInt32 = 0
    }
    /// `Word.signal` values.
    static let signals: UInt8 = 1
    static let signalsBeforeValue: UInt8 = 2
    private let entries = ScratchBuffer<Word>()
    /// Counts the windows.
    @exclusivity(unchecked) private(set) var window: UInt32 = 1
    /// Lower-cased words where `spelled`: most words are classified on their bytes and never spelled.
    @exclusivity(unchecked) private(set) var words: [String] = []

    subscript(t: Int) -> Word {
        @inline(__always) get { entries[t] }
        @inline(__always) set { entries[t] = newValue }
    }

    func spell(_ t: Int, _ word: String) {
        if words.count <= t { words.append(contentsOf: repeatElement("", count: t + 1 - words.count)) }
        words[t] = word
        self[t].spelled = window
    }

    /// Where the text has `s/n` or `S/N` (`AddressScanner.sinNumeroBytes`): the byte of each slash with `s` or
    /// `S` before it and `n` or `N` after it, ascending, found up to byte `sinNumeroScanned` (the search moves
    /// forward with the anchors and never goes back; it is kept for the whole text, across windows).
    @exclusivity(unchecked) var sinNumeroMarks: [Int] = []
    @exclusivity(unchecked) var sinNumeroScanned = 0

    /// Some `s/n` mark lies at a byte in `lower...upper`; the text is searched up to byte `before` (above `upper`).
    func sinNumero(from lower: Int, to upper: Int, before: Int, in b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lower <= upper else { return false }
        let n = b.count
        if sinNumeroScanned < before {
            var p = ByteScan.first(0x2F, in: b, from: max(1, sinNumeroScanned))
            while p < before {
                if p + 1 < n, b[p - 1] | 0x20 == 0x73, b[p + 1] | 0x20 == 0x6E { sinNumeroMarks.append(p) }
                p = ByteScan.first(0x2F, in: b, from: p + 1)
            }
            sinNumeroScanned = min(n, p)
        }
        // The first mark at or after `lower`.
        var a = 0
        var z = sinNumeroMarks.count
        while a < z {
            let m = (a + z) / 2
            if sinNumeroMarks[m] < lower { a = m + 1 } else { z = m }
        }
        return a < sinNumeroMarks.count && sinNumeroMarks[a] <= upper
    }

    /// Starts a window of `count` tokens.
    func reset(count: Int) {
        window &+= 1
        if window == 0 {
            // After 2³² windows a stamp could match again: start over.
            window = 1
            entries.fill(with: Word())
        }
        entries.extend(to: count, with: Word())
    }
}
