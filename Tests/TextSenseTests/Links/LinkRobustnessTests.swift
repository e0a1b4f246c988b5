import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

/// Inputs built to make a backtracking or rescanning detector go quadratic, and random text that checks the
/// detector's invariants. No timing asserts: the adversarial inputs are 1 MB, so a quadratic scan would not
/// finish within the test run, and each test checks the result it must produce.
@Suite("Link detector robustness")
struct LinkRobustnessTests {
    static func detector() throws -> DataDetector {
        try DataDetector(types: [.link, .email], context: DetectionContext(linksBareIPAddresses: true))
    }

    struct Adversarial: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// What the detections must be: their count, or the first one's text.
        var expectedCount: Int?
        var firstText: String?
        var testDescription: String { name }
    }

    static let megabyte = 1 << 20

    static func repeated(_ unit: String, prefix: String = "", suffix: String = "") -> String {
        prefix + String(repeating: unit, count: megabyte / unit.utf8.count) + suffix
    }

    static let adversarial: [Adversarial] = [
        Adversarial(name: "trailing commas", text: repeated(",", prefix: "http://a.com/"), expectedCount: 1,
                    firstText: "http://a.com/"),
        Adversarial(name: "a@a@a@…", text: repeated("a@"), expectedCount: 0),
        Adversarial(name: "a@a.com@…", text: repeated("a@a.com@"), expectedCount: nil, firstText: "a@a.com"),
        Adversarial(name: "open parentheses in a path", text: repeated("(", prefix: "http://a.com/x"),
                    expectedCount: 1, firstText: "http://a.com/x"),
        Adversarial(name: "open parentheses", text: repeated("(("), expectedCount: 0),
        Adversarial(name: "dots", text: repeated("."), expectedCount: 0),
        Adversarial(name: "long dotted chain", text: repeated("a.", suffix: "com"), expectedCount: 0),
        Adversarial(name: "dotted digits", text: repeated("1."), expectedCount: 0),
        Adversarial(name: "www.www.…", text: repeated("www."), expectedCount: 0),
        // `http://http` is a valid explicit link (dotless host), as in linkify-it.
        Adversarial(name: "http://http://…", text: repeated("http://"), expectedCount: nil, firstText: "http://http"),
        Adversarial(name: "quotes in a path", text: repeated("\"", prefix: "http://a.com/x"), expectedCount: 1,
                    firstText: "http://a.com/x"),
        Adversarial(name: "apostrophes in a path", text: repeated("'", prefix: "http://a.com/x"), expectedCount: 1,
                    firstText: "http://a.com/x"),
        Adversarial(name: "mailto:mailto:…", text: repeated("mailto:"), expectedCount: 0),
        Adversarial(name: "colons", text: repeated("a:"), expectedCount: 0),
        Adversarial(name: "slashes", text: repeated("/"), expectedCount: 0),
        Adversarial(name: "one long path", text: repeated("ab/", prefix: "https://example.com/"), expectedCount: 1),
        Adversarial(name: "links without spaces", text: repeated("http://a.com/(http://b.com/("), expectedCount: nil),
        Adversarial(name: "many emails", text: repeated("a.b@c.com "), expectedCount: megabyte / 10, firstText: "a.b@c.com"),
        Adversarial(name: "many bare domains", text: repeated("ab.com,"), expectedCount: megabyte / 7, firstText: "ab.com"),
        Adversarial(name: "long local part", text: repeated("a", suffix: "@example.com"), expectedCount: 0),
        Adversarial(name: "long label", text: repeated("a", suffix: ".com"), expectedCount: 0),
        Adversarial(name: "CJK and dots", text: repeated("中.c"), expectedCount: 0),
        Adversarial(name: "nested openers closing once", text: repeated("((((((((a)", prefix: "http://a.com/x"),
                    expectedCount: 1),
        Adversarial(name: "unbalanced closing parentheses", text: repeated(")a", prefix: "http://a.com/x"),
                    expectedCount: 1),
        Adversarial(name: "apostrophes between letters", text: repeated("a'", suffix: "@example.com"), expectedCount: 0),
        Adversarial(name: "long non-ASCII local part", text: repeated("é", suffix: "@example.com"), expectedCount: 0),
        Adversarial(name: "dotted local parts", text: repeated("a..b@c.com "), expectedCount: 0),
        Adversarial(name: "dashes after hosts", text: repeated("a.com- "), expectedCount: megabyte / 7, firstText: "a.com"),
        Adversarial(name: "compound scheme prefixes", text: repeated("git+", suffix: "https://a.com"), expectedCount: 1),
    ]

    @Test("adversarial 1 MB inputs complete with the right answer", arguments: adversarial)
    func adversarialInput(_ c: Adversarial) throws {
        let found = try Self.detector().detections(in: c.text)
        if let count = c.expectedCount { #expect(found.count == count) }
        if let first = c.firstText { #expect(found.first?.text == first) }
        checkInvariants(found, in: c.text)
    }

    /// Random strings over an alphabet of link-ish pieces: detections must lie in the text, on character
    /// boundaries, in order, without overlap, with `text` equal to the covered slice.
    @Test("random text keeps the detection invariants")
    func randomText() throws {
        let detector = try Self.detector()
        let pieces = ["http", "://", "www.", ".", "com", "co.uk", "@", "a", "Z9", "-", "_", "/", "?", "#", "(", ")",
                      "[", "]", "\"", "'", " ", "\n", ",", ";", ":", "!", "é", "中", "😀", "\u{200D}", "\u{202A}",
                      "xn--", "mailto:", "1", "255", "%", "<", ">", "｜", "\u{301}", "tel:", "//", "..."]
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int(rng.next() % 24) { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
            checkInvariants(detector.detections(in: text), in: text)
        }
    }

    /// One detector serves many threads: results under concurrency equal the serial ones.
    @Test("a shared detector gives the same results from concurrent tasks")
    func concurrentUse() async throws {
        let detector = try Self.detector()
        let texts = (0..<32).map { i in
            "Item \(i): see https://example.com/\(i)?q=\(i), mail user\(i)@example.org or www.site\(i).co.uk/päge."
        }
        let serial = texts.map { detector.detections(in: $0) }
        let concurrent = await withTaskGroup(of: (Int, [Detection]).self) { group in
            for (i, text) in texts.enumerated() { group.addTask { (i, detector.detections(in: text)) } }
            var results = [[Detection]](repeating: [], count: texts.count)
            for await (i, found) in group { results[i] = found }
            return results
        }
        #expect(concurrent == serial)
        #expect(serial.allSatisfy { $0.count == 3 })
    }

    private func checkInvariants(_ found: [Detection], in text: String) {
        var previousEnd = 0
        for d in found {
            #expect(d.utf8Range.lowerBound >= previousEnd && !d.utf8Range.isEmpty)
            #expect(d.utf8Range.upperBound <= text.utf8.count)
            #expect(d.range.lowerBound.samePosition(in: text.unicodeScalars) != nil)
            #expect(d.range.upperBound.samePosition(in: text.unicodeScalars) != nil)
            #expect(String(text[d.range]) == d.text)
            previousEnd = d.utf8Range.upperBound
        }
    }
}
