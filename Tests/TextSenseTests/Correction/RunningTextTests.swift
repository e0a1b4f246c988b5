import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

// Typos are drawn with `SplitMix64` (LinkRobustnessTests.swift), seeded, so every run sees the same text.

/// Prose from Debian's base-files (always installed): licence texts.
let proseFiles = ["/usr/share/common-licenses/Apache-2.0", "/usr/share/common-licenses/MPL-2.0"]

@Suite(.enabled(if: proseFiles.allSatisfy { FileManager.default.fileExists(atPath: $0) }))
struct RunningTextTests {
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0) }

    /// A key next to `c` on QWERTY (same row, or the row above or below), or `c` when it has none.
    static func neighbour(of c: Character, using rng: inout SplitMix64) -> Character {
        for (r, row) in rows.enumerated() {
            guard let i = row.firstIndex(of: c) else { continue }
            var near: [Character] = []
            if i > 0 { near.append(row[i - 1]) }
            if i + 1 < row.count { near.append(row[i + 1]) }
            for rr in [r - 1, r + 1] where rr >= 0 && rr < rows.count {
                let shift = rr < r ? 0 : -1 // staggered rows: the row below starts half a key right
                for j in [i + shift, i + shift + 1] where j >= 0 && j < rows[rr].count { near.append(rows[rr][j]) }
            }
            return near.randomElement(using: &rng) ?? c
        }
        return c
    }

    /// One keyboard slip in a lower-case ASCII word: neighbour key, swapped letters, dropped letter,
    /// doubled letter or an extra neighbour key.
    static func typo(_ word: String, using rng: inout SplitMix64) -> String {
        var chars = Array(word)
        let i = Int.random(in: 1..<chars.count, using: &rng) // the first letter is rarely mistyped
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: chars[i] = neighbour(of: chars[i], using: &rng)
        case 1: chars.swapAt(i - 1, i)
        case 2: chars.remove(at: i)
        case 3: chars.insert(chars[i], at: i)
        default: chars.insert(neighbour(of: chars[i], using: &rng), at: i)
        }
        return String(chars)
    }

    @Test func injectedTyposAreFixedAndCorrectWordsKept() throws {
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        var rng = SplitMix64(seed: 20_261_129)
        var injected = 0, fixed = 0, untouched = 0, broken = 0 // untouched: words left as written
        for file in proseFiles {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            // Rebuild the text word by word; about one word in eight of four or more lower-case letters
            // gets a slip that does not happen to spell another word (real-word slips are not counted).
            var out = "", originals: [Int: String] = [:] // utf8 offset of a typo → intended word
            var current = ""
            func flush() {
                guard !current.isEmpty else { return }
                var word = current
                if word.count >= 4, word.allSatisfy({ $0.isASCII && $0.isLowercase }), checker.isCorrect(word),
                   Int.random(in: 0..<8, using: &rng) == 0 {
                    let slip = Self.typo(word, using: &rng)
                    if !checker.isCorrect(slip) {
                        originals[out.utf8.count] = word
                        word = slip
                    }
                }
                out += word
                current = ""
            }
            for ch in text {
                if ch.isLetter || ch == "'" { current.append(ch) } else { flush(); out.append(ch) }
            }
            flush()
            let corrections = checker.corrections(in: out)
            var byOffset: [Int: Correction] = [:]
            for c in corrections { byOffset[c.utf8Range.lowerBound] = c }
            injected += originals.count
            for (offset, word) in originals where byOffset[offset]?.replacement == word { fixed += 1 }
            // Every correction elsewhere changes a word of the published text: broken.
            let changed = corrections.filter { originals[$0.utf8Range.lowerBound] == nil }
            broken += changed.count
            if !changed.isEmpty { print("changed:", changed.map { "\($0.original)→\($0.replacement)" }) }
            untouched += text.split(whereSeparator: { !$0.isLetter }).count - originals.count
        }
        let fixRate = Double(fixed) / Double(max(injected, 1))
        let brokenRate = Double(broken) / Double(max(untouched, 1))
        #expect(injected > 200)
        #expect(fixRate >= 0.75, "fixed \(fixed) of \(injected)")
        #expect(brokenRate <= 0.005, "changed \(broken) correct words of \(untouched)")
        print("running text: fixed \(fixed)/\(injected), broken \(broken)/\(untouched)")
    }
}
