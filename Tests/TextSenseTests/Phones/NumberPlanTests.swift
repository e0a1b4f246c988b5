import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite struct DigitPatternTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var pattern: String
        var digits: String
        var whole: Bool
        var prefix: Bool
        var testDescription: String { "/\(pattern)/ on \(digits)" }
    }

    static func digits(_ s: String) -> [UInt8] { s.utf8.map { $0 &- 0x30 } }

    @Test(arguments: [
        Case(pattern: "[2-9]\\d{9}|3\\d{6}", digits: "6502530000", whole: true, prefix: true),
        Case(pattern: "[2-9]\\d{9}|3\\d{6}", digits: "1502530000", whole: false, prefix: false),
        Case(pattern: "[2-9]\\d{9}|3\\d{6}", digits: "3123456", whole: true, prefix: true),
        Case(pattern: "[2-9]\\d{9}|3\\d{6}", digits: "312345", whole: false, prefix: false),
        Case(pattern: "[2-9]\\d{9}|3\\d{6}", digits: "31234567", whole: false, prefix: true),
        Case(pattern: "8(?:00|33|44|55|66|77|88)[2-9]\\d{6}", digits: "8002345678", whole: true, prefix: true),
        Case(pattern: "8(?:00|33|44|55|66|77|88)[2-9]\\d{6}", digits: "8012345678", whole: false, prefix: false),
        Case(pattern: "8001|8[024]9", digits: "8095551234", whole: false, prefix: true),
        Case(pattern: "8001|8[024]9", digits: "8001", whole: true, prefix: true),
        Case(pattern: "8001|8[024]9", digits: "8", whole: false, prefix: false),
        Case(pattern: "1\\d{2,4}", digits: "12", whole: false, prefix: false),
        Case(pattern: "1\\d{2,4}", digits: "123", whole: true, prefix: true),
        Case(pattern: "1\\d{2,4}", digits: "12345", whole: true, prefix: true),
        Case(pattern: "1\\d{2,4}", digits: "123456", whole: false, prefix: true),
        Case(pattern: "1\\d{2,}", digits: "1234567890123", whole: true, prefix: true),
        Case(pattern: "(?:12)?3", digits: "3", whole: true, prefix: true),
        Case(pattern: "(?:12)?3", digits: "123", whole: true, prefix: true),
        Case(pattern: "(?:12)?3", digits: "13", whole: false, prefix: false),
        Case(pattern: "(1|2)+3*", digits: "121233", whole: true, prefix: true),
        Case(pattern: "(1|2)+3*", digits: "", whole: false, prefix: false),
        Case(pattern: "[013-5]", digits: "2", whole: false, prefix: false),
        Case(pattern: "[013-5]", digits: "4", whole: true, prefix: true),
        Case(pattern: "[1-3\\d]", digits: "9", whole: true, prefix: true),
    ])
    func matches(_ c: Case) throws {
        let p = try #require(DigitPattern(c.pattern))
        #expect(p.matchesWhole(Self.digits(c.digits)) == c.whole)
        #expect(p.matchesPrefix(Self.digits(c.digits)) == c.prefix)
    }

    /// Syntax outside the subset must be refused, never guessed at.
    @Test(arguments: ["[^1]\\d", "\\s\\d", "a1", "(?=1)2", "1??", "1*+", "[9-1]", "(12", "12)", "[]", "\\D", "1{3,2}", "1{99}"])
    func refuses(_ pattern: String) {
        #expect(DigitPattern(pattern) == nil)
    }
}

/// The number plan must answer exactly as libphonenumber's `IsValidNumber` does.
@Suite struct NumberPlanTests {
    @Test(arguments: [1, 7, 33, 34, 39, 44, 49, 52, 55, 61, 81, 86, 91, 351])
    func agreesWithLibphonenumber(countryCode: Int) throws {
        let engine = try #require(PhoneNumberEngine.shared)
        let metadata = try #require(engine.countryMetadata(countryCode))
        let plan = try #require(NumberPlan(countryCode: countryCode, metadata: metadata))
        let lengths = Set(plan.regions.flatMap { $0.descriptions[0].lengths }).filter { $0 > 0 }.sorted()
        #expect(!lengths.isEmpty)
        // Random numbers of every possible length, plus numbers that share a valid number's first digits (random
        // ones of some lengths are almost never valid).
        var random = SplitMix64(seed: UInt64(countryCode))
        var valid: [[UInt8]] = []
        var counts = (valid: 0, invalid: 0)
        for round in 0..<6_000 {
            var digits: [UInt8]
            if round % 2 == 1, let model = valid.isEmpty ? nil : valid[Int(random.next() % UInt64(valid.count))] {
                digits = model
                let keep = Int(random.next() % UInt64(model.count))
                for k in keep..<digits.count { digits[k] = UInt8(random.next() % 10) }
            } else {
                let length = lengths[Int(random.next() % UInt64(lengths.count))]
                digits = (0..<length).map { _ in UInt8(random.next() % 10) }
            }
            if digits[0] == 0 { digits[0] = UInt8(1 + random.next() % 9) }  // no leading zeros (see tp_number_is_valid)
            let number = digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
            let expected = engine.isValid(countryCode: countryCode, nationalNumber: number)
            let answer = plan.isValid(digits[...])
            #expect(answer == expected, "+\(countryCode) \(digits.map(String.init).joined())")
            if answer != expected { return }
            if expected {
                counts.valid += 1
                if valid.count < 200 { valid.append(digits) }
            } else {
                counts.invalid += 1
            }
        }
        #expect(counts.valid > 100 && counts.invalid > 100, "valid \(counts.valid), invalid \(counts.invalid)")
    }

    /// Every country calling code's metadata is read (a pattern the subset does not cover would turn the
    /// shortcut off for that code).
    @Test func readsEveryCountry() throws {
        let engine = try #require(PhoneNumberEngine.shared)
        var unread: [Int] = [], unformatted: [Int] = [], read = 0
        for code in 1...999 {
            guard let metadata = engine.countryMetadata(code) else { continue }
            if NumberPlan(countryCode: code, metadata: metadata) == nil { unread.append(code) } else { read += 1 }
            // And its formatting rules (`NumberFormats`), or its numbers are formatted by libphonenumber.
            if engine.countryFormats(code).flatMap({ NumberFormats(countryCode: code, metadata: $0) }) == nil {
                unformatted.append(code)
            }
        }
        #expect(unread.isEmpty, "unread: \(unread)")
        #expect(unformatted.isEmpty, "formats unread: \(unformatted)")
        #expect(read > 200)
    }
}
