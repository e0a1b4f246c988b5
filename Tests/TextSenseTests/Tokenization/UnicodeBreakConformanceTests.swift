import Foundation
import Testing
@testable import TextSense

/// Conformance with Unicode 15.0's break tests (Debian unicode-data, /usr/share/unicode/auxiliary), through the
/// public `Tokenizer`. Deviations are listed with their reason and asserted, so a change in either direction
/// fails the suite.
@Suite("Unicode break conformance")
struct UnicodeBreakConformanceTests {
    static func interiorBoundaries(_ tokenizer: Tokenizer, _ text: String) -> [Int] {
        var ends = tokenizer.tokens(in: text).map(\.utf8Range.upperBound)
        if ends.last == text.utf8.count { ends.removeLast() }
        return ends
    }

    static func failures(_ unit: Tokenizer.Unit, locale: String, file: String) throws -> (total: Int, failed: [UnicodeBreakCase]) {
        let tokenizer = try Tokenizer(unit: unit, locale: Locale(identifier: locale))
        let cases = try UnicodeBreakTestFile.load(file)
        let failed = cases.filter { interiorBoundaries(tokenizer, $0.text) != $0.boundaries }
        return (cases.count, failed)
    }

    @Test("GraphemeBreakTest: 602/602 under en")
    func graphemes() throws {
        let (total, failed) = try Self.failures(.character, locale: "en", file: "Grapheme")
        #expect(total == 602)
        #expect(failed.isEmpty, "\(failed.prefix(5))")
    }

    @Test("SentenceBreakTest: 502/502 under en")
    func sentences() throws {
        let (total, failed) = try Self.failures(.sentence, locale: "en", file: "Sentence")
        #expect(total == 502)
        #expect(failed.isEmpty, "\(failed.prefix(5))")
    }

    @Test("WordBreakTest: 1823/1823 under sv (CLDR keeps ':' as MidLetter only for sv/fi)")
    func wordsSwedish() throws {
        let (total, failed) = try Self.failures(.word, locale: "sv", file: "Word")
        #expect(total == 1823)
        #expect(failed.isEmpty, "\(failed.prefix(5))")
    }

    /// Under `en`, CLDR's tailoring removes U+003A COLON from MidLetter, so `a:b` splits around the colon.
    /// Exactly the cases with a colon between letters differ, and each equals the tailored answer.
    @Test("WordBreakTest under en: 1808 as-is + 15 colon cases with the CLDR-tailored answer")
    func wordsEnglish() throws {
        let tokenizer = try Tokenizer(unit: .word, locale: Locale(identifier: "en"))
        let cases = try UnicodeBreakTestFile.load("Word")
        let failed = cases.filter { Self.interiorBoundaries(tokenizer, $0.text) != $0.boundaries }
        #expect(failed.count == 15)
        for c in failed {
            #expect(c.scalars.contains(":"), "\(c)")
            #expect(Self.interiorBoundaries(tokenizer, c.text) == c.boundaries(breakingAround: ":"), "\(c)")
        }
    }

    /// ICU 72 implements UAX #14 with CLDR's tailorings, which differ from the untailored test file in a
    /// documented set of cases; `LineBreakDeviations` lists each one with its reason.
    @Test("LineBreakTest under en: 7632/7654, the 22 deviations listed with reasons")
    func lines() throws {
        let (total, failed) = try Self.failures(.line, locale: "en", file: "Line")
        #expect(total == 7654)
        #expect(failed.count == LineBreakDeviations.lines.count)
        #expect(Set(failed.map(\.line)) == Set(LineBreakDeviations.lines.keys), "\(failed.map(\.description))")
    }
}
