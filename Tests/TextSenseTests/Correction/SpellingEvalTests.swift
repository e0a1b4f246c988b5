import Foundation
import Testing
@testable import TextSense

/// The public misspelling lists (not in the repository): `$TEXTSENSE_EVAL_DIR/spelling` (see `EvalDirectory`).
let spellingEvalFolder: URL? = EvalDirectory.folder("spelling")

/// One evaluation list and the accuracy floors it must reach (percent, case-insensitive rank).
struct SpellingEvalSet: CustomTestStringConvertible, Sendable {
    let file: String
    let top1: Double
    let top5: Double
    var testDescription: String { "\(file) top-1 ≥ \(top1)% top-5 ≥ \(top5)%" }

    /// (misspelling, intended) pairs: `.tab` files are `wrong<TAB>right`; Norvig's file is
    /// `right: wrong wrong …`.
    func pairs() throws -> [(String, String)] {
        guard let folder = spellingEvalFolder else { throw CocoaError(.fileNoSuchFile) }
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        var out: [(String, String)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            if file.hasSuffix(".tab") {
                let p = line.split(separator: "\t")
                if p.count == 2 { out.append((String(p[0]), String(p[1]))) }
            } else {
                let p = line.split(separator: ":")
                if p.count == 2 { for w in p[1].split(separator: " ") { out.append((String(w), String(p[0]))) } }
            }
        }
        return out
    }
}

@Suite(.enabled(if: spellingEvalFolder != nil, "set TEXTSENSE_EVAL_DIR to the folder holding spelling/"))
struct SpellingEvalTests {
    // Floors are what this engine reaches (measured numbers in the final report), a little below to
    // absorb nothing but rounding: a regression of a few words fails.
    static let sets: [SpellingEvalSet] = [
        .init(file: "aspell-05-common.tab", top1: 91.0, top5: 98.4),
        .init(file: "aspell-02-orig.tab", top1: 69.0, top5: 85.2),
        .init(file: "norvig-set1.txt", top1: 87.5, top5: 96.0),
    ]

    @Test(arguments: sets)
    func accuracy(_ set: SpellingEvalSet) throws {
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        let pairs = try set.pairs()
        try #require(pairs.count > 100)
        var top1 = 0, top5 = 0
        for (wrong, right) in pairs {
            let g = checker.guesses(for: wrong, limit: 5).map { $0.lowercased() }
            if g.first == right.lowercased() { top1 += 1 }
            if g.contains(right.lowercased()) { top5 += 1 }
        }
        let p1 = 100 * Double(top1) / Double(pairs.count), p5 = 100 * Double(top5) / Double(pairs.count)
        #expect(p1 >= set.top1, "top-1 \(p1)%")
        #expect(p5 >= set.top5, "top-5 \(p5)%")
    }
}
