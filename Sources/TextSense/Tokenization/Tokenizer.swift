import Foundation

/// Splits text into characters, words, sentences or line-break segments with ICU's break iterators.
///
/// Tokens cover the text contiguously and in order. The locale matters: CLDR tailors breaks per language
/// (for example, Swedish and Finnish keep `:` inside words, `sv` word breaks differ from `en`), and ICU's
/// dictionaries split Thai, Lao, Khmer, Burmese, Chinese and Japanese into words.
///
/// ```swift
/// let words = try Tokenizer(unit: .word)
/// for t in words.tokens(in: "Hi, 42 🙂") { print(t) }
/// // word 0..<2, punctuation 2..<3, whitespace 3..<4, number 4..<6, whitespace 6..<7, symbol 7..<11
/// ```
///
/// A `Tokenizer` is `Sendable`; each call borrows a break iterator from an internal pool, so one instance
/// serves many threads.
public struct Tokenizer: Sendable {
    /// The unit to split into.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Grapheme clusters: what a user sees as one character (`🇩🇪`, `é` as e + ◌́).
        case character
        /// Words and the spaces and punctuation between them.
        case word
        /// Sentences (each with its trailing space).
        case sentence
        /// Segments ending at line-break opportunities (UAX #14).
        case line
    }

    public let unit: Unit
    /// The ICU locale identifier the rules were loaded for.
    public let localeIdentifier: String
    private let pool: BreakIteratorPool

    /// - Parameters:
    ///   - unit: what to split into.
    ///   - locale: the language whose tailoring applies.
    /// - Throws: `TextSenseError.icu` when ICU cannot open the rules.
    public init(unit: Unit, locale: Locale = Locale(identifier: "en_US")) throws(TextSenseError) {
        self.unit = unit
        localeIdentifier = locale.identifier.isEmpty ? "root" : locale.identifier
        let kind: BreakIterator.Kind
        switch unit {
        case .character: kind = .character
        case .word: kind = .word
        case .sentence: kind = .sentence
        case .line: kind = .line
        }
        do { pool = try BreakIteratorPool(kind: kind, localeIdentifier: localeIdentifier) } catch { throw .icu(error) }
    }

    /// All tokens of `text`, in order.
    /// - Complexity: O(n).
    public func tokens(in text: String) -> [Token] {
        var result: [Token] = []
        forEachToken(in: text) { result.append($0); return true }
        return result
    }

    /// Calls `body` with each token in order without building an array; `body` returns `false` to stop.
    public func forEachToken(in text: String, _ body: (Token) -> Bool) {
        withUTF8Bytes(of: text) { bytes in
            forEachToken(inUTF8: bytes) { range, kind in
                body(Token(range: text.range(utf8Range: range), utf8Range: range, kind: kind))
            }
        }
    }

    /// The fast path: tokens of UTF-8 `bytes` as byte ranges. `bytes` must be valid UTF-8.
    public func forEachToken(inUTF8 bytes: UnsafeBufferPointer<UInt8>,
                             _ body: (_ utf8Range: Range<Int>, _ kind: Token.Kind) -> Bool) {
        guard !bytes.isEmpty else { return }
        let unit = self.unit
        pool.withIterator(over: bytes) { it in
            // Boundaries come from C in batches, and the loop calls `body` directly: one closure call per
            // token keeps the tokenizer close to a bare ICU loop.
            it.first()
            var start = 0
            withUnsafeTemporaryAllocation(of: Int64.self, capacity: 512) { bounds in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 512) { statuses in
                    while true {
                        let n = it.nextBatch(bounds, statuses)
                        if n == 0 { return }
                        for i in 0..<n {
                            let end = Int(bounds[i])
                            let kind = Self.kind(unit: unit, status: statuses[i], bytes: bytes, start: start)
                            if !body(start..<end, kind) { return }
                            start = end
                        }
                    }
                }
            }
        }
    }

    /// Boundaries only (ends of tokens), for callers that need neither kinds nor ranges.
    func forEachBoundary(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        guard !bytes.isEmpty else { return }
        pool.withIterator(over: bytes) { it in it.forEachBoundary { end, _ in body(end) } }
    }

    // ICU rule-status ranges (ubrk.h): word NONE 0–99, NUMBER 100–199, LETTER 200–299, KANA 300–399,
    // IDEO 400–499; line SOFT 0–99, HARD 100–199; sentence TERM 0–99, SEP 100–199.
    @inline(__always)
    static func kind(unit: Unit, status: Int32, bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Token.Kind {
        switch unit {
        case .character: return .character
        case .sentence: return status < 100 ? .sentence : .sentenceFragment
        case .line: return status >= 100 && status < 200 ? .hardBreak : .softBreak
        case .word:
            switch status {
            case 100..<200: return .number
            case 200..<300: return .word
            case 300..<400: return .kana
            // ICU's CJ dictionary reports every dictionary word as IDEO, kana words included; the first
            // scalar tells them apart.
            case 400..<500: return startsWithKana(bytes: bytes, start: start) ? .kana : .ideographic
            default: return nonWordKind(bytes: bytes, start: start)
            }
        }
    }

    /// Hiragana (U+3040–309F), Katakana (U+30A0–30FF, U+31F0–31FF) or halfwidth Katakana (U+FF66–FF9D).
    private static func startsWithKana(bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
        guard start + 2 < bytes.count else { return false }
        let (b0, b1, b2) = (UInt32(bytes[start]), UInt32(bytes[start + 1]), UInt32(bytes[start + 2]))
        guard b0 & 0xF0 == 0xE0 else { return false }
        let v = (b0 & 0x0F) << 12 | (b1 & 0x3F) << 6 | (b2 & 0x3F)
        return (0x3040...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v) || (0xFF66...0xFF9D).contains(v)
    }

    /// Classifies a token ICU gives no word status by its first scalar.
    @inline(__always)
    private static func nonWordKind(bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Token.Kind {
        let b = bytes[start]
        if b == 0x20 { return .whitespace }   // the commonest token between words
        if b < 0x80 {
            switch b {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return .whitespace
            case 0x00..<0x20, 0x7F: return .other
            case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"),
                 UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                return .symbol
            default: return .punctuation
            }
        }
        var it = UnsafeBufferPointer(rebasing: bytes[start...]).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&it) else { return .other }
        let props = scalar.properties
        if props.isWhitespace { return .whitespace }
        switch props.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return .symbol
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return .punctuation
        default: return .other
        }
    }
}
