import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

/// TextSense's own formatting and classification of numbers must equal libphonenumber's.
@Suite struct NumberFormatsTests {
    @Test(arguments: [1, 7, 20, 27, 31, 33, 34, 39, 41, 44, 48, 49, 52, 55, 61, 62, 81, 82, 86, 90, 91, 234, 351, 380,
                      800, 852, 971])
    func agreesWithLibphonenumber(countryCode: Int) throws {
        let engine = try #require(PhoneNumberEngine.shared)
        let shortcut = try #require(PhoneShortcut.shared)
        let plan = try #require(shortcut.plan(countryCode))
        let formats = try #require(shortcut.formats(countryCode))
        let lengths = Set(plan.regions.flatMap { $0.descriptions[0].lengths }).filter { $0 > 0 }.sorted()
        var random = SplitMix64(seed: UInt64(countryCode) &* 7919)
        var valid: [[UInt8]] = []
        var answered = 0, checked = 0
        for round in 0..<4_000 {
            var digits: [UInt8]
            if round % 2 == 1, !valid.isEmpty {
                digits = valid[Int(random.next() % UInt64(valid.count))]
                let keep = Int(random.next() % UInt64(digits.count))
                for k in keep..<digits.count { digits[k] = UInt8(random.next() % 10) }
            } else {
                let length = lengths[Int(random.next() % UInt64(lengths.count))]
                digits = (0..<length).map { _ in UInt8(random.next() % 10) }
            }
            if digits[0] == 0 { digits[0] = UInt8(1 + random.next() % 9) }
            guard plan.isValid(digits[...]) else { continue }
            if valid.count < 300 { valid.append(digits) }
            let number = digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
            let ext: String? = round % 5 == 0 ? "12" : nil
            let serialized = engine.serialize(countryCode: countryCode, nationalNumber: number, extension: ext)
            checked += 1
            let text = "+\(countryCode) \(digits.map(String.init).joined())"
            for international in [true, false] {
                guard let own = formats.format(digits, extension: ext, international: international) else { continue }
                answered += 1
                let theirs = engine.format(serialized: serialized, international ? .international : .national)
                #expect(own == theirs, "\(text): \(own) vs \(theirs ?? "nil")")
            }
            let c = plan.classify(digits[...])
            let theirs = try #require(engine.classify(serialized: serialized))
            #expect(c.region.map { Locale.Region($0) } == theirs.region && c.type == theirs.type, "\(text)")
        }
        #expect(checked > 50, "only \(checked) valid numbers")
        // Nearly every number is formatted without libphonenumber.
        #expect(answered >= checked * 2 * 95 / 100, "answered \(answered) of \(checked * 2)")
    }
}
