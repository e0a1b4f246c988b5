import Testing
@testable import TextSense

@Suite("Public Suffix List")
struct PublicSuffixListTests {
    struct SuffixCase: CustomTestStringConvertible, Sendable {
        var host: String
        var suffixLabels: Int
        var testDescription: String { "\(host) → \(suffixLabels)" }
    }

    static let cases: [SuffixCase] = [
        SuffixCase(host: "swift.org", suffixLabels: 1),
        SuffixCase(host: "www.example.co.uk", suffixLabels: 2),
        SuffixCase(host: "co.uk", suffixLabels: 2),
        SuffixCase(host: "example.invalid", suffixLabels: 0),
        SuffixCase(host: "foo.123", suffixLabels: 0),
        SuffixCase(host: "a.b.ck", suffixLabels: 2),          // *.ck
        SuffixCase(host: "www.ck", suffixLabels: 1),          // !www.ck
        SuffixCase(host: "x.foo.kawasaki.jp", suffixLabels: 3),  // *.kawasaki.jp
        SuffixCase(host: "x.city.kawasaki.jp", suffixLabels: 2), // !city.kawasaki.jp
        SuffixCase(host: "президент.рф", suffixLabels: 1),
        SuffixCase(host: "github.io", suffixLabels: 1),       // private section left out on purpose
    ]

    @Test("suffix lengths follow the list's rules", arguments: cases)
    func suffix(_ c: SuffixCase) {
        #expect(PublicSuffixList.shared.suffixLabelCount(host: c.host) == c.suffixLabels)
    }

    @Test("the generated data carries its source version and is not empty")
    func data() {
        #expect(!PublicSuffixList.dataVersion.isEmpty)
        #expect(PublicSuffixList.shared.isTopLevelDomain("com"))
        #expect(PublicSuffixList.shared.isTopLevelDomain("みんな"))
        #expect(!PublicSuffixList.shared.isTopLevelDomain("js"))
    }
}
