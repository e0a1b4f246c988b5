import Foundation
import Testing
@testable import TextSense

/// A detection's JSON writes its actions straight from the value, with URLs as text where `URL(string:)` would
/// keep the text as it is. These tables hold both to what building the public `SuggestedAction`s gives.
@Suite("Actions in JSON")
struct ActionJSONTests {
    struct URLCase: CustomTestStringConvertible, Sendable {
        var prefix: String
        var tail: String
        var testDescription: String { "\(prefix)\(tail)" }
    }

    /// The fixed starts of the URLs actions build from text, each with plain and tricky tails.
    static let prefixes = ["tel:", "sms:", "calshow:", "geo:0,0?q=", "https://www.openstreetmap.org/directions?to=",
                           "https://www.flightaware.com/live/flight/"]
    static let tails = [
        "+16502530000", "+16502530000;ext=12", "+4930123456;ext=0042", "1793491200", "-86400", "0", "UA837", "U28123",
        "DLH400A", "1600%20Amphitheatre%20Pkwy%2C%20Mountain%20View", "Stra%C3%9Fe%2043", "%D1%83%D0%BB.",
        "a-b_c.d~e", "..", "~", "%7e%7E", "+;=", "",
        // Not plain: the URL is built as before (and may be nil).
        "a b", "%", "%2", "%zz", "100%", "ü", "?x", "#frag", "a/b", "[::1]", "a|b", "\"q\"", "a\\b", "\u{7F}", "\n",
        "%%41", "x:y", "@host", "a,b", "日本",
    ]
    static let urlCases = prefixes.flatMap { p in tails.map { URLCase(prefix: p, tail: $0) } }

    @Test("a target's text is what URL(string:) gives back, nil when it gives no URL", arguments: urlCases)
    func targetText(_ c: URLCase) {
        let s = c.prefix + c.tail
        let target = ActionDraft.target(c.prefix, c.tail)
        #expect(target.text == URL(string: s)?.absoluteString)
        #expect(target.exists == (URL(string: s) != nil))
        if ActionDraft.verbatim(c.tail) {
            #expect(URL(string: s)?.absoluteString == s)
        }
        #expect(ActionDraft(kind: .open, title: "", target: target).action.url == URL(string: s))
    }

    static let addresses = [
        "1600 Amphitheatre Parkway, Mountain View, CA 94043", "Friedrichstraße 43, 10117 Berlin",
        "ул. Тверская, д. 7, Москва, 125009", "Rua Augusta, 1500 – São Paulo", "50% \"off\" #3 / a?b&c=d;e+f",
        "Calle de Alcalá 50\n28014 Madrid", "Bücherstraße 1, München 🇩🇪", "%41%", "",
    ]

    @Test("a percent-encoded address makes URLs kept as written", arguments: addresses)
    func addressQuery(_ formatted: String) throws {
        let query = SuggestedAction.percentEncodedQuery(formatted)
        #expect(ActionDraft.verbatim(query) == !formatted.isEmpty)
        for prefix in ["geo:0,0?q=", "https://www.openstreetmap.org/directions?to="] {
            let url = try #require(URL(string: prefix + query))
            #expect(url.absoluteString == prefix + query)
        }
        let reference = formatted.utf8.map { b -> String in
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: return String(UnicodeScalar(b))
            default: return String(format: "%%%02X", b)
            }
        }.joined()
        #expect(query == reference)
    }

    @Test("an address's map URL encoded into the JSON buffer is the URL built from text", arguments: addresses)
    func queryTarget(_ formatted: String) throws {
        let value = AddressValue(components: .init(city: "Berlin"), region: Locale.Region("DE"), formatted: formatted)
        var drafts: [ActionDraft] = []
        SuggestedAction.addressActions(value) { drafts.append($0) }
        let prefixes = ["geo:0,0?q=", "https://www.openstreetmap.org/directions?to="]
        for (draft, prefix) in zip(drafts.prefix(2), prefixes) {
            let expected = URL(string: prefix + SuggestedAction.percentEncodedQuery(formatted))
            #expect(draft.target.text == expected?.absoluteString)
            #expect(draft.target.exists == (expected != nil))
            #expect(draft.action.url == expected)
            var direct = JSONWriter(), built = JSONWriter()
            direct.action(draft)
            draft.action.writeJSON(to: &built)
            #expect(String(decoding: direct.bytes, as: UTF8.self) == String(decoding: built.bytes, as: UTF8.self))
        }
    }

    static let texts = [
        "See https://swift.org/docs?q=a%20b#top, www.Example.com/Ä and http://xn--mnchen-3ya.de/ü.",
        "Mail ana+news@example.com or jörg@münchen.de today.",
        "Call +1 650 253 0000 ext. 12, or 030 1234567, or +44 20 7946 0958.",
        "Visit 1600 Amphitheatre Parkway, Mountain View, CA 94043 and Friedrichstraße 43, 10117 Berlin.",
        "Lunch on Friday, December 4, 2026 at 12:30 PM; every Monday at 9am; from 2:00 to 3:30 PM EST.",
        "Tracking 1Z2309720115134054 and RR123456785DE; flight UA 837 from SFO to NRT on December 5, 2026 at 11:00.",
        "It costs $1,250.00 or € 12,50; it is 5 km away and 72°F.",
    ]

    @Test("an action kind's JSON name is its raw value", arguments: SuggestedAction.Kind.allCases)
    func kindName(_ kind: SuggestedAction.Kind) {
        #expect(kind.jsonName.description == kind.rawValue)
    }

    @Test("a detection's JSON is the same when its number or quantity was formatted before", arguments: texts)
    func formattedAgain(_ text: String) throws {
        let context = DetectionContext(locale: Locale(identifier: "de_DE"),
                                       referenceDate: Date(timeIntervalSince1970: 1_793_491_200))
        func json() throws -> [String] {
            try DataDetector(types: .all, context: context).detections(in: text).map { d in
                var w = JSONWriter()
                d.writeJSON(to: &w)
                return String(decoding: w.bytes, as: UTF8.self)
            }
        }
        let first = try json()
        #expect(try json() == first)
        // The values read field by field, from the cache the first writing filled, equal the written ones.
        for d in try DataDetector(types: .all, context: context).detections(in: text) {
            var given = d
            given.actions = d.actions
            var w = JSONWriter()
            given.writeJSON(to: &w)
            #expect(first.contains(String(decoding: w.bytes, as: UTF8.self)))
        }
    }

    @Test("a detection's JSON is the same written from its value as from its built actions", arguments: texts)
    func derivedEqualsGiven(_ text: String) throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let context = DetectionContext(locale: Locale(identifier: "en_US"),
                                       referenceDate: Date(timeIntervalSince1970: 1_793_491_200), timeZone: zone)
        let found = try DataDetector(types: .all, context: context).detections(in: text)
        #expect(!found.isEmpty)
        for d in found {
            var derived = JSONWriter()
            d.writeJSON(to: &derived)
            var given = d
            given.actions = d.actions
            var built = JSONWriter()
            given.writeJSON(to: &built)
            #expect(String(decoding: derived.bytes, as: UTF8.self) == String(decoding: built.bytes, as: UTF8.self))
        }
    }
}
