import Foundation
import Testing
@testable import TextSense

/// Cases are `SoundKeyCase`s: a typed word, a word it spells by one English sound–spelling confusion or
/// two (`same`), or not.
@Suite struct SpellingConfusionsTests {
    static func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    /// One consonant sound in another spelling, and silent letters left out.
    static let soundCases: [SoundKeyCase] = [
        .init("telefone", "telephone"),    // f for ph
        .init("ekspect", "expect"),        // ks for x
        .init("kwiet", "quiet"),           // kw for qu
        .init("bridje", "bridge"),         // j for dg
        .init("nashun", "nation"),         // shun for tion
        .init("confution", "confusion"),   // tion for sion
        .init("furnicher", "furniture"),   // cher for ture
        .init("nowledge", "knowledge"),    // silent k at the start
        .init("rong", "wrong"),            // silent w at the start
        .init("thum", "thumb"),            // silent b at the end
        .init("dout", "doubt"),            // silent b before t
        .init("nite", "night"),            // ite for ight
        .init("thru", "through"),          // u for ough at the end
        .init("enuf", "enough"),           // uf for ough
        .init("sientific", "scientific"),  // s for sc
    ]

    /// Reduced vowels of suffixes, vowel digraphs, and the spelling rules of suffixes and inflection.
    static let vowelCases: [SoundKeyCase] = [
        .init("independance", "independence"), // ance for ence
        .init("relevent", "relevant"),          // ent for ant
        .init("responsable", "responsible"),    // able for ible
        .init("calender", "calendar"),          // er for ar at the end
        .init("dictionery", "dictionary"),      // ery for ary
        .init("definate", "definite"),          // ate for ite
        .init("recieve", "receive"),            // ie for ei
        .init("basicly", "basically"),          // ly for ally
        .init("publically", "publicly"),        // ally for ly
        .init("preceed", "precede"),            // ceed for cede
        .init("supercede", "supersede"),        // cede for sede
        .init("studys", "studies"),             // ys for ies
        .init("hurryed", "hurried"),            // yed for ied
        .init("comeing", "coming"),             // e kept before ing
        .init("arguement", "argument"),         // e kept before ment
        .init("monkies", "monkeys"),            // ies for ys
        // The r-coloured vowels, and the vowel beside the r of a first syllable.
        .init("nerse", "nurse"),                // er for ur
        .init("pirfect", "perfect"),            // ir for er
        .init("presonal", "personal"),          // pre for per
        .init("perdict", "predict"),            // per for pre
        .init("preple", "purple"),              // pre for pur
        .init("purmanent", "permanent"),        // pur for per
        .init("musicle", "musical"),            // cle for cal at the end
        .init("vehical", "vehicle"),            // cal for cle at the end
        // Long vowels: a silent e or a vowel pair.
        .init("croke", "croak"),                // o_e for oa
        .init("mear", "mere"),                  // ea for e_e
        .init("prepair", "prepare"),            // ai for a_e
        .init("tode", "toad"),                  // o_e for oa
        .init("rool", "rule"),                  // oo for u_e
        .init("trane", "train"),                // a_e for ai
        .init("grait", "great"),                // ai for the ea of great
        .init("staik", "steak"),                // ai for the ea of steak
        .init("brait", "break", same: false),   // two letters differ after the rule
        .init("feeld", "field", same: false),   // not ee for ie (`tiem` would read `teem`)
        .init("yeald", "yield", same: false),   // nor ea for ie
    ]

    /// Rules hold only where they are anchored, and three rewrites are too many.
    static let negativeCases: [SoundKeyCase] = [
        .init("ander", "under", same: false),        // a vowel for a vowel is no rule of its own
        .init("snow", "know", same: false),          // `^n` only at the start of the word
        .init("calenders", "calendar", same: false), // `er$` only at the end
        .init("fotograf", "photograph", same: true),        // two rewrites
        .init("exicting", "existing", same: false),         // `c` sounds /s/ only before e, i, y
        .init("craoe", "crave", same: false),               // `?` is a consonant, not a vowel
        .init("crome", "croak", same: false),               // `?` is the same consonant on both sides
        .init("turn", "tern", same: false),                 // `ur` is not rewritten `er` (it would read `fur` as `fer`)
        .init("burd", "bird", same: false),                 // nor `ir`
        .init("clef", "calf", same: false),                 // `cle` is `cal` only at the end
        .init("radicles", "radicals", same: false),
    ]

    @Test(arguments: soundCases + vowelCases + negativeCases)
    func rewrites(_ c: SoundKeyCase) throws {
        let lexicon = try Lexicon.shared(language: "en")
        let w = try #require(lexicon.word(for: Self.scalars(c.b)))
        let found = SpellingConfusions.shared.words(for: Self.scalars(c.a), lexicon: lexicon)
        #expect(found.contains { $0.word == w } == c.same)
        if let hit = found.first(where: { $0.word == w }) {
            #expect(hit.cost <= Int32(SpellingConfusions.maxRewrites) * max(SpellingConfusions.sound, SpellingConfusions.suffixVowel))
        }
    }

    /// The typed word itself is never proposed (no rule applied), and other languages get nothing.
    @Test func onlyRewrittenWordsAndOnlyEnglish() throws {
        let lexicon = try smallLexicon([("nation", 100), ("nashun", 10), ("telephone", 90)])
        let found = SpellingConfusions.shared.words(for: Self.scalars("nashun"), lexicon: lexicon)
        #expect(found.map(\.word) == [lexicon.word(for: Self.scalars("nation"))!])
        // Two rewrites at most: `f` for `ph` twice, not three times.
        let ph = try smallLexicon([("phophoph", 50)])
        #expect(SpellingConfusions.shared.words(for: Self.scalars("phofof"), lexicon: ph).map(\.cost) == [2 * SpellingConfusions.sound])
        #expect(SpellingConfusions.shared.words(for: Self.scalars("fofof"), lexicon: ph).isEmpty)
        let german = try smallLexicon([("telephone", 90)], language: "de")
        #expect(SpellingConfusions.shared.words(for: Self.scalars("telefone"), lexicon: german).isEmpty)
    }

    /// Each rule is one slip in the guesses: the confused word comes first though the edit distance counts
    /// several edits.
    @Test(arguments: [("nashun", "nation"), ("basicly", "basically"), ("furnicher", "furniture"),
                      ("independance", "independence"), ("studys", "studies")])
    func guessedFirst(_ typed: String, _ word: String) throws {
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        #expect(checker.guesses(for: typed, limit: 5).first == word)
    }

    /// A long run of letters that many rules match stays a bounded walk.
    @Test func hostileInputStaysBounded() throws {
        let lexicon = try Lexicon.shared(language: "en")
        let typed = Self.scalars(String(repeating: "shun", count: 12))
        let clock = ContinuousClock()
        let t = clock.measure { _ = SpellingConfusions.shared.words(for: typed, lexicon: lexicon) }
        #expect(t < .seconds(5))
    }
}
