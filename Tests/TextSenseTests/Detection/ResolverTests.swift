import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite("Resolver")
struct ResolverTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// (kind, lower, upper, priority)
        let input: [(Detection.Kind, Int, Int, Int)]
        /// Expected survivors as "kind lower..<upper", in text order.
        let expected: [String]
        var testDescription: String { name }
    }

    static func link(_ s: String) -> Detection.Value {
        .link(LinkValue(url: URL(string: "http://\(s)")!))
    }

    static let cases: [Case] = [
        Case(name: "no candidates", input: [], expected: []),
        Case(name: "disjoint candidates keep text order", input: [(.link, 20, 30, 50), (.email, 0, 10, 90)],
             expected: ["email 0..<10", "link 20..<30"]),
        Case(name: "touching ranges do not overlap", input: [(.link, 0, 10, 50), (.link, 10, 20, 50)],
             expected: ["link 0..<10", "link 10..<20"]),
        // Inputs already in order and apart are returned as they are; anything else takes the full path.
        Case(name: "in order and apart", input: [(.phone, 0, 10, 50), (.phone, 12, 20, 50), (.phone, 20, 30, 50)],
             expected: ["phone 0..<10", "phone 12..<20", "phone 20..<30"]),
        Case(name: "in order but overlapping", input: [(.phone, 0, 10, 50), (.phone, 9, 30, 50), (.phone, 40, 45, 50)],
             expected: ["phone 9..<30", "phone 40..<45"]),
        Case(name: "same start", input: [(.phone, 0, 10, 50), (.phone, 0, 12, 50)], expected: ["phone 0..<12"]),
        Case(name: "apart but out of order", input: [(.phone, 20, 30, 50), (.phone, 0, 10, 50), (.phone, 40, 45, 50)],
             expected: ["phone 0..<10", "phone 20..<30", "phone 40..<45"]),
        Case(name: "explicit-scheme link beats a longer weak candidate", input: [(.link, 5, 15, 100), (.email, 0, 30, 10)],
             expected: ["link 5..<15"]),
        Case(name: "email beats the bare domain inside it", input: [(.email, 0, 20, 90), (.link, 4, 20, 10)],
             expected: ["email 0..<20"]),
        Case(name: "same priority: the longer span wins", input: [(.link, 0, 10, 50), (.link, 5, 25, 50)],
             expected: ["link 5..<25"]),
        Case(name: "same priority and length: the earlier span wins", input: [(.link, 0, 10, 50), (.link, 5, 15, 50)],
             expected: ["link 0..<10"]),
        Case(name: "a chain: the winner removes its neighbours, a far one survives",
             input: [(.link, 0, 10, 50), (.link, 8, 30, 50), (.link, 28, 35, 50), (.link, 40, 45, 50)],
             expected: ["link 8..<30", "link 40..<45"]),
        Case(name: "a loser of one overlap can still be kept when its rival lost first",
             input: [(.link, 0, 6, 50), (.link, 5, 8, 50), (.link, 7, 14, 50)],
             expected: ["link 0..<6", "link 7..<14"]),
    ]

    @Test(arguments: cases)
    func resolve(_ c: Case) {
        let candidates = c.input.map { Candidate(kind: $0.0, range: $0.1..<$0.2, value: Self.link("a.io"), priority: $0.3) }
        let got = Resolver.resolve(candidates).map { "\($0.kind.rawValue) \($0.range.lowerBound)..<\($0.range.upperBound)" }
        #expect(got == c.expected)
    }

    @Test("the result never overlaps and is sorted, for many random candidate sets")
    func randomized() {
        var rng = SplitMix64(seed: 0x12E5)
        for _ in 0..<500 {
            let n = Int.random(in: 0..<30, using: &rng)
            let candidates = (0..<n).map { _ -> Candidate in
                let lo = Int.random(in: 0..<100, using: &rng)
                return Candidate(kind: Bool.random(using: &rng) ? .link : .email, range: lo..<(lo + Int.random(in: 1..<20, using: &rng)),
                                 value: Self.link("a.io"), priority: [10, 50, 90, 100].randomElement(using: &rng)!)
            }
            let kept = Resolver.resolve(candidates)
            for (a, b) in zip(kept, kept.dropFirst()) { #expect(a.range.upperBound <= b.range.lowerBound) }
            // Every dropped candidate overlaps a kept one of higher or equal rank.
            for c in candidates where !kept.contains(where: { $0.range == c.range && $0.priority == c.priority && $0.kind == c.kind }) {
                #expect(kept.contains { $0.range.overlaps(c.range) && $0.priority >= c.priority })
            }
        }
    }
}
