#if !canImport(Darwin)
import Foundation
import Synchronization
import TextSense

/// UIKit's `UITextChecker`, backed by TextSense's `SpellChecker`: finds misspelled words, offers guesses
/// and completions, and keeps ignored (per checker) and learned (per process) words.
///
/// ```swift
/// let checker = UITextChecker()
/// let s = "I recieved teh letter"
/// let r = checker.rangeOfMisspelledWord(in: s, range: NSRange(location: 0, length: s.utf16.count),
///                                       startingAt: 0, wrap: false, language: "en_US")
/// // {2, 8}; checker.guesses(forWordRange: r, in: s, language: "en_US")?.first == "received"
/// ```
///
/// Ranges and offsets are in UTF-16 units of the string passed. Languages are Apple's identifiers
/// (`availableLanguages`); an unknown one finds no misspelling and no guesses. Apple documents
/// `UITextChecker` for the main thread; this one is safe to share: its ignored words sit behind a lock, and
/// the learned words are one process-wide store behind another.
open class UITextChecker: NSObject, @unchecked Sendable {
    // Sendable notes: the only mutable state is `ignored`, a Mutex; the spell checkers are Sendable values.
    private let ignored = Mutex<[String]>([])

    public override init() { super.init() }

    // MARK: Languages

    /// The languages with a dictionary, as Apple names them: `en_US`, `en_GB`, `de_DE`, `es_ES`, `fr_FR`,
    /// `pt_BR`, `ru_RU`.
    open class var availableLanguages: [String] { ["en_US", "en_GB", "de_DE", "es_ES", "fr_FR", "pt_BR", "ru_RU"] }

    /// One spell checker per language identifier, loaded on first use and shared by every text checker.
    private static let checkers = Mutex<[String: SpellChecker]>([:])

    static func checker(language: String) -> SpellChecker? {
        let id = language.replacingOccurrences(of: "-", with: "_")
        if let c = checkers.withLock({ $0[id] }) { return c }
        let base = id.split(separator: "_").first.map(String.init) ?? id
        guard SpellChecker.supportedLanguages.contains(base),
              let made = try? SpellChecker(locale: Locale(identifier: id)) else { return nil }
        checkers.withLock { $0[id] = made }
        return made
    }

    // MARK: Learned and ignored words

    /// Words taught with `learnWord(_:)`, for every checker in the process (as on iOS; not saved to disk).
    private static let learned = Mutex<Set<String>>([])

    /// Accepts `word` in every checker from now on.
    open class func learnWord(_ word: String) { _ = learned.withLock { $0.insert(word) } }

    /// Forgets a word taught with `learnWord(_:)`.
    open class func unlearnWord(_ word: String) { _ = learned.withLock { $0.remove(word) } }

    /// Whether `word` was taught with `learnWord(_:)`.
    open class func hasLearnedWord(_ word: String) -> Bool { learned.withLock { $0.contains(word) } }

    /// Accepts `word` in this checker only.
    open func ignoreWord(_ wordToIgnore: String) {
        ignored.withLock { if !$0.contains(wordToIgnore) { $0.append(wordToIgnore) } }
    }

    /// The words this checker ignores (nil when there are none, as on Apple platforms); set to replace them.
    open var ignoredWords: [String]? {
        get { ignored.withLock { $0.isEmpty ? nil : $0 } }
        set { ignored.withLock { $0 = newValue ?? [] } }
    }

    private func accepts(_ word: String) -> Bool {
        Self.hasLearnedWord(word) || ignored.withLock { $0.contains(word) }
    }

    // MARK: Checking

    /// The first misspelled word inside `range` at or after `startingOffset`; with `wrap`, then the first
    /// one before it. `{NSNotFound, 0}` when there is none or `language` has no dictionary.
    /// - Precondition: `range` lies inside `stringToCheck` (in UTF-16 units).
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        let slice = stringToCheck.checkedSlice(range,
            method: "UITextChecker rangeOfMisspelledWordInString:range:startingAt:wrap:language:")
        guard let checker = Self.checker(language: language) else { return notFound }
        let text = String(slice.text)
        var walker = UTF16Walker(text, base: slice.utf16Start)
        var wrapped: NSRange?
        for m in checker.misspellings(in: text) {
            let r = walker.nsRange(m.range)
            if accepts(m.word) { continue }
            if r.location >= startingOffset { return r }
            if wrapFlag && wrapped == nil { wrapped = r }
        }
        return wrapped ?? notFound
    }

    /// Spelling guesses for the word at `range`, best first; empty when the word has none, nil when
    /// `language` has no dictionary.
    /// - Precondition: `range` lies inside `string` (in UTF-16 units).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let slice = string.checkedSlice(range, method: "UITextChecker guessesForWordRange:inString:language:")
        guard let checker = Self.checker(language: language) else { return nil }
        let word = String(slice.text)
        guard !word.isEmpty, !checker.isCorrect(word), !accepts(word) else { return [] }
        return checker.guesses(for: word, limit: 10)
    }

    /// Words that complete the partial word at `range`, most likely first; nil when `language` has no
    /// dictionary.
    /// - Precondition: `range` lies inside `string` (in UTF-16 units).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let slice = string.checkedSlice(range,
            method: "UITextChecker completionsForPartialWordRange:inString:language:")
        guard let checker = Self.checker(language: language) else { return nil }
        return checker.completions(for: String(slice.text), limit: 10)
    }
}
#endif
