import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

/// A small `.lex` lexicon built in memory (format in scripts/spelling/generate-lexicons.py): every word is
/// correct in lower case in both English spellings, its frequency class given.
func smallLexicon(_ words: [(String, UInt8)], language: String = "en") throws -> Lexicon {
    var bytes = Array("# test lexicon\n#END\n".utf8)
    var previous: [UInt8] = []
    let sorted = Dictionary(words, uniquingKeysWith: max).sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
    for (word, frequencyClass) in sorted {
        let key = Array(word.utf8)
        var shared = 0
        while shared < min(key.count, previous.count, 255), key[shared] == previous[shared] { shared += 1 }
        bytes += [UInt8(shared), UInt8(key.count - shared)] + key[shared...] + [frequencyClass, 1 | 2 | 4]
        previous = key
    }
    return try Lexicon(language: language, bytes: bytes)
}

/// A typed word and a word the index must propose for it.
struct NearCase: CustomTestStringConvertible, Sendable {
    let typed: String
    let expected: String
    init(_ typed: String, _ expected: String) { self.typed = typed; self.expected = expected }
    var testDescription: String { "\(typed) → \(expected)" }
}

@Suite struct DeletionIndexTests {
    /// Levenshtein distance between two short code strings (the brute-force reference).
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var row = Array(0...b.count)
        guard !a.isEmpty else { return b.count }
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// The letters of a packed folded prefix.
    static func unpack(_ packed: UInt64) -> [UInt8] {
        var letters: [UInt8] = []
        var p = packed
        while p > 1 { letters.insert(UInt8(p & 0xFF), at: 0); p >>= 8 }
        return letters
    }

    /// Seeded (`SplitMix64` from TextSenseCorpus), so every run checks the same words.
    static func randomWords(count: Int, alphabet: [Character], seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...10, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
        }
    }

    /// Every word whose folded prefix is within two edits of the typed word's is proposed, on a random
    /// lexicon over a small alphabet (so near words are many) against a scan of the whole lexicon.
    @Test(arguments: [1, 2, 3])
    func proposesEveryWordWithinTwoEditsOfThePrefix(_ seed: Int) throws {
        let alphabet: [Character] = ["a", "b", "c", "d", "e", "é", "'"]
        let words = Self.randomWords(count: 400, alphabet: alphabet, seed: UInt64(seed))
        let lexicon = try smallLexicon(words.map { ($0, 10) })
        let index = DeletionIndex(lexicon: lexicon)
        let prefixes = (0..<lexicon.wordCount).map {
            Self.unpack(index.folding.prefix(of: lexicon.key($0).unicodeScalars.map(\.value)))
        }
        for typed in Self.randomWords(count: 150, alphabet: alphabet + ["x"], seed: UInt64(seed) + 100) {
            let scalars = typed.unicodeScalars.map(\.value)
            let near = Set(index.words(near: scalars))
            let prefix = Self.unpack(index.folding.prefix(of: scalars))
            let expected = Set((0..<lexicon.wordCount).filter { Self.distance(prefixes[$0], prefix) <= 2 }.map { Int32($0) })
            #expect(expected.isSubset(of: near), "\(typed): missing \(expected.subtracting(near).map { lexicon.key(Int($0)) })")
            let listed = index.words(near: scalars)
            #expect(Set(listed).count == listed.count, "\(typed): a word listed twice")
        }
    }

    /// A short typed word meets more groups than a lookup's fixed-size set of met groups holds (256): past
    /// it every group is still proposed, and each word listed once, near groups before far ones.
    @Test func groupsBeyondTheSetAreListedOnce() throws {
        let letters = Array("abcdefghijkl")
        var words: [(String, UInt8)] = []
        for a in letters {
            for b in letters where b != a {
                words.append((String([a, b]), 10))
                for c in letters where c != b { words.append((String([a, b, c]), 10)) }
            }
        }
        let lexicon = try smallLexicon(words)
        let index = DeletionIndex(lexicon: lexicon)
        let prefixes = (0..<lexicon.wordCount).map {
            Self.unpack(index.folding.prefix(of: lexicon.key($0).unicodeScalars.map(\.value)))
        }
        for typed in ["ab", "abc", "kl", "x"] {
            let scalars = typed.unicodeScalars.map(\.value)
            let listed = index.words(near: scalars)
            let prefix = Self.unpack(index.folding.prefix(of: scalars))
            let expected = Set((0..<lexicon.wordCount).filter { Self.distance(prefixes[$0], prefix) <= 2 }.map { Int32($0) })
            #expect(expected.isSubset(of: Set(listed)), "\(typed): missing \(expected.subtracting(listed).count)")
            #expect(Set(listed).count == listed.count, "\(typed): a word listed twice")
        }
        #expect(index.words(near: "ab".unicodeScalars.map(\.value)).count > 256)
    }

    /// Folding puts apostrophes, accents and double letters at no distance at all (a base letter must be in
    /// the lexicon's alphabet to meet its accented forms: `in` brings `i`).
    static let folded: [NearCase] = [
        .init("dont", "don't"), .init("cafe", "café"), .init("ocurred", "occurred"), .init("occured", "occurred"),
        .init("acommodate", "accommodate"), .init("naive", "naïve"), .init("shouldnt", "shouldn't"),
        .init("fonetic", "phonetic"), .init("nife", "knife"), .init("sychology", "psychology"),
    ]

    @Test(arguments: folded)
    func foldedKeysMeet(_ c: NearCase) throws {
        let lexicon = try smallLexicon([("don't", 90), ("café", 60), ("occurred", 80), ("accommodate", 50),
                                        ("naïve", 40), ("shouldn't", 70), ("dot", 70), ("cafes", 30), ("in", 99),
                                        ("phonetic", 50), ("knife", 60), ("psychology", 50), ("why", 90)])
        let index = DeletionIndex(lexicon: lexicon)
        let prefix = { (s: String) in index.folding.prefix(of: s.unicodeScalars.map(\.value)) }
        #expect(prefix(c.typed) == prefix(c.expected))
        let w = try #require(lexicon.word(for: c.expected.unicodeScalars.map(\.value)))
        #expect(index.words(near: c.typed.unicodeScalars.map(\.value)).contains(Int32(w)))
    }

    /// The group sort agrees with `sort()` on short and long lists, clustered values and repeats.
    @Test(arguments: [0, 1, 2, 12, 13, 40, 300, 2_000])
    func groupSortAgreesWithSort(_ count: Int) {
        var rng = SplitMix64(seed: UInt64(count) + 7)
        let limit = 86_700
        var groups = (0..<count).map { _ in Int32.random(in: 0..<Int32(limit), using: &rng) }
        // A cluster of near values and repeats, as the deletes of one typed prefix find them.
        for i in stride(from: 0, to: count, by: 3) { groups[i] = Int32(40_000 + i % 17) }
        var sorted = groups
        sorted.withUnsafeMutableBufferPointer { DeletionIndex.sortGroups($0, below: limit) }
        #expect(sorted == groups.sorted())
    }

    @Test func englishIndexFitsItsBudget() throws {
        let index = DeletionIndex.shared(for: try Lexicon.shared(language: "en"))
        // 4 bytes an entry: the English index stays near 10 MB.
        #expect(index.entryCount < 3_000_000, "\(index.entryCount) entries")
    }
}
