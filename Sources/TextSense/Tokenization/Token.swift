/// One segment of a text: a user-perceived character, a word (or the space or punctuation between words),
/// a sentence, or the stretch up to a line-break opportunity.
public struct Token: Hashable, Sendable {
    /// Where the token is, as indices into the tokenized text.
    public var range: Range<String.Index>
    /// Where the token is, in UTF-8 bytes from the start of the tokenized text.
    public var utf8Range: Range<Int>
    /// What the token is.
    public var kind: Kind

    /// A token of `kind` over `range` (`utf8Range` in bytes).
    public init(range: Range<String.Index>, utf8Range: Range<Int>, kind: Kind) {
        self.range = range
        self.utf8Range = utf8Range
        self.kind = kind
    }

    /// What a token is. For words this comes from ICU's rule status; the raw value is the CLI/JSON name.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A grapheme cluster (`.character` unit).
        case character
        /// A word of letters: `Straße`, `don't`, `שלום`.
        case word
        /// A number: `3.14`, `1,000`.
        case number
        /// Hiragana or katakana: `ひらがな`.
        case kana
        /// Ideographs (CJK words from ICU's dictionaries): `中文`.
        case ideographic
        /// White space between words, including line ends.
        case whitespace
        /// Punctuation between words: `,`, `—`, `"`.
        case punctuation
        /// Symbols and emoji between words: `+`, `€`, `🙂`.
        case symbol
        /// Anything else outside words (controls, format characters).
        case other
        /// A sentence with its trailing space (`.sentence` unit), ended by a terminator (`.`, `?`, `!`).
        case sentence
        /// A sentence ended by a paragraph separator or the end of text rather than a terminator.
        case sentenceFragment
        /// A segment ending at a line-break opportunity (`.line` unit), e.g. after a space.
        case softBreak
        /// A segment ending at a mandatory break (after a newline).
        case hardBreak
    }
}

extension Token: CustomStringConvertible {
    public var description: String { "\(kind.rawValue) \(utf8Range.lowerBound)..<\(utf8Range.upperBound)" }
}
