import Foundation

/// Costs of the typing mistakes that turn a word into what was typed, in hundredths of a plain edit.
///
/// The relative weights follow the idea of AOSP LatinIME's proximity model (a neighbouring key is a
/// cheaper substitution than a distant one) and what the misspelling corpora show: a missing apostrophe,
/// a missing accent, a doubled or dropped double letter and a vowel confusion are each far more common
/// than an arbitrary edit. Costs are indexed by the lexicon's alphabet codes so the search's inner loop
/// is two array loads.
///
/// A class, not a struct: a search or a checker holding the model as seven arrays retained and released
/// all seven at every copy (several a lookup). Sendable notes: every stored property is an immutable array
/// or value written only in `init`.
final class ErrorModel: Sendable {
    /// A plain substitution, insertion or deletion.
    static let edit: Int32 = 100
    static let transposition: Int32 = 45
    /// A letter typed for another that is neither a neighbour, a vowel for a vowel nor a sound-alike.
    static let substitution: Int32 = 130
    /// A letter typed in excess, not doubled and not next to its neighbours' keys.
    static let extraLetter: Int32 = 100
    /// A letter left out (`enviroment`): far more common in misspellings than an extra one. Tuned on
    /// the Aspell common list (top-1: 100 → 85.7%, 85 → 87.1%, 60 → 88.4%, 50 → 89.0%, 40 → 88.8% and
    /// twice the search time).
    static let omittedLetter: Int32 = 50
    static let droppedDouble: Int32 = 25     // `occured` typed for `occurred`, `acquited` for `acquitted`
    static let doubledLetter: Int32 = 40     // `untill` typed for `until`
    /// Added (in nats) to a possessive (`church's`) offered for a word typed without an apostrophe:
    /// a missing apostrophe is cheap for contractions (`dont`), but `churchs` means `churches`.
    static let possessivePenalty = 2.0
    static let missingPunctuation: Int32 = 30 // `dont` for `don't`
    static let extraPunctuation: Int32 = 40
    static let accent: Int32 = 15            // `cafe` for `café`, `еще` for `ещё`
    /// A neighbouring key (Aspell common top-1: 60 → 89.9%, 75 → 90.5%, 90 → 90.8%, but those lists are
    /// spelling errors, not typing slips, and the running-text test's slips need neighbours to stay cheap).
    static let neighbourKey: Int32 = 75
    static let reducedVowel: Int32 = 35
    /// `seperate` for `separate`. One price wherever the vowel stands: a cheaper vowel for a vowel after the
    /// typed word's first syllable (the reduced vowel of unstressed syllables; `a e i o u`, not the last
    /// letter) was measured on both halves of the lists (split by a hash of the intended word): at 50, Aspell
    /// original top-1 +0.9 / +0.0 and top-5 +0.0 / +0.7, but Aspell common top-1 −0.4 / +0.1 and Norvig
    /// −0.6 / +0.9 (`calander` read as `calender`, `eratic` as `erotic`: the first syllable is not always the
    /// stressed one); at 60 the same losses with less gain. Counting `y` and a final vowel, and an extra
    /// vowel at 50–80, lost more.
    static let vowel: Int32 = 70
    /// `c`/`s`, `c`/`k`, `z`/`s`, `б`/`п`; `k` or `c` for the /ks/ of `x` (`fluk` for `flux`): Aspell
    /// original top-5 90.5% → 90.7% with it, the other lists unchanged.
    static let phonetic: Int32 = 75
    static let extraNeighbour: Int32 = 70    // fat finger: `thw` has an extra `w` next to `e`
    /// Two words run together (`alot`). A full edit: at the cost of an omitted letter (50), `a` + a word
    /// outranked the word itself (`acustom` → `a custom`; Aspell common top-1 90.5% → 90.0%), at 100 it
    /// costs 0.1 point there and gains 1.5 points of top-5 on Aspell's original list.
    static let missingSpace: Int32 = 100
    /// A verb, noun or adjective inflected by the regular rule where its form is irregular (`teached` for
    /// `taught`, `childs` for `children`; `IrregularForms`).
    static let irregularForm: Int32 = 50
    /// One English negative prefix for another (`unhonest` for `dishonest`): a plain edit.
    static let negativePrefix: Int32 = 100
    /// Three neighbouring letters in an order one swap cannot fix (`kwno` for `know`): a plain edit
    /// (Aspell common top-5 98.5%; at two swaps, 90, 98.48%: `markes` → `makers` pushed `marks` out).
    static let rearrangedLetters: Int32 = edit

    let size: Int
    /// `substitution[typed * size + intended]`.
    let substitution: [Int32]
    /// Cost of leaving out the letter with this code (before the doubled-letter rule).
    let omission: [Int32]
    /// Cost of typing this letter in excess (before the doubled-letter and neighbour rules).
    let excess: [Int32]
    /// `adjacent[a * size + b]`: the keys are neighbours on the language's keyboard.
    let adjacent: [Bool]
    /// Letter pairs written as one letter by sound, keyed `first << 32 | second`, valued with the letter
    /// typed: `ph` → `f` (`fonetic`), `ck` → `k`, `wh` → `w`, `sc` → `s`.
    let digraphs: [(first: UInt32, second: UInt32, typed: UInt32)]
    /// Letters typed as two letters where the keyboard lacks them: `oe` for `ö`, `ue` for `ü`, `ae` for
    /// `ä`, `ss` for `ß` (the German transliteration), keyed by the intended letter.
    let spelledOut: [(letter: UInt32, first: UInt32, second: UInt32)] = [
        (0xF6, 0x6F, 0x65), (0xFC, 0x75, 0x65), (0xE4, 0x61, 0x65), (0xDF, 0x73, 0x73),
    ]
    /// `digraphTyped[first * size + second]`, by alphabet codes: the letter typed for the pair in
    /// `digraphs`, 0 for none. One load per row of the search. One letter per pair: a second (`ph` → `v`
    /// besides `f`) checked in every cell made the search three times slower, and the last listed of two,
    /// kept alone, had put `fysics` 1.8 edits from `physics`, not 0.75.
    let digraphTyped: [UInt32]

    init(alphabet: [UInt32], layout: KeyboardLayout) {
        let n = alphabet.count
        size = n
        var sub = [Int32](repeating: Self.substitution, count: n * n)
        var adj = [Bool](repeating: false, count: n * n)
        var omission = [Int32](repeating: Self.omittedLetter, count: n)
        var excess = [Int32](repeating: Self.edit, count: n)
        let base = alphabet.map { Self.baseLetter($0) }
        let vowels = Set("aeiouyаеёиоуыэюяæœ".unicodeScalars.map(\.value))
        // Russian unstressed vowels sound alike (`малако` for `молоко`, `симья` for `семья`).
        var reduced = Set<UInt64>()
        for pair in ["ао", "еи", "ея", "ия"] {
            let s = Array(pair.unicodeScalars)
            reduced.insert(UInt64(s[0].value) << 32 | UInt64(s[1].value))
            reduced.insert(UInt64(s[1].value) << 32 | UInt64(s[0].value))
        }
        var phonetic = Set<UInt64>()
        for pair in ["cs", "ck", "kq", "sz", "fv", "gj", "mn", "bp", "dt", "ij", "wv", "kx", "cx",
                     "бп", "вф", "гк", "дт", "жш", "зс", "ао", "еи", "иы", "ея", "шщ", "цс"] {
            let s = Array(pair.unicodeScalars)
            phonetic.insert(UInt64(s[0].value) << 32 | UInt64(s[1].value))
            phonetic.insert(UInt64(s[1].value) << 32 | UInt64(s[0].value))
        }
        for a in 1..<max(n, 1) {
            let sa = alphabet[a]
            if Self.isPunctuation(sa) {
                omission[a] = Self.missingPunctuation
                excess[a] = Self.extraPunctuation
            }
            for b in 1..<n where a != b {
                var c = Self.substitution
                if base[a] == base[b] {
                    c = Self.accent
                } else if layout.areNeighbours(base[a], base[b]) {
                    c = Self.neighbourKey
                } else if reduced.contains(UInt64(base[a]) << 32 | UInt64(base[b])) {
                    c = Self.reducedVowel
                } else if vowels.contains(base[a]), vowels.contains(base[b]) {
                    c = Self.vowel
                } else if phonetic.contains(UInt64(base[a]) << 32 | UInt64(base[b])) {
                    c = Self.phonetic
                }
                sub[a * n + b] = c
                adj[a * n + b] = layout.areNeighbours(base[a], base[b])
            }
            sub[a * n + a] = 0
        }
        substitution = sub
        adjacent = adj
        var digraphs: [(first: UInt32, second: UInt32, typed: UInt32)] = []
        var digraphTyped = [UInt32](repeating: 0, count: n * n)
        let codeOf = Dictionary(alphabet.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for (pair, typed) in [("ph", "f"), ("ck", "k"), ("wh", "w"), ("sc", "s"), ("gh", "g"),
                              ("qu", "k"), ("ch", "k"), ("ss", "ß"), ("th", "t")] {
            let p = Array(pair.unicodeScalars)
            guard let t = typed.unicodeScalars.first else { continue }
            digraphs.append((p[0].value, p[1].value, t.value))
            // Code 0 is no letter: a pair with a letter outside the alphabet never occurs in a word.
            if let a = codeOf[p[0].value], let b = codeOf[p[1].value], a != 0, b != 0 {
                digraphTyped[a * n + b] = t.value
            }
        }
        self.digraphs = digraphs
        self.digraphTyped = digraphTyped
        self.omission = omission
        self.excess = excess
    }

    private static let built = Locked<[String: ErrorModel]>([:])

    /// The model for `lexicon`'s alphabet and `keyboard`, built once per language and keyboard.
    static func shared(for lexicon: Lexicon, keyboard: Keyboard) -> ErrorModel {
        let key = "\(lexicon.language)/\(keyboard.rawValue)"
        if let m = built.withLock({ $0[key] }) { return m }
        let m = ErrorModel(alphabet: lexicon.alphabet, layout: keyboard.layout)
        built.withLock { $0[key] = m }
        return m
    }

    /// The letter without its diacritics (`é` → `e`, `ё` → `е`, `й` → `и`), by canonical decomposition.
    static func baseLetter(_ v: UInt32) -> UInt32 {
        guard v >= 0xC0, let scalar = Unicode.Scalar(v) else { return v }
        if v == 0xDF { return UInt32(("s" as Unicode.Scalar).value) } // ß is typed as s on foreign keyboards
        return String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first?.value ?? v
    }

    static func isPunctuation(_ v: UInt32) -> Bool {
        v == 0x27 || v == 0x2D || v == 0x2E || v == 0x2019
    }
}

/// The letter rows of a keyboard, used to find neighbouring keys.
struct KeyboardLayout: Sendable {
    /// Key positions: row and column (half-key units, so staggered rows line up as on hardware).
    private let position: [UInt32: (row: Int, column: Int)]

    init(rows: [String]) {
        var position: [UInt32: (row: Int, column: Int)] = [:]
        // Hardware rows are staggered by about half a key each (the home row starts half a key right of
        // the top row, the bottom row one key right of it).
        for (r, row) in rows.enumerated() {
            for (i, s) in row.unicodeScalars.enumerated() { position[s.value] = (r, 2 * i + r) }
        }
        self.position = position
    }

    /// True when `a` and `b` are different keys that touch: same row and next to each other, or on the
    /// row above or below and at most one key-width away.
    func areNeighbours(_ a: UInt32, _ b: UInt32) -> Bool {
        guard a != b, let p = position[a], let q = position[b] else { return false }
        let dr = abs(p.row - q.row), dc = abs(p.column - q.column)
        return (dr == 0 && dc == 2) || (dr == 1 && dc <= 2)
    }

    static let qwerty = KeyboardLayout(rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
    /// German QWERTZ (DIN 2137): z and y swapped, umlauts at the right end.
    static let qwertz = KeyboardLayout(rows: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
    /// French AZERTY.
    static let azerty = KeyboardLayout(rows: ["azertyuiop", "qsdfghjklm", "wxcvbn"])
    /// Spanish QWERTY with ñ.
    static let spanish = KeyboardLayout(rows: ["qwertyuiop", "asdfghjklñ", "zxcvbnm"])
    /// Brazilian ABNT2 with ç.
    static let abnt = KeyboardLayout(rows: ["qwertyuiop", "asdfghjklç", "zxcvbnm"])
    /// Russian ЙЦУКЕН.
    static let jcuken = KeyboardLayout(rows: ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"])
}
