import Foundation
import Testing
import TextSense
@testable import TextSenseCompat

/// One result as a line: `link 11 9 "swift.org" http://swift.org` (UTF-16 location and length).
func line(_ m: NSTextCheckingResult, in s: String) -> String {
    let written = Range(m.range, in: s).map { String(s[$0]) } ?? "<no Range>"
    var value = ""
    switch m.resultType.rawValue {
    case 1 << 6: value = m.url?.absoluteString ?? "nil"
    case 1 << 11: value = m.phoneNumber ?? "nil"
    case 1 << 5:
        let c = m.addressComponents ?? [:]
        value = c.keys.map(\.rawValue).sorted().map { "\($0)=\(c[NSTextCheckingKey(rawValue: $0)]!)" }.joined(separator: ";")
    case 1 << 4:
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "Europe/Berlin")!
        value = (m.date.map { f.string(from: $0) } ?? "nil") + " \(Int(m.duration))s" + (m.timeZone.map { " \($0.identifier)" } ?? "")
    case 1 << 12:
        let c = m.components ?? [:]
        value = c.keys.map(\.rawValue).sorted().map { "\($0)=\(c[NSTextCheckingKey(rawValue: $0)]!)" }.joined(separator: ";")
    default: value = "?"
    }
    let kind = [1 << 6: "link", 1 << 11: "phone", 1 << 5: "address", 1 << 4: "date", 1 << 12: "transit"][m.resultType.rawValue] ?? "?"
    return "\(kind) \(m.range.location) \(m.range.length) \"\(written)\" \(value)"
}

/// Berlin, 2026-12-03 10:00 local: relative dates resolve against this through the test seam.
let berlin = TimeZone(identifier: "Europe/Berlin")!
let testContext = DetectionContext(locale: Locale(identifier: "en_US"),
                                   referenceDate: Date(timeIntervalSince1970: 1_796_288_400), timeZone: berlin)

func detector(_ types: UInt64 = NSTextCheckingAllSystemTypes) throws -> NSDataDetector {
    try NSDataDetector(types: types, context: testContext)
}

func all(_ s: String) -> NSRange { NSRange(location: 0, length: s.utf16.count) }

@Suite struct NSDataDetectorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let expected: [String]
        var testDescription: String { text }
    }

    /// Ranges in UTF-16 units: emoji, astral letters and flags count two (or more), combining marks one each.
    @Test(arguments: [
        Case(text: "Docs at swift.org", expected: [#"link 8 9 "swift.org" http://swift.org"#]),
        Case(text: "📘 swift.org", expected: [#"link 3 9 "swift.org" http://swift.org"#]),
        Case(text: "🇩🇪🇫🇷 https://a.io/x", expected: [#"link 9 14 "https://a.io/x" https://a.io/x"#]),
        Case(text: "𝐀𝐁 mail ana@example.com", expected: [#"link 10 15 "ana@example.com" mailto:ana@example.com"#]),
        Case(text: "Café́ at www.example.com", expected: [#"link 9 15 "www.example.com" http://www.example.com"#]),
        Case(text: "Call +1 650 253 0000 now", expected: [#"phone 5 15 "+1 650 253 0000" +1 650 253 0000"#]),
        Case(text: "🙂 (650) 253-0000", expected: [#"phone 3 14 "(650) 253-0000" (650) 253-0000"#]),
        Case(text: "Visit 1600 Amphitheatre Parkway, Mountain View, CA 94043.", expected: [
            #"address 6 50 "1600 Amphitheatre Parkway, Mountain View, CA 94043" City=Mountain View;State=CA;Street=1600 Amphitheatre Parkway;ZIP=94043"#]),
        Case(text: "Friedrichstraße 43, 10117 Berlin", expected: [
            #"address 0 32 "Friedrichstraße 43, 10117 Berlin" City=Berlin;Street=Friedrichstraße 43;ZIP=10117"#]),
        Case(text: "a@b.io, swift.org and +44 20 7946 0958", expected: [
            #"link 0 6 "a@b.io" mailto:a@b.io"#, #"link 8 9 "swift.org" http://swift.org"#,
            #"phone 22 16 "+44 20 7946 0958" +44 20 7946 0958"#]),
        Case(text: "", expected: []),
        Case(text: "nothing to see here", expected: []),
    ])
    func ranges(_ c: Case) throws {
        let d = try detector()
        #expect(d.matches(in: c.text, options: [], range: all(c.text)).map { line($0, in: c.text) } == c.expected)
    }

    /// Dates: noon for a day without a time; duration of a range; a zone only when the text names one.
    @Test(arguments: [
        Case(text: "Due December 4, 2026.", expected: [#"date 4 16 "December 4, 2026" 2026-12-04T12:00:00+01:00 0s"#]),
        Case(text: "Lunch tomorrow at noon", expected: [#"date 6 16 "tomorrow at noon" 2026-12-04T12:00:00+01:00 0s"#]),
        Case(text: "Call at 5pm", expected: [#"date 8 3 "5pm" 2026-12-03T17:00:00+01:00 0s"#]),
        Case(text: "Meet from 2:00 to 3:30 PM EST", expected: [
            #"date 5 24 "from 2:00 to 3:30 PM EST" 2026-12-03T20:00:00+01:00 5400s America/New_York"#]),
    ])
    func dates(_ c: Case) throws {
        let d = try detector(1 << 4)
        #expect(d.matches(in: c.text, options: [], range: all(c.text)).map { line($0, in: c.text) } == c.expected)
    }

    /// Transit information: flight numbers, with the airline designator and the number as components.
    @Test(arguments: [
        Case(text: "My flight UA 837 lands at 6", expected: [#"transit 10 6 "UA 837" Airline=UA;Flight=837"#]),
        Case(text: "✈️ Flug LH400 nach JFK", expected: [#"transit 8 5 "LH400" Airline=LH;Flight=400"#]),
        Case(text: "рейс SU 1124 из SVO", expected: [#"transit 5 7 "SU 1124" Airline=SU;Flight=1124"#]),
        Case(text: "Gate UA 837", expected: []),
    ])
    func transit(_ c: Case) throws {
        let d = try detector(1 << 12)
        #expect(d.checkingTypes == 1 << 12)
        #expect(d.matches(in: c.text, options: [], range: all(c.text)).map { line($0, in: c.text) } == c.expected)
    }

    @Test func onlyMatchesInsideTheRange() throws {
        let s = "swift.org 🙂 example.com and ana@example.com"
        let d = try detector(1 << 6)
        let whole = d.matches(in: s, options: [], range: all(s)).map(\.range)
        #expect(whole == [NSRange(location: 0, length: 9), NSRange(location: 13, length: 11),
                          NSRange(location: 29, length: 15)])
        // From inside the first link: only that part is read (`ft.org` is a link of its own), and ranges
        // stay relative to the whole string.
        let tail = d.matches(in: s, options: [], range: NSRange(location: 3, length: s.utf16.count - 3)).map(\.range)
        #expect(tail == [NSRange(location: 3, length: 6)] + whole.dropFirst())
        // A range that ends inside a match does not find it.
        #expect(d.numberOfMatches(in: s, options: [], range: NSRange(location: 0, length: 20)) == 1)
        // A bound inside the emoji's surrogate pair takes the whole emoji.
        #expect(d.matches(in: s, options: [], range: NSRange(location: 11, length: s.utf16.count - 11)).map(\.range)
                == Array(whole.dropFirst()))
    }

    @Test func stopIsHonoured() throws {
        let s = "a.io b.io c.io d.io"
        let d = try detector()
        var seen: [NSRange] = []
        d.enumerateMatches(in: s, options: [], range: all(s)) { m, flags, stop in
            seen.append(m!.range)
            #expect(flags.isEmpty)
            if seen.count == 2 { stop.pointee = true }
        }
        #expect(seen == [NSRange(location: 0, length: 4), NSRange(location: 5, length: 4)])
    }

    @Test func completionIsReportedUnlessStopped() throws {
        let s = "a.io b.io"
        let d = try detector()
        var calls: [(Bool, NSRegularExpression.MatchingFlags)] = []
        d.enumerateMatches(in: s, options: .reportCompletion, range: all(s)) { m, flags, _ in calls.append((m != nil, flags)) }
        #expect(calls.map(\.0) == [true, true, false])
        #expect(calls.last?.1 == .completed)
        calls = []
        d.enumerateMatches(in: s, options: .reportCompletion, range: all(s)) { m, flags, stop in
            calls.append((m != nil, flags)); stop.pointee = true
        }
        #expect(calls.map(\.0) == [true])
    }

    @Test func anchoredMatchesOnlyAtTheStart() throws {
        let s = "a.io b.io"
        let d = try detector()
        #expect(d.numberOfMatches(in: s, options: .anchored, range: all(s)) == 1)
        #expect(d.numberOfMatches(in: s, options: .anchored, range: NSRange(location: 1, length: 8)) == 0)
        #expect(d.matches(in: s, options: .anchored, range: NSRange(location: 5, length: 4)).map(\.range)
                == [NSRange(location: 5, length: 4)])
    }

    @Test func firstMatchAndCounts() throws {
        let s = "x a.io b.io"
        let d = try detector()
        #expect(d.firstMatch(in: s, options: [], range: all(s))?.range == NSRange(location: 2, length: 4))
        #expect(d.rangeOfFirstMatch(in: s, options: [], range: all(s)) == NSRange(location: 2, length: 4))
        #expect(d.numberOfMatches(in: s, options: [], range: all(s)) == 2)
        #expect(d.rangeOfFirstMatch(in: "", options: [], range: NSRange(location: 0, length: 0)).location == NSNotFound)
        #expect(d.firstMatch(in: "plain", options: [], range: all("plain")) == nil)
    }

    @Test func resultsAreNSTextCheckingResults() throws {
        let s = "ana@example.com"
        let m = try #require(try detector().firstMatch(in: s, options: [], range: all(s)))
        #expect(m.resultType.rawValue == 1 << 6)
        #expect(m.numberOfRanges == 1)
        #expect(m.range(at: 0) == m.range)
        #expect(m.phoneNumber == nil && m.date == nil && m.addressComponents == nil && m.components == nil)
        #expect(m.duration == 0 && m.timeZone == nil)
        #expect((m as? DetectionCheckingResult)?.detection.kind == .email)
    }

    /// A string bridged from an `NSString` holding a lone surrogate keeps its UTF-16 length.
    @Test func loneSurrogateFromNSString() throws {
        let units: [unichar] = [0xD83D, 0x20] + Array("swift.org".utf16)
        let s = NSString(characters: units, length: units.count) as String
        let m = try detector().matches(in: s, options: [], range: all(s))
        #expect(s.utf16.count == units.count)
        #expect(m.map(\.range) == [NSRange(location: 2, length: 9)])
    }

    /// 10 MB of text: every match found, the last range right (the UTF-16 walk is one pass).
    @Test func tenMegabytes() throws {
        let unit = "Mail ana@example.com 🙂 or see swift.org. "
        let copies = 10_000_000 / unit.utf8.count
        let s = String(repeating: unit, count: copies)
        let m = try detector(1 << 6).matches(in: s, options: [], range: all(s))
        #expect(m.count == 2 * copies)
        let perUnit = unit.utf16.count
        #expect(m.last?.range == NSRange(location: (copies - 1) * perUnit + 31, length: 9))
    }

    @Test func keysHaveApplesRawValues() {
        let keys: [(NSTextCheckingKey, String)] = [(.name, "Name"), (.jobTitle, "JobTitle"), (.organization, "Organization"),
            (.street, "Street"), (.city, "City"), (.state, "State"), (.zip, "ZIP"), (.country, "Country"),
            (.phone, "Phone"), (.airline, "Airline"), (.flight, "Flight")]
        for (key, raw) in keys { #expect(key.rawValue == raw) }
    }

    /// Apple raises NSRangeException for a range outside the string; here it is a precondition failure
    /// with Apple's message (in the message of the trap, on standard error).
    @Test func rangeOutsideTheStringTraps() async throws {
        let past = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try NSDataDetector(types: 1 << 6).matches(in: "a.io", options: [], range: NSRange(location: 0, length: 5))
        }
        let message = String(decoding: try #require(past).standardErrorContent, as: UTF8.self)
        #expect(message.contains("*** -[NSDataDetector enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds"))
        await #expect(processExitsWith: .failure) {
            _ = try NSDataDetector(types: 1 << 6).firstMatch(in: "a.io", options: [], range: NSRange(location: 5, length: 0))
        }
        await #expect(processExitsWith: .failure) {
            _ = try NSDataDetector(types: 1 << 6).numberOfMatches(in: "", options: [], range: NSRange(location: NSNotFound, length: 0))
        }
        await #expect(processExitsWith: .failure) {
            _ = UITextChecker().rangeOfMisspelledWord(in: "teh", range: NSRange(location: 1, length: 3), startingAt: 0,
                                                      wrap: false, language: "en_US")
        }
    }
}
