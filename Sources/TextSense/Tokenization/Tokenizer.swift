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

    /// What the tokenizer splits into: characters, words, sentences or line-break segments.
    public let unit: Unit
    /// The ICU locale identifier the rules were loaded for.
    public let localeIdentifier: String
    @usableFromInline let pool: BreakIteratorPool

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
    ///
    /// Inlinable so the per-token loop and `body` compile together in the caller: the library's part per
    /// token is a load of the boundary and of its class, which the ICU shim writes in batches of 512.
    @inlinable
    public func forEachToken(inUTF8 bytes: UnsafeBufferPointer<UInt8>,
                             _ body: (_ utf8Range: Range<Int>, _ kind: Token.Kind) -> Bool) {
        guard !bytes.isEmpty else { return }
        let it = pool.borrow(over: bytes)
        defer { pool.giveBack(it) }
        it.first()
        withUnsafeTemporaryAllocation(of: Int64.self, capacity: 512) { bounds in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { classes in
                var start = 0
                while true {
                    let n = it.nextTokens(bounds, classes)
                    if n == 0 { return }
                    for i in 0..<n {
                        let end = Int(bounds[i])
                        let kind = Self.kind(tokenClass: classes[i])
                        if !body(start..<end, kind) { return }
                        start = end
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

    /// The kind for a shim token class (`TS_TOKEN_*` in cicu.h, numbered in `Token.Kind`'s case order).
    @inlinable @inline(__always)
    static func kind(tokenClass: UInt8) -> Token.Kind {
        switch tokenClass {
        case 0: return .character
        case 1: return .word
        case 2: return .number
        case 3: return .kana
        case 4: return .ideographic
        case 5: return .whitespace
        case 6: return .punctuation
        case 7: return .symbol
        case 9: return .sentence
        case 10: return .sentenceFragment
        case 11: return .softBreak
        case 12: return .hardBreak
        default: return .other
        }
    }
}
