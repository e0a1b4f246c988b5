import Testing
@testable import TextSense

@Suite("Tracking formats: opening and digits read from the pattern")
struct TrackingFormatShapeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let prefix: String
        let digitsOnly: Bool
        var testDescription: String { pattern }
    }

    static let cases: [Case] = [
        Case(pattern: "TBA(?<SerialNumber>([0-9]){12,12})", prefix: "TBA", digitsOnly: false),
        Case(pattern: "1Z(?<SerialNumber>(?:[A-Z0-9]){6,6})", prefix: "1Z", digitsOnly: false),
        Case(pattern: "100[0-9][0-9]([0-9]){10}(?<CheckDigit>[0-9])", prefix: "100", digitsOnly: true),
        Case(pattern: "(?<SerialNumber>([0-9]){9})(?<CheckDigit>([0-9]))", prefix: "", digitsOnly: true),
        Case(pattern: "(?<SerialNumber>[1-9][0-9]{5}(?:0[1-9]|1[0-2])[0-9]{5})(?<CheckDigit>[0-9])", prefix: "", digitsOnly: true),
        // Hard negatives: letters, a lookahead, a dot, an escape, an optional letter, a bar outside any group.
        Case(pattern: "(?<ServiceType>([A-Z]){2})(?<SerialNumber>([0-9]){8})", prefix: "", digitsOnly: false),
        Case(pattern: "(?=.*[a-z])(?<PackageId>([0-9a-f]){10,10})", prefix: "", digitsOnly: false),
        Case(pattern: "(?<Serial>.{10})", prefix: "", digitsOnly: false),
        Case(pattern: "(?<Serial>\\d{10})", prefix: "", digitsOnly: false),
        Case(pattern: "AB?([0-9]){10}", prefix: "A", digitsOnly: false),
        Case(pattern: "12([0-9]){10}|34([0-9]){10}", prefix: "", digitsOnly: true),
        Case(pattern: "([!-~]){10}", prefix: "", digitsOnly: false),
    ]

    @Test("shape of a pattern", arguments: cases)
    func shape(_ c: Case) {
        let (prefix, digitsOnly) = TrackingFormat.shape(of: c.pattern)
        #expect(String(decoding: prefix, as: UTF8.self) == c.prefix)
        #expect(digitsOnly == c.digitsOnly)
    }

    /// What the filter turns away before a format's expression, the expression turns away too: a number with a
    /// letter where the format takes digits alone, or with another opening.
    @Test("the filter agrees with the expressions on every format")
    func agrees() {
        let numbers = ["1Z999AA10123456784", "TBA123456789012", "RR123456785DE", "12345678901234567890", "9400100000000000000000",
                       "C12345678901234", "8012345678901234567", "0123456789", "abcdef0123", "ABCDEFGHIJKLMNOP"]
        for format in TrackingFormat.all {
            for n in numbers where format.lengths.contains(n.utf8.count) {
                let (prefix, digitsOnly) = TrackingFormat.shape(of: format.pattern)
                if !n.utf8.starts(with: prefix) || digitsOnly && !n.utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
                    #expect(CompiledPattern(format.pattern).match(n) == nil, "\(format.product) \(n)")
                }
            }
        }
    }
}
