import Testing
import TextSenseCorpus
@testable import TextSense

@Suite("Word lists read from bytes")
struct WordFlagTableTests {
    static let words: [String: UInt16] = [
        "nummer": 1, "телефон": 2, "réf": 3, "nº": 4, "confirmação": 5, "счёт": 6, "ёж": 7, "tel": 8, "p": 9,
        "número": 10, "подтверждения": 11, "παρ": 12, "ø": 13, "ÿ": 14, "µ": 15, "ѐлка": 16,
    ]
    static let table = WordFlagTable(words)

    /// The `String` path the table replaces.
    static func reference(_ word: String) -> UInt16 { words[word.lowercased()] ?? 0 }

    static func flags(_ word: String) -> UInt16? {
        Array(word.utf8).withUnsafeBufferPointer { table.flags(of: $0) }
    }

    @Test("listed words are found in any case", arguments: [
        ("NUMMER", 1), ("Nummer", 1), ("ТЕЛЕФОН", 2), ("Телефон", 2), ("RÉF", 3), ("Réf", 3), ("Nº", 4),
        ("CONFIRMAÇÃO", 5), ("СЧЁТ", 6), ("ЁЖ", 7), ("TeL", 8), ("P", 9), ("NÚMERO", 10), ("ПОДТВЕРЖДЕНИЯ", 11),
        ("Ø", 13), ("ÿ", 14), ("µ", 15), ("ЀЛКА", 16),
    ] as [(String, UInt16)])
    func listed(word: String, flag: UInt16) {
        #expect(Self.flags(word) == flag)
        #expect(Self.reference(word) == flag)
    }

    @Test("unlisted words answer 0; other scripts and long words answer nil", arguments: [
        ("numme", 0), ("nummers", 0), ("×", 0), ("телефоны", 0), ("ref", 0), ("Ÿ", nil), ("ΠΑΡ", nil), ("παρ", nil),
        ("réf\u{0301}", nil), ("İ", nil), ("Ѡ", nil), (String(repeating: "a", count: 33), nil),
    ] as [(String, UInt16?)])
    func unlisted(word: String, flag: UInt16?) {
        #expect(Self.flags(word) == flag)
    }

    @Test("on random words of ASCII, Latin-1 and Cyrillic letters it answers what lowercased() finds", arguments: [1, 2, 3])
    func randomWords(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        // Every scalar the table lowercases itself, and the listed words' letters in both cases.
        var alphabet: [Unicode.Scalar] = (0x41...0x5A).map { Unicode.Scalar(UInt8($0)) } + (0x61...0x7A).map { Unicode.Scalar(UInt8($0)) }
        alphabet += (0xA0...0xFF).compactMap { Unicode.Scalar($0) } + (0x400...0x45F).compactMap { Unicode.Scalar($0) }
        for w in Self.words.keys { alphabet += w.uppercased().unicodeScalars + w.unicodeScalars }
        for _ in 0..<20_000 {
            var word = ""
            if rng.next() % 4 == 0, let listed = Self.words.keys.randomElement(using: &rng) {
                // A listed word in mixed case.
                word = listed.map { rng.next() % 2 == 0 ? $0.uppercased() : String($0) }.joined()
            } else {
                for _ in 0..<(1 + Int(rng.next() % 8)) { word.unicodeScalars.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            }
            if let f = Self.flags(word) {
                #expect(f == Self.reference(word), "\(word)")
            } else {
                // Only words with scalars outside the lowered blocks (Ÿ's lowercase is outside Latin-1) go to `String`.
                #expect(word.utf8.count > WordFlagTable.maximumBytes
                        || word.unicodeScalars.contains { !(0...0xFF).contains($0.value) && !(0x400...0x45F).contains($0.value) },
                        "\(word)")
            }
        }
    }
}
