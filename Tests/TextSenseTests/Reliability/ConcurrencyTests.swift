import Foundation
import Testing
@testable import TextSense

/// One instance of each engine shared by many tasks at once gives every task the same answer as a lone call.
/// Run under `swift test --sanitize=thread` to catch data races.
@Suite("Shared engines across tasks")
struct ConcurrencyTests {
    static let texts: [String] = [
        "Mail ana@example.com or see https://swift.org/about. the meeting is friday.",
        "Besuchen Sie www.beispiel.de/straße — z. B. morgen. danke!",
        "Напишите на почту info@пример.рф, пожалуйста. спасибо.",
        "日本語のテキスト https://example.jp/ です。次の文。",
        String(repeating: "word https://x.io a@b.co. ", count: 200),
        "I want to by a car. teh meeting is at 555-123-4567, see https://acess.example.com now.",
    ]

    @Test("DataDetector, Tokenizer, Capitalizer, TextWrapper and SpellChecker shared by 32 tasks")
    func sharedEngines() async throws {
        let detector = try DataDetector()
        let tokenizer = try Tokenizer(unit: .word)
        let capitalizer = try Capitalizer()
        let wrapper = try TextWrapper()
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        struct Answer: Equatable, Sendable {
            let detections: [String]
            let tokens: Int
            let capitalized: String
            let lines: [String]
            let misspelled: [String]
            let corrections: [String]
            let guesses: [String]
        }
        @Sendable func answer(_ text: String) -> Answer {
            Answer(detections: detector.detections(in: text).map(\.description),
                   tokens: tokenizer.tokens(in: text).count,
                   capitalized: capitalizer.capitalized(text, .sentences),
                   lines: wrapper.wrap(text, options: .init(width: 17)).map(\.text),
                   misspelled: checker.misspellings(in: text).map(\.word),
                   corrections: checker.corrections(in: text).map { "\($0.original)→\($0.replacement)" },
                   guesses: checker.guesses(for: "acess"))
        }
        let expected = Self.texts.map(answer)
        let results = await withTaskGroup(of: (Int, Answer).self) { group in
            for task in 0..<32 {
                group.addTask {
                    let i = task % Self.texts.count
                    var last = answer(Self.texts[i])
                    for _ in 0..<5 { last = answer(Self.texts[i]) }
                    return (i, last)
                }
            }
            return await group.reduce(into: [(Int, Answer)]()) { $0.append($1) }
        }
        #expect(results.count == 32)
        for (i, got) in results { #expect(got == expected[i], "text \(i)") }
    }
}
