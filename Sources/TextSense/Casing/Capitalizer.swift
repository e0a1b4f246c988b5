import Foundation

/// Capitalizes text the way a keyboard or an editor's "Change Case" command does: the first letter of each
/// sentence or word, or every letter — locale-aware through ICU's case mapping, and without touching links
/// and email addresses.
///
/// ```swift
/// let caps = try Capitalizer(locale: Locale(identifier: "en_US"))
/// caps.capitalized("hi there. see https://Example.com/Path, e.g. NASA's site.", .sentences)
/// // "Hi there. See https://Example.com/Path, e.g. NASA's site."
/// caps.capitalized("o'neill's well-known 3rd iPhone", .words)
/// // "O'Neill's Well-Known 3rd iPhone"
/// caps.capitalized("O'NEILL'S WELL-KNOWN iPhone", .words, lowercasingRest: true)
/// // "O'Neill's Well-Known Iphone"
/// try Capitalizer(locale: Locale(identifier: "tr")).capitalized("istanbul", .words)   // "İstanbul"
/// ```
///
/// What changes, by mode:
/// - `.sentences`: the first letter of each sentence; everything else stays as written (`NASA`, `iPhone`).
///   A sentence starts at the start of the text, after a paragraph break (a blank line or U+2029), and
///   after `.`, `!`, `?`, `…` (and `‼`, `⁇`, Greek `;`, Armenian `։`, Arabic `؟`) followed by white space, or
///   after a CJK/full-width `。！？．` with or without space — in every case through closing and opening
///   quotes and brackets (`He left." «оно`, `¿qué?`). A full stop does not end a sentence after an
///   abbreviation of the locale's language (`e.g.`, `U.S.`, `Dr.`, `z. B.`, `т. е.`, `Sr.`), an initial, or
///   a German ordinal (`am 3. Mai`); see `SentenceRules`. A line break alone does not start a sentence:
///   transformed text is often hard-wrapped. (The typing-time `capitalizationState` does treat every line
///   break as a new paragraph, as a keyboard does.)
/// - `.words`: the first letter of each word and of each part of a hyphenated word (`Well-Known`), and the
///   name after an elided `O'`, `D'` or `L'` (`O'Neill`, `D'Artagnan`, `L'Homme`; not `o'clock`). Words that
///   start with a digit (`3rd`, `4x4`) keep their letters. Contractions stay one word (`They're`, `'Tis`).
/// - `.allCharacters`: every letter, uppercased.
/// - `.none`: nothing; the result is the input, byte for byte.
///
/// Words written in mixed case (`iPhone`, `eBay`, `macOS`) are left alone unless `lowercasingRest` is set.
/// With `lowercasingRest`, `.sentences` and `.words` lowercase every letter that they do not capitalize (full
/// sentence case and title case).
///
/// Locale rules come from ICU's `ucasemap`: Turkish and Azeri `i` → `İ` and `I` → `ı`, Dutch `ij` → `IJ` at a
/// word start, Greek uppercase without accents and with final sigma, Lithuanian dot above. Links and email
/// addresses found by `DataDetector` (and any run of non-space text containing `://`, `@` or `www.`) are
/// copied byte for byte in every mode; so is every byte that the mode does not change.
///
/// A `Capitalizer` is `Sendable` and immutable; build one per locale and reuse it from any thread.
///
/// - Complexity: O(n) in the length of the text for every mode. `.sentences` reads the bytes once (plus the
///   link detector's scan) and calls ICU only for the few words whose first letter changes.
public struct Capitalizer: Sendable {
    /// What to capitalize. The raw value is the CLI's `--mode` name.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Change nothing: `capitalized` returns the text unchanged, byte for byte.
        case none
        /// The first letter of every word: `"o'neill's well-known cat"` → `"O'Neill's Well-Known Cat"`.
        case words
        /// The first letter of every sentence: `"hi. see e.g. this"` → `"Hi. See e.g. this"`.
        case sentences
        /// Every letter: `"straße"` → `"STRASSE"`; Greek drops accents (`"άδεια"` → `"ΑΔΕΙΑ"`).
        case allCharacters = "all"
    }

    /// The detections a capitalizer leaves untouched unless told otherwise: links, email addresses and phone
    /// numbers (vanity numbers like `1-800-FLOWERS` hold letters).
    public static let defaultProtectedTypes: DetectionTypes = [.link, .email, .phone]

    /// The locale whose case rules and abbreviations apply.
    public let locale: Locale
    /// The kinds of data that are never recased.
    public let protectedTypes: DetectionTypes

    private let caseMap: CaseMap
    private let detector: DataDetector?
    let rules: SentenceRules
    /// Languages whose `i` titlecases differently from ASCII: Turkish and Azeri `İ`, Dutch `IJ`. (Lithuanian
    /// titlecases `i` to `I` and, by Unicode's titlecasing algorithm, lowercases — keeps — a dot above after
    /// it, as ICU does; its dot rules show in `.allCharacters` and `lowercasingRest`.)
    private let specialI: Bool

    /// - Parameters:
    ///   - locale: the language of the texts: case rules (tr, az, nl, el, lt…) and abbreviations (en, de, es,
    ///     fr, pt, ru; other languages use the English list).
    ///   - protectedTypes: the detections to leave untouched; pass `[]` to recase everything (runs containing
    ///     `://`, `@` or `www.` stay protected). Default: `defaultProtectedTypes`.
    /// - Throws: `TextSenseError` when ICU cannot open a case map for the locale or the detector cannot load
    ///   its tables.
    public init(locale: Locale = Locale(identifier: "en_US"),
                protecting protectedTypes: DetectionTypes = Capitalizer.defaultProtectedTypes) throws(TextSenseError) {
        self.locale = locale
        self.protectedTypes = protectedTypes
        let identifier = locale.identifier.isEmpty ? "root" : locale.identifier
        do { caseMap = try CaseMap(localeIdentifier: identifier) } catch { throw .icu(error) }
        detector = protectedTypes.isEmpty
            ? nil : try DataDetector(types: protectedTypes, context: DetectionContext(locale: locale))
        let language = locale.language.languageCode?.identifier.lowercased() ?? "en"
        rules = SentenceRules(languageCode: language)
        specialI = ["tr", "az", "nl"].contains(language)
    }

    /// The text with `mode` applied.
    ///
    /// ```swift
    /// try Capitalizer().capitalized("see https://Example.com/Path. ok", .sentences)
    /// // "See https://Example.com/Path. Ok"
    /// ```
    /// - Parameters:
    ///   - text: any text; nothing traps.
    ///   - mode: what to capitalize. `.none` returns `text` unchanged.
    ///   - lowercasingRest: lowercase the letters the mode does not capitalize (title case, sentence case).
    /// - Returns: the capitalized text; bytes the mode does not change are copied exactly.
    /// - Complexity: O(n).
    public func capitalized(_ text: String, _ mode: Mode, lowercasingRest: Bool = false) -> String {
        guard mode != .none, !text.isEmpty else { return text }
        let result: [UInt8]? = withUTF8Bytes(of: text) { bytes in
            let t = CasingText(bytes: bytes)
            var starts: [Int] = []
            switch mode {
            case .none, .allCharacters: break
            case .sentences: starts = sentenceStarts(t, onlyChangeable: !lowercasingRest)
            case .words:
                starts = wordStarts(t)
                if !lowercasingRest { starts.removeAll { !Self.changesWhenCapitalized(t.scalar(at: $0).0) } }
            }
            // Well-capitalized text has nothing to change: skip the link detector altogether.
            if mode != .allCharacters, !lowercasingRest, starts.isEmpty { return nil }
            let guarded = Self.merge(detectedRanges(text), t.entityLikeRuns())
            if mode == .allCharacters { return mapRegions(t, guarded: guarded, starts: [], op: .upper) }
            let kept = Self.unguarded(starts, guarded)
            return lowercasingRest
                ? mapRegions(t, guarded: guarded, starts: kept, op: .lower)
                : titleStarts(t, starts: kept, guarded: guarded)
        }
        guard let result else { return text }
        return String(decoding: result, as: UTF8.self)
    }

    /// Applies `mode` to `text` in place. See `capitalized(_:_:lowercasingRest:)`.
    /// - Complexity: O(n).
    public func capitalize(_ text: inout String, _ mode: Mode, lowercasingRest: Bool = false) {
        text = capitalized(text, mode, lowercasingRest: lowercasingRest)
    }

    // MARK: - Protection

    /// The UTF-8 ranges of the detections to protect, sorted.
    ///
    /// Only the resolved ranges are needed, so this stops before `detections(in:)` would build each
    /// `Detection`'s strings, values and actions (vCards, URLs): on a line of a million links and addresses
    /// those cost more than finding them.
    private func detectedRanges(_ text: String) -> [Range<Int>] {
        guard let detector else { return [] }
        return withUTF8Bytes(of: text) { bytes in
            detector.candidates(in: UTF8Text(bytes: bytes)).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        }
    }

    /// Two sorted lists of ranges merged into one sorted list of disjoint ranges.
    static func merge(_ a: [Range<Int>], _ b: [Range<Int>]) -> [Range<Int>] {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var all = a + b
        all.sort { $0.lowerBound < $1.lowerBound }
        var out: [Range<Int>] = []
        out.reserveCapacity(all.count)
        for r in all {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// `starts` (sorted) without those inside a guarded range (sorted, disjoint).
    static func unguarded(_ starts: [Int], _ guarded: [Range<Int>]) -> [Int] {
        guard !guarded.isEmpty else { return starts }
        var k = 0
        return starts.filter { q in
            while k < guarded.count, guarded[k].upperBound <= q { k += 1 }
            return !(k < guarded.count && guarded[k].contains(q))
        }
    }

    // MARK: - Sentence and word starts

    /// Whether capitalizing `s` changes it (a lowercase letter, or a digraph like `ǆ`).
    @inline(__always)
    static func changesWhenCapitalized(_ s: Unicode.Scalar) -> Bool { CasingClass.changesWhenTitlecased(s) }

    /// Byte offsets of the first letter of every sentence, in order. With `onlyChangeable`, only sentences
    /// whose first letter would change are reported (abbreviation checks are skipped for the others).
    func sentenceStarts(_ t: CasingText, onlyChangeable: Bool) -> [Int] {
        var starts: [Int] = []
        let n = t.count
        // The last run of space and openers skipped: every line break inside a run of blank lines asks
        // again from a later point of the same run, and rescanning it each time would be quadratic.
        var skipped = -1..<(-1)
        func consider(_ p: Int, period: Int?) {
            let q: Int
            if skipped.lowerBound <= p, p <= skipped.upperBound {
                q = skipped.upperBound
            } else {
                q = t.skipSpaceAndOpeners(from: p)
                skipped = p..<q
            }
            let last = starts.last ?? -1
            guard q < n, last < q else { return }
            let (s, _) = t.scalar(at: q)
            guard CasingClass.isLetter(s) else { return }
            if onlyChangeable, !Self.changesWhenCapitalized(s) { return }
            if let period, !rules.periodEndsSentence(t, at: period) { return }
            starts.append(q)
        }
        consider(0, period: nil)
        let greek = rules.greek
        Self.sentenceTriggers.withUnsafeBufferPointer { trigger in
            var i = 0
            while i < n {
                guard trigger[Int(t.bytes[i])] else { i += 1; continue }
                let (s, len) = t.scalar(at: i)
                let kind = CasingClass.terminator(s, greek: greek)
                if kind != .none {
                    // The whole run of terminators (`?!`, `...`), then closing quotes and brackets.
                    var j = i + len
                    var last = kind
                    var terminators = 1
                    while j < n {
                        let (s2, l2) = t.scalar(at: j)
                        let k2 = CasingClass.terminator(s2, greek: greek)
                        if k2 == .none { break }
                        last = k2
                        terminators += 1
                        j += l2
                    }
                    // The last terminator decides whether a space must follow (as it does for the typing
                    // state, which sees only that one); a second terminator makes a lone full stop an
                    // ellipsis or `?.`, which no abbreviation check applies to.
                    let strongest: CasingClass.Terminator =
                        last == .ideographic ? .ideographic : (terminators == 1 && kind == .period ? .period : .strong)
                    while j < n {
                        let (s2, l2) = t.scalar(at: j)
                        guard CasingClass.isCloser(s2) else { break }
                        j += l2
                    }
                    if strongest == .ideographic {
                        consider(j, period: nil)
                    } else if j < n, CasingClass.isWhitespace(t.scalar(at: j).0) {
                        consider(j, period: strongest == .period && terminators == 1 ? i : nil)
                    }
                    i = j
                    continue
                }
                if s.value == 0x2029 {
                    consider(i + len, period: nil)
                } else if CasingClass.isLineBreak(s) {
                    // A paragraph break: this line break, optional spaces, another line break.
                    var j = i + len
                    if s == "\r", j < n, t.bytes[j] == 0x0A { j += 1 }
                    while j < n {
                        let (s2, l2) = t.scalar(at: j)
                        guard CasingClass.isHorizontalSpace(s2) else { break }
                        j += l2
                    }
                    if j < n, CasingClass.isLineBreak(t.scalar(at: j).0) { consider(j, period: nil) }
                }
                i += len
            }
        }
        return starts
    }

    /// Bytes at which a sentence may end: terminators, line breaks, and the lead bytes of the non-ASCII ones
    /// (U+0085 NEL, U+037E, U+0589, U+061F, U+2026…U+2049, U+2028/9, U+3002, U+FF01…U+FF61).
    private static let sentenceTriggers: [Bool] = {
        var t = [Bool](repeating: false, count: 256)
        for b in [0x2E, 0x21, 0x3F, 0x3B, 0x0A, 0x0B, 0x0C, 0x0D, 0xC2, 0xCD, 0xD6, 0xD8, 0xE2, 0xE3, 0xEF] {
            t[b] = true
        }
        return t
    }()

    private enum WordState { case boundary, inWord, other }

    /// Byte offsets of the first letter of every word and word part, in order (see `Mode.words`).
    func wordStarts(_ t: CasingText) -> [Int] {
        var starts: [Int] = []
        var state = WordState.boundary
        var segmentStart = 0
        var i = 0
        let n = t.count
        while i < n {
            let (s, len) = t.scalar(at: i)
            if CasingClass.isWhitespace(s) {
                state = .boundary
            } else if CasingClass.isWordContinuation(s) {
                if state != .inWord {
                    // Only letters start a capitalizable word: `3rd` keeps its `r`; marks and digits do not.
                    if state == .boundary, CasingClass.isLetter(s) { starts.append(i) }
                    segmentStart = i
                    if state == .other { segmentStart = -1 }
                }
                state = .inWord
            } else if CasingClass.isApostrophe(s), state == .inWord {
                if segmentStart >= 0, Self.elisionSplits(t, segmentStart: segmentStart, apostrophe: i, length: len) {
                    state = .boundary
                }
            } else if CasingClass.isHyphen(s) {
                state = state == .inWord ? .boundary : .other
            } else if CasingClass.isOpener(s) {
                if state != .boundary { state = .other }
            } else {
                state = .other
            }
            i += len
        }
        return starts
    }

    /// Whether the apostrophe at `apostrophe` separates an elided `O'`, `D'`, `L'` from a name or noun
    /// (`O'Neill`, `d'Artagnan`, `l'homme`), rather than ending a contraction (`I'd`, `o'clock`, `d'you`).
    static func elisionSplits(_ t: CasingText, segmentStart: Int, apostrophe: Int, length: Int) -> Bool {
        guard apostrophe - segmentStart == 1 else { return false }
        switch t.bytes[segmentStart] | 0x20 {
        case UInt8(ascii: "o"), UInt8(ascii: "d"), UInt8(ascii: "l"): break
        default: return false
        }
        // The letters after the apostrophe, lower-cased ASCII, packed into an integer (no allocation: words
        // mode asks this at every apostrophe); 7 letters are enough to rule out the contractions.
        var suffix: UInt64 = 0
        var letters = 0
        var j = apostrophe + length
        while j < t.count, letters < 7 {
            let (s, len) = t.scalar(at: j)
            guard CasingClass.isLetter(s) else { break }
            suffix = suffix << 8 | UInt64(s.isASCII ? UInt8(s.value) | 0x20 : 0xFF)
            letters += 1
            j += len
        }
        if letters == 0 { return true }  // while typing `O'`, the name is still to come
        return !Self.contractionEndings.contains(suffix)
    }

    private static let contractionEndings: Set<UInt64> =
        Set(["s", "t", "d", "m", "re", "ve", "ll", "em", "clock", "er", "you", "ye"].map { word in
            word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        })

    // MARK: - Edits

    /// The end of the word part that starts at `q`: letters, marks, digits and apostrophes between letters,
    /// up to a hyphen, an elision split or anything else.
    func segmentEnd(_ t: CasingText, from q: Int, limit: Int) -> Int {
        var i = q
        while i < limit {
            let (s, len) = t.scalar(at: i)
            if CasingClass.isWordContinuation(s) {
                i += len
                continue
            }
            if CasingClass.isApostrophe(s), i > q, i + len < limit,
               CasingClass.isLetter(t.scalar(at: i + len).0),
               !Self.elisionSplits(t, segmentStart: q, apostrophe: i, length: len) {
                i += len
                continue
            }
            break
        }
        return i
    }

    /// Whether a word written in mixed case (`iPhone`, `eBay`) has an uppercase letter after its first.
    private static func hasInnerCapital(_ t: CasingText, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let b = t.bytes[i]
            if b < 0x80 {
                if b >= 0x41 && b <= 0x5A { return true }
                i += 1
                continue
            }
            let (s, len) = t.scalar(at: i)
            if CasingClass.isCapital(s) { return true }
            i += len
        }
        return false
    }

    /// Keeps everything as written except the first letter of each start's word part, titlecased through ICU
    /// (ASCII letters other than `i` directly: their titlecase is their uppercase in every locale).
    /// Returns `nil` when nothing changes.
    private func titleStarts(_ t: CasingText, starts: [Int], guarded: [Range<Int>]) -> [UInt8]? {
        var out: [UInt8] = []
        var cursor = 0
        var g = 0
        for q in starts {
            let (s, len) = t.scalar(at: q)
            guard Self.changesWhenCapitalized(s) else { continue }
            while g < guarded.count, guarded[g].upperBound <= q { g += 1 }
            let limit = g < guarded.count ? guarded[g].lowerBound : t.count
            let end = segmentEnd(t, from: q, limit: limit)
            if Self.hasInnerCapital(t, (q + len)..<end) { continue }
            if out.isEmpty { out.reserveCapacity(t.count + 16) }
            out.append(contentsOf: t.bytes[cursor..<q])
            if s.isASCII, s != "i" || !specialI {
                out.append(UInt8(s.value) - 0x20)
                cursor = q + 1
            } else {
                // Only the first letter changes; its context (Dutch `j`, marks) is within the first chunk.
                let titled = t.chunkEnd(from: q, limit: end)
                caseMap.map(UnsafeBufferPointer(rebasing: t.bytes[q..<titled]), .title, keepRest: true,
                            appendingTo: &out)
                cursor = titled
            }
        }
        guard cursor > 0 else { return nil }
        out.append(contentsOf: t.bytes[cursor...])
        return out
    }

    /// Maps every byte outside `guarded` with `op` (uppercase for `.allCharacters`, lowercase for
    /// `lowercasingRest`), except each start's word part, which is titlecased. ICU sees whole word parts
    /// and whole stretches between them, so context-sensitive rules (final sigma, Dutch IJ, Lithuanian dot
    /// above) get their context.
    private func mapRegions(_ t: CasingText, guarded: [Range<Int>], starts: [Int], op: CaseMap.Operation) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(t.count + t.count / 8 + 16)
        var cursor = 0
        var s = 0
        func mapPlain(_ range: Range<Int>) {
            var lower = range.lowerBound
            while lower < range.upperBound {
                let upper = t.chunkEnd(from: lower, limit: range.upperBound)
                let slice = t.bytes[lower..<upper]
                // ASCII without letters to change maps to itself in every locale: skip ICU.
                let needsICU = slice.contains { b in
                    b >= 0x80 || (op == .upper ? (b >= 0x61 && b <= 0x7A) : (b >= 0x41 && b <= 0x5A))
                }
                if needsICU {
                    caseMap.map(UnsafeBufferPointer(rebasing: slice), op, appendingTo: &out)
                } else {
                    out.append(contentsOf: slice)
                }
                lower = upper
            }
        }
        for g in guarded + [t.count..<t.count] {
            // The stretch before this guarded range: plain pieces and titled word parts.
            while s < starts.count, starts[s] < g.lowerBound {
                let q = starts[s]
                s += 1
                guard q >= cursor else { continue }
                mapPlain(cursor..<q)
                let end = segmentEnd(t, from: q, limit: g.lowerBound)
                let titled = t.chunkEnd(from: q, limit: end)
                caseMap.map(UnsafeBufferPointer(rebasing: t.bytes[q..<titled]), .title, appendingTo: &out)
                mapPlain(titled..<end)  // only for words longer than a chunk
                cursor = end
            }
            mapPlain(cursor..<max(cursor, g.lowerBound))
            out.append(contentsOf: t.bytes[max(cursor, g.lowerBound)..<g.upperBound])
            cursor = max(cursor, g.upperBound)
        }
        return out
    }
}

extension Capitalizer {
    /// Capitalizers built by the `String` conveniences, one per locale identifier (at most 16 kept).
    private static let shared = Locked<[String: Capitalizer]>([:])

    /// A shared capitalizer for `locale` with the default protection.
    static func shared(for locale: Locale) throws(TextSenseError) -> Capitalizer {
        if let cached = shared.withLock({ $0[locale.identifier] }) { return cached }
        let made = try Capitalizer(locale: locale)
        shared.withLock { cache in
            if cache.count >= 16 { cache.removeAll() }
            cache[locale.identifier] = made
        }
        return made
    }
}

extension String {
    /// This text with `mode` applied, using a shared `Capitalizer` for `locale` (built on first use).
    ///
    /// ```swift
    /// try "istanbul. ijs is koud".capitalized(.sentences, locale: Locale(identifier: "tr"))
    /// // "İstanbul. İjs is koud"
    /// ```
    /// - Throws: `TextSenseError` when the capitalizer for `locale` cannot be built (see `Capitalizer.init`).
    /// - Complexity: O(n).
    public func capitalized(_ mode: Capitalizer.Mode, locale: Locale = Locale(identifier: "en_US"),
                            lowercasingRest: Bool = false) throws(TextSenseError) -> String {
        try Capitalizer.shared(for: locale).capitalized(self, mode, lowercasingRest: lowercasingRest)
    }

    /// Applies `mode` in place. See `capitalized(_:locale:lowercasingRest:)`.
    public mutating func capitalize(_ mode: Capitalizer.Mode, locale: Locale = Locale(identifier: "en_US"),
                                    lowercasingRest: Bool = false) throws(TextSenseError) {
        self = try capitalized(mode, locale: locale, lowercasingRest: lowercasingRest)
    }
}
