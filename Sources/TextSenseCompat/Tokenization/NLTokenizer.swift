#if !canImport(Darwin)
import Foundation
import Synchronization
import TextSense

/// A language, named by its BCP 47 code, as NaturalLanguage's `NLLanguage`.
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let undetermined = NLLanguage("und")
    public static let english = NLLanguage("en")
    public static let german = NLLanguage("de")
    public static let french = NLLanguage("fr")
    public static let spanish = NLLanguage("es")
    public static let portuguese = NLLanguage("pt")
    public static let russian = NLLanguage("ru")
    public static let italian = NLLanguage("it")
    public static let dutch = NLLanguage("nl")
    public static let swedish = NLLanguage("sv")
    public static let finnish = NLLanguage("fi")
    public static let polish = NLLanguage("pl")
    public static let ukrainian = NLLanguage("uk")
    public static let turkish = NLLanguage("tr")
    public static let greek = NLLanguage("el")
    public static let hebrew = NLLanguage("he")
    public static let arabic = NLLanguage("ar")
    public static let hindi = NLLanguage("hi")
    public static let thai = NLLanguage("th")
    public static let lao = NLLanguage("lo")
    public static let khmer = NLLanguage("km")
    public static let burmese = NLLanguage("my")
    public static let japanese = NLLanguage("ja")
    public static let korean = NLLanguage("ko")
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    public static let traditionalChinese = NLLanguage("zh-Hant")
}

/// The unit `NLTokenizer` splits into.
public enum NLTokenUnit: Int, Sendable {
    /// Words: whitespace and punctuation between them are not tokens.
    case word
    /// Sentences, without their trailing white space.
    case sentence
    /// Paragraphs: the text between line or paragraph separators, without the separator.
    case paragraph
    /// The whole text.
    case document
}

/// NaturalLanguage's `NLTokenizer`, backed by TextSense's ICU `Tokenizer` (with ICU's dictionaries for
/// Thai, Lao, Khmer, Burmese, Chinese and Japanese).
///
/// ```swift
/// let tokenizer = NLTokenizer(unit: .word)
/// let s = "Hi, 42 🙂!"
/// tokenizer.string = s
/// tokenizer.enumerateTokens(in: s.startIndex..<s.endIndex) { range, attributes in
///     print(s[range], attributes.rawValue)   // Hi 0, 42 1, 🙂 6
///     return true
/// }
/// ```
///
/// Tokens are computed once per `string` and language and kept until either changes. As on Apple
/// platforms, a tokenizer is not for concurrent use; make one per task (the ICU engines behind it are shared).
open class NLTokenizer: NSObject {
    /// What a word token holds.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Digits: `42`, `3.14`.
        public static let numeric = Attributes(rawValue: 1 << 0)
        /// Symbols rather than letters: `+`, `€`, `🙂`.
        public static let symbolic = Attributes(rawValue: 1 << 1)
        /// Emoji: `🙂`, `👍🏽`.
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    /// The unit this tokenizer splits into.
    public let unit: NLTokenUnit

    /// The text to tokenize; setting it drops the tokens of the previous one.
    open var string: String? {
        didSet { cache = nil }
    }

    private var language: NLLanguage?
    private var cache: [(range: Range<String.Index>, attributes: Attributes)]?

    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }

    /// Tokenizes with `language`'s rules instead of guessing them from the text.
    open func setLanguage(_ language: NLLanguage) {
        self.language = language
        cache = nil
    }

    // MARK: Tokens

    /// The tokens that lie in `range`, in order.
    /// - Precondition: `range` holds indices of `string`.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        enumerateTokens(in: range) { r, _ in result.append(r); return true }
        return result
    }

    /// Calls `block` with each token that overlaps `range`, in order, until it returns false.
    open func enumerateTokens(in range: Range<String.Index>,
                              using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        for t in allTokens() where t.range.overlaps(range) || (range.isEmpty && t.range.contains(range.lowerBound)) {
            if !block(t.range, t.attributes) { return }
        }
    }

    /// The token that holds the character at `characterIndex`; an empty range at the index when none does
    /// (white space or punctuation between words).
    open func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        allTokens().first { $0.range.contains(characterIndex) }?.range ?? characterIndex..<characterIndex
    }

    /// From the start of the first token to the end of the last one that overlaps `range`; `range`'s lower
    /// bound as an empty range when no token does.
    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        let hits = tokens(for: range)
        guard let first = hits.first, let last = hits.last else { return range.lowerBound..<range.lowerBound }
        return first.lowerBound..<last.upperBound
    }

    private func allTokens() -> [(range: Range<String.Index>, attributes: Attributes)] {
        if let cache { return cache }
        let made = string.map { Self.tokenize($0, unit: unit, language: language) } ?? []
        cache = made
        return made
    }

    // MARK: Tokenizing

    /// ICU tokenizers by unit and locale, built once per process (`Tokenizer` is Sendable and pools its
    /// break iterators).
    private static let engines = Mutex<[String: Tokenizer]>([:])

    private static func engine(_ unit: Tokenizer.Unit, language: NLLanguage?) -> Tokenizer? {
        let locale = (language == nil || language == .undetermined) ? "en_US" : language!.rawValue
        let key = "\(unit.rawValue) \(locale)"
        if let t = engines.withLock({ $0[key] }) { return t }
        guard let made = (try? Tokenizer(unit: unit, locale: Locale(identifier: locale)))
                ?? (try? Tokenizer(unit: unit, locale: Locale(identifier: "en_US"))) else { return nil }
        engines.withLock { $0[key] = made }
        return made
    }

    static func tokenize(_ text: String, unit: NLTokenUnit,
                         language: NLLanguage?) -> [(range: Range<String.Index>, attributes: Attributes)] {
        var result: [(range: Range<String.Index>, attributes: Attributes)] = []
        switch unit {
        case .word:
            engine(.word, language: language)?.forEachToken(in: text) { t in
                switch t.kind {
                case .word, .kana, .ideographic: result.append((t.range, []))
                case .number: result.append((t.range, .numeric))
                case .symbol:
                    let emoji = text[t.range].unicodeScalars.contains { isEmoji($0) }
                    result.append((t.range, emoji ? [.symbolic, .emoji] : .symbolic))
                case .other:
                    if text[t.range].unicodeScalars.contains(where: { isEmoji($0) }) {
                        result.append((t.range, [.symbolic, .emoji]))
                    }
                default: break
                }
                return true
            }
        case .sentence:
            engine(.sentence, language: language)?.forEachToken(in: text) { t in
                if let r = trimmed(t.range, in: text) { result.append((r, [])) }
                return true
            }
        case .paragraph:
            var start = text.startIndex
            var i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                let next = text.index(after: i)
                if c.isNewline {  // "\n", "\r\n", "\r", U+2028, U+2029, U+0085
                    if let r = trimmed(start..<i, in: text) { result.append((r, [])) }
                    start = next
                }
                i = next
            }
            if let r = trimmed(start..<text.endIndex, in: text) { result.append((r, [])) }
        case .document:
            if !text.isEmpty { result.append((text.startIndex..<text.endIndex, [])) }
        }
        return result
    }

    /// `range` without trailing white space; nil when nothing else is left.
    private static func trimmed(_ range: Range<String.Index>, in text: String) -> Range<String.Index>? {
        var end = range.upperBound
        while end > range.lowerBound {
            let before = text.index(before: end)
            guard text[before].isWhitespace else { break }
            end = before
        }
        return end > range.lowerBound ? range.lowerBound..<end : nil
    }

    /// Shown as emoji: emoji presentation, or an emoji with a variation selector or modifier; not the
    /// keycap bases (`#`, `*`, digits), which are emoji only in a keycap sequence.
    private static func isEmoji(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        return p.isEmojiPresentation || (p.isEmoji && s.value > 0x7F && !p.isEmojiModifier && p.generalCategory == .otherSymbol)
    }
}
#endif
