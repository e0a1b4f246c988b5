import Foundation
import Testing
@testable import TextSense

// Measures the link detector against third-party fixtures kept outside the repository, in
// `$TEXTSENSE_EVAL_DIR/links` (see `EvalDirectory`):
// - linkify-it's `links.txt`, `not_links.txt` and the Python port's `port_links.txt` (target: 100%);
// - twitter-text's `twitter-text-extract.yml`, sections `urls`, `urls_with_indices`,
//   `urls_with_directional_markers`, `tco_urls_with_params` (target: ≥ 92%).
// The suite is skipped, with a note, when the folder is absent. The files are read, never copied.

enum LinkEvalFixtures {
    static let folder: URL? = EvalDirectory.folder("links")

    static var available: Bool {
        guard let folder else { return false }
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("links.txt").path)
    }

    static func read(_ name: String) throws -> String {
        guard let folder else { throw CocoaError(.fileNoSuchFile) }
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

/// One linkify-it fixture case: an input line and the text of the first link it must yield.
struct LinkifyCase: CustomTestStringConvertible, Sendable {
    var line: Int
    var input: String
    var expected: String
    var testDescription: String { "line \(line): \(input)" }

    /// linkify-it's fixture format: lines starting with `%` are comments; a non-empty line followed by a
    /// non-empty line expects that second line as the first link's text; otherwise the whole line is a link.
    static func parse(_ text: String) -> [LinkifyCase] {
        let lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        func clean(_ s: String) -> String { s.hasPrefix("%") ? "" : s }
        var cases: [LinkifyCase] = []
        var i = 0
        while i < lines.count {
            let line = clean(lines[i])
            let next = i + 1 < lines.count ? clean(lines[i + 1]) : ""
            if line.trimmingCharacters(in: .whitespaces).isEmpty { i += 1; continue }
            if !next.trimmingCharacters(in: .whitespaces).isEmpty {
                cases.append(LinkifyCase(line: i + 1, input: line, expected: next))
                i += 2
            } else {
                cases.append(LinkifyCase(line: i + 1, input: line, expected: line))
                i += 1
            }
        }
        return cases
    }

    /// `not_links.txt`: every non-comment, non-empty line must yield nothing.
    static func parseNegatives(_ text: String) -> [LinkifyCase] {
        text.components(separatedBy: "\n").enumerated().compactMap { index, raw in
            let line = raw.hasPrefix("%") ? "" : raw
            return line.trimmingCharacters(in: .whitespaces).isEmpty ? nil
                : LinkifyCase(line: index + 1, input: line, expected: "")
        }
    }
}

/// One twitter-text URL extraction case.
struct TwitterCase: CustomTestStringConvertible, Sendable {
    var section: String
    var description: String
    var text: String
    var expected: [String]
    /// Unicode scalar offsets, when the case gives them.
    var indices: [[Int]]?
    var testDescription: String { "\(section): \(description)" }

    static let sections: Set<String> = ["urls", "urls_with_indices", "urls_with_directional_markers", "tco_urls_with_params"]

    /// A small reader for the file's regular shape (`- description:`, `text:`, `expected:` with an inline
    /// list or `- url:`/`indices:` items); double-quoted YAML escapes are decoded.
    static func parse(_ yaml: String) -> [TwitterCase] {
        var cases: [TwitterCase] = []
        var section = ""
        var current: TwitterCase?
        func flush() { if let c = current, sections.contains(c.section) { cases.append(c) }; current = nil }
        for raw in yaml.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if raw.hasPrefix("  "), !raw.hasPrefix("   "), line.hasSuffix(":") {
                flush()
                section = String(line.dropLast())
            } else if line.hasPrefix("- description:") {
                flush()
                current = TwitterCase(section: section, description: quoted(in: line).first ?? "", text: "", expected: [])
            } else if line.hasPrefix("text:") {
                current?.text = quoted(in: line).first ?? ""
            } else if line.hasPrefix("expected:") {
                current?.expected = quoted(in: line)
            } else if line.hasPrefix("- url:") {
                current?.expected.append(quoted(in: line).first ?? "")
            } else if line.hasPrefix("indices:") {
                let numbers = line.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
                    .split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                let previous = current?.indices ?? []
                current?.indices = previous + [numbers]
            }
        }
        flush()
        return cases
    }

    /// The double-quoted strings in `line`, unescaped.
    static func quoted(in line: String) -> [String] {
        var result: [String] = []
        var scalars = Array(line.unicodeScalars)[...]
        while let open = scalars.firstIndex(of: "\"") {
            scalars = scalars[(open + 1)...]
            var value = String.UnicodeScalarView()
            while let c = scalars.first {
                scalars = scalars.dropFirst()
                if c == "\"" { break }
                if c == "\\", let e = scalars.first {
                    scalars = scalars.dropFirst()
                    switch e {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "u", "U":
                        let width = e == "u" ? 4 : 8
                        let hex = String(String.UnicodeScalarView(scalars.prefix(width)))
                        scalars = scalars.dropFirst(width)
                        if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { value.append(s) }
                    default: value.append(e)
                    }
                } else {
                    value.append(c)
                }
            }
            result.append(String(value))
        }
        return result
    }
}

@Suite("Link detector against linkify-it and twitter-text fixtures", .enabled(if: LinkEvalFixtures.available, "set TEXTSENSE_EVAL_DIR to the folder holding links/"))
struct LinkEvalTests {
    static func detector(bareIPs: Bool = false) throws -> DataDetector {
        try DataDetector(types: [.link, .email], context: DetectionContext(linksBareIPAddresses: bareIPs))
    }

    static var linkifyPositives: [LinkifyCase] {
        ((try? LinkEvalFixtures.read("links.txt")).map(LinkifyCase.parse) ?? [])
    }
    static var portPositives: [LinkifyCase] {
        ((try? LinkEvalFixtures.read("port_links.txt")).map(LinkifyCase.parse) ?? [])
    }
    static var linkifyNegatives: [LinkifyCase] {
        ((try? LinkEvalFixtures.read("not_links.txt")).map(LinkifyCase.parseNegatives) ?? [])
    }
    static var twitterCases: [TwitterCase] {
        ((try? LinkEvalFixtures.read("twitter-text-extract.yml")).map(TwitterCase.parse) ?? [])
    }

    /// linkify-it's `links.txt` runs with `fuzzyIP: true`, so the bare-IP option is on here.
    @Test("linkify-it links.txt: first detection", arguments: linkifyPositives)
    func linkifyLink(_ c: LinkifyCase) throws {
        let found = try Self.detector(bareIPs: true).detections(in: c.input)
        #expect(found.first?.text == c.expected, "found \(found.map(\.description))")
    }

    @Test("linkify-it port_links.txt: first detection", arguments: portPositives)
    func portLink(_ c: LinkifyCase) throws {
        let found = try Self.detector(bareIPs: true).detections(in: c.input)
        #expect(found.first?.text == c.expected, "found \(found.map(\.description))")
    }

    /// `not_links.txt` runs with linkify-it's defaults (no bare IPs), like here.
    @Test("linkify-it not_links.txt: nothing found", arguments: linkifyNegatives)
    func linkifyNotLink(_ c: LinkifyCase) throws {
        let found = try Self.detector().detections(in: c.input)
        #expect(found.isEmpty, "found \(found.map(\.description))")
    }

    @Test("fixture files parse into the expected number of cases")
    func fixtureCounts() {
        #expect(Self.linkifyPositives.count >= 117)
        #expect(Self.linkifyNegatives.count >= 38)
        #expect(Self.portPositives.count >= 14)
        #expect(Self.twitterCases.count >= 108)
    }

    /// The twitter-text cases this detector deliberately answers differently, each with its reason. Only two
    /// kinds of reason are accepted: the case contradicts linkify-it's fixtures, or it is Twitter-specific.
    static let twitterKnownMisses: [String: String] = [
        "urls: DO NOT extract invalid URL: http://no-tld":
            "contradicts linkify-it: a scheme makes a dotless host valid (`http://host-name`, `http://999`)",
        "urls: Extract URLs with and without protocol surrounded by CJK characters":
            "contradicts linkify-it: a path may continue with CJK text right after `/` (`example.com/䨹`)",
        "urls_with_indices: Extract URLs with and without protocol surrounded by CJK characters":
            "contradicts linkify-it: a path may continue with CJK text right after `/` (`example.com/䨹`)",
        "urls: DO NOT extract URLs with > 40 characters in a t.co slug":
            "Twitter-specific: t.co slug length",
        "urls: Extract a t.co URL with a trailing apostrophe":
            "Twitter-specific t.co slug rule; linkify-it keeps apostrophes followed by letters (`I'm_king`)",
        "urls: Extract a t.co URL with a trailing hyphen":
            "contradicts linkify-it: a trailing `-` stays in the path (`…germany-inc-`)",
        "urls_with_indices: Extract t.co URLs skipping trailing characters and adjusting indices correctly":
            "Twitter-specific t.co slug rule (`t.co/8MkmHU0k+c`, `t.co/TKLp64dY.x`, `t.co/8t7G3ddS#a`); linkify-it keeps `'s`, `+c`, `.x`, `#a` and a trailing `-`",
        "urls: DO NOT extract URLs in hashtag or @mention":
            "Twitter-specific #/@ prefixes: `#http://…` and `@http://…` are a hashtag and a mention there; linkify-it links a scheme after any punctuation (`test.example@http://vk.com`)",
    ]

    @Test("twitter-text URL extraction: ≥ 92% of cases, every miss documented")
    func twitter() throws {
        var misses: [String: String] = [:]
        let cases = Self.twitterCases
        let detector = try Self.detector()
        for c in cases {
            let links = detector.detections(in: c.text).filter { $0.kind == .link }
            var ok = links.map(\.text) == c.expected
            if ok, let indices = c.indices {
                let scalarRanges = links.map { d in
                    [c.text.unicodeScalars.distance(from: c.text.startIndex, to: d.range.lowerBound),
                     c.text.unicodeScalars.distance(from: c.text.startIndex, to: d.range.upperBound)]
                }
                ok = scalarRanges == indices
            }
            if !ok { misses[c.testDescription] = "found \(links.map(\.text))" }
        }
        let passed = cases.count - misses.count
        let rate = Double(passed) / Double(max(cases.count, 1))
        print("twitter-text urls: \(passed)/\(cases.count) = \(String(format: "%.1f", rate * 100))%")
        #expect(rate >= 0.92)
        for (name, found) in misses.sorted(by: { $0.key < $1.key }) where Self.twitterKnownMisses[name] == nil {
            Issue.record("undocumented twitter-text miss: \(name) — \(found)")
        }
        for name in Self.twitterKnownMisses.keys.sorted() where misses[name] == nil {
            Issue.record("documented miss now passes, remove it from the table: \(name)")
        }
    }
}
