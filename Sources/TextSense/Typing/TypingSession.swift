import Foundation

/// The settings of a text field that shape typing in it: UIKit's `UITextInputTraits` plus the text view's
/// data detector types.
public struct TypingTraits: Hashable, Sendable {
    /// The language: case rules, abbreviations, the dictionary, and the keyboard unless `keyboard` is set.
    public var locale: Locale
    /// What the shift key does by itself (`UITextAutocapitalizationType`): `.none`, `.words`, `.sentences`,
    /// `.allCharacters`.
    public var autocapitalization: Capitalizer.Mode
    /// Replace a misspelled word when it ends (`UITextAutocorrectionType`).
    public var autocorrection: Bool
    /// Report misspelled words for underlining (`UITextSpellCheckingType`).
    public var spellChecking: Bool
    /// Offer completions for the word being typed (the keyboard's suggestion bar).
    public var completions: Bool
    /// The data the field shows as tappable (`UIDataDetectorTypes`). Links, emails, phone numbers and
    /// addresses are never autocorrected, whether they are shown or not.
    public var dataDetectorTypes: DetectionTypes
    /// The keyboard whose neighbouring keys make likely typos; nil: the locale's usual keyboard.
    public var keyboard: Keyboard?
    /// Region, reference date and time zone for detection; its locale is replaced by `locale`.
    public var detectionContext: DetectionContext
    /// What the field shows, dimmed, while its text is empty (`UITextField.placeholder`); never part of the
    /// text. Empty: none.
    public var placeholder: String

    /// Traits of a text field; the defaults are those of a plain English text field.
    public init(locale: Locale = Locale(identifier: "en_US"), autocapitalization: Capitalizer.Mode = .sentences,
                autocorrection: Bool = true, spellChecking: Bool = true, completions: Bool = true,
                dataDetectorTypes: DetectionTypes = .all, keyboard: Keyboard? = nil,
                detectionContext: DetectionContext = DetectionContext(), placeholder: String = "") {
        self.locale = locale
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.completions = completions
        self.dataDetectorTypes = dataDetectorTypes
        self.keyboard = keyboard
        self.detectionContext = detectionContext
        self.placeholder = placeholder
    }
}

/// What an editor should show after a change: the session's answer to one keystroke.
public struct TypingFeedback: Sendable {
    /// How the detections changed, in order: the user's edit, then the autocorrection if one was made.
    public var detectionChanges: [EditingSession.Change]
    /// The word the session replaced because it ended, if any; its range is where the replacement now is.
    /// The session's text already holds the replacement; an editor that keeps its own copy replaces
    /// `original.utf8.count` bytes from `utf8Range.lowerBound` of its text with `replacement`.
    public var autocorrection: Correction?
    /// Set when the user deleted back to the end of a word the session had corrected: what to offer to put
    /// back (iOS shows the original in a bubble). `revertAutocorrection()` does it.
    public var revertOffer: Correction?
    /// A word that just ended misspelled and was left as it is (spell checking on): underline it.
    public var misspelling: Misspelling?
    /// The shift state for the next letter at the cursor.
    public var capitalization: CapitalizationState
    /// Completions for the word before the cursor, most likely first.
    public var completions: [String]
}

/// One object an editor feeds with each change to a text field: it keeps the text and its detections up to
/// date (through `EditingSession`), says whether the next letter should be capitalized, replaces a
/// misspelled word when it ends (and can put it back), and offers completions for the word being typed.
///
/// ```swift
/// var typing = try TypingSession()
/// typing.capitalization               // .nextLetter: the field is empty
/// _ = typing.type("Teh")
/// let f = typing.type(" ")
/// f.autocorrection?.replacement       // "The"
/// typing.text                         // "The "
/// _ = typing.deleteBackward()         // revertOffer: "Teh"
/// _ = typing.revertAutocorrection()   // "Teh", and "Teh" is left alone from now on
/// ```
///
/// Words inside links, email addresses, phone numbers and addresses are never corrected, nor words glued to
/// `@`, `/`, `.`, `#`, `_` or digits (handles, paths, hashtags, code). What counts is what is recognizable
/// when the word ends: the first words of an address typed from scratch may be corrected before its postal
/// code makes it an address, as on a phone. A word the user reverted is not corrected again in this
/// session.
public struct TypingSession: Sendable {
    /// The field's traits.
    public let traits: TypingTraits
    /// The text of the field. Setting it (text set by code, not typed) replaces all of it without
    /// autocorrection, puts the cursor at its end and ends the chance to undo the last autocorrection.
    public var text: String {
        get { editing.text }
        set {
            _ = editing.replace(utf8Range: 0..<editing.text.utf8.count, with: newValue)
            cursor = newValue.utf8.count
            lastAutocorrection = nil
            goalColumn = nil
        }
    }
    /// Whether the field shows `traits.placeholder`: exactly when the text is empty (however it became
    /// empty: typed away, deleted, replaced or set) and there is a placeholder.
    public var isShowingPlaceholder: Bool { text.isEmpty && !traits.placeholder.isEmpty }
    /// The insertion point, in UTF-8 bytes from the start of `text`.
    public internal(set) var cursor: Int
    /// The detections of the kinds `traits.dataDetectorTypes` names, in order.
    public var detections: [Detection] {
        editing.detections.filter { traits.dataDetectorTypes.contains(DetectionTypes($0.kind)) }
    }
    /// The last autocorrection, while it can still be undone (until the next edit elsewhere).
    public internal(set) var lastAutocorrection: Correction?
    /// The column vertical moves keep (`moveCursor(_:width:tabWidth:)`), from the first of a run of them.
    var goalColumn: Int?
    let wrapper: TextWrapper

    private var editing: EditingSession
    private var spelling: SpellChecker?
    private let capitalizer: Capitalizer
    private var rejected: Set<String> = []
    private static let protectedTypes: DetectionTypes = [.link, .email, .phone, .address, .tracking, .flight]

    /// - Parameters:
    ///   - text: the field's text to start with; the cursor goes to its end.
    ///   - traits: the field's settings.
    /// - Throws: `TextSenseError` when a detector, the case map or (with autocorrection, spell checking or
    ///   completions on) the dictionary for the locale cannot be loaded.
    public init(text: String = "", traits: TypingTraits = TypingTraits()) throws(TextSenseError) {
        self.traits = traits
        var context = traits.detectionContext
        context.locale = traits.locale
        let types = traits.dataDetectorTypes.union(traits.autocorrection ? Self.protectedTypes : [])
        editing = EditingSession(text: text, detector: try DataDetector(types: types, context: context))
        capitalizer = try Capitalizer(locale: traits.locale)
        if traits.autocorrection || traits.spellChecking || traits.completions {
            spelling = try SpellChecker(locale: traits.locale, keyboard: traits.keyboard)
        }
        wrapper = try TextWrapper(locale: traits.locale)
        cursor = text.utf8.count
    }

    // MARK: State at the cursor

    /// What the shift key should do for the next letter at the cursor.
    public var capitalization: CapitalizationState {
        capitalizer.capitalizationState(in: text, at: text.index(utf8Offset: cursor), mode: traits.autocapitalization)
    }

    /// Completions for the word before the cursor (empty when completions are off, the cursor is not at
    /// the end of a word, or the word is part of a detection).
    public func completions(limit: Int = 3) -> [String] {
        guard traits.completions, let spelling, let word = wordBeforeCursor(), word.range.upperBound == cursor,
              !isProtected(word.range) else { return [] }
        let previous = wordBefore(word.range.lowerBound).map { $0.text }
        return spelling.completions(for: word.text, after: previous, limit: limit + 1)
            .filter { $0 != word.text }.prefix(limit).map { $0 }
    }

    /// The misspelled words of the whole text (empty when spell checking is off), leaving out the word
    /// being typed (the one that ends at the cursor), words in detections and words the user reverted to. O(n).
    public func misspellings() -> [Misspelling] {
        guard traits.spellChecking, let spelling else { return [] }
        return spelling.misspellings(in: text).filter {
            $0.utf8Range.upperBound != cursor && !isProtected($0.utf8Range) && !rejected.contains($0.word)
        }
    }

    // MARK: Changes

    /// Applies the change an editor reports (`textView(_:shouldChangeTextIn:replacementText:)`): replaces
    /// `utf8Range` (on scalar boundaries; clamped to the text) with `replacement` and puts the cursor after
    /// it. When the replacement ends a word (a space, a line break or punctuation typed right after it),
    /// the word may be autocorrected.
    public mutating func replace(utf8Range: Range<Int>, with replacement: String) -> TypingFeedback {
        let count = text.utf8.count
        let lower = min(max(0, utf8Range.lowerBound), count), upper = min(max(lower, utf8Range.upperBound), count)
        var changes = [editing.replace(utf8Range: lower..<upper, with: replacement)]
        goalColumn = nil
        cursor = lower + replacement.utf8.count

        var revertOffer: Correction?
        if let last = lastAutocorrection {
            // Deleting the terminator right after a corrected word offers the original back; any other
            // edit ends the chance to undo.
            if replacement.isEmpty, lower == last.utf8Range.upperBound, upper > lower {
                revertOffer = last
            } else {
                lastAutocorrection = nil
            }
        }

        var applied: Correction?
        var misspelling: Misspelling?
        if let terminator = replacement.unicodeScalars.last, replacement.unicodeScalars.count == 1,
           Self.endsWord(terminator), let word = wordBefore(lower), word.range.upperBound == lower,
           !isProtected(word.range), !isGlued(word.range) {
            let previous = wordBefore(word.range.lowerBound).map { $0.text }
            if traits.autocorrection, let spelling, !rejected.contains(word.text),
               let fix = spelling.autocorrection(for: word.text, after: previous) {
                changes.append(editing.replace(utf8Range: word.range, with: fix))
                let end = word.range.lowerBound + fix.utf8.count
                cursor += end - word.range.upperBound
                let correction = Correction(range: text.range(utf8Range: word.range.lowerBound..<end),
                                                utf8Range: word.range.lowerBound..<end,
                                                original: word.text, replacement: fix)
                applied = correction
                lastAutocorrection = correction
            } else if traits.spellChecking, let spelling, !rejected.contains(word.text), !spelling.isCorrect(word.text) {
                misspelling = Misspelling(range: text.range(utf8Range: word.range), utf8Range: word.range, word: word.text)
            }
        }
        return TypingFeedback(detectionChanges: changes, autocorrection: applied, revertOffer: revertOffer,
                              misspelling: misspelling, capitalization: capitalization, completions: completions())
    }

    /// `replace(utf8Range:with:)` with string indices of `text`.
    public mutating func replace(_ range: Range<String.Index>, with replacement: String) -> TypingFeedback {
        replace(utf8Range: text.utf8Offset(of: range.lowerBound)..<text.utf8Offset(of: range.upperBound),
                with: replacement)
    }

    /// Types `typed` at the cursor as a keyboard would: the shift state applies to its first letter (all
    /// letters under `.allLetters`).
    public mutating func type(_ typed: String) -> TypingFeedback {
        var keys = typed
        if let first = keys.first, first.isLowercase {
            switch capitalization {
            case .off: break
            case .nextLetter:
                keys = capitalizer.capitalized(String(first), .allCharacters) + keys.dropFirst()
            case .allLetters:
                keys = capitalizer.capitalized(keys, .allCharacters)
            }
        }
        return replace(utf8Range: cursor..<cursor, with: keys)
    }

    /// Replaces the word being typed (the one ending at the cursor) with `completion` and types a space
    /// after it, as tapping a suggestion does. Nil when no word ends at the cursor.
    public mutating func acceptCompletion(_ completion: String) -> TypingFeedback? {
        guard let word = wordBeforeCursor() else { return nil }
        _ = replace(utf8Range: word.range, with: completion)
        return type(" ")
    }

    /// Deletes the character (grapheme cluster) before the cursor, as the backspace key does.
    public mutating func deleteBackward() -> TypingFeedback {
        let end = text.index(utf8Offset: cursor)
        guard end > text.startIndex else { return replace(utf8Range: cursor..<cursor, with: "") }
        let start = text.index(before: end)
        return replace(utf8Range: text.utf8Offset(of: start)..<cursor, with: "")
    }

    /// Moves the insertion point (clamped to the text, rounded down to a scalar boundary). Ends the chance
    /// to undo the last autocorrection.
    public mutating func moveCursor(toUTF8Offset offset: Int) {
        var o = min(max(0, offset), text.utf8.count)
        withUTF8Bytes(of: text) { b in while o > 0, o < b.count, b[o] & 0xC0 == 0x80 { o -= 1 } }
        if o != cursor { lastAutocorrection = nil }
        cursor = o
        goalColumn = nil
    }

    /// Puts back what the user typed before the last autocorrection (when the text still holds the
    /// replacement there) and leaves that word alone for the rest of the session. Nil when there is
    /// nothing to undo.
    public mutating func revertAutocorrection() -> TypingFeedback? {
        guard let last = lastAutocorrection, last.utf8Range.upperBound <= text.utf8.count else { return nil }
        let current = withUTF8Bytes(of: text) { String(decoding: $0[last.utf8Range], as: UTF8.self) }
        guard current == last.replacement else { lastAutocorrection = nil; return nil }
        let change = editing.replace(utf8Range: last.utf8Range, with: last.original)
        let delta = last.original.utf8.count - last.replacement.utf8.count
        if cursor >= last.utf8Range.upperBound { cursor += delta }
        rejected.insert(last.original)
        lastAutocorrection = nil
        goalColumn = nil
        return TypingFeedback(detectionChanges: [change], autocorrection: nil, revertOffer: nil, misspelling: nil,
                              capitalization: capitalization, completions: completions())
    }

    // MARK: Words near the cursor

    /// Scalars that end a word when typed after it: white space and punctuation (not `'`, `’` or `-`,
    /// which continue words like `don't` and `well-known`).
    static func endsWord(_ s: Unicode.Scalar) -> Bool {
        if s == "'" || s == "\u{2019}" || s == "-" { return false }
        if s.properties.isWhitespace { return true }
        switch s.properties.generalCategory {
        case .otherPunctuation, .closePunctuation, .finalPunctuation, .initialPunctuation, .openPunctuation,
             .dashPunctuation:
            return true
        default: return false
        }
    }

    /// The word (letters, with inner apostrophes and hyphens) ending at or just before `offset`, within the
    /// 128 bytes before it.
    private func wordBefore(_ offset: Int) -> (range: Range<Int>, text: String)? {
        let end = text.index(utf8Offset: offset)
        var i = end
        // Skip the spaces and punctuation between a previous word and `offset`.
        var hops = 0
        while i > text.startIndex, hops < 16 {
            let c = text[text.index(before: i)]
            if c.isLetter { break }
            i = text.index(before: i)
            hops += 1
        }
        let wordEnd = i
        while i > text.startIndex, text.utf8.distance(from: i, to: wordEnd) < 128 {
            let before = text.index(before: i)
            let c = text[before]
            if c.isLetter || ((c == "'" || c == "\u{2019}" || c == "-") && before > text.startIndex
                              && text[text.index(before: before)].isLetter && i < wordEnd) {
                i = before
            } else {
                break
            }
        }
        guard i < wordEnd else { return nil }
        return (text.utf8Offset(of: i)..<text.utf8Offset(of: wordEnd), String(text[i..<wordEnd]))
    }

    private func wordBeforeCursor() -> (range: Range<Int>, text: String)? {
        guard let w = wordBefore(cursor), w.range.upperBound == cursor else { return nil }
        return w
    }

    /// Whether `range` overlaps a link, email, phone number or address. Detections are sorted and never
    /// overlap, so a binary search finds the first that could.
    private func isProtected(_ range: Range<Int>) -> Bool {
        let all = editing.detections
        var lo = 0, hi = all.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if all[mid].utf8Range.upperBound <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        for d in all[lo...] {
            if d.utf8Range.lowerBound >= range.upperBound { break }
            if Self.protectedTypes.contains(DetectionTypes(d.kind)) && d.utf8Range.overlaps(range) { return true }
        }
        return false
    }

    /// Whether the word touches `@ / . # _ :` or a digit: part of a handle, path, hashtag or code.
    private func isGlued(_ range: Range<Int>) -> Bool {
        withUTF8Bytes(of: text) { b in
            func glue(_ x: UInt8) -> Bool {
                x == UInt8(ascii: "@") || x == UInt8(ascii: "/") || x == UInt8(ascii: "#") || x == UInt8(ascii: "_")
                    || x == UInt8(ascii: "\\") || (x >= 0x30 && x <= 0x39)
            }
            if range.lowerBound > 0 {
                let x = b[range.lowerBound - 1]
                if glue(x) || x == UInt8(ascii: ".") || x == UInt8(ascii: ":") { return true }
            }
            if range.upperBound < b.count, glue(b[range.upperBound]) { return true }
            return false
        }
    }
}
