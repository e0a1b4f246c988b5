import Foundation
import Testing
import TextSense

/// The Swift code of the DocC articles (Sources/TextSense/TextSense.docc), verbatim between the `article`
/// markers below, with what their comments claim. `articleCodeIsTested` checks that every ```swift block of
/// the catalog appears here word for word, so an article cannot change without its test.
@Suite("DocC articles")
struct DocCArticleTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TextSense/TextSense.docc")

    @Test func overview() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // article begins
        let detector = try DataDetector()
        for detection in detector.detections(in: "Mail ana@example.com tomorrow at 5pm") {
            print(detection.kind, detection.text)   // email ana@example.com, then date tomorrow at 5pm
        }
        // article ends
        #expect(printed == ["email ana@example.com", "date tomorrow at 5pm"])
    }

    @Test func detectingData() throws {
        // article begins
        let detector = try DataDetector(types: [.link, .email, .date])
        let text = "Notes at swift.org; write to ana@example.com by tomorrow at noon."
        let now = try Date("2026-11-29T10:00:00Z", strategy: .iso8601)
        let found = detector.detections(in: text, referenceDate: now, timeZone: TimeZone(identifier: "UTC")!)
        let kinds = found.map(\.kind)          // [.link, .email, .date]
        let mail = found[1].linkURL            // mailto:ana@example.com
        // article ends
        #expect(kinds == [.link, .email, .date])
        #expect(mail?.absoluteString == "mailto:ana@example.com")
    }

    @Test func buildingAnEditor() throws {
        // article begins
        var typing = try TypingSession(traits: TypingTraits(locale: Locale(identifier: "en_US"), keyboard: .qwerty))
        for key in "teh" { _ = typing.type(String(key)) }
        let ended = typing.type(" ")          // ended.autocorrection: "Teh" → "The"
        let text = typing.text                // "The "
        // article ends
        // article begins
        var editing = EditingSession(text: "Call me tomorrow.", detector: try DataDetector())
        let change = editing.replace(utf8Range: 8..<16, with: "at +1 650 253 0000")
        let added = change.added.map(\.kind)  // [.phone]
        // article ends
        // article begins
        let runs = try DataDetector(types: .link).attributeRuns(in: "see swift.org now")
        let linked = runs.compactMap(\.detection).map(\.text)   // ["swift.org"]
        // article ends
        #expect(ended.autocorrection?.original == "Teh" && ended.autocorrection?.replacement == "The")
        #expect(text == "The ")
        #expect(added == [.phone])
        #expect(linked == ["swift.org"])
    }

    @Test func spellingAndAutocorrection() throws {
        // article begins
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        let wrong = checker.misspellings(in: "I recieved teh letter").map(\.word)   // ["recieved", "teh"]
        let best = checker.guesses(for: "recieved").first                           // "received"
        let fixed = checker.corrections(in: "I want to by a car").map(\.replacement) // ["buy"]
        // article ends
        #expect(wrong == ["recieved", "teh"])
        #expect(best == "received")
        #expect(fixed == ["buy"])
    }

    @Test func capitalization() throws {
        // article begins
        let turkish = try Capitalizer(locale: Locale(identifier: "tr"))
        let sentence = turkish.capitalized("istanbul'da. görüşürüz!", .sentences)   // "İstanbul'da. Görüşürüz!"
        let english = try Capitalizer(locale: Locale(identifier: "en_US"))
        let title = english.capitalized("see dr. smith at swift.org", .words)     // "See Dr. Smith At swift.org"
        // article ends
        #expect(sentence == "İstanbul'da. Görüşürüz!")
        #expect(title == "See Dr. Smith At swift.org")
    }

    @Test func commandLineAndPipelines() throws {
        // article begins
        let line = "Call +1 650 253 0000"
        let detection = try DataDetector(types: .phone).detections(in: line)[0]
        let bytes = detection.utf8Range           // 5..<20, the offsets `textsense detect` prints
        // article ends
        #expect(bytes == 5..<20)
    }

    /// Lines of a text without their indentation and blank lines.
    static func lines(_ text: Substring) -> [String] {
        text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.filter { !$0.isEmpty }.map(String.init)
    }

    @Test func articleCodeIsTested() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let tested = source.components(separatedBy: "// article" + " begins").dropFirst()
            .map { Self.lines(Substring($0.components(separatedBy: "// article" + " ends")[0])) }
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".md") }
        #expect(articles.count == 6)
        var blocks = 0
        for article in articles {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                let code = Self.lines(Substring(block.components(separatedBy: "```")[0]))
                blocks += 1
                #expect(tested.contains(code), "\(article): a swift block is not in DocCArticleTests: \(code)")
            }
        }
        #expect(blocks == tested.count)
    }
}
