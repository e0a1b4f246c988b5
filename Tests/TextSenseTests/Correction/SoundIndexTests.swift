import Foundation
import Testing
@testable import TextSense

/// Two spellings and whether `SoundIndex` gives them the same sound key.
struct SoundKeyCase: CustomTestStringConvertible, Sendable {
    let a: String
    let b: String
    let same: Bool
    init(_ a: String, _ b: String, same: Bool = true) {
        self.a = a
        self.b = b
        self.same = same
    }
    var testDescription: String { "\(a) \(same ? "=" : "≠") \(b)" }
}

@Suite struct SoundIndexTests {
    static func key(_ s: String) -> UInt64? { SoundIndex.key(of: s.unicodeScalars.map(\.value)) }

    static let keyCases: [SoundKeyCase] = [
        .init("hifin", "hyphen"),            // y and i are vowels, ph is f
        .init("sicolagest", "psychologist"), // silent initial p, ch as k after y, g before e
        .init("teridical", "theoretical"),   // th is t
        .init("disition", "decision"),       // ti and si before a vowel are sh
        .init("fone", "phone"),
        .init("nife", "knife"),              // silent k
        .init("rite", "write"),
        .init("akommodate", "accommodate"),  // doubled letters, c and k
        .init("amature", "amateur"),         // a first vowel counts, later ones do not
        .init("tuff", "tough"),              // final gh after u is f
        .init("nite", "night"),              // gh before a consonant is silent
        .init("cat", "bat", same: false),
        .init("sip", "ship", same: false),
        .init("ant", "tan", same: false),
    ]

    @Test(arguments: keyCases)
    func soundKeys(_ c: SoundKeyCase) throws {
        let a = try #require(Self.key(c.a)), b = try #require(Self.key(c.b))
        #expect((a == b) == c.same)
    }

    /// Words outside `a`–`z` (other scripts, accents) and words with no letter have no key.
    @Test(arguments: ["café", "молоко", "", "'-."])
    func noKey(_ word: String) {
        #expect(Self.key(word) == nil)
    }

    /// Misspellings written by ear, too many letters from their word for the edit search alone.
    static let soundAlikes: [GuessCase] = [
        .init("en_US", "hiphine", "hyphen", within: 5),
        .init("en_US", "sicolagest", "psychologist", within: 5),
        .init("en_US", "teridical", "theoretical", within: 5),
        .init("en_US", "disition", "decision", within: 5),
        .init("en_US", "reccona", "raccoon", within: 5),
        .init("en_US", "amature", "amateur", within: 5),
        // One sound further: a consonant in excess or left out.
        .init("en_US", "ecsitment", "excitement", within: 5),
        .init("en_US", "probbly", "probably", within: 5),
        // `k` for the /ks/ of `x`.
        .init("en_US", "fluk", "flux", within: 5),
        // Unstressed vowels left out: five letters more than typed.
        .init("en_US", "tmprtr", "temperature", within: 5),
    ]

    @Test(arguments: soundAlikes)
    func soundAlikeGuesses(_ c: GuessCase) throws {
        let g = try SpellChecker(locale: Locale(identifier: c.locale)).guesses(for: c.typed, limit: 5)
        #expect(g.prefix(c.within).contains(c.expected), "\(g)")
    }

    /// Words one sound from the typed word: a consonant more (`probly`), less, another, or two swapped
    /// (`revelant`); never the words of the typed word's own key, and nothing for keys under four symbols.
    static let nearCases: [SoundKeyCase] = [
        .init("probly", "probably"),       // P R B L → P R B B L
        .init("goverment", "government"),  // a nasal left out
        .init("revelant", "relevant"),     // two consonants swapped
        .init("temprature", "temperature", same: false), // the same key: found by `words(soundingLike:)`
        .init("libary", "library", same: false),         // L B R: too short to widen
    ]

    @Test(arguments: nearCases)
    func nearWords(_ c: SoundKeyCase) throws {
        let lexicon = try Lexicon.shared(language: "en")
        let index = try #require(SoundIndex.shared(for: lexicon))
        let w = try #require(lexicon.word(for: c.b.unicodeScalars.map(\.value)))
        let near = index.nearWords(soundingLike: c.a.unicodeScalars.map(\.value))
        #expect(near.contains(Int32(w)) == c.same)
        #expect(zip(near, near.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// Symbols are deleted from the packed key one at a time, each position once.
    @Test func keyDeletions() throws {
        let key = try #require(Self.key("library")) // L B R R
        var shorter: [UInt64] = []
        SoundIndex.forEachDeletion(of: key) { shorter.append($0) }
        #expect(SoundIndex.symbolCount(key) == 4)
        #expect(shorter.count == 4)
        #expect(shorter.contains(try #require(Self.key("libary"))))
        #expect(shorter.allSatisfy { SoundIndex.symbolCount($0) == 3 })
    }

    /// The index holds each word once, sorted by key; only English has one.
    @Test func indexShape() throws {
        let lexicon = try Lexicon.shared(language: "en")
        let index = try #require(SoundIndex.shared(for: lexicon))
        #expect(index.keys.count == index.words.count)
        #expect(zip(index.keys, index.keys.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(Set(index.words).count == index.words.count)
        #expect(index.shorterKeys.count == index.shorterWords.count)
        #expect(zip(index.shorterKeys, index.shorterKeys.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(index.words.count > 30_000 && index.words.count < lexicon.wordCount)
        #expect(SoundIndex.shared(for: try Lexicon.shared(language: "de")) == nil)
        print("sound index: \(index.words.count) words of \(lexicon.wordCount)")
    }
}
