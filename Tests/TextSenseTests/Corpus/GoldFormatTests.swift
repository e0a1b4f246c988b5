import Foundation
import Testing
import TextSense
@testable import TextSenseCorpus

/// The package's Corpus/gold directory, found from this file's path (tests run from any directory).
let shippedGoldDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus/gold")

let header = "@@ doc t-1 lang=en region=US now=2026-12-03T10:00:00 tz=America/New_York genre=test\n"

@Suite("Gold reader")
struct GoldReaderTests {
    @Test func markupBecomesTextAndUTF8Offsets() throws {
        let r = GoldReader.parseMarkup(
            "@@ doc ru-1 lang=ru region=RU now=2026-12-03T10:00:00 tz=Europe/Moscow\nЗвоните {{phone|+74951234567|+7 495 123-45-67}} или {{email||ана@пример.рф}}.\n",
            file: "t.gold")
        #expect(r.issues.isEmpty)
        let doc = try #require(r.documents.first)
        #expect(doc.text == "Звоните +7 495 123-45-67 или ана@пример.рф.")
        let phone = try #require(doc.entities.first)
        #expect(phone.utf8Range == 15..<31)   // "Звоните " is 7 Cyrillic letters × 2 bytes + 1 space
        #expect(Array(doc.text.utf8)[phone.utf8Range].elementsEqual("+7 495 123-45-67".utf8))
        #expect(phone.value == .object(["e164": .string("+74951234567")]))
        #expect(doc.entities.last?.value == .object(["address": .string("ана@пример.рф")]))
    }

    @Test func entitiesMaySpanLines() throws {
        let r = GoldReader.parseMarkup(header + "Office:\n{{address|city=Boston|1 Main St\nBoston}}\n", file: "t.gold")
        #expect(r.issues.isEmpty)
        let e = try #require(r.documents.first?.entities.first)
        #expect(e.text == "1 Main St\nBoston")
        #expect(e.line == 3)
    }

    @Test(arguments: [
        DerivedURLCase("www.Example.com/Path?q=A", "http://www.example.com/Path?q=A"),
        DerivedURLCase("HTTPS://Docs.Example.org", "https://docs.example.org"),
        DerivedURLCase("example.co.uk:8080/x", "http://example.co.uk:8080/x"),
    ])
    func linkValuesDeriveFromASCIIText(_ c: DerivedURLCase) {
        #expect(GoldFormat.derivedURL(c.text) == c.url)
    }

    @Test func jsonlRoundTripKeepsDocuments() throws {
        let loaded = try GoldReader.load(directory: shippedGoldDirectory)
        let sample = Array(loaded.documents.prefix(40))
        let back = GoldReader.parseJSONL(sample.map { $0.jsonLine() }.joined(separator: "\n"), file: "x.jsonl")
        #expect(back.issues.isEmpty)
        #expect(back.documents.map(\.text) == sample.map(\.text))
        #expect(back.documents.map(\.entities).map { $0.map(\.utf8Range) } == sample.map(\.entities).map { $0.map(\.utf8Range) })
        #expect(back.documents.map(\.entities).map { $0.map(\.value) } == sample.map(\.entities).map { $0.map(\.value) })
    }
}

struct DerivedURLCase: CustomTestStringConvertible, Sendable {
    let text: String, url: String
    init(_ text: String, _ url: String) { self.text = text; self.url = url }
    var testDescription: String { text }
}

@Suite("Gold validator")
struct GoldValidatorTests {
    @Test func acceptsTheShippedCorpus() throws {
        let loaded = try GoldReader.load(directory: shippedGoldDirectory)
        let issues = loaded.issues + GoldValidator.validate(loaded.documents)
        #expect(issues.isEmpty, "\(issues.prefix(10).map(\.description).joined(separator: "\n"))")
        #expect(!loaded.documents.isEmpty)
    }

    /// The issue's size targets: at least 1,500 gold entities and at least 150 per language.
    @Test func shippedCorpusMeetsSizeTargets() throws {
        let docs = try GoldReader.load(directory: shippedGoldDirectory).documents
        let total = docs.reduce(0) { $0 + $1.entities.count }
        #expect(total >= 1500)
        for lang in ["en", "ru", "pt", "de", "fr", "es"] {
            let n = docs.filter { $0.language == lang }.reduce(0) { $0 + $1.entities.count }
            #expect(n >= 150, "\(lang) has \(n) entities")
        }
        // Every planned type is represented in every language, so each detector is scored everywhere.
        for lang in ["en", "ru", "pt", "de", "fr", "es"] {
            let types = Set(docs.filter { $0.language == lang }.flatMap(\.entities).map(\.type))
            #expect(types == Set(GoldFormat.plannedTypes), "\(lang): \(types.sorted())")
        }
        // The money, quantity, tracking and flight targets: at least 80 entities each across the languages.
        for type in ["money", "quantity", "tracking", "flight"] {
            let n = docs.flatMap(\.entities).filter { $0.type == type }.count
            #expect(n >= 80, "\(type) has \(n) entities")
        }
    }

    @Test(arguments: BrokenGold.cases)
    func rejectsBrokenAnnotations(_ c: BrokenGold) {
        let read = c.jsonl ? GoldReader.parseJSONL(c.input, file: "t.jsonl") : GoldReader.parseMarkup(c.input, file: "t.gold")
        let issues = read.issues + GoldValidator.validate(read.documents)
        #expect(issues.contains { $0.message.contains(c.expected) },
                "expected an issue containing \"\(c.expected)\", got \(issues.map(\.message))")
    }

    @Test func acceptsAWellFormedDocument() {
        let read = GoldReader.parseMarkup(header + """
            Call {{phone|+16502530000|(650) 253-0000}} {{date|2026-12-04T15:00:00-05:00|tomorrow at 3pm}} \
            ({{date|2026-12-04|Friday}}), see {{link||www.example.com}} or {{email||a@b.co}}; \
            {{address|houseNumber=1;street=Main St;city=Boston|1 Main St, Boston}}. Version 2.4.1, order #4471.
            """, file: "t.gold")
        #expect(read.issues.isEmpty)
        #expect(GoldValidator.validate(read.documents).isEmpty)
        #expect(read.documents.first?.entities.count == 6)
    }
}

struct BrokenGold: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let expected: String
    var jsonl = false
    var testDescription: String { name }

    static let cases: [BrokenGold] = [
        BrokenGold(name: "unclosed markup", input: header + "Call {{phone|+16502530000|(650) 253-0000 now", expected: "never closed"),
        BrokenGold(name: "stray closer", input: header + "Call 650}} now", expected: "without a matching"),
        BrokenGold(name: "nested markup", input: header + "{{link||{{email||a@b.co}}}}", expected: "nested"),
        BrokenGold(name: "two parts", input: header + "{{phone|(650) 253-0000}}", expected: "found 2"),
        BrokenGold(name: "unknown type", input: header + "{{fax|+16502530000|(650) 253-0000}}", expected: "unknown type"),
        BrokenGold(name: "E.164 without plus", input: header + "{{phone|16502530000|(650) 253-0000}}", expected: "not E.164"),
        BrokenGold(name: "E.164 typo", input: header + "{{phone|+16502530001|(650) 253-0000}}", expected: "last digits"),
        BrokenGold(name: "date not ISO", input: header + "{{date|Dec-04-2026|Dec 4}}", expected: "not YYYY-MM-DD"),
        BrokenGold(name: "date month 13", input: header + "{{date|2026-13-04T10:00:00+01:00|soon}}", expected: "not YYYY-MM-DD"),
        BrokenGold(name: "date without zone", input: header + "{{date|2026-12-04T10:00:00|Dec 4 10am}}", expected: "not YYYY-MM-DD"),
        BrokenGold(name: "end before start", input: header + "{{date|2026-12-05/2026-12-04|Dec 5–4}}", expected: "before start"),
        BrokenGold(name: "upper-case host", input: header + "{{link|http://WWW.example.com|WWW.example.com}}", expected: "lower-case"),
        BrokenGold(name: "unicode host", input: header + "{{link|http://пример.рф|пример.рф}}", expected: "punycode"),
        BrokenGold(name: "IDN link without value", input: header + "{{link||пример.рф}}", expected: "explicit value"),
        BrokenGold(name: "email differs", input: header + "{{email|a@b.co|a@b.com}}", expected: "differs"),
        BrokenGold(name: "address component not in span", input: header + "{{address|city=Paris|1 Main St, Boston}}", expected: "not written in the span"),
        BrokenGold(name: "unknown address component", input: header + "{{address|town=Boston|Boston}}", expected: "unknown address component"),
        BrokenGold(name: "bad JSON value", input: header + "{{phone|{\"e164\":|+1 650 253 0000}}", expected: "not valid JSON"),
        BrokenGold(name: "span with space", input: header + "{{email|| a@b.co}}", expected: "white space"),
        BrokenGold(name: "bad zone", input: "@@ doc x lang=en region=US now=2026-12-03T10:00:00 tz=Mars/Olympus\nhi", expected: "not an IANA zone"),
        BrokenGold(name: "bad now", input: "@@ doc x lang=en region=US now=2026-02-30T10:00:00 tz=UTC\nhi", expected: "now `"),
        BrokenGold(name: "bad language", input: "@@ doc x lang=eng region=US now=2026-12-03T10:00:00 tz=UTC\nhi", expected: "ISO 639-1"),
        BrokenGold(name: "missing header field", input: "@@ doc x lang=en region=US tz=UTC\nhi", expected: "lacks now="),
        BrokenGold(name: "duplicate id", input: header + "a\n" + header + "b", expected: "duplicate document id"),
        BrokenGold(name: "text before header", input: "hello\n" + header + "a", expected: "outside a document"),
        BrokenGold(name: "overlapping spans", input: """
            {"id":"j","lang":"en","region":"US","now":"2026-12-03T10:00:00","tz":"UTC","text":"call 650 253 0000 now","entities":[{"type":"phone","start":5,"end":17,"value":{"e164":"+16502530000"}},{"type":"date","start":9,"end":21,"value":{"start":"2026-12-03"}}]}
            """, expected: "overlaps", jsonl: true),
        BrokenGold(name: "duplicate spans", input: """
            {"id":"j","lang":"en","region":"US","now":"2026-12-03T10:00:00","tz":"UTC","text":"a@b.co","entities":[{"type":"email","start":0,"end":6,"value":{"address":"a@b.co"}},{"type":"email","start":0,"end":6,"value":{"address":"a@b.co"}}]}
            """, expected: "duplicate span", jsonl: true),
        BrokenGold(name: "span inside a character", input: """
            {"id":"j","lang":"ru","region":"RU","now":"2026-12-03T10:00:00","tz":"UTC","text":"ааа b@c.ru","entities":[{"type":"email","start":1,"end":13,"value":{"address":"x"}}]}
            """, expected: "character boundaries", jsonl: true),
        BrokenGold(name: "span past the end", input: """
            {"id":"j","lang":"en","region":"US","now":"2026-12-03T10:00:00","tz":"UTC","text":"short","entities":[{"type":"email","start":0,"end":60,"value":{"address":"x"}}]}
            """, expected: "outside the text", jsonl: true),
        BrokenGold(name: "text field disagrees", input: """
            {"id":"j","lang":"en","region":"US","now":"2026-12-03T10:00:00","tz":"UTC","text":"mail a@b.co","entities":[{"type":"email","start":5,"end":11,"text":"a@b.com","value":{"address":"a@b.co"}}]}
            """, expected: "differs from the span", jsonl: true),
    ]
}
