import Foundation

/// Finds misspelled words, ranks spelling guesses and completions, and decides the autocorrection a
/// keyboard would apply, for English (US and GB spellings), German, Spanish, French, Portuguese and Russian.
///
/// ```swift
/// var checker = try SpellChecker(locale: Locale(identifier: "en_US"))
/// checker.guesses(for: "acess")                  // ["access", "aces", "cases", "acres", "assess"]
/// checker.guesses(for: "alot")                   // ["a lot", "alto", "allot", "slot", "lot"]
/// checker.autocorrection(for: "Teh")             // "The"
/// checker.autocorrection(for: "the")             // nil: correctly spelled words are never replaced
/// checker.completions(for: "accom")              // ["accommodation", "accommodations", "accomplished", …]
/// checker.corrections(in: "I want to by a car")  // [by → buy]
/// try checker.learn("Zorblax")                   // saved to `learnedWordsFile` when one is set
/// ```
///
/// How it works: a symmetric-deletion index over folded word prefixes (`DeletionIndex`) proposes a few
/// hundred words, which a weighted Damerau–Levenshtein comparison with keyboard-aware costs
/// (`CandidateSearch`, `ErrorModel`) ranks by edit cost against word frequency; in English, words that
/// sound like the typed one, or one consonant sound away (`SoundIndex`), are scored too when nothing is
/// one cheap slip away (`sicolagest` → `psychologist`, `credetability` → `credibility`), so are irregular
/// forms written by the regular rule (`teached` → `taught`, `IrregularForms`), another negative prefix (`unhonest` → `dishonest`) and three neighbouring
/// letters put back in order (`kwno` → `know`), and word pairs (`LanguageModel`) rerank guesses by their neighbours
/// and offer run-together words split (`alot`).
///
/// The word list is loaded once per language and shared by every checker (see `Lexicon`), and so is the
/// candidate index, built on the first guess (see `DeletionIndex`); a checker
/// itself is a small value holding the learned and ignored words, so copies are cheap and it is
/// `Sendable`. Lookups allocate only their results.
public struct SpellChecker: Sendable {
    /// The language code whose word list is used: `en`, `de`, `es`, `fr`, `pt` or `ru`.
    public let language: String
    /// Which English spellings count as correct: `.american` for `en_US`, `.british` for `en_GB` and other
    /// Commonwealth regions, `.any` when the locale names no region. Ignored for other languages.
    public let variant: Variant
    /// ALL-CAPS words up to this many letters (`NASA`, `HTTP`) are taken for acronyms and not checked.
    public var acronymMaxLength: Int = 5
    /// Words the user taught the checker; saved to `learnedWordsFile` when one is set.
    public private(set) var learnedWords: Set<String> = []
    /// Words to leave alone in this session only (never saved).
    public private(set) var ignoredWords: Set<String> = []
    /// Where `learn(_:)` and `unlearn(_:)` persist the learned words (UTF-8, one word a line), or nil.
    public let learnedWordsFile: URL?
    /// The keyboard layout the error model assumes.
    public let keyboard: Keyboard

    let lexicon: Lexicon
    let model: ErrorModel
    private let tokenizer: Tokenizer
    private let detector: DataDetector

    /// English spelling conventions.
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// `color`, `organize`.
        case american
        /// `colour`, `organise` (and `organize`, which British dictionaries also accept).
        case british
        /// Either.
        case any
    }

    /// The languages with a bundled word list.
    public static let supportedLanguages: [String] = ["en", "de", "es", "fr", "pt", "ru"]

    /// Loads (on first use per language) the word list for `locale`'s language.
    ///
    /// - Parameters:
    ///   - locale: chooses the language and, for English, the spelling variant (`en_GB` → British).
    ///   - keyboard: the layout typos are made on; nil: the language's usual one (`Keyboard.standard`).
    ///   - learnedWordsFile: a file of learned words to read now (a missing file is an empty list) and to
    ///     write whenever the list changes.
    /// - Throws: `TextSenseError.invalidConfiguration` for an unsupported language, `.missingData` when the
    ///   word list or the learned-words file cannot be read, `.icu` when word breaking is unavailable.
    public init(locale: Locale = Locale(identifier: "en_US"), keyboard: Keyboard? = nil,
                learnedWordsFile: URL? = nil) throws(TextSenseError) {
        let code = locale.language.languageCode?.identifier ?? "en"
        guard Self.supportedLanguages.contains(code) else {
            throw .invalidConfiguration("no spelling dictionary for language \(code)")
        }
        language = code
        if code == "en" {
            switch locale.region?.identifier {
            case nil: variant = .any
            case "US", "PR", "UM", "VI", "AS", "GU", "MP", "PH", "LR": variant = .american
            default: variant = .british
            }
        } else {
            variant = .any
        }
        lexicon = try Lexicon.shared(language: code)
        self.keyboard = keyboard ?? .standard(forLanguage: code)
        model = ErrorModel.shared(for: lexicon, keyboard: self.keyboard)
        tokenizer = try Tokenizer(unit: .word, locale: locale)
        detector = try DataDetector(types: [.link, .email, .phone])
        self.learnedWordsFile = learnedWordsFile
        if let file = learnedWordsFile, FileManager.default.fileExists(atPath: file.path) {
            do {
                let text = try String(contentsOf: file, encoding: .utf8)
                learnedWords = Set(text.split(whereSeparator: \.isNewline).map { String($0) }.filter { !$0.isEmpty })
            } catch {
                throw .missingData("learned words \(file.path): \(error.localizedDescription)")
            }
        }
    }

    // MARK: Checking

    /// True when `word` is in the dictionary (in an acceptable capitalisation: `paris` is not, `Paris` and
    /// `PARIS` are), learned or ignored.
    /// - Complexity: O(length of `word`).
    public func isCorrect(_ word: String) -> Bool {
        guard !word.isEmpty else { return true }
        return isCorrect(word, typed: TypedWord(word))
    }

    /// `isCorrect(word)` for a caller that has prepared `word` already.
    func isCorrect(_ word: String, typed: TypedWord) -> Bool {
        guard !word.isEmpty else { return true }
        // The sets are empty unless the user taught the checker: no string is hashed then.
        if !learnedWords.isEmpty || !ignoredWords.isEmpty {
            if learnedWords.contains(word) || ignoredWords.contains(word) { return true }
            if learnedWords.contains(typed.key) || ignoredWords.contains(typed.key) { return true }
        }
        guard let w = lexicon.word(for: typed.scalars), accepts(w) else { return false }
        let flags = lexicon.flags(w)
        if flags.contains(.lowercase) { return true }
        // Only a capitalised spelling exists (`Paris`, `NASA`, `iPhone`): the typed word must match it,
        // allowing all caps.
        let spelling = lexicon.spelling(w)
        let normalized = typed.normalized
        return normalized == spelling || normalized == spelling.uppercased()
            || (typed.pattern == .capitalized && Self.capitalizingFirst(spelling) == normalized)
    }

    /// The misspelled words of `text`, in order. Links, email addresses, numbers, words with digits,
    /// ALL-CAPS acronyms up to `acronymMaxLength` letters, and learned or ignored words are skipped.
    /// - Complexity: O(n) in the length of `text` plus O(length) per word.
    public func misspellings(in text: String) -> [Misspelling] {
        var found: [Misspelling] = []
        forEachCheckedWord(in: text) { word, utf8Range, _, _ in
            if !isCorrect(word) {
                found.append(Misspelling(range: text.range(utf8Range: utf8Range), utf8Range: utf8Range, word: word))
            }
        }
        return found
    }

    // MARK: Suggesting

    /// Spelling guesses for `word`, best first, in the typed capitalisation (`Teh` → `The`, `TEH` → `THE`).
    /// The word itself is never among them.
    ///
    /// - Parameters:
    ///   - word: the word as typed.
    ///   - previous: the word before, if any: with a bigram model (English) it reranks the guesses.
    ///   - next: the word after, if any.
    ///   - limit: how many guesses at most.
    /// - Returns: up to `limit` words; empty when nothing is close enough.
    public func guesses(for word: String, after previous: String? = nil, before next: String? = nil,
                        limit: Int = 5) -> [String] {
        let typed = TypedWord(word)
        guard limit > 0, !typed.scalars.isEmpty else { return [] }
        // A word known only in another capitalisation (`mandelbrot`) is its own best guess (`Mandelbrot`).
        // One more when the word itself may be among them (it is dropped below) or neighbours rerank them.
        let spare = lexicon.word(for: typed.scalars) != nil || previous != nil || next != nil ? 1 : 0
        let ranked = rankedCandidates(typed, previous: previous, next: next, limit: limit + spare,
                                      keepingOwnWord: !isCorrect(word, typed: typed))
        var guesses = ranked.map { (typed.applyingCase(to: lexicon.spelling($0.word)), $0.score) }
        if previous == nil, next == nil {
            guesses = (guesses + splitGuesses(typed, after: ranked.first?.score)).sorted { $0.1 < $1.1 }
        }
        var result: [String] = []
        for (s, _) in guesses where result.count < limit {
            if s != word, s != typed.normalized, !result.contains(s) { result.append(s) }
        }
        return result
    }

    /// Two words typed without the space between them (`alot` → `a lot`, `infact` → `in fact`), in the
    /// typed capitalisation, with search scores: both halves must be words (English only: the bigram list
    /// is needed); a pair scores like a word as frequent as the pair, one edit away. A pair the bigram list
    /// lacks (`kettlelid` → `kettle lid`: the list keeps only frequent pairs) is as frequent as its words
    /// would make it if they were independent, `ln P(a) + ln P(b)`, less `unattestedPairPenalty`; each of its
    /// halves has at least two letters (`hopeful y` is no guess for `hopefuly`), and it never scores better than
    /// `best`, the best word's score (`rainbowbow` is `rainbow` before `rainbow bow`).
    func splitGuesses(_ typed: TypedWord, after best: Double? = nil) -> [(String, Double)] {
        let n = typed.scalars.count
        guard n >= 3, n <= CandidateSearch.maxInput, let lm = LanguageModel.shared(language: language) else { return [] }
        var found: [(String, Double)] = []
        // One walk down the trie finds every left half (a word the typed letters begin with).
        var node: Int32 = 0
        for cut in 1..<n {
            node = lexicon.child(of: node, typed.scalars[cut - 1])
            guard node >= 0 else { break }
            let l = lexicon.wordAtNode[Int(node)]
            guard l >= 0 else { continue }
            let left = Int(l)
            guard accepts(left), let right = lexicon.word(for: typed.scalars[cut...]), accepts(right) else { continue }
            let pair: Double
            let attested = lm.pairClass(left, right)
            if let attested {
                pair = Double(attested)
            } else {
                guard cut >= 2, n - cut >= 2, !Self.isBoundPrefix(typed.scalars[..<cut]),
                      !Self.isBoundSuffix(typed.scalars[cut...]) else { continue }
                // Classes are log counts: an independent pair's count is count(a) · count(b) / total.
                pair = Double(lexicon.frequencyClass[left]) + Double(lexicon.frequencyClass[right]) - lexicon.totalClass
                    - Self.unattestedPairPenalty * Lexicon.classesPerNat
            }
            var score = Double(ErrorModel.missingSpace) * CandidateSearch.natsPerEdit / Double(ErrorModel.edit)
                - pair / Lexicon.classesPerNat
            if attested == nil, let best { score = max(score, best.nextUp) }
            found.append((typed.applyingCase(to: lexicon.spelling(left) + " " + lexicon.spelling(right)), score))
        }
        return found
    }

    /// English suffixes that the lexicon also holds as words, abbreviations or names (`al`, `ion`, `tic`,
    /// `able`, `ness`): after a word they make a misformed derivative (`phenomenonal`, `rememberable`), not a
    /// second word, so an unattested pair ending in one is no guess. Suffixes that are words in their own
    /// right (`less`, `ship`, `hood`, `ward`, `wise`) are left out: `mothership` may be two words.
    static let boundSuffixes: Set<String> = [
        "al", "ally", "able", "ible", "ably", "ion", "sion", "tion", "ation", "ic", "ical", "tic", "ly", "ness",
        "ment", "ity", "ist", "ism", "ous", "ful", "ed", "er", "es", "est", "ing", "ive", "ize", "ise", "ent",
        "ence", "ance", "ee", "ette", "ish",
    ]
    /// English prefixes that the lexicon holds on their own (`un`, `re`, `dis`): before a word they make a
    /// misformed derivative (`unconscience`), not a first word. Prefixes that are words (`counter`, `post`,
    /// `over`) are left out.
    static let boundPrefixes: Set<String> = [
        "un", "re", "dis", "mis", "non", "pre", "de", "anti", "semi", "sub", "inter", "trans", "multi", "ir",
        "il", "im", "en", "em", "tri", "uni",
    ]

    static func isBoundSuffix(_ scalars: ArraySlice<UInt32>) -> Bool {
        scalars.count <= 5 && boundSuffixes.contains(asciiString(scalars) ?? "")
    }

    static func isBoundPrefix(_ scalars: ArraySlice<UInt32>) -> Bool {
        scalars.count <= 5 && boundPrefixes.contains(asciiString(scalars) ?? "")
    }

    /// The scalars as a string when all are ASCII, else nil.
    private static func asciiString(_ scalars: ArraySlice<UInt32>) -> String? {
        guard scalars.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: scalars.lazy.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    }

    /// Nats taken from an unattested pair of words (`splitGuesses`): words that are seldom written together
    /// are not independent either. Aspell original top-5 +0.6 for any value from 4 to 8 (12: +0.4), the other
    /// lists unchanged; at 0 a pair outranked the right word on Aspell common (top-1 −0.1).
    static let unattestedPairPenalty = 6.0

    /// Words beginning with `prefix`, most likely first, in the typed capitalisation.
    ///
    /// - Parameters:
    ///   - prefix: the start of the word being typed.
    ///   - previous: the word before, if any: reranks by how often each completion follows it.
    ///   - limit: how many completions at most.
    /// - Complexity: O(length of `prefix`) to find the subtree plus a best-first walk bounded by each
    ///   subtree's most frequent word.
    public func completions(for prefix: String, after previous: String? = nil, limit: Int = 5) -> [String] {
        let typed = TypedWord(prefix)
        guard limit > 0, !typed.scalars.isEmpty else { return [] }
        let start = lexicon.node(for: typed.scalars)
        guard start >= 0 else { return [] }
        let pool = previous == nil ? limit : max(limit * 4, 20)
        var found = mostFrequentWords(below: start, limit: pool)
        if let previous, let lm = LanguageModel.shared(language: language),
           let p = lexicon.word(for: TypedWord(previous).scalars) {
            found = found.map { ($0.0, -lm.logProbability($0.0, after: p, lexicon: lexicon)) }
                .sorted { $0.1 < $1.1 }
        }
        var result: [String] = []
        for (w, _) in found where result.count < limit {
            let s = typed.applyingCase(to: lexicon.spelling(w))
            if !result.contains(s) { result.append(s) }
        }
        return result
    }

    /// The replacement a keyboard should make when the user finishes typing `word` (space or punctuation),
    /// or nil when `word` is correct or no guess is clearly best.
    ///
    /// Correct, learned and ignored words are never replaced. The typed capitalisation is kept
    /// (`Teh` → `The`, `TEH` → `THE`).
    /// - Parameters:
    ///   - word: the word as typed.
    ///   - previous: the word before, if any (improves the choice in English).
    ///   - next: the word after, if already known (when correcting finished text).
    public func autocorrection(for word: String, after previous: String? = nil, before next: String? = nil) -> String? {
        guard !word.isEmpty, !isCorrect(word), !word.unicodeScalars.contains(where: { $0.properties.numericType != nil })
        else { return nil }
        let typed = TypedWord(word)
        let ranked = rankedCandidates(typed, previous: previous, next: next, limit: 4)
        guard let best = ranked.first, best.cost <= Self.autocorrectMaxCost(length: typed.scalars.count) else {
            return nil
        }
        if ranked.count > 1, ranked[1].score - best.score < Self.autocorrectMargin { return nil }
        let s = typed.applyingCase(to: lexicon.spelling(best.word))
        return s == word ? nil : s
    }

    /// The autocorrections for a finished text: each misspelled word (as `misspellings(in:)` finds them)
    /// that has a confident replacement given its neighbours, and, in English, correctly spelled words
    /// that the word pairs around them show to be a typing slip (`to by a car` → `buy`).
    /// - Complexity: O(n) in the length of `text` plus a bounded search per misspelled word.
    public func corrections(in text: String) -> [Correction] {
        var words: [(word: String, range: Range<Int>, checked: Bool)] = []
        forEachCheckedWord(in: text, includeSkipped: true) { word, range, checked, _ in
            words.append((word, range, checked))
        }
        let bytes = Array(text.utf8)
        // Neighbours count as context only when nothing but spaces separates them (not across a comma,
        // a full stop or a line end); a sentence starts at the text's start or after `.`, `!`, `?`, `:`
        // or a blank line.
        func adjacent(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            a.upperBound < b.lowerBound && bytes[a.upperBound..<b.lowerBound].allSatisfy { $0 == 0x20 }
        }
        func startsSentence(_ i: Int) -> Bool {
            guard i > 0 else { return true }
            let gap = bytes[words[i - 1].range.upperBound..<words[i].range.lowerBound]
            return gap.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?")
                || $0 == UInt8(ascii: ":") } || gap.filter { $0 == 0x0A }.count >= 2
        }
        var result: [Correction] = []
        for i in words.indices where words[i].checked {
            let previous = i > 0 && adjacent(words[i - 1].range, words[i].range) ? words[i - 1].word : nil
            let next = i + 1 < words.count && adjacent(words[i].range, words[i + 1].range) ? words[i + 1].word : nil
            let word = words[i].word
            let replacement: String?
            if isCorrect(word) {
                replacement = realWordCorrection(word, previous: previous, next: next)
            } else if TypedWord(word).pattern != .lower, !startsSentence(i) {
                // A capitalised unknown word inside a sentence is most likely a name (`Affero`,
                // `Licensor`): report it through `misspellings(in:)`, never replace it.
                replacement = nil
            } else {
                replacement = autocorrection(for: word, after: previous, before: next)
            }
            if let replacement {
                let r = words[i].range
                result.append(Correction(range: text.range(utf8Range: r), utf8Range: r, original: word,
                                         replacement: replacement))
            }
        }
        return result
    }

    // MARK: Learning

    /// Accepts `word` from now on and saves the list to `learnedWordsFile` when one is set.
    /// - Throws: `TextSenseError.missingData` when the file cannot be written (the word is learned anyway).
    public mutating func learn(_ word: String) throws(TextSenseError) {
        guard !word.isEmpty, !word.contains(where: \.isNewline) else { return }
        learnedWords.insert(word)
        try saveLearnedWords()
    }

    /// Forgets a learned word and saves the list to `learnedWordsFile` when one is set.
    /// - Throws: `TextSenseError.missingData` when the file cannot be written.
    public mutating func unlearn(_ word: String) throws(TextSenseError) {
        guard learnedWords.remove(word) != nil else { return }
        try saveLearnedWords()
    }

    /// Accepts `word` for the life of this checker value without saving it.
    public mutating func ignore(_ word: String) {
        ignoredWords.insert(word)
    }

    private func saveLearnedWords() throws(TextSenseError) {
        guard let file = learnedWordsFile else { return }
        let text = learnedWords.sorted().map { $0 + "\n" }.joined()
        do { try Data(text.utf8).write(to: file, options: .atomic) } catch {
            throw .missingData("learned words \(file.path): \(error.localizedDescription)")
        }
    }

    // MARK: Internals

    /// Guesses farther than this (in `ErrorModel` units) are never applied automatically.
    static func autocorrectMaxCost(length: Int) -> Int32 {
        switch length {
        // One- and two-letter words are too short to tell a slip from an abbreviation or a foreign word
        // (`x` on a Russian keyboard is not `я`): at most a swap or a neighbouring key.
        case ...1: return -1
        case 2: return ErrorModel.neighbourKey
        case 3...4: return 100
        case 5...7: return 150
        default: return 170
        }
    }
    /// The best guess must beat the runner-up by this many nats to be applied automatically.
    static let autocorrectMargin = 1.0

    func accepts(_ w: Int) -> Bool {
        Self.accepts(w, in: lexicon, requiring: requiredFlags)
    }

    /// The flag a word of `variant` carries (`us`, `gb`), or none for `.any`.
    var requiredFlags: Lexicon.Flags {
        switch variant {
        case .any: return []
        case .american: return .us
        case .british: return .gb
        }
    }

    @inline(__always)
    static func accepts(_ w: Int, in lexicon: Lexicon, requiring flags: Lexicon.Flags) -> Bool {
        flags.isEmpty || lexicon.flags(w).contains(flags)
    }

    /// Search candidates, reranked with the neighbouring words when a bigram model is available.
    func rankedCandidates(_ typed: TypedWord, previous: String?, next: String?, limit: Int,
                          keepingOwnWord: Bool = false) -> [SpellingCandidate] {
        // The index is built on the first guess for a language (50 ms for English, about a second for the
        // 640,000–700,000 forms of es/fr/pt/ru): checking alone never needs it.
        let search = CandidateSearch(lexicon: lexicon, model: model, index: DeletionIndex.shared(for: lexicon),
                                     soundsAlike: true)
        // One more than asked for when the typed word itself may be among them (it is dropped) or neighbours
        // rerank them; otherwise exactly as many, which lets the search prune sooner (a misspelling scored
        // alone: 6% fewer instructions in the search than with two more).
        let own = keepingOwnWord ? nil : lexicon.word(for: typed.scalars)
        let spare = own != nil || previous != nil || next != nil ? 1 : 0
        // The filter captures the lexicon and the flag, not `self`: a closure over the checker copied it (its
        // word sets, tokenizer and detector retained and released) eight times a lookup, 2% of its instructions.
        let lexicon = lexicon, required = requiredFlags
        var found = search.candidates(for: typed.scalars, limit: limit + spare) {
            Self.accepts($0, in: lexicon, requiring: required)
        }
        // The typed word itself is not a guess.
        if let own { found.removeAll { $0.word == own } }
        if previous != nil || next != nil, let lm = LanguageModel.shared(language: language) {
            let p = previous.flatMap { lexicon.word(for: TypedWord($0).scalars) }
            let n = next.flatMap { lexicon.word(for: TypedWord($0).scalars) }
            if p != nil || n != nil {
                found = found.map { c in
                    var c = c
                    c.score = contextScore(c.word, cost: c.cost, previous: p, next: n, lm: lm)
                    return c
                }.sorted { $0.score < $1.score }
            }
        }
        return Array(found.prefix(limit))
    }

    /// Noisy-channel score with neighbours: `cost · natsPerEdit − ln P(w | previous) − ln P(next | w)`.
    func contextScore(_ w: Int, cost: Int32, previous: Int?, next: Int?, lm: LanguageModel) -> Double {
        var score = Double(cost) * CandidateSearch.natsPerEdit / Double(ErrorModel.edit)
        if let previous {
            score -= lm.logProbability(w, after: previous, lexicon: lexicon)
        } else {
            score -= (Double(lexicon.frequencyClass[w]) - lexicon.totalClass) / Lexicon.classesPerNat
        }
        if let next { score -= lm.logProbability(next, after: w, lexicon: lexicon) }
        return score
    }

    /// A commonly confused word for the correctly spelled `word` (`by`/`buy`, `their`/`there`) that the
    /// words on both sides make clearly more likely, or nil.
    ///
    /// Only the confusion sets below are considered: letting any one-edit neighbour replace a correct word
    /// changed plurals and terms of art in licence prose (`licenses` → `license`, `bind` → `find`), and a
    /// bigram model cannot tell those apart.
    func realWordCorrection(_ word: String, previous: String?, next: String?) -> String? {
        guard let previous, let next, let lm = LanguageModel.shared(language: language) else { return nil }
        let typed = TypedWord(word)
        guard let set = Self.confusionSets[language]?[typed.key],
              let own = lexicon.word(for: typed.scalars),
              let p = lexicon.word(for: TypedWord(previous).scalars),
              let n = lexicon.word(for: TypedWord(next).scalars) else { return nil }
        let ownScore = contextScore(own, cost: 0, previous: p, next: n, lm: lm)
        var best: (String, Double)?
        for alternative in set where alternative != typed.key {
            guard let w = lexicon.word(for: alternative.unicodeScalars.map(\.value)), accepts(w),
                  // Both pairs around the replacement must be attested: backoff estimates are too weak to
                  // overrule a correctly spelled word.
                  lm.pairClass(p, w) != nil, lm.pairClass(w, n) != nil else { continue }
            let score = contextScore(w, cost: 0, previous: p, next: n, lm: lm) + Self.confusionPenalty
            if score < ownScore, score < best?.1 ?? .infinity { best = (alternative, score) }
        }
        return best.map { typed.applyingCase(to: $0.0) }
    }

    /// Nats a confusable replacement must win by: the typed word is right most of the time.
    static let confusionPenalty = 2.0

    /// Words typed for one another (homophones and one-key slips between common words), by language.
    /// Compiled by the TextSense maintainers from the usual lists of commonly confused English words.
    static let confusionSets: [String: [String: [String]]] = {
        let en: [[String]] = [
            ["by", "buy", "bye"], ["to", "too"], ["their", "there", "they're"], ["your", "you're"],
            ["its", "it's"], ["then", "than"], ["lose", "loose"], ["affect", "effect"], ["weather", "whether"],
            ["accept", "except"], ["hear", "here"], ["peace", "piece"], ["quite", "quiet"],
            ["advice", "advise"], ["brake", "break"], ["whose", "who's"], ["loose", "lose"],
        ]
        var map: [String: [String]] = [:]
        for set in en { for w in set { map[w, default: []].append(contentsOf: set) } }
        return ["en": map]
    }()

    /// The most frequent words at or below trie node `start`, best first (best-first search on
    /// `maxClassBelow`).
    func mostFrequentWords(below start: Int32, limit: Int) -> [(Int, Double)] {
        var result: [(Int, Double)] = []
        // Entries are subtrees (node index ≥ 0, priority: best class below) or single words (-node - 1,
        // priority: the word's class); the frontier stays sorted so the best entry is last.
        var frontier: [Int32] = [start]
        while let entry = frontier.popLast(), result.count < limit {
            if entry < 0 {
                let w = Int(lexicon.wordAtNode[Int(-entry - 1)])
                result.append((w, -Double(lexicon.frequencyClass[w])))
                continue
            }
            let ni = Int(entry)
            let w = lexicon.wordAtNode[ni]
            if w >= 0, accepts(Int(w)) { frontier.append(-entry - 1) }
            var c = lexicon.firstChild[ni]
            while c >= 0 { frontier.append(c); c = lexicon.nextSibling[Int(c)] }
            frontier.sort { priority($0) < priority($1) }
        }
        return result
    }

    private func priority(_ entry: Int32) -> UInt8 {
        entry >= 0 ? lexicon.maxClassBelow[Int(entry)] : lexicon.frequencyClass[Int(lexicon.wordAtNode[Int(-entry - 1)])]
    }

    /// Calls `body` with each word token of `text` that should be checked (or every word token when
    /// `includeSkipped`, with `checked` false for skipped ones).
    private func forEachCheckedWord(in text: String, includeSkipped: Bool = false,
                                    _ body: (String, Range<Int>, Bool, Token.Kind) -> Void) {
        let protected = detector.detections(in: text).map(\.utf8Range)
        var p = 0
        withUTF8Bytes(of: text) { bytes in
            tokenizer.forEachToken(inUTF8: bytes) { range, kind in
                guard kind == .word else { return true }
                while p < protected.count, protected[p].upperBound <= range.lowerBound { p += 1 }
                let inDetection = p < protected.count && protected[p].overlaps(range)
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                let checked = !inDetection && shouldCheck(word)
                if checked || includeSkipped { body(word, range, checked, kind) }
                return true
            }
        }
    }

    private func shouldCheck(_ word: String) -> Bool {
        var letters = 0, upper = 0
        for s in word.unicodeScalars {
            if s.properties.numericType != nil { return false }
            if s.properties.isAlphabetic {
                letters += 1
                if s.properties.isUppercase { upper += 1 }
            }
        }
        if letters == 0 { return false }
        if upper == letters, letters >= 2, letters <= acronymMaxLength { return false }
        // List numbering in roman numerals: `ii`, `iv`, `xii`.
        if letters <= 4, word.unicodeScalars.allSatisfy({ "ivxlcdmIVXLCDM".unicodeScalars.contains($0) }),
           !isCorrect(word) { return false }
        return !learnedWords.contains(word) && !ignoredWords.contains(word)
    }

    static func capitalizingFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }
}

/// A misspelled word found by `SpellChecker.misspellings(in:)`.
public struct Misspelling: Hashable, Sendable {
    /// Where the word is, as indices into the checked text.
    public var range: Range<String.Index>
    /// Where the word is, in UTF-8 bytes from the start of the checked text.
    public var utf8Range: Range<Int>
    /// The word as typed.
    public var word: String

    /// A misspelling of `word` at `range` (`utf8Range` in bytes).
    public init(range: Range<String.Index>, utf8Range: Range<Int>, word: String) {
        self.range = range
        self.utf8Range = utf8Range
        self.word = word
    }
}

/// A replacement found by `SpellChecker.corrections(in:)`.
public struct Correction: Hashable, Sendable {
    /// Where the replaced word is, as indices into the corrected text.
    public var range: Range<String.Index>
    /// Where the replaced word is, in UTF-8 bytes from the start of the corrected text.
    public var utf8Range: Range<Int>
    /// The word as typed.
    public var original: String
    /// What to put in its place, in the typed capitalisation.
    public var replacement: String

    /// A correction of `original` to `replacement` at `range` (`utf8Range` in bytes).
    public init(range: Range<String.Index>, utf8Range: Range<Int>, original: String, replacement: String) {
        self.range = range
        self.utf8Range = utf8Range
        self.original = original
        self.replacement = replacement
    }
}

/// A typed word prepared for lookup: NFC, curly apostrophes made straight, lower-cased into scalars, with
/// its capitalisation pattern remembered so that suggestions can be given back the same way.
struct TypedWord {
    enum Pattern { case lower, capitalized, upper, mixed }

    let normalized: String
    let key: String
    let scalars: [UInt32]
    let pattern: Pattern
    let curlyApostrophe: Bool

    init(_ word: String) {
        // Plain ASCII (most typed words): the same fields without Unicode property look-ups.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            var upper = 0, letters = 0, firstUpper = false
            var scalars: [UInt32] = []
            scalars.reserveCapacity(word.utf8.count)
            for b in word.utf8 {
                if b >= 0x41, b <= 0x5A {
                    upper += 1
                    if letters == 0 { firstUpper = true }
                    letters += 1
                    scalars.append(UInt32(b | 0x20))
                } else {
                    if b >= 0x61, b <= 0x7A { letters += 1 }
                    scalars.append(UInt32(b))
                }
            }
            normalized = word
            key = upper == 0 ? word : String(decoding: scalars.lazy.map { UInt8($0) }, as: UTF8.self)
            self.scalars = scalars
            curlyApostrophe = false
            pattern = Self.pattern(upper: upper, letters: letters, firstUpper: firstUpper)
            return
        }
        var w = word
        if w.unicodeScalars.contains(where: { $0.value >= 0x300 && $0.properties.canonicalCombiningClass.rawValue != 0 }) {
            w = w.precomposedStringWithCanonicalMapping
        }
        curlyApostrophe = w.unicodeScalars.contains("\u{2019}")
        if curlyApostrophe { w = w.replacingOccurrences(of: "\u{2019}", with: "'") }
        normalized = w
        key = w.lowercased()
        scalars = key.unicodeScalars.map(\.value)
        var upper = 0, letters = 0, firstUpper = false
        for s in w.unicodeScalars where s.properties.isAlphabetic {
            if s.properties.isUppercase {
                upper += 1
                if letters == 0 { firstUpper = true }
            }
            letters += 1
        }
        pattern = Self.pattern(upper: upper, letters: letters, firstUpper: firstUpper)
    }

    static func pattern(upper: Int, letters: Int, firstUpper: Bool) -> Pattern {
        if upper == 0 { return .lower }
        if upper == letters && letters >= 2 { return .upper }
        if firstUpper && upper == 1 { return .capitalized }
        return .mixed
    }

    /// `suggestion` in this word's capitalisation (a lower-case typed word keeps the suggestion's own
    /// capitals, as in `paris` → `Paris`).
    func applyingCase(to suggestion: String) -> String {
        var s: String
        switch pattern {
        case .lower, .mixed: s = suggestion
        case .capitalized: s = SpellChecker.capitalizingFirst(suggestion)
        case .upper: s = suggestion.uppercased()
        }
        if curlyApostrophe { s = s.replacingOccurrences(of: "'", with: "\u{2019}") }
        return s
    }
}
