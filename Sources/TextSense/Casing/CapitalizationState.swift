/// What a keyboard's shift key should do for the next letter typed at a cursor.
public enum CapitalizationState: String, Hashable, Sendable, CaseIterable {
    /// Type the letter as it is (shift off). Not named `none`, which reads as `Optional.none` in optional
    /// contexts.
    case off
    /// Capitalize the next letter only (shift, not caps lock).
    case nextLetter
    /// Capitalize every letter (`Capitalizer.Mode.allCharacters`).
    case allLetters

    /// Whether the next letter typed should be capitalized.
    public var capitalizesNextLetter: Bool { self != .off }
}

extension Capitalizer {
    /// Whether the next letter typed at `index` should be capitalized, with a mobile keyboard's semantics
    /// (after Android's `TextUtils.getCapsMode`):
    ///
    /// - `.sentences`: at the start of the field or of a line (any line break: in a text field, Return
    ///   starts a paragraph), after a sentence terminator and white space (`Hi. |`), or right after a CJK full
    ///   stop (`好。|`); quotes and brackets between are skipped both ways (`He left." (|`). Not after an
    ///   abbreviation, an initial or a German ordinal (`U.S. |`, `z. |`, `am 3. |` in German).
    /// - `.words`: additionally after any white space, after a hyphen that follows a letter (`well-|`), and
    ///   after an elided `O'`, `D'`, `L'` (`O'|`).
    /// - `.allCharacters`: always `.allLetters`; `.none`: always `.off`.
    ///
    /// ```swift
    /// let caps = try Capitalizer()
    /// caps.capitalizationState(in: "Hi. ", at: "Hi. ".endIndex, mode: .sentences)       // .nextLetter
    /// caps.capitalizationState(in: "the U.S. ", at: "the U.S. ".endIndex, mode: .sentences) // .off
    /// ```
    /// - Parameters:
    ///   - text: the field's text.
    ///   - index: the cursor (an index of `text`; indices inside a scalar are rounded down to it).
    ///   - mode: the field's capitalization mode.
    /// - Complexity: proportional to the white space, quotes and brackets right before the cursor plus the
    ///   last few words (bounded): independent of the length of the text.
    public func capitalizationState(in text: String, at index: String.Index, mode: Mode) -> CapitalizationState {
        switch mode {
        case .none: return .off
        case .allCharacters: return .allLetters
        case .words, .sentences: break
        }
        let offset = text.utf8Offset(of: min(index, text.endIndex))
        return withUTF8Bytes(of: text) { bytes in
            var o = max(0, min(offset, bytes.count))
            // An index inside a scalar means the cursor before it.
            while o > 0, o < bytes.count, bytes[o] & 0xC0 == 0x80 { o -= 1 }
            return capitalizationState(CasingText(bytes: bytes), at: o, mode: mode)
        }
    }

    /// The byte-level form of `capitalizationState(in:at:mode:)`; `offset` is a UTF-8 offset on a scalar
    /// boundary.
    func capitalizationState(_ t: CasingText, at offset: Int, mode: Mode) -> CapitalizationState {
        // Back over quotes, brackets and spaces (French puts spaces inside `« … »` and before `?`).
        var i = offset
        var sawSpace = false
        while let (s, st) = t.scalar(before: i) {
            if CasingClass.isHorizontalSpace(s) {
                sawSpace = true
            } else if mode == .words, !sawSpace, CasingClass.isApostrophe(s),
                      let elided = elision(t, apostrophe: st, end: i) {
                return elided
            } else if !(CasingClass.isOpener(s) || (mode == .sentences && CasingClass.isCloser(s))) {
                break
            }
            i = st
        }
        guard let (prev, prevStart) = t.scalar(before: i) else { return .nextLetter }
        if CasingClass.isLineBreak(prev) { return .nextLetter }
        if mode == .words {
            if sawSpace { return .nextLetter }
            // `well-|`: a hyphen after a letter starts the next part (openers right after it are skipped).
            if CasingClass.isHyphen(prev), let (w, _) = t.scalar(before: prevStart), CasingClass.isWordContinuation(w) {
                return .nextLetter
            }
            return .off
        }
        switch CasingClass.terminator(prev, greek: rules.greek) {
        case .none: return .off
        case .ideographic: return .nextLetter
        case .strong: return sawSpace ? .nextLetter : .off
        case .period: return sawSpace && rules.periodEndsSentence(t, at: prevStart) ? .nextLetter : .off
        }
    }

    /// For an apostrophe that ends an elided `O'`, `D'`, `L'` (the name after it is a word of its own): whether
    /// that elision starts a word; `nil` when the apostrophe is no such elision.
    private func elision(_ t: CasingText, apostrophe: Int, end: Int) -> CapitalizationState? {
        var start = apostrophe
        while let (w, st) = t.scalar(before: start), CasingClass.isWordContinuation(w) { start = st }
        guard start < apostrophe,
              Self.elisionSplits(t, segmentStart: start, apostrophe: apostrophe, length: end - apostrophe)
        else { return nil }
        guard let (w, _) = t.scalar(before: start) else { return .nextLetter }
        return CasingClass.isWhitespace(w) || CasingClass.isOpener(w) || CasingClass.isHyphen(w) ? .nextLetter : .off
    }
}
