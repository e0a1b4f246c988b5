import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite("Editing: attributes and incremental detection")
struct EditingTests {
    static let detector: DataDetector = {
        let context = DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: Date(timeIntervalSince1970: 1_796_000_000),
                                       timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
        do { return try DataDetector(types: .all, context: context) } catch { fatalError("\(error)") }
    }()

    @Test("AttributedString: .link and TextSense attributes over each detection, existing attributes kept")
    func attributed() throws {
        var input = AttributedString("Mail ana@example.com or see swift.org.")
        input.languageIdentifier = "en"
        let out = Self.detector.attributed(input)
        let marked = out.runs.filter { $0.textSense.detectionKind != nil }
        #expect(marked.map { String(out[$0.range].characters) } == ["ana@example.com", "swift.org"])
        #expect(marked.map(\.textSense.detectionKind) == [.email, .link])
        #expect(marked.map { $0.link?.absoluteString } == ["mailto:ana@example.com", "http://swift.org"])
        #expect(marked.first?.textSense.suggestedActions?.map(\.kind) == [.composeMail, .addToContacts, .copy])
        #expect(out.runs.allSatisfy { $0.languageIdentifier == "en" })
    }

    @Test("attribute runs cover the text with consistent UTF-8 and UTF-16 offsets")
    func runs() {
        let text = "Grüße 🙂 an ana@example.com, ☎ +1 650 253 0000 — danke!"
        let runs = Self.detector.attributeRuns(in: text)
        #expect(runs.map { String(text[$0.range]) }.joined() == text)
        #expect(runs.compactMap(\.detection).map(\.kind) == [.email, .phone])
        for r in runs {
            #expect(text.utf8.distance(from: text.startIndex, to: r.range.lowerBound) == r.utf8Range.lowerBound)
            #expect(text.utf16.distance(from: text.startIndex, to: r.range.lowerBound) == r.utf16Range.lowerBound)
        }
        #expect(runs.last?.utf16Range.upperBound == text.utf16.count)
    }

    @Test("an edit reports what it removed and added")
    func change() {
        var session = EditingSession(text: "see example.com\n\nand mail a@b.io", detector: Self.detector)
        let change = session.replace(utf8Range: 4..<4, with: "www.")
        #expect(change.removed.map(\.text) == ["example.com"])
        #expect(change.added.map(\.text) == ["www.example.com"])
        #expect(change.moved == 1)
        #expect(session.detections.map(\.text) == ["www.example.com", "a@b.io"])
        #expect(change.redetectedUTF8Range.upperBound <= 21, "only the first paragraph was re-detected")
    }

    /// After any sequence of random edits, the session equals a fresh full detection of the final text.
    @Test("property: incremental detection equals a fresh detection", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func property(_ seed: UInt64) {
        let pieces = ["see ", "https://swift.org/a ", "www.example.co.uk ", "mail ana@example.com ", "call +1 650 253 0000 ",
                      "tomorrow at 5pm ", "on Friday, December 4, 2026 ", "hello ", "world. ", "\n", "\n\n", "(", ")", ".", "@",
                      "example", ".com", " 2026 ", "12/15/2026 ", "+49 30 1234567 ", "—", "ü", "🙂"]
        var rng = SplitMix64(seed: seed)
        var text = (0..<60).map { _ in pieces.randomElement(using: &rng)! }.joined()
        var session = EditingSession(text: text, detector: Self.detector)
        for step in 0..<60 {
            let scalars = Array(text.unicodeScalars.indices) + [text.endIndex]
            let a = scalars.randomElement(using: &rng)!
            let later = scalars.filter { $0 >= a }
            let b = later.prefix(40).randomElement(using: &rng)!
            let replacement = Int.random(in: 0..<3, using: &rng) == 0 ? "" : pieces.randomElement(using: &rng)!
            _ = session.replace(a..<b, with: replacement)
            text.replaceSubrange(a..<b, with: replacement)
            let fresh = Self.detector.detections(in: text)
            #expect(session.text == text)
            #expect(session.detections == fresh, "seed \(seed) step \(step): \(session.detections.map(\.description)) vs \(fresh.map(\.description))")
            if session.detections != fresh {
                for (x, y) in zip(session.detections, fresh) where x != y {
                    Issue.record("TEXT: \(text.debugDescription) first difference: \(x.description) value equal: \(x.value == y.value) actions: \(x.actions.map { $0.payload ?? $0.url?.absoluteString ?? "" }) vs \(y.actions.map { $0.payload ?? $0.url?.absoluteString ?? "" })")
                    break
                }
                return
            }
        }
    }
}
