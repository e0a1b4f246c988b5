import Foundation

/// English spellings that writers put for one another because they sound alike: the grapheme
/// confusions of English orthography, each one weighted edit however many letters it changes.
///
/// The letter-by-letter error model (`ErrorModel`) prices `sion` typed for `tion` as a substitution, `ly`
/// for `ally` as two letters left out and `cher` for `ture` as three edits, though each is one slip of a
/// writer who spells by ear. These rules rewrite a stretch of the typed word into the spelling that
/// sounds the same, at most `maxRewrites` times, and keep the results that are words: the same sound
/// written another way (`ph`/`f`, `ch`/`k`, `qu`/`kw`, `tion`/`sion`/`shun`), silent letters
/// (`kn`, `wr`, `mb`, `gh`), the reduced vowels of unstressed suffixes (`ance`/`ence`, `able`/`ible`,
/// `ant`/`ent`, `ary`/`ery`), the r-coloured vowels (`er`/`ur`/`ir`, `pre`/`per`/`pur`), `ie`/`ei`,
/// `ally`/`ly`, `cede`/`ceed`/`sede`, the spelling rules of
/// inflection (`ys` for `ies`, `eing` for `ing`) and the two spellings of a long vowel (a silent `e` or a
/// vowel pair: `croke`/`croak`).
///
/// The rules come from the sound–spelling correspondences of English (each pattern has several
/// common words on either side), not from a list of misspellings. A rewrite runs down the lexicon's trie,
/// so a lookup costs a walk per matching rule and nothing is built.
///
/// Sendable notes: immutable after `init`.
final class SpellingConfusions: Sendable {
    /// One rewrite: the typed letters, the intended ones, and where the typed ones must stand.
    struct Rule: Sendable {
        let typed: [UInt32]
        let intended: [UInt32]
        let cost: Int32
        /// The typed letters must begin / end the typed word.
        let atStart: Bool
        let atEnd: Bool
    }

    /// A spelling of the same consonant sound, or a silent letter, written another way.
    static let sound: Int32 = 50
    /// A reduced vowel in an unstressed suffix, `ie`/`ei`, and an inflection spelled by the wrong rule.
    static let suffixVowel: Int32 = 45
    /// At most this many rewrites in one word (`sientific` → `scientific` is one; `konsiense` two).
    static let maxRewrites = 2

    /// Rules by the first typed letter (ASCII lower-case letters only).
    let rulesByFirst: [[Rule]]

    /// Rules written `typed>intended` (one way) or `a|b` (both ways); `^` anchors the typed letters at the
    /// start of the word, `$` at its end.
    static let soundRules: [String] = [
        // One consonant sound, several spellings: `c` and `g` are soft only before `e`, `i` and `y` (`k`
        // for Greek `ch` is the error model's letter pair, at the price of a sound slip).
        "f|ph", "k|ck", "c|ck", "kw>qu", "qw>qu", "cw>qu", "ks>x", "cs>x",
        "ce|se", "ci|si", "cy|sy", "se>sce", "si>sci", "ce>sce", "ci>sci", "z|s",
        "je|ge", "ji|gi", "j>dg", "g>dg", "ge>dge", "ch>tch", "sh>ch", "ge>gue", "gi>gui",
        "sh>ti", "sh>ci", "sh>ssi", "shun$>tion$", "shon$>tion$", "sion|tion", "ssion|tion", "cion>tion",
        "cher|ture", "chur>ture", "cial|tial", "cious|tious",
        // Silent letters (a silent `e` typed at the end too: `heroe`).
        "^n>kn", "^n>gn", "^r>wr", "^s>ps", "^h>wh", "^w>wh", "m$>mb$", "m$>mn$", "t>bt", "n>gn",
        "ite>ight", "it>ight", "ot>ought", "ot>aught", "aut>aught", "awt>aught", "u$>ough$", "o$>ough$",
        "uf$>ough$", "ow>ough", "ff>gh", "f$>gh$", "e$>", "ei>eig",
    ]

    static let vowelRules: [String] = [
        // Reduced vowels of unstressed suffixes.
        "ance|ence", "ancy|ency", "ant|ent", "able|ible", "ably|ibly",
        "ability|ibility", "er$|or$", "ers$|ors$", "er$|ar$", "ar$|or$", "ery|ary", "ory|ary", "ery|ory",
        "ate|ite", "ous|ious", "eous|ious", "el$|al$",
        // The r-coloured vowel of `her` and `fur`, and of `fir` written `er`, and the reduced vowel of an
        // unstressed first syllable before or after its `r` (`prespective`, `persue`). Not `ur` for `ir`:
        // `dur` read as `dir` before `due`.
        "er>ur", "ir>er", "^pre|^per", "^pre>^pur", "^per|^pur",
        // A final syllable /kəl/ written with the ending of the other word class (`practicle`, `artical`).
        "cle$|cal$",
        // Vowel digraphs.
        "ie|ei", "ee|ea",
        // Suffixes.
        "ly$>ally$", "ally$>ly$", "ley$>ly$", "ely$>ly$", "cede|ceed", "sede|cede", "sede|ceed",
        // Inflection: y to i, a silent e dropped before a vowel.
        "ys$>ies$", "yed$>ied$", "ies$>eys$", "eing$>ing$", "eable$>able$", "ement>ment", "eous>ous",
    ]

    /// Long vowels, whose sound English writes either with a silent `e` after the next consonant or with a
    /// vowel pair (`?` stands for one consonant, the same on both sides): long a `make`/`main`/`veil`, long e
    /// `theme`/`feed`/`heat`, long o `hope`/`boat`/`soul`, long u `rule`/`tool`; and the pairs of one vowel
    /// sound at a word's end or before a consonant (`ow`/`oa`, `ay`/`ai`, `ou`/`oo`). A rewrite costs one
    /// sound slip (`croke` → `croak`, `mear` → `mere`, `prepair` → `prepare`). `ie` is left out: it is long e
    /// (`field`) and long i (`tied`), and `thier` read as `there` took `their`'s first place.
    static let longVowelRules: [String] = [
        "a?e|ai?", "a?e|ei?", "e?e|ee?", "e?e|ea?", "o?e|oa?", "o?e|ou?", "u?e|oo?",
        "oa|ow", "ai|ay", "oo|ou",
        // Long a written `ai` for the `ea` of `great`, `break`, `steak`. Not the pairs of long e for `ie`
        // (`ee`, `ea`): `tiem` read as `teem` or `team` pushed `Tim` out of the guesses.
        "ai>ea",
    ]

    /// Whether `x` is a lower-case ASCII consonant (what `?` in a rule stands for; `y` counts as a vowel).
    static func isConsonant(_ x: UInt32) -> Bool {
        guard x >= 0x61, x <= 0x7A else { return false }
        return x != 0x61 && x != 0x65 && x != 0x69 && x != 0x6F && x != 0x75 && x != 0x79
    }

    init() {
        var byFirst = [[Rule]](repeating: [], count: 128)
        func add(_ typed: Substring, _ intended: Substring, cost: Int32) {
            let atStart = typed.hasPrefix("^"), atEnd = typed.hasSuffix("$")
            func letters(_ s: Substring) -> [UInt32] {
                s.unicodeScalars.filter { $0 != "^" && $0 != "$" }.map(\.value)
            }
            let t = letters(typed), i = letters(intended)
            guard let first = t.first, first < 128 else { return }
            byFirst[Int(first)].append(Rule(typed: t, intended: i, cost: cost, atStart: atStart, atEnd: atEnd))
        }
        for (rules, cost) in [(Self.soundRules, Self.sound), (Self.vowelRules, Self.suffixVowel),
                              (Self.longVowelRules, Self.sound)] {
            for r in rules {
                if let bar = r.firstIndex(of: "|") {
                    let a = r[..<bar], b = r[r.index(after: bar)...]
                    add(a, b, cost: cost)
                    add(b, a, cost: cost)
                } else if let arrow = r.firstIndex(of: ">") {
                    add(r[..<arrow], r[r.index(after: arrow)...], cost: cost)
                }
            }
        }
        rulesByFirst = byFirst
    }

    static let shared = SpellingConfusions()

    /// The words of `lexicon` that the lower-cased `input` spells with one or two rules applied, each with
    /// the summed cost of its rules (the cheapest way when several reach it). English only: empty for other
    /// lexicons.
    func words(for input: [UInt32], lexicon: Lexicon) -> [(word: Int, cost: Int32)] {
        guard lexicon.language == "en", input.count >= 2, input.count <= CandidateSearch.maxInput else { return [] }
        var found: [(word: Int, cost: Int32)] = []
        let n = input.count
        // Depth-first over (typed position, trie node, rewrites so far, cost): each step either keeps the
        // typed letter or applies a rule whose typed letters stand there. Nodes ≥ 0; -1 is no path.
        func walk(_ k: Int, _ node: Int32, _ used: Int, _ cost: Int32) {
            if k == n {
                if used > 0 {
                    let w = Int(lexicon.wordAtNode[Int(node)])
                    if w >= 0 {
                        if let i = found.firstIndex(where: { $0.word == w }) {
                            found[i].cost = min(found[i].cost, cost)
                        } else {
                            found.append((w, cost))
                        }
                    }
                }
                return
            }
            let c = input[k]
            if used < Self.maxRewrites, c < 128 {
                for rule in rulesByFirst[Int(c)] {
                    let end = k + rule.typed.count
                    guard end <= n, !rule.atStart || k == 0, !rule.atEnd || end == n else { continue }
                    var matches = true
                    var bound: UInt32 = 0
                    for (o, t) in rule.typed.enumerated() {
                        let x = input[k + o]
                        if t == 0x3F { // `?`: one consonant, written again where the intended letters have `?`
                            guard Self.isConsonant(x) else { matches = false; break }
                            bound = x
                        } else if x != t { matches = false; break }
                    }
                    guard matches else { continue }
                    var next = node
                    for s in rule.intended where next >= 0 { next = lexicon.child(of: next, s == 0x3F ? bound : s) }
                    if next >= 0 { walk(end, next, used + 1, cost + rule.cost) }
                }
            }
            let next = lexicon.child(of: node, c)
            if next >= 0 { walk(k + 1, next, used, cost) }
        }
        walk(0, 0, 0, 0)
        return found
    }
}
