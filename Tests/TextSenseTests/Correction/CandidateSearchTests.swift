import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite struct CandidateSearchTests {
    /// A search over a random lexicon (letters that form no `Folding.soundPairs`, so the first-letter rule
    /// of both searches is the same) and lexicon words with up to two random edits.
    static func randomCases(seed: UInt64) throws -> (CandidateSearch, [[UInt32]], DeletionIndex) {
        var rng = SplitMix64(seed: seed)
        let alphabet: [Character] = Array("abcdefgijlmorstuv")
        let words = DeletionIndexTests.randomWords(count: 600, alphabet: alphabet, seed: seed + 1)
        let lexicon = try smallLexicon(words.map { ($0, UInt8.random(in: 0...120, using: &rng)) })
        let index = DeletionIndex(lexicon: lexicon)
        let search = CandidateSearch(lexicon: lexicon, model: ErrorModel(alphabet: lexicon.alphabet, layout: .qwerty),
                                     index: index)
        var typed: [[UInt32]] = []
        for _ in 0..<200 {
            var t = Array(lexicon.key(Int.random(in: 0..<lexicon.wordCount, using: &rng)).unicodeScalars.map(\.value))
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let letter = alphabet.randomElement(using: &rng)!.unicodeScalars.first!.value
                let at = Int.random(in: 0...t.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: t.insert(letter, at: at)
                case 1 where at < t.count: t[at] = letter
                default: if at < t.count, t.count > 1 { t.remove(at: at) }
                }
            }
            typed.append(t)
        }
        return (search, typed, index)
    }

    static func text(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    /// The search over the index's candidates keeps every word that a scan of the whole lexicon ranks in
    /// its top five and the index reaches (it only ever sees fewer competitors), at the same cost. Typed
    /// words of one letter and short random words make ties and first-letter cases common.
    @Test(arguments: [11, 12])
    func indexSearchAgreesWithAScanOfTheWholeLexicon(_ seed: Int) throws {
        let (search, typed, index) = try Self.randomCases(seed: UInt64(seed))
        let all = (0..<Int32(search.lexicon.wordCount)).map { $0 }
        for t in typed {
            let scan = search.best(of: all, for: t, limit: 5) { _ in true }
            let found = search.candidates(for: t, limit: 5) { _ in true }
            let reachable = Set(index.words(near: t))
            for c in scan where reachable.contains(Int32(c.word)) {
                // Equal scores may rank in another order (the index lists words nearly, not exactly, in key order).
                #expect(found.contains { $0.word == c.word && $0.cost == c.cost } || (found.count == 5 && found[4].score == c.score),
                        "\(Self.text(t)): \(search.lexicon.key(c.word))")
            }
        }
    }

    /// A letter pair written by sound as one letter costs one sound slip each time, at the start of a word
    /// too: `ph` typed as `f`.
    @Test(arguments: [("fonetic", "phonetic", 1), ("fysics", "physics", 1), ("fotograf", "photograph", 2)])
    func letterPairsWrittenAsOneLetter(_ typed: String, _ word: String, _ slips: Int32) throws {
        let lexicon = try Lexicon.shared(language: "en")
        let search = CandidateSearch(lexicon: lexicon, model: ErrorModel.shared(for: lexicon, keyboard: .qwerty),
                                     index: DeletionIndex.shared(for: lexicon))
        let found = search.candidates(for: typed.unicodeScalars.map(\.value), limit: 5) { _ in true }
        let w = try #require(lexicon.word(for: word.unicodeScalars.map(\.value)))
        #expect(found.first?.word == w, "\(found.map { lexicon.key($0.word) })")
        #expect(found.first { $0.word == w }?.cost == slips * ErrorModel.phonetic)
    }

    /// The trie walk (the fallback for long words) and a scan of every word rank the same scores.
    @Test func trieSearchAgreesWithAScanOfTheWholeLexicon() throws {
        let (search, typed, _) = try Self.randomCases(seed: 21)
        let all = (0..<Int32(search.lexicon.wordCount)).map { $0 }
        for t in typed {
            let scan = search.best(of: all, for: t, limit: 5) { _ in true }
            let trie = search.trieSearch(for: t, limit: 5, otherFirstLetter: CandidateSearch.otherFirstLetterBudget) { _ in true }
            #expect(scan.map(\.score) == trie.map(\.score), "\(Self.text(t))")
        }
    }
}

@Suite struct RearrangedLettersTests {
    static let cases: [GuessCase] = [
        .init("en_US", "obaut", "about"), // `abo` written `oba`
        .init("en_US", "tnihk", "think"), // `hin` written `nih`
        .init("en_US", "munber", "number"), // `num` written `mun`
        .init("en_US", "hewre", "where", within: 2), // `whe` written `hew`
    ]

    @Test(arguments: cases)
    func rearrangedLettersAreGuessed(_ c: GuessCase) throws {
        let checker = try SpellChecker(locale: Locale(identifier: c.locale))
        let g = checker.guesses(for: c.typed, limit: 5)
        #expect(g.prefix(c.within).contains(c.expected), "\(g)")
    }

    @Test func onlyOrdersThatAreNotOneSwap() throws {
        let lexicon = try Lexicon.shared(language: "en")
        func words(_ s: String) -> Set<String> {
            Set(CandidateSearch.rearrangedWords(s.unicodeScalars.map(\.value), lexicon: lexicon).map { lexicon.key($0) })
        }
        #expect(words("obaut").contains("about"))
        #expect(!words("baout").contains("about")) // one swap: the edit distance prices it
        #expect(words("ab").isEmpty)
        #expect(!words("about").contains("about"))
    }
}
