// Usage samples written the way Apple-platform code is (the same file compiles against the iOS/macOS SDK),
// and the sample executable run as a user would run it.
import Foundation
import Testing
#if os(Linux)
import TextSenseCompat
#endif

extension String {
    /// The common `isValidEmail` shape: the only match is a mailto link spanning the whole string.
    var looksLikeEmail: Bool {
        let detector = try! NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        let range = NSRange(startIndex..., in: self)
        let matches = detector.matches(in: self, options: [], range: range)
        return matches.count == 1 && matches[0].range == range && matches[0].url?.scheme == "mailto"
    }
}

@Suite struct AppleStyleSamplesTests {
    @Test func phonesAndAddresses() throws {
        let s = "Ring 🙂 (650) 253-0000 or visit 1 Infinite Loop, Cupertino, CA 95014"
        let types: NSTextCheckingResult.CheckingType = [.phoneNumber, .address]
        let detector = try NSDataDetector(types: types.rawValue)
        var phones: [String] = []
        var cities: [String] = []
        for match in detector.matches(in: s, options: [], range: NSRange(location: 0, length: s.utf16.count)) {
            if match.resultType == .phoneNumber, let number = match.phoneNumber { phones.append(number) }
            if match.resultType == .address, let city = match.addressComponents?[.city] { cities.append(city) }
            #expect(Range(match.range, in: s) != nil)
        }
        #expect(phones == ["(650) 253-0000"])
        #expect(cities == ["Cupertino"])
    }

    @Test func firstLinkWithStop() throws {
        let s = "see a.io, b.io and c.io"
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        var urls: [URL] = []
        detector.enumerateMatches(in: s, options: [], range: NSRange(s.startIndex..., in: s)) { match, _, stop in
            if let url = match?.url { urls.append(url) }
            stop.pointee = true
        }
        #expect(urls.map(\.absoluteString) == ["http://a.io"])
    }

    @Test(arguments: [("ana@example.com", true), ("mail ana@example.com", false), ("swift.org", false), ("", false)])
    func emailValidation(_ text: String, _ valid: Bool) {
        #expect(text.looksLikeEmail == valid)
    }

    @Test func dateOfAnEvent() throws {
        let s = "Party on December 24, 2030 at 7pm"
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.date.rawValue)
        let match = try #require(detector.firstMatch(in: s, options: [], range: NSRange(location: 0, length: s.utf16.count)))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: try #require(match.date))
        #expect([parts.year, parts.month, parts.day, parts.hour] == [2030, 12, 24, 19])
        #expect(match.timeZone == nil)
    }

    @Test func wordLoop() {
        let tokenizer = NLTokenizer(unit: .word)
        let text = "The quick brown fox."
        tokenizer.string = text
        tokenizer.setLanguage(.english)
        let words = tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
        #expect(words == ["The", "quick", "brown", "fox"])
    }

    /// The README's "Porting code from Apple platforms" example, its prints collected as lines.
    @Test func readmeExample() {
        var printed: [String] = []
        let text = "Call +1 650 253 0000 or mail ana@example.com 📬 about 1600 Amphitheatre Parkway, Mountain View, CA 94043 — see https://swift.org."
        let types: NSTextCheckingResult.CheckingType = [.link, .phoneNumber, .address]
        let detector = try! NSDataDetector(types: types.rawValue)
        for match in detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)) {
            if match.resultType == .phoneNumber { printed.append("phone \(match.range.location) \(match.range.length) \(match.phoneNumber!)") }
            if match.resultType == .link { printed.append("link \(match.range.location) \(match.range.length) \(match.url!)") }
            if match.resultType == .address { printed.append("address \(match.range.location) \(match.addressComponents![.city]!)") }
        }
        #expect(printed == ["phone 5 15 +1 650 253 0000", "link 29 15 mailto:ana@example.com", "address 54 Mountain View",
                            "link 111 17 https://swift.org"])
    }

    /// The sample executable (Examples/CompatSample), built with the tests, prints what Apple's APIs would.
    @Test func sampleProgram() throws {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = me.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: dir.appendingPathComponent("textsense-compat-sample").path) {
            dir = dir.deletingLastPathComponent()
        }
        let p = Process()
        p.executableURL = dir.appendingPathComponent("textsense-compat-sample")
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(stderr == "")
        #expect(stdout == Self.sampleOutput)
    }

    /// Also in the README ("Porting code from Apple platforms") and checked by scripts/compat-package.sh.
    static let sampleOutput = """
        phone 5 15 +1 650 253 0000
        link 29 15 mailto:ana@example.com ana@example.com
        address 54 50 Mountain View 94043
        link 111 17 https://swift.org https://swift.org
        stopped after 1
        ana@example.com valid: true
        mail ana@example.com valid: false
        misspelled: recieved→received leter→letter
        words: Hi|it's|42#|°|C|🙂!

        """
}
